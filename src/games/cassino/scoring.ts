/**
 * A round's points (spec/cassino.txt): each sweep 1, each Ace 1, the 10♦ 2, the 2♠ 1,
 * most cards 1, most spades 2. A tie for most cards or most spades gives those points
 * to nobody. After a round, the player alone at the top wins once their total reaches
 * the target; a tie at the top plays another round, target or not.
 */
import type { Card } from '../../engine/card.js';
import type { Pile } from '../../engine/pile.js';
import { cardPoints, isSpade } from './values.js';

export const MOST_CARDS_POINTS = 1;
export const MOST_SPADES_POINTS = 2;

/** The seat with the one highest number, or null when two or more share it. */
export function soleLeader(numbers: readonly number[]): number | null {
  const top = Math.max(...numbers);
  const leaders = numbers.flatMap((n, seat) => (n === top ? [seat] : []));
  return leaders.length === 1 ? (leaders[0] as number) : null;
}

export function spadesIn(cards: readonly Card[]): number {
  return cards.filter(isSpade).length;
}

/** Where a round's points came from, seat by seat: the one reckoning that both the scores and their explanation use. */
export interface RoundReckoning {
  /** Cards and spades each seat captured. */
  readonly cards: readonly number[];
  readonly spades: readonly number[];
  /** The seat alone with the most cards (or spades), or null when two or more share the most. */
  readonly mostCards: number | null;
  readonly mostSpades: number | null;
  /** Each seat's Aces, 2♠ and 10♦, in the order captured. */
  readonly pointCards: readonly (readonly Card[])[];
  readonly sweeps: readonly number[];
  readonly points: readonly number[];
}

/** A round's reckoning, from the cards each seat captured and its sweeps. */
export function reckonRound(captured: readonly Pile[], sweeps: readonly number[]): RoundReckoning {
  const cards = captured.map((pile) => pile.length);
  const spades = captured.map(spadesIn);
  const mostCards = soleLeader(cards);
  const mostSpades = soleLeader(spades);
  const pointCards = captured.map((pile) => pile.filter((card) => cardPoints(card) > 0));
  const points = captured.map((_, seat) =>
    (sweeps[seat] ?? 0)
    + (pointCards[seat] as Card[]).reduce((sum, card) => sum + cardPoints(card), 0)
    + (seat === mostCards ? MOST_CARDS_POINTS : 0)
    + (seat === mostSpades ? MOST_SPADES_POINTS : 0));
  return { cards, spades, mostCards, mostSpades, pointCards, sweeps: captured.map((_, seat) => sweeps[seat] ?? 0), points };
}

/** Each seat's points for a round, from the cards it captured and its sweeps. */
export function roundPoints(captured: readonly Pile[], sweeps: readonly number[]): number[] {
  return [...reckonRound(captured, sweeps).points];
}

/** The winner after a round: the one seat with the highest total, if that total reaches the target. */
export function winnerOf(totals: readonly number[], target: number): number | null {
  const leader = soleLeader(totals);
  return leader !== null && (totals[leader] as number) >= target ? leader : null;
}
