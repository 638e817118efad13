/**
 * The search's moves from a position, with the field's dominances (see index.ts):
 *
 * - A card that can safely go home (safeHome) from a tableau pile's top, or from under
 *   a run that can move onto its twin, goes at once: it is the only move. So does the
 *   playable stock card with one-card draws, where taking it away leaves every other
 *   stock card as reachable as before, and with no pass limit, where stock cards wait
 *   (the solver's searches), any stock card, wherever it lies (safeStockHome).
 * - Draws are folded into the stock's moves: each card that draws (and, within the pass
 *   limit, a recycle) can bring up is a move of its own, home or onto the tableau.
 * - A stock card that can safely go home goes nowhere else; a foundation card that
 *   could safely go back home never comes down; either comes onto the tableau only to
 *   take a card that could come at once (wouldReceive) or the run on its twin, which
 *   then goes home (hasUse; the stock card so only with one-card draws and no pass
 *   limit, where it could as well wait in the stock), or, a foundation card, to let the
 *   one under it come down for that (comesDownFor).
 * - Runs move between piles only to turn a card up, or (a pile's unmoved bottom card)
 *   to empty a pile a King can take; a King's run goes onto the first empty pile only,
 *   and of two piles whose tops are twins only the first is offered.
 *
 * Each move carries a priority in its high bits, so that sorting the packed numbers
 * puts the promising ones first: cards home that turn a card up, runs that turn a card
 * up (from the pile with most face down), stock cards home, other cards home, stock
 * cards onto the tableau, runs that empty a pile, foundation cards down.
 */
import { F2T, PILES, S2F, S2T, STRIDE, T2F, T2F_VIA, T2T, pack, type Board } from './board.js';
import { OTHER_COLOUR, RANK, RED, SUIT, TWIN } from '../../../engine/card-codes.js';

/** The most moves one position can have, with room to spare. */
export const MAX_MOVES = 512;

const PRIORITY = 20;

/** Whether a move generate wrote is a forced one (which comes alone, with no priority). */
export function isForced(move: number): boolean {
  return move >>> PRIORITY === 0;
}

/**
 * Whether the card may go home at once without losing a win: Aces and twos always;
 * else when both foundations of the other colour hold its rank minus one and, where
 * foundation cards may come back (the worry-back rule, Blake & Gent's proof), the other
 * suit of its colour holds its rank minus two.
 */
export function safeHome(b: Board, card: number): boolean {
  const rank = RANK[card]!;
  if (rank <= 2) return true;
  const suit = SUIT[card]!;
  const [x, y] = OTHER_COLOUR[suit]!;
  if (b.home[x]! < rank - 1 || b.home[y]! < rank - 1) return false;
  return !b.worryBack || b.home[TWIN[suit]!]! >= rank - 2;
}

function fitsHome(b: Board, card: number): boolean {
  return b.home[SUIT[card]!] === RANK[card]! - 1;
}

/** Pile tops of the position being expanded (-1: empty). */
const top = new Int32Array(PILES);
/**
 * For each kind of card (rank * 2 + red), the first pile whose top it fits on (-1:
 * none). Two piles whose tops are twins take a card alike: only the first is offered.
 */
const fitPile = new Int32Array(14 * 2).fill(-1);
/** For each card, the pile whose top it is (-1: none), for this expansion. */
const topPile = new Int32Array(52).fill(-1);
/** Each pile's face-up card over its face-down ones, or its unmoved bottom card (-1: none): moving it turns a card up or empties the pile. */
const surface = new Int32Array(PILES);
/** Which stock indices are already listed, for this expansion (a stamp per expansion). */
const listed = new Int32Array(52);
let stamp = 0;
/** The cards next for their foundations that lie face up on the tableau, where, for this expansion. */
const nextAt = new Int32Array(4);

/** The kind a card is, for fitPile: rank and colour. */
function kindOf(card: number): number {
  return RANK[card]! * 2 + RED[card]!;
}

/**
 * Writes the moves from this position into `out` from `at`, best first; returns how
 * many. A forced move comes alone.
 */
export function generate(b: Board, out: Int32Array, at: number): number {
  try {
    return generateMoves(b, out, at);
  } finally {
    for (let i = 0; i < PILES; i += 1) {
      const card = top[i]!;
      if (card >= 0) {
        topPile[card] = -1;
        if (RANK[card]! > 1) fitPile[kindOf(card) - 2 + 1 - 2 * RED[card]!] = -1;
      }
    }
  }
}

