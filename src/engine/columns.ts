/**
 * The building blocks of each game's picture of the table (picture.ts): cells of text
 * laid out in slots of a fixed width, piles down the screen, rows that wrap, words that
 * wrap. Each game's columns.ts draws its own table with them.
 *
 * A cell is spans placed from its own first column, with the width it takes; a line
 * puts cells in slots and gives a row of spans. Widths are counted as the screen shows
 * the text (visibleWidth, wrap.ts), so a suit is one column and a wide character two.
 * A row ends where its last text ends. A picture is drawn for a width: each game picks
 * its slots to fit it (slotWidth), and gives way (null) where it cannot.
 */
import { formatCard, isRed } from './card.js';
import { FACE_DOWN, type SeenCard } from './pile.js';
import { pictureOf, type Pick, type Picture, type Row, type Span, type Style } from './picture.js';
import { visibleWidth } from './wrap.js';

/** The width the column view is drawn for when none is given: a full screen's 80 columns. */
export const LINE_WIDTH = 80;

/** What an empty pile or cell shows. */
const EMPTY = '--';

/** Spans to lay out (each placed from the cell's first column), how many columns they take, and how many slots. */
export interface Cell {
  readonly spans: readonly Span[];
  readonly width: number;
  /** How many slots of the line it takes: 1 unless made `spanning`. */
  readonly span: number;
}

/** A cell of one span of the plain text in a style, standing for `pick` when given. */
export function cell(plain: string, style: Style = 'plain', pick?: Pick): Cell {
  const spans: Span[] = plain === '' ? [] : [pick === undefined ? { x: 0, text: plain, style } : { x: 0, text: plain, style, pick }];
  return { spans, width: visibleWidth(plain), span: 1 };
}

/** A faint cell: a count. */
export function faint(plain: string, pick?: Pick): Cell {
  return cell(plain, 'faint', pick);
}

/** A pile's head (`T3`, `Deck`), standing for the pile. */
export function label(plain: string, pick?: Pick): Cell {
  return cell(plain, 'label', pick);
}

/** A card, red or black, or a back (`##`) when it lies face down. */
export function cardCell(card: SeenCard, pick?: Pick): Cell {
  if (card === null) return cell(FACE_DOWN, 'back', pick);
  const text = formatCard(card);
  const style: Style = isRed(card) ? 'red' : 'black';
  return { spans: [pick === undefined ? { x: 0, text, style, card } : { x: 0, text, style, card, pick }], width: visibleWidth(text), span: 1 };
}

/** A faint `--`: an empty pile or cell. */
export function emptyCell(pick?: Pick): Cell {
  return cell(EMPTY, 'empty', pick);
}

/** The spans moved `by` columns to the right. */
export function shifted(spans: readonly Span[], by: number): Span[] {
  return spans.map((span) => ({ ...span, x: span.x + by }));
}

/** The cells as one, `gap` spaces (one unless given) between each: `8♠ 9♦ 10♣`. */
export function joined(cells: readonly Cell[], gap = 1): Cell {
  const spans: Span[] = [];
  let x = 0;
  cells.forEach((c, i) => {
    spans.push(...shifted(c.spans, x));
    x += c.width + (i < cells.length - 1 ? gap : 0);
  });
  return { spans, width: x, span: 1 };
}

/** The cell taking `slots` slots of its line. */
export function spanning(c: Cell, slots: number): Cell {
  return { ...c, span: slots };
}

/**
 * One line: each cell in its slots (`width` columns a slot), the next one starting in
 * line; a cell too wide for its slots still gets one space after it.
 */
export function line(cells: readonly Cell[], width: number): Row {
  const spans: Span[] = [];
  let x = 0;
  for (const c of cells) {
    spans.push(...shifted(c.spans, x));
    x += Math.max(width * c.span, c.width + 1);
  }
  return spans;
}

/** A row of plain text (a wrapped line, a note); blank for ''. */
export function textRow(text: string, style: Style = 'plain'): Row {
  return cell(text, style).spans;
}

/**
 * Piles down the screen, one a column: line i holds the i-th card from the bottom of
 * each pile (bottom card on the top line, as cards overlap on a table). An empty pile
 * shows its `empty` cell (`--`); a pile shorter than the others leaves its slot blank.
 */
export function pileColumns(piles: readonly (readonly Cell[])[], width: number, empty: (pile: number) => Cell): Row[] {
  const shown = piles.map((pile, i) => (pile.length === 0 ? [empty(i)] : pile));
  const depth = Math.max(0, ...shown.map((pile) => pile.length));
  const blank = cell('');
  return Array.from({ length: depth }, (_, i) => line(shown.map((pile) => pile[i] ?? blank), width));
}

/**
 * Piles as rows across, one a pile: its head, then its cards bottom first in slots of
 * `room` columns and a space, a pile too long for the width going on under its first
 * card. The caller gives an empty pile its `--`.
 */
export function pileRows(heads: readonly Cell[], piles: readonly (readonly Cell[])[], width: number, room: number): Row[] {
  const indent = Math.max(0, ...heads.map((head) => head.width)) + 1;
  const perLine = Math.max(1, Math.floor((width - indent + 1) / (room + 1)));
  return piles.flatMap((pile, i) => {
    const lines: Span[][] = [];
    for (let start = 0; start < Math.max(1, pile.length); start += perLine) {
      lines.push(shifted(line(pile.slice(start, start + perLine), room + 1), indent));
    }
    const head = heads[i];
    return lines.map((spans, n) => (n === 0 && head !== undefined ? [...shifted(head.spans, 0), ...spans] : spans));
  });
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
export function headedGroups(groups: readonly (readonly Headed[])[], slot: number, width: number): Row[] {
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

/** The rows as a picture when every one fits in `width` columns (and `height` rows when given); null when they do not. */
export function fitted(rows: readonly Row[], width: number, height?: number, joinedWords = false): Picture | null {
  const picture = pictureOf(rows, joinedWords);
  return picture.width <= width && (height === undefined || picture.height <= height) ? picture : null;
}

/** Headed cells across, in rows of at most `perRow` slots: a line of heads over a line of cells, each pair a row. */
export function headedRows(heads: readonly Cell[], cells: readonly Cell[], width: number, perRow: number): Row[] {
  const rows: Row[] = [];
  for (let start = 0; start < cells.length; start += perRow) {
    rows.push(line(heads.slice(start, start + perRow), width), line(cells.slice(start, start + perRow), width));
  }
  return rows;
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
