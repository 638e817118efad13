/**
 * A solver's solution replayed through a game's own rules before anyone sees it: a
 * solution is checked, never trusted. FreeCell's and Klondike's solution.ts use it.
 */
import type { Result } from './result.js';

/** What replaying a solution needs of a game's rules. */
export interface SolutionRules<S, M> {
  readonly apply: (state: S, move: M) => Result<S>;
  readonly isWon: (state: S) => boolean;
  readonly format: (move: M) => string;
}

/**
 * Plays the solver's moves from `state` through the rules, calling `visit` with each
 * position and the number of the move made from it; a move refused or a last position
 * not won is a bug in the solver, and throws.
 */
export function replaySolution<S, M>(
  rules: SolutionRules<S, M>,
  state: S,
  moves: readonly M[],
  visit: (position: S, index: number) => void = () => {},
): void {
  let position = state;
  for (let i = 0; i < moves.length; i += 1) {
    const move = moves[i] as M;
    visit(position, i);
    const next = rules.apply(position, move);
    if (!next.ok) throw new Error(`the solver's move ${i + 1} (${rules.format(move)}) is not legal: ${next.error}`);
    position = next.value;
  }
  if (!rules.isWon(position)) throw new Error('the solver\'s solution does not win');
}
