/**
 * Rules that FreeCell and Klondike share, written once: how a tableau pile is built
 * down, and when a card can go home without regret.
 */
import { isRed, type Card, type Suit } from './card.js';

/** A tableau pile takes the next lower card of the other colour (red on black, black on red). */
export function buildsDown(card: Card, onto: Card): boolean {
  return isRed(card) !== isRed(onto) && card.rank === onto.rank - 1;
}

/** Whether each card of a run lies on the one below it as a tableau pile builds (bottom first). */
export function isBuiltDown(run: readonly Card[]): boolean {
  for (let i = 1; i < run.length; i += 1) {
    if (!buildsDown(run[i] as Card, run[i - 1] as Card)) return false;
  }
  return true;
}

/**
 * The usual safe rule for sending a card home: aces and twos always; any other card
 * once both home piles of the other colour hold its rank minus one, so that no card
 * still in play could need it to build on. `homeRank` is the rank a suit's home pile
 * has reached (0 when empty). It does not check that the card is next for its pile.
 */
export function isSafeHome(card: Card, homeRank: (suit: Suit) => number): boolean {
  if (card.rank <= 2) return true;
  const others: readonly Suit[] = isRed(card) ? ['C', 'S'] : ['D', 'H'];
  return others.every((suit) => homeRank(suit) >= card.rank - 1);
}
