/** The capture search: exact multiset partitions, found by values and never by trying subsets, checked against trying every subset. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, formatCard, type Card } from '../../../src/engine/card.js';
import {
  bestCapture, canSplit, captureValueSets, countsKey, countsOfCards, countsOfKey, splitsIntoGroups,
} from '../../../src/games/cassino/captures.js';
import { cardSetAt, cardSetCount, cardSetsOf, positionsByValue } from '../../../src/games/cassino/cardsets.js';
import { cardRating } from '../../../src/games/cassino/chooser.js';
import { playsFrom } from '../../../src/games/cassino/rules.js';
import { handValue, tableValue } from '../../../src/games/cassino/values.js';
import { cards } from '../../helpers/cassino.js';

/** The obvious check, written apart from the search: put each value into one of the groups, in every way. */
function naiveSplits(values: readonly number[], h: number): boolean {
  const total = values.reduce((a, b) => a + b, 0);
  if (values.length === 0) return true;
  if (total % h !== 0) return false;
  const groups = new Array<number>(total / h).fill(0);
  const place = (i: number): boolean => {
    if (i === values.length) return groups.every((sum) => sum === h);
    for (let g = 0; g < groups.length; g += 1) {
      if (groups[g]! + values[i]! > h) continue;
      groups[g]! += values[i]!;
      if (place(i + 1)) return true;
      groups[g]! -= values[i]!;
    }
    return false;
  };
  return place(0);
}

/** The obvious check's answers, by sorted values and h (many subsets share their values). */
const naiveMemo = new Map<string, boolean>();

/** Every non-empty subset of the table (as positions) that the hand card may take, by trying them all. */
function bruteCaptures(table: readonly Card[], h: number): string[] {
  const found: string[] = [];
  for (let mask = 1; mask < 1 << table.length; mask += 1) {
    const positions = table.map((_, i) => i).filter((i) => (mask >> i) & 1);
    const values = positions.map((i) => tableValue(table[i]!)).sort((a, b) => b - a);
    const key = `${h}:${values.join(',')}`;
    let splits = naiveMemo.get(key);
    if (splits === undefined) {
      splits = naiveSplits(values, h);
      naiveMemo.set(key, splits);
    }
    if (splits) found.push(positions.join(','));
  }
  return found.sort();
}

describe('splitsIntoGroups', () => {
  it.each<[string, number[], number, boolean]>([
    ['9 cannot take 8, 2, 8 (a divisible sum is not enough)', [8, 2, 8], 9, false],
    ['9 takes 9', [9], 9, true],
    ['9 takes 5, 4', [5, 4], 9, true],
    ['9 takes 9 and 6, 3 at once', [9, 6, 3], 9, true],
    ['9 takes 1, 8, 2, 7, 3, 6', [1, 8, 2, 7, 3, 6], 9, true],
    ['9 cannot take 8', [8], 9, false],
    ['an Ace (14) takes 10, 4', [10, 4], 14, true],
    ['an Ace takes 7, 7', [7, 7], 14, true],
    ['an Ace takes 10, 4 and 7, 7 at once', [10, 4, 7, 7], 14, true],
    ['an Ace takes no single card', [13], 14, false],
    ['an Ace takes A, K (table values 1 and 13)', [1, 13], 14, true],
    ['the 10♦ (16) takes 10, 6', [10, 6], 16, true],
    ['the 10♦ takes no 10 alone', [10], 16, false],
    ['the 2♠ (15) takes 9, 6', [9, 6], 15, true],
    ['the 2♠ takes K, 2', [13, 2], 15, true],
    ['the 2♠ cannot take 10, 10, 10 (30, in no groups of 15)', [10, 10, 10], 15, false],
    ['a 6 cannot take 4, 4, 4 (12)', [4, 4, 4], 6, false],
    ['a 6 takes 4, 2, 3, 3', [4, 2, 3, 3], 6, true],
    ['8 takes 5, 3, 5, 3', [5, 5, 3, 3], 8, true],
    ['8 takes 6, 2, 6, 2', [6, 2, 6, 2], 8, true],
    ['8 takes 4, 4, 4, 3, 1 (4+4 and 4+3+1)', [4, 4, 4, 3, 1], 8, true],
    ['8 takes 6, 6, 2, 2, 5, 3, 7, 1', [6, 6, 2, 2, 5, 3, 7, 1], 8, true],
    ['8 takes 7, 7, 1, 1 (7+1 twice)', [7, 7, 1, 1], 8, true],
    ['8 cannot take 6, 6, 4 (16)', [6, 6, 4], 8, false],
    ['12 takes 6, 6, 4, 4, 4, 5, 7', [6, 6, 4, 4, 4, 5, 7], 12, true],
    ['12 takes 6, 6, 4, 4, 4, 5, 7, 1, 11', [6, 6, 4, 4, 4, 5, 7, 1, 11], 12, true],
    ['12 takes 10, 10, 2, 2', [10, 10, 2, 2], 12, true],
    ['12 cannot take 9, 9, 9, 5, 4 (36)', [9, 9, 9, 5, 4], 12, false],
    ['12 cannot take 8, 8, 8 (24)', [8, 8, 8], 12, false],
    ['nothing splits into groups of anything', [], 7, true],
  ])('%s', (_name, values, h, expected) => {
    expect(splitsIntoGroups(values, h)).toBe(expected);
    expect(naiveSplits(values, h)).toBe(expected);
  });

  it('takes no value that is not a table value', () => {
    expect(splitsIntoGroups([0, 9], 9)).toBe(false);
    expect(splitsIntoGroups([14], 14)).toBe(false);
  });

  it('copes with more than four cards of a value, which no table holds', () => {
    expect(splitsIntoGroups([3, 3, 3, 3, 3, 3], 6)).toBe(true);
    expect(splitsIntoGroups([3, 3, 3, 3, 3], 6)).toBe(false);
  });

  it('agrees with the obvious check on random multisets', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 13 }), { maxLength: 12 }), fc.integer({ min: 2, max: 16 }), (values, h) => {
        expect(splitsIntoGroups(values, h)).toBe(naiveSplits(values, h));
      }),
      { numRuns: 1000 },
    );
  });
});

