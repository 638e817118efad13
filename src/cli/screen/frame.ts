/**
 * What the full screen shows, as cells: a frame is rows by columns of cells, each a
 * character and a style, and the cursor's place (or none, hidden). A wide character
 * (char-width.ts: CJK, emoji) takes two cells, the second left empty ('') as its
 * continuation; a character that takes no column (a combining mark) goes with the
 * character before it.
 *
 * FrameWriter draws frame after frame: each time only the cells that changed since the
 * last one (a cursor move to each run of changes, and the run), the style changed only
 * where it changes, so one move costs tens of bytes, not the whole screen. A full
 * redraw (the screen cleared, everything written) comes on demand: after Ctrl-L, a
 * resize, a suspension (the screen taken again is blank). It counts the bytes it writes.
 */
import { charWidth } from '../../engine/char-width.js';

export type Colour = 'black' | 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan' | 'white';

/** How a cell looks. */
export interface CellStyle {
  readonly fg?: Colour;
  readonly bg?: Colour;
  readonly bold?: boolean;
  readonly dim?: boolean;
  readonly underline?: boolean;
  readonly inverse?: boolean;
}

const COLOURS: readonly Colour[] = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'];
const BOLD = 1;
const DIM = 2;
const UNDERLINE = 4;
const INVERSE = 8;
const FG_SHIFT = 4;
const BG_SHIFT = 8;

/** The default style: no colour, no attribute. */
export const PLAIN_STYLE = 0;

/** A style as the small number a cell keeps (attributes in bits, each colour as its index + 1). */
export function styleCode(style: CellStyle): number {
  let code = 0;
  if (style.bold === true) code |= BOLD;
  if (style.dim === true) code |= DIM;
  if (style.underline === true) code |= UNDERLINE;
  if (style.inverse === true) code |= INVERSE;
  if (style.fg !== undefined) code |= (COLOURS.indexOf(style.fg) + 1) << FG_SHIFT;
  if (style.bg !== undefined) code |= (COLOURS.indexOf(style.bg) + 1) << BG_SHIFT;
  return code;
}

/** The style `code` with the attributes of `style` added (its colours, when given, replacing). */
export function withStyle(code: number, style: CellStyle): number {
  const added = styleCode(style);
  let result = code | (added & 0xf);
  if ((added >> FG_SHIFT) & 0xf) result = (result & ~(0xf << FG_SHIFT)) | (added & (0xf << FG_SHIFT));
  if ((added >> BG_SHIFT) & 0xf) result = (result & ~(0xf << BG_SHIFT)) | (added & (0xf << BG_SHIFT));
  return result;
}

/** The continuation of a wide character: the cell after it. */
const CONTINUATION = '';

export interface Place {
  readonly x: number;
  readonly y: number;
}

export class Frame {
  /** Each cell's text, row after row: one character (with any that take no column after it), or '' after a wide one. */
  readonly chars: string[];
  readonly styles: Uint16Array;
  /** Where the cursor is shown, or null: hidden. */
  cursor: Place | null = null;

  constructor(readonly width: number, readonly height: number) {
    this.chars = new Array<string>(width * height).fill(' ');
    this.styles = new Uint16Array(width * height);
  }

  /**
   * Writes `text` from column x of row y, clipped at the frame's edge; the column after
   * it. A wide character that would not fit in the last column leaves a space there.
   */
  put(x: number, y: number, text: string, style = PLAIN_STYLE): number {
    if (y < 0 || y >= this.height) return x;
    let at = x;
    for (const char of text) {
      const code = char.codePointAt(0) as number;
      // a control character has no place on the screen (the text is printable already)
      if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
      const width = charWidth(char);
      if (width === 0) {
        // goes with the character before it, drawn with it
        const before = this.lead(at - 1, y);
        if (before !== null) this.chars[before] = `${this.chars[before] as string}${char}`;
        continue;
      }
      if (at >= this.width) break;
      if (at >= 0) {
        if (width === 2 && at + 1 >= this.width) {
          this.set(at, y, ' ', style);
        } else {
          this.set(at, y, char, style);
          if (width === 2) this.set(at + 1, y, CONTINUATION, style);
        }
      }
      at += width;
    }
    return at;
  }

