/**
 * The normal computer's play (chooser.ts's chooseNormal) on card indices, for the hard
 * computer's play-outs, which make tens of thousands of normal plays a decision.
 *
 * It is the same strategy with the same ties, play for play (a property test holds it
 * to chooseNormal): on small tables it works on scratch arrays, allocating nothing but
 * the answer; on tables of more than PLAYOUT_TABLE_LIMIT cards it calls chooseNormal.
 *
 * Step 2's best capture is the first capture of highest rating in the order of
 * bestCapture's walk (captures.ts): for the highest value left, take as many of its cards
 * as possible first, cover them with groups in groupsWithTop's order, and go on with the
 * next value. The walk is done here without its memo (the memo never changes the
 * answer, only the time, and small tables do not need it). Step 3 only ever sees
 * captures of one or two cards: a capture of three cards rates at least 4, and step 3
 * comes only when no capture does.
 */
import { CARDS, type Card } from '../../engine/card.js';
import { groupsWithTop, POW5, type Group } from './captures.js';
import { cardRating, chooseNormal, FAIR_CAPTURE, GOOD_CAPTURE, RISKY_FROM, RISKY_TO, SMALL_SWEEPS, SWEEP_MODULUS } from './chooser.js';
import type { CassinoView } from './state.js';
import { cardPoints, handValue, isPointCard, isSpade, MAX_HAND_VALUE, MAX_TABLE_VALUE, tableValue } from './values.js';

/** Past this many table cards, the play-outs ask chooseNormal itself. */
export const PLAYOUT_TABLE_LIMIT = 12;

/** Per card index (CARDS order): table value, hand value, rating, spade, point card, points. */
export const TABLE_VALUE: Int8Array = Int8Array.from(CARDS, tableValue);
export const HAND_VALUE: Int8Array = Int8Array.from(CARDS, handValue);
export const RATING: Int8Array = Int8Array.from(CARDS, cardRating);
export const SPADE: Uint8Array = Uint8Array.from(CARDS, (card) => (isSpade(card) ? 1 : 0));
export const POINT_CARD: Uint8Array = Uint8Array.from(CARDS, (card) => (isPointCard(card) ? 1 : 0));
export const CARD_POINTS: Int8Array = Int8Array.from(CARDS, cardPoints);

const VALUES = MAX_TABLE_VALUE + 1;
/** The table's cards per value. */
const counts = new Int32Array(VALUES);
/** Per value, the table positions of its cards, best rated first, then by position (4 slots a value). */
const order = new Int32Array(VALUES * 4);
/** Per value, the sum of the ratings of its k best cards (5 slots a value). */
const prefix = new Int32Array(VALUES * 5);
/** The walk's count vector of cards still free, and its key. */
const left = new Int32Array(VALUES);
let leftKey = 0;
/** What the last call of decide or cover found: the weight and the count-vector key of the cards it takes. */
let foundWeight = 0;
let foundKey = 0;

function topLeft(): number {
  let v = MAX_TABLE_VALUE;
  while (v > 0 && left[v] === 0) v -= 1;
  return v;
}

/** bestCapture's decide: the highest value left, as many of its cards taken as can be first. */
function decide(h: number): void {
  const v = topLeft();
  if (v === 0) {
    foundWeight = 0;
    foundKey = 0;
    return;
  }
  const have = left[v] as number;
  const before = (counts[v] as number) - have;
  let bestWeight = 0;
  let bestKey = 0;
  for (let leave = 0; leave <= have; leave += 1) {
    const take = have - leave;
    left[v] = take;
    leftKey -= leave * (POW5[v] as number);
    let weight = -1;
    let key = 0;
    if (take === 0) {
      decide(h);
      weight = foundWeight;
      key = foundKey;
    } else if (cover(h)) {
      weight = (prefix[v * 5 + before + take] as number) - (prefix[v * 5 + before] as number) + foundWeight;
      key = take * (POW5[v] as number) + foundKey;
    }
    left[v] = have;
    leftKey += leave * (POW5[v] as number);
    if (weight > bestWeight) {
      bestWeight = weight;
      bestKey = key;
    }
  }
  foundWeight = bestWeight;
  foundKey = bestKey;
}

/** Whether `pool` (a count a value) holds every card `group` needs. */
function fitsIn(pool: Int32Array, group: Group): boolean {
  const { values, counts: need } = group;
  for (let i = 0; i < values.length; i += 1) {
    if ((pool[values[i] as number] as number) < (need[i] as number)) return false;
  }
  return true;
}

