/**
 * The hint's candidates when cards lie out of sight are commitments, not single moves.
 *
 * A move that turns no card up tells the player nothing new; one that turns a card up
 * (a face-down tableau card, or a deck card not seen yet) commits to a future the player
 * cannot see. Weighed a move at a time on samples, a move that turns nothing up is worth
 * as much as the best commitment after it *in each sample* (the solver, knowing that
 * sample's cards, picks the commitment that suits it), so such moves always look at
 * least as good as any commitment, and the more samples, the more the hint dawdles
 * (strategy fusion; docs/klondike-solver.md). A commitment is one card turned up from
 * one table, weighed on every sample alike: the hint must choose one future, as the
 * player must. The commitments weighed are those the samples' own solutions make first
 * (hint.ts), each a way through moves that turn nothing up to the one that turns a card
 * up, shortened to the moves that card needs (`shortest`).
 *
 * The hint plays the first move of the best commitment's way. The next hint sees the
 * same cards out of sight in the same places, and its samples are seeded from those
 * alone (`unseenSeed`): it deals the same samples, on which the rest of that way wins
 * exactly as often as the whole way did, so the hint keeps to one plan a move at a
 * time unless its samples' solutions now show a better one. (Of its 800 lines of draw 3
 * one met a table twice and none three times; weighing single moves, 3 of 400 did.)
 */
import { cardIndex } from '../../engine/card.js';
import { formatMove } from './notation.js';
import { searchKey, type Step } from './progress.js';
import { carryOut, planOf, tableOf } from './rules.js';
import type { KlondikeMove, KlondikeState, KlondikeView, Table } from './state.js';
import { tableKey, unseenCards } from './view.js';

/** A way to a card turned up: its moves, the one that turns the card up last, and the first move's step. */
export interface Commitment {
  readonly lead: Step;
  readonly moves: readonly KlondikeMove[];
}

function step(state: KlondikeState, move: KlondikeMove): KlondikeState | null {
  const plan = planOf(tableOf(state), move);
  return plan === null ? null : carryOut(state, plan);
}

/**
 * The way shortened while it can be, with the key of the table it then ends at (on the
 * view's stand-in state). A move before the last is left out when the way without it is
 * still legal and that move, made after it, leads to the table the whole way does: the
 * shorter way's end is then one move from the longer's, so it wins wherever the longer
 * does (draws made before a card is turned up, a card sent home first, a run moved
 * elsewhere first: each can as well come after). What is left is what the card needs.
 */
export function shortest(stand: KlondikeState, way: readonly KlondikeMove[]): { moves: KlondikeMove[]; key: string } {
  let moves = [...way];
  let key = keyAfter(stand, moves);
  for (let skip = moves.length - 2; skip >= 0; skip -= 1) {
    const without = [...moves.slice(0, skip), ...moves.slice(skip + 1)];
    const state = replay(stand, [...without, moves[skip]!]);
    if (state === null || keyOf(tableOf(state)) !== key) continue;
    moves = without;
    key = keyAfter(stand, moves);
  }
  return { moves, key };
}

function keyAfter(stand: KlondikeState, moves: readonly KlondikeMove[]): string {
  const end = replay(stand, moves);
  if (end === null) throw new Error('a way to a commitment is legal in the view');
  return keyOf(tableOf(end));
}

function replay(state: KlondikeState, moves: readonly KlondikeMove[]): KlondikeState | null {
  let current: KlondikeState | null = state;
  for (const move of moves) if (current !== null) current = step(current, move);
  return current;
}

/** A table's key here: the search for progress's (progress.ts), its tableKey and under Vegas scoring the pass. */
function keyOf(table: Table): string {
  return searchKey(tableKey(table), table);
}

/** The sample's state after the commitment's way, each move checked again on the sample's cards. */
export function reach(dealt: KlondikeState, commitment: Commitment): KlondikeState {
  const end = replay(dealt, commitment.moves);
  if (end === null) throw new Error(`${commitment.moves.map(formatMove).join(', ')} is legal in the view but not in a sample of it`);
  return end;
}

/**
 * The samples' seed: a hash (FNV-1a) of the rules and of what lies out of sight, which
 * cards and in which places (how many in the deck, how many under each pile), and
 * nothing else. Moves that turn no card up leave it as it is, so along a way to a
 * commitment every hint deals the same samples.
 */
export function unseenSeed(view: KlondikeView): number {
  const places = [view.deck, ...view.tableau].map((pile) => pile.filter((card) => card === null).length).join(',');
  const cards = unseenCards(view).map((card) => String.fromCharCode(48 + cardIndex(card))).join('');
  const key = `${view.rules.draw}/${view.rules.scoring}/${places}/${cards}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
