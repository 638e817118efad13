/**
 * Decks and seeded shuffles. Both shuffles here are fixed forever: the same seed
 * deals the same cards on every machine and in every later version (the tests pin
 * them), so a seed stated once can always be replayed.
 */
import { CARDS, type Card } from './card.js';

/** A fresh deck in the standard order A♣ A♦ A♥ A♠ 2♣ ... K♠. */
export function standardDeck(): Card[] {
  return [...CARDS];
}

const LCG_MODULUS = 2 ** 31;

/**
 * The deal of Microsoft FreeCell game #`seed`: the generator
 * `state = (state * 214013 + 2531011) mod 2^31`, `rand = state >> 16`, run over the
 * standard deck: take `rand() % remaining`, deal it, and fill its place with the
 * last card. Returns the cards in the order dealt.
 * Exact for 1 <= seed < 2^31, the range of Microsoft's numbered deals.
 */
export function microsoftDeal(seed: number): Card[] {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`bad deal number ${seed}`);
  const deck = standardDeck();
  const dealt: Card[] = [];
  let state = seed % LCG_MODULUS;
  for (let remaining = deck.length; remaining > 0; remaining -= 1) {
    state = (state * 214013 + 2531011) % LCG_MODULUS; // stays below 2^53: exact
    const pick = Math.floor(state / 65536) % remaining;
    dealt.push(deck[pick] as Card);
    deck[pick] = deck[remaining - 1] as Card;
  }
  return dealt;
}

/**
 * A seeded pseudo-random generator whose whole state is one unsigned 32-bit number,
 * so it can live inside a game's plain-data state and survive a save.
 * The algorithm is Mulberry32; `nextUint32` is pure.
 */
export function nextUint32(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: (t ^ (t >>> 14)) >>> 0, state: next };
}

/** A whole number in [0, bound), without modulo bias; pure. */
export function randomBelow(state: number, bound: number): { value: number; state: number } {
  if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError(`bad bound ${bound}`);
  const limit = 2 ** 32 - (2 ** 32 % bound); // the largest multiple of bound that fits
  let step = nextUint32(state);
  while (step.value >= limit) step = nextUint32(step.state);
  return { value: step.value % bound, state: step.state };
}

/** A Fisher-Yates shuffle driven by `randomBelow`: the shuffled copy and the generator's new state. */
export function shuffle<T>(items: readonly T[], state: number): { items: T[]; state: number } {
  const result = [...items];
  let current = state >>> 0;
  for (let i = result.length - 1; i > 0; i -= 1) {
    const pick = randomBelow(current, i + 1);
    current = pick.state;
    const j = pick.value;
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return { items: result, state: current };
}
