/**
 * The scoring variants players ask for, as parameters of a round's scoring
 * (scoring.ts's roundPoints), each off by default so that the game of spec/cassino.txt
 * stands:
 *
 * - `ties`: a tie for most cards or most spades scores for nobody (`nobody`, the
 *   default), or for every player in the tie (`all`, as the seed project's own code does).
 * - `sweepsCancel` (a Finnish house rule, pagat.com's Kasino): sweeps cancel between
 *   players. Once every player has a sweep, each gives one back, and so on: a player
 *   scores only the sweeps beyond the fewest any player made. With two players, only the
 *   difference scores, for the player who made more.
 * - `sweepLimit` (the other Finnish house rule, at 10): no points for sweeps in a round
 *   that starts with some player's total at this many points or more.
 */

export type TieRule = 'nobody' | 'all';

export interface CassinoRules {
  readonly ties: TieRule;
  readonly sweepsCancel: boolean;
  /** Sweeps score nothing in a round that starts with a total at least this; null: always scored. */
  readonly sweepLimit: number | null;
}

export const STANDARD_RULES: CassinoRules = Object.freeze({ ties: 'nobody', sweepsCancel: false, sweepLimit: null });

export const TIE_RULES: readonly TieRule[] = ['nobody', 'all'];
/** The Finnish house rule's limit. */
export const FINNISH_SWEEP_LIMIT = 10;
export const MIN_SWEEP_LIMIT = 1;
export const MAX_SWEEP_LIMIT = 1000;

export function isStandard(rules: CassinoRules): boolean {
  return rules.ties === STANDARD_RULES.ties && rules.sweepsCancel === STANDARD_RULES.sweepsCancel && rules.sweepLimit === STANDARD_RULES.sweepLimit;
}

/** Whether each seat scores "most" of these numbers: the one highest, or every seat sharing it when ties score for all. */
export function scoresMost(numbers: readonly number[], ties: TieRule): boolean[] {
  const top = Math.max(...numbers);
  const leaders = numbers.filter((n) => n === top).length;
  return numbers.map((n) => n === top && (leaders === 1 || ties === 'all'));
}

/** The sweeps each seat scores this round, given the totals the round started with. */
export function scoredSweeps(sweeps: readonly number[], rules: CassinoRules, totalsBefore: readonly number[]): number[] {
  if (rules.sweepLimit !== null && totalsBefore.some((total) => total >= (rules.sweepLimit as number))) return sweeps.map(() => 0);
  if (!rules.sweepsCancel) return [...sweeps];
  const fewest = Math.min(...sweeps);
  return sweeps.map((count) => count - fewest);
}

/** The rules in words, for the game's description: "" for the standard game. */
export function describeRules(rules: CassinoRules): string {
  const parts: string[] = [];
  if (rules.ties === 'all') parts.push('ties score for all');
  if (rules.sweepsCancel) parts.push('sweeps cancel');
  if (rules.sweepLimit !== null) parts.push(`no sweeps from ${rules.sweepLimit} points`);
  return parts.join(', ');
}
