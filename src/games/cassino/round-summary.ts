/**
 * Where a round's points came from, in words, for a person at a terminal (a pipe's log
 * keeps to the contract's lines): who had the most cards and spades and with how many,
 * then each player's points item by item.
 *
 *       Most cards: Ann, 1 point (Ann 27, Bob 25)
 *       Most spades: tied, no points (Ann 6, Bob 6)
 *       Ann 6 = most cards 1 + aces 2 (A♠, A♥) + 10♦ 2 + sweep 1
 *       Bob 0
 *
 * Under the scoring variants (variants.ts) it says what they did: a tie that scores for
 * every player in it (`Most spades: tied, Ann and Bob 2 points each (Ann 6, Bob 6)`), and
 * sweeps that cancel (`Sweeps: 1 each cancel out (Ann 3, Bob 1)`) or score nothing
 * (`Sweeps: no points, a total had reached 10 before this round (Ann 2, Bob 0)`); each
 * player's line then counts only the sweeps that scored.
 */
import { formatCard, type Card } from '../../engine/card.js';
import { MOST_CARDS_POINTS, MOST_SPADES_POINTS, type RoundReckoning } from './scoring.js';
import { cardPoints } from './values.js';

const INDENT = '  ';

/** `1 point`, `12 points`. */
export function pointsWord(points: number): string {
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

function each(names: readonly string[], counts: readonly number[]): string {
  return names.map((name, seat) => `${name} ${counts[seat] ?? 0}`).join(', ');
}

function listed(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** `Most cards: Ann, 1 point (Ann 27, Bob 25)`, or tied with no points, or tied with points for each. */
function mostLine(what: string, names: readonly string[], counts: readonly number[], scorers: readonly number[], points: number): string {
  const all = each(names, counts);
  if (scorers.length === 0) return `${INDENT}Most ${what}: tied, no points (${all})`;
  if (scorers.length === 1) return `${INDENT}Most ${what}: ${names[scorers[0] as number]}, ${pointsWord(points)} (${all})`;
  return `${INDENT}Most ${what}: tied, ${listed(scorers.map((seat) => names[seat] as string))} ${pointsWord(points)} each (${all})`;
}

/** What the variants did to the sweeps made, when they did anything: none scored, or some cancelled. */
function sweepsLine(names: readonly string[], round: RoundReckoning): string[] {
  const made = round.sweeps;
  if (!made.some((count) => count > 0)) return [];
  if (round.sweepLimitReached) {
    return [`${INDENT}Sweeps: no points, a total had reached ${round.rules.sweepLimit} before this round (${each(names, made)})`];
  }
  const cancelled = (made[0] ?? 0) - (round.sweepsScored[0] ?? 0);
  return round.rules.sweepsCancel && cancelled > 0 ? [`${INDENT}Sweeps: ${cancelled} each cancel out (${each(names, made)})`] : [];
}

/** `Ann 6 = most cards 1 + aces 2 (A♠, A♥) + 10♦ 2 + sweep 1`. */
function playerLine(name: string, seat: number, round: RoundReckoning): string {
  const parts: string[] = [];
  if (round.mostCards.includes(seat)) parts.push(`most cards ${MOST_CARDS_POINTS}`);
  if (round.mostSpades.includes(seat)) parts.push(`most spades ${MOST_SPADES_POINTS}`);
  const cards = round.pointCards[seat] ?? [];
  const aces = cards.filter((card) => card.rank === 1);
  if (aces.length > 0) parts.push(`${aces.length === 1 ? 'ace' : 'aces'} ${aces.length} (${aces.map(formatCard).join(', ')})`);
  // the 10♦ before the 2♠, as the spec lists them
  cards.filter((card: Card) => card.rank !== 1).sort((a, b) => b.rank - a.rank).forEach((card) => parts.push(`${formatCard(card)} ${cardPoints(card)}`));
  const sweeps = round.sweepsScored[seat] ?? 0;
  if (sweeps > 0) parts.push(`${sweeps === 1 ? 'sweep' : 'sweeps'} ${sweeps}`);
  const points = round.points[seat] ?? 0;
  return `${INDENT}${name} ${points}${parts.length === 0 ? '' : ` = ${parts.join(' + ')}`}`;
}

export function roundSummary(names: readonly string[], round: RoundReckoning): string[] {
  return [
    mostLine('cards', names, round.cards, round.mostCards, MOST_CARDS_POINTS),
    mostLine('spades', names, round.spades, round.mostSpades, MOST_SPADES_POINTS),
    ...sweepsLine(names, round),
    ...names.map((name, seat) => playerLine(name, seat, round)),
  ];
}
