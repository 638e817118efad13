/**
 * Lines typed at a terminal, read through readline-sync (which opens /dev/tty).
 * Use it only when stdin is a terminal; a pipe is read by FdInput.
 */
import readlineSync from 'readline-sync';
import type { InputSource } from './input.js';
import type { Output } from './output.js';

/** readline-sync marks the end of input (Ctrl-D) with a NUL in the raw input. */
const END_OF_INPUT = '\u0000';

export class TerminalInput implements InputSource {
  private ended = false;

  /** `output` is the terminal the keys echo on, to close a line that Ctrl-D ended. */
  constructor(private readonly output: Output) {}

  readLine(): string | null {
    if (this.ended) return null;
    const line = readlineSync.question('', { keepWhitespace: true });
    if (!readlineSync.getRawInput().includes(END_OF_INPUT)) return line;
    // Ctrl-D: on an empty line it ends the input; after typed text (pressed twice) that
    // text is the last line, as at the end of a pipe, and its answer starts on a new line
    this.ended = true;
    if (line === '') return null;
    this.output.write('\n');
    return line;
  }
}
