/**
 * One best-first search over positions (see index.ts for the design), that runs a
 * given number of expansions at a time, so that several searches with different
 * weights can take turns on one deal (portfolio.ts) and the first to finish answers.
 *
 * Put-off moves: a move into a free cell or onto an empty pile makes most of a
 * position's children (three in five) and few of them are ever expanded (one in
 * sixteen). So when a position is expanded, those children are scored but not
 * stored: their moves, priorities and depths are noted, and one queue entry stands
 * for them all at the lowest of their priorities. Should that entry come up, they are
 * stored then, each with its own priority, from the position's key alone (a child's
 * key is its parent's with one entry changed). Nothing is lost (the queue empties
 * only when every child has been stored), and half as many positions are stored.
 */
import { AT_HOME, IN_CELL, ON_BOTTOM, PLACES } from './cards.js';
import { Board, CELL0, HOME0, KEY_WORDS, STRIDE, ZOBRIST } from './board.js';
import { MoveList } from './moves.js';
import { Scorer, type Weights } from './score.js';
import { Store } from './store.js';

export type SearchOutcome =
  | { readonly kind: 'solved'; readonly path: readonly number[] }
  | { readonly kind: 'unsolvable' }
  | { readonly kind: 'unknown' };

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
/** A queue entry with this bit is a node whose put-off moves are due; NODE_BITS takes it off. */
const PUT_OFF = 1 << 30;
const NODE_BITS = PUT_OFF - 1;
/** Nodes whose storage a search keeps for its next deal (about 50 bytes each, table and keys included); a larger store is let go. */
const KEEP_NODES = 1 << 17;
/** One move list for every search: a search uses it within one expansion only. */
const moves = new MoveList();
const autoCard = new Int32Array(4);

/** Makes a node's move on the board showing its parent, in whatever layout the board has, and autoplay after it. */
function replay(b: Board, packed: number): void {
  const card = packed & 63;
  const onto = (packed >> 6) & 63;
  const count = packed >>> 22;
  let from: number;
  if (b.below[card] === IN_CELL) from = b.cellOf(card);
  else from = b.place[card]! >> 6;
  let to: number;
  if (onto === AT_HOME) to = HOME0 + (card & 3);
  else if (onto === IN_CELL) to = b.emptyCell();
  else if (onto === ON_BOTTOM) to = b.emptyPile();
  else to = b.place[onto]! >> 6;
  b.move(from, to, count);
  b.autoplay();
}

/** A node's move: the card moved and what it goes onto (layout-free), then from, to and count in the parent's layout. */
export function moveCard(packed: number): number {
  return packed & 63;
}
export function moveOnto(packed: number): number {
  return (packed >> 6) & 63;
}

export class Search {
  private readonly scorer: Scorer;
  private readonly wDepth: number;
  private readonly store = new Store();
  private readonly board = new Board();
  private readonly bucketHead = new Int32Array(BUCKETS).fill(-1);
  /** One bit per bucket that holds a node, to skip empty buckets quickly. */
  private readonly bucketBits = new Int32Array(BUCKETS >> 5);
  private lowest = 0;
  /** The node the board shows, and the undo mark before its move was replayed (-1: it was decoded). */
  private current = -1;
  private currentMark = -1;
  /** The put-off moves of the nodes expanded: for each, the node, how many moves, the next queue entry, then move, priority and depth per move. */
  private putOff = new Int32Array(1 << 12);
  private putOffLength = 0;
  private readonly scratchKey = new Uint32Array(KEY_WORDS);
  private readonly scratchBytes = new Uint8Array(this.scratchKey.buffer);
  /** The answer, once there is one. */
  private outcome: SearchOutcome | null = null;

  /**
   * @param supermoves whether runs move as one (the search's own moves; the answer may still be written in one-card moves)
   * @param oneCard count a run's move as the one-card moves it takes apart into (for solutions written one card a move)
   */
  constructor(weights: Weights, private readonly supermoves: boolean, private readonly oneCard: boolean) {
    this.scorer = new Scorer(weights);
    this.wDepth = weights.depth;
  }

