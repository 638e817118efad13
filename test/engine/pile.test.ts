import { describe, expect, it } from 'vitest';
import { formatCard } from '../../src/engine/card.js';
import { parsePileLine, renderPile, topCard } from '../../src/engine/pile.js';
import { card } from '../helpers/freecell.js';

describe('board lines (CONTRACT "Boards")', () => {
  it('prints bottom card first, top card last, and an empty pile as []', () => {
    expect(renderPile('Tableau 7', [card('AD'), card('2D'), card('10h')], formatCard)).toBe('Tableau 7:[A♦, 2♦, 10♥]');
    expect(renderPile('Freecell 0', [], formatCard)).toBe('Freecell 0:[]');
    expect(renderPile('Deck', [card('kc')], formatCard, ' 23 cards')).toBe('Deck:[K♣] 23 cards');
  });

  it('the top card is the last one', () => {
    expect(topCard([card('AD'), card('2D')])).toEqual(card('2D'));
    expect(topCard([])).toBeUndefined();
  });

  it.each([
    ['Tableau 7:[A♦, 2♦, 7♥]', 'Tableau 7', ['A♦', '2♦', '7♥'], ''],
    ['Freecell 0:[]', 'Freecell 0', [], ''],
    ['  Homecell   1 : [ ah,2H ]  ', 'Homecell 1', ['A♥', '2♥'], ''],
    ['Deck:[K♣] 23 cards', 'Deck', ['K♣'], ' 23 cards'],
  ])('reads %j back', (line, label, cards, detail) => {
    const parsed = parsePileLine(line);
    expect(parsed.ok && parsed.value.label).toBe(label);
    expect(parsed.ok && parsed.value.cards.map(formatCard)).toEqual(cards);
    expect(parsed.ok && parsed.value.detail).toBe(detail);
  });

  it.each([
    ['Tableau 7 [A♦]', 'expected a pile'],
    ['Tableau 7:[A♦, X♦]', '"X♦" is not a card'],
    ['Tableau 7:[A♦,, 2♦]', '"" is not a card'],
    ['Your move <from to>: T3 F0', 'expected a pile'],
  ])('refuses %j', (line, error) => {
    const parsed = parsePileLine(line);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(error);
  });
});
