/**
 * Klondike's column view: the table as it lies, for people at a terminal (the board
 * lines stay the default). The deck, the waste and the foundations across the top,
 * the seven tableau piles down the screen with face-down cards as backs (`##`):
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
 * The picture is drawn for a width: the slots narrow from 10 columns to 4 so that the
 * seven piles fit it, and where the top row does not fit in one line the foundations
 * take a row of their own (below 28 columns the waste too). Below 27 columns nothing
 * fits: null, and the session shows the board's lines.
 */
import { cardCell, emptyCell, faint, fitted, headedGroups, joined, LINE_WIDTH, pileColumns, line, slotWidth, wrapWords, type Cell, type Headed } from '../../engine/columns.js';
import { topCard, type SeenCard } from '../../engine/pile.js';
import type { Theme } from '../../engine/theme.js';
import { STUCK_LINE } from './board.js';
import { isStandard, type KlondikeView } from './state.js';

/** Columns a slot takes at most: 7 slots fill 70 of 80. */
const SLOT = 10;
/** The narrowest slot: the widest card (`10♥`) and a space. */
const NARROWEST_SLOT = 4;
const CARD_ROOM = 3;
/** The most the deck's cell can hold: `10♥ (24)`. */
const DECK_ROOM = 8;
/** The most the waste's cell can hold: three cards on show and the count, `10♠ 10♥ 10♦ (24)`. */
const WASTE_ROOM = 16;

/** The column view of the table, each line ending in a newline, in at most `width` columns (null when it cannot fit). */
export function renderColumns(view: KlondikeView, theme: Theme): string;
export function renderColumns(view: KlondikeView, theme: Theme, width: number): string | null;
export function renderColumns(view: KlondikeView, theme: Theme, width: number = LINE_WIDTH): string | null {
  const slot = slotWidth(view.tableau.length, CARD_ROOM, width, SLOT);
  if (slot < NARROWEST_SLOT) return null;
  const top: Headed[][] = [
    [
      { head: faint('Deck', theme), cell: deckCell(view, theme), room: DECK_ROOM },
      { head: faint('Waste', theme), cell: counted(view.waste.slice(view.waste.length - view.showing), view.waste.length, theme), room: WASTE_ROOM },
    ],
    view.foundations.map((pile, i) => ({ head: faint(`F${i}`, theme), cell: counted(pile.slice(-1), null, theme), room: CARD_ROOM })),
  ];
  const tableauHeads = view.tableau.map((_, i) => faint(`T${i}`, theme));
  const piles = view.tableau.map((pile) => pile.map((card) => cardCell(card, theme)));
  const lines = [...headedGroups(top, slot, width), '', line(tableauHeads, slot), ...pileColumns(piles, slot, theme)];
  const notes = [
    ...(view.rules.scoring === 'none' ? [] : [`Score: ${view.score}`]),
    ...(view.stuck ? wrapWords(STUCK_LINE, width) : []),
  ];
  return fitted(notes.length === 0 ? lines : [...lines, '', ...notes], width);
}
/** The deck as its board line shows it: a back in the standard game, else its top card. */
function deckCell(view: KlondikeView, theme: Theme): Cell {
  const top = topCard(view.deck);
  const shown: SeenCard[] = top === undefined ? [] : [isStandard(view.rules) ? null : top];
  return counted(shown, view.deck.length, theme);
}

/** Cards side by side (`--` for none), then the pile's count in brackets when it is given. */
function counted(cards: readonly SeenCard[], count: number | null, theme: Theme): Cell {
  const shown = cards.length === 0 ? [emptyCell(theme)] : cards.map((card) => cardCell(card, theme));
  return joined(count === null ? shown : [...shown, faint(`(${count})`, theme)]);
}
