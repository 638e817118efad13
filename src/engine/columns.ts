/**
 * The building blocks of the column view, the picture of the table for people at a
 * terminal (each game's columns.ts draws its own table with them): cells of text laid
 * out in slots of a fixed width, piles down the screen, rows that wrap, words that wrap.
 *
 * Widths are counted as the screen shows the text (visibleWidth, wrap.ts), never of the
 * colour codes around it, so coloured and plain pictures line up alike; a suit is one
 * column wide. Every line is trimmed at the end. A picture is drawn for a width: each
 * game picks its slots to fit it (slotWidth), and gives way (null) where it cannot.
 */
import { formatCard } from './card.js';
import { FACE_DOWN, type SeenCard } from './pile.js';
import { dimmed, type Theme } from './theme.js';
import { visibleWidth } from './wrap.js';

/** The width the column view is drawn for when none is given: a full screen's 80 columns. */
export const LINE_WIDTH = 80;

/** What an empty pile or cell shows. */
const EMPTY = '--';

/** Text to lay out: as shown (maybe coloured), how many columns it takes, and how many slots. */
export interface Cell {
  readonly text: string;
  readonly width: number;
  /** How many slots of the line it takes: 1 unless made `spanning`. */
  readonly span: number;
}

/** A cell of the plain text, shown through `style` (colour), which must not change its width. */
export function cell(plain: string, style: (text: string) => string = (text) => text): Cell {
  return { text: style(plain), width: visibleWidth(plain), span: 1 };
}

/** A faint cell: a label, a count. */
export function faint(plain: string, theme: Theme): Cell {
  return cell(plain, (text) => dimmed(theme, text));
}

/** A card as the theme colours it, or a faint back (`##`) when it lies face down. */
export function cardCell(card: SeenCard, theme: Theme): Cell {
  return card === null ? faint(FACE_DOWN, theme) : cell(formatCard(card), () => theme.card(card));
}

/** A faint `--`: an empty pile or cell. */
export function emptyCell(theme: Theme): Cell {
  return faint(EMPTY, theme);
}

/** The cells as one, a space between each: `8♠ 9♦ 10♣`. */
export function joined(cells: readonly Cell[]): Cell {
  return {
    text: cells.map((c) => c.text).join(' '),
    width: cells.reduce((sum, c) => sum + c.width, 0) + Math.max(0, cells.length - 1),
    span: 1,
  };
}

/** The cell taking `slots` slots of its line. */
export function spanning(c: Cell, slots: number): Cell {
  return { ...c, span: slots };
}

/**
 * One line: each cell in its slots (`width` columns a slot), padded so the next one
 * starts in line; a cell too wide for its slots still gets one space after it.
 */
export function line(cells: readonly Cell[], width: number): string {
  const padded = cells.map((c) => c.text + ' '.repeat(Math.max(1, width * c.span - c.width)));
  return padded.join('').trimEnd();
}

/**
 * Piles down the screen, one a column: line i holds the i-th card from the bottom of
 * each pile (bottom card on the top line, as cards overlap on a table). An empty pile
 * shows one `--`; a pile shorter than the others leaves its slot blank.
 */
export function pileColumns(piles: readonly (readonly Cell[])[], width: number, theme: Theme): string[] {
  const shown = piles.map((pile) => (pile.length === 0 ? [emptyCell(theme)] : pile));
  const depth = Math.max(0, ...shown.map((pile) => pile.length));
  const blank = cell('');
  return Array.from({ length: depth }, (_, i) => line(shown.map((pile) => pile[i] ?? blank), width));
}

/**
 * The widest slot, up to `preferred`, in which `slots` slots fit `width` columns when
 * the last holds text `widest` columns wide (its padding is trimmed): 0 or less when
 * even slots of one column do not fit.
 */
export function slotWidth(slots: number, widest: number, width: number, preferred: number): number {
  return slots <= 1 ? preferred : Math.min(preferred, Math.floor((width - widest) / (slots - 1)));
}

/** A headed cell of a row across the top: `room` is the most columns the cell's text can ever take. */
export interface Headed {
  readonly head: Cell;
  readonly cell: Cell;
  readonly room: number;
}

/**
 * Groups of headed cells across, a line of heads over a line of cells, each cell in as
 * many slots as its room needs (and a space): a group goes on the row before it while
 * it fits in `width` columns, else it starts a row of its own (a group is never split).
 * The slots lie where the piles below lie, so the top row lines up with them.
 */
export function headedGroups(groups: readonly (readonly Headed[])[], slot: number, width: number): string[] {
  const spanOf = (item: Headed) => Math.max(1, Math.ceil((Math.max(item.room, item.head.width) + 1) / slot));
  const rows: Headed[][] = [];
  let used = 0;
  for (const group of groups) {
    const slots = group.reduce((sum, item) => sum + spanOf(item), 0);
    const last = group[group.length - 1];
    const needs = (slots - (last === undefined ? 0 : spanOf(last))) * slot + (last === undefined ? 0 : Math.max(last.room, last.head.width));
    const row = rows[rows.length - 1];
    if (row !== undefined && used * slot + needs <= width) {
      row.push(...group);
      used += slots;
    } else {
      rows.push([...group]);
      used = slots;
    }
  }
  return rows.flatMap((row) => [
    line(row.map((item) => spanning(item.head, spanOf(item))), slot),
    line(row.map((item) => spanning(item.cell, spanOf(item))), slot),
  ]);
}

/** The lines as text when every one fits in `width` columns; null when one does not. */
export function fitted(lines: readonly string[], width: number): string | null {
  return lines.every((l) => visibleWidth(l) <= width) ? asText(lines) : null;
}

/** Headed cells across, in rows of at most `perRow` slots: a line of heads over a line of cells, each pair a row. */
export function headedRows(heads: readonly Cell[], cells: readonly Cell[], width: number, perRow: number): string[] {
  const lines: string[] = [];
  for (let start = 0; start < cells.length; start += perRow) {
    lines.push(line(heads.slice(start, start + perRow), width), line(cells.slice(start, start + perRow), width));
  }
  return lines;
}

/**
 * The text in lines of at most `width` columns, broken between words; a word longer
 * than a line is broken where the line ends.
 */
export function wrapWords(text: string, width: number = LINE_WIDTH): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '').flatMap((w) => chunks(w, width))) {
    const next = current === '' ? word : `${current} ${word}`;
    if (visibleWidth(next) <= width) {
      current = next;
    } else {
      lines.push(current);
      current = word;
    }
  }
  return current === '' ? lines : [...lines, current];
}

/** The word in pieces of at most `width` columns (a character wider than that alone). */
function chunks(word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const point of word) {
    if (piece !== '' && visibleWidth(piece + point) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += point;
  }
  return piece === '' ? pieces : [...pieces, piece];
}

/** Lines as a renderer returns them: each ending in a newline. */
export function asText(lines: readonly string[]): string {
  return lines.map((l) => `${l}\n`).join('');
}