  /** `count` cells from column x of row y made `char` (one column wide) in `style`. */
  fill(x: number, y: number, count: number, char = ' ', style = PLAIN_STYLE): void {
    for (let at = Math.max(0, x); at < Math.min(this.width, x + count); at += 1) this.set(at, y, char, style);
  }

  /** The style of every cell from column x of row y, `count` of them, with `style`'s attributes added. */
  restyle(x: number, y: number, count: number, style: CellStyle): void {
    if (y < 0 || y >= this.height) return;
    for (let at = Math.max(0, x); at < Math.min(this.width, x + count); at += 1) {
      const index = y * this.width + at;
      this.styles[index] = withStyle(this.styles[index] as number, style);
    }
  }

  /** Row y as text (its wide characters once), without the spaces at its end. */
  text(y: number): string {
    return this.chars.slice(y * this.width, (y + 1) * this.width).join('').trimEnd();
  }

  /** Every row as text. */
  lines(): string[] {
    return Array.from({ length: this.height }, (_, y) => this.text(y));
  }

  styleAt(x: number, y: number): number {
    return this.styles[y * this.width + x] as number;
  }

  /** The index of the cell that holds the character drawn at column x (the wide one, for its continuation), or null. */
  private lead(x: number, y: number): number | null {
    if (x < 0 || x >= this.width) return null;
    const index = y * this.width + x;
    return this.chars[index] === CONTINUATION ? index - 1 : index;
  }

  /** One cell, a wide character it cuts in two made a space. */
  private set(x: number, y: number, char: string, style: number): void {
    const index = y * this.width + x;
    const old = this.chars[index];
    if (old === CONTINUATION && char !== CONTINUATION && x > 0) this.chars[index - 1] = ' ';
    if (old !== CONTINUATION && old !== undefined && x + 1 < this.width && this.chars[index + 1] === CONTINUATION && char !== CONTINUATION) {
      // the left half of a wide character overwritten: its right half goes too
      this.chars[index + 1] = ' ';
    }
    this.chars[index] = char;
    this.styles[index] = style;
  }
}

const CSI = '\u001b[';

/** The SGR sequence from one style to the next: the fewest codes, by turning off what goes or by resetting. */
export function sgr(from: number, to: number): string {
  if (from === to) return '';
  if (to === PLAIN_STYLE) return `${CSI}m`;
  const codes: number[] = [];
  const gone = from & ~to;
  if (gone & (BOLD | DIM)) codes.push(22);
  if (gone & UNDERLINE) codes.push(24);
  if (gone & INVERSE) codes.push(27);
  const kept = gone & (BOLD | DIM) ? 0 : from;
  if (to & BOLD && !(kept & BOLD)) codes.push(1);
  if (to & DIM && !(kept & DIM)) codes.push(2);
  if (to & UNDERLINE && !(from & UNDERLINE)) codes.push(4);
  if (to & INVERSE && !(from & INVERSE)) codes.push(7);
  const colour = (code: number, shift: number, base: number): void => {
    const before = (from >> shift) & 0xf;
    const after = (code >> shift) & 0xf;
    if (before !== after) codes.push(after === 0 ? base + 9 : base + after - 1);
  };
  colour(to, FG_SHIFT, 30);
  colour(to, BG_SHIFT, 40);
  const changed = `${CSI}${codes.join(';')}m`;
  const reset = `${CSI}0${sgrFromPlain(to)}m`;
  return reset.length < changed.length ? reset : changed;
}

/** The codes (each after a ';') that make `to` from the default style. */
function sgrFromPlain(to: number): string {
  let codes = '';
  if (to & BOLD) codes += ';1';
  if (to & DIM) codes += ';2';
  if (to & UNDERLINE) codes += ';4';
  if (to & INVERSE) codes += ';7';
  const fg = (to >> FG_SHIFT) & 0xf;
  const bg = (to >> BG_SHIFT) & 0xf;
  if (fg !== 0) codes += `;${30 + fg - 1}`;
  if (bg !== 0) codes += `;${40 + bg - 1}`;
  return codes;
}

