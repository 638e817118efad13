/**
 * Lines typed at a terminal, read through readline-sync (which opens /dev/tty).
 * Use it only when stdin is a terminal; a pipe is read by FdInput.
 */
import readlineSync from 'readline-sync';
import type { InputSource } from './input.js';

/** readline-sync marks the end of input (Ctrl-D on an empty line) with a NUL in the raw input. */
const END_OF_INPUT = '\u0000';

export class TerminalInput implements InputSource {
  readLine(): string | null {
    const line = readlineSync.question('', { keepWhitespace: true });
    if (line === '' && readlineSync.getRawInput().includes(END_OF_INPUT)) return null;
    return line;
  }
}
