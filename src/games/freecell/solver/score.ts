/**
 * The position score that orders the search (lower is nearer a win), and its
 * incremental evaluation.
 *
 * Terms: cards not home; in the tableau, cards lying above a lower card of their
 * pile ("blockers": each must move before that card can go home), above a lower
 * card of their own suit, out of sequence (not on the next higher card of the other
 * colour), and how deep the next card each suit needs lies; occupied free cells;
 * empty piles and cards in sequence on a king at the bottom of a pile (bonuses).
 *
 * A pile's share is a left-to-right scan of its cards. The scan's state is kept for
 * every prefix of every pile of the position being expanded, so that a child, which
 * changes at most two piles (cards taken off the top of one, put on another), is
 * scored by one look-up and a scan of the cards put on: no pile is scanned again.
 */
import { ON_BOTTOM, RANK, RED } from './cards.js';
import { STRIDE, type Board } from './board.js';
import type { Schedule } from './portfolio.js';

/** Weights of the score's terms (see the file's comment). */
export interface Weights {
  readonly notHome: number;
  readonly blocker: number;
  readonly sameSuitBlocker: number;
  readonly disorder: number;
  readonly aboveNext: number;
  readonly wellPlaced: number;
  readonly cell: number;
  readonly emptyPile: number;
  /** each move made so far: weights solution length in */
  readonly depth: number;
}

/*
 * The weights for each kind of solution, found by local searches over the weights
 * that minimised the positions stored and expanded (deals 1..300 for supermoves,
 * 1001..2000 for one-card solutions, where the depth counts one-card moves and
 * weighing blockers more shortens both the search and the solutions).
 */
export const SUPERMOVE_WEIGHTS: Weights = {
  notHome: 6, blocker: 6, sameSuitBlocker: 0, disorder: 10, aboveNext: 4, wellPlaced: 6, cell: 25, emptyPile: 19, depth: 8,
};
export const ONE_CARD_WEIGHTS: Weights = {
  notHome: 6, blocker: 9, sameSuitBlocker: 0, disorder: 10, aboveNext: 4, wellPlaced: 6, cell: 22, emptyPile: 16, depth: 8,
};

/**
 * The searches each kind of solution runs (portfolio.ts). The other weights with
 * supermoves were picked, greedily, from 48 random ones (each weight of the first set
 * times 1/3..3, or of a few good ones times 1/1.6..1.6) by how much a schedule with
 * them cut the expansions of deals 1..32000, keeping the average solution no longer
 * than 93.27 moves (each of them alone does far worse than the first set: they only
 * help where it is slow).
 */
export const SUPERMOVE_SCHEDULE: Schedule = {
  weights: [
    SUPERMOVE_WEIGHTS,
    { notHome: 2, blocker: 8, sameSuitBlocker: 1, disorder: 19, aboveNext: 2, wellPlaced: 8, cell: 40, emptyPile: 21, depth: 17 },
    { notHome: 23, blocker: 4, sameSuitBlocker: 1, disorder: 23, aboveNext: 6, wellPlaced: 2, cell: 28, emptyPile: 23, depth: 9 },
    { notHome: 3, blocker: 9, sameSuitBlocker: 2, disorder: 7, aboveNext: 6, wellPlaced: 4, cell: 19, emptyPile: 11, depth: 6 },
    { notHome: 6, blocker: 4, sameSuitBlocker: 2, disorder: 22, aboveNext: 1, wellPlaced: 4, cell: 33, emptyPile: 15, depth: 6 },
  ],
  opening: 500,
  turn: 200,
  share: 2_000,
};
/**
 * One card a move, the other searches are the supermove weights and two of the
 * supermove schedule's (picked by a simulation over deals 1..1000 from a few
 * candidates: random sets near ONE_CARD_WEIGHTS did worse). The rescue, which counts
 * a run's move as one, has the supermove schedule's second weights: of the five sets
 * they cut the hardest deals most (#21554 from 274k positions to 36k, #8436 from 157k
 * to 36k; #10353 from 19k to 29k) and deals 1..2000 by 3%, 109.05 moves a solution
 * instead of 109.01.
 */
