/**
 * The computer player, from a view only (spec/cassino.txt's strategy).
 *
 * The rating of a capture: 1 for each card in it (the played card included), +1 for
 * each spade, +3 for each point it carries (an Ace +3, the 2♠ +3, the 10♦ +6). So a
 * card taking one plain card rates 2, and the 10♦ taking 10♠ and 6♥ rates
 * (1 + 6) + (1 + 1) + 1 = 10. The rating adds up card by card (`cardRating`).
 *
 * `normal` plays the first of these that applies:
 * 1. the best sweep: if any hand card can take the whole table, the best-rated such
 *    capture;
 * 2. the best capture, if it rates 4 or more;
 * 3. the best capture rated 2 or more that leaves no sweep for a card under 7: the
 *    table left behind cannot be split into groups of any one value from 2 to 6;
 * 4. a placement that breaks sweeps: when the table's sum (table values) mod 14 is
 *    between 10 and 13, a card that brings it under 10, the largest by table value,
 *    among the cards that are not point cards (point cards go last, as in step 5);
 * 5. the largest card by table value among those that are not point cards (Aces,
 *    2♠, 10♦);
 * 6. (only point cards left) the smallest by hand value.
 * Ties: among placements of equal value a spade comes last; then, and among captures
 * of equal rating, the card nearer the front of the hand (a before s before d before f).
 * Among one card's captures of equal rating: in step 2, the first the search finds (it
 * tries taking more cards of the highest value first, and groups of larger values
 * first); in step 3, the one taking more cards of the highest value, then of the next,
 * and so on. Within a value, a capture takes the cards of the highest rating, then
 * those lying first on the table.
 *
 * The search works on value multisets (captures.ts), never on subsets of cards, so a
 * decision stays fast on a table of 30 cards or more; it is exact within a budget
 * (captures.ts's BEST_CAPTURE_BUDGET) that ordinary tables never reach, and bounded
 * past it.
 *
 * `easy` picks a legal play uniformly at random: each hand card's placement, and for
 * each hand card each distinct capture (distinct by the cards taken), the plays
 * `playsFrom` lists; its chance comes from the view's `noise`, so the choice is fixed
 * by the state (see chooseEasy for how it stays fast on a large table).
 */
import type { Card } from '../../engine/card.js';
import { nextUint32, randomBelow } from '../../engine/deck.js';
import { bestCapture, canSplit, captureValueSets, countsOfCards, splitsIntoGroups, type Counts } from './captures.js';
import { cardSetAt, cardSetCount, positionsByValue } from './cardsets.js';
import type { CassinoMove, CassinoView } from './state.js';
import { cardPoints, handValue, isPointCard, isSpade, MAX_TABLE_VALUE, tableValue } from './values.js';

/** Rating at which the best capture is played whatever it leaves behind. */
export const GOOD_CAPTURE = 4;
/** Rating a capture needs in step 3. */
export const FAIR_CAPTURE = 2;
/** Step 3 avoids leaving a sweep for a card of these hand values (a card under 7). */
export const SMALL_SWEEPS: readonly number[] = [2, 3, 4, 5, 6];
/** Step 4: the table's sum mod 14 in this range is worth breaking, by bringing it under its low end. */
export const SWEEP_MODULUS = 14;
export const RISKY_FROM = 10;
export const RISKY_TO = 13;

/** A card's part in a capture's rating: 1, +1 for a spade, +3 a point. */
export function cardRating(card: Card): number {
  return 1 + (isSpade(card) ? 1 : 0) + 3 * cardPoints(card);
}

/** The rating of capturing these cards with this one. */
export function captureRating(card: Card, takes: readonly Card[]): number {
  return takes.reduce((sum, take) => sum + cardRating(take), cardRating(card));
}

/** The table by value: counts, each value's positions best first, and their ratings in that order. */
interface TableByValue {
  readonly counts: number[];
  /** Per value, table positions by rating (highest first), then by position. */
  readonly order: number[][];
  readonly weights: number[][];
  readonly total: number;
}

function byValue(table: readonly Card[]): TableByValue {
  const counts = countsOfCards(table);
  const order = positionsByValue(table).map((positions) =>
    [...positions].sort((a, b) => cardRating(table[b] as Card) - cardRating(table[a] as Card) || a - b));
  const weights = order.map((positions) => positions.map((i) => cardRating(table[i] as Card)));
  return { counts, order, weights, total: table.reduce((sum, card) => sum + cardRating(card), 0) };
}

