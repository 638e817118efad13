/**
 * `cardtable solve klondike` (CONTRACT "Solvers and the demo"): solutions with every
 * card known, printed without playing, in the notation the game reads. One deal
 * (`--seed N`, `--deal-file PATH`): its moves, one a line (`draw` included), or the line
 * `unsolvable` or `unknown`. A range (`--range A..B`): one line a deal, in order whatever
 * the number of worker threads, then a summary line with the winnable share and its 95%
 * interval. Every solution is replayed through the game's rules before it is printed.
 */
import { ok, type Result } from '../engine/result.js';
import { shareText } from '../engine/share.js';
import { dealGame } from '../games/klondike/deal.js';
import { klondikeSetup } from '../games/klondike/index.js';
import { formatMove } from '../games/klondike/notation.js';
import { checkedSolve } from '../games/klondike/solution.js';
import type { KlondikeRules, KlondikeState } from '../games/klondike/state.js';
import { report, type CliFailure, type Context } from './context.js';
import { RangeTally } from './range-tally.js';
import type { SolveKlondikeInput } from './solve-klondike-task.js';
import { readDealFile } from './start-game.js';
import { mapInOrder, rangeInputs } from './workers.js';

export interface SolveKlondikeOptions {
  readonly seed?: number;
  readonly dealFile?: string;
  readonly range?: { readonly from: number; readonly to: number };
  readonly draw?: 1 | 3;
  readonly scoring?: 'standard' | 'vegas';
  readonly positions?: number;
  /** Worker threads for a range (1: this thread only). */
  readonly jobs?: number;
}

/**
 * How many positions each deal's search may store unless --positions says otherwise,
 * counting those stored again after a full table forgot them (the core's table, 128 MiB,
 * holds 19.7 million whole keys, or with three-card draws and no pass limit as many as
 * its pointer sets make: 25.1 million for deal 2604 of draw 3; core/search.ts
 * `forgetAllBut`). Deal 2604 of draw 3 is lost at 73.4 million, 9979 won at 48.0 million;
 * every other deal of 1..10,000 is decided within 25.4 million in all (docs/klondike-solver.md,
 * "Forgetting").
 */
export const DEFAULT_POSITIONS = 100_000_000;

function startOf(options: SolveKlondikeOptions, rules: KlondikeRules, context: Context): Result<KlondikeState, CliFailure> {
  if (options.seed !== undefined) return ok(dealGame(options.seed, rules));
  const read = readDealFile(klondikeSetup, options.dealFile ?? '', { draw: options.draw, scoring: options.scoring }, context);
  return read.ok ? ok(read.value.state as KlondikeState) : read;
}

export async function runSolveKlondike(options: SolveKlondikeOptions, context: Context): Promise<number> {
  const rules: KlondikeRules = { draw: options.draw ?? 'spec', scoring: options.scoring ?? 'none' };
  const positions = options.positions ?? DEFAULT_POSITIONS;
  const say = (line: string) => context.stdout.write(`${line}\n`);
  if (options.range === undefined) {
    const start = startOf(options, rules, context);
    if (!start.ok) return report(context, start.error);
    const result = checkedSolve(start.value, { positions });
    if (result.kind === 'solved') result.moves.forEach((move) => say(formatMove(move)));
    else say(result.kind);
    return 0;
  }
  const started = performance.now();
  const { from, to } = options.range;
  const tally = new RangeTally();
  await mapInOrder('solve-klondike', rangeInputs(from, to, (seed): SolveKlondikeInput => ({ seed, rules, positions })), { jobs: options.jobs ?? 1 }, (output, index) => {
    tally.add(output.kind, from + index, output.length);
    say(output.line);
  });
  const seconds = (performance.now() - started) / 1000;
  const decided = tally.solved + tally.unsolvable.count;
  say(
    `solved ${tally.solved} of ${to - from + 1}, unsolvable ${tally.unsolvable.count}, unknown ${tally.unknown.count}; `
      + `${decided === 0 ? 'winnable: none decided' : `winnable ${shareText(tally.solved, decided)} of the ${decided} decided`}; ${seconds.toFixed(2)} s; `
      + `moves per solution: average ${tally.average().toFixed(1)}, worst ${tally.worst}`,
  );
  return 0;
}
