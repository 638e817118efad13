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

/**
 * Plays the solver's moves from `state` through the rules, calling `visit` with each
 * position and the number of the move made from it; a move refused or a last position
 * not won is a bug in the solver, and throws.
 */
export function checkSolution(
  state: KlondikeState,
  moves: readonly KlondikeMove[],
  visit: (position: KlondikeState, index: number) => void = () => {},
): void {
  let position = state;
  for (const [i, move] of moves.entries()) {
    visit(position, i);
    const next = applyMove(position, move);
    if (!next.ok) throw new Error(`the solver's move ${i + 1} (${formatMove(move)}) is not legal: ${next.error}`);
    position = next.value;
  }
  if (!isWon(position)) throw new Error('the solver\'s solution does not win');
}

/** The solver's answer from this position (every card known), a solution checked through the rules. */
export function checkedSolve(state: KlondikeState, budget: SolveBudget = {}): SolveResult {
  const result = solve(state, budget);
  if (result.kind === 'solved') checkSolution(state, result.moves);
  return result;
}