function generateMoves(b: Board, out: Int32Array, at: number): number {
  const { col, len, down } = b;
  let firstEmpty = -1;
  for (let i = 0; i < PILES; i += 1) top[i] = -1;
  for (let i = 0; i < PILES; i += 1) {
    const n = len[i]!;
    surface[i] = b.fixed[i]! > down[i]! ? col[i * STRIDE + down[i]!]! : -1;
    if (n === 0) {
      if (firstEmpty < 0) firstEmpty = i;
      continue;
    }
    const card = col[i * STRIDE + n - 1]!;
    top[i] = card;
    topPile[card] = i;
    // the kind that fits on it: one rank lower, the other colour
    if (RANK[card]! > 1) {
      const fits = kindOf(card) - 2 + 1 - 2 * RED[card]!;
      if (fitPile[fits]! < 0) fitPile[fits] = i;
    }
    if (fitsHome(b, card) && safeHome(b, card)) {
      out[at] = pack(T2F, i, 0, 0, 0);
      return 1;
    }
  }
  if (b.draw !== 3) {
    const current = b.currentStockIndex();
    if (current >= 0) {
      const card = b.stock[current]!;
      if (fitsHome(b, card) && safeHome(b, card)) {
        out[at] = pack(S2F, current, 0, 0, 0);
        return 1;
      }
    }
    if (goneHomeWaits) {
      const home = safeStockHome(b);
      if (home >= 0) {
        out[at] = home;
        return 1;
      }
    }
  }
  let n = at;
  // cards home from the tableau: a pile's top, or a card under a run that can move onto its twin;
  // found from where each foundation's next card lies, taken in pile order and up each pile
  let found = 0;
  for (let s = 0; s < 4; s += 1) {
    if (b.home[s]! === 13) continue;
    const where = b.faceUpAt(b.home[s]! * 4 + s);
    if (where < 0) continue;
    let k = found;
    while (k > 0 && nextAt[k - 1]! > where) {
      nextAt[k] = nextAt[k - 1]!;
      k -= 1;
    }
    nextAt[k] = where;
    found += 1;
  }
  for (let f = 0; f < found; f += 1) {
    const where = nextAt[f]!;
    const i = (where / STRIDE) | 0;
    const k = where - i * STRIDE;
    const card = col[where]!;
    const length = len[i]!;
    const first = down[i]!;
    const reveals = k === first && first > 0;
    if (k === length - 1) {
      out[n++] = pack(T2F, i, 0, 0, 0) | ((reveals ? 900 + first : 500) << PRIORITY);
      continue;
    }
    const j = topPile[twinOf(card)]!;
    if (j < 0) continue;
    if (safeHome(b, card)) {
      out[at] = pack(T2F_VIA, i, j, length - 1 - k, 0);
      return 1;
    }
    out[n++] = pack(T2F_VIA, i, j, length - 1 - k, 0) | ((reveals ? 890 + first : 490) << PRIORITY);
  }
  // a pile's face-up cards onto another pile: those over face-down cards (one turns up), or
  // a pile's first card that has not moved (the pile empties, for a King to take)
  for (let i = 0; i < PILES; i += 1) {
    const length = len[i]!;
    if (length === 0) continue;
    const first = down[i]!;
    if (first === 0 && (b.fixed[i] === 0 || !kingWaits(b, i))) continue;
    const bottom = col[i * STRIDE + first]!;
    if (RANK[bottom] === 13) {
      if (first > 0 && firstEmpty >= 0) out[n++] = pack(T2T, i, firstEmpty, length - first, 0) | ((600 + 10 * first) << PRIORITY);
      continue;
    }
    const j = fitPile[kindOf(bottom)]!;
    if (j >= 0 && j !== i) out[n++] = pack(T2T, i, j, length - first, 0) | ((first > 0 ? 600 + 10 * first : 300) << PRIORITY);
  }
  n = stockMoves(b, out, n, firstEmpty);
  // foundation cards back down
  if (b.worryBack) {
    for (let s = 0; s < 4; s += 1) {
      const rank = b.home[s]!;
      if (rank < 3) continue;
      const card = (rank - 1) * 4 + s;
      if (safeHome(b, card) || !comesDownFor(b, card)) continue;
      const j = rank === 13 ? firstEmpty : fitPile[kindOf(card)]!;
      if (j >= 0) out[n++] = pack(F2T, s, j, 0, 0) | (100 << PRIORITY);
    }
  }
  sortDescending(out, at, n);
  return n - at;
}

