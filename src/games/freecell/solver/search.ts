/**
 * Best-first search over positions (see index.ts for the design).
 */
import { AT_HOME, IN_CELL, ON_BOTTOM, PLACES } from './cards.js';
import { Board, CELL0, HOME0, STRIDE, ZOBRIST } from './board.js';
import { MoveList } from './moves.js';
import { Scorer, type Weights } from './score.js';
import { Store } from './store.js';

export type SearchOutcome =
  | { readonly kind: 'solved'; readonly path: readonly number[]; readonly positions: number }
  | { readonly kind: 'unsolvable'; readonly positions: number }
  | { readonly kind: 'unknown'; readonly positions: number };

export interface SearchOptions {
  /** whether runs move as one (the search's own moves; the answer may still be written in one-card moves) */
  readonly supermoves: boolean;
  readonly maxPositions: number;
  /** performance.now() after which the search gives up; Infinity for none */
  readonly deadline: number;
  readonly weights: Weights;
  /** Count a run's move as the one-card moves it takes apart into (for solutions written one card a move). */
  readonly oneCard: boolean;
}

/**
 * How many one-card moves it takes to move a run of `count` cards with `free`
 * free cells and `empty` empty piles (the target aside): the run's upper cards
 * through the free cells, or a part of it to an empty pile and back (the
 * expansion answer.ts writes out).
 */
export function expandedLength(count: number, free: number, empty: number): number {
  if (count <= free + 1) return 2 * count - 1;
  if (empty === 0) return Infinity;
  const rest = (free + 1) * 2 ** (empty - 1);
  const part = Math.max(1, count - rest);
  return 2 * expandedLength(part, free, empty - 1) + expandedLength(count - part, free, empty - 1);
}

/** expandedLength for count 1..13, free 0..4, empty 0..7, at [(count * 5 + free) * 8 + empty]. */
const ONE_CARD_COST = (() => {
  const table = new Int32Array(14 * 5 * 8);
  for (let count = 1; count < 14; count += 1) {
    for (let free = 0; free < 5; free += 1) {
      for (let empty = 0; empty < 8; empty += 1) {
        const cost = expandedLength(count, free, empty);
        table[(count * 5 + free) * 8 + empty] = Number.isFinite(cost) ? cost : 999;
      }
    }
  }
  return table;
})();

/** Counters for the benchmarks and for tuning: positions expanded, moves tried, keys decoded. */
export const stats = { expansions: 0, children: 0, loads: 0 };

const BUCKETS = 1 << 14;
/** Nodes whose storage is kept between searches (about 50 bytes each, table and keys included); a larger store is let go. */
const KEEP_NODES = 1 << 17;
const store = new Store();
const board = new Board();
const moves = new MoveList();
const bucketHead = new Int32Array(BUCKETS).fill(-1);
/** One bit per bucket that holds a node, to skip empty buckets quickly. */
const bucketBits = new Int32Array(BUCKETS >> 5);
const autoCard = new Int32Array(4);

/** Makes a node's move on the board showing its parent, in whatever layout the board has, and autoplay after it. */
function replay(b: Board, packed: number): void {
  const card = packed & 63;
  const onto = (packed >> 6) & 63;
  const count = packed >>> 22;
  let from: number;
  if (b.below[card] === IN_CELL) from = CELL0 + b.cell.indexOf(card);
  else from = b.place[card]! >> 6;
  let to: number;
  if (onto === AT_HOME) to = HOME0 + (card & 3);
  else if (onto === IN_CELL) to = b.emptyCell();
  else if (onto === ON_BOTTOM) to = b.emptyPile();
  else to = b.place[onto]! >> 6;
  b.move(from, to, count);
  b.autoplay();
}

let lastScorer: Scorer | undefined;
let lastWeights: Weights | undefined;

/** The scorer for these weights (kept from the last search when they are the same). */
function scorerFor(weights: Weights): Scorer {
  if (lastScorer === undefined || lastWeights !== weights) {
    lastScorer = new Scorer(weights);
    lastWeights = weights;
  }
  return lastScorer;
}

