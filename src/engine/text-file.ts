/** Reads a small text file the user named, refusing one too large to be what it claims. */
import { readFileSync, statSync } from 'node:fs';
import { describeFsError } from './fs-error.js';
import { fail, ok, type Result } from './result.js';

export function readTextFile(path: string, maxBytes: number, tooLarge: (size: number) => string): Result<string> {
  try {
    const size = statSync(path).size;
    if (size > maxBytes) return fail(tooLarge(size));
    return ok(readFileSync(path, 'utf8'));
  } catch (error) {
    return fail(describeFsError(error));
  }
}