/** The cards a value multiset takes: each value's best cards, in table order. */
function cardsFor(table: readonly Card[], values: TableByValue, take: Counts): Card[] {
  const positions: number[] = [];
  for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) positions.push(...(values.order[v] ?? []).slice(0, take[v] ?? 0));
  return positions.sort((a, b) => a - b).map((i) => table[i] as Card);
}

function weightOf(values: TableByValue, take: Counts): number {
  let weight = 0;
  for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) {
    for (let i = 0; i < (take[v] ?? 0); i += 1) weight += values.weights[v]?.[i] ?? 0;
  }
  return weight;
}

/** Whether a card of some hand value from 2 to 6 could sweep this table. */
export function leavesSmallSweep(counts: Counts): boolean {
  if (counts.every((count) => count === 0)) return false;
  return SMALL_SWEEPS.some((h) => canSplit(counts, h));
}

interface Pick {
  readonly index: number;
  readonly rating: number;
  readonly takes: readonly Card[];
}

/** The normal computer's play (see above). */
export function chooseNormal(view: CassinoView): CassinoMove {
  const { hand, table } = view;
  if (hand.length === 0) throw new Error('the computer has no card to play');
  const values = byValue(table);
  const play = (pick: Pick): CassinoMove => ({ card: hand[pick.index] as Card, takes: pick.takes });
  const keepBest = (best: Pick | null, candidate: Pick): Pick => (best === null || candidate.rating > best.rating ? candidate : best);

  // 1. the best sweep
  if (table.length > 0) {
    let sweep: Pick | null = null;
    for (const [index, card] of hand.entries()) {
      if (canSplit(values.counts, handValue(card))) sweep = keepBest(sweep, { index, rating: cardRating(card) + values.total, takes: table });
    }
    if (sweep !== null) return play(sweep);
  }

  // 2. the best capture, if it is good enough
  let best: Pick | null = null;
  for (const [index, card] of hand.entries()) {
    const capture = bestCapture(values.counts, values.weights, handValue(card));
    if (capture !== null) best = keepBest(best, { index, rating: cardRating(card) + capture.weight, takes: cardsFor(table, values, capture.take) });
  }
  if (best !== null && best.rating >= GOOD_CAPTURE) return play(best);

  // 3. a fair capture that leaves no sweep for a small card (every capture here takes one or two cards)
  if (best !== null) {
    let safe: Pick | null = null;
    for (const [index, card] of hand.entries()) {
      for (const take of captureValueSets(values.counts, handValue(card))) {
        const rating = cardRating(card) + weightOf(values, take);
        if (rating < FAIR_CAPTURE) continue;
        const left = values.counts.map((count, v) => count - (take[v] ?? 0));
        if (!leavesSmallSweep(left)) safe = keepBest(safe, { index, rating, takes: cardsFor(table, values, take) });
      }
    }
    if (safe !== null) return play(safe);
  }

  return { card: placement(hand, table), takes: [] };
}

/** Steps 4 to 6: the card to put on the table. */
function placement(hand: readonly Card[], table: readonly Card[]): Card {
  const indices = hand.map((_, i) => i);
  const card = (i: number) => hand[i] as Card;
  /** The first of these by the order given, spades last among equals, then by hand position. */
  const first = (candidates: number[], order: (a: Card, b: Card) => number): Card =>
    card([...candidates].sort((a, b) => order(card(a), card(b)) || Number(isSpade(card(a))) - Number(isSpade(card(b))) || a - b)[0] as number);
  const largest = (a: Card, b: Card) => tableValue(b) - tableValue(a);

  const plain = indices.filter((i) => !isPointCard(card(i)));
  const sum = table.reduce((total, c) => total + tableValue(c), 0) % SWEEP_MODULUS;
  if (sum >= RISKY_FROM && sum <= RISKY_TO) {
    // point cards are kept back here as in step 5: breaking a sweep is not worth giving them away
    const breakers = plain.filter((i) => (sum + tableValue(card(i))) % SWEEP_MODULUS < RISKY_FROM);
    if (breakers.length > 0) return first(breakers, largest);
  }
  if (plain.length > 0) return first(plain, largest);
  return first(indices, (a, b) => handValue(a) - handValue(b));
}

/** The easy computer's source of chance: Mulberry32 from the view's noise. */
class Chance {
  constructor(private state: number) {}

