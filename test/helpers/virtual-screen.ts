/**
 * A small model of a terminal's screen, for pseudo-terminal tests of the full screen:
 * the program's output fed in, the text of each row read out. A frame writes only the
 * cells that changed (screen/frame.ts), so a row's text is seldom together in the
 * output; here it is. It knows what the frame writer and the modes write: text, CR and
 * LF, cursor moves (H, G, A, B, C, D), erasing the screen (2J), colours (ignored), and
 * the alternate screen (1049h, 1049l), whose last rows it keeps when it is left.
 */
import { columnsOf } from '../../src/engine/char-width.js';

const ESC = '\u001b';

export class VirtualScreen {
  private main: string[][];
  private alternate: string[][] | null = null;
  /** The alternate screen's rows as they were when it was last left (the last frame drawn). */
  lastAlternate: string[] = [];
  private x = 0;
  private y = 0;
  private saved = { x: 0, y: 0 };
  /** Output cut in the middle of an escape sequence, kept for the next feed. */
  private pending = '';

  constructor(readonly width: number, readonly height: number) {
    this.main = blank(width, height);
  }

  /** Whether the alternate screen is shown now. */
  get onAlternate(): boolean {
    return this.alternate !== null;
  }

  /** The rows shown now, as text without their trailing spaces. */
  lines(): string[] {
    return textOf(this.alternate ?? this.main);
  }

  feed(output: string): void {
    const text = this.pending + output;
    this.pending = '';
    let at = 0;
    while (at < text.length) {
      const char = text[at] as string;
      if (char === ESC) {
        const sequence = /^\u001b\[([?]?)([0-9;]*)([A-Za-z])/.exec(text.slice(at));
        if (sequence === null) {
          // a sequence cut short: wait for its end
          if (text.length - at < 16) this.pending = text.slice(at);
          else at += 1;
          if (this.pending !== '') return;
          continue;
        }
        this.control(sequence[1] === '?', (sequence[2] ?? '').split(';').map((n) => (n === '' ? NaN : Number(n))), sequence[3] as string);
        at += sequence[0].length;
        continue;
      }
      const code = text.codePointAt(at) as number;
      const glyph = String.fromCodePoint(code);
      at += glyph.length;
      if (glyph === '\r') this.x = 0;
      else if (glyph === '\n') this.lineFeed();
      else if (code >= 0x20) this.put(glyph);
    }
  }

  private get grid(): string[][] {
    return this.alternate ?? this.main;
  }

  private put(glyph: string): void {
    const columns = Math.max(0, columnsOf(glyph));
    if (columns === 0) return;
    if (this.x + columns > this.width) {
      // the terminal wraps a line that goes past its last column
      this.x = 0;
      this.lineFeed();
    }
    const row = this.grid[this.y] as string[];
    row[this.x] = glyph;
    if (columns === 2) row[this.x + 1] = '';
    this.x += columns;
  }

  private lineFeed(): void {
    if (this.y < this.height - 1) this.y += 1;
    else {
      this.grid.shift();
      this.grid.push(new Array<string>(this.width).fill(' '));
    }
  }

  private control(question: boolean, numbers: number[], final: string): void {
    const n = (index: number, otherwise: number): number => (Number.isNaN(numbers[index] ?? NaN) ? otherwise : (numbers[index] as number));
    if (question) {
      if (numbers[0] !== 1049) return;
      if (final === 'h' && this.alternate === null) {
        this.saved = { x: this.x, y: this.y };
        this.alternate = blank(this.width, this.height);
      } else if (final === 'l' && this.alternate !== null) {
        this.lastAlternate = textOf(this.alternate);
        this.alternate = null;
        ({ x: this.x, y: this.y } = this.saved);
      }
      return;
    }
    const clampX = (x: number): number => Math.max(0, Math.min(this.width - 1, x));
    const clampY = (y: number): number => Math.max(0, Math.min(this.height - 1, y));
    switch (final) {
      case 'H':
        this.y = clampY(n(0, 1) - 1);
        this.x = clampX(n(1, 1) - 1);
        break;
      case 'G':
        this.x = clampX(n(0, 1) - 1);
        break;
      case 'A':
        this.y = clampY(this.y - n(0, 1));
        break;
      case 'B':
        this.y = clampY(this.y + n(0, 1));
        break;
      case 'C':
        this.x = clampX(this.x + n(0, 1));
        break;
      case 'D':
        this.x = clampX(this.x - n(0, 1));
        break;
      case 'J':
        if (n(0, 0) === 2) this.grid.splice(0, this.height, ...blank(this.width, this.height));
        break;
      case 'K':
        (this.grid[this.y] as string[]).fill(' ', this.x);
        break;
      default:
        // colours and the rest change no cell's text
        break;
    }
  }
}

function blank(width: number, height: number): string[][] {
  return Array.from({ length: height }, () => new Array<string>(width).fill(' '));
}

function textOf(grid: readonly (readonly string[])[]): string[] {
  return grid.map((row) => row.join('').trimEnd());
}
