/**
 * A Klondike solver with every card known ("thoughtful" Klondike, the game of the
 * winnability literature), for both rule sets: the spec's game (the deck's top card
 * plays, draws are one card, nothing leaves a foundation) and the standard game (draw
 * 1 or 3, the waste's top card plays, a foundation's top card may come back); under
 * Vegas scoring, with its pass limit. docs/klondike-solver.md has the whole story.
 *
 * Search (search.ts): depth first, with a transposition table of every position met
 * (table.ts), so each position is searched once; the core's table, when full, forgets
 * all but the search's path and the search goes on (core/search.ts `forgetAllBut`), so
 * it ends at its budget, not at its memory. Moves are tried best first
 * (moves.ts): cards home that turn a card up, runs that turn a card up, stock cards
 * home, and so on down to foundation cards coming back.
 *
 * The position (board.ts): typed arrays with an undo log. The stock is one sequence
 * and a pointer to where the waste ends, so that draws are folded into the stock's
 * moves: each card that draws can bring up (within the pass limit, after a recycle too)
 * is a move of its own; the answer writes out the draws. The key is exact (four
 * words): what is home, which cards are in the stock, the pointer and the pass where
 * they decide what is left to do, and how many of each pile's bottom cards have not
 * moved. How the face-up cards lie (which run is on which of two twin cards, which pile
 * holds what) is left out: positions that differ only in that are won alike
 * (lonelybot's abstraction), and the one move that only rearranges and matters (a run
 * onto the twin of the card under it, to send that card home) is a move of its own.
 *
 * Dominances (moves.ts), each keeping a win wherever there is one:
 * - a tableau card that can safely go home goes at once, as the only move; "safely":
 *   Aces and twos, or both foundations of the other colour at its rank minus one and,
 *   where foundation cards may come back, the other suit of its colour at its rank
 *   minus two (Blake & Gent prove this rule for such games);
 * - with one-card draws the playable stock card goes home at once when that is safe,
 *   and with no pass limit, for budgets of POSTPONE_FROM and up, any stock card that
 *   may go home safely, wherever it lies;
 * - a stock card that can safely go home goes nowhere else; a foundation card that
 *   could safely go home again never comes back down; a foundation card (and, with
 *   one-card draws and no pass limit, a stock card) comes onto the tableau only to
 *   take a card that could come onto it at once;
 * - runs move between piles only to turn a card up, or to empty a pile a King can
 *   then take; a King's run goes only onto the first empty pile;
 * - under draw 3 without a pass limit, a position whose waste is shorter by whole
 *   draws reaches all this one does (search.ts);
 * - with one-card draws (or the spec's game) and no pass limit, for budgets of
 *   POSTPONE_FROM and up, a stock card put onto the tableau is followed only by a card
 *   landing on it or on its twin, unless a move is forced (search.ts, `landings`), and
 *   a stock card taken home by choice only by the next card of its suit going home
 *   (search.ts, `successorsHome`).
 *
 * Before any search, a relaxation of the rules (blocked.ts) proves some positions lost
 * outright: a card that could never come home even if nothing but the cards over it
 * stood in its way.
 * After a three-card search left undecided at a small budget, the same position under
 * one-card draws without a pass limit, a relaxation of it, may prove it lost (see run
 * below); after one left undecided with the whole budget, restarts with the moves
 * shuffled may decide it (restarted).
 *
 * Answers: 'solved' with the moves, written out in the game's notation and carried
 * out through the game's rules as they are written (answer.ts); 'unsolvable' only when
 * the search has met every position reachable under the dominances; 'unknown' when it
 * stopped at its budget (positions stored, or time).
 */
import type { KlondikeMove, KlondikeState } from '../state.js';
import { writeOut } from './answer.js';
import { Board } from './board.js';
import { blockedForever } from './blocked.js';
import { coreKeysRoom, coreSearch } from './core.js';
import { search, type SearchOutcome } from './search.js';

export interface SolveBudget {
  /** Positions the search may store (default DEFAULT_POSITIONS). */
  readonly positions?: number;
  /** Milliseconds it may take; none by default, so that answers are the same on every machine. */
  readonly milliseconds?: number;
  /**
   * Which search: 'core', the WebAssembly core (core/, core.ts), or 'typescript', the
   * reference it was ported from (board.ts, moves.ts, search.ts); by default
   * DEFAULT_ENGINE. Both answer alike; the path is written out through the rules either way.
   */
  readonly engine?: SolverEngine;
  /**
   * Whether, with one-card draws (or the spec's game) and no pass limit, a stock card put
   * onto the tableau is followed only by a card landing on it (search.ts, `landings`);
   * by default for budgets of POSTPONE_FROM positions and up.
   */
  readonly postpone?: boolean;
  /**
   * For the tests: the core's table forgets (or, in lanes, is full) whenever it holds this
   * many positions (core.ts `coreSearch`); by default only when it is full.
   */
  readonly tableRoom?: number;
}

