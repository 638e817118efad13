/**
 * Games finishing at once at many terminals: every result is kept. Each recorder is a
 * process of its own, held at a barrier and let go with the others.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordFor } from '../../src/engine/statistics.js';
import { readStatistics, statsPath } from '../../src/engine/stats-file.js';
import { tempDir } from '../helpers/cli.js';
import { bundleRecorder, recordAtOnce } from '../helpers/concurrent-records.js';

describe('twenty games finishing at once', () => {
  it('lose none of their twenty results', async () => {
    const folder = join(tempDir(), 'saves');
    const { runs } = await recordAtOnce(bundleRecorder(), folder, 20);
    for (const run of runs) {
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^FreeCell: played \d+, won \d+ \(100%\), streak \d+ \(longest \d+\), fewest moves \d+, fastest 1:00\n$/);
    }
    const { stats, warning } = readStatistics(statsPath(folder));
    expect(warning).toBeNull();
    expect(recordFor(stats, 'FreeCell')).toEqual({
      played: 20, won: 20, currentStreak: 20, longestStreak: 20, fewestMoves: 80, fastestMs: 60_000,
    });
    // each process saw a different count: no two read the same file
    const counts = runs.map((run) => Number(/played (\d+)/.exec(run.stdout)?.[1]));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
