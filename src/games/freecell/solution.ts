/**
 * The solver as `hint` and `solve` use it: a solution from the position at hand,
 * remembered along its way, so that following the hint move by move walks one
 * solution to the end instead of asking the solver again at every step (which could
 * wander between solutions). Every solution is replayed through the rules before it
 * is remembered: it is checked, never trusted.
 */
import { cardIndex } from '../../engine/card.js';
import type { Pile } from '../../engine/pile.js';
import { applyMove, isWon } from './rules.js';
import { solve, type SolveBudget } from './solver/index.js';
import type { FreeCellMove, FreeCellState } from './state.js';

export type Solution =
  | { readonly kind: 'solved'; readonly moves: readonly FreeCellMove[] }
  | { readonly kind: 'unsolvable' | 'unknown' };

/** Positions remembered at most; past it the memory starts again. */
const MEMO_LIMIT = 20_000;
const memo = new Map<string, Solution>();

/** The position exactly (which pile holds what, and the rules): a solution's moves name piles. */
function exactKey(state: FreeCellState): string {
  const pile = (cards: Pile) => cards.map((card) => String.fromCharCode(65 + cardIndex(card))).join('');
  const rules = `${state.rules.supermoves ? 's' : ''}${state.rules.autoplay ? 'a' : ''}`;
  return `${rules}/${state.freecells.map(pile).join(',')}/${state.homecells.map(pile).join(',')}/${state.tableau.map(pile).join(',')}`;
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
  let position = state;
  for (const [i, move] of result.moves.entries()) {
    memo.set(exactKey(position), { kind: 'solved', moves: result.moves.slice(i) });
    const next = applyMove(position, move);
    if (!next.ok) throw new Error(`the solver's move ${i + 1} is not legal: ${next.error}`);
    position = next.value;
  }
  if (!isWon(position)) throw new Error('the solver\'s solution does not win');
  return { kind: 'solved', moves: result.moves };
}
