/**
 * One best-first search over positions (see docs/freecell-solver.md for the design),
 * that runs a given number of expansions at a time, so that several searches with
 * different weights can take turns on one deal (portfolio.ts) and the first to
 * finish answers.
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
import { AT_HOME, Board, CELL0, HOME0, IN_CELL, KEY_WORDS, ON_BOTTOM, STRIDE, zob } from './board';
import { alloc, allocRaw, fill32, grown32, ld32, ld8, release, st32, st8 } from './memory';
import { MoveList } from './moves';
import { Scorer } from './score';
import { ldn, stn, Store } from './store';

/** What `run` answers: solved (the path in `path`), unsolvable, out of budget, or (NONE) its turn is over. */
export const SOLVED = 0;
export const UNSOLVABLE = 1;
export const UNKNOWN = 2;
export const NONE = -1;

/** The clock (milliseconds, the host's performance.now()), read only when a search has a deadline. */
@external("env", "now")
declare function now(): f64;

/**
 * How many one-card moves it takes to move a run of `count` cards with `free`
 * free cells and `empty` empty piles (the target aside): the run's upper cards
 * through the free cells, or a part of it to an empty pile and back (the
 * expansion answer.ts writes out).
 */
function expandedLength(count: i32, free: i32, empty: i32): f64 {
  if (count <= free + 1) return <f64>(2 * count - 1);
  if (empty === 0) return Infinity;
  const rest = (free + 1) * (1 << (empty - 1));
  const part = max(1, count - rest);
  return 2 * expandedLength(part, free, empty - 1) + expandedLength(count - part, free, empty - 1);
}

/** expandedLength for count 1..13, free 0..4, empty 0..7, at [(count * 5 + free) * 8 + empty] (999: it cannot be done). */
const ONE_CARD_COST: usize = oneCardCost();

function oneCardCost(): usize {
  const table = alloc(14 * 5 * 8 * 4);
  for (let count = 1; count < 14; count += 1) {
    for (let free = 0; free < 5; free += 1) {
      for (let empty = 0; empty < 8; empty += 1) {
        const cost = expandedLength(count, free, empty);
        st32(table, (count * 5 + free) * 8 + empty, isFinite(cost) ? <i32>cost : 999);
      }
    }
  }
  return table;
}

const BUCKETS = 1 << 14;
/** A queue entry with this bit is a node whose put-off moves are due; NODE_BITS takes it off. */
const PUT_OFF = 1 << 30;
const NODE_BITS = PUT_OFF - 1;
/**
 * Nodes whose storage a search keeps for its next deal (about 50 bytes each, table and
 * keys included); a larger store is given back to the allocator, for whichever search
 * needs it next (the module's memory never shrinks: what a deal's searches hold
 * together at most is what the module keeps).
 */
const KEEP_NODES = 1 << 13;
/** One move list for every search: a search uses it within one expansion only. */
const moves = new MoveList();
const autoCard: usize = alloc(4 * 4);

/** The path of the last search solved: its moves (card | onto << 6 | from << 12 | to << 17 | count << 22), root first. */
export let path: usize = alloc(256 * 4);
export let pathLength: i32 = 0;
let pathCapacity: i32 = 256;

/** Makes a node's move on the board showing its parent, in whatever layout the board has, and autoplay after it. */
function replay(b: Board, packed: i32): void {
  const card = packed & 63;
  const onto = (packed >> 6) & 63;
  const count = packed >>> 22;
  let from: i32;
  if (ld8(b.below, card) === IN_CELL) from = b.cellOf(card);
  else from = ld32(b.place, card) >> 6;
  let to: i32;
  if (onto === AT_HOME) to = HOME0 + (card & 3);
  else if (onto === IN_CELL) to = b.emptyCell();
  else if (onto === ON_BOTTOM) to = b.emptyPile();
  else to = ld32(b.place, onto) >> 6;
  b.move(from, to, count);
  b.autoplay();
}

