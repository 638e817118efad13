/**
 * A Klondike position as plain data, and what the player may see of it.
 *
 * Two rule sets share it. The spec's game (spec/klondike.txt, no `--draw`): the deck's
 * top card lies face up and plays from the deck (`D`); a draw moves it onto the waste,
 * which is not a source. The standard game (`--draw 1`, `--draw 3`, Windows Solitaire):
 * the deck lies face down, a draw turns one or three cards onto the waste, the waste's
 * top card plays (`W`), and a foundation's top card may come back onto the tableau.
 *
 * Every pile lists its cards bottom first, top (playable) card last.
 */
import type { Card } from '../../engine/card.js';
import type { LayeredPile, Pile, SeenCard } from '../../engine/pile.js';

/** `'spec'`: the spec's game; 1 or 3: the standard game, turning that many cards a draw. */
export type DrawRule = 'spec' | 1 | 3;
export type ScoringRule = 'none' | 'standard' | 'vegas';

export interface KlondikeRules {
  readonly draw: DrawRule;
  readonly scoring: ScoringRule;
}

export const SPEC_RULES: KlondikeRules = Object.freeze({ draw: 'spec', scoring: 'none' });

export const TABLEAU_PILES = 7;
export const FOUNDATIONS = 4;

export interface KlondikeState {
  readonly rules: KlondikeRules;
  /** The seed this game was dealt from (0 to 2^32 - 1), or null for a position from a deal file. */
  readonly seed: number | null;
  /**
   * The deck, top card last. Its bottom `down` cards have never been seen: in the first
   * pass, all of them in the standard game and all but the face-up top in the spec's;
   * after a recycle none, since every card has been through the waste.
   */
  readonly deck: LayeredPile;
  /** The waste, top card last; every card in it has been seen. */
  readonly waste: Pile;
  /**
   * How many of the waste's top cards are on show: 0 when it is empty; with draw 3, the
   * cards of the last turn still on it (1 to 3, at least the top one); otherwise 1.
   */
  readonly showing: number;
  /** Four piles, each built up from an Ace in one suit; any Ace may start any of them. */
  readonly foundations: readonly Pile[];
  /** Seven piles; the bottom `down` cards of each lie face down, and never its top card. */
  readonly tableau: readonly LayeredPile[];
  /** The points so far; always 0 without scoring. */
  readonly score: number;
  /** The pass through the deck under way: 1 at the deal, one more at each recycle. */
  readonly pass: number;
}

/** A place a move names: `D`, `W`, `T0`-`T6`, `F0`-`F3`. The deck and the waste have index 0. */
export type Place =
  | { readonly kind: 'D' | 'W'; readonly index: 0 }
  | { readonly kind: 'T' | 'F'; readonly index: number };

/** Where cards may go: a tableau pile or a foundation. */
export interface Target {
  readonly kind: 'T' | 'F';
  readonly index: number;
}

export type KlondikeMove =
  /** Turn the deck's top card (or cards) onto the waste; with the deck empty, turn the waste back. */
  | { readonly kind: 'draw' }
  /** Send home every card that can safely go, until none can: one move. */
  | { readonly kind: 'auto' }
  /**
   * Cards from one pile to another. Between tableau piles, the one face-up run that fits
   * the target; `count`, when typed (`T2 T5(3)`), names the run's length instead.
   */
  | { readonly kind: 'move'; readonly from: Place; readonly to: Target; readonly count?: number };

/**
 * The table as the player sees it: every card face up or already seen, and null for
 * the others. It is all the legality check needs, so the rules and the move
 * generator can work from either the full state or a view.
 */
export interface Table {
  readonly rules: KlondikeRules;
  /** Top card last; null for a card not seen yet (always a bottom run of the deck). */
  readonly deck: readonly SeenCard[];
  readonly waste: Pile;
  readonly foundations: readonly Pile[];
  /** Face-down cards as null, at the bottom of each pile. */
  readonly tableau: readonly (readonly SeenCard[])[];
  readonly pass: number;
}

/** What `render`, `hint` and `legalMoves` see: the table, the score, and whether play is stuck. */
export interface KlondikeView extends Table {
  readonly showing: number;
  readonly score: number;
  /** No card can move any more, whatever is drawn (worked out from the full state). */
  readonly stuck: boolean;
}

export const PILE_NAMES = { D: 'the deck', W: 'the waste', T: 'Tableau', F: 'Foundation' } as const;

/** "Tableau 3", "Foundation 0", "the deck". */
export function placeName(place: Place | Target): string {
  return place.kind === 'D' || place.kind === 'W' ? PILE_NAMES[place.kind] : `${PILE_NAMES[place.kind]} ${place.index}`;
}

/** Whether the rules are the standard game's (`--draw 1` or `--draw 3`). */
export function isStandard(rules: KlondikeRules): boolean {
  return rules.draw !== 'spec';
}

/** How many cards a draw turns: the spec's game and draw 1 turn one. */
export function drawCount(rules: KlondikeRules): number {
  return rules.draw === 3 ? 3 : 1;
}

/** How many of the deck's cards lie unseen, given the rules, the pass and the deck's size. */
export function unseenInDeck(rules: KlondikeRules, pass: number, size: number): number {
  if (pass > 1) return 0;
  return isStandard(rules) ? size : Math.max(0, size - 1);
}

/** The cards home, summed over the foundations. */
export function cardsHome(table: { readonly foundations: readonly Pile[] }): number {
  return table.foundations.reduce((sum, pile) => sum + pile.length, 0);
}

export function isWon(table: { readonly foundations: readonly Pile[] }): boolean {
  return cardsHome(table) === 52;
}

/** The rank a suit's foundation has reached: 0 until its Ace is home. */
export function homeRank(foundations: readonly Pile[], suit: Card['suit']): number {
  for (const pile of foundations) {
    const top = pile[pile.length - 1];
    if (top !== undefined && top.suit === suit) return top.rank;
  }
  return 0;
}
