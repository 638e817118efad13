/**
 * A FreeCell position as plain data: 4 free cells (at most one card each), 4 home
 * cells (one suit each, ace up) and 8 tableau piles, each pile bottom card first.
 */
import { cardIndex } from '../../engine/card.js';
import type { Pile } from '../../engine/pile.js';

/**
 * The rules a game is played under: the spec's (one card a move, nothing moves by
 * itself) unless `--supermoves` (a run moves between tableau piles as one move) or
 * `--autoplay` (cards that are safe to send home go home after each move).
 */
export interface FreeCellRules {
  readonly supermoves: boolean;
  readonly autoplay: boolean;
}

export const SPEC_RULES: FreeCellRules = Object.freeze({ supermoves: false, autoplay: false });

export interface FreeCellState {
  /** The Microsoft deal number this game started from, or null for a deal from a file. */
  readonly deal: number | null;
  readonly rules: FreeCellRules;
  readonly freecells: readonly Pile[];
  readonly homecells: readonly Pile[];
  readonly tableau: readonly Pile[];
}

export type PileKind = 'F' | 'H' | 'T';

/** A pile by kind and number, as typed: F0-F3, H0-H3, T0-T7. */
export interface PileRef {
  readonly kind: PileKind;
  readonly index: number;
}

export interface FreeCellMove {
  readonly from: PileRef;
  readonly to: PileRef;
  /**
   * How many cards the move carries between tableau piles, when more than one (only
   * with supermoves) or when it was typed (`T2 T7(3)`); absent, the run that fits.
   */
  readonly count?: number;
}

/** `auto`: every card that can safely go home goes, as one move (the game's command beside the card moves). */
export interface AutoHome {
  readonly auto: true;
}

export const AUTO_HOME: AutoHome = Object.freeze({ auto: true });

/** What a person may play: a move of cards, or `auto`. The solver and the rules' generator deal in moves alone. */
export type FreeCellPlay = FreeCellMove | AutoHome;

export function isAutoHome(play: FreeCellPlay): play is AutoHome {
  return 'auto' in play;
}

export const PILE_COUNTS: Readonly<Record<PileKind, number>> = { F: 4, H: 4, T: 8 };
export const PILE_NAMES: Readonly<Record<PileKind, string>> = { F: 'Freecell', H: 'Homecell', T: 'Tableau' };

/** Every pile, in board order: free cells, home cells, tableau. */
export const ALL_PILES: readonly PileRef[] = (['F', 'H', 'T'] as const).flatMap((kind) =>
  Array.from({ length: PILE_COUNTS[kind] }, (_, index) => ({ kind, index })),
);

/** A pile as a short string, a letter a card: for keys that tell positions apart. */
export function pileCode(cards: Pile): string {
  return cards.map((card) => String.fromCharCode(65 + cardIndex(card))).join('');
}

/** The piles of one kind, each field by name (not state[FIELDS[kind]]): one shape of access each, which the rules' hot paths keep fast. */
function pilesOf(state: FreeCellState, kind: PileKind): readonly Pile[] {
  return kind === 'T' ? state.tableau : kind === 'F' ? state.freecells : state.homecells;
}

export function pileAt(state: FreeCellState, ref: PileRef): Pile {
  const pile = pilesOf(state, ref.kind)[ref.index];
  if (pile === undefined) throw new RangeError(`no pile ${ref.kind}${ref.index}`);
  return pile;
}

/** The piles of one kind for a copy of the state: copied when pile `a` or `b` is of that kind (they are about to be replaced), shared otherwise. */
function piles(state: FreeCellState, kind: PileKind, a: PileRef, b: PileRef | undefined): readonly Pile[] {
  const piles = pilesOf(state, kind);
  return a.kind === kind || b?.kind === kind ? piles.slice() : piles;
}

/**
 * A copy of the state with pile `a` replaced, and pile `b` too when given (a move's
 * source and target): one new state, written out field by field (a spread with a
 * computed key is slow, and replaying a solution makes a copy a move), and only the
 * kinds of pile touched copied.
 */
export function withPiles(state: FreeCellState, a: PileRef, aPile: Pile, b?: PileRef, bPile?: Pile): FreeCellState {
  const next: FreeCellState = {
    deal: state.deal,
    rules: state.rules,
    freecells: piles(state, 'F', a, b),
    homecells: piles(state, 'H', a, b),
    tableau: piles(state, 'T', a, b),
  };
  // only the copies are written to
  (pilesOf(next, a.kind) as Pile[])[a.index] = aPile;
  if (b !== undefined) (pilesOf(next, b.kind) as Pile[])[b.index] = bPile as Pile;
  return next;
}

/** "Tableau 3": the label a board line starts with. */
export function pileLabel(ref: PileRef): string {
  return `${PILE_NAMES[ref.kind]} ${ref.index}`;
}

export function sameRef(a: PileRef, b: PileRef): boolean {
  return a.kind === b.kind && a.index === b.index;
}

export function emptyPiles(count: number): Pile[] {
  return Array.from({ length: count }, () => []);
}
