/**
 * The rules of Cassino (spec/cassino.txt): one legality check, `check`, over the hand
 * and the table of the seat to play, which the move generator and `applyMove` both use,
 * so a refusal's reason and the list of legal plays never disagree.
 *
 * - A play is one card from the hand. With no table cards named it goes onto the
 *   table, at the end (always allowed, even when it could capture). Otherwise it takes
 *   the table cards named, which must split into groups each summing to the card's
 *   hand value (captures.ts). A capture that empties the table is a sweep.
 * - Then the player draws the deck's top card, while the deck lasts; it takes the
 *   place of the card played in the hand. The turn passes to the next seat.
 * - When every hand is empty (the deck ran out before), the last player to capture
 *   takes what is left on the table (not a sweep), the round is scored, and either the
 *   game is over (one player alone has the highest total, and it reaches the target)
 *   or the next seat deals the next round.
 */
import { cardIndex, formatCard, sameCard, type Card } from '../../engine/card.js';
import type { Applied, Aside } from '../../engine/game.js';
import type { Pile } from '../../engine/pile.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { captureValueSets, countsOfCards, splitsIntoGroups } from './captures.js';
import { cardSetsOf, positionsByValue } from './cardsets.js';
import { dealRound } from './deal.js';
import { playLine, restLine, scoresLine } from './log.js';
import { roundSummary } from './round-summary.js';
import { reckonRound, winnerOf } from './scoring.js';
import { nextSeat, type CassinoMove, type CassinoState, type CassinoView } from './state.js';
import { handValue, tableValue } from './values.js';

/** What a seat plays from and onto. */
export interface Position {
  readonly hand: Pile;
  readonly table: Pile;
}

/** A legal play, worked out: the taken cards in table order, and whether they are the whole table. */
export type Plan =
  | { readonly kind: 'place' }
  | { readonly kind: 'capture'; readonly takes: Pile; readonly sweep: boolean };

/** The one legality check: what the play does, or why it is not legal. */
export function check(position: Position, move: CassinoMove): Result<Plan> {
  const named = [move.card, ...move.takes];
  const seen = new Set<number>();
  for (const card of named) {
    if (seen.has(cardIndex(card))) return fail(`${formatCard(card)} is named twice`);
    seen.add(cardIndex(card));
  }
  if (!position.hand.some((card) => sameCard(card, move.card))) return fail(`you have no ${formatCard(move.card)} in your hand`);
  const missing = move.takes.find((take) => !position.table.some((card) => sameCard(card, take)));
  if (missing !== undefined) return fail(`${formatCard(missing)} is not on the table`);
  if (move.takes.length === 0) return ok({ kind: 'place' });
  const h = handValue(move.card);
  const values = move.takes.map(tableValue);
  if (!splitsIntoGroups(values, h)) {
    const counts = h === move.card.rank ? '' : ` (in the hand ${formatCard(move.card)} counts ${h})`;
    return fail(values.length === 1
      ? `${values[0]} does not make ${h}${counts}`
      : `${values.join(', ')} do not split into groups of ${h}${counts}`);
  }
  const takes = position.table.filter((card) => move.takes.some((take) => sameCard(card, take)));
  return ok({ kind: 'capture', takes, sweep: takes.length === position.table.length });
}

/**
 * Every legal play from this hand onto this table: for each hand card in hand order,
 * its placement, then each distinct capture (distinct by the cards taken), by value
 * multiset as `captureValueSets` lists them, each expanded to every choice of cards
 * (`cardSetsOf`), the taken cards in table order.
 *
 * On a very large table this list is long (every card set that splits): the computer
 * and the hint do not use it (chooser.ts searches value multisets instead).
 */
export function playsFrom(position: Position): CassinoMove[] {
  const { hand, table } = position;
  const counts = countsOfCards(table);
  const byValue = positionsByValue(table);
  const moves: CassinoMove[] = [];
  for (const card of hand) {
    moves.push({ card, takes: [] });
    for (const take of captureValueSets(counts, handValue(card))) {
      for (const set of cardSetsOf(byValue, take)) moves.push({ card, takes: set.map((i) => table[i] as Card) });
    }
  }
  return moves;
}