/** A table of up to 14 distinct cards and a hand card not on it. */
const tableAndCard = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 2, maxLength: 15 }).map((indices) => ({
  hand: CARDS[indices[0]!]!,
  table: indices.slice(1).map((i) => CARDS[i]!),
}));

describe('the capture search', () => {
  it('finds exactly the captures that trying every subset of the table finds (tables up to 14 cards)', () => {
    fc.assert(
      fc.property(tableAndCard, ({ hand, table }) => {
        const found = playsFrom({ hand: [hand], table })
          .filter((move) => move.takes.length > 0)
          .map((move) => move.takes.map((take) => table.indexOf(take)).join(','));
        expect(new Set(found).size).toBe(found.length); // each capture once
        expect([...found].sort()).toEqual(bruteCaptures(table, handValue(hand)));
      }),
      { numRuns: 400 },
    );
  });

  it('lists each value multiset once, each splitting into groups', () => {
    fc.assert(
      fc.property(tableAndCard, ({ hand, table }) => {
        const h = handValue(hand);
        const sets = captureValueSets(countsOfCards(table), h);
        const keys = sets.map(countsKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect([...keys].sort((a, b) => b - a)).toEqual(keys);
        for (const take of sets) expect(canSplit(take, h)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('finds the best-rated capture, as trying every subset does', () => {
    fc.assert(
      fc.property(tableAndCard, ({ hand, table }) => {
        const h = handValue(hand);
        const byValue = positionsByValue(table).map((positions) => positions.map((i) => cardRating(table[i]!)).sort((a, b) => b - a));
        const best = bestCapture(countsOfCards(table), byValue, h);
        let most = 0;
        for (const capture of bruteCaptures(table, h)) {
          most = Math.max(most, capture.split(',').reduce((sum, i) => sum + cardRating(table[Number(i)]!), 0));
        }
        expect(best?.weight ?? 0).toBe(most);
        if (best !== null) {
          expect(best.exact).toBe(true);
          expect(canSplit(best.take, h)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('expands a value multiset into its card sets, and picks out the i-th without listing them', () => {
    const table = cards('7♠ 3♥ 4♦ 7♥ 3♣ 4♠ 7♦ 4♣');
    const byValue = positionsByValue(table);
    const take = [0, 0, 0, 1, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0];
    const sets = cardSetsOf(byValue, take);
    expect(sets).toHaveLength(cardSetCount(byValue, take));
    expect(sets).toHaveLength(2 * 3 * 3);
    expect(sets.map((set) => set.map((i) => formatCard(table[i]!)).join(' '))[0]).toBe('7♠ 3♥ 4♦ 4♠');
    sets.forEach((set, i) => expect(cardSetAt(byValue, take, i)).toEqual(set));
  });

  it('reads and writes count-vector keys', () => {
    const counts = countsOfCards(cards('K♠ K♥ A♣ 7♦ 7♣ 7♥ 7♠'));
    expect(countsOfKey(countsKey(counts))).toEqual(counts);
    expect(counts[13]).toBe(2);
    expect(counts[7]).toBe(4);
  });

  it('stays fast and exact on a table of 40 cards', () => {
    const table = CARDS.slice(0, 40);
    const weights = positionsByValue(table).map((positions) => positions.map(() => 1));
    const started = performance.now();
    for (const h of [2, 7, 9, 13, 14, 15, 16]) {
      const best = bestCapture(countsOfCards(table), weights, h);
      expect(best?.exact).toBe(true);
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
