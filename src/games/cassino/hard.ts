/**
 * The hard computer, and the person's hint: a search over what the other players may
 * hold, from one seat's view only (the table, its own hand, the cards captured so far,
 * the number of cards in each hand and in the deck; never another hand or the deck's
 * order).
 *
 * - The unseen cards are the 52 less the table, this hand and every captured pile:
 *   exactly the other hands and the deck. A world deals them out at random, each other
 *   hand getting as many as it holds and the deck the rest (determinisation: every
 *   world is consistent with all that was seen, as Cassino hides nothing else).
 * - The candidates are this hand's plays, one for each distinct outcome: each card's
 *   placement and each capture by value (captures.ts's value multisets), taking the
 *   best cards of each value (spades and point cards first, as normal does); cards
 *   that differ only in a suit other than spades count once. On a huge table, a card
 *   with too many captures to list offers its best, and at most MAX_CANDIDATES are
 *   weighed. The normal computer's play comes first.
 * - A candidate is scored in a world by playing it, then every seat as the normal
 *   computer (playout-normal.ts) to the end of the round; the score is this seat's lead
 *   over the other seats' mean total after the round, with WIN_BONUS added when the
 *   round wins this seat the game (taken away when it wins it for another).
 * - Sequential halving shares out the play-outs: every candidate is played out in the
 *   same worlds (common random numbers), the better half by mean goes on to more worlds,
 *   normal's play always among them. The best is then checked against normal's play in
 *   fresh worlds, and turned down if it does clearly worse there. The budget is a count of
 *   play-outs (not a clock, so the play does not depend on the machine), smaller on
 *   large tables, where each normal play is slower.
 * - The worlds come from a generator seeded by the view alone (its noise, made from the
 *   game's generator and the plays so far, and the cards this seat sees), so the same
 *   view gives the same play whatever the hidden cards are, and games replay exactly.
 */
import { CARDS, cardIndex, type Card } from '../../engine/card.js';
import { shuffle } from '../../engine/deck.js';
import { bestCapture, captureValueSets, countsOfCards } from './captures.js';
import { CARD_POINTS, HAND_VALUE, normalPlay, PLAYOUT_TABLE_LIMIT, RATING, SPADE, TABLE_VALUE } from './playout-normal.js';
import { copyRound, emptyRound, playCard, playOut, roundScore, type Round } from './playout.js';
import { winnerOf } from './scoring.js';
import type { CassinoMove, CassinoView } from './state.js';
import { mix32 } from './view.js';
import { MAX_TABLE_VALUE } from './values.js';

/** How much search one decision may use. */
export interface HardBudget {
  /** Play-outs on an ordinary table. */
  readonly playouts: number;
  /**
   * How many standard errors of the world-by-world difference the chosen play must beat
   * normal's play by in the check to be played; negative, how far it may fall behind.
   */
  readonly confidence: number;
  /** The share of the play-outs kept to check the chosen play against normal's in fresh worlds (0: the choosing worlds). */
  readonly check: number;
}

/**
 * 600 play-outs, a sixth of them for the check, which turns a play down only when it
 * does worse than normal's by more than a standard error in fresh worlds. Against
 * the other settings tried (docs/cassino-ai.md) it won as many games or more.
 */
export const HARD_BUDGET: HardBudget = Object.freeze({ playouts: 600, confidence: -1, check: 1 / 6 });

/** Added to the score of a world where this round wins the game (taken away where it loses it). */
export const WIN_BONUS = 20;
/** The most candidates a decision weighs (a large table has far more captures; the best rated are kept). */
export const MAX_CANDIDATES = 40;
/** How much work (captures.ts's captureValueSets) listing one card's captures may take before only its best is kept. */
const CAPTURE_LIST_BUDGET = 4000;

interface Candidate {
  /** The card's position in the hand. */
  readonly at: number;
  /** Table positions taken, ascending (none: a placement). */
  readonly takes: readonly number[];
  /** Its immediate rating (normal's: the card and what it takes), for keeping the best when there are too many. */
  readonly rating: number;
}

