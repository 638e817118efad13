/**
 * Cards as the solver sees them: codes 0..51 in the engine's own order (`cardIndex`:
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

/** The other suit of the same colour: clubs and spades, diamonds and hearts. */
export const TWIN: readonly number[] = [3, 2, 1, 0];
/** The two suits of the other colour. */
export const OTHER_COLOUR: readonly (readonly [number, number])[] = [[1, 2], [0, 3], [0, 3], [1, 2]];

/** Whether card `a` may be built on card `b` in a tableau pile: one rank lower, the other colour. */
export function builds(a: number, b: number): boolean {
  return RANK[a]! + 1 === RANK[b]! && RED[a] !== RED[b];
}

/** 32-bit numbers from a fixed seed (splitmix32), for hashing: the same on every run. */
export function fixedRandom(count: number, seed: number): Int32Array {
  const table = new Int32Array(count);
  let state = seed | 0;
  for (let i = 0; i < count; i += 1) {
    state = (state + 0x9e3779b9) | 0;
    table[i] = mix(state);
  }
  return table;
}

/** A 32-bit finaliser (murmur3's): every input bit moves every output bit. */
export function mix(value: number): number {
  let z = value | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return z ^ (z >>> 16);
}
