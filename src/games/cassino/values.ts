/**
 * What a Cassino card is worth (spec/cassino.txt): its value on the table, its value
 * in the hand, and the points it carries at the end of a round.
 *
 * On the table a card counts its rank (A 1, J 11, Q 12, K 13). In the hand an Ace
 * counts 14, the 2♠ 15, the 10♦ 16, and every other card its rank.
 */
import type { Card } from '../../engine/card.js';

/** The highest value a table card can have (a King). */
export const MAX_TABLE_VALUE = 13;
/** The highest value a hand card can have (the 10♦). */
export const MAX_HAND_VALUE = 16;

/** The card's value on the table: its rank. */
export function tableValue(card: Card): number {
  return card.rank;
}

/** The card's value when it is played from the hand: A 14, 2♠ 15, 10♦ 16, the rest their rank. */
export function handValue(card: Card): number {
  if (card.rank === 1) return 14;
  if (card.rank === 2 && card.suit === 'S') return 15;
  if (card.rank === 10 && card.suit === 'D') return 16;
  return card.rank;
}

export function isSpade(card: Card): boolean {
  return card.suit === 'S';
}

/** The points a captured card scores: an Ace 1, the 2♠ 1, the 10♦ 2, any other card 0. */
export function cardPoints(card: Card): number {
  if (card.rank === 1) return 1;
  if (card.rank === 2 && card.suit === 'S') return 1;
  if (card.rank === 10 && card.suit === 'D') return 2;
  return 0;
}

/** Aces, the 2♠ and the 10♦: the cards that score points of their own. */
export function isPointCard(card: Card): boolean {
  return cardPoints(card) > 0;
}
