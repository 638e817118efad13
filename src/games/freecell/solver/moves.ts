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
import { RED } from './cards.js';
import { CELL0, HOME0, STRIDE, type Board } from './board.js';

export class MoveList {
  readonly from = new Int32Array(256);
  readonly to = new Int32Array(256);
  readonly count = new Int32Array(256);
  length = 0;
  private readonly tops = new Int32Array(8);
  private readonly topOf = new Int32Array(52).fill(-1);

  /** Fills the list with the board's moves; `runs[i]` is the length of pile i's top run. */
  generate(b: Board, runs: Int32Array, supermoves: boolean): void {
    const { len, cell, home, col } = b;
    const { from: mf, to: mt, count: mc, tops, topOf } = this;
    let n = 0;
    const free = b.freeCells;
    const empty = b.emptyPiles;
    let emptyPile = -1;
    let emptyCell = -1;
    for (let i = 0; i < 8; i += 1) {
      const l = len[i]!;
      if (l === 0) {
        tops[i] = -1;
        if (emptyPile < 0) emptyPile = i;
      } else {
        const top = col[i * STRIDE + l - 1]!;
        tops[i] = top;
        topOf[top] = i;
      }
    }
    for (let i = 3; i >= 0; i -= 1) if (cell[i]! < 0) emptyCell = CELL0 + i;
    // home
    for (let i = 0; i < 4; i += 1) {
      const c = cell[i]!;
      // a card's rank is (c >> 2) + 1, its suit c & 3
      if (c >= 0 && home[c & 3] === c >> 2) {
        mf[n] = CELL0 + i;
        mt[n] = HOME0 + (c & 3);
        mc[n++] = 1;
      }
    }
    for (let i = 0; i < 8; i += 1) {
      const c = tops[i]!;
      if (c >= 0 && home[c & 3] === c >> 2) {
        mf[n] = i;
        mt[n] = HOME0 + (c & 3);
        mc[n++] = 1;
      }
    }
    // onto a card: the next rank up, of the other colour (codes (x + 4) with suit bits 0 and 3, or 1 and 2)
    const capacity = supermoves ? (free + 1) << empty : 1;
    for (let s = 0; s < 8; s += 1) {
      const l = len[s]!;
      if (l === 0) continue;
      const most = runs[s]! < capacity ? runs[s]! : capacity;
      for (let k = 1; k <= most; k += 1) {
        const x = col[s * STRIDE + l - k]!;
        if (x >= 48) continue;
        // the next rank up of the other colour: suits 1 and 2 are red, 0 and 3 black
        const up = (x + 4) & ~3;
        const red = RED[x]!;
        const t1 = topOf[up + 1 - red]!;
        const t2 = topOf[up + 2 + red]!;
        if (t1 >= 0) {
          mf[n] = s;
          mt[n] = t1;
          mc[n++] = k;
        }
        if (t2 >= 0) {
          mf[n] = s;
          mt[n] = t2;
          mc[n++] = k;
        }
      }
    }
    for (let i = 0; i < 4; i += 1) {
      const x = cell[i]!;
      if (x < 0 || x >= 48) continue;
      const up = (x + 4) & ~3;
      const red = RED[x]!;
      const t1 = topOf[up + 1 - red]!;
      const t2 = topOf[up + 2 + red]!;
      if (t1 >= 0) {
        mf[n] = CELL0 + i;
        mt[n] = t1;
        mc[n++] = 1;
      }
      if (t2 >= 0) {
        mf[n] = CELL0 + i;
        mt[n] = t2;
        mc[n++] = 1;
      }
    }
    for (let i = 0; i < 8; i += 1) if (tops[i]! >= 0) topOf[tops[i]!] = -1;
    // onto an empty pile
    if (emptyPile >= 0) {
      const most = supermoves ? (free + 1) << (empty - 1) : 1;
      for (let s = 0; s < 8; s += 1) {
        const l = len[s]!;
        if (l === 0) continue;
        // the longest run that may go, and its top card alone (not the whole pile: the same position)
        const k = runs[s]! < most ? runs[s]! : most;
        if (k < l) {
          mf[n] = s;
          mt[n] = emptyPile;
          mc[n++] = k;
        }
        if (k > 1) {
          mf[n] = s;
          mt[n] = emptyPile;
          mc[n++] = 1;
        }
      }
      for (let i = 0; i < 4; i += 1) {
        if (cell[i]! >= 0) {
          mf[n] = CELL0 + i;
          mt[n] = emptyPile;
          mc[n++] = 1;
        }
      }
    }
    // into a free cell
    if (emptyCell >= 0) {
      for (let s = 0; s < 8; s += 1) {
        if (len[s]! > 0) {
          mf[n] = s;
          mt[n] = emptyCell;
          mc[n++] = 1;
        }
      }
    }
    this.length = n;
  }
}
