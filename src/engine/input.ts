/**
 * Where typed commands come from. Every source hands out one line at a time, without
 * its line ending, and null at the end of input.
 *
 * - `FdInput` reads a pipe, a file or /dev/null synchronously from a file descriptor
 *   (readline-sync cannot: it always reads the terminal). It reads in linear time and
 *   bounded memory: a line longer than MAX_LINE characters comes out as a LongLine (its
 *   start and its length) and the rest of it is skipped as it streams past.
 * - `ScriptInput` replays lines held in memory, for tests.
 * - The terminal source lives in terminal-input.ts, so that readline-sync is loaded
 *   only when stdin really is a terminal.
 */
import { readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { describeFsError } from './fs-error.js';
import { printable } from './printable.js';
import { sleepSync } from './sleep.js';

/** The longest command line read whole, in characters; nothing typed by hand comes near it. */
export const MAX_LINE = 4096;

/** A line too long to be a command: its first MAX_LINE characters, and how long it was. */
export interface LongLine {
  readonly start: string;
  readonly length: number;
}

export type InputLine = string | LongLine;

/** How many characters of a line the echo shows before it cuts it short. */
const ECHO_LIMIT = 200;

/** A line as the echo writes it back: printable, and cut short when long. */
export function echoOf(line: InputLine): string {
  if (typeof line === 'string') return printable(line, ECHO_LIMIT);
  return `${printable(line.start.slice(0, ECHO_LIMIT))}… (${line.length} characters)`;
}

export interface InputSource {
  /** The next line without its ending, or null when the input has ended. */
  readLine(): InputLine | null;
}

/** The input could not be read (stdin is a folder, say): the program ends with one line. */
export class InputFailed extends Error {
  constructor(readonly reason: string) {
    super(`cannot read the input: ${reason}`);
  }
}

export class ScriptInput implements InputSource {
  private next = 0;
  constructor(private readonly lines: readonly InputLine[]) {}

  readLine(): InputLine | null {
    return this.next < this.lines.length ? (this.lines[this.next++] as InputLine) : null;
  }
}

const CHUNK = 64 * 1024;
const RETRY_MS = 5;
const BYTE_ORDER_MARK = '\ufeff';

export class FdInput implements InputSource {
  private readonly decoder = new StringDecoder('utf8');
  private readonly buffer: Buffer;
  /** Lines read whole and not handed out yet (from one chunk at most). */
  private ready: InputLine[] = [];
  private next = 0;
  /** The line being read: its first MAX_LINE characters, and its length so far. */
  private partial = '';
  private partialLength = 0;
  /** Whether the line read so far ends in a carriage return (a CRLF line ending, once the \n comes). */
  private endsInReturn = false;
  private started = false;
  private ended = false;

  constructor(
    private readonly fd: number,
    chunk = CHUNK,
  ) {
    this.buffer = Buffer.alloc(chunk);
  }

  readLine(): InputLine | null {
    while (this.next >= this.ready.length) {
      if (this.ended) {
        if (this.partialLength === 0) return null;
        return this.finishLine(); // a last line without a newline still counts
      }
      this.ready = [];
      this.next = 0;
      this.fill();
    }
    return this.ready[this.next++] as InputLine;
  }

  private fill(): void {
    let count: number;
    try {
      count = readSync(this.fd, this.buffer, 0, this.buffer.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
        sleepSync(RETRY_MS);
        return;
      }
      if (code !== 'EOF' && code !== 'EBADF' && code !== 'EIO') throw new InputFailed(describeFsError(error));
      count = 0; // a closed or vanished input ends the game like an empty one
    }
    if (count === 0) this.ended = true;
    this.take(count === 0 ? this.decoder.end() : this.decoder.write(this.buffer.subarray(0, count)));
  }

  /** Splits freshly read text into lines, looking at each character once. */
  private take(text: string): void {
    let from = 0;
    if (!this.started && text !== '') {
      this.started = true;
      if (text.startsWith(BYTE_ORDER_MARK)) from = 1;
    }
    for (let newline = text.indexOf('\n', from); newline >= 0; newline = text.indexOf('\n', from)) {
      this.append(text, from, newline);
      this.ready.push(this.finishLine());
      from = newline + 1;
    }
    this.append(text, from, text.length);
  }

  private append(text: string, from: number, to: number): void {
    if (to === from) return;
    if (this.partial.length < MAX_LINE + 1) this.partial += text.slice(from, Math.min(to, from + MAX_LINE + 1 - this.partial.length));
    this.partialLength += to - from;
    this.endsInReturn = text.charCodeAt(to - 1) === 13;
  }

  /** The line read so far, without a closing carriage return; a LongLine past MAX_LINE. */
  private finishLine(): InputLine {
    const length = this.partialLength - (this.endsInReturn ? 1 : 0);
    // `partial` holds the line's first MAX_LINE + 1 characters, so all of a line that is not too long
    const text = this.partial.slice(0, Math.min(length, MAX_LINE));
    this.partial = '';
    this.partialLength = 0;
    this.endsInReturn = false;
    return length > MAX_LINE ? { start: text, length } : text;
  }
}