export const ONE_CARD_SCHEDULE: Schedule = {
  weights: [ONE_CARD_WEIGHTS, SUPERMOVE_WEIGHTS, SUPERMOVE_SCHEDULE.weights[2]!, SUPERMOVE_SCHEDULE.weights[4]!],
  opening: 300,
  turn: 100,
  share: 2_000,
  rescue: { weights: SUPERMOVE_SCHEDULE.weights[1]!, after: 3_000 },
};

/** Piles whose scans are kept, by hash (direct-mapped; more slots measured no faster); one more slot stands for the empty pile. */
const SLOTS = 1 << 9;
const EMPTY = SLOTS;
/** The scan's state before any card: no rank yet (15), per suit none (15 each), in sequence on a king so far, no blocker (bits 21 up). */
const START = 0xffff | (15 << 16) | (1 << 20);

/**
 * Scores positions for one set of weights. A pile's share splits in two: terms that
 * depend on its cards alone (kept per pile, see `lookup`) and the depth of the next
 * cards home, which depends on the home cells too (from where those four cards lie).
 */
export class Scorer {
  private readonly wBlocker: number;
  private readonly wSame: number;
  private readonly wDisorder: number;
  private readonly wNext: number;
  private readonly wWell: number;
  readonly wNotHome: number;
  readonly wCell: number;
  readonly wEmpty: number;
  readonly wDepth: number;
  /**
   * Kept scans. For slot k: the pile's hash, length and top card (to know it again),
   * the length of its top run, and for each prefix length L at [k * STRIDE + L] the
   * scan's state after the first L cards: the weighted terms so far, and the lowest
   * rank, lowest rank per suit and whether all lie in sequence on a king (packed as
   * START is). Two different piles with the same hash, length and top card would
   * share a slot and one would get the other's score: the search's order could
   * change, never what it finds.
   */
  private readonly tagHash = new Int32Array(SLOTS + 1);
  private readonly tagLength = new Int32Array(SLOTS + 1).fill(-1);
  private readonly tagTop = new Int32Array(SLOTS + 1);
  private readonly runOf = new Int32Array(SLOTS + 1);
  private readonly part = new Int32Array((SLOTS + 1) * STRIDE);
  private readonly state = new Int32Array((SLOTS + 1) * STRIDE);
  /** Which scan last gave the slot to a pile (its data must stay until the next scan). */
  private readonly claimed = new Int32Array(SLOTS + 1);
  private scans = 0;
  /** For the position being expanded: each pile's slot, share, and top run, and how many of the next cards home each pile holds (nextIn, with nextAt). */
  private readonly slot = new Int32Array(8);
  readonly pile = new Int32Array(8);
  readonly run = new Int32Array(8);
  /** Each pile's blockers, whole (after `scan`). */
  readonly pileBlockers = new Int32Array(8);
  /** Per pile, where in it (from the bottom) the next cards home lie: nextIn[i] of them, at nextAt[i * 4 ..]. */
  private readonly nextAt = new Int32Array(32);
  /** Blockers (cards above a lower card of their pile) in the tableau of the position scanned, and in a pile after `appended` or in the position after `full`. */
  blockerTotal = 0;
  blockersAfter = 0;
  private readonly nextIn = new Int32Array(8);

  constructor(w: Weights) {
    this.wNotHome = w.notHome;
    this.wBlocker = w.blocker;
    this.wSame = w.sameSuitBlocker;
    this.wDisorder = w.disorder;
    this.wNext = w.aboveNext;
    this.wWell = w.wellPlaced;
    this.wCell = w.cell;
    this.wEmpty = w.emptyPile;
    this.wDepth = w.depth;
    this.state[EMPTY * STRIDE] = START;
  }

  /** The terms that belong to no pile. */
  global(notHome: number, freeCells: number, emptyPiles: number): number {
    return this.wNotHome * notHome + this.wCell * (4 - freeCells) - this.wEmpty * emptyPiles;
  }