/** The stock indices within reach, and whether each needs a recycle first, for this expansion. */
const reachIndex = new Int32Array(128);
const reachRecycle = new Int32Array(128);

/**
 * With one card a draw (or the spec's game) and no pass limit: the move that takes a
 * stock card home safely, the first suit's next card that lies in the stock and may go
 * home safely, wherever it lies there; -1 for none. Every stock card is in reach, and
 * the draws that bring one up change only the pointer, which the key leaves out: the
 * position with the card drawn is the same one. There the card could go home safely, so
 * it goes at once, as the playable stock card does (docs/klondike-solver.md, "Safe stock
 * cards go home at once"). Only in the searches where stock cards wait (goneHomeWaits:
 * the solver's, not the hint's small ones, whose lines it made longer by the draws that
 * fetch such a card, and so slower, for no more wins).
 */
function safeStockHome(b: Board): number {
  for (let s = 0; s < 4; s += 1) {
    const rank = b.home[s]!;
    if (rank === 13) continue;
    const card = rank * 4 + s;
    if (!b.inStock(card) || !safeHome(b, card)) continue;
    const index = b.stock.indexOf(card);
    // draws alone bring it up from the pointer on (the spec's game: the deck's top card on), a recycle first before it
    const first = b.draw === 0 ? b.ptr : b.ptr - 1;
    return pack(S2F, index, 0, 0, index >= first ? 0 : 1);
  }
  return -1;
}

/** The moves of each stock card that draws (and a recycle) can bring up. */
function stockMoves(b: Board, out: Int32Array, at: number, firstEmpty: number): number {
  const length = b.stockLen;
  if (length === 0) return at;
  const reach = stockInReach(b);
  let n = at;
  const current = b.currentStockIndex();
  // with one-card draws and no pass limit every stock card stays in reach: one goes onto
  // the tableau only to take a card there
  const parkingIsIdle = b.draw !== 3 && b.passLimit === Infinity;
  for (let r = 0; r < reach; r += 1) {
    const index = reachIndex[r]!;
    const recycle = reachRecycle[r]!;
    const card = b.stock[index]!;
    const bonus = index === current ? 20 : 0;
    if (fitsHome(b, card)) {
      out[n++] = pack(S2F, index, 0, 0, recycle) | ((700 + bonus) << PRIORITY);
      if (safeHome(b, card)) continue;
    }
    if (parkingIsIdle && !hasUse(b, card)) continue;
    const j = RANK[card] === 13 ? firstEmpty : fitPile[kindOf(card)]!;
    if (j >= 0) out[n++] = pack(S2T, index, j, 0, recycle) | ((RANK[card] === 13 ? 450 + bonus : 400 + bonus) << PRIORITY);
  }
  return n;
}

/** Lists the stock indices draws (and a recycle, within the pass limit) can bring up, each once; returns how many. */
function stockInReach(b: Board): number {
  const length = b.stockLen;
  const p = b.ptr;
  const canRecycle = b.pass < b.passLimit;
  stamp += 1;
  let count = 0;
  const add = (index: number, recycle: number): void => {
    if (listed[index] === stamp) return;
    listed[index] = stamp;
    reachIndex[count] = index;
    reachRecycle[count] = recycle;
    count += 1;
  };
  if (b.draw === 0) {
    // the spec's game: the deck's top card, then each card under it; after a recycle, the waste's
    for (let index = p; index < length; index += 1) add(index, 0);
    if (canRecycle) for (let index = 0; index < p; index += 1) add(index, 1);
    return count;
  }
  const step = b.draw;
  // the waste's top card, then the top after each draw, down to the last card of the deck
  if (p > 0) add(p - 1, 0);
  for (let q = p + step; q < length; q += step) add(q - 1, 0);
  if (p < length) add(length - 1, 0);
  if (canRecycle) {
    for (let q = step; q < length; q += step) add(q - 1, 1);
    add(length - 1, 1);
  }
  return count;
}

/**
 * Whether a King could move into a pile emptied now: one over face-down cards in
 * another pile, one in the stock, or (the standard game) one on a foundation.
 */
function kingWaits(b: Board, emptied: number): boolean {
  for (let i = 0; i < PILES; i += 1) {
    if (i !== emptied && b.down[i]! > 0 && surface[i]! >= 48) return true;
  }
  if (b.kingsInStock()) return true;
  if (b.worryBack) for (let s = 0; s < 4; s += 1) if (b.home[s] === 13) return true;
  return false;
}

