/**
 * The lines of the Cassino log (CONTRACT "The Cassino log"), exactly:
 *
 *     Round <n>
 *     Table:[<card>, ...]                                  the table as dealt
 *     <Name> plays <card> and takes <card>, <card>, ...    a capture
 *     <Name> plays <card> and takes <card>, ... (sweep)    a capture that empties the table
 *     <Name> puts <card> on the table                      a card placed
 *     <Name> takes the rest: <card>, ...                   the end of a round
 *     Round <n> scores: <Name> <points> (total <total>), ...
 *
 * Log lines are plain text: cards as `10♣`, never coloured.
 */
import { formatCard, type Card } from '../../engine/card.js';
import { renderPile } from '../../engine/pile.js';

export function cardList(cards: readonly Card[]): string {
  return cards.map(formatCard).join(', ');
}

export function roundLine(round: number): string {
  return `Round ${round}`;
}

export function tableLine(table: readonly Card[], show: (card: Card) => string = formatCard): string {
  return renderPile('Table', table, show);
}

export function playLine(name: string, card: Card, takes: readonly Card[], sweep: boolean): string {
  if (takes.length === 0) return `${name} puts ${formatCard(card)} on the table`;
  return `${name} plays ${formatCard(card)} and takes ${cardList(takes)}${sweep ? ' (sweep)' : ''}`;
}

export function restLine(name: string, rest: readonly Card[]): string {
  return `${name} takes the rest: ${cardList(rest)}`;
}

export function scoresLine(round: number, names: readonly string[], points: readonly number[], totals: readonly number[]): string {
  return `Round ${round} scores: ${names.map((name, seat) => `${name} ${points[seat] ?? 0} (total ${totals[seat] ?? 0})`).join(', ')}`;
}

export function winLine(name: string, total: number): string {
  return `${name} wins with ${total} points`;
}
