/**
 * Windows Solitaire's two ways of keeping score, as a table and a few functions.
 *
 * - Standard: +5 for a card from the waste to the tableau, +10 for a card to a
 *   foundation (from the waste or the tableau), +5 for each tableau card turned face
 *   up, -15 for a card from a foundation back to the tableau; a recycle of the waste
 *   costs 100 in draw 1 (every pass after the first) and 20 in draw 3 (every pass after
 *   the third). The score never goes below 0. No time bonus.
 * - Vegas: the deal costs 52, each card sent home earns 5 and each card taken off a
 *   foundation costs 5 (so moving a card back and forth earns nothing); draw 1 allows
 *   one pass through the deck and draw 3 three. The score may be negative.
 *
 * In the spec's game its deck's top card (`D`) counts as the waste, and its passes count
 * as draw 1's.
 */
import type { KlondikeRules, ScoringRule } from './state.js';

/** What a move did that scoring counts. */
export type ScoreEvent = 'stockToTableau' | 'toFoundation' | 'turnUp' | 'fromFoundation';

export const POINTS: Readonly<Record<Exclude<ScoringRule, 'none'>, Readonly<Record<ScoreEvent, number>>>> = {
  standard: { stockToTableau: 5, toFoundation: 10, turnUp: 5, fromFoundation: -15 },
  vegas: { stockToTableau: 0, toFoundation: 5, turnUp: 0, fromFoundation: -5 },
};

const NO_POINTS: Readonly<Record<ScoreEvent, number>> = { stockToTableau: 0, toFoundation: 0, turnUp: 0, fromFoundation: 0 };

/** What each thing a move does earns under the rules: nothing without scoring. */
export function pointsOf(rules: KlondikeRules): Readonly<Record<ScoreEvent, number>> {
  return rules.scoring === 'none' ? NO_POINTS : POINTS[rules.scoring];
}

/** The score of a fresh deal. */
export function startScore(rules: KlondikeRules): number {
  return rules.scoring === 'vegas' ? -52 : 0;
}

/** The score after a change: standard scoring never goes below 0. */
export function addPoints(rules: KlondikeRules, score: number, points: number): number {
  if (rules.scoring === 'none') return score;
  const next = score + points;
  return rules.scoring === 'standard' ? Math.max(0, next) : next;
}

/** What a recycle that starts pass `pass` costs (a number of points at most 0). */
export function recyclePoints(rules: KlondikeRules, pass: number): number {
  if (rules.scoring !== 'standard') return 0;
  if (rules.draw === 3) return pass > 3 ? -20 : 0;
  return -100;
}

/** The most passes through the deck the rules allow, or null for no limit (only Vegas has one). */
export function passLimit(rules: KlondikeRules): number | null {
  if (rules.scoring !== 'vegas') return null;
  return rules.draw === 3 ? 3 : 1;
}

/** "one pass", "three passes": a pass limit in words. */
export function passesInWords(n: number): string {
  return n === 1 ? 'one pass' : `${n === 3 ? 'three' : n} passes`;
}
