/**
 * The full screen as one frame, from what there is to show: the table (the game's
 * picture) at the top, the last messages under it, the status line, and the command
 * line (or the question asked) at the bottom. A game whose log goes beside its table
 * (`logBeside`: Cassino's play log) gets it there when the picture leaves room for it.
 * A window smaller than the table needs gets one line saying so.
 *
 * Pure: it draws nothing and asks nothing. `hitTest` turns a click on the frame into
 * the pick (the notation's words) of the card or pile under it.
 */
import { columnsOf } from '../../engine/char-width.js';
import type { Pick, Picture, Span, Style } from '../../engine/picture.js';
import type { MessageKind } from '../../engine/session-events.js';
import { wrapLine } from '../../engine/wrap.js';
import { LONG_LINE_NOTICE } from '../line-editor.js';
import { editorView, type EditorState } from './editor.js';
import { Frame, PLAIN_STYLE, styleCode, withStyle, type CellStyle } from './frame.js';

/** The smallest window the full screen draws a table in. */
export const MIN_WIDTH = 40;
export const MIN_HEIGHT = 20;


export interface ScreenMessage {
  /** One line, or several (help), printable. */
  readonly text: string;
  readonly kind: MessageKind;
}

export interface ScreenTheme {
  /** Colours (red suits) or none; highlights (underline, inverse) are drawn either way. */
  readonly colour: boolean;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface ScreenInput {
  /** The table; 'hidden' shows none (a hand-over between people), 'unfit' says the window is too small for it. */
  readonly picture: Picture | 'hidden' | 'unfit';
  /** The messages so far, the latest last: the last that fit are shown. */
  readonly messages: readonly ScreenMessage[];
  readonly status: string | null;
  /** The prompt and the line being typed, or null when no line is asked for. */
  readonly commandLine: { readonly prompt: string; readonly state: EditorState } | null;
  /** A question asked in place of the command line: its lines, the last one the question itself (the cursor after it). */
  readonly question: { readonly lines: readonly string[] } | null;
  /** The spans the typed line names (underlined). */
  readonly lit: ReadonlySet<Span>;
  /** The spans picked with the mouse (shown inverse). */
  readonly picked: ReadonlySet<Span>;
  readonly size: Size;
  readonly theme: ScreenTheme;
  /** The messages of kind 'log' go beside the table when there is room. */
  readonly logBeside?: boolean;
}

/** Where the frame put what can be clicked. */
export interface ScreenLayout {
  readonly table: { readonly x: number; readonly y: number; readonly picture: Picture } | null;
}

export interface ComposedScreen {
  readonly frame: Frame;
  readonly layout: ScreenLayout;
}

/** The rows kept for messages under the table: 2, and more in a taller window (6 at 60 rows). */
function messageRows(height: number): number {
  return Math.min(6, 2 + Math.floor(Math.max(0, height - MIN_HEIGHT) / 8));
}

/** The room the table has in a window of `size`: what the game's picture is to fit in. */
export function tableRoom(size: Size): Size {
  return { width: size.width, height: Math.max(0, size.height - 2 - messageRows(size.height)) };
}

/** The least room beside the table for the log. */
const LOG_WIDTH = 24;
/** The columns between the table and the log beside it. */
const LOG_GAP = 3;

const COLOURED: Readonly<Record<Style, CellStyle>> = {
  plain: {},
  black: {},
  red: { fg: 'red' },
  faint: { dim: true },
  back: { dim: true },
  empty: { dim: true },
  label: { dim: true },
  mark: { bold: true },
};

/** A picture's style as the theme draws it. */
function spanStyle(style: Style, theme: ScreenTheme): number {
  return theme.colour ? styleCode(COLOURED[style] ?? {}) : PLAIN_STYLE;
}

const BOLD = styleCode({ bold: true });
const INVERSE = styleCode({ inverse: true });

function messageStyle(kind: MessageKind, theme: ScreenTheme): number {
  if (kind !== 'refusal') return PLAIN_STYLE;
  return theme.colour ? styleCode({ bold: true, fg: 'red' }) : BOLD;
}

/** A line of text and its style. */
interface Line {
  readonly text: string;
  readonly style: number;
}

/** The messages as screen lines of at most `width` columns, each broken at spaces as the line terminal breaks them. */
function messageLines(messages: readonly ScreenMessage[], width: number, theme: ScreenTheme): Line[] {
  const lines: Line[] = [];
  for (const message of messages) {
    const style = messageStyle(message.kind, theme);
    for (const line of message.text.split('\n')) for (const part of wrapLine(line, width)) lines.push({ text: part, style });
  }
  return lines;
}

function tooSmall(size: Size): ComposedScreen {
  const frame = new Frame(Math.max(0, size.width), Math.max(0, size.height));
  frame.put(0, 0, `The window is too small for the table (${size.width}x${size.height}): make it larger.`);
  return { frame, layout: { table: null } };
}

/** The whole screen for `input`, and where its table is. */
export function composeScreen(input: ScreenInput): ComposedScreen {
  const { size, theme, picture } = input;
  const { width, height } = size;
  const room = tableRoom(size);
  if (width < MIN_WIDTH || height < MIN_HEIGHT || picture === 'unfit') return tooSmall(size);
  if (picture !== 'hidden' && (picture.width > room.width || picture.rows.length > room.height)) return tooSmall(size);
  const frame = new Frame(width, height);
  const table = picture === 'hidden' ? null : picture;
  let tableRows = 0;
  if (table !== null) {
    table.rows.forEach((row, y) => {
      for (const span of row) {
        let style = spanStyle(span.style, theme);
        if (input.picked.has(span)) style |= INVERSE;
        if (input.lit.has(span)) style = withStyle(style, { underline: true, bold: true });
        frame.put(span.x, y, span.text, style);
      }
    });
    tableRows = table.rows.length;
  }
  // the rows from the table's end to the status line: a blank one after the table when there is room, then messages
  const statusRow = height - 2;
  const messagesTop = tableRows === 0 ? 0 : Math.min(tableRows + 1, statusRow - messageRows(height));
  let messages = input.messages;
  const logX = table === null ? width : table.width + LOG_GAP;
  if (input.logBeside === true && table !== null && width - logX >= LOG_WIDTH) {
    const log = messageLines(messages.filter((m) => m.kind === 'log'), width - logX, theme);
    const shown = log.slice(Math.max(0, log.length - messagesTop));
    shown.forEach((line, i) => frame.put(logX, i, line.text, line.style));
    messages = messages.filter((m) => m.kind !== 'log');
  }
  const lines = messageLines(messages, width, theme);
  if (input.commandLine !== null && input.commandLine.state.offered.length > 0) {
    for (const part of wrapLine(input.commandLine.state.offered.join('  '), width)) lines.push({ text: part, style: PLAIN_STYLE });
  }
  if (input.commandLine !== null && input.commandLine.state.dropped !== null) lines.push({ text: LONG_LINE_NOTICE, style: BOLD });
  const question = input.question?.lines ?? [];
  for (const line of question.slice(0, -1)) for (const part of wrapLine(line, width)) lines.push({ text: part, style: BOLD });
  const rows = statusRow - messagesTop;
  // the latest just above the status line
  const shown = lines.slice(Math.max(0, lines.length - rows));
  shown.forEach((line, i) => frame.put(0, statusRow - shown.length + i, line.text, line.style));
  if (input.status !== null) {
    frame.fill(0, statusRow, width, ' ', INVERSE);
    frame.put(1, statusRow, input.status, INVERSE);
  }
  const bottom = height - 1;
  const asked = question[question.length - 1];
  if (asked !== undefined) {
    const end = frame.put(0, bottom, asked, BOLD);
    frame.cursor = { x: Math.min(end, width - 1), y: bottom };
  } else if (input.commandLine !== null) {
    const view = editorView(input.commandLine.prompt, input.commandLine.state, width);
    frame.put(0, bottom, view.text);
    frame.cursor = { x: view.cursor, y: bottom };
  }
  return { frame, layout: { table: table === null ? null : { x: 0, y: 0, picture: table } } };
}

/** The pick of the card or pile at cell (x, y) of the screen, or null: nothing that can be picked is there. */
export function hitTest(layout: ScreenLayout, x: number, y: number): Pick | null {
  const { table } = layout;
  if (table === null) return null;
  const row = table.picture.rows[y - table.y];
  if (row === undefined) return null;
  const column = x - table.x;
  for (const span of row) {
    if (span.pick !== undefined && column >= span.x && column < span.x + columnsOf(span.text)) return span.pick;
  }
  return null;
}
