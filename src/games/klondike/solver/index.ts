/**
 * A Klondike solver with every card known ("thoughtful" Klondike, the game of the
 * winnability literature), for both rule sets: the spec's game (the deck's top card
 * plays, draws are one card, nothing leaves a foundation) and the standard game (draw
 * 1 or 3, the waste's top card plays, a foundation's top card may come back); under
 * Vegas scoring, with its pass limit.
 *
 * Search (search.ts): depth first, with a transposition table of every position met
 * (table.ts), so each position is searched once. Moves are tried best first
 * (moves.ts): cards home that turn a card up, runs that turn a card up, stock cards
 * home, and so on down to foundation cards coming back.
 *
 * The position (board.ts): typed arrays with an undo log. The stock is one sequence
 * and a pointer to where the waste ends, so that draws are folded into the stock's
 * moves: each card that draws can bring up (within the pass limit, after a recycle too)
 * is a move of its own; the answer writes out the draws. The pass is part of the
 * position (and its key) under a pass limit, where it decides what is left to do; the
 * pointer wherever it decides which cards draws can bring up (draw 3, or a pass
 * limit). The key is a 64-bit hash: each pile's cards and face-down count hashed and
 * summed (the order of the piles makes no difference), plus the cards gone from the
 * stock, the pointer and the pass where they count.
 *
 * Dominances (moves.ts), each keeping at least one win wherever there is one:
 * - a tableau card that can safely go home goes at once, as the only move; "safely":
 *   Aces and twos, or both foundations of the other colour at its rank minus one and,
 *   where foundation cards may come back, the other suit of its colour at its rank
 *   minus two (Blake & Gent prove this rule for such games);
 * - with one-card draws the playable stock card goes home at once when that is safe
 *   (taking it leaves every other stock card as reachable as before; not with draw 3,
 *   where it shifts which cards later draws bring up);
 * - a stock card that can safely go home goes nowhere else; a foundation card that
 *   could safely go home again never comes back down;
 * - a King's run goes only onto the first empty pile, and never from a pile with
 *   nothing under it; moves that lead back to a position already met (straight back,
 *   or round a longer loop) are cut by the table.
 *
 * Answers: 'solved' with the moves, written out in the game's notation and carried out
 * through the game's rules as they are written (answer.ts); 'unsolvable' only when the
 * search has met every position reachable under the dominances; 'unknown' when it
 * stopped at its budget (positions stored, or time). A 64-bit key could in principle
 * take two positions for one; at the largest budget (5 million positions) the chance
 * in a search is below one in a million.
 */
import type { KlondikeMove, KlondikeState } from '../state.js';
import { writeOut } from './answer.js';
import { Board } from './board.js';
import { search } from './search.js';

export interface SolveBudget {
  /** Positions the search may store (default DEFAULT_POSITIONS). */
  readonly positions?: number;
  /** Milliseconds it may take; none by default, so that answers are the same on every machine. */
  readonly milliseconds?: number;
}

export type SolveResult =
  | { readonly kind: 'solved'; readonly moves: readonly KlondikeMove[]; readonly positions: number }
  | { readonly kind: 'unsolvable' | 'unknown'; readonly positions: number };

/** Positions a search may store when the budget names none. */
export const DEFAULT_POSITIONS = 2_000_000;

const root = new Board();

/** Whether the position can be won (every card known), and the first move of a win: what the hint asks of each sample. */
export function judge(state: KlondikeState, budget: SolveBudget = {}): { readonly kind: SolveResult['kind']; readonly first: KlondikeMove | null; readonly positions: number } {
  root.load(state);
  const deadline = budget.milliseconds === undefined ? Infinity : performance.now() + budget.milliseconds;
  const outcome = search(root, { positions: budget.positions ?? DEFAULT_POSITIONS, deadline });
  if (outcome.kind !== 'solved') return { kind: outcome.kind, first: null, positions: outcome.positions };
  return { kind: 'solved', first: writeOut(state, outcome.path, 1)[0] ?? null, positions: outcome.positions };
}

/** Solves from any position of the game, every card known (face-down and unseen ones included). */
export function solve(state: KlondikeState, budget: SolveBudget = {}): SolveResult {
  root.load(state);
  const deadline = budget.milliseconds === undefined ? Infinity : performance.now() + budget.milliseconds;
  const outcome = search(root, { positions: budget.positions ?? DEFAULT_POSITIONS, deadline });
  if (outcome.kind !== 'solved') return outcome;
  return { kind: 'solved', moves: writeOut(state, outcome.path), positions: outcome.positions };
}