/** Every legal play of the view's seat; none when it is not that seat's turn or the game is over. */
export function legalMoves(view: CassinoView): CassinoMove[] {
  return view.turn === view.seat ? playsFrom(view) : [];
}

/** The play carried out, with the log lines it adds, or why it is not legal. */
export function applyMove(state: CassinoState, move: CassinoMove): Result<Applied<CassinoState>> {
  if (state.winner !== null) return fail('the game is over');
  const seat = state.turn;
  const hand = state.hands[seat] as Pile;
  const plan = check({ hand, table: state.table }, move);
  if (!plan.ok) return plan;
  const name = state.seats[seat]?.name ?? '?';
  const at = hand.findIndex((card) => sameCard(card, move.card));
  const played = hand[at] as Card;
  const drawn = state.deck[state.deck.length - 1];
  const newHand = drawn === undefined ? hand.filter((_, i) => i !== at) : hand.with(at, drawn);
  const hands = state.hands.map((cards, i) => (i === seat ? newHand : cards));
  const deck = drawn === undefined ? state.deck : state.deck.slice(0, -1);
  const players = state.seats.length;
  let next: CassinoState;
  let line: string;
  if (plan.value.kind === 'place') {
    line = playLine(name, played, [], false);
    next = { ...state, hands, deck, table: [...state.table, played], turn: nextSeat(seat, players) };
  } else {
    const { takes, sweep } = plan.value;
    line = playLine(name, played, takes, sweep);
    next = {
      ...state,
      hands,
      deck,
      table: state.table.filter((card) => !takes.includes(card)),
      captured: state.captured.map((pile, i) => (i === seat ? [...pile, played, ...takes] : pile)),
      sweeps: state.sweeps.map((count, i) => (i === seat && sweep ? count + 1 : count)),
      lastCapture: seat,
      turn: nextSeat(seat, players),
    };
  }
  const lines = [line];
  const asides: Aside[] = [];
  if (hands.every((cards) => cards.length === 0)) next = endRound(next, lines, asides);
  return ok({ state: { ...next, log: [...state.log, ...lines] }, log: lines, asides });
}

/**
 * The end of a round, when every hand is empty: the rest of the table to the last
 * player to capture, the round's points, and then the game's end or the next round.
 * Its log lines are added to `lines`, and to `asides` where its points came from (with
 * a pause before the next deal); the state's log is left for the caller.
 */
function endRound(state: CassinoState, lines: string[], asides: Aside[]): CassinoState {
  const names = state.seats.map((seat) => seat.name);
  let { table, captured } = state;
  if (table.length > 0 && state.lastCapture !== null) {
    const taker = state.lastCapture;
    lines.push(restLine(names[taker] as string, table));
    captured = captured.map((pile, i) => (i === taker ? [...pile, ...table] : pile));
    table = [];
  }
  const reckoning = reckonRound(captured, state.sweeps);
  const { points } = reckoning;
  const totals = state.totals.map((total, i) => total + (points[i] as number));
  const roundScores = [...state.roundScores, points];
  lines.push(scoresLine(state.round, names, points, totals));
  const winner = winnerOf(totals, state.target);
  const summary = roundSummary(names, reckoning);
  if (winner !== null) {
    asides.push({ after: lines.length - 1, lines: summary });
    return { ...state, table, captured, totals, roundScores, winner };
  }
  asides.push({ after: lines.length - 1, lines: summary, pause: `Press Enter for round ${state.round + 1}` });
  const dealer = nextSeat(state.dealer, state.seats.length);
  const dealt = dealRound({ ...state, round: state.round + 1, dealer, totals, roundScores, log: [] });
  lines.push(...dealt.log);
  return dealt;
}
