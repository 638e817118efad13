/**
 * The mouse as xterm's SGR reporting (modes 1000, 1002 and 1006) sends it: `ESC [ < b ;
 * x ; y M` for a press (or a drag, or the wheel) and `... m` for a release, x and y
 * counted from 1. node:readline's key decoder does not know these reports (it makes a
 * key of `ESC [ <` and one of every character after it), so they are taken out of the
 * bytes before the keys are decoded (key-queue.ts), and put together from the decoder's
 * keys when its Esc was decoded before the rest of it came.
 */

export type MouseButton = 'left' | 'middle' | 'right' | 'none' | 'other';

/** What the mouse did, at cell (x, y) of the screen, counted from 0. */
export interface MouseEvent {
  /** press and release of a button; drag: moved with a button held; move: moved with none (mode 1003 only); wheel: turned. */
  readonly kind: 'press' | 'release' | 'drag' | 'move' | 'wheel';
  readonly button: MouseButton;
  /** Which way the wheel turned (kind 'wheel' only). */
  readonly wheel?: 'up' | 'down' | 'left' | 'right';
  readonly x: number;
  readonly y: number;
  readonly shift: boolean;
  readonly meta: boolean;
  readonly ctrl: boolean;
}

const BUTTONS: readonly MouseButton[] = ['left', 'middle', 'right', 'none'];
const WHEEL = ['up', 'down', 'left', 'right'] as const;

/** The event of one report's numbers (b, x, y as sent) and its final letter (M or m). */
export function decodeMouse(b: number, x: number, y: number, final: 'M' | 'm'): MouseEvent {
  const low = b & 3;
  const held = { x: x - 1, y: y - 1, shift: (b & 4) !== 0, meta: (b & 8) !== 0, ctrl: (b & 16) !== 0 };
  if ((b & 64) !== 0 && (b & 128) === 0) return { kind: 'wheel', button: 'none', wheel: WHEEL[low] as (typeof WHEEL)[number], ...held };
  const button: MouseButton = (b & 128) !== 0 ? 'other' : (BUTTONS[low] as MouseButton);
  if (final === 'm') return { kind: 'release', button, ...held };
  if ((b & 32) !== 0) return { kind: button === 'none' ? 'move' : 'drag', button, ...held };
  return { kind: 'press', button, ...held };
}

/** A whole report, as sent. */
const REPORT = /^\u001b\[<(\d{1,5});(\d{1,5});(\d{1,5})([Mm])/;
/** What a report may be cut short to at the end of a read: its start, then digits and semicolons. */
const REPORT_START = /^\u001b\[(?:<[\d;]{0,17})?$/;

/** How a report starts: node:readline's decoder makes a key of it. */
export const MOUSE_INTRODUCER = '\u001b[<';
const INTRODUCER = Buffer.from(MOUSE_INTRODUCER, 'latin1');

/** A report found in the bytes: its event, and its bytes as sent. */
export interface MouseReport {
  readonly mouse: MouseEvent;
  readonly sequence: string;
}

/** The bytes cut at each report: runs of bytes and reports in the order sent, and the start of a report cut short at the end. */
export interface MouseSplit {
  readonly parts: readonly (Buffer | MouseReport)[];
  /** The end of the bytes when it is the start of a report (or `ESC [`): to be put before the next bytes read. */
  readonly partial: Buffer;
}

/** The reports taken out of the bytes, everything else left as it came. */
export function splitMouse(bytes: Buffer): MouseSplit {
  const parts: (Buffer | MouseReport)[] = [];
  let from = 0;
  let at = bytes.indexOf(INTRODUCER);
  while (at >= 0) {
    // a report's bytes are ASCII: at most 3 + 3 * 5 + 3 of them
    const text = bytes.toString('latin1', at, Math.min(bytes.length, at + 24));
    const found = REPORT.exec(text);
    if (found === null) {
      if (at + text.length === bytes.length && REPORT_START.test(text)) {
        if (at > from) parts.push(bytes.subarray(from, at));
        return { parts, partial: bytes.subarray(at) };
      }
      at = bytes.indexOf(INTRODUCER, at + 1);
      continue;
    }
    if (at > from) parts.push(bytes.subarray(from, at));
    const report = reportOf(found[0]) as MouseReport;
    parts.push(report);
    from = at + report.sequence.length;
    at = bytes.indexOf(INTRODUCER, from);
  }
  // ESC [ at the very end may be a report's start: no key ends there either
  const end = bytes.length >= 2 && bytes[bytes.length - 2] === 0x1b && bytes[bytes.length - 1] === 0x5b ? bytes.length - 2 : bytes.length;
  if (end > from) parts.push(bytes.subarray(from, end));
  return { parts, partial: bytes.subarray(end) };
}

/** The report that is the whole of `sequence`, or null. */
export function reportOf(sequence: string): MouseReport | null {
  const found = REPORT.exec(sequence);
  if (found === null || found[0] !== sequence) return null;
  const [, b, x, y, final] = found as unknown as [string, string, string, string, 'M' | 'm'];
  return { mouse: decodeMouse(Number(b), Number(x), Number(y), final), sequence };
}
