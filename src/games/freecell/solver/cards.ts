/**
 * Cards as the solver sees them: codes 0..51, the engine's own order (`cardIndex`:
 * rank by rank, suits C D H S), with tables for rank, suit and colour.
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

/** The card of this rank and suit. */
export function cardCode(rank: number, suit: number): number {
  return (rank - 1) * 4 + suit;
}

/** What a card lies on, in the solver's position key: another card (0..51), or one of these. */
export const ON_BOTTOM = 52;
export const IN_CELL = 53;
export const AT_HOME = 54;
export const PLACES = 55;

/** Whether card `a` may be built on card `b` in a tableau pile: one rank lower, the other colour. */
export function builds(a: number, b: number): boolean {
  return RANK[a]! + 1 === RANK[b]! && RED[a] !== RED[b];
}

/** The two suits of the other colour than this suit: black for red, red for black. */
export const OTHER_COLOUR: readonly (readonly [number, number])[] = [[1, 2], [0, 3], [0, 3], [1, 2]];
