/**
 * A Cassino game as plain data (spec/cassino.txt), a move, and what one seat may see.
 *
 * Piles list their cards in order: the table as the cards lie (newest last), a hand in
 * the order its cards came (a drawn card takes the place of the card played), a
 * captured pile in the order taken, and the deck with its top card last.
 */
import type { Card } from '../../engine/card.js';
import type { Seat } from '../../engine/game.js';
import type { Pile } from '../../engine/pile.js';
import { MAX_TARGET, MIN_TARGET } from './options.js';

export { MAX_PLAYERS, MIN_PLAYERS } from './players.js';
export { DEFAULT_TARGET, MAX_TARGET, MIN_TARGET } from './options.js';

/** Cards in a full hand, and cards dealt face up to the table at the start of a round. */
export const HAND_SIZE = 4;
export const TABLE_DEAL = 4;
/** Every round plays every card dealt to the hands or left in the deck: 52 less the 4 on the table. */
export const PLAYS_PER_ROUND = 52 - TABLE_DEAL;
export const MIN_SEED = 0;
export const MAX_SEED = 2 ** 32 - 1;

export interface CassinoState {
  /** The players in seat order; play goes from each seat to the next. */
  readonly seats: readonly Seat[];
  /** The total that wins, alone at the top, at the end of a round. */
  readonly target: number;
  /** The game number it was dealt from (0 to 2^32 - 1), or null for a position from a deal file. */
  readonly seed: number | null;
  /** The generator's state (Mulberry32) after this round's shuffle: the next round shuffles from it. */
  readonly rng: number;
  /** The round under way, from 1. */
  readonly round: number;
  /** The seat that dealt this round. */
  readonly dealer: number;
  /** The seat to play (when the game is over, the seat that would be next). */
  readonly turn: number;
  /** The undealt cards, top card last. */
  readonly deck: Pile;
  /** The cards face up on the table, in the order they lie (newest last). */
  readonly table: Pile;
  /** Each seat's hand. */
  readonly hands: readonly Pile[];
  /** The cards each seat has captured this round (the playing card first, then those taken). */
  readonly captured: readonly Pile[];
  /** Each seat's sweeps this round. */
  readonly sweeps: readonly number[];
  /** Each seat's points from the rounds scored so far. */
  readonly totals: readonly number[];
  /** Each scored round's points, seat by seat, oldest first (those this game saw scored: a deal file's earlier rounds are in its totals only). */
  readonly roundScores: readonly (readonly number[])[];
  /** The seat that captured last this round, or null when nobody has. */
  readonly lastCapture: number | null;
  /** The winner once the game is over; null while it goes on. */
  readonly winner: number | null;
  /** Every log line of the game so far (a deal file's position starts with its opening lines). */
  readonly log: readonly string[];
}

/** A play: a card from the hand, and the table cards it takes (none: it goes onto the table), in table order. */
export interface CassinoMove {
  readonly card: Card;
  readonly takes: readonly Card[];
}

/**
 * What one seat may see: the table, its own hand, and for every seat what is public
 * (cards in hand, cards and spades captured, sweeps, totals), the deck's size, and the
 * log. Never another hand, never the deck's order, never the generator.
 */
export interface CassinoView {
  /** The seat this view belongs to. */
  readonly seat: number;
  readonly seats: readonly Seat[];
  readonly target: number;
  readonly round: number;
  readonly dealer: number;
  /** The seat to play, or null when the game is over. */
  readonly turn: number | null;
  readonly table: Pile;
  /** This seat's own hand. */
  readonly hand: Pile;
  /** How many cards each seat holds. */
  readonly handSizes: readonly number[];
  readonly deckSize: number;
  /** Per seat, this round: cards captured, spades among them, sweeps. */
  readonly capturedCards: readonly number[];
  readonly capturedSpades: readonly number[];
  readonly sweeps: readonly number[];
  readonly totals: readonly number[];
  readonly roundScores: readonly (readonly number[])[];
  readonly lastCapture: number | null;
  readonly winner: number | null;
  readonly log: readonly string[];
  /**
   * A number for the easy computer's random choice: a mixing hash of the generator's
   * state and the number of plays so far, so the choice is fixed by the state while
   * the view does not reveal the generator (and so the deck's order).
   */
  readonly noise: number;
}

/** The seat after this one. */
export function nextSeat(seat: number, players: number): number {
  return (seat + 1) % players;
}

/** The plays made so far this round: every card dealt to a hand or left in the deck is played once. */
export function playsThisRound(state: Pick<CassinoState, 'deck' | 'hands'>): number {
  return PLAYS_PER_ROUND - state.deck.length - state.hands.reduce((sum, hand) => sum + hand.length, 0);
}

/** The first round's dealer is the last seat; each later round's is the next seat. */
export function dealerOf(round: number, players: number): number {
  return (((players - 1 + round - 1) % players) + players) % players;
}

/** Whose turn it is after this many plays of a round dealt by `dealer`. */
export function turnAfter(dealer: number, plays: number, players: number): number {
  return (dealer + 1 + plays) % players;
}

export function isSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_SEED && value <= MAX_SEED;
}

export function isTarget(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_TARGET && value <= MAX_TARGET;
}
