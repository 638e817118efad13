/**
 * Cassino's picture of the table, for people at a terminal (the board lines stay the
 * default). The column view: the table cards in a row under their positions (`1`, `2`,
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
 * The column view (no height) is drawn for a width: as many cards a row as fit it
 * (sixteen at most), and where a name and a full hand's backs do not fit on one line,
 * the backs go on the line under the name. Only a name wider than the screen does not
 * fit: null, and the session shows the board's lines.
 *
 * The full screen's table (a height too) is laid out as the seed's: the opponents at
 * the top, each with their backs, their count and their points; the round, the dealer
 * and the deck; the table; the seat's own hand at the bottom with its points:
 *
 *     Bob  ## ## ## ## (4)  12 points
 *     Cid  ## ## ## ## (4)  3 points
 *     Round 1, dealer Cid, deck 36 cards
 *
 *     Table
 *     1    2    3    4
 *     7♠   3♥   4♦   Q♣
 *
 *     Hand  Ann, 5 points
 *     a    s    d    f
 *     A♣   9♦   2♠   K♥
 *
 * It is the first that fits of: slots up to 7 columns wide and blank lines between the
 * parts; slots of 5 and no blank lines; slots of 4, backs side by side (`####`) and
 * the points under a name where a line cannot hold both; the same without the table's
 * heading (a long table in a small window).
 *
 * Each hand card and its key stands for the key and the card's name, each table card
 * and its number for the number and the name (pick.ts).
 */
import { cardCell, cell, emptyCell, faint, fitted, headedRows, joined, label, LINE_WIDTH, line, shifted, textRow, wrapWords, type Cell } from '../../engine/columns.js';
import type { Pile } from '../../engine/pile.js';
import { pictureText, type Pick, type Picture, type PictureSize, type Row } from '../../engine/picture.js';
import type { Theme } from '../../engine/theme.js';
import { HAND_KEYS } from './notation.js';
import { handPick, tablePick } from './pick.js';
import { pointsWord } from './round-summary.js';
import { HAND_SIZE, type CassinoView } from './state.js';

/** Columns a slot takes: sixteen slots a row fit 80 (the last slot's padding is trimmed). */
const SLOT = 5;
const PER_ROW = 16;
/** The widest card (`10♥`) or position (`52`). */
const CARD_ROOM = 3;
/** How far in the backs go when they take the line under the name. */
const BACKS_INDENT = 2;

/** The column view as this seat sees it, each line ending in a newline, in at most `width` columns (null when it cannot fit); '' once the game is over. */
export function renderColumns(view: CassinoView, theme: Theme): string;
export function renderColumns(view: CassinoView, theme: Theme, width: number): string | null;
export function renderColumns(view: CassinoView, theme: Theme, width: number = LINE_WIDTH): string | null {
  const drawn = picture(view, { width });
  return drawn === null ? null : pictureText(drawn, theme);
}

/**
 * How a full-screen layout draws: the widest slot, blank lines between the parts, backs
 * side by side, and the table's heading (left out last: its cards' numbers tell it from
 * the hand's keys, so a long table still fits a small window).
 */
interface Manner {
  readonly slot: number;
  readonly spaced: boolean;
  readonly tight: boolean;
  readonly headed: boolean;
}

const FULL_SCREEN: readonly Manner[] = [
  { slot: 7, spaced: true, tight: false, headed: true },
  { slot: 5, spaced: false, tight: false, headed: true },
  { slot: 4, spaced: false, tight: true, headed: true },
  { slot: 4, spaced: false, tight: true, headed: false },
];

/** The table drawn for the size: the column view without a height, the first layout that fits with one; null when none does (or, without a height, an empty picture once the game is over). */
export function picture(view: CassinoView, size: PictureSize): Picture | null {
  const { width, height } = size;
  if (height === undefined) return columnView(view, width);
  if (view.winner !== null) return fitted([], width, height);
  for (const manner of FULL_SCREEN) {
    const drawn = fullScreen(view, width, height, manner);
    if (drawn !== null) return drawn;
  }
  return null;
}

function columnView(view: CassinoView, width: number): Picture | null {
  if (view.winner !== null) return fitted([], width);
  const perRow = perRowFor(width, SLOT);
  return fitted([
    line([label('Table')], SLOT),
    ...cardRows(view.table, tablePick, (i) => String(i + 1), perRow, SLOT),
    [],
    line([label('Hand')], SLOT),
    ...cardRows(view.hand, handPick, (i) => HAND_KEYS[i] ?? '?', perRow, SLOT),
    [],
    ...statusRows(view, width),
    ...opponentRows(view, width),
  ], width);
}

