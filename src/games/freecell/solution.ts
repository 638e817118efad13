/**
 * The solver as `hint` and `solve` use it: a solution from the position at hand,
 * remembered along its way, so that following the hint move by move walks one
 * solution to the end instead of asking the solver again at every step (which could
 * wander between solutions). Every solution is replayed through the rules before it
 * is remembered: it is checked, never trusted.
 */
import { positionKey } from './guess.js';
import { applyMove, isWon } from './rules.js';
import { solve, type SolveBudget } from './solver/index.js';
import { formatMove } from './notation.js';
import { pileCode, type FreeCellMove, type FreeCellState } from './state.js';
import { replaySolution, type SolutionRules } from '../../engine/solution-replay.js';

export type Solution =
  | { readonly kind: 'solved'; readonly moves: readonly FreeCellMove[] }
  | { readonly kind: 'unsolvable' | 'unknown' };

/** Positions remembered at most; past it the memory starts again. */
const MEMO_LIMIT = 20_000;
const memo = new Map<string, Solution>();

/** The position exactly (which pile holds what, and the rules): a solution's moves name piles. */
function exactKey(state: FreeCellState): string {
  const rules = `${state.rules.supermoves ? 's' : ''}${state.rules.autoplay ? 'a' : ''}`;
  return `${rules}/${state.freecells.map(pileCode).join(',')}/${state.homecells.map(pileCode).join(',')}/${state.tableau.map(pileCode).join(',')}`;
}

const RULES: SolutionRules<FreeCellState, FreeCellMove> = { apply: applyMove, isWon, format: formatMove };

/** Plays the solver's moves from `state` through the rules (engine/solution-replay.ts); throws for a bug. */
export function checkSolution(
  state: FreeCellState,
  moves: readonly FreeCellMove[],
  visit?: (position: FreeCellState, index: number) => void,
): void {
  replaySolution(RULES, state, moves, visit);
}

/**
 * The moves of a solution (their numbers, from 0) that come back to a position met
 * before along it, the same up to which free cell or tableau pile holds what: a move
 * that the next one undoes is such a move. A solution without waste has none.
 */
export function wastedMoves(state: FreeCellState, moves: readonly FreeCellMove[]): number[] {
  const seen = new Set<string>();
  const wasted: number[] = [];
  checkSolution(state, moves, (position, i) => {
    const key = positionKey(position);
    if (seen.has(key)) wasted.push(i - 1);
    seen.add(key);
  });
  return wasted;
}

/** A solution from this position within the budget, or whether it is lost or unknown. */
export function solutionFrom(state: FreeCellState, budget: SolveBudget): Solution {
  const key = exactKey(state);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const result = solve(state, budget);
  if (memo.size > MEMO_LIMIT) memo.clear();
  if (result.kind !== 'solved') {
    const answer: Solution = { kind: result.kind };
    if (result.kind === 'unsolvable') memo.set(key, answer);
    return answer;
  }
  checkSolution(state, result.moves, (position, i) => memo.set(exactKey(position), { kind: 'solved', moves: result.moves.slice(i) }));
  return { kind: 'solved', moves: result.moves };
}
