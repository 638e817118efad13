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
  const read = readBytes(path, maxBytes + 1);
  if (!read.ok) return read;
  // one byte more than the limit tells a file that is too large
  if (read.value.length > maxBytes) return fail(`too large for ${what} (more than ${maxBytes} bytes)`);
  return ok(textOf(read.value));
}

/**
 * The start of a file's text, its first `bytes` bytes at most, through the same checks
 * (only a regular file): for reading a save's head without the rest. A character cut
 * at the end comes out as U+FFFD.
 */
export function readTextHead(path: string, bytes: number): Result<string> {
  const read = readBytes(path, bytes);
  return read.ok ? ok(textOf(read.value)) : read;
}

function textOf(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
}

/** Up to `count` bytes from the start of a regular file, or why it cannot be read. */
function readBytes(path: string, count: number): Result<Buffer> {
  if (path === '') return fail('the path is empty');
  let fd: number | null = null;
  try {
    const problem = notAFile(statSync(path));
    if (problem !== null) return fail(problem);
    // non-blocking, so that a file swapped for a pipe since the check cannot hang the open
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
    const stats = fstatSync(fd);
    const swapped = notAFile(stats);
    if (swapped !== null) return fail(swapped);
    // sized by the file (one byte more, to see it end), never by the limit: a 1 KB save costs 1 KB
    let buffer = Buffer.allocUnsafe(Math.min(count, stats.size + 1));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        // the file grew since it was looked at: read on, up to the limit
        if (length === count) break;
        const larger = Buffer.allocUnsafe(Math.min(count, buffer.length * 2));
        buffer.copy(larger, 0, 0, length);
        buffer = larger;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return ok(buffer.subarray(0, length));
  } catch (error) {
    return fail(describeFsError(error));
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
