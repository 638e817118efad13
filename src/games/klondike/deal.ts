/**
 * Klondike's deal, fixed forever (the tests pin seeds 1 and 2): the same seed deals the
 * same cards on every machine and in every later version.
 *
 * The standard deck (A♣ A♦ A♥ A♠ 2♣ ... K♠) is shuffled with Mulberry32 seeded with the
 * seed. The shuffled list is the deck face down, its first card on top. Cards come off
 * the top and are dealt as a person deals, row by row: row r gives one card to each pile
 * from r to 6, the first of them face up on pile r, the others face down. So tableau pile
 * i holds i+1 cards with only its top one face up. The 24 cards left are the deck, in the
 * same order: the shuffled list's 29th card is the deck's top (the next to come).
 */
import type { Card } from '../../engine/card.js';
import { shuffle, standardDeck } from '../../engine/deck.js';
import { startScore } from './scoring.js';
import { TABLEAU_PILES, unseenInDeck, type KlondikeRules, type KlondikeState } from './state.js';

export const MIN_SEED = 0;
export const MAX_SEED = 2 ** 32 - 1;

export function isSeed(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_SEED && value <= MAX_SEED;
}

export function dealGame(seed: number, rules: KlondikeRules): KlondikeState {
  if (!isSeed(seed)) throw new RangeError(`bad seed ${seed}`);
  const shuffled = shuffle(standardDeck(), seed >>> 0).items;
  const piles = Array.from({ length: TABLEAU_PILES }, (): Card[] => []);
  let next = 0;
  for (let row = 0; row < TABLEAU_PILES; row += 1) {
    for (let pile = row; pile < TABLEAU_PILES; pile += 1) {
      piles[pile]?.push(shuffled[next] as Card);
      next += 1;
    }
  }
  const deck = shuffled.slice(next).reverse();
  return {
    rules,
    seed,
    deck: { cards: deck, down: unseenInDeck(rules, 1, deck.length) },
    waste: [],
    showing: 0,
    foundations: [[], [], [], []],
    tableau: piles.map((cards, i) => ({ cards, down: i })),
    score: startScore(rules),
    pass: 1,
  };
}
