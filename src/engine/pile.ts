/**
 * Piles and the board-line format every game prints (CONTRACT "Boards"):
 * `<Label>:[<card>, <card>, ...]`, bottom card first, top (playable) card last,
 * with optional detail after the closing bracket. A face-down card prints as `##`;
 * a deal file writes it with `#` before it (`#7♠`), so a file can hold the whole state.
 */
import { formatCard, parseCard, type Card } from './card.js';
import { printable, QUOTE_LIMIT, quoted } from './printable.js';
import { fail, ok, type Result } from './result.js';

export type Pile = readonly Card[];

/** A card as a seat sees it: null when it lies face down. */
export type SeenCard = Card | null;

/** A pile whose bottom `down` cards lie face down (Klondike's tableau and deck). */
export interface LayeredPile {
  readonly cards: Pile;
  readonly down: number;
}

/** How a face-down card prints on a board. */
export const FACE_DOWN = '##';

export function topCard<T>(pile: readonly T[]): T | undefined {
  return pile[pile.length - 1];
}

/** The pile as a seat sees it: face-down cards as null. */
export function seenCards(pile: LayeredPile): SeenCard[] {
  return pile.cards.map((card, i) => (i < pile.down ? null : card));
}

/** The face-up cards of a layered pile, bottom first. */
export function faceUp(pile: LayeredPile): Pile {
  return pile.cards.slice(pile.down);
}

/** One board line. `show` prints a card (plain or coloured); `detail` follows the bracket. */
export function renderPile(label: string, pile: readonly SeenCard[], show: (card: Card) => string, detail = ''): string {
  return `${label}:[${pile.map((card) => (card === null ? FACE_DOWN : show(card))).join(', ')}]${detail}`;
}

/** A pile in a deal file: every card written out, face-down ones with `#` before them. */
export function writePile(label: string, pile: LayeredPile, detail = ''): string {
  return `${label}:[${pile.cards.map((card, i) => (i < pile.down ? '#' : '') + formatCard(card)).join(', ')}]${detail}`;
}

export interface PileLine {
  readonly label: string;
  readonly cards: Card[];
  /** How many cards at the bottom are written face down (`#7♠`). */
  readonly down: number;
  readonly detail: string;
}

const PILE_LINE = /^([^:[\]]+):\s*\[([^\]]*)\](.*)$/;

/**
 * Reads one board line back; the error says what is wrong with it. Face-down cards
 * (`#7♠`) may only lie under the face-up ones, as they do in a real pile.
 */
export function parsePileLine(line: string): Result<PileLine> {
  const match = PILE_LINE.exec(line.trim());
  if (match === null) return fail('expected a pile such as "Tableau 0:[K♠, Q♥]"');
  const label = (match[1] as string).trim().replace(/\s+/g, ' ');
  const body = (match[2] as string).trim();
  const cards: Card[] = [];
  let down = 0;
  if (body !== '') {
    for (const text of body.split(',')) {
      const token = text.trim();
      const hidden = token.startsWith('#');
      const card = parseCard(hidden ? token.slice(1) : token);
      if (card === undefined) return fail(`${quoted(token)} is not a card`);
      if (hidden) {
        if (down < cards.length) return fail(`${printable(label, QUOTE_LIMIT)}: a face-down card (${printable(token, QUOTE_LIMIT)}) lies on a face-up one`);
        down += 1;
      }
      cards.push(card);
    }
  }
  return ok({ label, cards, down, detail: match[3] as string });
}
