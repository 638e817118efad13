/**
 * The solver as `solve klondike`, `--winnable` and the hint use it: its answer, with a
 * solution replayed through the game's own rules before anyone sees it (a solution is
 * checked, never trusted; the solver's own line-up of its moves is one check, this the
 * second, independent one).
 */
import { formatMove } from './notation.js';
import { applyMove } from './rules.js';
import { solve, type SolveBudget, type SolveResult } from './solver/index.js';
import { isWon, type KlondikeMove, type KlondikeState } from './state.js';
import { replaySolution, type SolutionRules } from '../../engine/solution-replay.js';

const RULES: SolutionRules<KlondikeState, KlondikeMove> = { apply: applyMove, isWon, format: formatMove };

/** Plays the solver's moves from `state` through the rules (engine/solution-replay.ts); throws for a bug. */
export function checkSolution(
  state: KlondikeState,
  moves: readonly KlondikeMove[],
  visit?: (position: KlondikeState, index: number) => void,
): void {
  replaySolution(RULES, state, moves, visit);
}

/** The solver's answer from this position (every card known), a solution checked through the rules. */
export function checkedSolve(state: KlondikeState, budget: SolveBudget = {}): SolveResult {
  const result = solve(state, budget);
  if (result.kind === 'solved') checkSolution(state, result.moves);
  return result;
}