@final @unmanaged
export class Search {
  scorer: Scorer = changetype<Scorer>(0);
  wDepth: i32 = 0;
  supermoves: bool = true;
  oneCard: bool = false;
  store: Store = new Store();
  board: Board = new Board();
  bucketHead: usize = alloc(BUCKETS * 4);
  /** One bit per bucket that holds a node, to skip empty buckets quickly. */
  bucketBits: usize = alloc((BUCKETS >> 5) * 4);
  lowest: i32 = 0;
  /** The node the board shows, and the undo mark before its move was replayed (-1: it was decoded). */
  current: i32 = -1;
  currentMark: i32 = -1;
  /** The put-off moves of the nodes expanded: for each, the node, how many moves, the next queue entry, then move, priority and depth per move. */
  putOff: usize = allocRaw((1 << 10) * 4);
  putOffCapacity: i32 = 1 << 10;
  putOffLength: i32 = 0;
  scratchKey: usize = alloc(KEY_WORDS * 4);
  /** The answer, once there is one (NONE: not yet). */
  outcome: i32 = NONE;
  /** Positions expanded so far. */
  expanded: i32 = 0;

  /**
   * @param weights the score's nine weights (score.ts)
   * @param supermoves whether runs move as one (the search's own moves; the answer may still be written in one-card moves)
   * @param oneCard count a run's move as the one-card moves it takes apart into (for solutions written one card a move)
   */
  init(weights: usize, supermoves: bool, oneCard: bool): void {
    const scorer = new Scorer();
    scorer.init(weights);
    this.scorer = scorer;
    this.wDepth = scorer.wDepth;
    this.supermoves = supermoves;
    this.oneCard = oneCard;
    fill32(this.bucketHead, -1, BUCKETS);
  }

  dispose(): void {
    this.scorer.dispose();
    this.store.dispose();
    this.board.dispose();
    release(this.bucketHead);
    release(this.bucketBits);
    release(this.putOff);
    release(this.scratchKey);
    heap.free(changetype<usize>(this));
  }

  /** Positions stored so far. */
  // @ts-ignore: decorator
  @inline get positions(): i32 {
    return this.store.count;
  }

  /** Starts afresh from the position on the given board (its safe moves home are made on it first). */
  begin(root: Board): void {
    const store = this.store;
    this.clearQueue();
    store.reset();
    root.autoplay();
    const rootNode = -1 - store.findOrAdd(root);
    stn(store.parent, rootNode, -1);
    stn(store.move, rootNode, -1);
    stn(store.depth, rootNode, 0);
    this.current = -1;
    this.currentMark = -1;
    this.outcome = NONE;
    this.expanded = 0;
    this.putOffLength = 0;
    if (root.homeCount === 52) {
      pathLength = 0;
      this.outcome = SOLVED;
      return;
    }
    stn(store.next, rootNode, -1);
    st32(this.bucketHead, 0, rootNode);
    st32(this.bucketBits, 0, 1);
    this.lowest = 0;
  }

  /** Lets go of what the search holds (a store grown large is given back). */
  end(): void {
    if (this.store.capacity > KEEP_NODES) this.store.shrink();
    this.clearQueue();
  }

  private clearQueue(): void {
    const bucketBits = this.bucketBits;
    const bucketHead = this.bucketHead;
    for (let w = 0; w < BUCKETS >> 5; w += 1) {
      for (let bits = ld32(bucketBits, w); bits !== 0; bits &= bits - 1) st32(bucketHead, (w << 5) | ctz(bits), -1);
      st32(bucketBits, w, 0);
    }
  }

  /** Writes node n's path into `path`: solved. */
  private solved(n: i32): i32 {
    const store = this.store;
    let length = 0;
    for (let x = n; ldn(store.parent, x) >= 0; x = ldn(store.parent, x)) length += 1;
    if (length > pathCapacity) {
      release(path);
      pathCapacity = length;
      path = alloc(length * 4);
    }
    let at = length;
    for (let x = n; ldn(store.parent, x) >= 0; x = ldn(store.parent, x)) st32(path, --at, ldn(store.move, x));
    pathLength = length;
    this.outcome = SOLVED;
    return SOLVED;
  }

