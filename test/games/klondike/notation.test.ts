/** Klondike's move notation: what a player types, and what the game writes. */
import { describe, expect, it } from 'vitest';
import { formatMove, parseMove } from '../../../src/games/klondike/notation.js';
import type { KlondikeMove } from '../../../src/games/klondike/state.js';

const T = (index: number) => ({ kind: 'T', index }) as const;
const F = (index: number) => ({ kind: 'F', index }) as const;
const D = { kind: 'D', index: 0 } as const;
const W = { kind: 'W', index: 0 } as const;

describe('parseMove', () => {
  it.each<[string, KlondikeMove]>([
    ['draw', { kind: 'draw' }],
    ['d', { kind: 'draw' }],
    [' DRAW ', { kind: 'draw' }],
    ['auto', { kind: 'auto' }],
    ['T2 T5', { kind: 'move', from: T(2), to: T(5) }],
    ['t2t5', { kind: 'move', from: T(2), to: T(5) }],
    ['  t2   T5 ', { kind: 'move', from: T(2), to: T(5) }],
    ['D T3', { kind: 'move', from: D, to: T(3) }],
    ['dt3', { kind: 'move', from: D, to: T(3) }],
    ['W F0', { kind: 'move', from: W, to: F(0) }],
    ['F2 T5', { kind: 'move', from: F(2), to: T(5) }],
    ['T6 F3', { kind: 'move', from: T(6), to: F(3) }],
    ['T2 T5(3)', { kind: 'move', from: T(2), to: T(5), count: 3 }],
    ['t2 t5 ( 3 )', { kind: 'move', from: T(2), to: T(5), count: 3 }],
  ])('reads %j', (text, move) => {
    expect(parseMove(text)).toEqual({ ok: true, value: move });
  });

  it.each([
    ['T7 T0', 'there is no Tableau 7: the tableau piles are T0-T6'],
    ['T0 F4', 'there is no Foundation 4: the foundations are F0-F3'],
    ['T10 T1', 'there is no Tableau 10: the tableau piles are T0-T6'],
    ['T T1', 'T needs a number: the tableau piles are T0-T6'],
    ['D1 T1', 'D names the deck: it takes no number'],
    ['T2 D', 'cards go onto a tableau pile (T0-T6) or a foundation (F0-F3), not onto the deck or the waste'],
    ['T2 W', 'cards go onto a tableau pile (T0-T6) or a foundation (F0-F3), not onto the deck or the waste'],
    ['T2 T5(0)', 'a move carries 1 to 13 cards, not 0'],
    ['T2 T5(14)', 'a move carries 1 to 13 cards, not 14'],
  ])('names what is wrong with %j', (text, reason) => {
    expect(parseMove(text)).toEqual({ ok: false, error: reason });
  });

  it.each(['', 'hello', 'draw 3', 'T2', 'T2 T5 T6', 'X1 T2', 'T2 X5', 'auto!'])('takes %j for no move at all', (text) => {
    expect(parseMove(text)).toBeNull();
  });
});

describe('formatMove', () => {
  it.each<[KlondikeMove, string]>([
    [{ kind: 'draw' }, 'draw'],
    [{ kind: 'auto' }, 'auto'],
    [{ kind: 'move', from: T(2), to: T(5) }, 'T2 T5'],
    [{ kind: 'move', from: D, to: F(1) }, 'D F1'],
    [{ kind: 'move', from: W, to: T(0) }, 'W T0'],
    [{ kind: 'move', from: F(3), to: T(6) }, 'F3 T6'],
    [{ kind: 'move', from: T(2), to: T(5), count: 3 }, 'T2 T5(3)'],
  ])('writes %j as %j, which reads back as the same move', (move, text) => {
    expect(formatMove(move)).toBe(text);
    expect(parseMove(text)).toEqual({ ok: true, value: move });
  });
});