/** A node's move: the card moved and what it goes onto (layout-free), then from, to and count in the parent's layout. */
export function moveCard(packed: number): number {
  return packed & 63;
}
export function moveOnto(packed: number): number {
  return (packed >> 6) & 63;
}

/**
 * Searches from the position on the given board (after its safe moves home).
 * The path lists the moves (see moveCard, moveOnto); the moves home that autoplay
 * makes after each are implied.
 */
export function search(root: Board, options: SearchOptions): SearchOutcome {
  const scorer = scorerFor(options.weights);
  const wDepth = scorer.wDepth;
  const b = board;
  const { col, len, cell, below, key } = b;
  const { from: moveFrom, to: moveTo, count: moveCount } = moves;
  store.reset();
  root.autoplay();
  const rootNode = -1 - store.findOrAdd(root);
  store.parent[rootNode] = -1;
  store.move[rootNode] = -1;
  store.depth[rootNode] = 0;
  if (root.homeCount === 52) return { kind: 'solved', path: [], positions: 1 };
  let lowest = 0;
  const finish = (outcome: SearchOutcome): SearchOutcome => {
    // a search that needed much memory lets go of it
    if (store.capacity > KEEP_NODES) store.shrink();
    for (let w = 0; w < bucketBits.length; w += 1) {
      for (let bits = bucketBits[w]!; bits !== 0; bits &= bits - 1) bucketHead[(w << 5) | (31 - Math.clz32(bits & -bits))] = -1;
      bucketBits[w] = 0;
    }
    return outcome;
  };
  const solved = (n: number): SearchOutcome => {
    const path: number[] = [];
    for (let x = n; store.parent[x]! >= 0; x = store.parent[x]!) path.push(store.move[x]!);
    return finish({ kind: 'solved', path: path.reverse(), positions: store.count });
  };
  store.next[rootNode] = -1;
  bucketHead[0] = rootNode;
  bucketBits[0] = 1;
  let expansions = 0;
  // the node the board shows, and the undo mark before its move was replayed (-1: it was decoded)
  let current = -1;
  let currentMark = -1;
  const timed = Number.isFinite(options.deadline);
  for (;;) {
    // the lowest bucket that holds a node
    let w = lowest >> 5;
    let bits = bucketBits[w]! & (-1 << (lowest & 31));
    while (bits === 0 && w + 1 < bucketBits.length) bits = bucketBits[++w]!;
    if (bits === 0) break;
    lowest = (w << 5) | (31 - Math.clz32(bits & -bits));
    const node = bucketHead[lowest]!;
    const rest = store.next[node]!;
    bucketHead[lowest] = rest;
    if (rest < 0) bucketBits[w]! &= ~(1 << (lowest & 31));
    expansions += 1;
    if (timed && (expansions & 63) === 0 && performance.now() > options.deadline) {
      return finish({ kind: 'unknown', positions: store.count });
    }
    const parent = store.parent[node]!;
    if (current >= 0 && (parent === current || (currentMark >= 0 && parent === store.parent[current]))) {
      // a child or a sibling of the position on the board: replay its move rather than decode its key
      if (parent !== current) b.undo(currentMark);
      currentMark = b.mark();
      replay(b, store.move[node]!);
    } else {
      store.load(node, b);
      stats.loads += 1;
      currentMark = -1;
    }
    // its children may be stored without their keys: they need it
    store.keep(node, b);
    current = node;
    const depth = store.depth[node]!;
    const homeCount = b.homeCount;
    const piles = scorer.scan(b);
    // no card lies above a lower one: every card goes home in order from here
    if (scorer.blockerTotal === 0) return solved(node);
    moves.generate(b, scorer.run, options.supermoves);
    const count = moves.length;
    stats.expansions += 1;
    stats.children += count;
    const hash = b.hash;
    const notHome = 52 - homeCount;
    // for each suit, the card autoplay would send home if it lay on top (-1: none)
    const { home } = b;
    for (let s = 0; s < 4; s += 1) {
      const r = home[s]! + 1;
      const other = s === 1 || s === 2 ? (home[0]! < home[3]! ? home[0]! : home[3]!) : home[1]! < home[2]! ? home[1]! : home[2]!;
      autoCard[s] = r <= 13 && (r <= 2 || other >= r - 1) ? (r - 1) * 4 + s : -1;
    }
    for (let m = 0; m < count; m += 1) {
      const from = moveFrom[m]!;
      const to = moveTo[m]!;
      const k = moveCount[m]!;
      const fromLength = from < CELL0 ? len[from]! - k : 0;
      const moved = from < CELL0 ? col[from * STRIDE + fromLength]! : cell[from - CELL0]!;
      const toLength = to < CELL0 ? len[to]! : 0;
      const onto = to < CELL0 ? (toLength === 0 ? ON_BOTTOM : col[to * STRIDE + toLength - 1]!) : to < HOME0 ? IN_CELL : AT_HOME;
      const packed = moved | (onto << 6) | (from << 12) | (to << 17) | (k << 22);
      let found: number;
      let score = 0;
      let blockers = 1;
      const exposed = fromLength > 0 ? col[from * STRIDE + fromLength - 1]! : -1;
      if (to >= HOME0 || (exposed >= 0 && autoCard[exposed & 3] === exposed)) {
        // cards go home: make the move and autoplay on the board, score it all, and take it back
        const mark = b.mark();
        b.move(from, to, k);
        b.autoplay();
        found = store.findOrAdd(b);
        if (found < 0) {
          if (b.homeCount === 52) {
            b.undo(mark);
            const n = -1 - found;
            store.parent[n] = node;
            store.move[n] = packed;
            return solved(n);
          }
          score = scorer.full(b);
          blockers = scorer.blockersAfter;
        }
        b.undo(mark);
      } else {
        // the child's key differs in one entry: what the moved card lies on
        const was = below[moved]!;
        below[moved] = onto;
        found = store.findOrAddChild(key, hash ^ ZOBRIST[moved * PLACES + was]! ^ ZOBRIST[moved * PLACES + onto]!, node, moved, onto);
        below[moved] = was;
        if (found < 0) {
          // only the piles the move touches change their share
          score = piles;
          let free = b.freeCells;
          let empty = b.emptyPiles;
          blockers = scorer.blockerTotal;
          if (from < CELL0) {
            score += scorer.truncated(from, fromLength) - scorer.pile[from]!;
            blockers += scorer.blockersIn(from, fromLength) - scorer.blockersIn(from, len[from]!);
            if (fromLength === 0) empty += 1;
          } else free += 1;
          if (to < CELL0) {
            if (toLength === 0) empty -= 1;
            score += (from < CELL0 ? scorer.appended(b, to, col, from * STRIDE + fromLength, k) : scorer.appended(b, to, cell, from - CELL0, 1)) - scorer.pile[to]!;
            blockers += scorer.blockersAfter - scorer.blockersIn(to, toLength);
          } else free -= 1;
          score += scorer.global(notHome, free, empty);
        }
      }
      if (found < 0) {
        const n = -1 - found;
        let g = depth;
        if (to < HOME0) {
          if (k === 1 || !options.oneCard) g += 1;
          else g += ONE_CARD_COST[(k * 5 + b.freeCells) * 8 + b.emptyPiles - (toLength === 0 ? 1 : 0)]!;
        }
        store.parent[n] = node;
        store.move[n] = packed;
        store.depth[n] = g;
        if (blockers === 0) return solved(n);
        let p = score + wDepth * g;
        p = p < 0 ? 0 : p >= BUCKETS ? BUCKETS - 1 : p;
        store.next[n] = bucketHead[p]!;
        bucketHead[p] = n;
        bucketBits[p >> 5]! |= 1 << (p & 31);
        if (p < lowest) lowest = p;
        if (store.count >= options.maxPositions) return finish({ kind: 'unknown', positions: store.count });
      }
    }
  }
  return finish({ kind: 'unsolvable', positions: store.count });
}