  /** Positions stored so far. */
  get positions(): number {
    return this.store.count;
  }

  /** Positions expanded so far. */
  expanded = 0;

  /** Starts afresh from the position on the given board (its safe moves home are made on it first). */
  begin(root: Board): void {
    const { store } = this;
    this.clearQueue();
    store.reset();
    root.autoplay();
    const rootNode = -1 - store.findOrAdd(root);
    store.parent[rootNode] = -1;
    store.move[rootNode] = -1;
    store.depth[rootNode] = 0;
    this.current = -1;
    this.currentMark = -1;
    this.outcome = null;
    this.expanded = 0;
    this.putOffLength = 0;
    if (root.homeCount === 52) {
      this.outcome = { kind: 'solved', path: [] };
      return;
    }
    store.next[rootNode] = -1;
    this.bucketHead[0] = rootNode;
    this.bucketBits[0] = 1;
    this.lowest = 0;
  }

  /** Lets go of what the search holds (a store grown large is given back). */
  end(): void {
    if (this.store.capacity > KEEP_NODES) this.store.shrink();
    this.clearQueue();
  }

  private clearQueue(): void {
    const { bucketBits, bucketHead } = this;
    for (let w = 0; w < bucketBits.length; w += 1) {
      for (let bits = bucketBits[w]!; bits !== 0; bits &= bits - 1) bucketHead[(w << 5) | (31 - Math.clz32(bits & -bits))] = -1;
      bucketBits[w] = 0;
    }
  }

  private solved(n: number): SearchOutcome {
    const { store } = this;
    const path: number[] = [];
    for (let x = n; store.parent[x]! >= 0; x = store.parent[x]!) path.push(store.move[x]!);
    this.outcome = { kind: 'solved', path: path.reverse() };
    return this.outcome;
  }

  private note(value: number): void {
    if (this.putOffLength === this.putOff.length) {
      const grown = new Int32Array(this.putOff.length * 2);
      grown.set(this.putOff);
      this.putOff = grown;
    }
    this.putOff[this.putOffLength++] = value;
  }

  /** Puts entry x (a node, or PUT_OFF | where a node's put-off moves are noted) in the queue's bucket for priority p. */
  private push(x: number, p: number): number {
    const { store, bucketHead, bucketBits } = this;
    const at = p < 0 ? 0 : p >= BUCKETS ? BUCKETS - 1 : p;
    if (x & PUT_OFF) this.putOff[(x & NODE_BITS) + 2] = bucketHead[at]!;
    else store.next[x] = bucketHead[at]!;
    bucketHead[at] = x;
    bucketBits[at >> 5]! |= 1 << (at & 31);
    return at;
  }

  /** Sets the board to node n's position: replayed from the one it shows when it can, else decoded. */
  private show(n: number): void {
    const { store, board: b } = this;
    const current = this.current;
    const parent = store.parent[n]!;
    if (current >= 0 && (parent === current || (this.currentMark >= 0 && parent === store.parent[current]))) {
      // a child or a sibling of the position on the board: replay its move rather than decode its key
      if (parent !== current) b.undo(this.currentMark);
      this.currentMark = b.mark();
      replay(b, store.move[n]!);
    } else {
      store.load(n, b);
      stats.loads += 1;
      this.currentMark = -1;
    }
    this.current = n;
  }

