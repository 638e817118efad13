/**
 * Where typed commands come from. Every source hands out one line at a time, without
 * its line ending, and null at the end of input.
 *
 * - `FdInput` reads a pipe, a file or /dev/null synchronously from a file descriptor
 *   (readline-sync cannot: it always reads the terminal).
 * - `ScriptInput` replays lines held in memory, for tests.
 * - The terminal source lives in terminal-input.ts, so that readline-sync is loaded
 *   only when stdin really is a terminal.
 */
import { readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { sleepSync } from './sleep.js';

export interface InputSource {
  /** The next line without its ending, or null when the input has ended. */
  readLine(): string | null;
}

export class ScriptInput implements InputSource {
  private next = 0;
  constructor(private readonly lines: readonly string[]) {}

  readLine(): string | null {
    return this.next < this.lines.length ? (this.lines[this.next++] as string) : null;
  }
}

const CHUNK = 64 * 1024;
const RETRY_MS = 5;

export class FdInput implements InputSource {
  private readonly decoder = new StringDecoder('utf8');
  private readonly buffer = Buffer.alloc(CHUNK);
  private pending = '';
  private ended = false;

  constructor(private readonly fd: number) {}

  readLine(): string | null {
    for (;;) {
      const newline = this.pending.indexOf('\n');
      if (newline >= 0) {
        const line = this.pending.slice(0, newline);
        this.pending = this.pending.slice(newline + 1);
        return line.endsWith('\r') ? line.slice(0, -1) : line;
      }
      if (this.ended) {
        if (this.pending === '') return null;
        const last = this.pending; // a last line without a newline still counts
        this.pending = '';
        return last;
      }
      this.fill();
    }
  }

  private fill(): void {
    let count: number;
    try {
      count = readSync(this.fd, this.buffer, 0, CHUNK, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
        sleepSync(RETRY_MS);
        return;
      }
      if (code === 'EOF' || code === 'EBADF' || code === 'EIO') {
        count = 0; // a closed or vanished input ends the game like an empty one
      } else {
        throw error;
      }
    }
    if (count === 0) {
      this.ended = true;
      this.pending += this.decoder.end();
    } else {
      this.pending += this.decoder.write(this.buffer.subarray(0, count));
    }
  }
}
