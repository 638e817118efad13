/**
 * `cardtable stats`: the statistics kept in the saves folder, one line a game and rule
 * set, after a one-line warning when the file could not be used. Reading never fails
 * the command: an unusable file is reported and counts as none.
 */
import { displayPath, savesFolder } from '../engine/save-file.js';
import { describeStatistics } from '../engine/statistics.js';
import { readStatistics, statsPath } from '../engine/stats-file.js';
import type { Context } from './context.js';

export function runStats(context: Context): number {
  const path = statsPath(savesFolder(context.env, context.cwd));
  const { stats, warning } = readStatistics(path, (p) => displayPath(p, context.cwd));
  const lines = warning === null ? describeStatistics(stats) : [warning, ...describeStatistics(stats)];
  context.stdout.write(lines.map((line) => `${line}\n`).join(''));
  return 0;
}
