/**
 * `cardtable demo klondike` (CONTRACT "Solvers and the demo"): the computer plays each
 * deal by following `hint`, seeing only what a player sees. One line a deal, in order
 * whatever the number of worker threads, then a summary line with the win share and its
 * 95% interval. Without --seed or --range, one fresh deal.
 *
 * At a terminal (screen/wanted.ts) each deal is watched on the full screen as it is
 * played (demo-screen.ts), in this thread, and the same lines are printed once the
 * screen is given back: those of the deals played to their end (all of them unless q
 * left early).
 */
import { shareText } from '../engine/share.js';
import type { KlondikeRules } from '../games/klondike/state.js';
import type { Context } from './context.js';
import type { DemoDealInput } from './demo-task.js';
import { fullScreenWanted, type ScreenChoice } from './screen/wanted.js';
import { mapInOrder, rangeInputs } from './workers.js';

export interface DemoOptions {
  readonly seed?: number;
  readonly range?: { readonly from: number; readonly to: number };
  readonly draw?: 1 | 3;
  /** Worker threads (1: this thread only). */
  readonly jobs?: number;
  /** `--screen`: at a terminal, the full screen or the lines alone. */
  readonly screen?: ScreenChoice;
}

export async function runDemo(options: DemoOptions, context: Context, freshSeed: () => number): Promise<number> {
  const rules: KlondikeRules = { draw: options.draw ?? 'spec', scoring: 'none' };
  const { from, to } = options.range ?? (options.seed === undefined ? { from: freshSeed(), to: NaN } : { from: options.seed, to: options.seed });
  const last = Number.isNaN(to) ? from : to;
  const started = performance.now();
  const say = (line: string) => context.stdout.write(`${line}\n`);
  if (fullScreenWanted(context, options.screen)) {
    const { watchDeals } = await import('./demo-screen.js');
    const watched = await watchDeals(from, last, rules, context);
    watched.lines.forEach(say);
    if (watched.lines.length > 0) say(summaryLine(watched.won, watched.lines.length, started, watched.moves));
    return 0;
  }
  let won = 0;
  let moves = 0;
  await mapInOrder('demo-klondike', rangeInputs(from, last, (seed): DemoDealInput => ({ seed, rules })), { jobs: options.jobs ?? 1 }, (output) => {
    if (output.won) won += 1;
    moves += output.moves;
    say(output.line);
  });
  say(summaryLine(won, last - from + 1, started, moves));
  return 0;
}

/** The share of the deals won, the time since `started`, and the moves a deal. */
function summaryLine(won: number, deals: number, started: number, moves: number): string {
  const seconds = (performance.now() - started) / 1000;
  return `won ${won} of ${deals}, ${shareText(won, deals)}; ${seconds.toFixed(2)} s; moves per deal: average ${(moves / deals).toFixed(1)}`;
}
