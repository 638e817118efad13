/**
 * What Klondike's picture spans stand for, and a pick-and-drop as a typed move.
 *
 * A pile's words are its names in the notation: `D` (and `draw`) for the deck, `W` for
 * the waste, `T0`-`T6`, and `F0`-`F3` with `F` (the foundation that takes the card). A
 * pick and a drop become the move as it is typed: `T2 T5`, `W F1`, `T2 T5(3)` for a run
 * picked by a card under the top; a second click on a pile sends its top card home
 * (`T3 F`, whichever foundation takes it) or, on the deck, draws. The rules judge it as
 * they judge a typed move.
 */
import type { Pick } from '../../engine/picture.js';
import { FOUNDATIONS, TABLEAU_PILES, type KlondikeView } from './state.js';

export type PileKind = 'D' | 'W' | 'T' | 'F';

/** A pile's words: its name in the notation first. */
export function pileWords(kind: PileKind, index = 0): string[] {
  switch (kind) {
    case 'D':
      return ['D', 'draw'];
    case 'W':
      return ['W'];
    case 'T':
      return [`T${index}`];
    case 'F':
      return [`F${index}`, 'F'];
  }
}

/** What a pile's head (or an empty pile) stands for. */
export function pilePick(kind: PileKind, index = 0): Pick {
  return { words: pileWords(kind, index) };
}

/** What a card of a pile stands for: the pile, and the run from the card to the top. */
export function runPick(kind: PileKind, index: number, run: number): Pick {
  return { words: pileWords(kind, index), run };
}

interface PileRef {
  readonly kind: PileKind;
  readonly index: number;
}

/** The pile a pick names, read from its first word; null for a pick of no pile. */
function pileOf(pick: Pick): PileRef | null {
  const word = pick.words[0] ?? '';
  if (word === 'D' || word === 'W') return { kind: word, index: 0 };
  const match = /^([TF])(\d)$/.exec(word);
  if (match === null) return null;
  const kind = match[1] as 'T' | 'F';
  const index = Number(match[2]);
  return index < (kind === 'T' ? TABLEAU_PILES : FOUNDATIONS) ? { kind, index } : null;
}

function nameOf(pile: PileRef): string {
  return pile.kind === 'D' || pile.kind === 'W' ? pile.kind : `${pile.kind}${pile.index}`;
}

/**
 * The typed form of picking `from` and dropping it on `to`: `T2 T5`, `W F1`, `T2 T5(3)`.
 * The same pile twice (a second click on it): the deck draws, any other
 * pile's top card goes home (`T3 F`); the deck dropped on the waste draws too. Null when a pick names no pile, when a card is
 * dropped on the deck or the waste, or a foundation on itself.
 */
export function movePick(_view: KlondikeView, from: Pick, to: Pick): string | null {
  const source = pileOf(from);
  const target = pileOf(to);
  if (source === null || target === null) return null;
  const same = source.kind === target.kind && source.index === target.index;
  if (same) {
    if (source.kind === 'D') return 'draw';
    return source.kind === 'F' ? null : `${nameOf(source)} F`;
  }
  if (source.kind === 'D' && target.kind === 'W') return 'draw';
  if (target.kind === 'D' || target.kind === 'W') return null;
  const onto = nameOf(target);
  const count = from.run !== undefined && from.run > 1 && source.kind === 'T' ? `(${from.run})` : '';
  return `${nameOf(source)} ${onto}${count}`;
}
