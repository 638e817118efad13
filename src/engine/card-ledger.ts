/**
 * The cards a deal file gives, line by line: each card at most once in the whole
 * file, and all 52 of them by its end. Shared by the deal files that list piles
 * (Klondike's and Cassino's).
 */
import { CARDS, cardIndex, formatCard, type Card } from './card.js';

export class CardLedger {
  /** The line each card was first given on, by cardIndex. */
  private readonly lineOf = new Map<number, number>();

  /** Records the cards given on line `line`: the problem when one of them was given before, else null. */
  add(cards: readonly Card[], line: number): string | null {
    for (const card of cards) {
      const first = this.lineOf.get(cardIndex(card));
      if (first !== undefined) return `${formatCard(card)} is given twice (first on line ${first})`;
      this.lineOf.set(cardIndex(card), line);
    }
    return null;
  }

  /** Why the file does not hold all 52 cards (the first few missing named), or null when it does. */
  missing(): string | null {
    const missing = CARDS.filter((card) => !this.lineOf.has(cardIndex(card)));
    if (missing.length === 0) return null;
    const shown = missing.slice(0, 8).map(formatCard).join(', ') + (missing.length > 8 ? ` and ${missing.length - 8} more` : '');
    return `${missing.length} of the 52 cards ${missing.length === 1 ? 'is' : 'are'} missing: ${shown}`;
  }
}
