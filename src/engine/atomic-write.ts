/**
 * Writing a file whole or not at all, for any file kept in the saves folder: a
 * temporary file beside the target, flushed to disk, then renamed over it. The same
 * steps as save-file.ts's writeSave, in a form any writer can share.
 *
 * The temporary file's name is short and of one length whatever the target's
 * (`.cardtable-<pid, 10 digits>-<8 random>.tmp`, 34 characters), so that any name the
 * file system takes for the target can be written. A process killed between the write
 * and the rename leaves it behind: each write, and the menu's list, sweep the folder of
 * temporary files whose process is dead (and that are a few seconds old, so that a
 * writer on another machine sharing the folder is never swept from under) or that are
 * older than STALE_TEMPORARY_MS whoever made them. Earlier versions' names
 * (`.<target>.json.<pid>.<stamp>.tmp`) are swept the same way.
 */
import {
  closeSync, existsSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, statSync, unlinkSync, writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { isAlive } from './file-lock.js';
import { describeFsError } from './fs-error.js';
import { fail, ok, type Result } from './result.js';

/** A temporary file older than this is stale whoever made it: a write takes seconds at most. */
export const STALE_TEMPORARY_MS = 10 * 60 * 1000;
/** A dead process's temporary file is swept once it is this old. */
export const DEAD_TEMPORARY_MS = 2000;

const TEMPORARY = /^\.cardtable-(\d{10})-[0-9a-z]{8}\.tmp$/;
/** The names earlier versions gave: `.<target>.<pid>.<time and random, base 36>.tmp`, for targets ending in .json. */
const EARLIER_TEMPORARY = /^\..+\.json\.(\d{1,10})\.[0-9a-z]+\.tmp$/i;

/** A temporary file's name for the process `pid`: 34 characters whatever the target's name. */
export function temporaryName(pid: number = process.pid): string {
  const random = Math.floor(Math.random() * 36 ** 8).toString(36).padStart(8, '0');
  return `.cardtable-${String(pid).padStart(10, '0')}-${random}.tmp`;
}

/** The pid in a temporary file's name, or null when the name is not one of ours. */
function temporaryPid(name: string): number | null {
  const match = TEMPORARY.exec(name) ?? EARLIER_TEMPORARY.exec(name);
  return match === null ? null : Number(match[1]);
}

/**
 * Removes the temporary files a killed writer left in the folder: those of a dead
 * process once DEAD_TEMPORARY_MS old, and any older than STALE_TEMPORARY_MS. Quietly
 * does nothing where the folder cannot be read or a file cannot be removed. The names
 * removed.
 */
export function sweepTemporaryFiles(folder: string, now: number = Date.now()): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const swept: string[] = [];
  for (const name of names) {
    const pid = temporaryPid(name);
    if (pid === null) continue;
    const path = join(folder, name);
    try {
      const stats = lstatSync(path);
      if (!stats.isFile()) continue;
      const age = now - stats.mtimeMs;
      const dead = pid === 0 || (pid !== process.pid && !isAlive(pid));
      if (age > STALE_TEMPORARY_MS || (dead && age >= DEAD_TEMPORARY_MS)) {
        unlinkSync(path);
        swept.push(name);
      }
    } catch {
      // gone already, or not ours to remove
    }
  }
  return swept;
}

/** True when the path is a folder; false when it is anything else or cannot be looked at. */
export function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Why the folder is not there to write into, or null when it is. Only the saves folder
 * itself is made, and only when its parent exists: folders are never made on the way
 * (which also keeps away from Node's recursive mkdir, which spins under /proc).
 */
export function folderProblem(folder: string, savesFolder: string, show: (path: string) => string): string | null {
  if (folder === savesFolder) {
    try {
      mkdirSync(folder);
      return null;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return isFolder(folder) ? null : describeFsError({ code: 'ENOTDIR' });
      if (code === 'ENOENT' && !existsSync(dirname(folder))) return `the folder ${show(dirname(folder))} does not exist`;
      return `the saves folder ${show(folder)} cannot be made: ${describeFsError(error)}`;
    }
  }
  try {
    return statSync(folder).isDirectory() ? null : describeFsError({ code: 'ENOTDIR' });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? `the folder ${show(folder)} does not exist` : describeFsError(error);
  }
}

/**
 * Writes `text` to `path` whole or not at all; a failure leaves any earlier file as it
 * was and no temporary file behind. The saves folder is made if it is missing (its
 * parent must exist); any other folder must exist. `show` gives a path as messages show it.
 */
export function writeFileAtomically(
  path: string,
  text: string,
  savesFolder: string,
  show: (path: string) => string = (p) => p,
): Result<void> {
  const problem = folderProblem(dirname(path), savesFolder, show);
  if (problem !== null) return fail(problem);
  sweepTemporaryFiles(dirname(path));
  const temporary = join(dirname(path), temporaryName());
  let fd: number | null = null;
  try {
    fd = openSync(temporary, 'wx', 0o644);
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temporary, path);
    return ok(undefined);
  } catch (error) {
    if (fd !== null) closeSync(fd);
    try {
      unlinkSync(temporary);
    } catch {
      // it was never made, or the rename already took it
    }
    return fail(describeFsError(error));
  }
}
