/**
 * Several searches on one deal, taking turns, the first to finish answering (what
 * Freecell Solver calls soft threads). Each is the same best-first search (search.ts)
 * with its own weights, so each visits the positions in its own order: a deal that
 * one order finds hard, another often solves at once.
 *
 * The schedule: the first search alone for its opening turn (most deals end there),
 * then every search in turn, a fixed number of expansions each. A search other than
 * the first stops for good when it has made its share of expansions, so that a deal
 * with no solution costs little more than the first search's proof: that proof, or
 * any search that runs out of positions to expand, says unsolvable (each search is
 * complete). The budget counts the positions of all of them.
 */
import type { Board } from './board.js';
import { Search, type SearchOutcome } from './search.js';
import type { Weights } from './score.js';

export interface Schedule {
  /** The weights of each search, the first one's first. */
  readonly weights: readonly Weights[];
  /** Expansions the first search makes alone before the others start. */
  readonly opening: number;
  /** Expansions each search makes in a turn after that. */
  readonly turn: number;
  /** Expansions a search other than the first may make before it stops. */
  readonly share: number;
  /**
   * One card a move only: a search that counts each move as one, as with supermoves
   * (it finds a solution much sooner, whose runs are taken apart into longer one-card
   * solutions), joining the turns for good once the first search has made `after`
   * expansions; for the few deals the others find very hard.
   */
  readonly rescue?: { readonly weights: Weights; readonly after: number };
}

export interface PortfolioOutcome {
  readonly outcome: SearchOutcome;
  readonly positions: number;
}

export class Portfolio {
  private readonly searches: Search[];
  /** For the deal at hand: which searches have begun, and which have had their share. */
  private readonly started: boolean[];
  private readonly stopped: boolean[];

  constructor(private readonly schedule: Schedule, oneCard: boolean) {
    this.searches = schedule.weights.map((weights) => new Search(weights, true, oneCard));
    if (oneCard && schedule.rescue !== undefined) this.searches.push(new Search(schedule.rescue.weights, true, false));
    this.started = this.searches.map(() => false);
    this.stopped = this.searches.map(() => false);
  }

  /** Positions stored by the searches begun. */
  private used(): number {
    let sum = 0;
    for (let i = 0; i < this.searches.length; i += 1) if (this.started[i]) sum += this.searches[i]!.positions;
    return sum;
  }

  /** Search i's turn of up to `expansions`: its answer, or null to go on. */
  private turn(i: number, expansions: number, load: () => Board, maxPositions: number, deadline: number): SearchOutcome | null {
    const { searches, schedule } = this;
    const search = searches[i]!;
    let allowed = expansions;
    if (i >= schedule.weights.length) {
      // the rescue, once it is due
      if (searches[0]!.expanded < schedule.rescue!.after) return null;
    } else if (i > 0 && this.started[i]) {
      allowed = Math.min(expansions, schedule.share - search.expanded);
      // this search has had its share: the others go on
      if (allowed <= 0) {
        this.stopped[i] = true;
        return null;
      }
    }
    if (!this.started[i]) {
      search.begin(load());
      this.started[i] = true;
    }
    return search.run(allowed, maxPositions - (this.used() - search.positions), deadline);
  }

  /** Solves from the position on the board (loaded afresh for each search that starts; its safe moves home are made on it). */
  solve(load: () => Board, maxPositions: number, deadline: number): PortfolioOutcome {
    const { searches, schedule, started, stopped } = this;
    started.fill(false);
    stopped.fill(false);
    try {
      let outcome = this.turn(0, schedule.opening, load, maxPositions, deadline);
      while (outcome === null) {
        for (let i = 0; i < searches.length && outcome === null; i += 1) if (!stopped[i]) outcome = this.turn(i, schedule.turn, load, maxPositions, deadline);
      }
      return { outcome, positions: this.used() };
    } finally {
      for (let i = 0; i < searches.length; i += 1) if (started[i]) searches[i]!.end();
    }
  }
}