  /** Makes room for `count` more entries of put-off moves. */
  private reserve(count: i32): void {
    let capacity = this.putOffCapacity;
    if (this.putOffLength + count <= capacity) return;
    while (this.putOffLength + count > capacity) capacity *= 2;
    this.putOff = grown32(this.putOff, this.putOffLength, capacity);
    this.putOffCapacity = capacity;
  }

  /** Puts entry x (a node, or PUT_OFF | where a node's put-off moves are noted) in the queue's bucket for priority p. */
  private push(x: i32, p: i32): i32 {
    const bucketHead = this.bucketHead;
    const at = p < 0 ? 0 : p >= BUCKETS ? BUCKETS - 1 : p;
    if (x & PUT_OFF) st32(this.putOff, (x & NODE_BITS) + 2, ld32(bucketHead, at));
    else stn(this.store.next, x, ld32(bucketHead, at));
    st32(bucketHead, at, x);
    st32(this.bucketBits, at >> 5, ld32(this.bucketBits, at >> 5) | (1 << (at & 31)));
    return at;
  }

  /** Sets the board to node n's position: replayed from the one it shows when it can, else decoded. */
  private show(n: i32): void {
    const store = this.store;
    const b = this.board;
    const current = this.current;
    const parent = ldn(store.parent, n);
    if (current >= 0 && (parent === current || (this.currentMark >= 0 && parent === ldn(store.parent, current)))) {
      // a child or a sibling of the position on the board: replay its move rather than decode its key
      if (parent !== current) b.undo(this.currentMark);
      this.currentMark = b.mark();
      replay(b, ldn(store.move, n));
    } else {
      store.load(n, b);
      this.currentMark = -1;
    }
    this.current = n;
  }

  /**
   * Stores the children a node put off (their moves and priorities were noted when it
   * was expanded), from its key alone: each child's key is the node's with one entry
   * changed, so the board is not needed.
   */
  private storePutOff(at: i32, maxPositions: i32): i32 {
    const store = this.store;
    const putOff = this.putOff;
    const key = this.scratchKey;
    const node = ld32(putOff, at);
    const hash = store.copyKey(node, key);
    const end = at + 3 * ld32(putOff, at + 1);
    for (let i = at + 3; i <= end; i += 3) {
      const packed = ld32(putOff, i);
      const moved = packed & 63;
      const onto = (packed >> 6) & 63;
      const was = ld8(key, moved);
      st8(key, moved, onto);
      const found = store.findOrAddChild(key, hash ^ zob(moved, was) ^ zob(moved, onto), node, moved, onto);
      st8(key, moved, was);
      if (found < 0) {
        const n = -1 - found;
        stn(store.parent, n, node);
        stn(store.move, n, packed);
        stn(store.depth, n, ld32(putOff, i + 2));
        const p = this.push(n, ld32(putOff, i + 1));
        if (p < this.lowest) this.lowest = p;
        if (store.count >= maxPositions) return UNKNOWN;
      }
    }
    return NONE;
  }

