import { describe, expect, it } from 'vitest';
import { CARDS, cardIndex, cardOf, formatCard, isRed, parseCard } from '../../src/engine/card.js';

describe('card notation (CONTRACT "Cards")', () => {
  it.each([
    ['10♣', '10♣'], ['A♠', 'A♠'], ['K♥', 'K♥'], ['7♦', '7♦'],
    ['10c', '10♣'], ['Tc', '10♣'], ['th', '10♥'], ['7H', '7♥'], ['as', 'A♠'], ['qD', 'Q♦'],
    [' j♠ ', 'J♠'], ['K\u2665\uFE0F', 'K♥'], ['2S', '2♠'], ['9c', '9♣'],
  ])('reads %j as %s', (text, printed) => {
    const card = parseCard(text);
    expect(card).toBeDefined();
    expect(formatCard(card!)).toBe(printed);
  });

  it.each(['', '1♣', '11♣', '0h', 'Z♠', 'A', '♠', 'A♠♠', '10', 'AX', 'ace of spades', '1 0♣', '10 ♣'])(
    'refuses %j',
    (text) => {
      expect(parseCard(text)).toBeUndefined();
    },
  );

  it('prints every card and reads it back as the same object', () => {
    for (const card of CARDS) {
      expect(parseCard(formatCard(card))).toBe(card);
      expect(CARDS[cardIndex(card)]).toBe(card);
      expect(cardOf(card.rank, card.suit)).toBe(card);
    }
  });

  it('has 52 different cards in the order A♣ A♦ A♥ A♠ 2♣ ... K♠', () => {
    expect(new Set(CARDS.map(formatCard)).size).toBe(52);
    expect(CARDS.slice(0, 5).map(formatCard)).toEqual(['A♣', 'A♦', 'A♥', 'A♠', '2♣']);
    expect(formatCard(CARDS[51]!)).toBe('K♠');
  });

  it('knows hearts and diamonds are red, clubs and spades black', () => {
    expect(['A♥', 'A♦', 'A♣', 'A♠'].map((t) => isRed(parseCard(t)!))).toEqual([true, true, false, false]);
  });
});
