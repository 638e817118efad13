/**
 * `cardtable solve freecell` (CONTRACT "cardtable solve"): solutions printed without
 * playing. One deal (`--seed N`, `--deal-file PATH`): its moves, one a line, or the
 * line `unsolvable` or `unknown`. A range (`--range A..B`): one line a deal,
 * `<N>: <move> <move> ...` (or `<N>: unsolvable` / `<N>: unknown`), then one summary
 * line. Every move is written out, moves home included; with --supermoves a move that
 * carries several cards between columns says how many. Every solution is replayed
 * through the rules before it is printed.
 */
import { ok, type Result } from '../engine/result.js';
import { dealGame } from '../games/freecell/deal.js';
import { writeFcsBoard } from '../games/freecell/fcs-board.js';
import { formatFcs, formatMove, formatStandard } from '../games/freecell/notation.js';
import { freecellSetup } from '../games/freecell/setup.js';
import { checkSolution } from '../games/freecell/solution.js';
import { solve, type SolveResult } from '../games/freecell/solver/index.js';
import type { FreeCellMove, FreeCellRules, FreeCellState } from '../games/freecell/state.js';
import { report, type CliFailure, type Context } from './context.js';
import { readDealFile } from './start-game.js';

export type SolveFormat = 'game' | 'standard' | 'fcs';

export interface SolveOptions {
  readonly seed?: number;
  readonly dealFile?: string;
  readonly range?: { readonly from: number; readonly to: number };
  readonly supermoves?: boolean;
  readonly format?: SolveFormat;
  readonly positions?: number;
}

/** How far each deal is searched unless --positions says otherwise. */
export const DEFAULT_POSITIONS = 2_000_000;

const WRITERS: Readonly<Record<SolveFormat, (move: FreeCellMove) => string>> = {
  game: formatMove,
  standard: formatStandard,
  fcs: formatFcs,
};

/** The solver's answer, its moves replayed through the rules: a solution that does not win is a bug. */
function checkedSolve(state: FreeCellState, positions: number): SolveResult {
  const result = solve(state, { positions });
  if (result.kind === 'solved') checkSolution(state, result.moves);
  return result;
}

function startOf(options: SolveOptions, rules: FreeCellRules, context: Context): Result<FreeCellState, CliFailure> {
  if (options.seed !== undefined) return ok(dealGame(options.seed, rules));
  const read = readDealFile(freecellSetup, options.dealFile ?? '', { supermoves: rules.supermoves }, context);
  return read.ok ? ok(read.value.state as FreeCellState) : read;
}

export function runSolve(options: SolveOptions, context: Context): number {
  const rules: FreeCellRules = { supermoves: options.supermoves === true, autoplay: false };
  const write = WRITERS[options.format ?? 'game'];
  const positions = options.positions ?? DEFAULT_POSITIONS;
  const say = (line: string) => context.stdout.write(`${line}\n`);
  if (options.range === undefined) {
    const start = startOf(options, rules, context);
    if (!start.ok) return report(context, start.error);
    const result = checkedSolve(start.value, positions);
    if (options.format === 'fcs') say(writeFcsBoard(start.value));
    if (result.kind === 'solved') result.moves.forEach((move) => say(write(move)));
    else say(result.kind);
    return 0;
  }
  const started = performance.now();
  const lengths: number[] = [];
  const unsolvable: number[] = [];
  const unknown: number[] = [];
  for (let deal = options.range.from; deal <= options.range.to; deal += 1) {
    const result = checkedSolve(dealGame(deal, rules), positions);
    if (result.kind === 'solved') {
      lengths.push(result.moves.length);
      say(`${deal}: ${result.moves.map(write).join(options.format === 'fcs' ? '; ' : ' ')}`);
    } else {
      (result.kind === 'unsolvable' ? unsolvable : unknown).push(deal);
      say(`${deal}: ${result.kind}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const deals = options.range.to - options.range.from + 1;
  const list = (deals: readonly number[]) => (deals.length === 0 ? '0' : `${deals.length} (${deals.slice(0, 20).join(', ')}${deals.length > 20 ? ', ...' : ''})`);
  const average = lengths.length === 0 ? 0 : lengths.reduce((sum, n) => sum + n, 0) / lengths.length;
  say(
    `solved ${lengths.length} of ${deals}, unsolvable ${list(unsolvable)}, unknown ${list(unknown)}; ${seconds.toFixed(2)} s; `
      + `moves per solution: average ${average.toFixed(1)}, worst ${lengths.length === 0 ? 0 : Math.max(...lengths)}`,
  );
  return 0;
}
