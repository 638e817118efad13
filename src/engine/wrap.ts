/**
 * Lines that fit the terminal: a line wider than the screen is broken at spaces (a card
 * list between its cards), each further part indented two columns more than the line
 * began, so that no word is cut in two by the terminal. Colour codes take no room.
 * Used only at a terminal: a pipe gets every line whole, exactly as the contract has it.
 */
import { columnsOf } from './char-width.js';
import type { Output } from './output.js';

/** Colour and other SGR codes: printed, but no width on the screen. */
const STYLE = /\u001b\[[0-9;]*m/g;

/**
 * How many columns the text takes on the screen: the one measure of width for every
 * layout. Colour codes take none; a wide character (CJK, emoji) two, a combining mark
 * or zero-width character none (char-width.ts).
 */
export function visibleWidth(text: string): number {
  return columnsOf(text.replace(STYLE, ''));
}

/** The text with spaces after it to take `width` columns on the screen (as it is when it takes that many already). */
export function padToWidth(text: string, width: number): string {
  return `${text}${' '.repeat(Math.max(0, width - visibleWidth(text)))}`;
}

/** The line broken at spaces into parts of at most `width` columns (a word wider than that stands alone). */
export function wrapLine(line: string, width: number): string[] {
  if (visibleWidth(line) <= width) return [line];
  const indent = /^ */.exec(line)?.[0] ?? '';
  const continuation = `${indent}  `;
  const words = line.slice(indent.length).split(' ');
  const lines: string[] = [];
  let current = indent;
  let empty = true;
  for (const word of words) {
    const candidate = empty ? `${current}${word}` : `${current} ${word}`;
    if (empty || visibleWidth(candidate) <= width) {
      current = candidate;
      empty = false;
      continue;
    }
    lines.push(current);
    current = `${continuation}${word}`;
  }
  lines.push(current);
  return lines;
}

/**
 * An output that wraps each whole line it is given to the width of the screen; text
 * after the last newline (a prompt) is written as it is.
 */
export class WrappingOutput implements Output {
  constructor(private readonly inner: Output, private readonly width: () => number) {}

  write(text: string): void {
    const width = this.width();
    const lines = text.split('\n');
    const last = lines.pop() as string;
    const wrapped = lines.map((line) => wrapLine(line, width).join('\n'));
    this.inner.write(lines.length === 0 ? last : `${wrapped.join('\n')}\n${last}`);
  }
}