/** bestCapture's cover: every free card of the highest value left goes into groups; false when they cannot. */
function cover(h: number): boolean {
  const v = topLeft();
  let found = false;
  let bestWeight = 0;
  let bestKey = 0;
  for (const group of groupsWithTop(h, v)) {
    if (!fitsIn(left, group)) continue;
    const { values, counts: need } = group;
    let credit = 0;
    for (let i = 1; i < values.length; i += 1) {
      const u = values[i] as number;
      const used = (counts[u] as number) - (left[u] as number);
      credit += (prefix[u * 5 + used + (need[i] as number)] as number) - (prefix[u * 5 + used] as number);
    }
    for (let i = 0; i < values.length; i += 1) (left[values[i] as number] as number) -= need[i] as number;
    leftKey -= group.key;
    let ok = true;
    if ((left[v] as number) > 0) ok = cover(h);
    else decide(h);
    for (let i = 0; i < values.length; i += 1) (left[values[i] as number] as number) += need[i] as number;
    leftKey += group.key;
    if (!ok) continue;
    const weight = credit + foundWeight;
    if (!found || weight > bestWeight) {
      found = true;
      bestWeight = weight;
      bestKey = group.key - group.topCount * (POW5[v] as number) + foundKey;
    }
  }
  foundWeight = bestWeight;
  foundKey = bestKey;
  return found;
}

/** Whether a count vector (in `split`) splits into groups of h: memoised on its key, as captures.ts's canSplit. */
const split = new Int32Array(VALUES);
const splitMemo = new Map<number, boolean>();
const SPLIT_MEMO_LIMIT = 1 << 20;

function splits(key: number, h: number): boolean {
  if (key === 0) return true;
  const memoKey = key * (MAX_HAND_VALUE + 1) + h;
  const known = splitMemo.get(memoKey);
  if (known !== undefined) return known;
  let v = MAX_TABLE_VALUE;
  while (v > 0 && split[v] === 0) v -= 1;
  let result = false;
  for (const group of groupsWithTop(h, v)) {
    if (!fitsIn(split, group)) continue;
    const { values, counts: need } = group;
    for (let i = 0; i < values.length; i += 1) (split[values[i] as number] as number) -= need[i] as number;
    result = splits(key - group.key, h);
    for (let i = 0; i < values.length; i += 1) (split[values[i] as number] as number) += need[i] as number;
    if (result) break;
  }
  if (splitMemo.size >= SPLIT_MEMO_LIMIT) splitMemo.clear();
  splitMemo.set(memoKey, result);
  return result;
}

/** Whether these counts (with this key and sum) split into groups of h. */
function canSplitCounts(from: Int32Array, key: number, sum: number, h: number): boolean {
  if (sum % h !== 0) return false;
  split.set(from);
  return splits(key, h);
}

/** Step 3's test: whether a card of hand value 2 to 6 could sweep the table these counts leave. */
function leavesSmallSweep(from: Int32Array, key: number, sum: number): boolean {
  if (key === 0) return false;
  for (const h of SMALL_SWEEPS) if (canSplitCounts(from, key, sum, h)) return true;
  return false;
}

/** The table positions a capture (a count-vector key) takes: each value's best cards, in table order. */
function positionsOf(key: number, out: number[]): void {
  out.length = 0;
  for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) {
    const take = Math.floor(key / (POW5[v] as number)) % 5;
    for (let i = 0; i < take; i += 1) out.push(order[v * 4 + i] as number);
  }
  out.sort((a, b) => a - b);
}

const pairKeys: number[] = [];
const leftAfter = new Int32Array(VALUES);

/** Step 3's captures for a card of hand value h: one or two table cards, by key, highest first. */
function smallCaptures(h: number): number[] {
  pairKeys.length = 0;
  if (h <= MAX_TABLE_VALUE) {
    if ((counts[h] as number) >= 1) pairKeys.push(POW5[h] as number);
    if ((counts[h] as number) >= 2) pairKeys.push(2 * (POW5[h] as number));
  }
  for (let u = Math.min(h - 1, MAX_TABLE_VALUE); 2 * u >= h; u -= 1) {
    const w = h - u;
    if (u > w ? (counts[u] as number) >= 1 && (counts[w] as number) >= 1 : (counts[u] as number) >= 2) {
      pairKeys.push(u > w ? (POW5[u] as number) + (POW5[w] as number) : 2 * (POW5[u] as number));
    }
  }
  return pairKeys.sort((a, b) => b - a);
}

/**
 * The normal computer's play from this hand onto this table, both as card indices:
 * the position in the hand of the card played, with the table positions it takes
 * written into `takes` (ascending; empty for a placement). The same play as
 * chooseNormal, tie for tie.
 */
