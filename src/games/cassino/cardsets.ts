/**
 * From a capture by values back to cards: the card sets of the table a value multiset
 * stands for (captures.ts finds captures by value), listed, counted, or picked out by
 * number without listing the others.
 */
import type { Card } from '../../engine/card.js';
import type { Counts } from './captures.js';
import { MAX_TABLE_VALUE, tableValue } from './values.js';

/** The table's positions (0-based) holding each value, in table order. */
export function positionsByValue(table: readonly Card[]): number[][] {
  const byValue = Array.from({ length: MAX_TABLE_VALUE + 1 }, (): number[] => []);
  table.forEach((card, i) => (byValue[tableValue(card)] as number[]).push(i));
  return byValue;
}

/** n choose k, exactly for the small numbers of a table. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** How many card sets of the table a value multiset stands for. */
export function cardSetCount(byValue: readonly (readonly number[])[], take: Counts): number {
  let count = 1;
  for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) count *= choose(byValue[v]?.length ?? 0, take[v] ?? 0);
  return count;
}

/** The k-element subsets of `items` in lexicographic order of positions. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (from: number, chosen: T[]): void => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = from; i <= items.length - (k - chosen.length); i += 1) {
      chosen.push(items[i] as T);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/**
 * The card sets of the table a value multiset stands for, as table positions in
 * ascending order: the choices for value 1 vary slowest, each value's choices in
 * lexicographic order of positions. `cardSetAt(byValue, take, i)` is the i-th of them.
 */
export function cardSetsOf(byValue: readonly (readonly number[])[], take: Counts): number[][] {
  let sets: number[][] = [[]];
  for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) {
    const k = take[v] ?? 0;
    if (k === 0) continue;
    const choices = combinations(byValue[v] ?? [], k);
    sets = sets.flatMap((set) => choices.map((choice) => [...set, ...choice]));
  }
  return sets.map((set) => set.sort((a, b) => a - b));
}

/** The index-th card set of `cardSetsOf(byValue, take)`, without listing the others. */
export function cardSetAt(byValue: readonly (readonly number[])[], take: Counts, index: number): number[] {
  const parts: number[][] = [];
  let rest = index;
  // the last value varies fastest: peel it off first
  for (let v = MAX_TABLE_VALUE; v >= 1; v -= 1) {
    const k = take[v] ?? 0;
    if (k === 0) continue;
    const positions = byValue[v] ?? [];
    const ways = choose(positions.length, k);
    parts.push(combinationAt(positions, k, rest % ways));
    rest = Math.floor(rest / ways);
  }
  return parts.flat().sort((a, b) => a - b);
}

/** The index-th k-subset of items in lexicographic order. */
function combinationAt<T>(items: readonly T[], k: number, index: number): T[] {
  const out: T[] = [];
  let rest = index;
  let from = 0;
  for (let need = k; need > 0; need -= 1) {
    for (let i = from; ; i += 1) {
      const withThis = choose(items.length - i - 1, need - 1);
      if (rest < withThis) {
        out.push(items[i] as T);
        from = i + 1;
        break;
      }
      rest -= withThis;
    }
  }
  return out;
}
