/**
 * Cards as the solvers see them: codes 0..51 in the engine's own order (`cardIndex`:
 * rank by rank, suits C D H S), with tables for rank, suit and colour. FreeCell's
 * solver and Klondike's share them.
 */

/** Rank 1..13 of each card code. */
export const RANK = new Int32Array(52);
/** Suit 0..3 (C D H S) of each card code. */
export const SUIT = new Int32Array(52);
/** 1 for a red card (D, H), 0 for a black one. */
export const RED = new Int32Array(52);

for (let c = 0; c < 52; c += 1) {
  RANK[c] = (c >> 2) + 1;
  SUIT[c] = c & 3;
  RED[c] = (c & 3) === 1 || (c & 3) === 2 ? 1 : 0;
}

/** The other suit of the same colour: clubs and spades, diamonds and hearts. */
export const TWIN: readonly number[] = [3, 2, 1, 0];

/** The two suits of the other colour than this suit: black for red, red for black. */
export const OTHER_COLOUR: readonly (readonly [number, number])[] = [[1, 2], [0, 3], [0, 3], [1, 2]];
