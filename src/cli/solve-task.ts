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

/**
 * Each move's text, by format, kept: the solver hands out one shared object for each
 * move (solver/answer.ts), so a range writes a few hundred texts, not one per move.
 */
const WRITTEN: Readonly<Record<SolveFormat, Map<FreeCellMove, string>>> = { game: new Map(), standard: new Map(), fcs: new Map() };
/** Texts kept at most, for each format (should moves ever come unshared). */
const WRITTEN_LIMIT = 4096;

function written(move: FreeCellMove, format: SolveFormat): string {
  const kept = WRITTEN[format];
  let text = kept.get(move);
  if (text === undefined) {
    if (kept.size >= WRITTEN_LIMIT) kept.clear();
    text = WRITERS[format](move);
    kept.set(move, text);
  }
  return text;
}

export function solveDeal(input: SolveDealInput): SolveDealOutput {
  const result = checkedSolve(dealGame(input.deal, { supermoves: input.supermoves, autoplay: false }), input.positions);
  if (result.kind !== 'solved') return { kind: result.kind, line: `${input.deal}: ${result.kind}`, length: 0 };
  const moves = result.moves.map((move) => written(move, input.format)).join(input.format === 'fcs' ? '; ' : ' ');
  return { kind: 'solved', line: `${input.deal}: ${moves}`, length: result.moves.length };
}
