/**
 * Move generation: the legal moves from a position, as primitive moves (from, to,
 * count) in three parallel arrays, without allocating. A run moves as one, up to the
 * capacity the free cells and empty piles give (the engine's supermove rule): onto a
 * card, the one part of the run that fits it; onto an empty pile, the longest part
 * that may go, or the top card alone (a part in between is reached by moves of these,
 * and every one-card move is there, so no position goes out of reach). Left out:
 * moves that give the same position back (a whole pile onto an empty pile; a free
 * cell's card into another free cell), and, as autoplay has made them, safe moves home.
 */
import { Board, CELL0, HOME0, STRIDE, red } from './board';
import { alloc, fill32, ld32, ld8, st32 } from './memory';

/** Room for more moves than a position has (at most two targets for each card in play, and a few more). */
const MOST = 256;

@final @unmanaged
export class MoveList {
  from: usize = alloc(MOST * 4);
  to: usize = alloc(MOST * 4);
  count: usize = alloc(MOST * 4);
  length: i32 = 0;
  tops: usize = alloc(8 * 4);
  topOf: usize = minusOnes(52);

  /** Fills the list with the board's moves; `runs[i]` is the length of pile i's top run. */
  generate(b: Board, runs: usize, supermoves: bool): void {
    const len = b.len;
    const cell = b.cell;
    const home = b.home;
    const col = b.col;
    const mf = this.from;
    const mt = this.to;
    const mc = this.count;
    const tops = this.tops;
    const topOf = this.topOf;
    let n = 0;
    const free = b.freeCells;
    const empty = b.emptyPiles;
    let emptyPile = -1;
    let emptyCell = -1;
    for (let i = 0; i < 8; i += 1) {
      const l = ld32(len, i);
      if (l === 0) {
        st32(tops, i, -1);
        if (emptyPile < 0) emptyPile = i;
      } else {
        const top = ld8(col, i * STRIDE + l - 1);
        st32(tops, i, top);
        st32(topOf, top, i);
      }
    }
    for (let i = 3; i >= 0; i -= 1) if (ld32(cell, i) < 0) emptyCell = CELL0 + i;
    // home
    for (let i = 0; i < 4; i += 1) {
      const c = ld32(cell, i);
      // a card's rank is (c >> 2) + 1, its suit c & 3
      if (c >= 0 && ld32(home, c & 3) === c >> 2) {
        st32(mf, n, CELL0 + i);
        st32(mt, n, HOME0 + (c & 3));
        st32(mc, n++, 1);
      }
    }
    for (let i = 0; i < 8; i += 1) {
      const c = ld32(tops, i);
      if (c >= 0 && ld32(home, c & 3) === c >> 2) {
        st32(mf, n, i);
        st32(mt, n, HOME0 + (c & 3));
        st32(mc, n++, 1);
      }
    }
    // onto a card: the next rank up, of the other colour (codes (x + 4) with suit bits 0 and 3, or 1 and 2)
    const capacity = supermoves ? (free + 1) << empty : 1;
    for (let s = 0; s < 8; s += 1) {
      const l = ld32(len, s);
      if (l === 0) continue;
      const run = ld32(runs, s);
      const most = run < capacity ? run : capacity;
      for (let k = 1; k <= most; k += 1) {
        const x = ld8(col, s * STRIDE + l - k);
        if (x >= 48) continue;
        // the next rank up of the other colour: suits 1 and 2 are red, 0 and 3 black
        const up = (x + 4) & ~3;
        const r = red(x);
        const t1 = ld32(topOf, up + 1 - r);
        const t2 = ld32(topOf, up + 2 + r);
        if (t1 >= 0) {
          st32(mf, n, s);
          st32(mt, n, t1);
          st32(mc, n++, k);
        }
        if (t2 >= 0) {
          st32(mf, n, s);
          st32(mt, n, t2);
          st32(mc, n++, k);
        }
      }
    }
    for (let i = 0; i < 4; i += 1) {
      const x = ld32(cell, i);
      if (x < 0 || x >= 48) continue;
      const up = (x + 4) & ~3;
      const r = red(x);
      const t1 = ld32(topOf, up + 1 - r);
      const t2 = ld32(topOf, up + 2 + r);
      if (t1 >= 0) {
        st32(mf, n, CELL0 + i);
        st32(mt, n, t1);
        st32(mc, n++, 1);
      }
      if (t2 >= 0) {
        st32(mf, n, CELL0 + i);
        st32(mt, n, t2);
        st32(mc, n++, 1);
      }
    }
    for (let i = 0; i < 8; i += 1) {
      const top = ld32(tops, i);
      if (top >= 0) st32(topOf, top, -1);
    }
    // onto an empty pile
    if (emptyPile >= 0) {
      const most = supermoves ? (free + 1) << (empty - 1) : 1;
      for (let s = 0; s < 8; s += 1) {
        const l = ld32(len, s);
        if (l === 0) continue;
        // the longest run that may go, and its top card alone (not the whole pile: the same position)
        const run = ld32(runs, s);
        const k = run < most ? run : most;
        if (k < l) {
          st32(mf, n, s);
          st32(mt, n, emptyPile);
          st32(mc, n++, k);
        }
        if (k > 1) {
          st32(mf, n, s);
          st32(mt, n, emptyPile);
          st32(mc, n++, 1);
        }
      }
      for (let i = 0; i < 4; i += 1) {
        if (ld32(cell, i) >= 0) {
          st32(mf, n, CELL0 + i);
          st32(mt, n, emptyPile);
          st32(mc, n++, 1);
        }
      }
    }
    // into a free cell
    if (emptyCell >= 0) {
      for (let s = 0; s < 8; s += 1) {
        if (ld32(len, s) > 0) {
          st32(mf, n, s);
          st32(mt, n, emptyCell);
          st32(mc, n++, 1);
        }
      }
    }
    this.length = n;
  }
}

function minusOnes(count: i32): usize {
  const at = alloc(count * 4);
  fill32(at, -1, count);
  return at;
}
