/**
 * The one way a file the user named is read (deal files and saves): only a regular
 * file (after following links), checked before it is opened, so a named pipe or a
 * device is never read; never more than its limit, whatever the file's size claims.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { describeFsError } from './fs-error.js';
import { fail, ok, type Result } from './result.js';

const BYTE_ORDER_MARK = '\ufeff';

/** Why this is not a file to read, or null when it is a regular file. */
function notAFile(stats: Stats): string | null {
  if (stats.isDirectory()) return 'it is a folder, not a file';
  if (!stats.isFile()) return 'it is not a regular file (it is a device, a pipe or a socket)';
  return null;
}

/**
 * The file's text (UTF-8, a leading byte-order mark dropped), or why it cannot be read.
 * `what` names the file for the message when it is too large: "a save".
 */
export function readTextFile(path: string, maxBytes: number, what: string): Result<string> {
  if (path === '') return fail('the path is empty');
  let fd: number | null = null;
  try {
    const problem = notAFile(statSync(path));
    if (problem !== null) return fail(problem);
    // non-blocking, so that a file swapped for a pipe since the check cannot hang the open
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
    const swapped = notAFile(fstatSync(fd));
    if (swapped !== null) return fail(swapped);
    // one byte more than the limit tells a file that is too large
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const count = readSync(fd, buffer, length, buffer.length - length, null);
      if (count === 0) break;
      length += count;
    }
    if (length > maxBytes) return fail(`too large for ${what} (more than ${maxBytes} bytes)`);
    const text = buffer.toString('utf8', 0, length);
    return ok(text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text);
  } catch (error) {
    return fail(describeFsError(error));
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
