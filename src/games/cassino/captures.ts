/**
 * The capture search: which sets of table cards a hand card of value h may take.
 *
 * A capture is legal when the taken cards split into groups that each sum to h (a
 * single card of value h is a group). Only the table values matter, so the search
 * works on the table as a count vector over the values 1..13 (at most 4 cards of a
 * value), never on subsets of cards: a 30-card table has billions of subsets but only
 * a few thousand value multisets worth looking at.
 *
 * - `canSplit` answers "can this count vector be split into groups of h?" by taking the
 *   largest value present (every group holding it has all its parts at most that
 *   value), trying each value combination of sum h whose largest part it is, and
 *   recursing on what is left. Answers are memoised on the count vector (a base-5
 *   number), across calls.
 * - `captureValueSets` lists every distinct value multiset that splits, and
 *   `bestCapture` finds the one of highest weight (the computer's rating), both by the
 *   same walk from the highest value down: for the highest value left, decide how many
 *   of its cards to leave (the least valuable ones), then cover the rest of them with
 *   groups whose largest part it is; then go on with the next value. The walk is
 *   memoised on the count vector left, so a position reached by different orders of
 *   groups is worked out once; bestCapture also cuts off branches that cannot beat the
 *   best found, and has a budget.
 *
 * cardsets.ts turns a value multiset back into the card sets of the table it stands for.
 */
import type { Card } from '../../engine/card.js';
import { MAX_HAND_VALUE, MAX_TABLE_VALUE, tableValue } from './values.js';

/** Cards per value in a count vector: index 1..13 (index 0 unused). */
export type Counts = readonly number[];

/** 5^(v-1): a value's place in a count vector's key (each count is 0..4). */
export const POW5: readonly number[] = Array.from({ length: MAX_TABLE_VALUE + 1 }, (_, v) => (v === 0 ? 0 : 5 ** (v - 1)));
/** The most cards of one value a table can hold (four suits). */
const MAX_PER_VALUE = 4;

/** A value combination that sums to h, as the distinct values in it and how many of each. */
export interface Group {
  readonly values: readonly number[];
  readonly counts: readonly number[];
  /** The group's count vector as a key (sum of count x 5^(value-1)). */
  readonly key: number;
  /** How many times its largest value occurs in it. */
  readonly topCount: number;
}

/** groupsByTop[h][t]: the combinations of values 1..13 summing to h whose largest part is t. */
const groupsByTop: (readonly Group[])[][] = [];

export function groupsWithTop(h: number, top: number): readonly Group[] {
  let byTop = groupsByTop[h];
  if (byTop === undefined) {
    byTop = Array.from({ length: MAX_TABLE_VALUE + 1 }, (): Group[] => []);
    for (let t = 1; t <= Math.min(h, MAX_TABLE_VALUE); t += 1) {
      for (const parts of partitions(h - t, t)) {
        const all = [t, ...parts];
        const values = [...new Set(all)];
        const counts = values.map((v) => all.filter((part) => part === v).length);
        if (counts.some((count) => count > MAX_PER_VALUE)) continue; // never fits a real table
        const key = values.reduce((sum, v, i) => sum + (counts[i] as number) * (POW5[v] as number), 0);
        (byTop[t] as Group[]).push({ values, counts, key, topCount: counts[0] as number });
      }
    }
    groupsByTop[h] = byTop;
  }
  return byTop[top] ?? [];
}

/** The ways to write n as a sum of parts at most `largest`, parts in non-increasing order. */
function partitions(n: number, largest: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (let part = Math.min(n, largest); part >= 1; part -= 1) {
    for (const rest of partitions(n - part, part)) out.push([part, ...rest]);
  }
  return out;
}

function fits(counts: readonly number[], group: Group): boolean {
  for (let i = 0; i < group.values.length; i += 1) {
    if ((counts[group.values[i] as number] as number) < (group.counts[i] as number)) return false;
  }
  return true;
}

function removeGroup(counts: number[], group: Group): void {
  for (let i = 0; i < group.values.length; i += 1) (counts[group.values[i] as number] as number) -= group.counts[i] as number;
}

function addGroup(counts: number[], group: Group): void {
  for (let i = 0; i < group.values.length; i += 1) (counts[group.values[i] as number] as number) += group.counts[i] as number;
}