  /** A whole number in [0, bound); past 2^32, from 53 bits (a bias too small to matter). */
  below(bound: number): number {
    if (bound <= 2 ** 32) {
      const pick = randomBelow(this.state, bound);
      this.state = pick.state;
      return pick.value;
    }
    const fraction = (this.bits() * 2 ** 21 + (this.bits() >>> 11)) / 2 ** 53;
    return Math.min(bound - 1, Math.floor(fraction * bound));
  }

  bits(): number {
    const step = nextUint32(this.state);
    this.state = step.state;
    return step.value;
  }
}

/** How much work (value multisets gathered, captures.ts) the easy computer's count of the captures may take before it samples instead. */
export const EASY_COUNT_BUDGET = 20_000;
/** How many random picks the sampling may try before it counts the captures after all. */
export const EASY_TRIES = 200_000;

/**
 * The easy computer's play: one of the legal plays, uniformly, by the view's noise.
 *
 * When the captures are few enough to count by value multiset (within
 * EASY_COUNT_BUDGET of work), it counts them and picks one out by its
 * number. Otherwise there are many, and it samples: a hand card and a subset of the
 * table cards it could ever take (none above its value), every such pair with the same
 * chance (the empty subset standing for the placement), again until the pick is legal,
 * which gives every legal play the same chance; after EASY_TRIES it counts them all
 * after all. Either way the play is uniform over the legal plays (to within 2^-53 when
 * the pairs number more than 2^32). `countBudget` is for the tests (0: always sample).
 */
export function chooseEasy(view: CassinoView, countBudget: number = EASY_COUNT_BUDGET): CassinoMove {
  const { hand, table } = view;
  if (hand.length === 0) throw new Error('the computer has no card to play');
  const chance = new Chance(view.noise);
  const counts = countsOfCards(table);
  const counted = hand.map((card) => captureValueSets(counts, handValue(card), countBudget));
  if (counted.every((sets) => sets !== null)) return pickByCount(view, counted as number[][][], chance);
  // a card of value h never takes a table card above h: only the others are drawn from
  const usable = hand.map((card) => table.filter((c) => handValue(card) > MAX_TABLE_VALUE || tableValue(c) <= handValue(card)));
  const choices = usable.map((cards) => 2 ** cards.length);
  const allChoices = choices.reduce((a, b) => a + b, 0);
  for (let tries = 0; tries < EASY_TRIES; tries += 1) {
    let pick = chance.below(allChoices);
    let index = 0;
    while (pick >= (choices[index] as number)) pick -= choices[index++] as number;
    const card = hand[index] as Card;
    const pool = usable[index] as Card[];
    const takes: Card[] = [];
    for (let start = 0; start < pool.length; start += 32) {
      const bits = chance.bits();
      for (let i = start; i < Math.min(pool.length, start + 32); i += 1) {
        if (((bits >>> (i - start)) & 1) === 1) takes.push(pool[i] as Card);
      }
    }
    if (takes.length === 0 || splitsIntoGroups(takes.map(tableValue), handValue(card))) return { card, takes };
  }
  return pickByCount(view, hand.map((card) => captureValueSets(counts, handValue(card))), chance);
}

/** One of the legal plays by its number in playsFrom's order, the captures counted by value multiset. */
function pickByCount(view: CassinoView, valueSets: readonly (readonly number[][])[], chance: Chance): CassinoMove {
  const { hand, table } = view;
  const positions = positionsByValue(table);
  const ways = valueSets.map((sets) => sets.map((take) => cardSetCount(positions, take)));
  const total = ways.reduce((sum, counts) => sum + 1 + counts.reduce((a, b) => a + b, 0), 0);
  let rest = chance.below(total);
  for (const [index, card] of hand.entries()) {
    if (rest === 0) return { card, takes: [] };
    rest -= 1;
    for (const [i, take] of (valueSets[index] as number[][]).entries()) {
      const count = ways[index]?.[i] as number;
      if (rest < count) return { card, takes: cardSetAt(positions, take, rest).map((p) => table[p] as Card) };
      rest -= count;
    }
  }
  throw new Error('the random play fell outside the legal plays');
}

/** A computer seat's play at this level: `easy`, or `normal` (also for a level this version does not know). */
export function choose(view: CassinoView, level: string): CassinoMove {
  return level === 'easy' ? chooseEasy(view) : chooseNormal(view);
}
