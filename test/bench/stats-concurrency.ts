/**
 * Games finishing at once: 20 processes record a win in one statistics file at the
 * same moment (held at a barrier, let go together), several times; how many of the
 * 20 results the file keeps. CARDTABLE_BEFORE=<folder of another cardtable tree>
 * measures that tree too, interleaved run by run (its test/helpers/record-game.ts is
 * bundled against its own src/).
 */
import { join } from 'node:path';
import { recordFor } from '../../src/engine/statistics.js';
import { readStatistics, statsPath } from '../../src/engine/stats-file.js';
import { tempDir } from '../helpers/cli.js';
import { bundleRecorder, recordAtOnce } from '../helpers/concurrent-records.js';
import { ROOT } from './stats.js';

export async function statsConcurrency(runs: number, count = 20): Promise<void> {
  const trees: [string, string][] = [['this tree', ROOT]];
  const before = process.env['CARDTABLE_BEFORE'];
  if (before !== undefined && before !== '') trees.unshift(['before', before]);
  const scripts = trees.map(([name, root]) => [name, bundleRecorder(join(root, 'test', 'helpers', 'record-game.ts'))] as const);
  const kept = new Map<string, number[]>(trees.map(([name]) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [name, script] of scripts) {
      const folder = join(tempDir(), 'saves');
      await recordAtOnce(script, folder, count);
      kept.get(name)!.push(recordFor(readStatistics(statsPath(folder)).stats, 'FreeCell')?.played ?? 0);
    }
  }
  for (const [name, values] of kept) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`stats, ${count} games recorded at once (${name}): kept ${values.join(', ')} of ${count}; min ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted.at(-1)}`);
  }
}

if (process.argv[1]?.endsWith('stats-concurrency.js') || process.argv[1]?.endsWith('stats-concurrency.ts')) {
  await statsConcurrency(Number(process.env['BENCH_RUNS'] ?? 10));
}