/**
 * Whether a card coming onto the tableau (from a foundation, or from the stock where
 * it could as well wait there) would have a use there: to take a card that fits on it
 * and could come at once (one over face-down cards or a pile's unmoved first card, one
 * in the stock, or a foundation's top card), more such cards than its twin on the
 * tableau could take. A card that fits on it and lies on the tableau otherwise lies on
 * that twin already, and moving it over changes nothing that matters.
 */
function wouldReceive(b: Board, card: number): boolean {
  const rank = RANK[card]!;
  if (rank === 1) return false;
  // the two cards that fit: one rank lower, the other colour
  const red = (card & 3) === 1 || (card & 3) === 2;
  const waiting = waitingToCome(b, (rank - 2) * 4 + (red ? 0 : 1)) + waitingToCome(b, (rank - 2) * 4 + (red ? 3 : 2));
  if (waiting === 0) return false;
  return topPile[twinOf(card)]! >= 0 ? waiting > 1 : true;
}

/**
 * Whether stock cards gone home wait for the next of their suit (search.ts sets it for
 * each search, `successorsHome`): then a card the twin's turn home waits for may still
 * be in the stock, to go home just before the twin (hasUse).
 */
let goneHomeWaits = false;

export function setGoneHomeWaits(on: boolean): void {
  goneHomeWaits = on;
}

/**
 * The next card of `card`'s suit to go home, when it and every card of the suit after it
 * below `card` lie in the stock (so that they can go home from the stock one after
 * another, each the next of the one before, and `card` after them); -1 otherwise, or
 * when `card` is next itself. Where stock cards gone home wait for the next of their
 * suit (search.ts `successorsHome`), such cards go home only just before `card` does.
 */
export function stockChainTo(b: Board, card: number): number {
  const suit = SUIT[card]!;
  const next = b.home[suit]! * 4 + suit;
  if (next >= card) return -1;
  for (let c = next; c < card; c += 4) if (!b.inStock(c)) return -1;
  return next;
}

/**
 * Whether a card coming onto the tableau (from a foundation, or from the stock where it
 * could as well wait there) would have a use there: to take a card that could come at
 * once (wouldReceive), or to take the run on its twin, so that the twin goes home (the
 * twin face up under a run and next home, or, where stock cards gone home wait for the
 * next of their suit, next but for cards before it all still in the stock, stockChainTo:
 * a T2F_VIA through it).
 */
function hasUse(b: Board, card: number): boolean {
  if (wouldReceive(b, card)) return true;
  const twin = twinOf(card);
  if (!fitsHome(b, twin) && !(goneHomeWaits && stockChainTo(b, twin) >= 0)) return false;
  const where = b.faceUpAt(twin);
  if (where < 0) return false;
  const i = (where / STRIDE) | 0;
  return where - i * STRIDE < b.len[i]! - 1;
}

/**
 * Whether a foundation's top card coming down would have a use (hasUse), or let the card
 * under it on its foundation come down after it and have one, onto a card on the tableau
 * now (not onto this one, of its own colour). Whether the card under may go home safely
 * does not depend on its own foundation.
 */
function comesDownFor(b: Board, card: number): boolean {
  if (hasUse(b, card)) return true;
  const under = card - 4;
  if (RANK[under]! < 3 || safeHome(b, under) || fitPile[kindOf(under)]! < 0) return false;
  return comesDownFor(b, under);
}

/** 1 when the card could come onto the tableau at once, from over face-down cards, an unmoved pile bottom, the stock or a foundation's top. */
function waitingToCome(b: Board, fit: number): number {
  const home = b.home[fit & 3]!;
  const rank = (fit >> 2) + 1;
  if (home >= rank) return b.worryBack && home === rank ? 1 : 0;
  for (let i = 0; i < PILES; i += 1) if (surface[i] === fit) return 1;
  return b.inStock(fit) ? 1 : 0;
}

export function twinOf(card: number): number {
  return (card & ~3) | TWIN[card & 3]!;
}

function sortDescending(a: Int32Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i += 1) {
    const v = a[i]!;
    let j = i - 1;
    while (j >= from && a[j]! < v) {
      a[j + 1] = a[j]!;
      j -= 1;
    }
    a[j + 1] = v;
  }
}

/** A packed move without its priority. */
export function bare(move: number): number {
  return move & ((1 << PRIORITY) - 1);
}
