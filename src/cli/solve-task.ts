/**
 * One deal of `cardtable solve freecell --range`, as a worker task (worker-tasks.ts):
 * dealt, solved, the solution replayed through the rules, and its line written.
 */
import { dealGame } from '../games/freecell/deal.js';
import { formatFcs, formatMove, formatStandard } from '../games/freecell/notation.js';
import { checkSolution } from '../games/freecell/solution.js';
import { solve, type SolveResult } from '../games/freecell/solver/index.js';
import type { FreeCellMove, FreeCellState } from '../games/freecell/state.js';

export type SolveFormat = 'game' | 'standard' | 'fcs';

export const WRITERS: Readonly<Record<SolveFormat, (move: FreeCellMove) => string>> = {
  game: formatMove,
  standard: formatStandard,
  fcs: formatFcs,
};

/** The solver's answer, its moves replayed through the rules: a solution that does not win is a bug. */
export function checkedSolve(state: FreeCellState, positions: number): SolveResult {
  const result = solve(state, { positions });
  if (result.kind === 'solved') checkSolution(state, result.moves);
  return result;
}

export interface SolveDealInput {
  readonly deal: number;
  readonly supermoves: boolean;
  readonly positions: number;
  readonly format: SolveFormat;
}

export interface SolveDealOutput {
  readonly kind: SolveResult['kind'];
  /** The deal's line: `<N>: <move> <move> ...`, `<N>: unsolvable` or `<N>: unknown`. */
  readonly line: string;
  /** Moves in the solution (0 when there is none). */
  readonly length: number;
}

export function solveDeal(input: SolveDealInput): SolveDealOutput {
  const result = checkedSolve(dealGame(input.deal, { supermoves: input.supermoves, autoplay: false }), input.positions);
  if (result.kind !== 'solved') return { kind: result.kind, line: `${input.deal}: ${result.kind}`, length: 0 };
  const moves = result.moves.map(WRITERS[input.format]).join(input.format === 'fcs' ? '; ' : ' ');
  return { kind: 'solved', line: `${input.deal}: ${moves}`, length: result.moves.length };
}
