/** The rules FreeCell and Klondike share: building down in alternate colours, and the safe rule for going home. */
import { describe, expect, it } from 'vitest';
import { buildsDown, isBuiltDown, isSafeHome } from '../../src/engine/building.js';
import type { Suit } from '../../src/engine/card.js';
import { card } from '../helpers/freecell.js';

describe('building down', () => {
  it.each([
    ['9h', '10s', true],
    ['9d', '10c', true],
    ['9s', '10h', true],
    ['9h', '10d', false], // same colour
    ['9s', '10c', false],
    ['8h', '10s', false], // not one lower
    ['jh', '10s', false], // higher
    ['ks', 'ah', false], // no wrapping
  ])('%s on %s: %s', (a, b, fits) => {
    expect(buildsDown(card(a), card(b))).toBe(fits);
  });

  it('checks a whole run, bottom first', () => {
    expect(isBuiltDown([card('ks'), card('qh'), card('jc')])).toBe(true);
    expect(isBuiltDown([card('ks'), card('qh'), card('jd')])).toBe(false);
    expect(isBuiltDown([card('5s')])).toBe(true);
    expect(isBuiltDown([])).toBe(true);
  });
});

describe('the safe rule for sending a card home', () => {
  const homes = (ranks: Partial<Record<Suit, number>>) => (suit: Suit) => ranks[suit] ?? 0;
  it.each([
    ['ah', {}, true],
    ['2s', {}, true],
    ['3h', { C: 2, S: 2 }, true],
    ['3h', { C: 2, S: 1 }, false], // the 2♠ may still need the 3♥ to build on
    ['3h', { C: 2, S: 2, H: 2, D: 0 }, true], // only the other colour counts
    ['9c', { D: 8, H: 9 }, true],
    ['9c', { D: 7, H: 9 }, false],
  ] as const)('%s with home ranks %j: %s', (text, ranks, safe) => {
    expect(isSafeHome(card(text), homes(ranks))).toBe(safe);
  });
});
