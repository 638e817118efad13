/**
 * A round's points (spec/cassino.txt): each sweep 1, each Ace 1, the 10♦ 2, the 2♠ 1,
 * most cards 1, most spades 2. A tie for most cards or most spades gives those points
 * to nobody (the standard game; variants.ts has the others). After a round, the player
 * alone at the top wins once their total reaches the target; a tie at the top plays
 * another round, target or not.
 */
import type { Card } from '../../engine/card.js';
import type { Pile } from '../../engine/pile.js';
import { cardPoints, isSpade } from './values.js';
import { scoredSweeps, scoresMost, STANDARD_RULES, type CassinoRules } from './variants.js';

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
  /**
   * The seats that score most cards (or spades): the one seat with the most; when two or
   * more share the most, none (the standard game) or all of them (`ties: all`).
   */
  readonly mostCards: readonly number[];
  readonly mostSpades: readonly number[];
  /** Each seat's Aces, 2♠ and 10♦, in the order captured. */
  readonly pointCards: readonly (readonly Card[])[];
  /** Each seat's sweeps made, and those that score under the rules (all of them in the standard game). */
  readonly sweeps: readonly number[];
  readonly sweepsScored: readonly number[];
  /** Sweeps score nothing this round: a total had reached the rules' sweep limit when it began. */
  readonly sweepLimitReached: boolean;
  readonly rules: CassinoRules;
  readonly points: readonly number[];
}

function seatsWith(flags: readonly boolean[]): number[] {
  return flags.flatMap((flag, seat) => (flag ? [seat] : []));
}

/**
 * A round's reckoning, from the cards each seat captured and its sweeps. The rule
 * variants (variants.ts; the standard game by default) decide who scores a tie for
 * most cards or spades, and which sweeps score, given the totals the round started with.
 */
export function reckonRound(
  captured: readonly Pile[],
  sweeps: readonly number[],
  rules: CassinoRules = STANDARD_RULES,
  totalsBefore: readonly number[] = [],
): RoundReckoning {
  const cards = captured.map((pile) => pile.length);
  const spades = captured.map(spadesIn);
  const mostCards = seatsWith(scoresMost(cards, rules.ties));
  const mostSpades = seatsWith(scoresMost(spades, rules.ties));
  const pointCards = captured.map((pile) => pile.filter((card) => cardPoints(card) > 0));
  const made = captured.map((_, seat) => sweeps[seat] ?? 0);
  const sweepsScored = scoredSweeps(made, rules, totalsBefore);
  const sweepLimitReached = rules.sweepLimit !== null && totalsBefore.some((total) => total >= (rules.sweepLimit as number));
  const points = captured.map((_, seat) =>
    (sweepsScored[seat] ?? 0)
    + (pointCards[seat] as Card[]).reduce((sum, card) => sum + cardPoints(card), 0)
    + (mostCards.includes(seat) ? MOST_CARDS_POINTS : 0)
    + (mostSpades.includes(seat) ? MOST_SPADES_POINTS : 0));
  return { cards, spades, mostCards, mostSpades, pointCards, sweeps: made, sweepsScored, sweepLimitReached, rules, points };
}

/** Each seat's points for a round, from the cards it captured and its sweeps (see reckonRound). */
export function roundPoints(
  captured: readonly Pile[],
  sweeps: readonly number[],
  rules: CassinoRules = STANDARD_RULES,
  totalsBefore: readonly number[] = [],
): number[] {
  return [...reckonRound(captured, sweeps, rules, totalsBefore).points];
}

/** The winner after a round: the one seat with the highest total, if that total reaches the target. */
export function winnerOf(totals: readonly number[], target: number): number | null {
  const leader = soleLeader(totals);
  return leader !== null && (totals[leader] as number) >= target ? leader : null;
}