function topValue(counts: readonly number[]): number {
  let v = MAX_TABLE_VALUE;
  while (v > 0 && counts[v] === 0) v -= 1;
  return v;
}

/** The count vector's key: one base-5 digit a value, the highest value most significant. */
export function countsKey(counts: Counts): number {
  let key = 0;
  for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) key += (counts[v] ?? 0) * (POW5[v] as number);
  return key;
}

/** The count vector with this key. */
export function countsOfKey(key: number): number[] {
  const counts = [0];
  let rest = key;
  for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) {
    counts.push(rest % 5);
    rest = Math.floor(rest / 5);
  }
  return counts;
}

/** The table values of these cards as a count vector. */
export function countsOfCards(cards: readonly Card[]): number[] {
  const counts = new Array<number>(MAX_TABLE_VALUE + 1).fill(0);
  for (const card of cards) (counts[tableValue(card)] as number) += 1;
  return counts;
}

function sumOf(counts: Counts): number {
  let sum = 0;
  for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) sum += (counts[v] ?? 0) * v;
  return sum;
}

/** Memoised answers of `splitFrom`, keyed by count vector and h; emptied when it grows too large. */
const splitMemo = new Map<number, boolean>();
const SPLIT_MEMO_LIMIT = 1 << 21;

function splitFrom(counts: number[], key: number, h: number): boolean {
  if (key === 0) return true;
  const memoKey = key * (MAX_HAND_VALUE + 1) + h;
  const known = splitMemo.get(memoKey);
  if (known !== undefined) return known;
  const top = topValue(counts);
  let result = false;
  for (const group of groupsWithTop(h, top)) {
    if (!fits(counts, group)) continue;
    removeGroup(counts, group);
    result = splitFrom(counts, key - group.key, h);
    addGroup(counts, group);
    if (result) break;
  }
  if (splitMemo.size >= SPLIT_MEMO_LIMIT) splitMemo.clear();
  splitMemo.set(memoKey, result);
  return result;
}

/**
 * Whether the cards of this count vector (at most 4 of a value) split into groups each
 * summing to h. An empty vector splits (into no groups).
 */
export function canSplit(counts: Counts, h: number): boolean {
  if (!Number.isInteger(h) || h < 1) return false;
  if (sumOf(counts) % h !== 0) return false;
  const work = Array.from({ length: MAX_TABLE_VALUE + 1 }, (_, v) => (v === 0 ? 0 : (counts[v] ?? 0)));
  if (work.some((count) => count > MAX_PER_VALUE)) throw new RangeError('a count vector holds at most 4 cards of a value');
  return splitFrom(work, countsKey(work), h);
}

/**
 * Whether these values split into groups each summing to h: the exact multiset
 * partition, not just a divisible sum (9 does not take 8, 2, 8). Values are table
 * values 1..13; the legality check passes the values of the cards a play names.
 */
export function splitsIntoGroups(values: readonly number[], h: number): boolean {
  if (values.length === 0) return true;
  if (values.some((v) => !Number.isInteger(v) || v < 1 || v > MAX_TABLE_VALUE)) return false;
  const counts = new Array<number>(MAX_TABLE_VALUE + 1).fill(0);
  for (const v of values) (counts[v] as number) += 1;
  if (counts.every((count) => count <= MAX_PER_VALUE)) return canSplit(counts, h);
  return splitSlowly([...values].sort((a, b) => b - a), h);
}

/** For more than 4 cards of a value (never on a real table): fill groups one value at a time. */
function splitSlowly(values: readonly number[], h: number): boolean {
  const total = values.reduce((sum, v) => sum + v, 0);
  if (!Number.isInteger(h) || h < 1 || total % h !== 0) return false;
  const bins = new Array<number>(total / h).fill(0);
  const place = (i: number): boolean => {
    if (i === values.length) return true;
    const v = values[i] as number;
    const tried = new Set<number>();
    for (let b = 0; b < bins.length; b += 1) {
      const filled = bins[b] as number;
      if (filled + v > h || tried.has(filled)) continue;
      tried.add(filled);
      bins[b] = filled + v;
      if (place(i + 1)) return true;
      bins[b] = filled;
    }
    return false;
  };
  return place(0);
}

/** A capture as a value multiset: how many cards of each value it takes. */
export interface ValueCapture {
  /** Cards taken per value, index 1..13. */
  readonly take: readonly number[];
  /** The sum of the weights of the cards taken (see bestCapture). */
  readonly weight: number;
  /** False when the search ran out of budget: the capture is legal but may not be the best. */
  readonly exact: boolean;
}

