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
import { isAutoHome, pileAt, PILE_COUNTS, PILE_NAMES, type FreeCellMove, type FreeCellPlay, type FreeCellState, type PileKind, type PileRef } from './state.js';

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
  if (state === undefined) return null;
  const card = pileAt(state, from).at(-1);
  // an empty pile, or no home cell that takes the card: H0 stands in, and the rules say why
  return (card === undefined ? undefined : homeFor(state, card)) ?? { kind: 'H', index: 0 };
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

/** Text shaped like a move in the game's notation, with any pile number (or none). */
const GAME_SHAPE = /^([fht])(\d*)\s*([fht])(\d*)\s*(?:\(\d{1,2}\))?$/i;
/** Text shaped like a move in standard notation, columns 0 and 9 and `h` as the source included. */
const STANDARD_SHAPE = /^([0-9a-dh])([0-9a-dh])\s*(?:\(\d{1,2}\))?$/i;

const KIND_NAMES: Readonly<Record<PileKind, string>> = { F: 'free cells', H: 'home cells', T: 'tableau piles' };

/** Why a pile as typed is not there (`T9`, `F`), or null when it is. */
function refProblem(kind: string, digits: string): string | null {
  const upper = kind.toUpperCase() as PileKind;
  const range = `the ${KIND_NAMES[upper]} are ${upper}0-${upper}${PILE_COUNTS[upper] - 1}`;
  if (digits === '') return `${upper} needs a number: ${range}`;
  return Number(digits) < PILE_COUNTS[upper] && digits.length === 1 ? null : `there is no ${PILE_NAMES[upper]} ${digits}: ${range}`;
}

/**
 * Why text that parseMove does not read is no move, when it looks like one: a pile
 * that is not there (`T1 T9`, `9a`), or a home cell as the source (`h1`). Null for
 * text that is not a move at all (`T1`, `tree f0`): it is told how a move is typed.
 */
export function notAMoveReason(text: string): string | null {
  const typed = text.trim();
  const game = GAME_SHAPE.exec(typed);
  if (game !== null) {
    const [, fromKind, fromDigits, toKind, toDigits] = game as unknown as string[];
    const toHome = (toKind as string).toUpperCase() === 'H' && toDigits === '';
    return refProblem(fromKind as string, fromDigits as string) ?? (toHome ? null : refProblem(toKind as string, toDigits as string));
  }
  const standard = STANDARD_SHAPE.exec(typed);
  if (standard === null) return null;
  const [, from, to] = (standard as unknown as string[]).map((letter) => letter.toLowerCase());
  if (from === 'h') return 'nothing leaves a home cell';
  const column = [from, to].find((letter) => letter === '0' || letter === '9');
  return column === undefined ? null : `there is no column ${column}: the columns are 1-8`;
}

export function formatRef(pile: PileRef): string {
  return `${pile.kind}${pile.index}`;
}

/** `T2 F0`, `T2 T7(3)`, `auto`: the game's notation, which parseMove (the game's, for `auto`) reads back. */
export function formatMove(move: FreeCellPlay): string {
  if (isAutoHome(move)) return 'auto';
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