function fullScreen(view: CassinoView, width: number, height: number, manner: Manner): Picture | null {
  const slot = Math.max(CARD_ROOM + 1, Math.min(manner.slot, Math.floor((width - CARD_ROOM) / (PER_ROW - 1))));
  const perRow = perRowFor(width, slot);
  const gap: Row[] = manner.spaced ? [[]] : [];
  const me = view.seats[view.seat]?.name ?? '?';
  return fitted([
    ...playerRows(view, width, manner.tight),
    ...statusRows(view, width),
    ...gap,
    ...(manner.headed ? [line([label('Table')], slot)] : []),
    ...cardRows(view.table, tablePick, (i) => String(i + 1), perRow, slot),
    ...gap,
    line([label('Hand'), cell(`${me}, ${pointsWord(view.totals[view.seat] ?? 0)}`)], 6),
    ...cardRows(view.hand, handPick, (i) => HAND_KEYS[i] ?? '?', perRow, slot),
  ], width, height);
}

/** As many cards a row as fit the width in slots of `slot` columns, sixteen at most. */
function perRowFor(width: number, slot: number): number {
  return Math.max(1, Math.min(PER_ROW, Math.floor((width - CARD_ROOM) / slot) + 1));
}

/** `Round 1, dealer Cid, deck 36 cards`, wrapped to the width. */
function statusRows(view: CassinoView, width: number): Row[] {
  return wrapWords(`Round ${view.round}, dealer ${view.seats[view.dealer]?.name ?? '?'}, deck ${view.deckSize} cards`, width).map((text) => textRow(text));
}

/** The cards under their keys, `perRow` a row, each card and key standing for the card; a lone `--` when there are none. */
function cardRows(pile: Pile, pickOf: (card: Pile[number], index: number) => Pick, key: (index: number) => string, perRow: number, slot: number): Row[] {
  if (pile.length === 0) return [line([emptyCell()], slot)];
  const heads = pile.map((card, i) => faint(key(i), pickOf(card, i)));
  return headedRows(heads, pile.map((card, i) => cardCell(card, pickOf(card, i))), slot, perRow);
}

interface Opponent {
  readonly name: string;
  readonly cards: number;
  readonly points: number;
}

function opponentsOf(view: CassinoView): Opponent[] {
  return view.seats.flatMap((seat, i) => (i === view.seat ? [] : [{ name: seat.name, cards: view.handSizes[i] ?? 0, points: view.totals[i] ?? 0 }]));
}

/**
 * Each opponent in seat order: the name, and the hand as backs with its count (`Bob  ## ## (2)`);
 * the backs on the next line when a full hand's would not fit beside the longest name.
 */
function opponentRows(view: CassinoView, width: number): Row[] {
  const opponents = opponentsOf(view);
  const nameWidth = Math.max(0, ...opponents.map(({ name }) => cell(name).width)) + 2;
  if (nameWidth + backs(HAND_SIZE, false).width <= width) {
    return opponents.map(({ name, cards }) => line([cell(name), backs(cards, false)], nameWidth));
  }
  return opponents.flatMap(({ name, cards }) => [textRow(name), shifted(backs(cards, false).spans, BACKS_INDENT)]);
}

/**
 * The full screen's opponents: name, backs, count and points on one line (`Bob  ## ## (2)  12 points`)
 * where every one fits, else the points beside the name and the backs on the line under it.
 */
function playerRows(view: CassinoView, width: number, tight: boolean): Row[] {
  const opponents = opponentsOf(view);
  const nameWidth = Math.max(0, ...opponents.map(({ name }) => cell(name).width)) + 2;
  const backsWidth = backs(HAND_SIZE, tight).width + 2;
  const pointsWidth = Math.max(0, ...opponents.map(({ points }) => cell(pointsWord(points)).width));
  if (nameWidth + backsWidth + pointsWidth <= width) {
    return opponents.map(({ name, cards, points }) => [
      ...line([cell(name)], nameWidth),
      ...shifted(line([backs(cards, tight), cell(pointsWord(points))], backsWidth), nameWidth),
    ]);
  }
  return opponents.flatMap(({ name, cards, points }) => [
    line([cell(name), cell(pointsWord(points))], nameWidth),
    shifted(backs(cards, tight).spans, BACKS_INDENT),
  ]);
}

/** `## ## ## ## (4)` (`#### (4)` when tight), or `-- (0)` for an empty hand. */
function backs(count: number, tight: boolean): Cell {
  const back = tight ? cell('#', 'back') : cardCell(null);
  const shown = count === 0 ? [emptyCell()] : Array.from({ length: count }, () => back);
  return joined([joined(shown, tight ? 0 : 1), faint(`(${count})`)]);
}