/** A number for each kind of card: cards of one kind (a 7♥ and a 7♣) play alike in every way. */
function cardKind(card: number): number {
  return (TABLE_VALUE[card] as number) + 14 * ((HAND_VALUE[card] as number) + 17 * ((SPADE[card] as number) + 2 * (CARD_POINTS[card] as number)));
}

/** The table positions holding each value, best rated first, then by position. */
function bestFirst(table: readonly number[]): number[][] {
  const byValue = Array.from({ length: MAX_TABLE_VALUE + 1 }, (): number[] => []);
  table.forEach((card, p) => (byValue[TABLE_VALUE[card] as number] as number[]).push(p));
  for (const positions of byValue) positions.sort((a, b) => (RATING[table[b] as number] as number) - (RATING[table[a] as number] as number) || a - b);
  return byValue;
}

/** The plays worth weighing, the normal computer's first. */
export function candidates(hand: readonly number[], table: readonly number[]): Candidate[] {
  const scratch: number[] = [];
  const normalAt = normalPlay(hand, table, scratch);
  const normal: Candidate = { at: normalAt, takes: [...scratch], rating: 0 };
  const byValue = bestFirst(table);
  const counts = countsOfCards(table.map((card) => CARDS[card] as Card));
  const weights = byValue.map((positions) => positions.map((p) => RATING[table[p] as number] as number));
  const seen = new Set<string>();
  const identity = (c: Candidate) => `${cardKind(hand[c.at] as number)}:${c.takes.join(',')}`;
  seen.add(identity(normal));
  const others: Candidate[] = [];
  const kinds = new Set<number>();
  hand.forEach((card, at) => {
    const kind = cardKind(card);
    if (kinds.has(kind)) return;
    kinds.add(kind);
    const found: Candidate[] = [{ at, takes: [], rating: 0 }];
    const h = HAND_VALUE[card] as number;
    const listed = captureValueSets(counts, h, CAPTURE_LIST_BUDGET);
    const best = listed === null ? bestCapture(counts, weights, h) : null;
    const sets = listed ?? (best === null ? [] : [best.take]);
    for (const take of sets) {
      const takes: number[] = [];
      let rating = RATING[card] as number;
      for (let v = 1; v <= MAX_TABLE_VALUE; v += 1) {
        for (const p of (byValue[v] as number[]).slice(0, take[v] ?? 0)) {
          takes.push(p);
          rating += RATING[table[p] as number] as number;
        }
      }
      found.push({ at, takes: takes.sort((a, b) => a - b), rating });
    }
    for (const candidate of found) {
      const key = identity(candidate);
      if (seen.has(key)) continue;
      seen.add(key);
      others.push(candidate);
    }
  });
  // too many to weigh (a large table): each card's placement, sweep and best capture first, then the best rated
  if (others.length + 1 > MAX_CANDIDATES) {
    const bestOf = new Map<number, Candidate>();
    for (const c of others) {
      const top = bestOf.get(c.at);
      if (c.takes.length > 0 && (top === undefined || c.rating > top.rating)) bestOf.set(c.at, c);
    }
    const first = (c: Candidate) => c.takes.length === 0 || c.takes.length === table.length || bestOf.get(c.at) === c;
    const kept = [...others].sort((a, b) => Number(first(b)) - Number(first(a)) || b.rating - a.rating).slice(0, MAX_CANDIDATES - 1);
    return [normal, ...others.filter((c) => kept.includes(c))];
  }
  return [normal, ...others];
}

/** The cards this seat has not seen: every card not on the table, in its hand or in a captured pile (CARDS order). */
export function unseenCards(view: CassinoView): number[] {
  const seen = new Uint8Array(CARDS.length);
  for (const card of view.table) seen[cardIndex(card)] = 1;
  for (const card of view.hand) seen[cardIndex(card)] = 1;
  for (const pile of view.captured) for (const card of pile) seen[cardIndex(card)] = 1;
  const unseen: number[] = [];
  seen.forEach((isSeen, card) => {
    if (isSeen === 0) unseen.push(card);
  });
  return unseen;
}

