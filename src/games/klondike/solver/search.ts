/**
 * Depth-first search with a transposition table (see index.ts for the design): every
 * position is stored when first met and never searched again, so the search visits
 * each position reachable under the dominances once, and 'unsolvable' means it met
 * them all.
 */
import { F2T, PILES, S2F, S2T, STRIDE, T2F, T2F_VIA, T2T, countOf, fromOf, toOf, typeOf, type Board } from './board.js';
import { RANK } from '../../../engine/card-codes.js';
import { MAX_MOVES, generate, isForced, setGoneHomeWaits, stockChainTo, twinOf } from './moves.js';
import { TranspositionTable } from './table.js';

export type SearchOutcome =
  | { readonly kind: 'solved'; readonly path: readonly number[]; readonly positions: number }
  | { readonly kind: 'unsolvable' | 'unknown'; readonly positions: number };

export interface SearchLimits {
  /** Positions the search may store before it answers 'unknown'. */
  readonly positions: number;
  /** performance.now() after which it answers 'unknown'; Infinity for none. */
  readonly deadline: number;
  /** Whether cards put down from the stock or a foundation wait for a card to land on them where that keeps a win (see landings); no by default. */
  readonly postpone?: boolean;
}

const table = new TranspositionTable();
let moves = new Int32Array(MAX_MOVES * 256);
let first = new Int32Array(256);
let count = new Int32Array(256);
let next = new Int32Array(256);

/** Counters for the benchmarks: positions expanded and moves tried, over all searches. */
export const stats = { expanded: 0, tried: 0 };

/** Whether the position is won or sure to be: every card home, or none left in the stock or face down (they then go home in order). */
export function isDecided(b: Board): boolean {
  return b.homeCount === 52 || (b.stockLen === 0 && b.faceDown === 0);
}

/** Searches from the board's position; the board comes back as it was (its log empty). */
export function search(b: Board, limits: SearchLimits): SearchOutcome {
  table.begin();
  setGoneHomeWaits(limits.postpone === true && b.draw !== 3 && b.passLimit === Infinity);
  try {
    return run(b, limits);
  } finally {
    while (b.logLength > 0) b.undo();
    table.end();
    setGoneHomeWaits(false);
  }
}

function run(b: Board, limits: SearchLimits): SearchOutcome {
  table.add(b.key0(), b.key1(), b.key2(), b.key3());
  if (isDecided(b)) return { kind: 'solved', path: [], positions: 1 };
  const timed = Number.isFinite(limits.deadline);
  // stock cards wait where every stock card stays in reach; foundation cards wherever they may come down
  const stockWaits = limits.postpone === true && b.draw !== 3 && b.passLimit === Infinity;
  const homeWaits = limits.postpone === true && b.worryBack;
  let depth = 0;
  first[0] = 0;
  count[0] = generate(b, moves, 0);
  next[0] = 0;
  stats.expanded += 1;
  for (;;) {
    if (next[depth]! < count[depth]!) {
      const move = moves[first[depth]! + next[depth]!]!;
      next[depth]! += 1;
      stats.tried += 1;
      const type = typeOf(move);
      // the card a stock card gone home by choice (not forced) waits for, the next of its suit (see successorsHome); -1 for none
      const awaited = stockWaits && type === S2F && !isForced(move) ? waitedFor(b.stock[fromOf(move)]!) : -1;
      b.play(move);
      if (isDecided(b)) return { kind: 'solved', path: b.moves(), positions: table.count };
      // the next depth's moves go after this one's
      const at = first[depth]! + count[depth]!;
      if (at + MAX_MOVES > moves.length) growMoves();
      let n: number;
      if (awaited >= 0) {
        // a stock card gone home waits for the next of its suit to follow (see successorsHome); not stored, nor looked up
        n = successorsHome(b, moves, at, generate(b, moves, at), awaited);
      } else if ((stockWaits && type === S2T) || (homeWaits && type === F2T)) {
        // a card put down waits for a card to land on it (see landings); not stored, nor
        // looked up: where the table holds it already, the positions after it are found there
        n = landings(b, moves, at, generate(b, moves, at), toOf(move), type === F2T ? fromOf(move) : -1, stockWaits);
      } else {
        const k0 = b.key0();
        const k1 = b.key1();
        const k2 = b.key2();
        const k3 = b.key3();
        if (!table.add(k0, k1, k2, k3) || (b.ptrDominance && dominated(k0, k1, k2, k3, b.stockLen))) {
          b.undo();
          continue;
        }
        if (table.count >= limits.positions || (timed && (table.count & 1023) === 0 && performance.now() > limits.deadline)) {
          return { kind: 'unknown', positions: table.count };
        }
        n = generate(b, moves, at);
      }
      depth += 1;
      if (depth === first.length) growStack();
      first[depth] = at;
      count[depth] = n;
      next[depth] = 0;
      stats.expanded += 1;
    } else {
      if (depth === 0) return { kind: 'unsolvable', positions: table.count };
      depth -= 1;
      b.undo();
    }
  }
}

