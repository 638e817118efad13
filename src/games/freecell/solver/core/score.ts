/**
 * The position score that orders the search (lower is nearer a win), and its
 * incremental evaluation.
 *
 * Terms: cards not home; in the tableau, cards lying above a lower card of their
 * pile ("blockers": each must move before that card can go home), above a lower
 * card of their own suit, out of sequence (not on the next higher card of the other
 * colour), and how deep the next card each suit needs lies; occupied free cells;
 * empty piles and cards in sequence on a king at the bottom of a pile (bonuses).
 * The weights come from the host (schedule.ts).
 *
 * A pile's share is a left-to-right scan of its cards. The scan's state is kept for
 * every prefix of every pile of the position being expanded, so that a child, which
 * changes at most two piles (cards taken off the top of one, put on another), is
 * scored by one look-up and a scan of the cards put on: no pile is scanned again.
 */
import { Board, ON_BOTTOM, STRIDE, rank, red } from './board';
import { alloc, allocRaw, ld32, ld8, release, st32 } from './memory';

/** Piles whose scans are kept, by hash (direct-mapped; more slots measured no faster); one more slot stands for the empty pile. */
const SLOTS = 1 << 9;
const EMPTY = SLOTS;
/** The scan's state before any card: no rank yet (15), per suit none (15 each), in sequence on a king so far, no blocker (bits 21 up). */
const START = 0xffff | (15 << 16) | (1 << 20);
/** Entries between one prefix length and the next in the kept scans' arrays. */
const ROW = SLOTS + 1;

/**
 * Where slot k keeps the scan's state after the first L cards: prefix-major (all the
 * slots' entries for one length side by side), so that the pages for lengths no pile
 * reaches (past twenty cards or so in play) are never touched.
 */
// @ts-ignore: decorator
@inline function kept(slot: i32, length: i32): i32 {
  return length * ROW + slot;
}

/** Where suit s's next card home lies on the tableau (its pile << 6 | its place from the bottom), or -1: the suit is home, or the card is in a free cell. */
// @ts-ignore: decorator
@inline function nextCardAt(b: Board, s: i32): i32 {
  const r = ld32(b.home, s);
  const c = r * 4 + s;
  return r < 13 && ld8(b.below, c) <= ON_BOTTOM ? ld32(b.place, c) : -1;
}

/**
 * Scores positions for one set of weights. A pile's share splits in two: terms that
 * depend on its cards alone (kept per pile, see `lookup`) and the depth of the next
 * cards home, which depends on the home cells too (from where those four cards lie).
 */
@final @unmanaged
export class Scorer {
  wNotHome: i32 = 0;
  wBlocker: i32 = 0;
  wSame: i32 = 0;
  wDisorder: i32 = 0;
  wNext: i32 = 0;
  wWell: i32 = 0;
  wCell: i32 = 0;
  wEmpty: i32 = 0;
  wDepth: i32 = 0;
  /**
   * Kept scans. For slot k: the pile's hash, length and top card (to know it again),
   * the length of its top run, and for each prefix length L at [kept(k, L)] the
   * scan's state after the first L cards: the weighted terms so far, and the lowest
   * rank, lowest rank per suit and whether all lie in sequence on a king (packed as
   * START is). Two different piles with the same hash, length and top card would
   * share a slot and one would get the other's score: the search's order could
   * change, never what it finds.
   */
  /** Per slot, side by side: the pile's hash, length (-1: none yet) and top card, and its top run's length. */
  tags: usize = alloc((SLOTS + 1) * 4 * 4);
  // not cleared: an entry is read only after its scan wrote it (the empty pile's, by init)
  part: usize = allocRaw(ROW * STRIDE * 4);
  state: usize = allocRaw(ROW * STRIDE * 4);
  /** Which scan last gave the slot to a pile (its data must stay until the next scan). */
  claimed: usize = alloc((SLOTS + 1) * 4);
  scans: i32 = 0;
  /** For the position being expanded: each pile's slot, share, and top run. */
  slot: usize = alloc(8 * 4);
  pile: usize = alloc(8 * 4);
  run: usize = alloc(8 * 4);
  /** Each pile's blockers, whole (after `scan`). */
  pileBlockers: usize = alloc(8 * 4);
  /** Per pile, where in it (from the bottom) the next cards home lie: nextIn[i] of them, at nextAt[i * 4 ..]. */
  nextAt: usize = alloc(32 * 4);
  nextIn: usize = alloc(8 * 4);
  /** Blockers (cards above a lower card of their pile) in the tableau of the position scanned, and in a pile after `appended` or in the position after `full`. */
  blockerTotal: i32 = 0;
  blockersAfter: i32 = 0;
  /** A pile's blockers, and where its top run begins, after `cards`. */
  scannedBlockers: i32 = 0;
  runStart: i32 = 0;

