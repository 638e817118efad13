/**
 * FreeCell's deal: Microsoft FreeCell game #N. The cards come off the shuffled deck
 * left to right, bottom to top: card k goes to tableau pile k mod 8, so the four
 * piles on the left get 7 cards and the four on the right 6.
 */
import type { Card } from '../../engine/card.js';
import { microsoftDeal } from '../../engine/deck.js';
import { emptyPiles, SPEC_RULES, type FreeCellRules, type FreeCellState } from './state.js';

export function dealGame(deal: number, rules: FreeCellRules = SPEC_RULES): FreeCellState {
  const tableau = Array.from({ length: 8 }, (): Card[] => []);
  microsoftDeal(deal).forEach((card, k) => tableau[k % 8]?.push(card));
  return { deal, rules, freecells: emptyPiles(4), homecells: emptyPiles(4), tableau };
}
