/**
 * A FreeCell solver: best-first search over canonical positions. The search core is
 * AssemblyScript compiled to WebAssembly (core/, loaded and called by core.ts); the
 * rest is TypeScript.
 *
 * Search (core/search.ts): the open positions wait in buckets by score, a weighted sum of
 * how far the position looks from a win (core/score.ts: cards not home, cards above a
 * lower card of their pile, cards out of sequence, occupied free cells, empty
 * piles...) plus the moves made to reach it; the lowest bucket is expanded next,
 * newest first. A child is scored incrementally from the piles the move touches.
 * The board (core/board.ts) is mutable raw memory with an undo log: a child or sibling
 * of the last position expanded is reached by replaying its move, any other by
 * decoding its key.
 *
 * Canonical positions (core/board.ts, core/store.ts): a position's key says, for each card,
 * what it lies on (a card, a pile's bottom, a free cell, home), so positions that
 * differ only in the order of piles or free cells are one. Positions are stored in
 * a hash table keyed by an incrementally kept Zobrist hash; keys are compared in
 * full, so distinct positions are never merged. Each position is stored once and
 * expanded at most once, with its parent and move for the path back. A key (52
 * bytes) is stored whole only for positions expanded or reached with moves home;
 * any other child's key is its parent's with the one entry its move changed, and
 * is rebuilt from that when a look-up compares it (most children are never
 * expanded: about a fifth of the positions keep a key).
 *
 * Autoplay inside the search: after every move, the cards that are safe to send
 * home (no card still in play could need them to build on) go home, so they are
 * never searched over; the search ends as soon as no card lies above a lower one
 * (every card then goes home in order).
 *
 * Moves (core/moves.ts): runs move as one, up to what the free cells and empty piles
 * allow (the supermove rule), in both modes. For one-card solutions the search
 * counts each run's move as the one-card moves it takes apart into, and has its
 * own weights (schedule.ts).
 *
 * The answer (core/answer.ts, in the core too): the path is written out on a replica
 * of the real table (real pile and cell numbers, explicit moves home); with
 * supermoves a run's move names its count; without, each run is taken apart into
 * one-card moves through the free cells and empty piles, and the shortener
 * (core/shorten.ts) cuts out the loops. Under the engine's autoplay, moves home it
 * has made are left out, and should autoplay take a card a later one-card move needs,
 * the search runs again from that position (solve.ts). The host only makes the
 * engine's move objects of the core's (from, to, count) (answer.ts).
 *
 * Budget: `positions` caps the positions stored (default 500,000), `milliseconds`
 * the time; running out gives 'unknown'. Everything is deterministic for the same
 * position and position budget.
 *
 * 'unsolvable' is exact: the search prunes nothing but positions it has already
 * stored and moves that give back the same position, and autoplay's moves home are
 * safe (they never turn a won game into a lost one), so a search that empties its
 * queue within the budget has seen every position reachable.
 */
import type { FreeCellMove, FreeCellState } from '../state.js';
import { ONE_CARD_SCHEDULE, SUPERMOVE_SCHEDULE } from './schedule.js';
import { solveWith } from './solve.js';

export interface SolveBudget { readonly positions?: number; readonly milliseconds?: number }
export type SolveResult =
  | { readonly kind: 'solved'; readonly moves: readonly FreeCellMove[]; readonly positions: number }
  | { readonly kind: 'unsolvable'; readonly positions: number }
  | { readonly kind: 'unknown'; readonly positions: number };

/** Solves from any legal position (not only a deal's start), under state.rules.supermoves. */
export function solve(state: FreeCellState, budget?: SolveBudget): SolveResult {
  return solveWith(state, budget, state.rules.supermoves ? SUPERMOVE_SCHEDULE : ONE_CARD_SCHEDULE);
}
