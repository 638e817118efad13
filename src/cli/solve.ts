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
import { freecellSetup } from '../games/freecell/setup.js';
import type { FreeCellRules, FreeCellState } from '../games/freecell/state.js';
import { report, type CliFailure, type Context } from './context.js';
import { monotonicMs as clock } from './monotonic-clock.js';
import { RangeTally } from './range-tally.js';
import { checkedSolve, WRITERS, type SolveDealInput, type SolveFormat } from './solve-task.js';
import { readDealFile } from './start-game.js';
import { mapInOrder, rangeInputs } from './workers.js';
import { keepYoungGenerationSmall, WORKER_YOUNG_GENERATION_MIB } from './young-generation.js';

export interface SolveOptions {
  readonly seed?: number;
  readonly dealFile?: string;
  readonly range?: { readonly from: number; readonly to: number };
  readonly supermoves?: boolean;
  readonly format?: SolveFormat;
  readonly positions?: number;
  /** Worker threads for a range (1: this thread only). */
  readonly jobs?: number;
}

/** How far each deal is searched unless --positions says otherwise. */
export const DEFAULT_POSITIONS = 2_000_000;

/** Bytes of a range's output gathered before they are written. */
const BLOCK = 1 << 16;

function startOf(options: SolveOptions, rules: FreeCellRules, context: Context): Result<FreeCellState, CliFailure> {
  if (options.seed !== undefined) return ok(dealGame(options.seed, rules));
  const read = readDealFile(freecellSetup, options.dealFile ?? '', { supermoves: rules.supermoves }, context);
  return read.ok ? ok(read.value.state as FreeCellState) : read;
}

export async function runSolve(options: SolveOptions, context: Context): Promise<number> {
  const rules: FreeCellRules = { supermoves: options.supermoves === true, autoplay: false };
  const format = options.format ?? 'game';
  const write = WRITERS[format];
  const positions = options.positions ?? DEFAULT_POSITIONS;
  const say = (line: string) => context.stdout.write(`${line}\n`);
  if (options.range === undefined) {
    const start = startOf(options, rules, context);
    if (!start.ok) return report(context, start.error);
    const result = checkedSolve(start.value, positions);
    const lines = options.format === 'fcs' ? [writeFcsBoard(start.value)] : [];
    if (result.kind === 'solved') lines.push(...result.moves.map(write));
    else lines.push(result.kind);
    say(lines.join('\n'));
    return 0;
  }
  keepYoungGenerationSmall();
  // a range's lines go out in blocks (a write each would be a system call each), at least every tenth of a second
  let block = '';
  let written = clock();
  const add = (line: string): void => {
    block += `${line}\n`;
    if (block.length >= BLOCK || clock() - written >= 100) {
      context.stdout.write(block);
      block = '';
      written = clock();
    }
  };
  const started = clock();
  const { from, to } = options.range;
  const tally = new RangeTally();
  await mapInOrder('solve-freecell', rangeInputs(from, to, (deal): SolveDealInput => ({ deal, supermoves: rules.supermoves, positions, format })), { jobs: options.jobs ?? 1, youngGenerationMiB: WORKER_YOUNG_GENERATION_MIB }, (output, index) => {
    tally.add(output.kind, from + index, output.length);
    add(output.line);
  });
  if (block !== '') context.stdout.write(block);
  const seconds = (clock() - started) / 1000;
  say(
    `solved ${tally.solved} of ${to - from + 1}, unsolvable ${tally.unsolvable.listed()}, unknown ${tally.unknown.listed()}; ${seconds.toFixed(2)} s; `
      + `moves per solution: average ${tally.average().toFixed(1)}, worst ${tally.worst}`,
  );
  return 0;
}
