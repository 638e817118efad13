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
 *
 * Two options widen them (CONTRACT "FreeCell"). With supermoves, a move between
 * tableau piles carries the longest ordered run that fits the target, up to
 * (1 + empty free cells) x 2^(empty tableau piles, not counting the target) cards:
 * what one-card moves through the free cells and empty piles could do. With
 * autoplay, after each move the cards that are safe to send home go home, as part of
 * the same move.
 */
import { buildsDown, isSafeHome } from '../../engine/building.js';
import { formatCard, type Card, type Rank } from '../../engine/card.js';
import { topCard, type Pile } from '../../engine/pile.js';
import { fail, ok, type Result } from '../../engine/result.js';
import {
  ALL_PILES, pileAt, pileLabel, sameRef, withPiles, type FreeCellMove, type FreeCellState, type PileRef,
} from './state.js';

/** Why no card can be taken from this pile, or null when its top card can. */
function takeRefusal(state: FreeCellState, from: PileRef): string | null {
  if (from.kind === 'H') return 'a card cannot be taken from a home cell';
  return pileAt(state, from).length === 0 ? `${pileLabel(from)} is empty` : null;
}

/** The card a move from this pile would take, or why none can be taken. */
export function cardToTake(state: FreeCellState, from: PileRef): Result<Card> {
  const refusal = takeRefusal(state, from);
  return refusal === null ? ok(topCard(pileAt(state, from)) as Card) : fail(refusal);
}

/** Whether this card may be put on this pile; the reason when not. */
export function putRefusal(state: FreeCellState, card: Card, to: PileRef): string | null {
  const top = topCard(pileAt(state, to));
  switch (to.kind) {
    case 'F':
      return top === undefined ? null : `${pileLabel(to)} already holds a card`;
    case 'H':
      if (top === undefined ? card.rank === 1 : card.suit === top.suit && card.rank === top.rank + 1) return null;
      return homeRefusal(state, card, top);
    case 'T':
      if (top === undefined) return null;
      return buildsDown(card, top)
        ? null
        : `${formatCard(card)} cannot go on ${formatCard(top)}`;
  }
}

/**
 * Why a card cannot go onto this home cell, saying what would: the card its suit needs
 * next (`K♣ cannot go home: 4♣ is next`), or, for that very card, where it goes instead.
 */
function homeRefusal(state: FreeCellState, card: Card, top: Card | undefined): string {
  const next = homeRank(state, card.suit) + 1;
  const name = formatCard(card);
  if (card.rank !== next) return `${name} cannot go home: ${formatCard({ suit: card.suit, rank: next as Rank })} is next`;
  if (card.rank === 1) return `${name} starts an empty home cell, not one that holds ${formatCard(top as Card)}`;
  return `${name} goes home on ${formatCard({ suit: card.suit, rank: (card.rank - 1) as Rank })}, not on ${top === undefined ? 'an empty home cell' : formatCard(top)}`;
}

/** How many cards one move may carry onto `to`: what the free cells and the other empty piles can hold in turn. */
export function moveCapacity(state: FreeCellState, to: PileRef): number {
  let freeCells = 0;
  for (const pile of state.freecells) if (pile.length === 0) freeCells += 1;
  let emptyPiles = 0;
  state.tableau.forEach((pile, i) => {
    if (pile.length === 0 && !(to.kind === 'T' && to.index === i)) emptyPiles += 1;
  });
  return (1 + freeCells) * 2 ** emptyPiles;
}

/** How many cards at the top of the pile lie in order, each on the next higher card of the other colour. */
export function orderedRun(pile: Pile): number {
  let length = pile.length === 0 ? 0 : 1;
  while (length < pile.length && buildsDown(pile[pile.length - length] as Card, pile[pile.length - length - 1] as Card)) length += 1;
  return length;
}

/**
 * How many cards a move carries, or why it cannot be made (the reason, a string). One
 * card, unless supermoves are on and the move is between tableau piles: then the
 * ordered run whose bottom card fits the target (onto an empty pile, the longest that
 * may move), or as many as the move names. A number or a reason rather than a Result:
 * replaying a solution makes a move at every step, and this way a legal one allocates
 * nothing here.
 */
function countToMove(state: FreeCellState, move: FreeCellMove): number | string {
  const { from, to, count } = move;
  const cannot = takeRefusal(state, from);
  if (cannot !== null) return cannot;
  const pile = pileAt(state, from);
  const card = pile[pile.length - 1] as Card;
  const multi = state.rules.supermoves && from.kind === 'T' && to.kind === 'T';
  if (count !== undefined && count !== 1 && !multi) {
    return state.rules.supermoves ? 'only a move between tableau piles carries more than one card' : 'one card moves at a time (--supermoves moves runs)';
  }
  if (!multi) return putRefusal(state, card, to) ?? 1;
  const run = orderedRun(pile);
  const capacity = moveCapacity(state, to);
  const target = topCard(pileAt(state, to));
  let length: number;
  if (count !== undefined) {
    if (count < 1 || count > run) return `${pileLabel(from)} has ${run === 1 ? 'one card' : `${run} cards`} in order at its top, not ${count}`;
    length = count;
  } else if (target === undefined) {
    length = Math.min(run, capacity);
  } else {
    // the one card of the run that fits the target decides how many cards move
    let fits = 0;
    while (fits < run && !buildsDown(pile[pile.length - 1 - fits] as Card, target)) fits += 1;
    if (fits === run) return `${formatCard(card)} cannot go on ${formatCard(target)}`;
    length = fits + 1;
  }
  const refusal = putRefusal(state, pile[pile.length - length] as Card, to);
  if (refusal !== null) return refusal;
  if (length > capacity) return `${length} cards cannot move at once: the free cells and empty piles carry ${capacity}`;
  return length;
}

