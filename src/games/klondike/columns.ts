/**
 * Klondike's picture of the table, for people at a terminal (the board lines stay the
 * default). The deck, the waste and the foundations across the top, the seven tableau
 * piles down the screen with face-down cards as backs (`##`):
 *
 *     Deck      Waste               F0        F1        F2        F3
 *     ## (21)   8♠ 9♦ 10♣ (3)       A♠        --        --        --
 *
 *     T0        T1        T2        T3        T4        T5        T6
 *     K♥        ##        ##        ##        ##        ##        ##
 *               4♣        ##        ...
 *
 *     Score: 15
 *
 * The deck shows what its board line shows (the spec's game: its face-up top card; the
 * standard game: a back), the waste the cards on show (draw 3: up to three, the
 * playable one last), each with its count in brackets. A foundation shows its top card.
 * The Score line (with scoring) and the note that play is stuck follow the tableau.
 *
 * The column view (no height) is drawn for a width: the slots narrow from 10 columns
 * to 4 so that the seven piles fit it, and where the top row does not fit in one line
 * the foundations take a row of their own (below 28 columns the waste too). Below 27
 * columns nothing fits: null, and the session shows the board's lines.
 *
 * The full screen's table (a height too) marks draw 3's playable card on the fanned
 * waste (`A♣ K♠ [7♦] (3)`) and under Vegas scoring says the pass (`Score: -47, pass 2
 * of 3`). It is the first that fits of: the columns with slots up to 14 columns wide,
 * the columns without blank lines, and the piles as rows across (`T2 ## ## 5♦`), a long
 * pile wrapping under its first card.
 *
 * Each head, card and empty pile stands for its pile's words (pick.ts).
 */
import { cardCell, cell, emptyCell, faint, fitted, headedGroups, joined, label, LINE_WIDTH, line, pileColumns, pileRows, slotWidth, textRow, wrapWords, type Cell, type Headed } from '../../engine/columns.js';
import { topCard, type SeenCard } from '../../engine/pile.js';
import { pictureText, type Pick, type Picture, type PictureSize, type Row } from '../../engine/picture.js';
import type { Theme } from '../../engine/theme.js';
import { STUCK_LINE } from './board.js';
import { pilePick, runPick, type PileKind } from './pick.js';
import { passLimit } from './scoring.js';
import { isStandard, type KlondikeView } from './state.js';

/** Columns a slot takes at most in the column view: 7 slots fill 70 of 80. */
const SLOT = 10;
/** The widest slot of the full screen's table. */
const ROOMY_SLOT = 14;
/** The narrowest slot: the widest card (`10♥`) and a space. */
const NARROWEST_SLOT = 4;
const CARD_ROOM = 3;
/** The most the deck's cell can hold: `10♥ (24)`. */
const DECK_ROOM = 8;
/** The most the waste's cell can hold: three cards on show and the count, `10♠ 10♥ 10♦ (24)`; two more for the mark. */
const WASTE_ROOM = 16;
const MARK_ROOM = 2;

/** How a layout draws: for the full screen (marks and the pass), with blank lines between its parts. */
interface Manner {
  readonly full: boolean;
  readonly spaced: boolean;
}

const COLUMN_VIEW: Manner = { full: false, spaced: true };

/** The column view of the table, each line ending in a newline, in at most `width` columns (null when it cannot fit). */
export function renderColumns(view: KlondikeView, theme: Theme): string;
export function renderColumns(view: KlondikeView, theme: Theme, width: number): string | null;
export function renderColumns(view: KlondikeView, theme: Theme, width: number = LINE_WIDTH): string | null {
  const drawn = picture(view, { width });
  return drawn === null ? null : pictureText(drawn, theme);
}

/** The table drawn for the size: the column view without a height, the first layout that fits with one; null when none does. */
export function picture(view: KlondikeView, size: PictureSize): Picture | null {
  const { width, height } = size;
  if (height === undefined) return columns(view, width, SLOT, COLUMN_VIEW);
  return columns(view, width, ROOMY_SLOT, { full: true, spaced: true }, height)
    ?? columns(view, width, ROOMY_SLOT, { full: true, spaced: false }, height)
    ?? rows(view, width, { full: true, spaced: true }, height)
    ?? rows(view, width, { full: true, spaced: false }, height);
}

