/**
 * Cassino's play notation (CONTRACT "Cassino"), in any case, surrounding spaces ignored:
 *
 * - `<hand card> [<table card> ...]`: the hand card takes the table cards named, or
 *   goes onto the table when none are (`7♠ 3♥ 4♦`, `7s 3h 4d`, `Tc` for 10♣).
 * - Cards may be named by position instead: hand cards `a` `s` `d` `f` in Hand-line
 *   order, table cards `1`, `2`, ... in Table-line order (`s 1 4`). The two forms mix
 *   (`s 3h 4`). Cards are separated by spaces, commas, or both.
 *
 * Positions are read against the view, so a play comes back with card names; the
 * table cards in table order. Whether the play is legal is the rules' business
 * (rules.ts), so that `9♠ 8♣ 2♦ 8♥` is refused with the reason why.
 */
import { asciiCard, formatCard, parseCard, sameCard, type Card } from '../../engine/card.js';
import { quoted } from '../../engine/printable.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { legalMoves } from './rules.js';
import type { CassinoMove, CassinoView } from './state.js';

/** The keys that name hand cards by position, as the spec's keyboard does. */
export const HAND_KEYS: readonly string[] = ['a', 's', 'd', 'f'];

function handKeys(count: number): string {
  return HAND_KEYS.slice(0, count).join(', ');
}

/** A typed play: null when the text is no play at all, a failure when it names a position that is not there. */
export function parseMove(text: string, view: Pick<CassinoView, 'hand' | 'table'>): Result<CassinoMove> | null {
  const tokens = text.trim().split(/[\s,]+/).filter((token) => token !== '');
  const [first, ...rest] = tokens;
  if (first === undefined) return null;
  let card: Card;
  const key = HAND_KEYS.indexOf(first.toLowerCase());
  if (key >= 0) {
    const held = view.hand[key];
    if (held === undefined) {
      return fail(view.hand.length === 0
        ? 'your hand is empty'
        : `there is no hand card ${first.toLowerCase()} (your hand holds ${view.hand.length}: ${handKeys(view.hand.length)})`);
    }
    card = held;
  } else {
    const named = parseCard(first);
    if (named === undefined) return null;
    card = named;
  }
  const takes: Card[] = [];
  for (const token of rest) {
    const take = tableCard(token, view.table);
    if (!take.ok) return take;
    takes.push(take.value);
  }
  return ok({ card, takes: inTableOrder(takes, view.table) });
}

function tableCard(token: string, table: readonly Card[]): Result<Card> {
  if (/^\d+$/.test(token)) {
    const card = table[Number(token) - 1];
    if (card !== undefined && Number(token) >= 1) return ok(card);
    return fail(table.length === 0
      ? `there is no table card ${token} (the table is empty)`
      : `there is no table card ${token} (the table holds ${table.length})`);
  }
  const card = parseCard(token);
  if (card !== undefined) return ok(card);
  if (HAND_KEYS.includes(token.toLowerCase())) {
    return fail(`${token} names a card in your hand: the cards to take are table cards, by name or by number`);
  }
  return fail(`${quoted(token)} is neither a card nor a table position`);
}

/** The taken cards in the order they lie on the table, when they all lie there once each; else as typed (the rules refuse them). */
function inTableOrder(takes: readonly Card[], table: readonly Card[]): Card[] {
  const at = takes.map((take) => table.findIndex((card) => sameCard(card, take)));
  if (at.some((i) => i < 0) || new Set(at).size !== at.length) return [...takes];
  return [...at].sort((a, b) => a - b).map((i) => table[i] as Card);
}

/** `7♠ 3♥ 4♦`: the hand card, then the taken cards in table order; parseMove reads it back as the same play. */
export function formatMove(move: CassinoMove): string {
  return [move.card, ...move.takes].map(formatCard).join(' ');
}

/**
 * Each legal play as it may be typed, for Tab: by card names (`7S 3H 4D`) and by
 * positions (`s 1 4`), the table cards in table order either way.
 */
export function spellings(view: CassinoView): string[][] {
  return legalMoves(view).flatMap((move) => {
    const key = HAND_KEYS[view.hand.findIndex((card) => sameCard(card, move.card))];
    const positions = move.takes.map((card) => String(view.table.findIndex((on) => sameCard(on, card)) + 1));
    return [[asciiCard(move.card), ...move.takes.map(asciiCard)], ...(key === undefined ? [] : [[key, ...positions]])];
  });
}