/** The seed of a view's worlds: its noise (the game's generator and the plays so far) and the cards the seat sees. */
export function worldSeed(view: CassinoView): number {
  let h = mix32(view.noise ^ 0x68617264);
  h = mix32(h ^ (view.seat + 1));
  for (const card of view.hand) h = mix32(h ^ (cardIndex(card) + 1));
  for (const card of view.table) h = mix32(h ^ (cardIndex(card) + 101));
  return h;
}

/** The search's state for one decision: the worlds dealt so far and a round to play out in. */
class Worlds {
  private readonly worlds = new Map<number, Round>();
  private readonly root: Round;
  private readonly seed: number;

  constructor(private readonly view: CassinoView, private readonly unseen: readonly number[]) {
    const players = view.seats.length;
    const root = emptyRound(players);
    root.table = view.table.map(cardIndex);
    root.hands[view.seat] = view.hand.map(cardIndex);
    root.turn = view.seat;
    view.captured.forEach((pile, seat) => {
      root.cards[seat] = pile.length;
      root.spades[seat] = pile.reduce((sum, card) => sum + (SPADE[cardIndex(card)] as number), 0);
      root.points[seat] = pile.reduce((sum, card) => sum + (CARD_POINTS[cardIndex(card)] as number), 0);
      root.sweeps[seat] = view.sweeps[seat] ?? 0;
    });
    root.lastCapture = view.lastCapture ?? -1;
    this.root = root;
    this.seed = worldSeed(view);
  }

  /** World k: the unseen cards dealt to the other hands (by seat, from the next) and the deck, from its own seed. */
  get(k: number): Round {
    let world = this.worlds.get(k);
    if (world === undefined) {
      const dealt = shuffle(this.unseen, mix32(this.seed + Math.imul(k + 1, 0x9e3779b9))).items;
      world = emptyRound(this.root.players);
      copyRound(this.root, world);
      let next = 0;
      for (let i = 1; i < this.root.players; i += 1) {
        const seat = (this.view.seat + i) % this.root.players;
        const size = this.view.handSizes[seat] ?? 0;
        world.hands[seat] = dealt.slice(next, next + size);
        next += size;
      }
      world.deck = dealt.slice(next);
      this.worlds.set(k, world);
    }
    return world;
  }
}

/**
 * This seat's score in a round played out: its lead over the other seats' mean total
 * after the round (with two players, over the other), and the game's result.
 */
function outcome(round: Round, view: CassinoView): number {
  const points = roundScore(round, view.rules, view.totals);
  const totals = view.totals.map((total, seat) => total + (points[seat] as number));
  let others = 0;
  totals.forEach((total, seat) => {
    if (seat !== view.seat) others += total;
  });
  let score = (totals[view.seat] as number) - others / (totals.length - 1);
  const winner = winnerOf(totals, view.target);
  if (winner === view.seat) score += WIN_BONUS;
  else if (winner !== null) score -= WIN_BONUS;
  return score;
}

/** The play-outs a decision may make: the budget, less on large tables (where each normal play is slower). */
export function playoutsFor(view: CassinoView, budget: HardBudget): number {
  const size = view.table.length;
  if (size <= PLAYOUT_TABLE_LIMIT) return budget.playouts;
  return Math.max(24, Math.floor(budget.playouts / (1 + (size - PLAYOUT_TABLE_LIMIT))));
}

/** The hard computer's play from this view (see above). */
export function chooseHard(view: CassinoView, budget: HardBudget = HARD_BUDGET): CassinoMove {
  if (view.hand.length === 0) throw new Error('the computer has no card to play');
  const hand = view.hand.map(cardIndex);
  const table = view.table.map(cardIndex);
  const options = candidates(hand, table);
  const best = options.length === 1 ? options[0] as Candidate : search(view, options, playoutsFor(view, budget), budget);
  return { card: view.hand[best.at] as Card, takes: best.takes.map((p) => view.table[p] as Card) };
}