export function normalPlay(hand: readonly number[], table: readonly number[], takes: number[]): number {
  takes.length = 0;
  if (hand.length === 0) throw new Error('the computer has no card to play');
  if (table.length > PLAYOUT_TABLE_LIMIT) return viaChooser(hand, table, takes);
  counts.fill(0);
  let total = 0;
  let key = 0;
  let sum = 0;
  for (let p = 0; p < table.length; p += 1) {
    const card = table[p] as number;
    const v = TABLE_VALUE[card] as number;
    const rating = RATING[card] as number;
    // insert among the value's cards: higher rating first, earlier position first among equals
    let at = counts[v] as number;
    while (at > 0 && (RATING[table[order[v * 4 + at - 1] as number] as number] as number) < rating) {
      order[v * 4 + at] = order[v * 4 + at - 1] as number;
      at -= 1;
    }
    order[v * 4 + at] = p;
    (counts[v] as number) += 1;
    total += rating;
    key += POW5[v] as number;
    sum += v;
  }
  for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) {
    prefix[v * 5] = 0;
    for (let i = 0; i < (counts[v] as number); i += 1) prefix[v * 5 + i + 1] = (prefix[v * 5 + i] as number) + (RATING[table[order[v * 4 + i] as number] as number] as number);
  }

  // 1. the best sweep
  if (table.length > 0) {
    let best = -1;
    let bestRating = 0;
    for (let i = 0; i < hand.length; i += 1) {
      const card = hand[i] as number;
      if (!canSplitCounts(counts, key, sum, HAND_VALUE[card] as number)) continue;
      const rating = (RATING[card] as number) + total;
      if (best < 0 || rating > bestRating) {
        best = i;
        bestRating = rating;
      }
    }
    if (best >= 0) {
      for (let p = 0; p < table.length; p += 1) takes.push(p);
      return best;
    }
  }

  // 2. the best capture, if it is good enough
  let best = -1;
  let bestRating = 0;
  let bestKey = 0;
  for (let i = 0; i < hand.length; i += 1) {
    const card = hand[i] as number;
    left.set(counts);
    leftKey = key;
    decide(HAND_VALUE[card] as number);
    if (foundKey === 0) continue;
    const rating = (RATING[card] as number) + foundWeight;
    if (best < 0 || rating > bestRating) {
      best = i;
      bestRating = rating;
      bestKey = foundKey;
    }
  }
  if (best >= 0 && bestRating >= GOOD_CAPTURE) {
    positionsOf(bestKey, takes);
    return best;
  }

  // 3. a fair capture that leaves no sweep for a small card
  if (best >= 0) {
    let safe = -1;
    let safeRating = 0;
    let safeKey = 0;
    for (let i = 0; i < hand.length; i += 1) {
      const card = hand[i] as number;
      for (const take of smallCaptures(HAND_VALUE[card] as number)) {
        let weight = 0;
        let takenSum = 0;
        leftAfter.set(counts);
        for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) {
          const k = Math.floor(take / (POW5[v] as number)) % 5;
          if (k === 0) continue;
          weight += prefix[v * 5 + k] as number;
          takenSum += k * v;
          (leftAfter[v] as number) -= k;
        }
        const rating = (RATING[card] as number) + weight;
        if (rating < FAIR_CAPTURE) continue;
        if (leavesSmallSweep(leftAfter, key - take, sum - takenSum)) continue;
        if (safe < 0 || rating > safeRating) {
          safe = i;
          safeRating = rating;
          safeKey = take;
        }
      }
    }
    if (safe >= 0) {
      positionsOf(safeKey, takes);
      return safe;
    }
  }
  return placement(hand, sum);
}

/** Steps 4 to 6, as chooser.ts's placement. */
function placement(hand: readonly number[], tableSum: number): number {
  const risky = tableSum % SWEEP_MODULUS;
  const breaks = risky >= RISKY_FROM && risky <= RISKY_TO;
  let pick = -1;
  // 4. the largest plain card that breaks the sweep, then 5. the largest plain card
  for (const needBreak of breaks ? [true, false] : [false]) {
    for (let i = 0; i < hand.length; i += 1) {
      const card = hand[i] as number;
      if (POINT_CARD[card] === 1) continue;
      if (needBreak && (risky + (TABLE_VALUE[card] as number)) % SWEEP_MODULUS >= RISKY_FROM) continue;
      if (pick < 0 || placedBefore(card, hand[pick] as number, TABLE_VALUE)) pick = i;
    }
    if (pick >= 0) return pick;
  }
  // 6. only point cards: the smallest by hand value
  for (let i = 0; i < hand.length; i += 1) {
    const card = hand[i] as number;
    if (pick < 0 || placedBefore(card, hand[pick] as number, HAND_VALUE, true)) pick = i;
  }
  return pick;
}

/** Whether `card` goes before `other` (which lies earlier in the hand): by value (largest, or smallest), then spades last. */
function placedBefore(card: number, other: number, value: Int8Array, smallest = false): boolean {
  const a = value[card] as number;
  const b = value[other] as number;
  if (a !== b) return smallest ? a < b : a > b;
  return (SPADE[card] as number) < (SPADE[other] as number);
}

/** A large table: chooseNormal itself, its answer turned back into positions. */
function viaChooser(hand: readonly number[], table: readonly number[], takes: number[]): number {
  const handCards = hand.map((i) => CARDS[i] as Card);
  const tableCards = table.map((i) => CARDS[i] as Card);
  const move = chooseNormal({ hand: handCards, table: tableCards } as unknown as CassinoView);
  for (const taken of move.takes) takes.push(tableCards.indexOf(taken));
  takes.sort((a, b) => a - b);
  return handCards.indexOf(move.card);
}
