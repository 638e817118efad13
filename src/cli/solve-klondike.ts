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
 * How many positions each deal's search may store unless --positions says otherwise:
 * more than the core's largest table (128 MiB) holds, so that each search goes on until
 * its table is full. A search keeping whole keys fills it at 19.7 million positions
 * (coreKeysRoom: draw 1, the spec's game, a pass limit, the relaxation); a three-card
 * search without a pass limit keeps a set of pointers with each key less its pointer,
 * and holds more, as many as its keys' pointers make (deal 2604 of draw 3: 25.1 million).
 * Deals 1163 and 6899 of draw 3 are won past 19.7 million (docs/klondike-solver.md, "The budget").
 */
export const DEFAULT_POSITIONS = 40_000_000;

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