  /**
   * Expands up to `expansions` positions: the answer when the search ends (SOLVED,
   * or UNSOLVABLE when nothing is left to expand), UNKNOWN when it has stored
   * `maxPositions` positions or passed the deadline (the host's clock), or NONE
   * when it has used its turn.
   */
  run(expansions: i32, maxPositions: i32, deadline: f64): i32 {
    if (this.outcome !== NONE) return this.outcome;
    const store = this.store;
    const scorer = this.scorer;
    const b = this.board;
    const bucketHead = this.bucketHead;
    const bucketBits = this.bucketBits;
    const wDepth = this.wDepth;
    const col = b.col;
    const len = b.len;
    const cell = b.cell;
    const below = b.below;
    const moveFrom = moves.from;
    const moveTo = moves.to;
    const moveCount = moves.count;
    const timed = isFinite(deadline);
    if (store.count >= maxPositions) return UNKNOWN;
    for (let done = 0; done < expansions; done += 1) {
      // the lowest bucket that holds an entry
      let lowest = this.lowest;
      let w = lowest >> 5;
      let bits = ld32(bucketBits, w) & (-1 << (lowest & 31));
      while (bits === 0 && w + 1 < BUCKETS >> 5) bits = ld32(bucketBits, ++w);
      if (bits === 0) {
        this.outcome = UNSOLVABLE;
        return UNSOLVABLE;
      }
      lowest = (w << 5) | ctz(bits);
      const entry = ld32(bucketHead, lowest);
      // an entry is a node to expand, or where the put-off moves of one are noted, now due
      const isPutOff = (entry & PUT_OFF) !== 0;
      const node = entry & NODE_BITS;
      const rest = isPutOff ? ld32(this.putOff, node + 2) : ldn(store.next, node);
      st32(bucketHead, lowest, rest);
      if (rest < 0) st32(bucketBits, w, ld32(bucketBits, w) & ~(1 << (lowest & 31)));
      if (timed && (done & 63) === 63 && now() > deadline) {
        // put the entry back: the search may go on later
        this.push(entry, lowest);
        this.lowest = lowest;
        return UNKNOWN;
      }
      if (isPutOff) {
        this.lowest = lowest;
        const stopped = this.storePutOff(node, maxPositions);
        if (stopped !== NONE) return stopped;
        continue;
      }
      this.show(node);
      // its children may be stored without their keys: they need it
      store.keep(node, b);
      const depth = ldn(store.depth, node);
      const homeCount = b.homeCount;
      const piles = scorer.scan(b);
      // no card lies above a lower one: every card goes home in order from here
      if (scorer.blockerTotal === 0) return this.solved(node);
      moves.generate(b, scorer.run, this.supermoves);
      const count = moves.length;
      this.expanded += 1;
      const hash = b.hash;
      const notHome = 52 - homeCount;
      // for each suit, the card autoplay would send home if it lay on top (-1: none)
      const home = b.home;
      const h0 = ld32(home, 0);
      const h1 = ld32(home, 1);
      const h2 = ld32(home, 2);
      const h3 = ld32(home, 3);
      for (let s = 0; s < 4; s += 1) {
        const r = ld32(home, s) + 1;
        const other = s === 1 || s === 2 ? (h0 < h3 ? h0 : h3) : h1 < h2 ? h1 : h2;
        st32(autoCard, s, r <= 13 && (r <= 2 || other >= r - 1) ? (r - 1) * 4 + s : -1);
      }
      // the lowest priority among the moves put off (BUCKETS: none), and where they are noted
      this.reserve(3 + 3 * count);
      const notes = this.putOff;
      let putOffAt = BUCKETS;
      let putOffStart = -1;
      for (let m = 0; m < count; m += 1) {
        const from = ld32(moveFrom, m);
        const to = ld32(moveTo, m);
        const k = ld32(moveCount, m);
        const fromLength = from < CELL0 ? ld32(len, from) - k : 0;
        const toLength = to < CELL0 ? ld32(len, to) : 0;
        // into a free cell or onto an empty pile: most such children are never expanded, so they are put off (see the file's comment)
        const deferrable = to < HOME0 && (to >= CELL0 || toLength === 0);
        const moved = from < CELL0 ? ld8(col, from * STRIDE + fromLength) : ld32(cell, from - CELL0);
        const onto = to < CELL0 ? (toLength === 0 ? ON_BOTTOM : ld8(col, to * STRIDE + toLength - 1)) : to < HOME0 ? IN_CELL : AT_HOME;
        const packed = moved | (onto << 6) | (from << 12) | (to << 17) | (k << 22);
        let found = -1;
        let score = 0;
        let blockers = 1;
        const exposed = fromLength > 0 ? ld8(col, from * STRIDE + fromLength - 1) : -1;
        if (to >= HOME0 || (exposed >= 0 && ld32(autoCard, exposed & 3) === exposed)) {
          // cards go home: make the move and autoplay on the board, score it all, and take it back (never put off)
          const mark = b.mark();
          b.move(from, to, k);
          b.autoplay();
          found = store.findOrAdd(b);
          if (found < 0) {
            if (b.homeCount === 52) {
              b.undo(mark);
              const n = -1 - found;
              stn(store.parent, n, node);
              stn(store.move, n, packed);
              return this.solved(n);
            }
            score = scorer.full(b);
            blockers = scorer.blockersAfter;
          }
          b.undo(mark);
        } else {
          // onto a card (never put off): look the child up first, and score it only when it is new
          if (!deferrable) {
            const was = ld8(below, moved);
            st8(below, moved, onto);
            found = store.findOrAddChild(below, hash ^ zob(moved, was) ^ zob(moved, onto), node, moved, onto);
            st8(below, moved, was);
            if (found >= 0) continue;
          }
          // only the piles the move touches change their share
          score = piles;
          let free = b.freeCells;
          let empty = b.emptyPiles;
          blockers = scorer.blockerTotal;
          if (from < CELL0) {
            score += scorer.truncated(from, fromLength) - ld32(scorer.pile, from);
            blockers += scorer.blockersIn(from, fromLength) - ld32(scorer.pileBlockers, from);
            if (fromLength === 0) empty += 1;
          } else free += 1;
          if (to < CELL0) {
            if (toLength === 0) empty -= 1;
            score +=
              (from < CELL0 ? scorer.appended(b, to, col, false, from * STRIDE + fromLength, k) : scorer.appended(b, to, cell, true, from - CELL0, 1)) -
              ld32(scorer.pile, to);
            blockers += scorer.blockersAfter - ld32(scorer.pileBlockers, to);
          } else free -= 1;
          score += scorer.global(notHome, free, empty);
          if (deferrable && blockers > 0) {
            // put off: its move, priority and depth noted, for now
            let g = depth;
            if (k === 1 || !this.oneCard) g += 1;
            else g += ld32(ONE_CARD_COST, (k * 5 + b.freeCells) * 8 + b.emptyPiles - (toLength === 0 ? 1 : 0));
            const p = score + wDepth * g;
            if (p < putOffAt) putOffAt = p;
            let at = this.putOffLength;
            if (putOffStart < 0) {
              putOffStart = at;
              st32(notes, at, node);
              st32(notes, at + 1, 0);
              st32(notes, at + 2, -1);
              at += 3;
            }
            st32(notes, at, packed);
            st32(notes, at + 1, p);
            st32(notes, at + 2, g);
            this.putOffLength = at + 3;
            st32(notes, putOffStart + 1, ld32(notes, putOffStart + 1) + 1);
            continue;
          }
          if (deferrable) {
            // the child's key differs in one entry: what the moved card lies on
            const was = ld8(below, moved);
            st8(below, moved, onto);
            found = store.findOrAddChild(below, hash ^ zob(moved, was) ^ zob(moved, onto), node, moved, onto);
            st8(below, moved, was);
          }
        }
        if (found < 0) {
          const n = -1 - found;
          let g = depth;
          if (to < HOME0) {
            if (k === 1 || !this.oneCard) g += 1;
            else g += ld32(ONE_CARD_COST, (k * 5 + b.freeCells) * 8 + b.emptyPiles - (toLength === 0 ? 1 : 0));
          }
          stn(store.parent, n, node);
          stn(store.move, n, packed);
          stn(store.depth, n, g);
          if (blockers === 0) return this.solved(n);
          const p = this.push(n, score + wDepth * g);
          if (p < lowest) lowest = p;
          if (store.count >= maxPositions) {
            this.lowest = lowest;
            return UNKNOWN;
          }
        }
      }
      if (putOffAt < BUCKETS) {
        const p = this.push(PUT_OFF | putOffStart, putOffAt);
        if (p < lowest) lowest = p;
      }
      this.lowest = lowest;
    }
    return NONE;
  }
}
