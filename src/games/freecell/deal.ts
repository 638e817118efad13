/**
 * FreeCell's deal: Microsoft FreeCell game #N. The cards come off the shuffled deck
 * left to right, bottom to top: card k goes to tableau pile k mod 8, so the four
 * piles on the left get 7 cards and the four on the right 6.
 */
import type { Card } from '../../engine/card.js';
import { microsoftDeal } from '../../engine/deck.js';
import { emptyPiles, type FreeCellState } from './state.js';

/** The deal numbers accepted: those of Microsoft's generator, 1 to 2^31 - 1. */
export const MIN_DEAL = 1;
export const MAX_DEAL = 2 ** 31 - 1;

/** Fresh games draw from the million deals of Windows 7's FreeCell. */
export const FRESH_DEAL_LIMIT = 1_000_000;

export function isDealNumber(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_DEAL && value <= MAX_DEAL;
}

export function dealGame(deal: number): FreeCellState {
  const tableau: Card[][] = emptyPiles(8).map(() => []);
  microsoftDeal(deal).forEach((card, k) => tableau[k % 8]?.push(card));
  return { deal, freecells: emptyPiles(4), homecells: emptyPiles(4), tableau };
}
