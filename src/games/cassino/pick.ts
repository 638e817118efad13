/**
 * What Cassino's picture spans stand for, and picked cards as a typed play.
 *
 * A hand card stands for its key (`a` `s` `d` `f`, as the seed's keyboard picks it) and
 * its name (`7S`, `7♠`, and `TS` for a ten); a table card for its number (`1`, `2`, ...)
 * and its name. Picked cards become the play in the short form: the hand card's key,
 * then the numbers of the table cards it takes in table order (`s 1 4`), or the key
 * alone (a trail: the card goes onto the table). The rules judge it as a typed play.
 */
import { asciiCard, formatCard, type Card } from '../../engine/card.js';
import type { Pick } from '../../engine/picture.js';
import { HAND_KEYS } from './notation.js';
import type { CassinoView } from './state.js';

/** A card's names as they may be typed: `7S`, `7♠` (and `TS` for a ten). */
function names(card: Card): string[] {
  const ascii = asciiCard(card);
  return card.rank === 10 ? [ascii, formatCard(card), `T${card.suit}`] : [ascii, formatCard(card)];
}

/** What the hand card at `index` stands for: its key, then its names. */
export function handPick(card: Card, index: number): Pick {
  return { words: [HAND_KEYS[index] ?? '?', ...names(card)] };
}

/** What the table card at `index` (from 0) stands for: its number, then its names. */
export function tablePick(card: Card, index: number): Pick {
  return { words: [String(index + 1), ...names(card)] };
}

/**
 * The play the picks make, in the order clicked: one hand card (picked once or more:
 * a second click on it plays) and the table cards it takes, each once, as `s 1 4`; the
 * hand card alone as `s`. Null when no hand card is picked, or two different ones are,
 * or a pick is neither a hand card nor a table card of this view.
 */
export function movePick(view: CassinoView, from: Pick, to: Pick, ...more: readonly Pick[]): string | null {
  let key: string | null = null;
  const takes = new Set<number>();
  for (const pick of [from, to, ...more]) {
    const word = pick.words[0] ?? '';
    const hand = HAND_KEYS.indexOf(word);
    if (hand >= 0 && hand < view.hand.length) {
      if (key !== null && key !== word) return null;
      key = word;
    } else if (/^\d+$/.test(word) && Number(word) >= 1 && Number(word) <= view.table.length) {
      takes.add(Number(word));
    } else {
      return null;
    }
  }
  if (key === null) return null;
  return [key, ...[...takes].sort((a, b) => a - b).map(String)].join(' ');
}
