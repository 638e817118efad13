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
 */
import { asText, cardCell, emptyCell, faint, joined, line, pileColumns, spanning, wrapWords, type Cell } from '../../engine/columns.js';
import { topCard, type SeenCard } from '../../engine/pile.js';
import type { Theme } from '../../engine/theme.js';
import { STUCK_LINE } from './board.js';
import { isStandard, type KlondikeView } from './state.js';

/** Columns a slot takes: 7 slots fill 70 of the 80; the waste takes two. */
const SLOT = 10;

/** The column view of the table, each line ending in a newline. */
export function renderColumns(view: KlondikeView, theme: Theme): string {
  const heads = [faint('Deck', theme), spanning(faint('Waste', theme), 2), ...view.foundations.map((_, i) => faint(`F${i}`, theme))];
  const cells = [
    deckCell(view, theme),
    spanning(counted(view.waste.slice(view.waste.length - view.showing), view.waste.length, theme), 2),
    ...view.foundations.map((pile) => counted(pile.slice(-1), null, theme)),
  ];
  const tableauHeads = view.tableau.map((_, i) => faint(`T${i}`, theme));
  const piles = view.tableau.map((pile) => pile.map((card) => cardCell(card, theme)));
  const lines = [line(heads, SLOT), line(cells, SLOT), '', line(tableauHeads, SLOT), ...pileColumns(piles, SLOT, theme)];
  const notes = [
    ...(view.rules.scoring === 'none' ? [] : [`Score: ${view.score}`]),
    ...(view.stuck ? wrapWords(STUCK_LINE) : []),
  ];
  return asText(notes.length === 0 ? lines : [...lines, '', ...notes]);
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