interface Best {
  readonly weight: number;
  /** The cards taken below this point of the walk, as a count-vector key. */
  readonly key: number;
}

const NOTHING: Best = { weight: 0, key: 0 };

/** How many positions of the walk bestCapture may work out before it settles for what it has. */
export const BEST_CAPTURE_BUDGET = 50_000;

/**
 * The value multiset of highest weight that a hand card of value h can take from a
 * table with these counts, or null when it can take nothing. `weights[v]` lists the
 * weights of the table's cards of value v, highest first: taking k of them takes the
 * first k (so the caller orders each value's cards as it prefers them). Every weight
 * must be at least 1. Ties go to the capture the walk finds first: it tries taking
 * more cards of the highest value first, and groups of larger values first.
 *
 * The walk is cut short by a bound: a branch is given up when all the cards still free
 * (less one when their sum is no multiple of h) could not beat the best found so far.
 * Exact within `budget` positions of the walk (far more than tables of 30 or 40 cards
 * have needed); past it, positions not yet worked out count as taking nothing, so the
 * answer is still a legal capture, found in bounded time.
 */
export function bestCapture(
  counts: Counts,
  weights: readonly (readonly number[])[],
  h: number,
  budget: number = BEST_CAPTURE_BUDGET,
): ValueCapture | null {
  const start = Array.from({ length: MAX_TABLE_VALUE + 1 }, (_, v) => (v === 0 ? 0 : (counts[v] ?? 0)));
  const prefix = start.map((count, v) => {
    const sums = [0];
    for (let i = 0; i < count; i += 1) sums.push((sums[i] as number) + (weights[v]?.[i] ?? 1));
    return sums;
  });
  const left = [...start];
  let leftKey = countsKey(left);
  const memo = new Map<number, Best | null>();
  let positions = 0;

  /**
   * The most the free cards of values up to `top` could still add (values above h never
   * fit a group), less one card's weight when the free cards' sum is no multiple of h:
   * then at least one of them stays on the table (every weight is at least 1). With
   * `committed`, the top value's free cards are already counted elsewhere: their weight
   * is left out, but not their sum.
   */
  const bound = (top: number, committed: boolean): number => {
    let weight = 0;
    let sum = 0;
    for (let u = Math.min(top, h); u >= 1; u -= 1) {
      const free = left[u] as number;
      if (free === 0) continue;
      sum += free * u;
      if (committed && u === top) continue;
      const sums = prefix[u] as number[];
      const end = (start[u] as number) - (taken[u] as number);
      weight += (sums[end] as number) - (sums[end - free] as number);
    }
    return sum % h === 0 ? weight : weight - 1;
  };
  /** Cards of each value taken above the current point of the walk (for the top value: taken plus left out). */
  const taken = new Array<number>(MAX_TABLE_VALUE + 1).fill(0);

  /** The highest value left: choose how many of its cards to leave (the last ones), then cover the rest. */
  const decide = (): Best => {
    const v = topValue(left);
    if (v === 0) return NOTHING;
    const memoKey = leftKey * 2;
    const known = memo.get(memoKey);
    if (known !== undefined) return known as Best;
    positions += 1;
    let best = NOTHING;
    if (positions <= budget) {
      const have = left[v] as number;
      const before = (start[v] as number) - have;
      const sums = prefix[v] as number[];
      for (let leave = 0; leave <= have; leave += 1) {
        const take = have - leave;
        left[v] = take;
        leftKey -= leave * (POW5[v] as number);
        // the cards left out are the last of the value: the free ones end before them
        taken[v] = leave;
        let candidate: Best | null = null;
        if (take === 0) {
          if (bound(topValue(left), false) > best.weight) candidate = decide();
        } else if (bound(v, false) > best.weight) {
          const rest = cover();
          candidate = rest === null ? null : {
            weight: (sums[before + take] as number) - (sums[before] as number) + rest.weight,
            key: take * (POW5[v] as number) + rest.key,
          };
        }
        taken[v] = 0;
        left[v] = have;
        leftKey += leave * (POW5[v] as number);
        if (candidate !== null && candidate.weight > best.weight) best = candidate;
      }
    }
    memo.set(memoKey, best);
    return best;
  };

  /** Every card of the highest value left is taken: cover them with groups, or null when they cannot be. */
  const cover = (): Best | null => {
    const v = topValue(left);
    const memoKey = leftKey * 2 + 1;
    const known = memo.get(memoKey);
    if (known !== undefined) return known;
    positions += 1;
    let best: Best | null = null;
    if (positions <= budget) {
      const most = bound(v, true);
      for (const group of groupsWithTop(h, v)) {
        if (best !== null && best.weight >= most) break;
        if (!fits(left, group)) continue;
        let credit = 0;
        for (let i = 1; i < group.values.length; i += 1) {
          const u = group.values[i] as number;
          const used = (start[u] as number) - (left[u] as number);
          const sums = prefix[u] as number[];
          credit += (sums[used + (group.counts[i] as number)] as number) - (sums[used] as number);
        }
        removeGroup(left, group);
        leftKey -= group.key;
        const rest = (left[v] as number) > 0 ? cover() : decide();
        addGroup(left, group);
        leftKey += group.key;
        if (rest === null) continue;
        const candidate = { weight: credit + rest.weight, key: group.key - group.topCount * (POW5[v] as number) + rest.key };
        if (best === null || candidate.weight > best.weight) best = candidate;
      }
    }
    memo.set(memoKey, best);
    return best;
  };

  const best = decide();
  if (best.key === 0) return null;
  return { take: countsOfKey(best.key), weight: best.weight, exact: positions <= budget };
}