  /** The slot that keeps pile i's scan, scanning it now when it is not kept. */
  private lookup(b: Board, i: number, keep: boolean): number {
    const l = b.len[i]!;
    if (l === 0) return EMPTY;
    const base = i * STRIDE;
    const h = b.pileHash[i]!;
    const top = b.col[base + l - 1]!;
    const home = (h ^ (h >>> 15) ^ (l << 5)) & (SLOTS - 1);
    const { tagHash, tagLength, tagTop, claimed } = this;
    // two slots may keep a pile: its own and its neighbour
    if (tagHash[home] === h && tagLength[home] === l && tagTop[home] === top) return this.claim(home, keep);
    const other = home ^ 1;
    if (tagHash[other] === h && tagLength[other] === l && tagTop[other] === top) return this.claim(other, keep);
    if (!keep) return -1;
    // a slot no other pile of this position holds
    let slot = claimed[home] === this.scans ? other : home;
    while (claimed[slot] === this.scans) slot = (slot + 1) & (SLOTS - 1);
    claimed[slot] = this.scans;
    const { col } = b;
    const { part, state } = this;
    const wB = this.wBlocker;
    const wS = this.wSame;
    const wD = this.wDisorder;
    const wW = this.wWell;
    const at = slot * STRIDE;
    let pt = 0;
    let low = 15;
    let suitLow = 0xffff;
    let ord = 1;
    let under = -1;
    let runStart = 0;
    let blockers = 0;
    part[at] = 0;
    state[at] = START;
    for (let p = 0; p < l; p += 1) {
      const c = col[base + p]!;
      const r = RANK[c]!;
      const shift = (c & 3) << 2;
      if (r > low) {
        pt += wB;
        blockers += 1;
      } else low = r;
      if (under < 0) ord = r === 13 ? 1 : 0;
      else if (r + 1 !== RANK[under] || RED[c] === RED[under]) {
        pt += wD;
        ord = 0;
        runStart = p;
      }
      if (ord === 1) pt -= wW;
      if (r > ((suitLow >> shift) & 15)) pt += wS;
      else suitLow = (suitLow & ~(15 << shift)) | (r << shift);
      under = c;
      part[at + p + 1] = pt;
      state[at + p + 1] = suitLow | (low << 16) | (ord << 20) | (blockers << 21);
    }
    this.tagHash[slot] = h;
    this.tagLength[slot] = l;
    this.tagTop[slot] = top;
    this.runOf[slot] = l - runStart;
    return slot;
  }

  /** Marks the slot as held by a pile of the position being scanned (with `keep`). */
  private claim(slot: number, keep: boolean): number {
    if (keep) this.claimed[slot] = this.scans;
    return slot;
  }

  /** How deep the next cards home in pile i lie, counting only its first L cards. */
  private nextDepth(i: number, length: number): number {
    const n = this.nextIn[i]!;
    if (n === 0) return 0;
    const { nextAt } = this;
    let depth = 0;
    for (let k = i * 4; k < i * 4 + n; k += 1) {
      const q = nextAt[k]!;
      if (q < length) depth += length - 1 - q;
    }
    return depth;
  }

  /** Prepares for the board's position (the one to expand): returns the sum of the piles' shares. */
  scan(b: Board): number {
    const { len, home, below, place } = b;
    const { nextAt, nextIn } = this;
    this.scans += 1;
    for (let i = 0; i < 8; i += 1) nextIn[i] = 0;
    for (let s = 0; s < 4; s += 1) {
      const r = home[s]!;
      const c = r * 4 + s;
      if (r < 13 && below[c]! <= ON_BOTTOM) {
        const i = place[c]! >> 6;
        nextAt[i * 4 + nextIn[i]!] = place[c]! & 63;
        nextIn[i]! += 1;
      }
    }
    let total = 0;
    let blockers = 0;
    for (let i = 0; i < 8; i += 1) {
      const slot = this.lookup(b, i, true);
      const l = len[i]!;
      const pileBlockers = this.state[slot * STRIDE + l]! >>> 21;
      this.pileBlockers[i] = pileBlockers;
      blockers += pileBlockers;
      this.slot[i] = slot;
      this.run[i] = this.runOf[slot]!;
      const value = this.part[slot * STRIDE + l]! + this.wNext * this.nextDepth(i, l);
      this.pile[i] = value;
      total += value;
    }
    this.blockerTotal = blockers;
    return total;
  }

