/**
 * Writing a file whole or not at all, for any file kept in the saves folder: a
 * temporary file beside the target, flushed to disk, then renamed over it. The same
 * steps as save-file.ts's writeSave, in a form any writer can share.
 */
import {
  closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, statSync, unlinkSync, writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describeFsError } from './fs-error.js';
import { fail, ok, type Result } from './result.js';

/** True when the path is a folder; false when it is anything else or cannot be looked at. */
function isFolder(path: string): boolean {
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
  const unique = `${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const temporary = join(dirname(path), `.${basename(path)}.${unique}.tmp`);
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
