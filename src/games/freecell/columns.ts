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
 */
import { asText, cardCell, emptyCell, faint, line, pileColumns, type Cell } from '../../engine/columns.js';
import { topCard, type Pile } from '../../engine/pile.js';
import type { Theme } from '../../engine/theme.js';
import type { FreeCellState } from './state.js';

/** Columns a slot takes: 8 slots fill 48 of the 80. */
const SLOT = 6;
const CELL_LETTERS = ['a', 'b', 'c', 'd'];

/** The column view of the position, each line ending in a newline. */
export function renderColumns(state: FreeCellState, theme: Theme): string {
  const heads = [
    ...state.freecells.map((_, i) => faint(`${CELL_LETTERS[i] ?? '?'}/F${i}`, theme)),
    ...state.homecells.map((_, i) => faint(`H${i}`, theme)),
  ];
  const cells = [...state.freecells, ...state.homecells].map((pile) => topCell(pile, theme));
  const tableauHeads = state.tableau.map((_, i) => faint(`${i + 1}/T${i}`, theme));
  const piles = state.tableau.map((pile) => pile.map((card) => cardCell(card, theme)));
  return asText([line(heads, SLOT), line(cells, SLOT), '', line(tableauHeads, SLOT), ...pileColumns(piles, SLOT, theme)]);
}

/** A cell's top card, or `--` when it is empty. */
function topCell(pile: Pile, theme: Theme): Cell {
  const top = topCard(pile);
  return top === undefined ? emptyCell(theme) : cardCell(top, theme);
}