/** The first world of the check: far past any world the choice itself plays in. */
const CHECK_WORLDS = 1 << 24;

/**
 * Two stages. First, sequential halving over the candidates, every one played out in
 * the same worlds, the better half by mean going on to more of them; normal's play
 * (the first) is never dropped. If the best by mean is normal's play, it is played.
 * Otherwise the check: the best and normal's play are played out again in fresh
 * worlds, and the best is played unless it falls short of the `confidence` test there
 * (by default: unless it does worse than normal's by more than a standard error).
 * Fresh worlds, because the best of several noisy means is lucky on the worlds that
 * chose it: a play that only looked best there is caught, while a play that is really
 * better seldom does clearly worse in other worlds.
 */
function search(view: CassinoView, options: readonly Candidate[], playouts: number, { confidence, check: share }: HardBudget): Candidate {
  const unseen = unseenCards(view);
  const hidden = view.handSizes.reduce((sum, size, seat) => (seat === view.seat ? sum : sum + size), 0) + view.deckSize;
  if (unseen.length !== hidden) throw new Error(`the view hides ${hidden} cards but ${unseen.length} are unseen`);
  const worlds = new Worlds(view, unseen);
  const round = emptyRound(view.seats.length);
  const playedOut = (option: Candidate, world: number): number => {
    copyRound(worlds.get(world), round);
    playCard(round, option.at, option.takes);
    playOut(round);
    return outcome(round, view);
  };
  const check = Math.floor((playouts * share) / 2);
  const choosing = playouts - 2 * check;
  const scores: number[][] = options.map(() => []);
  const sums = new Float64Array(options.length);
  let alive = options.map((_, i) => i);
  const rounds = Math.ceil(Math.log2(options.length));
  const mean = (i: number) => (sums[i] as number) / Math.max(1, (scores[i] as number[]).length);
  for (let r = 0; r < rounds && alive.length > 1; r += 1) {
    const each = Math.max(1, Math.floor(choosing / (alive.length * rounds)));
    for (const i of alive) {
      const own = scores[i] as number[];
      for (let k = 0; k < each; k += 1) {
        const score = playedOut(options[i] as Candidate, own.length);
        own.push(score);
        sums[i] = (sums[i] as number) + score;
      }
    }
    alive = [...alive].sort((a, b) => mean(b) - mean(a) || a - b).slice(0, Math.ceil(alive.length / 2));
    if (!alive.includes(0)) alive.push(0);
  }
  const best = [...alive].sort((a, b) => mean(b) - mean(a) || a - b)[0] as number;
  if (best === 0) return options[0] as Candidate;
  if (check === 0) return options[clearlyBetter(scores[best] as number[], scores[0] as number[], confidence) ? best : 0] as Candidate;
  const challenger: number[] = [];
  const incumbent: number[] = [];
  for (let k = 0; k < check; k += 1) {
    challenger.push(playedOut(options[best] as Candidate, CHECK_WORLDS + k));
    incumbent.push(playedOut(options[0] as Candidate, CHECK_WORLDS + k));
  }
  return options[clearlyBetter(challenger, incumbent, confidence) ? best : 0] as Candidate;
}

/** Whether `challenger` beats `incumbent` by more than `confidence` standard errors of their difference, world by world. */
function clearlyBetter(challenger: readonly number[], incumbent: readonly number[], confidence: number): boolean {
  const n = Math.min(challenger.length, incumbent.length);
  if (n < 2) return false;
  let sum = 0;
  let squares = 0;
  for (let j = 0; j < n; j += 1) {
    const d = (challenger[j] as number) - (incumbent[j] as number);
    sum += d;
    squares += d * d;
  }
  const mean = sum / n;
  const variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
  return mean > confidence * Math.sqrt(variance / n);
}
