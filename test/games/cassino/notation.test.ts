/** Cassino's play notation: cards by name or by position, mixed; refusals with reasons; and back. */
import { describe, expect, it } from 'vitest';
import { formatMove, parseMove } from '../../../src/games/cassino/notation.js';
import type { CassinoMove } from '../../../src/games/cassino/state.js';
import { cards } from '../../helpers/cassino.js';

const view = { hand: cards('7♠ 3♣ 10♦ K♥'), table: cards('3♥ 9♦ 4♠ Q♣') };

function move(text: string): CassinoMove {
  const [card, ...takes] = cards(text);
  return { card: card!, takes };
}

describe('parseMove', () => {
  it.each<[string, string]>([
    ['7♠ 3♥ 4♠', '7♠ 3♥ 4♠'],
    ['7s 3h 4s', '7♠ 3♥ 4♠'],
    ['7S,3H,4S', '7♠ 3♥ 4♠'],
    ['7s, 3h, 4s', '7♠ 3♥ 4♠'],
    ['  7s   4s  3h ', '7♠ 3♥ 4♠'], // the taken cards come back in table order
    ['a 1 3', '7♠ 3♥ 4♠'],
    ['A 3 1', '7♠ 3♥ 4♠'],
    ['a 3h 3', '7♠ 3♥ 4♠'],
    ['7s 1 4s', '7♠ 3♥ 4♠'],
    ['s 1', '3♣ 3♥'],
    ['d', '10♦'],
    ['Td', '10♦'],
    ['10d', '10♦'],
    ['f 4', 'K♥ Q♣'],
    ['kh', 'K♥'],
    ['7♠️ 3♥️', '7♠ 3♥'], // emoji forms of the suits
  ])('reads %j', (text, expected) => {
    expect(parseMove(text, view)).toEqual({ ok: true, value: move(expected) });
  });

  it('reads any card by name, in hand or not, and leaves the rules to judge it', () => {
    expect(parseMove('9s 8c', view)).toEqual({ ok: true, value: move('9♠ 8♣') });
    expect(parseMove('7s 3h 3h', view)).toEqual({ ok: true, value: move('7♠ 3♥ 3♥') });
  });

  it.each<[string, string]>([
    ['f 9', 'there is no table card 9 (the table holds 4)'],
    ['a 0', 'there is no table card 0 (the table holds 4)'],
    ['a 12', 'there is no table card 12 (the table holds 4)'],
    ['s x', '"x" is neither a card nor a table position'],
    ['7s s', 's names a card in your hand: the cards to take are table cards, by name or by number'],
    ['7s 3h 11c', '"11c" is neither a card nor a table position'],
  ])('refuses %j: %s', (text, reason) => {
    expect(parseMove(text, view)).toEqual({ ok: false, error: reason });
  });

  it('says how many cards the hand and the table hold', () => {
    const small = { hand: cards('7♠ 3♣ 10♦'), table: [] };
    expect(parseMove('f', small)).toEqual({ ok: false, error: 'there is no hand card f (your hand holds 3: a, s, d)' });
    expect(parseMove('a 1', small)).toEqual({ ok: false, error: 'there is no table card 1 (the table is empty)' });
    expect(parseMove('a', { hand: [], table: [] })).toEqual({ ok: false, error: 'your hand is empty' });
  });

  it.each(['', '   ', 'hello', 'score', 'g 1', '10', 'x 3h'])('passes over %j, which is no play at all', (text) => {
    expect(parseMove(text, view)).toBeNull();
  });
});

describe('formatMove', () => {
  it('writes card names, the hand card first, then the taken cards', () => {
    expect(formatMove(move('7♠ 3♥ 4♠'))).toBe('7♠ 3♥ 4♠');
    expect(formatMove(move('10♦'))).toBe('10♦');
  });

  it('is read back as the same play', () => {
    for (const text of ['7♠ 3♥ 4♠', '10♦', 'K♥ Q♣', '3♣ 3♥']) {
      expect(parseMove(formatMove(move(text)), view)).toEqual({ ok: true, value: move(text) });
    }
  });
});