  /**
   * Stores the children a node put off (their moves and priorities were noted when it
   * was expanded), from its key alone: each child's key is the node's with one entry
   * changed, so the board is not needed.
   */
  private storePutOff(at: number, maxPositions: number): SearchOutcome | null {
    const { store, putOff } = this;
    const key = this.scratchKey;
    const bytes = this.scratchBytes;
    const node = putOff[at]!;
    const hash = store.copyKey(node, key);
    const end = at + 3 * putOff[at + 1]!;
    for (let i = at + 3; i <= end; i += 3) {
      const packed = putOff[i]!;
      const moved = packed & 63;
      const onto = (packed >> 6) & 63;
      const was = bytes[moved]!;
      bytes[moved] = onto;
      const found = store.findOrAddChild(key, hash ^ ZOBRIST[moved * PLACES + was]! ^ ZOBRIST[moved * PLACES + onto]!, node, moved, onto);
      bytes[moved] = was;
      if (found < 0) {
        const n = -1 - found;
        store.parent[n] = node;
        store.move[n] = packed;
        store.depth[n] = putOff[i + 2]!;
        const p = this.push(n, putOff[i + 1]!);
        if (p < this.lowest) this.lowest = p;
        if (store.count >= maxPositions) return { kind: 'unknown' };
      }
    }
    return null;
  }

