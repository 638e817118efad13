/**
 * Text that came from a file or from input, made safe to print: control and format
 * characters (an escape code, a bell, a line break, a right-to-left override) are
 * shown escaped as `\x1b` or `\u202e`, and a long text is cut short with its length,
 * so nothing a file holds can drive the terminal or flood the screen.
 *
 * Messages quote such text through `printable` or `quoted`; and stdout and stderr
 * themselves are PrintableOutputs (src/cli/context.ts), so that a message that forgot,
 * commander's own among them, still writes no escape code.
 */
import type { Output } from './output.js';

/** Control (C0, DEL, C1), format, surrogate, private-use and unassigned characters. */
const UNPRINTABLE = /\p{C}/gu;

function escape(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x100) return `\\x${code.toString(16).padStart(2, '0')}`;
  if (code < 0x10000) return `\\u${code.toString(16).padStart(4, '0')}`;
  return `\\u{${code.toString(16)}}`;
}

/** The text with every unprintable character escaped; cut after `max` characters, saying how long it was. */
export function printable(text: string, max = Number.POSITIVE_INFINITY): string {
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
  return cut.replace(UNPRINTABLE, escape);
}

/** How long a piece of file or input text may be when it is quoted in a message. */
export const QUOTE_LIMIT = 80;

/** A piece of file or input text quoted in a message: `"T9 F0"`, made printable and cut short. */
export function quoted(text: string): string {
  return `"${printable(text, QUOTE_LIMIT)}"`;
}

/** Every unprintable character but the line break. */
const UNPRINTABLE_IN_LINES = /[^\P{C}\n]/gu;

/** The same, and before it a colour code (SGR: ESC [ numbers m), which is kept. */
const UNPRINTABLE_BUT_COLOUR = /\u001b\[[0-9;]*m|[^\P{C}\n]/gu;

function escapeUnlessColour(match: string): string {
  return match.length > 1 ? match : escape(match);
}

/**
 * An output that escapes every unprintable character written to it, as `printable`
 * does, but the line break; with `colour`, the colour codes a coloured theme writes
 * are kept: they change how text looks, and cannot move the cursor, clear the screen,
 * set the title or make the terminal answer.
 */
export class PrintableOutput implements Output {
  constructor(private readonly inner: Output, private readonly colour = false) {}

  write(text: string): void {
    this.inner.write(this.colour ? text.replace(UNPRINTABLE_BUT_COLOUR, escapeUnlessColour) : text.replace(UNPRINTABLE_IN_LINES, escape));
  }
}
