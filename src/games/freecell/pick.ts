/**
 * What FreeCell's picture spans stand for, and a pick-and-drop as a typed move.
 *
 * A pile's words are its names in both notations: `T3` and `4` for a tableau pile,
 * `F0` and `a` for a free cell, `H0` and `H` (`h` being home in standard notation) for
 * a home cell. A pick and a drop become the move in the game's notation: `T3 F0`,
 * `T2 T7(3)` for a run picked by a card under the top, `T3 H` for a drop on any home
 * cell (whichever takes the card). The rules judge it as they judge a typed move.
 */
import type { Pick } from '../../engine/picture.js';
import { PILE_COUNTS, type FreeCellState, type PileKind, type PileRef } from './state.js';

const CELL_LETTERS = ['a', 'b', 'c', 'd'];

/** A pile's words: its name in the game's notation first. */
export function pileWords(kind: PileKind, index: number): string[] {
  const name = `${kind}${index}`;
  switch (kind) {
    case 'T':
      return [name, String(index + 1)];
    case 'F':
      return [name, CELL_LETTERS[index] ?? '?'];
    case 'H':
      return [name, 'H'];
  }
}

/** What a pile's head (or an empty pile) stands for. */
export function pilePick(kind: PileKind, index: number): Pick {
  return { words: pileWords(kind, index) };
}

/** What a card of a pile stands for: the pile, and the run from the card to the top. */
export function runPick(kind: PileKind, index: number, run: number): Pick {
  return { words: pileWords(kind, index), run };
}

/** The pile a pick names, read from its first word (`T3`); null for a pick of no pile. */
function pileOf(pick: Pick): PileRef | null {
  const match = /^([FHT])(\d)$/.exec(pick.words[0] ?? '');
  if (match === null) return null;
  const kind = match[1] as PileKind;
  const index = Number(match[2]);
  return index < PILE_COUNTS[kind] ? { kind, index } : null;
}

/**
 * The typed form of picking `from` and dropping it on `to`: `T3 F0`, `T2 T7(3)`, `T3 H1`.
 * The same pile twice (a second click on it) sends its top card home: `T3 H`. Null when a pick
 * names no pile, or a home cell is dropped on itself.
 */
export function movePick(_state: FreeCellState, from: Pick, to: Pick): string | null {
  const source = pileOf(from);
  const target = pileOf(to);
  if (source === null || target === null) return null;
  const same = source.kind === target.kind && source.index === target.index;
  if (same && source.kind === 'H') return null;
  const onto = same ? 'H' : `${target.kind}${target.index}`;
  const count = from.run !== undefined && from.run > 1 && !same ? `(${from.run})` : '';
  return `${source.kind}${source.index} ${onto}${count}`;
}