  /** Pile i's share with only its first `length` cards (after `scan`). */
  truncated(i: number, length: number): number {
    return this.part[this.slot[i]! * STRIDE + length]! + this.wNext * this.nextDepth(i, length);
  }

  /**
   * Pile i's share with `count` more cards put on it, cards[from .. from + count - 1]
   * bottom first (after `scan`).
   */
  appended(b: Board, i: number, cards: Uint8Array | Int32Array, from: number, count: number): number {
    const { col, home } = b;
    const l = b.len[i]!;
    const at = this.slot[i]! * STRIDE + l;
    let pt = this.part[at]!;
    const state = this.state[at]!;
    let suitLow = state & 0xffff;
    let low = (state >> 16) & 15;
    let ord = (state >> 20) & 1;
    let blockers = state >>> 21;
    let under = l === 0 ? -1 : col[i * STRIDE + l - 1]!;
    // the next cards already in the pile lie `count` deeper
    let next = this.nextDepth(i, l) + count * this.nextIn[i]!;
    const last = l + count - 1;
    for (let k = 0; k < count; k += 1) {
      const c = cards[from + k]!;
      const r = RANK[c]!;
      const shift = (c & 3) << 2;
      if (r > low) {
        pt += this.wBlocker;
        blockers += 1;
      } else low = r;
      if (r === home[c & 3]! + 1) next += last - l - k;
      if (under < 0) ord = r === 13 ? 1 : 0;
      else if (r + 1 !== RANK[under] || RED[c] === RED[under]) {
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
  blockersIn(i: number, length: number): number {
    return this.state[this.slot[i]! * STRIDE + length]! >>> 21;
  }

  /**
   * The whole score of the board's position, any position (a child whose cards went
   * home): kept scans where there are, without disturbing what `scan` prepared.
   */
  full(b: Board): number {
    const { len, home, below, place, col } = b;
    let total = this.global(52 - b.homeCount, b.freeCells, b.emptyPiles);
    let blockers = 0;
    for (let i = 0; i < 8; i += 1) {
      const l = len[i]!;
      if (l === 0) continue;
      const slot = this.lookup(b, i, false);
      if (slot >= 0) {
        total += this.part[slot * STRIDE + l]!;
        blockers += this.state[slot * STRIDE + l]! >>> 21;
      } else {
        total += this.plain(col, i * STRIDE, l);
        blockers += this.plainBlockers;
      }
    }
    this.blockersAfter = blockers;
    let depth = 0;
    for (let s = 0; s < 4; s += 1) {
      const r = home[s]!;
      const c = r * 4 + s;
      if (r < 13 && below[c]! <= ON_BOTTOM) {
        const at = place[c]!;
        depth += len[at >> 6]! - 1 - (at & 63);
      }
    }
    return total + this.wNext * depth;
  }

  private plainBlockers = 0;

  /**
   * The cards-alone terms of a pile, scanned and not kept (and its blockers, in
   * plainBlockers). The terms are scan's, written out again rather than shared: both
   * loops are among the search's hottest, where a shared step would cost a call and
   * an object of running totals per card.
   */
  private plain(col: Uint8Array, base: number, l: number): number {
    let pt = 0;
    let blockers = 0;
    let low = 15;
    let suitLow = 0xffff;
    let ord = 1;
    let under = -1;
    for (let p = 0; p < l; p += 1) {
      const c = col[base + p]!;
      const r = RANK[c]!;
      const shift = (c & 3) << 2;
      if (r > low) {
        pt += this.wBlocker;
        blockers += 1;
      } else low = r;
      if (under < 0) ord = r === 13 ? 1 : 0;
      else if (r + 1 !== RANK[under] || RED[c] === RED[under]) {
        pt += this.wDisorder;
        ord = 0;
      }
      if (ord === 1) pt -= this.wWell;
      if (r > ((suitLow >> shift) & 15)) pt += this.wSame;
      else suitLow = (suitLow & ~(15 << shift)) | (r << shift);
      under = c;
    }
    this.plainBlockers = blockers;
    return pt;
  }
}
