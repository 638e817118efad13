/**
 * The statistics file, `.stats.json` in the saves folder (a save's name never starts
 * with a dot, so the two cannot clash). It is written atomically, under a lock
 * (file-lock.ts) so that games finishing at once all count. A file that cannot be used
 * is never fatal, and never destroyed:
 *
 * - one written by a newer cardtable is read as none and never written over: a game
 *   recorded then says, in one line, that the statistics were not saved;
 * - one that does not validate (broken JSON, a wrong shape, far too large, a pipe in
 *   its place) is moved aside to `.stats.json.bad` (`.bad.2`, ... when that is taken)
 *   with one line saying so, and a fresh one is started;
 * - a folder in its place is left alone, and the game's record is not saved.
 */
import { linkSync, lstatSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { folderProblem, writeFileAtomically } from './atomic-write.js';
import { acquireLock, releaseLock } from './file-lock.js';
import { describeFsError } from './fs-error.js';
import { printable } from './printable.js';
import { fail, ok, type Result } from './result.js';
import {
  decodeStatistics, describeRecord, EMPTY_STATISTICS, encodeStatistics, MAX_KEYS, recordFor, recordOutcome,
  STATISTICS_VERSION, type Outcome, type Statistics,
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

/** The lock beside the statistics file, held while a game is added to it. */
export function lockPath(savesFolder: string): string {
  return `${statsPath(savesFolder)}.lock`;
}

export interface StatisticsRead {
  readonly stats: Statistics;
  /** One line to show when the file was there but could not be used, else null. */
  readonly warning: string | null;
}

/** What is at the statistics file's path. */
type Reading =
  | { readonly kind: 'missing' }
  | { readonly kind: 'read'; readonly stats: Statistics }
  /** Written by a newer cardtable: never written over. */
  | { readonly kind: 'newer'; readonly error: string }
  /** Cannot be used; `movable` when it may be moved aside (anything but a folder). */
  | { readonly kind: 'bad'; readonly error: string; readonly movable: boolean };

/** What is at the path (a missing saves folder holds nothing). */
function readAt(path: string): Reading {
  let isFolder = false;
  try {
    isFolder = statSync(path).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
  }
  const text = readTextFile(path, MAX_STATS_BYTES, 'a statistics file');
  if (!text.ok) return { kind: 'bad', error: text.error, movable: !isFolder };
  let data: unknown;
  try {
    data = JSON.parse(text.value);
  } catch {
    return { kind: 'bad', error: text.value.trim() === '' ? 'the file is empty' : 'not JSON', movable: true };
  }
  const stats = decodeStatistics(data);
  if (stats.ok) return { kind: 'read', stats: stats.value };
  const version = (data as { version?: unknown } | null)?.version;
  const newer = typeof version === 'number' && Number.isSafeInteger(version) && version > STATISTICS_VERSION;
  return newer ? { kind: 'newer', error: stats.error } : { kind: 'bad', error: stats.error, movable: true };
}

function cannotRead(path: string, error: string, show: ShowPath, then: string): string {
  return printable(`Statistics in ${show(path)} could not be read (${error}); ${then}.`);
}

/**
 * The statistics kept at `path`. A missing file holds none, without a warning; a file
 * that cannot be used gives none and one line saying so: nothing is moved or written
 * (`cardtable stats` only looks), and the line says what a game recorded will do.
 */
export function readStatistics(path: string, show: ShowPath = asIs): StatisticsRead {
  const reading = readAt(path);
  switch (reading.kind) {
    case 'missing':
      return { stats: EMPTY_STATISTICS, warning: null };
    case 'read':
      return { stats: reading.stats, warning: null };
    case 'newer':
      return { stats: EMPTY_STATISTICS, warning: cannotRead(path, reading.error, show, 'nothing was changed: this cardtable never writes over it') };
    case 'bad': {
      const aside = reading.movable ? freeAsideName(path) : null;
      const then = !reading.movable
        ? 'nothing was changed, and no game is recorded while it is there'
        : aside === null
          ? 'nothing was changed'
          : `nothing was changed: the next game recorded keeps it as ${show(aside)} and starts afresh`;
      return { stats: EMPTY_STATISTICS, warning: cannotRead(path, reading.error, show, then) };
    }
  }
}

/** Writes the statistics atomically, making the saves folder (only it) if it is missing. */
export function writeStatistics(path: string, stats: Statistics, savesFolder: string, show: ShowPath = asIs): Result<void> {
  return writeFileAtomically(path, `${JSON.stringify(encodeStatistics(stats), null, 2)}\n`, savesFolder, show);
}

/** How many names a bad file may be moved aside to. */
const ASIDE_NAMES = 100;

/** The n-th name a bad file is moved aside to: `<path>.bad`, then `.bad.2` ... */
function asideName(path: string, n: number): string {
  return n === 1 ? `${path}.bad` : `${path}.bad.${n}`;
}

/** The name moveAside would give the file now (the first free one), or null when every one is taken. */
function freeAsideName(path: string): string | null {
  for (let n = 1; n <= ASIDE_NAMES; n += 1) {
    try {
      lstatSync(asideName(path, n));
    } catch {
      return asideName(path, n);
    }
  }
  return null;
}

/**
 * Moves a file aside to `<path>.bad`, or `.bad.2` ... when that is taken: never over
 * another file. The path it was moved to, or why it could not be.
 */
export function moveAside(path: string): Result<string> {
  for (let n = 1; n <= ASIDE_NAMES; n += 1) {
    const aside = asideName(path, n);
    try {
      // a link cannot replace a file, as a rename would
      linkSync(path, aside);
      unlinkSync(path);
      return ok(aside);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') return fail(describeFsError(error));
    }
    // a file system without links: rename, having looked first
    try {
      statSync(aside);
      continue;
    } catch {
      // free
    }
    try {
      renameSync(path, aside);
      return ok(aside);
    } catch (error) {
      return fail(describeFsError(error));
    }
  }
  return fail(`${path}.bad and ${ASIDE_NAMES - 1} more are taken`);
}

/**
 * Records one game in the saves folder's statistics. The lines to print: the warning
 * about an unusable file if there was one, the game's record, and
 * `Statistics not saved: <reason>` when the file could not be written; and the
 * record's line alone, for a caller that shows only what went wrong; and the statistics
 * as written, or null when they were not.
 *
 * The file is read, added to and written while holding its lock, so that games
 * finishing at once at several terminals all count.
 */
export function recordGame(savesFolder: string, outcome: Outcome, show: ShowPath = asIs): { lines: string[]; record: string | null; written: Statistics | null } {
  const path = statsPath(savesFolder);
  const problem = folderProblem(savesFolder, savesFolder, show);
  const lock = problem === null ? acquireLock(lockPath(savesFolder), { show }) : fail(problem);
  try {
    const reading = readAt(path);
    if (reading.kind === 'newer') {
      return { lines: [printable(`Statistics not saved: ${show(path)} was ${reading.error}; it is left as it is.`)], record: null, written: null };
    }
    const lines: string[] = [];
    let stats = reading.kind === 'read' ? reading.stats : EMPTY_STATISTICS;
    if (reading.kind === 'bad') {
      const moved = reading.movable && lock.ok ? moveAside(path) : null;
      if (moved !== null && !moved.ok) {
        return { lines: [printable(`Statistics not saved: ${show(path)} could not be read (${reading.error}) nor moved aside (${moved.error}).`)], record: null, written: null };
      }
      lines.push(cannotRead(path, reading.error, show, moved === null ? 'starting afresh' : `it is kept as ${show(moved.value)}, starting afresh`));
      stats = EMPTY_STATISTICS;
    }
    if (recordFor(stats, outcome.key) === undefined && Object.keys(stats.records).length >= MAX_KEYS) {
      return { lines: [...lines, `Statistics not saved: they are kept for at most ${MAX_KEYS} rule sets`], record: null, written: null };
    }
    const updated = recordOutcome(stats, outcome);
    const record = describeRecord(outcome.key, recordFor(updated, outcome.key)!);
    lines.push(record);
    const written = lock.ok ? writeStatistics(path, updated, savesFolder, show) : lock;
    if (!written.ok) lines.push(printable(`Statistics not saved: ${written.error}`));
    return { lines, record, written: written.ok ? updated : null };
  } finally {
    if (lock.ok) releaseLock(lock.value);
  }
}

/**
 * Clears the statistics (`cardtable stats --reset`): the file is removed under its
 * lock; one that cannot be read is kept, moved aside; one of a newer cardtable, or a
 * folder in its place, is left alone. The line to print, or why nothing was cleared.
 */
export function clearStatistics(savesFolder: string, show: ShowPath = asIs): Result<string> {
  const path = statsPath(savesFolder);
  if (readAt(path).kind === 'missing') return ok('No statistics to clear.');
  const lock = acquireLock(lockPath(savesFolder), { show });
  if (!lock.ok) return lock;
  try {
    const reading = readAt(path);
    switch (reading.kind) {
      case 'missing':
        return ok('No statistics to clear.');
      case 'newer':
        return fail(`${show(path)} was ${reading.error}; it is left as it is`);
      case 'bad': {
        if (!reading.movable) return fail(`${show(path)}: ${reading.error}`);
        const moved = moveAside(path);
        if (!moved.ok) return fail(`${show(path)} could not be read (${reading.error}) nor moved aside (${moved.error})`);
        return ok(printable(`Statistics cleared: the file that could not be read (${reading.error}) is kept as ${show(moved.value)}.`));
      }
      case 'read':
        unlinkSync(path);
        return ok('Statistics cleared.');
    }
  } catch (error) {
    return fail(describeFsError(error));
  } finally {
    releaseLock(lock.value);
  }
}
