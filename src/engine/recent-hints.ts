/**
 * The answers of the hints asked at the most recent positions, so that a hint asked
 * again is not worked out again (a hint can take a tenth of a second or more).
 *
 * A hint is a function of the line of play its seat sees (game.ts, `hint`): the seat's
 * views of the recent positions. The session keys an answer on the history's step
 * (history.ts) and the seat. A step stands for one line: its move, its seat and the
 * step before it never change (only whether it keeps its state, which is the same state
 * whenever it is kept or played again), so the same step always gives the same line,
 * and the views are a function of the states and the seat. Two different lines are
 * two different steps, and never share an answer; the same line reached twice by
 * different moves is two steps, and is worked out again (correct, if not as quick).
 * Undo goes back to the step before, and redo brings the undone step itself back, so
 * both find its answer.
 */

/** How many positions' answers are kept. */
export const HINT_MEMORY = 64;

interface Known<K, A> {
  readonly step: K;
  readonly seat: number;
  readonly answer: A;
}

export class RecentHints<K, A> {
  /** The answers, the one asked for last first. */
  private known: Known<K, A>[] = [];

  /** The answer for this step and seat: the one kept, or `work`'s, kept from now on. */
  answer(step: K, seat: number, work: () => A): A {
    const at = this.known.findIndex((known) => known.step === step && known.seat === seat);
    const found = at < 0 ? { step, seat, answer: work() } : (this.known[at] as Known<K, A>);
    if (at >= 0) this.known.splice(at, 1);
    this.known.unshift(found);
    if (this.known.length > HINT_MEMORY) this.known.length = HINT_MEMORY;
    return found.answer;
  }

  /** Forgets every answer (another game starts: its steps are all new, and the old ones need not be kept alive). */
  clear(): void {
    this.known = [];
  }
}