/**
 * A card put down waits for a card to land on it (docs/klondike-solver.md, "Cards put
 * down"). With one-card draws (or the spec's game) and no pass limit every stock card
 * stays in reach, and a foundation's top card stays there until it comes down, so a win
 * can put each such card onto the tableau just before a card lands on it: the moves
 * after a card put down on pile `onto` are those that land on it (or on its twin, which
 * the key takes for it) and, when it came from the foundation of `suit`, the one its
 * coming down allows, the next card of that foundation down; unless one move is forced,
 * which comes alone as everywhere. Where stock cards gone home wait for the next of
 * their suit (`goneHomeWaits`, see successorsHome), also, when the twin of the card put
 * down lies under a run, the first of the stock cards that go home before it
 * (stockChainTo): they go home one after another, then the twin, the run landing on the
 * card put down (docs, "Stock cards gone home").
 * Keeps them at the block's start; returns how many.
 */
function landings(b: Board, out: Int32Array, at: number, n: number, onto: number, suit: number, goneHomeWaits: boolean): number {
  if (n === 1 && isForced(out[at]!)) return 1;
  const card = b.col[onto * STRIDE + b.len[onto]! - 1]!;
  const twin = twinOf(card);
  let twinPile = -1;
  for (let i = 0; i < PILES; i += 1) {
    if (i !== onto && b.len[i]! > 0 && b.col[i * STRIDE + b.len[i]! - 1] === twin) twinPile = i;
  }
  // the stock card that goes home first of those before the twin, when the twin lies under a run that could then land here
  const before = goneHomeWaits && RANK[twin]! > 1 && underRun(b, twin) ? stockChainTo(b, twin) : -1;
  let kept = 0;
  for (let m = 0; m < n; m += 1) {
    const move = out[at + m]!;
    const type = typeOf(move);
    if (type === S2F) {
      if (b.stock[fromOf(move)] === before) out[at + kept++] = move;
      continue;
    }
    if (type !== T2T && type !== F2T && type !== S2T && type !== T2F_VIA) continue;
    const to = toOf(move);
    if (to === onto || to === twinPile || (type === F2T && fromOf(move) === suit)) out[at + kept++] = move;
  }
  return kept;
}

/** Whether the card lies face up on the tableau with a card on it. */
function underRun(b: Board, card: number): boolean {
  const where = b.faceUpAt(card);
  return where >= 0 && (where % STRIDE) < b.len[Math.floor(where / STRIDE)]! - 1;
}

/**
 * The card a stock card gone home waits for: the next of its suit, -1 for a King (which
 * nothing follows; it is stored as before).
 */
function waitedFor(card: number): number {
  return RANK[card]! === 13 ? -1 : card + 4;
}

/**
 * A stock card gone home waits for the next card of its suit to follow it home
 * (docs/klondike-solver.md, "Stock cards gone home"). With one-card draws (or the spec's
 * game) and no pass limit every stock card stays in reach, and nothing but the next card
 * of its suit going home (or the card coming back down, which its going onto the tableau
 * from the stock does as well) needs it home rather than in the stock, so a win can take
 * it home just before that card follows: the moves after it are those that take `card`
 * home (from a pile's top, from under a run, or from the stock); unless one move is
 * forced, which comes alone as everywhere. Keeps them at the block's start; returns how many.
 */
function successorsHome(b: Board, out: Int32Array, at: number, n: number, card: number): number {
  if (n === 1 && isForced(out[at]!)) return 1;
  let kept = 0;
  for (let m = 0; m < n; m += 1) {
    const move = out[at + m]!;
    const type = typeOf(move);
    const from = fromOf(move);
    let home = -1;
    if (type === T2F) home = b.col[from * STRIDE + b.len[from]! - 1]!;
    else if (type === T2F_VIA) home = b.col[from * STRIDE + b.len[from]! - countOf(move) - 1]!;
    else if (type === S2F) home = b.stock[from]!;
    if (home === card) out[at + kept++] = move;
  }
  return kept;
}

/**
 * With draw 3 and no pass limit, a position whose waste ends `ptr` cards in is no better
 * than the same position with the waste 3, 6, ... cards shorter (draws bring up from
 * there every card they bring up from here, and a card played leaves the same position
 * from both), and one whose waste ends at a multiple of three (what a fresh pass brings
 * up) is no better than the same position with the waste ending anywhere else. One of
 * those searched already says what this one would.
 */
function dominated(k0: number, k1: number, k2: number, k3: number, stockLength: number): boolean {
  const ptr = (k0 >> 16) & 63;
  const rest = k0 & ~(63 << 16);
  if (ptr === 0) {
    for (let other = 1; other <= stockLength; other += 1) {
      if (other % 3 !== 0 && table.has(rest | (other << 16), k1, k2, k3)) return true;
    }
    return false;
  }
  for (let shorter = ptr - 3; shorter > 0; shorter -= 3) {
    if (table.has(rest | (shorter << 16), k1, k2, k3)) return true;
  }
  return false;
}

function growStack(): void {
  const grown = (a: Int32Array) => {
    const bigger = new Int32Array(a.length * 2);
    bigger.set(a);
    return bigger;
  };
  first = grown(first);
  count = grown(count);
  next = grown(next);
}

function growMoves(): void {
  const bigger = new Int32Array(moves.length * 2);
  bigger.set(moves);
  moves = bigger;
}
