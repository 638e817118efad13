/**
 * The position the host asks about, as the host writes it (the answer's Table,
 * answer.ts): tableau pile i's cards as bytes at COL + i * STRIDE, bottom first; the
 * piles' lengths, the free cells (a card or -1) and each suit's home rank as 32-bit
 * entries. The searches start from it (`loadRoot`).
 */
import { Board, STRIDE } from './board';
import { alloc } from './memory';

export const LAYOUT: usize = alloc(8 * STRIDE + 16 * 4);
export const COL: usize = LAYOUT;
export const LENGTHS: usize = LAYOUT + 8 * STRIDE;
export const CELLS: usize = LENGTHS + 8 * 4;
export const HOMES: usize = CELLS + 4 * 4;

const root = new Board();

/** The layout on a board of its own. */
export function loadRoot(): Board {
  root.load(COL, STRIDE, LENGTHS, CELLS, HOMES);
  return root;
}
