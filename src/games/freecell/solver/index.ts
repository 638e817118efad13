/**
 * A FreeCell solver (doc comment to come).
 */
import type { FreeCellMove, FreeCellState } from '../state.js';
import { DEFAULT_WEIGHTS } from './score.js';
import { solveWith } from './solve.js';

export interface SolveBudget { readonly positions?: number; readonly milliseconds?: number }
export type SolveResult =
  | { readonly kind: 'solved'; readonly moves: readonly FreeCellMove[]; readonly positions: number }
  | { readonly kind: 'unsolvable'; readonly positions: number }
  | { readonly kind: 'unknown'; readonly positions: number };

/** Solves from any legal position (not only a deal's start), under state.rules.supermoves. */
export function solve(state: FreeCellState, budget?: SolveBudget): SolveResult {
  return solveWith(state, budget, DEFAULT_WEIGHTS);
}