  /** Takes the weights: not home, blocker, same-suit blocker, disorder, above next, well placed, cell, empty pile, depth. */
  init(weights: usize): void {
    this.wNotHome = ld32(weights, 0);
    this.wBlocker = ld32(weights, 1);
    this.wSame = ld32(weights, 2);
    this.wDisorder = ld32(weights, 3);
    this.wNext = ld32(weights, 4);
    this.wWell = ld32(weights, 5);
    this.wCell = ld32(weights, 6);
    this.wEmpty = ld32(weights, 7);
    this.wDepth = ld32(weights, 8);
    for (let k = 0; k <= SLOTS; k += 1) st32(this.tags, k * 4 + 1, -1);
    st32(this.part, kept(EMPTY, 0), 0);
    st32(this.state, kept(EMPTY, 0), START);
  }

  dispose(): void {
    release(this.tags);
    release(this.part);
    release(this.state);
    release(this.claimed);
    release(this.slot);
    release(this.pile);
    release(this.run);
    release(this.pileBlockers);
    release(this.nextAt);
    release(this.nextIn);
    heap.free(changetype<usize>(this));
  }

  /** The terms that belong to no pile. */
  // @ts-ignore: decorator
  @inline global(notHome: i32, freeCells: i32, emptyPiles: i32): i32 {
    return this.wNotHome * notHome + this.wCell * (4 - freeCells) - this.wEmpty * emptyPiles;
  }

  /** The slot that keeps pile i's scan, scanning it now when it is not kept (-1 when it is not kept and `keep` is false). */
  private lookup(b: Board, i: i32, keep: bool): i32 {
    const l = ld32(b.len, i);
    if (l === 0) return EMPTY;
    const base = i * STRIDE;
    const h = ld32(b.pileHash, i);
    const top = ld8(b.col, base + l - 1);
    const home = (h ^ (h >>> 15) ^ (l << 5)) & (SLOTS - 1);
    const tags = this.tags;
    const claimed = this.claimed;
    // two slots may keep a pile: its own and its neighbour
    if (ld32(tags, home * 4) === h && ld32(tags, home * 4 + 1) === l && ld32(tags, home * 4 + 2) === top) {
      if (keep) st32(claimed, home, this.scans);
      return home;
    }
    const other = home ^ 1;
    if (ld32(tags, other * 4) === h && ld32(tags, other * 4 + 1) === l && ld32(tags, other * 4 + 2) === top) {
      if (keep) st32(claimed, other, this.scans);
      return other;
    }
    if (!keep) return -1;
    // a slot no other pile of this position holds
    const scans = this.scans;
    let slot = ld32(claimed, home) === scans ? other : home;
    while (ld32(claimed, slot) === scans) slot = (slot + 1) & (SLOTS - 1);
    st32(claimed, slot, scans);
    this.cards(b.col, base, l, true, kept(slot, 0));
    st32(tags, slot * 4, h);
    st32(tags, slot * 4 + 1, l);
    st32(tags, slot * 4 + 2, top);
    st32(tags, slot * 4 + 3, l - this.runStart);
    return slot;
  }

  /**
   * The cards-alone terms of the pile at col[base .. base + l - 1], bottom first, and
   * in `scannedBlockers` its blockers, in `runStart` where its top run begins. With
   * `keep` (a constant at each call: inlined, the other branch goes) the terms and
   * the state after each prefix are written into the slot's column from `at`.
   */
  // @ts-ignore: decorator
  @inline private cards(col: usize, base: i32, l: i32, keep: bool, at: i32): i32 {
    const part = this.part;
    const state = this.state;
    const wB = this.wBlocker;
    const wS = this.wSame;
    const wD = this.wDisorder;
    const wW = this.wWell;
    let pt = 0;
    let low = 15;
    let suitLow = 0xffff;
    let ord = 1;
    let under = -1;
    let runStart = 0;
    let blockers = 0;
    if (keep) {
      st32(part, at, 0);
      st32(state, at, START);
    }
    for (let p = 0; p < l; p += 1) {
      const c = ld8(col, base + p);
      const r = rank(c);
      const shift = (c & 3) << 2;
      if (r > low) {
        pt += wB;
        blockers += 1;
      } else low = r;
      if (under < 0) ord = r === 13 ? 1 : 0;
      else if (r + 1 !== rank(under) || red(c) === red(under)) {
        pt += wD;
        ord = 0;
        runStart = p;
      }
      if (ord === 1) pt -= wW;
      if (r > ((suitLow >> shift) & 15)) pt += wS;
      else suitLow = (suitLow & ~(15 << shift)) | (r << shift);
      under = c;
      if (keep) {
        st32(part, at + (p + 1) * ROW, pt);
        st32(state, at + (p + 1) * ROW, suitLow | (low << 16) | (ord << 20) | (blockers << 21));
      }
    }
    this.scannedBlockers = blockers;
    this.runStart = runStart;
    return pt;
  }

