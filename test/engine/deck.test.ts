import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, formatCard } from '../../src/engine/card.js';
import { microsoftDeal, nextUint32, randomBelow, shuffle, standardDeck } from '../../src/engine/deck.js';

/** Ascii form of a card as the published deals write it: `TD`, `AS`. */
function ascii(text: string): string {
  return text.replace('10', 'T').replace('♣', 'C').replace('♦', 'D').replace('♥', 'H').replace('♠', 'S');
}

describe('Microsoft FreeCell deals', () => {
  // Published layouts (Rosetta Code, "Deal cards for FreeCell"), dealt row by row across 8 columns.
  it.each([
    [1, `JD 2D 9H JC 5D 7H 7C 5H
         KD KC 9S 5S AD QC KH 3H
         2S KS 9D QD JS AS AH 3C
         4C 5C TS QH 4H AC 4D 7S
         3S TD 4S TH 8H 2C JH 7D
         6D 8S 8D QS 6C 3D 8C TC
         6S 9C 2H 6H`],
    [617, `7D AD 5C 3S 5S 8C 2D AH
           TD 7S QD AC 6D 8H AS KH
           TH QC 3H 9D 6S 8D 3D TC
           KD 5H 9S 3C 8S 7H 4D JS
           4C QS 9C 9H 7C 6H 2C 2S
           4S TS 2H 5D JC 6C JH QH
           JD KS KC 4H`],
  ])('deals game #%i as Windows does', (deal, layout) => {
    expect(microsoftDeal(deal).map((card) => ascii(formatCard(card)))).toEqual(layout.split(/\s+/));
  });

  it('deals all 52 cards once for any deal number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (deal) => {
        expect(new Set(microsoftDeal(deal)).size).toBe(52);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the seeded generator', () => {
  it('is pinned: the same seed gives the same numbers in every version', () => {
    let state = 42;
    const values: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const step = nextUint32(state);
      values.push(step.value);
      state = step.state;
    }
    expect(values).toEqual([2581720956, 1925393290, 3661312704, 2876485805]);
  });

  it('pins a shuffle of the standard deck', () => {
    const { items } = shuffle(standardDeck(), 2026);
    expect(items.slice(0, 8).map(formatCard)).toMatchInlineSnapshot(`
      [
        "Q♣",
        "Q♠",
        "10♣",
        "K♥",
        "2♣",
        "4♥",
        "3♣",
        "7♠",
      ]
    `);
  });

  it('draws below the bound and shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 1000 }), (seed, bound) => {
        const { value } = randomBelow(seed, bound);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(bound);
        const deck = shuffle(CARDS, seed).items;
        expect(new Set(deck).size).toBe(52);
      }),
    );
  });
});
