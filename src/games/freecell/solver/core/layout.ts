/**
 * The position the host asks about, as the host writes it (real piles: solve.ts,
 * setPosition): tableau pile i's cards as bytes at COL + i * STRIDE, bottom first;
 * the piles' lengths, the free cells (a card or -1) and each suit's home rank as
 * 32-bit entries, then which home cell (0..3, the engine's) holds each suit (-1: none
 * yet; read only by answer.ts). The searches start from it (`loadRoot`); when autoplay
 * stops an answer short, answer.ts leaves the position reached in it.
 */
import { Board, STRIDE } from './board';
import { alloc } from './memory';

export const LAYOUT: usize = alloc(8 * STRIDE + 20 * 4);
export const COL: usize = LAYOUT;
export const LENGTHS: usize = LAYOUT + 8 * STRIDE;
export const CELLS: usize = LENGTHS + 8 * 4;
export const HOMES: usize = CELLS + 4 * 4;
export const SUIT_HOMES: usize = HOMES + 4 * 4;

const root = new Board();

/** The layout on a board of its own. */
export function loadRoot(): Board {
  root.load(COL, STRIDE, LENGTHS, CELLS, HOMES);
  return root;
}
