/**
 * Piles and the board-line format every game prints (CONTRACT "Boards"):
 * `<Label>:[<card>, <card>, ...]`, bottom card first, top (playable) card last,
 * with optional detail after the closing bracket.
 */
import { parseCard, type Card } from './card.js';
import { fail, ok, type Result } from './result.js';

export type Pile = readonly Card[];

export function topCard(pile: Pile): Card | undefined {
  return pile[pile.length - 1];
}

/** One board line. `show` prints a card (plain or coloured); `detail` follows the bracket. */
export function renderPile(label: string, pile: Pile, show: (card: Card) => string, detail = ''): string {
  return `${label}:[${pile.map(show).join(', ')}]${detail}`;
}

export interface PileLine {
  readonly label: string;
  readonly cards: Card[];
  readonly detail: string;
}

const PILE_LINE = /^([^:[\]]+):\s*\[([^\]]*)\](.*)$/;

/** Reads one board line back; the error says what is wrong with it. */
export function parsePileLine(line: string): Result<PileLine> {
  const match = PILE_LINE.exec(line.trim());
  if (match === null) return fail('expected a pile such as "Tableau 0:[K♠, Q♥]"');
  const label = (match[1] as string).trim().replace(/\s+/g, ' ');
  const body = (match[2] as string).trim();
  const cards: Card[] = [];
  if (body !== '') {
    for (const text of body.split(',')) {
      const card = parseCard(text);
      if (card === undefined) return fail(`"${text.trim()}" is not a card`);
      cards.push(card);
    }
  }
  return ok({ label, cards, detail: match[3] as string });
}
