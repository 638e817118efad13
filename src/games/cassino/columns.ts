/**
 * Cassino's column view: the table as it lies, for people at a terminal (the board
 * lines stay the default). The table cards in a row under their positions (`1`, `2`,
 * ... as the short form names them), wrapping after sixteen; the seat's own hand under
 * its keys `a` `s` `d` `f`; then the round, the dealer and the deck, and each
 * opponent's hand as backs with its count:
 *
 *     Table
 *     1    2    3    4
 *     7♠   3♥   4♦   Q♣
 *
 *     Hand
 *     a    s    d    f
 *     A♣   9♦   2♠   K♥
 *
 *     Round 1, dealer Cid, deck 36 cards
 *     Bob  ## ## ## ## (4)
 *     Cid  ## ## ## ## (4)
 *
 * Once the game is over there is no board, as in the board lines.
 *
 * The picture is drawn for a width: as many cards a row as fit it (sixteen at most),
 * and where a name and a full hand's backs do not fit on one line, the backs go on
 * the line under the name. Only a name wider than the screen does not fit: null, and
 * the session shows the board's lines.
 */
import { cardCell, cell, emptyCell, faint, fitted, headedRows, joined, LINE_WIDTH, line, wrapWords, type Cell } from '../../engine/columns.js';
import type { Pile } from '../../engine/pile.js';
import type { Theme } from '../../engine/theme.js';
import { HAND_KEYS } from './notation.js';
import { HAND_SIZE, type CassinoView } from './state.js';

/** Columns a slot takes: sixteen slots a row fit 80 (the last slot's padding is trimmed). */
const SLOT = 5;
const PER_ROW = 16;
/** The widest card (`10♥`) or position (`52`). */
const CARD_ROOM = 3;
/** How far in the backs go when they take the line under the name. */
const BACKS_INDENT = '  ';

/** The column view as this seat sees it, each line ending in a newline, in at most `width` columns (null when it cannot fit); '' once the game is over. */
export function renderColumns(view: CassinoView, theme: Theme): string;
export function renderColumns(view: CassinoView, theme: Theme, width: number): string | null;
export function renderColumns(view: CassinoView, theme: Theme, width: number = LINE_WIDTH): string | null {
  if (view.winner !== null) return '';
  const perRow = Math.max(1, Math.min(PER_ROW, Math.floor((width - CARD_ROOM) / SLOT) + 1));
  return fitted([
    line([faint('Table', theme)], SLOT),
    ...cardRows(view.table, (i) => String(i + 1), perRow, theme),
    '',
    line([faint('Hand', theme)], SLOT),
    ...cardRows(view.hand, (i) => HAND_KEYS[i] ?? '?', perRow, theme),
    '',
    ...wrapWords(`Round ${view.round}, dealer ${view.seats[view.dealer]?.name ?? '?'}, deck ${view.deckSize} cards`, width),
    ...opponentLines(view, width, theme),
  ], width);
}

/** The cards under their keys, `perRow` a row; a lone `--` when there are none. */
function cardRows(pile: Pile, key: (index: number) => string, perRow: number, theme: Theme): string[] {
  if (pile.length === 0) return [line([emptyCell(theme)], SLOT)];
  return headedRows(pile.map((_, i) => faint(key(i), theme)), pile.map((card) => cardCell(card, theme)), SLOT, perRow);
}

/**
 * Each opponent in seat order: the name, and the hand as backs with its count (`Bob  ## ## (2)`);
 * the backs on the next line when a full hand's would not fit beside the longest name.
 */
function opponentLines(view: CassinoView, width: number, theme: Theme): string[] {
  const opponents = view.seats.flatMap((seat, i) => (i === view.seat ? [] : [{ name: seat.name, cards: view.handSizes[i] ?? 0 }]));
  const nameWidth = Math.max(0, ...opponents.map(({ name }) => cell(name).width)) + 2;
  if (nameWidth + backs(HAND_SIZE, theme).width <= width) {
    return opponents.map(({ name, cards }) => line([cell(name), backs(cards, theme)], nameWidth));
  }
  return opponents.flatMap(({ name, cards }) => [name, `${BACKS_INDENT}${backs(cards, theme).text}`]);
}

/** `## ## ## ## (4)`, or `-- (0)` for an empty hand. */
function backs(count: number, theme: Theme): Cell {
  const shown = count === 0 ? [emptyCell(theme)] : Array.from({ length: count }, () => cardCell(null, theme));
  return joined([...shown, faint(`(${count})`, theme)]);
}
