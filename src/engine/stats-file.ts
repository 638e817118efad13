/**
 * The statistics file, `.stats.json` in the saves folder (a save's name never starts
 * with a dot, so the two cannot clash). It is written atomically; a file that cannot be
 * used (broken JSON, a wrong shape, a folder or pipe in its place, far too large) is
 * never fatal: the statistics start afresh with a one-line warning, and the next game
 * recorded replaces it.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { folderProblem, writeFileAtomically } from './atomic-write.js';
import { acquireLock, releaseLock } from './file-lock.js';
import { printable } from './printable.js';
import { fail, type Result } from './result.js';
import {
  decodeStatistics, describeRecord, EMPTY_STATISTICS, encodeStatistics, MAX_KEYS, recordFor, recordOutcome,
  type Outcome, type Statistics,
} from './statistics.js';
import { readTextFile } from './text-file.js';

/** Far above what MAX_KEYS records take (a few hundred bytes each). */
export const MAX_STATS_BYTES = 1024 * 1024;

/** How messages show a path; the default shows it as it is. */
export type ShowPath = (path: string) => string;
const asIs: ShowPath = (path) => path;

export function statsPath(savesFolder: string): string {
  return join(savesFolder, '.stats.json');
}

export interface StatisticsRead {
  readonly stats: Statistics;
  /** One line to show when the file was there but could not be used, else null. */
  readonly warning: string | null;
}

/** Whether nothing is at the path (a missing saves folder included). */
function isMissing(path: string): boolean {
  try {
    statSync(path);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** The statistics in the file, or why they cannot be had. */
function parseStatistics(path: string): Result<Statistics> {
  const text = readTextFile(path, MAX_STATS_BYTES, 'a statistics file');
  if (!text.ok) return text;
  let data: unknown;
  try {
    data = JSON.parse(text.value);
  } catch {
    return fail(text.value.trim() === '' ? 'the file is empty' : 'not JSON');
  }
  return decodeStatistics(data);
}

/**
 * The statistics kept at `path`. A missing file holds none, without a warning; a file
 * that cannot be used gives none and one line saying so.
 */
export function readStatistics(path: string, show: ShowPath = asIs): StatisticsRead {
  if (isMissing(path)) return { stats: EMPTY_STATISTICS, warning: null };
  const stats = parseStatistics(path);
  if (stats.ok) return { stats: stats.value, warning: null };
  return {
    stats: EMPTY_STATISTICS,
    warning: printable(`Statistics in ${show(path)} could not be read (${stats.error}); starting afresh.`),
  };
}

/** Writes the statistics atomically, making the saves folder (only it) if it is missing. */
export function writeStatistics(path: string, stats: Statistics, savesFolder: string, show: ShowPath = asIs): Result<void> {
  return writeFileAtomically(path, `${JSON.stringify(encodeStatistics(stats), null, 2)}\n`, savesFolder, show);
}

/** The lock beside the statistics file, held while a game is added to it. */
export function lockPath(savesFolder: string): string {
  return `${statsPath(savesFolder)}.lock`;
}

/**
 * Records one game in the saves folder's statistics. The lines to print: the warning
 * about an unusable file if there was one, the game's record, and
 * `Statistics not saved: <reason>` when the file could not be written; and the
 * record's line alone, for a caller that shows only what went wrong.
 *
 * The file is read, added to and written while holding its lock (file-lock.ts), so
 * that games finishing at once at several terminals all count.
 */
export function recordGame(savesFolder: string, outcome: Outcome, show: ShowPath = asIs): { lines: string[]; record: string | null } {
  const path = statsPath(savesFolder);
  const problem = folderProblem(savesFolder, savesFolder, show);
  const lock = problem === null ? acquireLock(lockPath(savesFolder), { show }) : fail(problem);
  try {
    const { stats, warning } = readStatistics(path, show);
    const lines = warning === null ? [] : [warning];
    if (recordFor(stats, outcome.key) === undefined && Object.keys(stats.records).length >= MAX_KEYS) {
      return { lines: [...lines, `Statistics not saved: they are kept for at most ${MAX_KEYS} rule sets`], record: null };
    }
    const updated = recordOutcome(stats, outcome);
    const record = describeRecord(outcome.key, recordFor(updated, outcome.key)!);
    lines.push(record);
    const written = lock.ok ? writeStatistics(path, updated, savesFolder, show) : lock;
    if (!written.ok) lines.push(printable(`Statistics not saved: ${written.error}`));
    return { lines, record };
  } finally {
    if (lock.ok) releaseLock(lock.value);
  }
}