export type SolverEngine = 'core' | 'typescript';

/** The engine when the budget names none: CARDTABLE_KLONDIKE_SOLVER=typescript|core, else the core. */
export const DEFAULT_ENGINE: SolverEngine = process.env['CARDTABLE_KLONDIKE_SOLVER'] === 'typescript' ? 'typescript' : 'core';

export type SolveResult =
  | { readonly kind: 'solved'; readonly moves: readonly KlondikeMove[]; readonly positions: number }
  | { readonly kind: 'unsolvable' | 'unknown'; readonly positions: number };

/** Positions a search may store when the budget names none. */
export const DEFAULT_POSITIONS = 2_000_000;

const root = new Board();

/** Whether the position can be won (every card known): what the hint asks of each sample. */
export function decide(state: KlondikeState, budget: SolveBudget = {}): { readonly kind: SolveResult['kind']; readonly positions: number } {
  const { kind, positions } = run(state, budget);
  return { kind, positions };
}

/** Whether the position can be won (every card known), and the first move of a win, written out through the rules. */
export function judge(state: KlondikeState, budget: SolveBudget = {}): { readonly kind: SolveResult['kind']; readonly first: KlondikeMove | null; readonly positions: number } {
  const outcome = run(state, budget);
  if (outcome.kind !== 'solved') return { kind: outcome.kind, first: null, positions: outcome.positions };
  return { kind: 'solved', first: writeOut(state, outcome.path, 1)[0] ?? null, positions: outcome.positions };
}

/** Solves from any position of the game, every card known (face-down and unseen ones included). */
export function solve(state: KlondikeState, budget: SolveBudget = {}): SolveResult {
  return opening(state, budget, Infinity);
}

/** As solve, with only the first `limit` moves of a win written out (the hint needs no more than its start). */
export function opening(state: KlondikeState, budget: SolveBudget, limit: number): SolveResult {
  const outcome = run(state, budget);
  if (outcome.kind !== 'solved') return outcome;
  return { kind: 'solved', moves: writeOut(state, outcome.path, limit), positions: outcome.positions };
}

/**
 * Budgets from which an undecided three-card search is followed by its relaxation (see
 * run): a smaller budget asks for a quick answer (the hint's samples), and the
 * relaxation would double its work for no better move.
 */
export const RELAX_FROM = 1_000_000;

/**
 * The positions the three-card search may store before its relaxation is tried, when it
 * may be; the relaxation, and the three-card search after it when the relaxation is
 * won, may store the whole budget. The three-card searches that run long are nearly all
 * of lost deals, and with stock cards put down waiting for a card to land on them the
 * relaxation proves them lost sooner: of deals 1..1000 draw 3, measured one deal after
 * another, the three-card search alone took 273 s in all and the relaxation alone 124 s;
 * trying the relaxation after 20,000 positions would take about 178 s, after 11 million
 * (as before) 294 s (docs/klondike-solver.md, "Stock cards put down").
 */
export const THREE_CARD_FIRST = 20_000;

/**
 * Budgets from which stock cards put down wait for a card to land on them (SolveBudget's
 * `postpone`). The positions so met are not stored, so a search counted in positions
 * stored goes further for its budget: over deals 1..1000 of draw 1, a fifth of the
 * positions stored (36.5 million against 155.9 million) and every deal decided within 7
 * million, but the hint's small searches took half as long again for the same budget
 * (docs/klondike-solver.md, "Stock cards put down").
 */
export const POSTPONE_FROM = RELAX_FROM;

/** The rules three-card draws relax to: one-card draws, no pass limit. */
const RELAXED = { draw: 1, scoring: 'none' } as const;

/**
 * The search's outcome from the position, by the engine the budget names.
 *
 * Under three-card draws (with a pass limit or without), a position the search leaves
 * undecided at THREE_CARD_FIRST positions is searched again, with the whole budget,
 * under one-card draws without a pass limit: there every stock card is in reach at any
 * time and the tableau's and the
 * foundations' moves are the same, so every line that wins under three-card draws wins
 * there too, and when the relaxation is lost, so is the position (docs/klondike-solver.md).
 * The hard deals of draw 3 are nearly all lost, and the relaxation decides the last
 * ones. When the relaxation is won instead, which says nothing of three-card draws, the
 * three-card search runs again from the start with the whole budget, in LANES lanes (a search cannot be
 * taken up where it stopped), and when the lanes' table fills, in one lane, whose table
 * forgets. The relaxation is tried only with a budget of RELAX_FROM
 * positions or more. The positions reported are every search's.
 */
