/**
 * The hint's figures (issue 14): `cardtable demo klondike` over deals 1..N on worker
 * threads (BENCH_JOBS, 2 by default), each deal played by following the hint, for
 * draw 3 (BENCH_DEMO_DEALS, 500 by default), draw 1 and the spec's game
 * (BENCH_DEMO_OTHERS, 200 each by default): the share won with its Wilson 95% interval
 * beside the published figures, and the time a hint takes (each measured in its worker).
 */
import { join } from 'node:path';
import { mapInOrder } from '../../src/cli/workers.js';
import type { DemoDealInput } from '../../src/cli/demo-task.js';
import { wilson } from '../../src/engine/share.js';
import type { KlondikeRules } from '../../src/games/klondike/state.js';
import { median, ms, percentile, ROOT } from './stats.js';

const PUBLISHED: Readonly<Record<string, string>> = {
  'draw 3': 'published: 36.97% ± 1.92 (Bjarnason, Fern and Tadepalli, ICAPS 2009), 47.58% ± 0.80 (lonelybot); a rule-of-thumb player about 16.5%',
  'draw 1': 'no published figure for the real game; winnable with every card known: about 90.5%',
  'the spec\'s game': 'no published figure (the assignment\'s rules)',
};

function percent(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

export async function klondikeDemo(): Promise<void> {
  const jobs = Number(process.env['BENCH_JOBS'] ?? 2);
  const draw3 = Number(process.env['BENCH_DEMO_DEALS'] ?? 500);
  const others = Number(process.env['BENCH_DEMO_OTHERS'] ?? 200);
  console.log(`klondike demo (each deal played by following hint, seeing only face-up cards; ${jobs} worker threads)`);
  const sets: readonly [string, KlondikeRules, number][] = [
    ['draw 3', { draw: 3, scoring: 'none' }, draw3],
    ['draw 1', { draw: 1, scoring: 'none' }, others],
    ['the spec\'s game', { draw: 'spec', scoring: 'none' }, others],
  ];
  for (const [name, rules, deals] of sets) {
    if (deals === 0) continue;
    const inputs: DemoDealInput[] = Array.from({ length: deals }, (_, i) => ({ seed: i + 1, rules }));
    const times: number[] = [];
    let won = 0;
    let moves = 0;
    const started = performance.now();
    await mapInOrder('demo-klondike', inputs, { jobs, script: join(ROOT, 'bin', 'cardtable.cjs') }, (output) => {
      if (output.won) won += 1;
      moves += output.moves;
      times.push(...output.hintTimes);
    });
    const seconds = (performance.now() - started) / 1000;
    const share = wilson(won, deals);
    console.log(`  ${name}, deals 1-${deals}: won ${won} (${percent(share.share)}, 95% interval ${percent(share.low)} to ${percent(share.high)}); ${PUBLISHED[name]}`);
    console.log(`    ${times.length} hints (${(moves / deals).toFixed(1)} moves a deal): median ${ms(median(times))}, 99th percentile ${ms(percentile(times, 0.99))}, slowest ${ms(Math.max(...times))}; ${seconds.toFixed(0)} s in all`);
  }
}
