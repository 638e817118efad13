/**
 * One deal of `cardtable solve klondike --range`, as a worker task (worker-tasks.ts):
 * dealt, solved with every card known, the solution replayed through the rules, and its
 * line written.
 */
import { dealGame } from '../games/klondike/deal.js';
import { formatMove } from '../games/klondike/notation.js';
import { checkedSolve } from '../games/klondike/solution.js';
import type { SolveResult } from '../games/klondike/solver/index.js';
import type { KlondikeRules } from '../games/klondike/state.js';

export interface SolveKlondikeInput {
  readonly seed: number;
  readonly rules: KlondikeRules;
  readonly positions: number;
}

export interface SolveKlondikeOutput {
  readonly kind: SolveResult['kind'];
  /** The deal's line: `<N>: <move> <move> ...`, `<N>: unsolvable` or `<N>: unknown`. */
  readonly line: string;
  /** Moves in the solution, draws included (0 when there is none). */
  readonly length: number;
  /** Positions the search stored. */
  readonly positions: number;
  /** How long the deal took, in milliseconds (for the bench; never printed). */
  readonly milliseconds: number;
}

export function solveKlondikeDeal(input: SolveKlondikeInput): SolveKlondikeOutput {
  const started = performance.now();
  const result = checkedSolve(dealGame(input.seed, input.rules), { positions: input.positions });
  const milliseconds = performance.now() - started;
  if (result.kind !== 'solved') return { kind: result.kind, line: `${input.seed}: ${result.kind}`, length: 0, positions: result.positions, milliseconds };
  return {
    kind: 'solved',
    line: `${input.seed}: ${result.moves.map(formatMove).join(' ')}`,
    length: result.moves.length,
    positions: result.positions,
    milliseconds,
  };
}
