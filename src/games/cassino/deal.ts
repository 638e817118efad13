/**
 * Cassino's deal, fixed forever (the tests pin it): the same seed deals the same cards
 * and the same later rounds on every machine and in every later version.
 *
 * Each round shuffles a fresh standard deck (A♣ A♦ A♥ A♠ 2♣ ... K♠) with Mulberry32
 * from the generator's state, which the game keeps: the first round's state is the
 * seed, and each shuffle leaves the state the next round starts from. The shuffled
 * list is the deck face down, its first card on top. The dealer deals from the top one
 * card at a time to each player, starting with the player after the dealer, four times
 * round; then four cards face up to the table (in the order dealt, left to right). The
 * rest is the deck. The first round's dealer is the last seat, so the first seat plays
 * first; each later round's dealer is the next seat, and the player after the dealer
 * plays first.
 */
import type { Card } from '../../engine/card.js';
import { shuffle, standardDeck } from '../../engine/deck.js';
import type { Seat } from '../../engine/game.js';
import { roundLine, tableLine } from './log.js';
import { HAND_SIZE, TABLE_DEAL, dealerOf, isSeed, nextSeat, type CassinoState } from './state.js';

/** What carries over from one round to the next. */
export interface RoundStart {
  readonly seats: readonly Seat[];
  readonly target: number;
  readonly seed: number | null;
  /** The generator's state to shuffle from. */
  readonly rng: number;
  readonly round: number;
  readonly dealer: number;
  readonly totals: readonly number[];
  readonly roundScores: readonly (readonly number[])[];
  /** The log so far; the round's opening lines are added to it. */
  readonly log: readonly string[];
}

/** A new round: a fresh shuffled deck, dealt. */
export function dealRound(start: RoundStart): CassinoState {
  const players = start.seats.length;
  const shuffled = shuffle(standardDeck(), start.rng >>> 0);
  const cards = shuffled.items;
  const hands = Array.from({ length: players }, (): Card[] => []);
  let next = 0;
  for (let pass = 0; pass < HAND_SIZE; pass += 1) {
    for (let i = 1; i <= players; i += 1) {
      hands[(start.dealer + i) % players]?.push(cards[next] as Card);
      next += 1;
    }
  }
  const table = cards.slice(next, next + TABLE_DEAL);
  const deck = cards.slice(next + TABLE_DEAL).reverse();
  return {
    seats: start.seats,
    target: start.target,
    seed: start.seed,
    rng: shuffled.state,
    round: start.round,
    dealer: start.dealer,
    turn: nextSeat(start.dealer, players),
    deck,
    table,
    hands,
    captured: hands.map(() => []),
    sweeps: hands.map(() => 0),
    totals: start.totals,
    roundScores: start.roundScores,
    lastCapture: null,
    winner: null,
    log: [...start.log, roundLine(start.round), tableLine(table)],
  };
}

/** Game number `seed` for these players: round 1, dealt by the last seat. */
export function dealGame(seed: number, seats: readonly Seat[], target: number): CassinoState {
  if (!isSeed(seed)) throw new RangeError(`bad seed ${seed}`);
  return dealRound({
    seats,
    target,
    seed,
    rng: seed,
    round: 1,
    dealer: dealerOf(1, seats.length),
    totals: seats.map(() => 0),
    roundScores: [],
    log: [],
  });
}
