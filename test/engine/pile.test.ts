import { describe, expect, it } from 'vitest';
import { formatCard } from '../../src/engine/card.js';
import { faceUp, parsePileLine, renderPile, seenCards, topCard, writePile } from '../../src/engine/pile.js';
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

  it('prints face-down cards as ## on a board, and with # before them in a deal file', () => {
    const pile = { cards: [card('7s'), card('kd'), card('qc')], down: 2 };
    expect(seenCards(pile)).toEqual([null, null, card('qc')]);
    expect(faceUp(pile)).toEqual([card('qc')]);
    expect(renderPile('Tableau 2', seenCards(pile), formatCard)).toBe('Tableau 2:[##, ##, Q♣]');
    expect(writePile('Tableau 2', pile)).toBe('Tableau 2:[#7♠, #K♦, Q♣]');
    const back = parsePileLine('Tableau 2:[#7♠, #K♦, Q♣]');
    expect(back.ok && { cards: back.value.cards, down: back.value.down }).toEqual(pile);
  });

  it.each([
    ['Deck:[#7s, #kd] 2 cards', 2],
    ['Tableau 0:[ # 7♠ ]', 1],
    ['Tableau 0:[#]', -1],
    ['Tableau 0:[7♠]', 0],
  ])('counts the face-down cards of %j', (line, down) => {
    const parsed = parsePileLine(line);
    if (down < 0) expect(parsed.ok).toBe(false);
    else expect(parsed.ok && parsed.value.down).toBe(down);
  });

  it('refuses a face-down card lying on a face-up one', () => {
    const parsed = parsePileLine('Tableau 0:[#7♠, K♦, #Q♣]');
    expect(!parsed.ok && parsed.error).toBe('Tableau 0: a face-down card (#Q♣) lies on a face-up one');
  });
});
