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

/**
 * Each seat's points for a round, from the cards it captured and its sweeps. The rule
 * variants (variants.ts; the standard game by default) decide who scores a tie for
 * most cards or spades, and which sweeps score, given the totals the round started with.
 */
export function roundPoints(
  captured: readonly Pile[],
  sweeps: readonly number[],
  rules: CassinoRules = STANDARD_RULES,
  totalsBefore: readonly number[] = [],
): number[] {
  const mostCards = scoresMost(captured.map((pile) => pile.length), rules.ties);
  const mostSpades = scoresMost(captured.map(spadesIn), rules.ties);
  const scored = scoredSweeps(sweeps, rules, totalsBefore);
  return captured.map((pile, seat) =>
    (scored[seat] ?? 0)
    + pile.reduce((sum, card) => sum + cardPoints(card), 0)
    + (mostCards[seat] === true ? MOST_CARDS_POINTS : 0)
    + (mostSpades[seat] === true ? MOST_SPADES_POINTS : 0));
}

/** The winner after a round: the one seat with the highest total, if that total reaches the target. */
export function winnerOf(totals: readonly number[], target: number): number | null {
  const leader = soleLeader(totals);
  return leader !== null && (totals[leader] as number) >= target ? leader : null;
}