/** The top `count` cards of one pile put on the other, with nothing else done: one new state, the piles the move touches copied. */
function moveCards(state: FreeCellState, from: PileRef, to: PileRef, count: number): FreeCellState {
  const pile = pileAt(state, from);
  const cut = pile.length - count;
  const source = pile.slice(0, cut);
  // made at its size and filled, not concat (its generic path made it the rules' slowest
  // line), nor a copy and pushes (each push past a copy's end grows it: half the
  // replay's garbage)
  const onto = pileAt(state, to);
  const target = new Array<Card>(onto.length + count);
  for (let i = 0; i < onto.length; i += 1) target[i] = onto[i] as Card;
  for (let i = 0; i < count; i += 1) target[onto.length + i] = pile[cut + i] as Card;
  return withPiles(state, from, source, to, target);
}

/** The state after the move, or why the move is not legal. With autoplay, the safe cards go home after it. */
export function applyMove(state: FreeCellState, move: FreeCellMove): Result<FreeCellState> {
  if (sameRef(move.from, move.to)) return fail('a card cannot move to the pile it is on');
  const count = countToMove(state, move);
  if (typeof count === 'string') return fail(count);
  const moved = moveCards(state, move.from, move.to, count);
  return ok(state.rules.autoplay ? autoplayed(moved) : moved);
}

/**
 * Under the one-card rule, for a move between tableau piles whose top card does not
 * fit the target: the run of the source (bottom card first) whose bottom card would,
 * which supermoves would carry as one move; null when there is none.
 */
export function runThatWouldFit(state: FreeCellState, move: FreeCellMove): Card[] | null {
  const { from, to } = move;
  if (state.rules.supermoves || move.count !== undefined || from.kind !== 'T' || to.kind !== 'T') return null;
  const pile = pileAt(state, from);
  const target = topCard(pileAt(state, to));
  if (target === undefined) return null;
  const run = orderedRun(pile);
  let fits = 1;
  while (fits < run && !buildsDown(pile[pile.length - 1 - fits] as Card, target)) fits += 1;
  return fits < run ? pile.slice(pile.length - 1 - fits) : null;
}

/** The rank a suit's home cell has reached, 0 when its ace is not home yet. */
export function homeRank(state: FreeCellState, suit: Card['suit']): number {
  for (const pile of state.homecells) {
    const top = topCard(pile);
    if (top !== undefined && top.suit === suit) return top.rank;
  }
  return 0;
}

/** The home cell that takes this card next (an ace: the first empty one), or undefined. */
export function homeFor(state: FreeCellState, card: Card): PileRef | undefined {
  return ALL_PILES.find((ref) => ref.kind === 'H' && putRefusal(state, card, ref) === null);
}

/** The first card, free cells first and then the tableau, that can go home with no regret, and its move. */
export function safeHomeMove(state: FreeCellState): FreeCellMove | undefined {
  for (const from of ALL_PILES) {
    if (from.kind === 'H') continue;
    const card = topCard(pileAt(state, from));
    if (card === undefined || !isSafeHome(card, (suit) => homeRank(state, suit))) continue;
    const to = homeFor(state, card);
    if (to !== undefined) return { from, to };
  }
  return undefined;
}

/** The moves autoplay makes from this position: safe cards home, one by one, until none is left. */
export function autoplayMoves(state: FreeCellState): FreeCellMove[] {
  const moves: FreeCellMove[] = [];
  for (let current = state, move = safeHomeMove(current); move !== undefined; move = safeHomeMove(current)) {
    moves.push(move);
    current = moveCards(current, move.from, move.to, 1);
  }
  return moves;
}

/** The position after autoplay. */
export function autoplayed(state: FreeCellState): FreeCellState {
  return autoplayMoves(state).reduce(
    (current, move) => moveCards(current, move.from, move.to, 1),
    state,
  );
}

/** `auto`: the position after every card that can safely go home went (the safe rule autoplay uses), or why none can. */
export function autoHome(state: FreeCellState): Result<FreeCellState> {
  return safeHomeMove(state) === undefined ? fail('no card can safely go home now') : ok(autoplayed(state));
}

/**
 * Every legal move, in board order of the source pile, then of the target. With
 * supermoves, a move between tableau piles that carries more than one card names
 * its count, and onto an empty pile every shorter run may go too (longest first).
 */
export function legalMoves(state: FreeCellState): FreeCellMove[] {
  const moves: FreeCellMove[] = [];
  for (const from of ALL_PILES) {
    if (!cardToTake(state, from).ok) continue;
    for (const to of ALL_PILES) {
      if (sameRef(from, to)) continue;
      const longest = countToMove(state, { from, to });
      if (typeof longest === 'string') continue;
      if (longest === 1) moves.push({ from, to });
      else moves.push({ from, to, count: longest });
      if (to.kind === 'T' && pileAt(state, to).length === 0) {
        for (let count = longest - 1; count >= 1; count -= 1) moves.push({ from, to, count });
      }
    }
  }
  return moves;
}

export function isWon(state: FreeCellState): boolean {
  return state.homecells.every((pile) => pile.length === 13);
}
