/**
 * The rules of FreeCell as spec/freecell.txt gives them. A move takes the top card
 * of one pile, subject to that pile's taking rule, and puts it on another, subject
 * to that pile's putting rule; one card at a time.
 *
 * - Free cell: holds at most one card; any card may be put on an empty one and
 *   taken from it.
 * - Home cell: only an ace goes on an empty one (any of the four); then the next
 *   higher rank of the same suit. Nothing is ever taken from it.
 * - Tableau: the top card may be taken; any card goes on an empty pile; otherwise
 *   the card must be one rank lower than the top and of the other colour.
 */
import { buildsDown } from '../../engine/building.js';
import { formatCard, type Card } from '../../engine/card.js';
import { topCard } from '../../engine/pile.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { ALL_PILES, pileAt, pileLabel, sameRef, withPile, type FreeCellMove, type FreeCellState, type PileRef } from './state.js';

/** The card a move from this pile would take, or why none can be taken. */
export function cardToTake(state: FreeCellState, from: PileRef): Result<Card> {
  if (from.kind === 'H') return fail('a card cannot be taken from a home cell');
  const card = topCard(pileAt(state, from));
  return card === undefined ? fail(`${pileLabel(from)} is empty`) : ok(card);
}

/** Whether this card may be put on this pile; the reason when not. */
export function putRefusal(state: FreeCellState, card: Card, to: PileRef): string | null {
  const top = topCard(pileAt(state, to));
  switch (to.kind) {
    case 'F':
      return top === undefined ? null : `${pileLabel(to)} already holds a card`;
    case 'H':
      if (top === undefined) return card.rank === 1 ? null : 'only an ace can start a home cell';
      return card.suit === top.suit && card.rank === top.rank + 1
        ? null
        : `${formatCard(card)} does not follow ${formatCard(top)} home`;
    case 'T':
      if (top === undefined) return null;
      return buildsDown(card, top)
        ? null
        : `${formatCard(card)} cannot go on ${formatCard(top)}`;
  }
}

/** The state after the move, or why the move is not legal. */
export function applyMove(state: FreeCellState, move: FreeCellMove): Result<FreeCellState> {
  if (sameRef(move.from, move.to)) return fail('a card cannot move to the pile it is on');
  const card = cardToTake(state, move.from);
  if (!card.ok) return card;
  const refusal = putRefusal(state, card.value, move.to);
  if (refusal !== null) return fail(refusal);
  const taken = withPile(state, move.from, pileAt(state, move.from).slice(0, -1));
  return ok(withPile(taken, move.to, [...pileAt(state, move.to), card.value]));
}

/** Every legal move, in board order of the source pile, then of the target. */
export function legalMoves(state: FreeCellState): FreeCellMove[] {
  const moves: FreeCellMove[] = [];
  for (const from of ALL_PILES) {
    const card = cardToTake(state, from);
    if (!card.ok) continue;
    for (const to of ALL_PILES) {
      if (!sameRef(from, to) && putRefusal(state, card.value, to) === null) moves.push({ from, to });
    }
  }
  return moves;
}

export function isWon(state: FreeCellState): boolean {
  return state.homecells.every((pile) => pile.length === 13);
}
