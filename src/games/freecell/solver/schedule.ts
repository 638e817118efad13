/**
 * The searches the solver's core runs on a deal, and the weights of their scores:
 * data the host hands to the core (core.ts; the search and the score themselves are
 * in core/search.ts and core/score.ts, AssemblyScript).
 */

/** Weights of the score's terms (core/score.ts says what each term is). */
export interface Weights {
  readonly notHome: number;
  readonly blocker: number;
  readonly sameSuitBlocker: number;
  readonly disorder: number;
  readonly aboveNext: number;
  readonly wellPlaced: number;
  readonly cell: number;
  readonly emptyPile: number;
  /** each move made so far: weights solution length in */
  readonly depth: number;
}

/**
 * Several searches on one deal, taking turns, the first to finish answering (what
 * Freecell Solver calls soft threads; core/portfolio.ts): the first search alone for
 * its opening turn, then every search in turn, a fixed number of expansions each; a
 * search other than the first stops for good when it has made its share.
 */
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

/*
 * The weights for each kind of solution, found by local searches over the weights
 * that minimised the positions stored and expanded (deals 1..300 for supermoves,
 * 1001..2000 for one-card solutions, where the depth counts one-card moves and
 * weighing blockers more shortens both the search and the solutions).
 */
export const SUPERMOVE_WEIGHTS: Weights = {
  notHome: 6, blocker: 6, sameSuitBlocker: 0, disorder: 10, aboveNext: 4, wellPlaced: 6, cell: 25, emptyPile: 19, depth: 8,
};
export const ONE_CARD_WEIGHTS: Weights = {
  notHome: 6, blocker: 9, sameSuitBlocker: 0, disorder: 10, aboveNext: 4, wellPlaced: 6, cell: 22, emptyPile: 16, depth: 8,
};

/**
 * The searches each kind of solution runs. The other weights with supermoves were
 * picked, greedily, from 48 random ones (each weight of the first set times 1/3..3,
 * or of a few good ones times 1/1.6..1.6) by how much a schedule with them cut the
 * expansions of deals 1..32000, keeping the average solution no longer than 93.27
 * moves (each of them alone does far worse than the first set: they only help where
 * it is slow).
 */
export const SUPERMOVE_SCHEDULE: Schedule = {
  weights: [
    SUPERMOVE_WEIGHTS,
    { notHome: 2, blocker: 8, sameSuitBlocker: 1, disorder: 19, aboveNext: 2, wellPlaced: 8, cell: 40, emptyPile: 21, depth: 17 },
    { notHome: 23, blocker: 4, sameSuitBlocker: 1, disorder: 23, aboveNext: 6, wellPlaced: 2, cell: 28, emptyPile: 23, depth: 9 },
    { notHome: 3, blocker: 9, sameSuitBlocker: 2, disorder: 7, aboveNext: 6, wellPlaced: 4, cell: 19, emptyPile: 11, depth: 6 },
    { notHome: 6, blocker: 4, sameSuitBlocker: 2, disorder: 22, aboveNext: 1, wellPlaced: 4, cell: 33, emptyPile: 15, depth: 6 },
  ],
  opening: 500,
  turn: 200,
  share: 2_000,
};
/**
 * One card a move, the other searches are the supermove weights and two of the
 * supermove schedule's (picked by a simulation over deals 1..1000 from a few
 * candidates: random sets near ONE_CARD_WEIGHTS did worse). The rescue, which counts
 * a run's move as one, has the supermove schedule's second weights: of the five sets
 * they cut the hardest deals most (#21554 from 274k positions to 36k, #8436 from 157k
 * to 36k; #10353 from 19k to 29k) and deals 1..2000 by 3%, 109.05 moves a solution
 * instead of 109.01.
 */
export const ONE_CARD_SCHEDULE: Schedule = {
  weights: [ONE_CARD_WEIGHTS, SUPERMOVE_WEIGHTS, SUPERMOVE_SCHEDULE.weights[2]!, SUPERMOVE_SCHEDULE.weights[4]!],
  opening: 300,
  turn: 100,
  share: 2_000,
  rescue: { weights: SUPERMOVE_SCHEDULE.weights[1]!, after: 3_000 },
};
