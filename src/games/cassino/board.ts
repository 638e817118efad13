/**
 * Cassino's board text (CONTRACT "Boards" and "Cassino"), as a seat sees it:
 *
 *     Table:[7♠, 3♥, 4♦]
 *     Hand:[A♣, 9♦, 2♠, K♥]
 *     Round 1, dealer Cid, deck 36 cards, in hand: Bob 4, Cid 4
 *
 * The status line names the round, the dealer, the cards left in the deck, and each
 * opponent's cards in hand, in seat order. Once the game is over there is no board.
 *
 * The `score` command's scoreboard, one line a player, the names in a column 20
 * wide, or as wide as the widest name takes on the screen (at most 40: 20 wide
 * characters), so it fits 80 columns:
 *
 *     Round 2, playing to 16 points
 *     Player                Cards  Spades  Sweeps  Total
 *     Ann                      12       3       1      5
 *     Bob                       6       1       0      8
 *
 * Cards, spades and sweeps are this round's (the last round's once the game is over);
 * Total counts the rounds scored so far, and a line for each of them follows:
 *
 *     Round 1: Ann 5, Bob 8
 */
import type { Theme } from '../../engine/theme.js';
import { renderPile } from '../../engine/pile.js';
import { padToWidth, visibleWidth } from '../../engine/wrap.js';
import { tableLine } from './log.js';
import { MAX_NAME_LENGTH } from './players.js';
import type { CassinoView } from './state.js';

/** The board as this seat sees it, each line ending in a newline; '' once the game is over. */
export function renderBoard(view: CassinoView, theme: Theme): string {
  if (view.winner !== null) return '';
  return [tableLine(view.table, theme.card), renderPile('Hand', view.hand, theme.card), statusLine(view)].map((line) => `${line}\n`).join('');
}

/** `Round 1, dealer Cid, deck 36 cards, in hand: Bob 4, Cid 4`. */
export function statusLine(view: CassinoView): string {
  const name = (seat: number) => view.seats[seat]?.name ?? '?';
  const opponents = view.seats.flatMap((seat, i) => (i === view.seat ? [] : [`${seat.name} ${view.handSizes[i] ?? 0}`]));
  return `Round ${view.round}, dealer ${name(view.dealer)}, deck ${view.deckSize} cards, in hand: ${opponents.join(', ')}`;
}

const COLUMNS = ['Cards', 'Spades', 'Sweeps', 'Total'];

/** The `score` command's text (see above), each line ending in a newline. */
export function scoreboard(view: CassinoView): string {
  const title = view.winner === null
    ? `Round ${view.round}, playing to ${view.target} points`
    : `Round ${view.round}, the last: ${view.seats[view.winner]?.name ?? '?'} won, playing to ${view.target} points`;
  // the names' column: 20 wide, or as wide as the widest name takes on the screen (emoji and CJK take two columns)
  const nameColumn = Math.max(MAX_NAME_LENGTH, ...view.seats.map((seat) => visibleWidth(seat.name)));
  const row = (name: string, cells: readonly (string | number)[]) =>
    `${padToWidth(name, nameColumn)}${cells.map((cell, i) => String(cell).padStart((COLUMNS[i] as string).length + 2)).join('')}`.trimEnd();
  // the rounds scored so far, from round 2 on: how the totals came about
  const scored = view.roundScores.map((points, round) =>
    `Round ${round + 1 + view.round - view.roundScores.length - (view.winner === null ? 1 : 0)}: ${view.seats.map((seat, i) => `${seat.name} ${points[i] ?? 0}`).join(', ')}`);
  const lines = [
    title,
    row('Player', COLUMNS),
    ...view.seats.map((seat, i) => row(seat.name, [view.capturedCards[i] ?? 0, view.capturedSpades[i] ?? 0, view.sweeps[i] ?? 0, view.totals[i] ?? 0])),
    ...scored,
  ];
  return lines.map((line) => `${line}\n`).join('');
}

/** The `log` command's text: every log line so far, each ending in a newline. */
export function logText(view: CassinoView): string {
  return view.log.map((line) => `${line}\n`).join('');
}
