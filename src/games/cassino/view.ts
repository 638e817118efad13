/**
 * What one seat may see of a Cassino state: the table, its own hand, and what is
 * public (counts, captured cards and spades, sweeps, totals, the log). Views are
 * memoised per state and seat, so the engine may ask for one again and again.
 */
import { cardIndex } from '../../engine/card.js';
import type { Pile } from '../../engine/pile.js';
import { spadesIn } from './scoring.js';
import { PLAYS_PER_ROUND, playsThisRound, type CassinoState, type CassinoView } from './state.js';

const views = new WeakMap<CassinoState, (CassinoView | undefined)[]>();

/** The state as this seat sees it. */
export function viewOf(state: CassinoState, seat: number): CassinoView {
  let bySeat = views.get(state);
  if (bySeat === undefined) {
    bySeat = [];
    views.set(state, bySeat);
  }
  let view = bySeat[seat];
  if (view === undefined) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats.length) throw new RangeError(`there is no seat ${seat}`);
    view = {
      seat,
      seats: state.seats,
      target: state.target,
      rules: state.rules,
      round: state.round,
      dealer: state.dealer,
      turn: state.winner === null ? state.turn : null,
      table: state.table,
      hand: state.hands[seat] as Pile,
      handSizes: state.hands.map((hand) => hand.length),
      deckSize: state.deck.length,
      captured: state.captured,
      capturedCards: state.captured.map((pile) => pile.length),
      capturedSpades: state.captured.map(spadesIn),
      sweeps: state.sweeps,
      totals: state.totals,
      roundScores: state.roundScores,
      lastCapture: state.lastCapture,
      winner: state.winner,
      log: state.log,
      noise: noiseOf(state),
    };
    bySeat[seat] = view;
  }
  return view;
}

/** murmur3's 32-bit finaliser: every input bit reaches every output bit. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The easy computer's random number for this state: the generator's state and the
 * plays made so far in the game (48 a round), mixed. It changes with every play, is the
 * same whenever the same state comes again, and tells nothing of the deck.
 */
export function noiseOf(state: CassinoState): number {
  const plays = (state.round - 1) * PLAYS_PER_ROUND + playsThisRound(state);
  return mix32(mix32(state.rng) ^ Math.imul(plays + 1, 0x9e3779b9));
}

/**
 * Whether the step from `before` to `after` showed `seat` cards it had not seen: a card
 * drawn into its hand after its own play, another seat's play (its card comes out of a
 * hidden hand), or a new round's deal. A person's undo of such a step lets them choose
 * again knowing those cards (game.ts, `reveals`).
 */
export function reveals(before: CassinoState, after: CassinoState, seat: number): boolean {
  if (after.round !== before.round || before.turn !== seat) return true;
  const held = new Set((before.hands[seat] ?? []).map(cardIndex));
  return (after.hands[seat] ?? []).some((card) => !held.has(cardIndex(card)));
}
