/**
 * FreeCell's move notations.
 *
 * - The game's: `<from> <to>` with piles F0-F3, H0-H3, T0-T7, in any case (`T3 F0`,
 *   `t3 f0`, `t3f0`); `H` alone is whichever home cell takes the card; a run's count
 *   in brackets (`T2 T7(3)`, with --supermoves).
 * - Standard FreeCell notation, as other FreeCell programs write it: columns `1`-`8`,
 *   free cells `a`-`d`, `h` for home (`3a` is T2 F0, `a8` is F0 T7, `5h`, `38`, `38(3)`).
 * - fc-solve's sentences (`Move a card from stack 2 to freecell 0`), for `solve --format fcs`.
 */
import { homeFor } from './rules.js';
import { pileAt, PILE_COUNTS, type FreeCellMove, type FreeCellState, type PileKind, type PileRef } from './state.js';

const GAME = /^([fht])(\d)\s*([fht])(\d)?\s*(?:\((\d{1,2})\))?$/i;
const STANDARD = /^([1-8a-d])([1-8a-dh])\s*(?:\((\d{1,2})\))?$/i;

function ref(kind: string, digit: string): PileRef | null {
  const upper = kind.toUpperCase() as PileKind;
  const index = Number(digit);
  return index < PILE_COUNTS[upper] ? { kind: upper, index } : null;
}

/** A pile in standard notation: `1`-`8` a column, `a`-`d` a free cell. */
function standardRef(letter: string): PileRef {
  const code = letter.toLowerCase();
  return /\d/.test(code) ? { kind: 'T', index: Number(code) - 1 } : { kind: 'F', index: code.charCodeAt(0) - 97 };
}

/** The home cell for the top card of `from`, when the move names home without a number. */
function home(from: PileRef, state: FreeCellState | undefined): PileRef | null {
  const card = state === undefined ? undefined : pileAt(state, from).at(-1);
  if (state === undefined || card === undefined) return null;
  // no home cell takes it: H0 stands in, and the rules say why
  return homeFor(state, card) ?? { kind: 'H', index: 0 };
}

function withCount(from: PileRef, to: PileRef, count: string | undefined): FreeCellMove {
  return count === undefined ? { from, to } : { from, to, count: Number(count) };
}

/**
 * A move in either notation, or null when the text is none. Home without a number
 * (`5h`, `T4 H`) needs the position, to know which home cell the card goes to.
 */
export function parseMove(text: string, state?: FreeCellState): FreeCellMove | null {
  const typed = text.trim();
  const game = GAME.exec(typed);
  if (game !== null) {
    const [, fromKind, fromDigit, toKind, toDigit, count] = game as unknown as string[];
    const from = ref(fromKind as string, fromDigit as string);
    if (from === null) return null;
    const to = toDigit === undefined ? ((toKind as string).toUpperCase() === 'H' ? home(from, state) : null) : ref(toKind as string, toDigit);
    return to === null ? null : withCount(from, to, count);
  }
  const standard = STANDARD.exec(typed);
  if (standard === null) return null;
  const [, fromLetter, toLetter, count] = standard as unknown as string[];
  const from = standardRef(fromLetter as string);
  const to = (toLetter as string).toLowerCase() === 'h' ? home(from, state) : standardRef(toLetter as string);
  return to === null ? null : withCount(from, to, count);
}

export function formatRef(pile: PileRef): string {
  return `${pile.kind}${pile.index}`;
}

/** `T2 F0`, `T2 T7(3)`: the game's notation, which parseMove reads back. */
export function formatMove(move: FreeCellMove): string {
  return `${formatRef(move.from)} ${formatRef(move.to)}${move.count === undefined ? '' : `(${move.count})`}`;
}

function standardPile(pile: PileRef): string {
  if (pile.kind === 'T') return String(pile.index + 1);
  return pile.kind === 'F' ? String.fromCharCode(97 + pile.index) : 'h';
}

/** `3a`, `a8`, `5h`, `38`, `38(3)`: standard FreeCell notation (a count only for more than one card). */
export function formatStandard(move: FreeCellMove): string {
  const count = move.count !== undefined && move.count > 1 ? `(${move.count})` : '';
  return `${standardPile(move.from)}${standardPile(move.to)}${count}`;
}

function fcsPile(pile: PileRef): string {
  if (pile.kind === 'T') return `stack ${pile.index}`;
  return pile.kind === 'F' ? `freecell ${pile.index}` : 'the foundations';
}

/** fc-solve's sentence for a move: `Move a card from stack 4 to freecell 0`, `Move 3 cards from stack 2 to stack 7`. */
export function formatFcs(move: FreeCellMove): string {
  const cards = move.count !== undefined && move.count > 1 ? `${move.count} cards` : 'a card';
  return `Move ${cards} from ${fcsPile(move.from)} to ${fcsPile(move.to)}`;
}
