/** What the column-view tests count in a picture: card tokens, backs, widths. */
import { formatCard, type Card } from '../../src/engine/card.js';
import { visibleWidth } from '../../src/engine/wrap.js';

/** The widths every game's column view is drawn for in the tests: the narrowest promised, FreeCell's old width, and wider. */
export const WIDTHS = [40, 46, 60, 80] as const;

const CARD_TOKEN = /(10|[2-9AJQK])[♠♥♦♣]/g;
const BACK = /##/g;
// eslint-disable-next-line no-control-regex
const ESCAPE = /\u001b\[[0-9;]*m/g;

/** Each card named in the text, with how many times: `{ '7♠': 1, ... }`. */
export function tokenCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of text.match(CARD_TOKEN) ?? []) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/** Each of the cards once: what tokenCounts should find when every card shows exactly once. */
export function onceEach(cards: readonly Card[]): Map<string, number> {
  return tokenCounts(cards.map(formatCard).join(' '));
}

/** How many face-down cards (`##`) the text draws. */
export function backCount(text: string): number {
  return text.match(BACK)?.length ?? 0;
}

/** The widest line's width in screen columns (a suit is one column; colour codes none). */
export function widest(text: string): number {
  return Math.max(0, ...text.split('\n').map(visibleWidth));
}

/** The text without its colour codes. */
export function withoutColour(text: string): string {
  return text.replace(ESCAPE, '');
}
