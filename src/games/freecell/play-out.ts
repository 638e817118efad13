/**
 * The game's `solve` command: the rest of the game played out by the solver, one move
 * at a time (the engine prints each move and the board after it), or why not.
 */
import { fail, ok, type Result } from '../../engine/result.js';
import { solutionFrom } from './solution.js';
import type { FreeCellMove, FreeCellState } from './state.js';

/** How far `solve` searches: positions, a few seconds at most on this machine. */
export const SOLVE_BUDGET = { positions: 2_000_000 } as const;

export function solve(line: readonly FreeCellState[]): Result<readonly FreeCellMove[]> {
  const current = line[line.length - 1];
  if (current === undefined) throw new Error('solve needs a position');
  const solution = solutionFrom(current, SOLVE_BUDGET);
  switch (solution.kind) {
    case 'solved':
      return ok(solution.moves);
    case 'unsolvable':
      return fail('No solution: this position is lost. Undo to go back.');
    case 'unknown':
      return fail(`No solution found within ${SOLVE_BUDGET.positions.toLocaleString('en')} positions.`);
  }
}
