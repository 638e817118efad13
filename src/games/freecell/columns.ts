/**
 * FreeCell's column view: the table as it lies, for people at a terminal (the board
 * lines stay the default). Free cells and home cells across the top, a home cell
 * showing only its top card; the eight tableau piles down the screen, bottom card
 * first. Heads give both notations, `a/F0` and `1/T0`, so either can be typed:
 *
 *     a/F0  b/F1  c/F2  d/F3  H0    H1    H2    H3
 *     5♥    --    --    --    A♠    --    --    --
 *
 *     1/T0  2/T1  3/T2  4/T3  5/T4  6/T5  7/T6  8/T7
 *     J♦    2♦    9♥    J♣    5♦    7♥    7♣    5♥
 *     ...
 *
 * The picture is drawn for a width: the slots narrow from 6 columns to 4 so that the
 * eight piles fit it, the heads shortened to the game's notation (`F0`, `T0`) where
 * both notations leave no space between them. Below 31 columns nothing fits: null,
 * and the session shows the board's lines.
 */
import { cardCell, emptyCell, faint, fitted, LINE_WIDTH, line, pileColumns, slotWidth, type Cell } from '../../engine/columns.js';
import { topCard, type Pile } from '../../engine/pile.js';
import type { Theme } from '../../engine/theme.js';
import type { FreeCellState } from './state.js';

/** Columns a slot takes at most: 8 slots fill 48 of the 80. */
const SLOT = 6;
/** The narrowest slot: the widest card (`10♥`) and a space. */
const NARROWEST_SLOT = 4;
const CARD_ROOM = 3;
const CELL_LETTERS = ['a', 'b', 'c', 'd'];

/** The heads in both notations (`a/F0`, `1/T0`), and in the game's alone (`F0`, `T0`). */
const BOTH = { free: (i: number) => `${CELL_LETTERS[i] ?? '?'}/F${i}`, tableau: (i: number) => `${i + 1}/T${i}`, room: 4 };
const SHORT = { free: (i: number) => `F${i}`, tableau: (i: number) => `T${i}`, room: 2 };

/** The column view of the position, each line ending in a newline, in at most `width` columns (null when it cannot fit). */
export function renderColumns(state: FreeCellState, theme: Theme): string;
export function renderColumns(state: FreeCellState, theme: Theme, width: number): string | null;
export function renderColumns(state: FreeCellState, theme: Theme, width: number = LINE_WIDTH): string | null {
  const slots = state.freecells.length + state.homecells.length;
  const both = slotWidth(slots, BOTH.room, width, SLOT);
  const heads = both > BOTH.room ? BOTH : SHORT;
  const slot = heads === BOTH ? both : slotWidth(slots, CARD_ROOM, width, SLOT);
  if (slot < NARROWEST_SLOT) return null;
  const cellHeads = [
    ...state.freecells.map((_, i) => faint(heads.free(i), theme)),
    ...state.homecells.map((_, i) => faint(`H${i}`, theme)),
  ];
  const cells = [...state.freecells, ...state.homecells].map((pile) => topCell(pile, theme));
  const tableauHeads = state.tableau.map((_, i) => faint(heads.tableau(i), theme));
  const piles = state.tableau.map((pile) => pile.map((card) => cardCell(card, theme)));
  return fitted([line(cellHeads, slot), line(cells, slot), '', line(tableauHeads, slot), ...pileColumns(piles, slot, theme)], width);
}
/** A cell's top card, or `--` when it is empty. */
function topCell(pile: Pile, theme: Theme): Cell {
  const top = topCard(pile);
  return top === undefined ? emptyCell(theme) : cardCell(top, theme);
}
