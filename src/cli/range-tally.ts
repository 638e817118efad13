/**
 * What a solver's range sums up in its last line (`solve freecell --range`, `solve
 * klondike --range`), added up deal by deal as the lines go out: how many of each
 * answer, the solutions' total and longest length, and the first deals of each kind
 * that were not solved. Nothing is kept a deal, so the memory is the same whatever
 * the length of the range.
 */
export type Answer = 'solved' | 'unsolvable' | 'unknown';

/** The deals of one kind: how many, and the first few of them by number. */
export class Deals {
  count = 0;
  readonly first: number[] = [];

  constructor(private readonly kept: number) {}

  add(deal: number): void {
    this.count += 1;
    if (this.first.length < this.kept) this.first.push(deal);
  }

  /** `0`, or the count and the deals kept: `3 (5, 8, 13)`, `21 (1, 2, ..., 20, ...)`. */
  listed(): string {
    if (this.count === 0) return '0';
    return `${this.count} (${this.first.join(', ')}${this.count > this.first.length ? ', ...' : ''})`;
  }
}

/** How many deals of each kind a summary names. */
export const NAMED_DEALS = 20;

export class RangeTally {
  solved = 0;
  /** The most moves of any solution (0 when none). */
  worst = 0;
  private moves = 0;
  readonly unsolvable = new Deals(NAMED_DEALS);
  readonly unknown = new Deals(NAMED_DEALS);

  add(answer: Answer, deal: number, length: number): void {
    if (answer === 'solved') {
      this.solved += 1;
      this.moves += length;
      if (length > this.worst) this.worst = length;
    } else {
      this[answer].add(deal);
    }
  }

  /** Moves a solution on average (0 when none). */
  average(): number {
    return this.solved === 0 ? 0 : this.moves / this.solved;
  }
}