  /**
   * Expands up to `expansions` positions: the answer when the search ends (solved, or
   * unsolvable when nothing is left to expand), 'unknown' when it has stored
   * `maxPositions` positions or passed the deadline (performance.now()), or null when
   * it has used its turn.
   */
  run(expansions: number, maxPositions: number, deadline: number): SearchOutcome | null {
    if (this.outcome !== null) return this.outcome;
    const { store, scorer, board: b, bucketHead, bucketBits, wDepth } = this;
    const { col, len, cell, below, key } = b;
    const { from: moveFrom, to: moveTo, count: moveCount } = moves;
    const timed = Number.isFinite(deadline);
    if (store.count >= maxPositions) return { kind: 'unknown' };
    for (let done = 0; done < expansions; done += 1) {
      // the lowest bucket that holds an entry
      let lowest = this.lowest;
      let w = lowest >> 5;
      let bits = bucketBits[w]! & (-1 << (lowest & 31));
      while (bits === 0 && w + 1 < bucketBits.length) bits = bucketBits[++w]!;
      if (bits === 0) {
        this.outcome = { kind: 'unsolvable' };
        return this.outcome;
      }
      lowest = (w << 5) | (31 - Math.clz32(bits & -bits));
      const entry = bucketHead[lowest]!;
      // an entry is a node to expand, or where the put-off moves of one are noted, now due
      const putOff = (entry & PUT_OFF) !== 0;
      const node = entry & NODE_BITS;
      const rest = putOff ? this.putOff[node + 2]! : store.next[node]!;
      bucketHead[lowest] = rest;
      if (rest < 0) bucketBits[w]! &= ~(1 << (lowest & 31));
      if (timed && (done & 63) === 63 && performance.now() > deadline) {
        // put the entry back: the search may go on later
        this.push(entry, lowest);
        this.lowest = lowest;
        return { kind: 'unknown' };
      }
      if (putOff) {
        this.lowest = lowest;
        const stopped = this.storePutOff(node, maxPositions);
        if (stopped !== null) return stopped;
        continue;
      }
      this.show(node);
      // its children may be stored without their keys: they need it
      store.keep(node, b);
      const depth = store.depth[node]!;
      const homeCount = b.homeCount;
      const piles = scorer.scan(b);
      // no card lies above a lower one: every card goes home in order from here
      if (scorer.blockerTotal === 0) return this.solved(node);
      moves.generate(b, scorer.run, this.supermoves);
      const count = moves.length;
      this.expanded += 1;
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
      // the lowest priority among the moves put off (BUCKETS: none), and where they are noted
      let putOffAt = BUCKETS;
      let putOffStart = -1;
      for (let m = 0; m < count; m += 1) {
        const from = moveFrom[m]!;
        const to = moveTo[m]!;
        const k = moveCount[m]!;
        const fromLength = from < CELL0 ? len[from]! - k : 0;
        const toLength = to < CELL0 ? len[to]! : 0;
        // into a free cell or onto an empty pile: most such children are never expanded, so they are put off (see the file's comment)
        const deferrable = to < HOME0 && (to >= CELL0 || toLength === 0);
        const moved = from < CELL0 ? col[from * STRIDE + fromLength]! : cell[from - CELL0]!;
        const onto = to < CELL0 ? (toLength === 0 ? ON_BOTTOM : col[to * STRIDE + toLength - 1]!) : to < HOME0 ? IN_CELL : AT_HOME;
        const packed = moved | (onto << 6) | (from << 12) | (to << 17) | (k << 22);
        let found = -1;
        let score = 0;
        let blockers = 1;
        const exposed = fromLength > 0 ? col[from * STRIDE + fromLength - 1]! : -1;
        if (to >= HOME0 || (exposed >= 0 && autoCard[exposed & 3] === exposed)) {
          // cards go home: make the move and autoplay on the board, score it all, and take it back (never put off)
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
              return this.solved(n);
            }
            score = scorer.full(b);
            blockers = scorer.blockersAfter;
          }
          b.undo(mark);
        } else {
          // only the piles the move touches change their share
          score = piles;
          let free = b.freeCells;
          let empty = b.emptyPiles;
          blockers = scorer.blockerTotal;
          if (from < CELL0) {
            score += scorer.truncated(from, fromLength) - scorer.pile[from]!;
            blockers += scorer.blockersIn(from, fromLength) - scorer.pileBlockers[from]!;
            if (fromLength === 0) empty += 1;
          } else free += 1;
          if (to < CELL0) {
            if (toLength === 0) empty -= 1;
            score += (from < CELL0 ? scorer.appended(b, to, col, from * STRIDE + fromLength, k) : scorer.appended(b, to, cell, from - CELL0, 1)) - scorer.pile[to]!;
            blockers += scorer.blockersAfter - scorer.pileBlockers[to]!;
          } else free -= 1;
          score += scorer.global(notHome, free, empty);
          if (deferrable && blockers > 0) {
            // put off: its move, priority and depth noted, for now
            let g = depth;
            if (k === 1 || !this.oneCard) g += 1;
            else g += ONE_CARD_COST[(k * 5 + b.freeCells) * 8 + b.emptyPiles - (toLength === 0 ? 1 : 0)]!;
            const p = score + wDepth * g;
            if (p < putOffAt) putOffAt = p;
            if (putOffStart < 0) {
              putOffStart = this.putOffLength;
              this.note(node);
              this.note(0);
              this.note(-1);
            }
            this.note(packed);
            this.note(p);
            this.note(g);
            this.putOff[putOffStart + 1]! += 1;
            continue;
          }
          // the child's key differs in one entry: what the moved card lies on
          const was = below[moved]!;
          below[moved] = onto;
          found = store.findOrAddChild(key, hash ^ ZOBRIST[moved * PLACES + was]! ^ ZOBRIST[moved * PLACES + onto]!, node, moved, onto);
          below[moved] = was;
        }
        if (found < 0) {
          const n = -1 - found;
          let g = depth;
          if (to < HOME0) {
            if (k === 1 || !this.oneCard) g += 1;
            else g += ONE_CARD_COST[(k * 5 + b.freeCells) * 8 + b.emptyPiles - (toLength === 0 ? 1 : 0)]!;
          }
          store.parent[n] = node;
          store.move[n] = packed;
          store.depth[n] = g;
          if (blockers === 0) return this.solved(n);
          const p = this.push(n, score + wDepth * g);
          if (p < lowest) lowest = p;
          if (store.count >= maxPositions) {
            this.lowest = lowest;
            return { kind: 'unknown' };
          }
        }
      }
      if (putOffAt < BUCKETS) {
        const p = this.push(PUT_OFF | putOffStart, putOffAt);
        if (p < lowest) lowest = p;
      }
      this.lowest = lowest;
    }
    return null;
  }
}