function run(state: KlondikeState, budget: SolveBudget): SearchOutcome {
  if (blockedForever(state)) return { kind: 'unsolvable', positions: 0 };
  const deadline = budget.milliseconds === undefined ? Infinity : performance.now() + budget.milliseconds;
  const positions = budget.positions ?? DEFAULT_POSITIONS;
  const engine = budget.engine ?? DEFAULT_ENGINE;
  const postpone = budget.postpone ?? positions >= POSTPONE_FROM;
  const relaxes = state.rules.draw === 3 && positions >= RELAX_FROM;
  const tableRoom = budget.tableRoom ?? 0;
  const outcome = searchOnce(state, relaxes ? THREE_CARD_FIRST : positions, deadline, engine, postpone, tableRoom);
  if (outcome.kind !== 'unknown' || !relaxes) return outcome;
  const relaxed = searchOnce({ ...state, rules: RELAXED }, positions, deadline, engine, postpone, tableRoom);
  const spent = outcome.positions + relaxed.positions;
  if (relaxed.kind === 'unsolvable') return { kind: 'unsolvable', positions: spent };
  if (relaxed.kind === 'unknown') return { kind: 'unknown', positions: spent };
  // the relaxation is won, which says nothing of three-card draws: the three-card search again, with the whole budget, in lanes
  const again = searchOnce(state, positions, deadline, engine, postpone, tableRoom, LANES);
  let total = spent + again.positions;
  if (again.kind === 'solved') return { ...again, positions: total };
  if (again.kind === 'unsolvable' || engine !== 'core') return { kind: again.kind, positions: total };
  if (again.positions < positions) {
    // the lanes stopped with their table full, before their budget: one search, whose table forgets
    const alone = searchOnce(state, positions, deadline, engine, postpone, tableRoom);
    total += alone.positions;
    if (alone.kind === 'solved') return { ...alone, positions: total };
    if (alone.kind === 'unsolvable') return { kind: 'unsolvable', positions: total };
  }
  return restarted(state, positions, deadline, postpone, tableRoom, total);
}

/**
 * The lanes the three-card search after a won relaxation runs in (the core's; the
 * TypeScript search runs in one): as many searches of the position, each trying the
 * moves in its own order, taking turns and sharing one table (core/search.ts). A won
 * deal is won as soon as one of them comes on a win, while a lost one stores about what
 * one search would: over the 40 deals of 1..1000 of draw 3 that take longest, 32.6
 * million positions in all against 42.4 million (docs/klondike-solver.md, "Lanes").
 */
export const LANES = 4;

/** Restarts after a search left undecided: how many, and the share of the budget each may store. */
export const RESTARTS = 12;
export const RESTART_SHARE = 20;

/**
 * After the three-card search with the whole budget is left undecided (its relaxation
 * won), the core's search again, RESTARTS times, each with a twentieth of the budget and
 * the moves of near priorities tried in another order (core/moves.ts `setShuffle`; the
 * n-th restart's shuffle is the same on every machine): a won deal whose win lies past
 * where the search's own order looks is often won so within a few (deal 754 of draw 3
 * with a budget of RELAX_FROM; deal 9979 was won so, 30.8 million positions in all, while
 * a search stopped when its table was full: it now goes on and wins at 48.0 million
 * within `solve klondike`'s budget). Any of them that decides, decides: a win is a
 * win, and each order meets every position the dominances leave, so a search that ends
 * in any order without one proves the position lost. docs/klondike-solver.md, "Restarts".
 */
function restarted(state: KlondikeState, positions: number, deadline: number, postpone: boolean, tableRoom: number, spent: number): SearchOutcome {
  let total = spent;
  for (let n = 1; n <= RESTARTS; n += 1) {
    const outcome = coreSearch(state, Math.ceil(positions / RESTART_SHARE), deadline, postpone, Math.imul(n, 0x9e3779b1), tableRoom);
    if (outcome === null) break;
    total += outcome.positions;
    if (outcome.kind === 'solved') return { ...outcome, positions: total };
    if (outcome.kind === 'unsolvable') return { kind: 'unsolvable', positions: total };
  }
  return { kind: 'unknown', positions: total };
}

/**
 * One search from the position, by the engine named (the core's in `lanes`: LANES). The TypeScript search stores at
 * most what the core's keys' table holds (coreKeysRoom, 19.7 million), whatever the
 * budget: its own table (17 bytes a slot, doubled at three quarters full) takes 570 MiB
 * at that size and would take twice that past it.
 */
function searchOnce(state: KlondikeState, positions: number, deadline: number, engine: SolverEngine, postpone: boolean, tableRoom: number, lanes = 1): SearchOutcome {
  if (engine === 'core') {
    const outcome = coreSearch(state, positions, deadline, postpone, 0, tableRoom, lanes);
    if (outcome !== null) return outcome;
  }
  root.load(state);
  return search(root, { positions: Math.min(positions, coreKeysRoom()), deadline, postpone });
}
