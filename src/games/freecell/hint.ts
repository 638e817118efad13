/**
 * `hint`: the next move of a solution from the position at hand, found by the solver
 * within a short budget (about 200 ms of search here; counted in positions, so the
 * same position always gets the same hint). When the search proves that no solution
 * exists, it says the position is lost; when the budget runs out first, it falls back
 * to a guess from a short look-ahead, and says so.
 */
import type { HintAnswer } from '../../engine/game.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { guess } from './guess.js';
import { isWon } from './rules.js';
import { solutionFrom } from './solution.js';
import type { FreeCellMove, FreeCellState } from './state.js';

/** How far the hint searches: positions, about 200 ms on this machine (`npm run bench`). */
export const HINT_BUDGET = { positions: 100_000 } as const;

export function hint(line: readonly FreeCellState[]): Result<HintAnswer<FreeCellMove>> {
  const current = line[line.length - 1];
  if (current === undefined) throw new Error('hint needs a position');
  if (isWon(current)) return fail('The game is won: there is nothing left to move.');
  const solution = solutionFrom(current, HINT_BUDGET);
  switch (solution.kind) {
    case 'solved':
      return ok({ moves: solution.moves.slice(0, 1) });
    case 'unsolvable':
      // at the start there is nothing to undo: the deal itself cannot be won
      return fail(line.length === 1
        ? 'This deal cannot be won: no line of moves wins it from the start.'
        : 'This position is lost: no line of moves wins from here. Undo to go back.');
    case 'unknown': {
      const move = guess(line);
      return move.ok ? ok({ moves: [move.value], note: 'no solution found in time: a guess' }) : move;
    }
  }
}