/**
 * Every distinct value multiset a hand card of value h can take from a table with
 * these counts (each one at least one card), highest values first: compared from the
 * value 13 down, more cards of a value come first. The list can be long on a large
 * table (it is every capture, by values; over a million for some hand cards on a
 * 40-card table); the normal computer and the hint do not need it. With a `budget`,
 * null as soon as the walk has gathered more value multisets than that, counted over
 * all its positions (its work).
 */
export function captureValueSets(counts: Counts, h: number): number[][];
export function captureValueSets(counts: Counts, h: number, budget: number): number[][] | null;
export function captureValueSets(counts: Counts, h: number, budget = Infinity): number[][] | null {
  const left = Array.from({ length: MAX_TABLE_VALUE + 1 }, (_, v) => (v === 0 ? 0 : (counts[v] ?? 0)));
  let leftKey = countsKey(left);
  const memo = new Map<number, readonly number[]>();
  /** Thrown out of the walk when it runs past its budget. */
  const overBudget = new Error('over budget');
  let work = 0;
  const spend = (found: Set<number>): void => {
    work += found.size + 1;
    if (work > budget) throw overBudget;
  };

  const decide = (): readonly number[] => {
    const v = topValue(left);
    if (v === 0) return [0];
    const memoKey = leftKey * 2;
    const known = memo.get(memoKey);
    if (known !== undefined) return known;
    const found = new Set<number>();
    const have = left[v] as number;
    for (let leave = 0; leave <= have; leave += 1) {
      const take = have - leave;
      left[v] = take;
      leftKey -= leave * (POW5[v] as number);
      if (take === 0) {
        for (const key of decide()) found.add(key);
      } else {
        for (const key of cover()) found.add(take * (POW5[v] as number) + key);
      }
      left[v] = have;
      leftKey += leave * (POW5[v] as number);
    }
    spend(found);
    const list = [...found];
    memo.set(memoKey, list);
    return list;
  };

  const cover = (): readonly number[] => {
    const v = topValue(left);
    const memoKey = leftKey * 2 + 1;
    const known = memo.get(memoKey);
    if (known !== undefined) return known;
    const found = new Set<number>();
    for (const group of groupsWithTop(h, v)) {
      if (!fits(left, group)) continue;
      const own = group.key - group.topCount * (POW5[v] as number);
      removeGroup(left, group);
      leftKey -= group.key;
      for (const key of (left[v] as number) > 0 ? cover() : decide()) found.add(own + key);
      addGroup(left, group);
      leftKey += group.key;
    }
    spend(found);
    const list = [...found];
    memo.set(memoKey, list);
    return list;
  };

  let keys: readonly number[];
  try {
    keys = decide();
  } catch (error) {
    if (error === overBudget) return null;
    throw error;
  }
  return keys.filter((key) => key !== 0).sort((a, b) => b - a).map(countsOfKey);
}
