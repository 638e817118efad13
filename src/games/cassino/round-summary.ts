/**
 * Where a round's points came from, in words, for a person at a terminal (a pipe's log
 * keeps to the contract's lines): who had the most cards and spades and with how many,
 * then each player's points item by item.
 *
 *       Most cards: Ann, 1 point (Ann 27, Bob 25)
 *       Most spades: tied, no points (Ann 6, Bob 6)
 *       Ann 6 = most cards 1 + aces 2 (A♠, A♥) + 10♦ 2 + sweep 1
 *       Bob 0
 */
import { formatCard, type Card } from '../../engine/card.js';
import { MOST_CARDS_POINTS, MOST_SPADES_POINTS, type RoundReckoning } from './scoring.js';
import { cardPoints } from './values.js';

const INDENT = '  ';

function pointsWord(points: number): string {
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

/** `Most cards: Ann, 1 point (Ann 27, Bob 25)`, or tied with no points. */
function mostLine(what: string, names: readonly string[], counts: readonly number[], leader: number | null, points: number): string {
  const all = names.map((name, seat) => `${name} ${counts[seat] ?? 0}`).join(', ');
  return leader === null
    ? `${INDENT}Most ${what}: tied, no points (${all})`
    : `${INDENT}Most ${what}: ${names[leader]}, ${pointsWord(points)} (${all})`;
}

/** `Ann 6 = most cards 1 + aces 2 (A♠, A♥) + 10♦ 2 + sweep 1`. */
function playerLine(name: string, seat: number, round: RoundReckoning): string {
  const parts: string[] = [];
  if (round.mostCards === seat) parts.push(`most cards ${MOST_CARDS_POINTS}`);
  if (round.mostSpades === seat) parts.push(`most spades ${MOST_SPADES_POINTS}`);
  const cards = round.pointCards[seat] ?? [];
  const aces = cards.filter((card) => card.rank === 1);
  if (aces.length > 0) parts.push(`${aces.length === 1 ? 'ace' : 'aces'} ${aces.length} (${aces.map(formatCard).join(', ')})`);
  // the 10♦ before the 2♠, as the spec lists them
  cards.filter((card: Card) => card.rank !== 1).sort((a, b) => b.rank - a.rank).forEach((card) => parts.push(`${formatCard(card)} ${cardPoints(card)}`));
  const sweeps = round.sweeps[seat] ?? 0;
  if (sweeps > 0) parts.push(`${sweeps === 1 ? 'sweep' : 'sweeps'} ${sweeps}`);
  const points = round.points[seat] ?? 0;
  return `${INDENT}${name} ${points}${parts.length === 0 ? '' : ` = ${parts.join(' + ')}`}`;
}

export function roundSummary(names: readonly string[], round: RoundReckoning): string[] {
  return [
    mostLine('cards', names, round.cards, round.mostCards, MOST_CARDS_POINTS),
    mostLine('spades', names, round.spades, round.mostSpades, MOST_SPADES_POINTS),
    ...names.map((name, seat) => playerLine(name, seat, round)),
  ];
}