  /** How deep the next cards home in pile i lie, counting only its first `length` cards. */
  private nextDepth(i: i32, length: i32): i32 {
    const n = ld32(this.nextIn, i);
    if (n === 0) return 0;
    const nextAt = this.nextAt;
    let depth = 0;
    for (let k = i * 4; k < i * 4 + n; k += 1) {
      const q = ld32(nextAt, k);
      if (q < length) depth += length - 1 - q;
    }
    return depth;
  }

  /** Prepares for the board's position (the one to expand): returns the sum of the piles' shares. */
  scan(b: Board): i32 {
    const len = b.len;
    const nextAt = this.nextAt;
    const nextIn = this.nextIn;
    this.scans += 1;
    for (let i = 0; i < 8; i += 1) st32(nextIn, i, 0);
    for (let s = 0; s < 4; s += 1) {
      const at = nextCardAt(b, s);
      if (at >= 0) {
        const i = at >> 6;
        st32(nextAt, i * 4 + ld32(nextIn, i), at & 63);
        st32(nextIn, i, ld32(nextIn, i) + 1);
      }
    }
    let total = 0;
    let blockers = 0;
    for (let i = 0; i < 8; i += 1) {
      const slot = this.lookup(b, i, true);
      const l = ld32(len, i);
      const pileBlockers = ld32(this.state, kept(slot, l)) >>> 21;
      st32(this.pileBlockers, i, pileBlockers);
      blockers += pileBlockers;
      st32(this.slot, i, slot);
      st32(this.run, i, ld32(this.tags, slot * 4 + 3));
      const value = ld32(this.part, kept(slot, l)) + this.wNext * this.nextDepth(i, l);
      st32(this.pile, i, value);
      total += value;
    }
    this.blockerTotal = blockers;
    return total;
  }

  /** Pile i's share with only its first `length` cards (after `scan`). */
  truncated(i: i32, length: i32): i32 {
    return ld32(this.part, kept(ld32(this.slot, i), length)) + this.wNext * this.nextDepth(i, length);
  }

  /**
   * Pile i's share with `count` more cards put on it, bottom first: the bytes
   * cards[from ..] when `wide` is false, else the 32-bit entries (after `scan`).
   */
  appended(b: Board, i: i32, cards: usize, wide: bool, from: i32, count: i32): i32 {
    const col = b.col;
    const home = b.home;
    const l = ld32(b.len, i);
    const at = kept(ld32(this.slot, i), l);
    let pt = ld32(this.part, at);
    const state = ld32(this.state, at);
    let suitLow = state & 0xffff;
    let low = (state >> 16) & 15;
    let ord = (state >> 20) & 1;
    let blockers = state >>> 21;
    let under = l === 0 ? -1 : ld8(col, i * STRIDE + l - 1);
    // the next cards already in the pile lie `count` deeper
    let next = this.nextDepth(i, l) + count * ld32(this.nextIn, i);
    const last = l + count - 1;
    for (let k = 0; k < count; k += 1) {
      const c = wide ? ld32(cards, from + k) : ld8(cards, from + k);
      const r = rank(c);
      const shift = (c & 3) << 2;
      if (r > low) {
        pt += this.wBlocker;
        blockers += 1;
      } else low = r;
      if (r === ld32(home, c & 3) + 1) next += last - l - k;
      if (under < 0) ord = r === 13 ? 1 : 0;
      else if (r + 1 !== rank(under) || red(c) === red(under)) {
        pt += this.wDisorder;
        ord = 0;
      }
      if (ord === 1) pt -= this.wWell;
      if (r > ((suitLow >> shift) & 15)) pt += this.wSame;
      else suitLow = (suitLow & ~(15 << shift)) | (r << shift);
      under = c;
    }
    this.blockersAfter = blockers;
    return pt + this.wNext * next;
  }

  /** Blockers among pile i's first `length` cards (after `scan`). */
  // @ts-ignore: decorator
  @inline blockersIn(i: i32, length: i32): i32 {
    return ld32(this.state, kept(ld32(this.slot, i), length)) >>> 21;
  }

  /**
   * The whole score of the board's position, any position (a child whose cards went
   * home): kept scans where there are, without disturbing what `scan` prepared.
   */
  full(b: Board): i32 {
    const len = b.len;
    const col = b.col;
    let total = this.global(52 - b.homeCount, b.freeCells, b.emptyPiles);
    let blockers = 0;
    for (let i = 0; i < 8; i += 1) {
      const l = ld32(len, i);
      if (l === 0) continue;
      const slot = this.lookup(b, i, false);
      if (slot >= 0) {
        total += ld32(this.part, kept(slot, l));
        blockers += ld32(this.state, kept(slot, l)) >>> 21;
      } else {
        total += this.cards(col, i * STRIDE, l, false, 0);
        blockers += this.scannedBlockers;
      }
    }
    this.blockersAfter = blockers;
    let depth = 0;
    for (let s = 0; s < 4; s += 1) {
      const at = nextCardAt(b, s);
      if (at >= 0) depth += ld32(len, at >> 6) - 1 - (at & 63);
    }
    return total + this.wNext * depth;
  }
}