/** Unchanged cells this many or fewer between two changes are written again rather than moved over. */
const GAP = 4;

/** Draws frames on the terminal, each as the changes from the one before. */
export class FrameWriter {
  private last: Frame | null = null;
  private whole = true;
  /** The style the terminal writes in now. */
  private pen = PLAIN_STYLE;
  /** Where the terminal's cursor is, when known. */
  private at: Place | null = null;
  private cursorShown = false;
  /** Every byte written so far. */
  bytes = 0;

  constructor(private readonly write: (text: string) => void) {}

  /**
   * The next draw clears the screen and writes every cell: after a resize, Ctrl-L, or
   * the modes taken again (the cursor is hidden then).
   */
  invalidate(): void {
    this.whole = true;
    this.cursorShown = false;
  }

  /** Draws `next` (which is not to be changed after); the bytes written for it. */
  draw(next: Frame): number {
    let out = '';
    let before = this.last;
    if (this.whole || before === null || before.width !== next.width || before.height !== next.height) {
      out += `${this.pen === PLAIN_STYLE ? '' : `${CSI}m`}${CSI}2J`;
      this.pen = PLAIN_STYLE;
      this.at = null;
      before = new Frame(next.width, next.height);
      this.whole = false;
    }
    for (let y = 0; y < next.height; y += 1) out += this.row(before, next, y);
    out += this.cursor(next.cursor);
    this.last = next;
    if (out !== '') {
      this.write(out);
      const count = Buffer.byteLength(out, 'utf8');
      this.bytes += count;
      return count;
    }
    return 0;
  }

  /** The changes of row y. */
  private row(before: Frame, next: Frame, y: number): string {
    const { width } = next;
    const base = y * width;
    const changed = (x: number): boolean => before.chars[base + x] !== next.chars[base + x] || before.styles[base + x] !== next.styles[base + x];
    let out = '';
    let x = 0;
    while (x < width) {
      if (!changed(x)) {
        x += 1;
        continue;
      }
      // a wide character is written from its first half
      const start = next.chars[base + x] === CONTINUATION && x > 0 ? x - 1 : x;
      let end = x;
      for (let look = x + 1; look < width && look - end <= GAP; look += 1) if (changed(look)) end = look;
      if (end + 1 < width && next.chars[base + end + 1] === CONTINUATION) end += 1;
      out += this.moveTo(start, y);
      for (let at = start; at <= end; at += 1) {
        const char = next.chars[base + at] as string;
        if (char === CONTINUATION) continue;
        const style = next.styles[base + at] as number;
        out += sgr(this.pen, style) + char;
        this.pen = style;
        const step = at + 1 < width && next.chars[base + at + 1] === CONTINUATION ? 2 : 1;
        // past the last column the terminal waits to wrap: where its cursor is, is not sure
        this.at = at + step >= width ? null : { x: at + step, y };
      }
      x = end + 1;
    }
    return out;
  }

  /** The cursor where the frame shows it, or hidden. */
  private cursor(place: Place | null): string {
    if (place === null) {
      if (!this.cursorShown) return '';
      this.cursorShown = false;
      return `${CSI}?25l`;
    }
    let out = this.moveTo(place.x, place.y);
    if (!this.cursorShown) out += `${CSI}?25h`;
    this.cursorShown = true;
    return out;
  }

  /** The shortest of the moves that take the cursor to (x, y). */
  private moveTo(x: number, y: number): string {
    const { at } = this;
    this.at = { x, y };
    if (at !== null && at.y === y) {
      if (at.x === x) return '';
      if (x === 0) return '\r';
      const absolute = `${CSI}${x + 1}G`;
      const distance = Math.abs(x - at.x);
      const relative = `${CSI}${distance === 1 ? '' : distance}${x > at.x ? 'C' : 'D'}`;
      return relative.length <= absolute.length ? relative : absolute;
    }
    if (x === 0) return y === 0 ? `${CSI}H` : `${CSI}${y + 1}H`;
    return `${CSI}${y + 1};${x + 1}H`;
  }
}
