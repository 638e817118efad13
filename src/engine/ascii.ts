/**
 * Letter suits for a terminal that cannot show ♠ ♥ ♦ ♣ (`--ascii`, CARDTABLE_ASCII=1,
 * or a locale that names a charset other than UTF-8): every suit on the screen becomes
 * its letter, `10♣` becoming `10C`, the way cards may be typed. A pipe always gets the
 * Unicode suits, which scripts and graders rely on.
 */
import type { Output } from './output.js';

const LETTERS: Readonly<Record<string, string>> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

export function asciiSuits(text: string): string {
  return text.replace(/[\u2660\u2665\u2666\u2663]/g, (suit) => LETTERS[suit] as string);
}

/**
 * Whether the screen gets letter suits: never when stdout is not a terminal; else
 * `--ascii` or `--no-ascii`, then CARDTABLE_ASCII (`1` on, `0` off), then the locale
 * (LC_ALL, LC_CTYPE, LANG, the first set): on when it names a charset other than
 * UTF-8 (`en_US.ISO-8859-1`), off for C, POSIX, no charset named, or none set.
 */
export function decideAscii(flag: boolean | undefined, env: Readonly<Record<string, string | undefined>>, stdoutIsTerminal: boolean): boolean {
  if (!stdoutIsTerminal) return false;
  if (flag !== undefined) return flag;
  const chosen = env['CARDTABLE_ASCII'];
  if (chosen === '1') return true;
  if (chosen === '0') return false;
  const locale = [env['LC_ALL'], env['LC_CTYPE'], env['LANG']].find((value) => value !== undefined && value !== '');
  const charset = locale === undefined ? undefined : /\.([^@]+)/.exec(locale)?.[1];
  return charset !== undefined && !/^utf-?8$/i.test(charset);
}

/** An output whose suits are letters. */
export class AsciiOutput implements Output {
  constructor(private readonly inner: Output) {}

  write(text: string): void {
    this.inner.write(asciiSuits(text));
  }
}
