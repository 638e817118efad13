/**
 * `cardtable demo klondike` (CONTRACT "Solvers and the demo"): the computer plays each
 * deal by following `hint`, seeing only what a player sees. One line a deal, in order
 * whatever the number of worker threads, then a summary line with the win share and its
 * 95% interval. Without --seed or --range, one fresh deal.
 */
import { shareText } from '../engine/share.js';
import type { KlondikeRules } from '../games/klondike/state.js';
import type { Context } from './context.js';
import type { DemoDealInput } from './demo-task.js';
import { mapInOrder, rangeInputs } from './workers.js';

export interface DemoOptions {
  readonly seed?: number;
  readonly range?: { readonly from: number; readonly to: number };
  readonly draw?: 1 | 3;
  /** Worker threads (1: this thread only). */
  readonly jobs?: number;
}

export async function runDemo(options: DemoOptions, context: Context, freshSeed: () => number): Promise<number> {
  const rules: KlondikeRules = { draw: options.draw ?? 'spec', scoring: 'none' };
  const { from, to } = options.range ?? (options.seed === undefined ? { from: freshSeed(), to: NaN } : { from: options.seed, to: options.seed });
  const last = Number.isNaN(to) ? from : to;
  const started = performance.now();
  let won = 0;
  let moves = 0;
  const say = (line: string) => context.stdout.write(`${line}\n`);
  await mapInOrder('demo-klondike', rangeInputs(from, last, (seed): DemoDealInput => ({ seed, rules })), { jobs: options.jobs ?? 1 }, (output) => {
    if (output.won) won += 1;
    moves += output.moves;
    say(output.line);
  });
  const seconds = (performance.now() - started) / 1000;
  const deals = last - from + 1;
  say(`won ${won} of ${deals}, ${shareText(won, deals)}; ${seconds.toFixed(2)} s; moves per deal: average ${(moves / deals).toFixed(1)}`);
  return 0;
}