/** The tableau piles down the screen under their heads, below the top row. */
function columns(view: KlondikeView, width: number, preferred: number, manner: Manner, height?: number): Picture | null {
  const slot = slotWidth(view.tableau.length, CARD_ROOM, width, preferred);
  if (slot < NARROWEST_SLOT) return null;
  const tableauHeads = view.tableau.map((_, i) => label(`T${i}`, pilePick('T', i)));
  const piles = view.tableau.map((pile, i) => pileCells(pile, i));
  const tableau = [line(tableauHeads, slot), ...pileColumns(piles, slot, (i) => emptyCell(pilePick('T', i)))];
  return laidOut(view, width, slot, manner, tableau, height);
}

/** The tableau piles as rows across (`T2 ## ## 5♦`), below the top row. */
function rows(view: KlondikeView, width: number, manner: Manner, height: number): Picture | null {
  const slot = slotWidth(view.tableau.length, CARD_ROOM, width, NARROWEST_SLOT);
  if (slot < NARROWEST_SLOT) return null;
  const tableauHeads = view.tableau.map((_, i) => label(`T${i}`, pilePick('T', i)));
  const piles = view.tableau.map((pile, i) => (pile.length === 0 ? [emptyCell(pilePick('T', i))] : pileCells(pile, i)));
  return laidOut(view, width, slot, manner, pileRows(tableauHeads, piles, width, CARD_ROOM), height);
}

/** The top row, the tableau, and the notes under it, as a picture when they fit. */
function laidOut(view: KlondikeView, width: number, slot: number, manner: Manner, tableau: readonly Row[], height?: number): Picture | null {
  const marked = manner.full && view.rules.draw === 3;
  const top: Headed[][] = [
    [
      { head: label('Deck', pilePick('D')), cell: deckCell(view), room: DECK_ROOM },
      { head: label('Waste', pilePick('W')), cell: wasteCell(view, marked), room: WASTE_ROOM + (marked ? MARK_ROOM : 0) },
    ],
    view.foundations.map((pile, i) => ({ head: label(`F${i}`, pilePick('F', i)), cell: counted(pile.slice(-1), null, 'F', i), room: CARD_ROOM })),
  ];
  const gap: Row[] = manner.spaced ? [[]] : [];
  const lines = [...headedGroups(top, slot, width), ...gap, ...tableau];
  const notes = [
    ...(view.rules.scoring === 'none' ? [] : [scoreNote(view, manner.full)]),
    ...(view.stuck ? wrapWords(STUCK_LINE, width) : []),
  ].map((note) => textRow(note));
  return fitted(notes.length === 0 ? lines : [...lines, ...gap, ...notes], width, height, true);
}

/** `Score: 15`; on the full screen under Vegas scoring, with the pass: `Score: -47, pass 2 of 3`. */
function scoreNote(view: KlondikeView, full: boolean): string {
  const limit = passLimit(view.rules);
  return full && limit !== null ? `Score: ${view.score}, pass ${view.pass} of ${limit}` : `Score: ${view.score}`;
}

/** A tableau pile's cards, face-down ones as backs, each standing for the pile and the run from it to the top. */
function pileCells(pile: readonly SeenCard[], index: number): Cell[] {
  return pile.map((card, i) => cardCell(card, runPick('T', index, pile.length - i)));
}

/** The deck as its board line shows it: a back in the standard game, else its top card. */
function deckCell(view: KlondikeView): Cell {
  const top = topCard(view.deck);
  const shown: SeenCard[] = top === undefined ? [] : [isStandard(view.rules) ? null : top];
  return counted(shown, view.deck.length, 'D', 0);
}

/** The waste's cards on show, the playable one last (in brackets when `marked`), and its count. */
function wasteCell(view: KlondikeView, marked: boolean): Cell {
  const shown = view.waste.slice(view.waste.length - view.showing);
  if (!marked || shown.length === 0) return counted(shown, view.waste.length, 'W', 0);
  const cards = shown.map((card, i) => cardCell(card, runPick('W', 0, shown.length - i)));
  const top = cards.pop() as Cell;
  const pick = runPick('W', 0, 1);
  const playable = joined([cell('[', 'mark', pick), top, cell(']', 'mark', pick)], 0);
  return joined([...cards, playable, faint(`(${view.waste.length})`, pilePick('W'))]);
}

/** Cards side by side (`--` for none), then the pile's count in brackets when it is given; each standing for the pile. */
function counted(cards: readonly SeenCard[], count: number | null, kind: PileKind, index: number): Cell {
  const pickAt = (i: number): Pick => runPick(kind, index, cards.length - i);
  const shown = cards.length === 0 ? [emptyCell(pilePick(kind, index))] : cards.map((card, i) => cardCell(card, pickAt(i)));
  return joined(count === null ? shown : [...shown, faint(`(${count})`, pilePick(kind, index))]);
}
