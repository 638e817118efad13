/**
 * FreeCell's picture of the table, for people at a terminal (the board lines stay the
 * default): free cells and home cells across the top, a home cell showing only its top
 * card; the eight tableau piles down the screen, bottom card first. Heads give both
 * notations, `a/F0` and `1/T0`, so either can be typed:
 *
 *     a/F0  b/F1  c/F2  d/F3  H0    H1    H2    H3
 *     5♥    --    --    --    A♠    --    --    --
 *
 *     1/T0  2/T1  3/T2  4/T3  5/T4  6/T5  7/T6  8/T7
 *     J♦    2♦    9♥    J♣    5♦    7♥    7♣    5♥
 *     ...
 *
 * The column view (no height) is drawn for a width: the slots narrow from 6 columns to
 * 4 so that the eight piles fit it, the heads shortened to the game's notation (`F0`,
 * `T0`) where both notations leave no space between them. Below 31 columns nothing
 * fits: null, and the session shows the board's lines.
 *
 * The full screen's table (a height too) is the first that fits of: the columns with
 * slots up to twice as wide, the columns without the blank line, and the piles as rows
 * across (`1/T0 K♠ Q♥ J♣`), a long pile wrapping under its first card.
 *
 * Each head, card and empty cell stands for its pile's words (pick.ts).
 */
import { cardCell, emptyCell, fitted, label, LINE_WIDTH, line, pileColumns, pileRows, slotWidth, type Cell } from '../../engine/columns.js';
import { topCard, type Pile } from '../../engine/pile.js';
import { pictureText, type Pick, type Picture, type PictureSize, type Row } from '../../engine/picture.js';
import type { Theme } from '../../engine/theme.js';
import { pilePick, runPick } from './pick.js';
import type { FreeCellState, PileKind } from './state.js';

/** Columns a slot takes at most in the column view: 8 slots fill 48 of the 80. */
const SLOT = 6;
/** The widest slot of the full screen's table. */
const ROOMY_SLOT = 12;
/** The narrowest slot: the widest card (`10♥`) and a space. */
const NARROWEST_SLOT = 4;
const CARD_ROOM = 3;
const CELL_LETTERS = ['a', 'b', 'c', 'd'];

interface Heads {
  readonly free: (i: number) => string;
  readonly tableau: (i: number) => string;
  readonly room: number;
}

/** The heads in both notations (`a/F0`, `1/T0`), and in the game's alone (`F0`, `T0`). */
const BOTH: Heads = { free: (i) => `${CELL_LETTERS[i] ?? '?'}/F${i}`, tableau: (i) => `${i + 1}/T${i}`, room: 4 };
const SHORT: Heads = { free: (i) => `F${i}`, tableau: (i) => `T${i}`, room: 2 };

/** The column view of the position, each line ending in a newline, in at most `width` columns (null when it cannot fit). */
export function renderColumns(state: FreeCellState, theme: Theme): string;
export function renderColumns(state: FreeCellState, theme: Theme, width: number): string | null;
export function renderColumns(state: FreeCellState, theme: Theme, width: number = LINE_WIDTH): string | null {
  const drawn = picture(state, { width });
  return drawn === null ? null : pictureText(drawn, theme);
}

/** The table drawn for the size: the column view without a height, the first layout that fits with one; null when none does. */
export function picture(state: FreeCellState, size: PictureSize): Picture | null {
  const { width, height } = size;
  if (height === undefined) return columns(state, width, SLOT, true);
  return columns(state, width, ROOMY_SLOT, true, height) ?? columns(state, width, ROOMY_SLOT, false, height) ?? rows(state, width, height);
}

/** The heads and slot that fit `width` columns, slots up to `preferred` wide; null when even the narrowest does not. */
function slotsFor(state: FreeCellState, width: number, preferred: number): { heads: Heads; slot: number } | null {
  const slots = state.freecells.length + state.homecells.length;
  const both = slotWidth(slots, BOTH.room, width, preferred);
  const heads = both > BOTH.room ? BOTH : SHORT;
  const slot = heads === BOTH ? both : slotWidth(slots, CARD_ROOM, width, preferred);
  return slot < NARROWEST_SLOT ? null : { heads, slot };
}

/** The cells across the top: a line of heads over a line of their cards. */
function cellRows(state: FreeCellState, heads: Heads, slot: number): Row[] {
  const cellHeads = [
    ...state.freecells.map((_, i) => label(heads.free(i), pilePick('F', i))),
    ...state.homecells.map((_, i) => label(`H${i}`, pilePick('H', i))),
  ];
  const cells = [
    ...state.freecells.map((pile, i) => topCell(pile, 'F', i)),
    ...state.homecells.map((pile, i) => topCell(pile, 'H', i)),
  ];
  return [line(cellHeads, slot), line(cells, slot)];
}

/** The cells across the top, then the tableau piles down the screen under their heads (a blank line between when `spaced`). */
function columns(state: FreeCellState, width: number, preferred: number, spaced: boolean, height?: number): Picture | null {
  const fit = slotsFor(state, width, preferred);
  if (fit === null) return null;
  const { heads, slot } = fit;
  const tableauHeads = state.tableau.map((_, i) => label(heads.tableau(i), pilePick('T', i)));
  const piles = state.tableau.map((pile, i) => pileCells(pile, i));
  const tableau = [line(tableauHeads, slot), ...pileColumns(piles, slot, (i) => emptyCell(pilePick('T', i)))];
  return fitted([...cellRows(state, heads, slot), ...(spaced ? [[]] : []), ...tableau], width, height, true);
}

/** The tableau piles as rows across under the cells: each head, then its cards, wrapping under the first card. */
function rows(state: FreeCellState, width: number, height: number): Picture | null {
  const fit = slotsFor(state, width, SLOT);
  if (fit === null) return null;
  const { heads, slot } = fit;
  const tableauHeads = state.tableau.map((_, i) => label(heads.tableau(i), pilePick('T', i)));
  const piles = state.tableau.map((pile, i) => (pile.length === 0 ? [emptyCell(pilePick('T', i))] : pileCells(pile, i)));
  return fitted([...cellRows(state, heads, slot), ...pileRows(tableauHeads, piles, width, CARD_ROOM)], width, height, true);
}

/** A tableau pile's cards, each standing for the pile and the run from it to the top. */
function pileCells(pile: Pile, index: number): Cell[] {
  return pile.map((card, i) => cardCell(card, runPick('T', index, pile.length - i)));
}

/** A cell's top card, or `--` when it is empty. */
function topCell(pile: Pile, kind: PileKind, index: number): Cell {
  const top = topCard(pile);
  const pick: Pick = runPick(kind, index, 1);
  return top === undefined ? emptyCell(pilePick(kind, index)) : cardCell(top, pick);
}
