/**
 * The solver's working position: a mutable board in typed arrays, changed by
 * primitive moves that an undo log takes back, with a canonical key kept up to date.
 *
 * The key: for each card, what it lies on (another card, the bottom of a tableau
 * pile, a free cell, or home). That says exactly which piles there are and what is
 * in them, and nothing about their order, so two positions that differ only in the
 * order of the tableau piles or of the free cells have the same key. Home cells are
 * implied (a suit's home holds its cards from the ace up). A move of a run changes
 * one entry, the run's bottom card's; the 32-bit hash over the entries (a Zobrist
 * hash) changes with it.
 */
import { AT_HOME, IN_CELL, ON_BOTTOM, OTHER_COLOUR, PLACES, RANK } from './cards.js';

/** Slots a tableau pile has in `col` (a pile holds at most 52 cards). */
export const STRIDE = 64;
/** Piles as primitive moves name them: 0..7 tableau, 8..11 free cells, 12..15 home by suit. */
export const CELL0 = 8;
export const HOME0 = 12;
/** 32-bit words of a position key (52 bytes). */
export const KEY_WORDS = 13;

/** A move without layout: the card moved (a run's bottom card), what it goes onto (a card, ON_BOTTOM, IN_CELL, AT_HOME), and how many cards. */
export function packMove(card: number, onto: number, count: number): number {
  return card | (onto << 6) | (count << 12);
}

/** Zobrist numbers, one per card and what it lies on; fixed (a seeded generator), so hashing is deterministic. */
export const ZOBRIST = (() => {
  const table = new Int32Array(52 * PLACES);
  let state = 0x9e3779b9;
  for (let i = 0; i < table.length; i += 1) {
    // splitmix32
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    table[i] = z ^ (z >>> 16);
  }
  return table;
})();

export class Board {
  /** Tableau pile i holds col[i*STRIDE .. i*STRIDE+len[i]-1], bottom first. */
  readonly col = new Uint8Array(8 * STRIDE);
  readonly len = new Int32Array(8);
  /** Free cells: a card code or -1. */
  readonly cell = new Int32Array(4);
  /** The rank each suit's home has reached. */
  readonly home = new Int32Array(4);
  /** The key: what each card lies on (see the file's comment). */
  readonly below = new Uint8Array(KEY_WORDS * 4);
  readonly key = new Uint32Array(this.below.buffer);
  hash = 0;
  /** Each tableau pile's share of the hash: which cards it holds, in which order, whatever its number. */
  readonly pileHash = new Int32Array(8);
  /** Where each card in the tableau lies: pile * STRIDE + place (stale for other cards). */
  readonly place = new Int32Array(52);
  homeCount = 0;
  freeCells = 4;
  emptyPiles = 8;
  /** The primitive moves made since a mark, three entries each: from, to, count. */
  private log = new Int32Array(3 * 4096);
  private logLength = 0;
  private readonly above = new Int32Array(52);

  /** Sets the board from the key written into `key` and its hash (piles in the order of their bottom cards, free cells in card order). */
  decode(hash: number): void {
    const { below, above, col, len, cell, home } = this;
    this.hash = hash;
    for (let c = 0; c < 52; c += 1) above[c] = -1;
    cell[0] = -1;
    cell[1] = -1;
    cell[2] = -1;
    cell[3] = -1;
    let cells = 0;
    let piles = 0;
    let homeCount = 0;
    // a suit's home holds its cards from the ace up: its rank is how many of them are home
    let h0 = 0;
    let h1 = 0;
    let h2 = 0;
    let h3 = 0;
    for (let c = 0; c < 52; c += 1) {
      const b = below[c]!;
      if (b < 52) above[b] = c;
      else if (b === ON_BOTTOM) len[piles++] = c; // the bottom card, for now
      else if (b === IN_CELL) cell[cells++] = c;
      else {
        homeCount += 1;
        const s = c & 3;
        if (s === 0) h0 += 1;
        else if (s === 1) h1 += 1;
        else if (s === 2) h2 += 1;
        else h3 += 1;
      }
    }
    home[0] = h0;
    home[1] = h1;
    home[2] = h2;
    home[3] = h3;
    const { place, pileHash } = this;
    for (let i = 0; i < piles; i += 1) {
      const base = i * STRIDE;
      let length = 0;
      let h = 0;
      // each card lies on the one before it (the first on the bottom)
      let on = ON_BOTTOM;
      for (let x = len[i]!; x >= 0; x = above[x]!) {
        h ^= ZOBRIST[x * PLACES + on]!;
        place[x] = base + length;
        col[base + length++] = x;
        on = x;
      }
      len[i] = length;
      pileHash[i] = h;
    }
    for (let i = piles; i < 8; i += 1) {
      len[i] = 0;
      pileHash[i] = 0;
    }
    this.emptyPiles = 8 - piles;
    this.freeCells = 4 - cells;
    this.homeCount = homeCount;
    this.logLength = 0;
  }

  /**
   * Sets the board, and computes its key, from a layout: tableau pile i holds
   * cards[i * stride .. i * stride + lengths[i] - 1], bottom first; free cells hold a
   * card or -1; each suit's home has reached the rank given.
   */
  load(cards: Uint8Array, stride: number, lengths: ArrayLike<number>, cells: ArrayLike<number>, homeRanks: ArrayLike<number>): void {
    const { below, col, len, cell, home } = this;
    below.fill(AT_HOME);
    let empty = 0;
    for (let i = 0; i < 8; i += 1) {
      const l = lengths[i]!;
      len[i] = l;
      if (l === 0) empty += 1;
      for (let p = 0; p < l; p += 1) {
        const c = cards[i * stride + p]!;
        col[i * STRIDE + p] = c;
        below[c] = p === 0 ? ON_BOTTOM : cards[i * stride + p - 1]!;
      }
    }
    let free = 0;
    for (let i = 0; i < 4; i += 1) {
      const c = cells[i]!;
      cell[i] = c;
      if (c < 0) free += 1;
      else below[c] = IN_CELL;
    }
    let homeCount = 0;
    for (let s = 0; s < 4; s += 1) {
      home[s] = homeRanks[s]!;
      homeCount += home[s]!;
    }
    let hash = 0;
    for (let c = 0; c < 52; c += 1) hash ^= ZOBRIST[c * PLACES + below[c]!]!;
    this.hash = hash;
    for (let i = 0; i < 8; i += 1) {
      let h = 0;
      for (let p = 0; p < len[i]!; p += 1) {
        const c = col[i * STRIDE + p]!;
        h ^= ZOBRIST[c * PLACES + below[c]!]!;
        this.place[c] = i * STRIDE + p;
      }
      this.pileHash[i] = h;
    }
    this.emptyPiles = empty;
    this.freeCells = free;
    this.homeCount = homeCount;
    this.logLength = 0;
  }



  /** The first empty free cell (as a pile number), or -1. */
  emptyCell(): number {
    const { cell } = this;
    for (let i = 0; i < 4; i += 1) if (cell[i]! < 0) return CELL0 + i;
    return -1;
  }

  /** The free cell (as a pile number) that holds this card, which lies in one (a loop: cheaper than indexOf's call here). */
  cellOf(card: number): number {
    const { cell } = this;
    let i = 0;
    while (i < 3 && cell[i] !== card) i += 1;
    return CELL0 + i;
  }

  /** The first empty tableau pile, or -1. */
  emptyPile(): number {
    const { len } = this;
    for (let i = 0; i < 8; i += 1) if (len[i] === 0) return i;
    return -1;
  }


  /** The pile (as primitive moves name piles) that holds this card, which is in play. */
  pileOf(card: number): number {
    return this.below[card] === IN_CELL ? this.cellOf(card) : this.place[card]! >> 6;
  }

  /** The pile a card goes to when it goes onto `onto` (a card on top of a pile, ON_BOTTOM, IN_CELL or AT_HOME): for the last two, the first empty one. */
  pileFor(card: number, onto: number): number {
    if (onto === AT_HOME) return HOME0 + (card & 3);
    if (onto === IN_CELL) return this.emptyCell();
    if (onto === ON_BOTTOM) return this.emptyPile();
    return this.place[onto]! >> 6;
  }

  /** Makes a layout-free move (the card, what it goes onto, how many cards: see `packMove`) in whatever layout the board has. */
  play(move: number): void {
    const card = move & 63;
    this.move(this.pileOf(card), this.pileFor(card, (move >> 6) & 63), move >>> 12);
  }

  /** How many cards at the top of tableau pile i lie in order, each on the next higher card of the other colour. */
  topRun(i: number): number {
    const { col } = this;
    const l = this.len[i]!;
    const base = i * STRIDE;
    let n = l === 0 ? 0 : 1;
    while (n < l) {
      const upper = col[base + l - n]!;
      const lower = col[base + l - n - 1]!;
      if (RANK[upper]! + 1 !== RANK[lower] || ((upper ^ lower) & 3) === 0 || ((upper ^ lower) & 3) === 3) break;
      n += 1;
    }
    return n;
  }

  /** A mark to undo back to. */
  mark(): number {
    return this.logLength;
  }

  /** Takes back every primitive move made since the mark. */
  undo(mark: number): void {
    const { log } = this;
    while (this.logLength > mark) {
      this.logLength -= 3;
      const at = this.logLength;
      this.shift(log[at + 1]!, log[at]!, log[at + 2]!);
    }
  }

  /** Moves `count` cards from pile `from` to pile `to` (pile numbers as CELL0 and HOME0 say), logged for undo. */
  move(from: number, to: number, count: number): void {
    const at = this.logLength;
    if (at + 3 > this.log.length) {
      const log = new Int32Array(this.log.length * 2);
      log.set(this.log);
      this.log = log;
    }
    this.log[at] = from;
    this.log[at + 1] = to;
    this.log[at + 2] = count;
    this.logLength = at + 3;
    this.shift(from, to, count);
  }

  /**
   * Sends every card that is safe to send home there, as the engine's autoplay would
   * (the same cards, in some order): for each suit, the next card home, when it is
   * safe and lies in a free cell or on top of a pile, until none moves.
   */
  autoplay(): void {
    const { home, below, place, len } = this;
    for (let again = true; again; ) {
      again = false;
      for (let s = 0; s < 4; s += 1) {
        const r = home[s]! + 1;
        if (r > 13) continue;
        if (r > 2) {
          const other = OTHER_COLOUR[s]!;
          if (home[other[0]]! < r - 1 || home[other[1]]! < r - 1) continue;
        }
        const c = (r - 1) * 4 + s;
        const on = below[c]!;
        if (on === IN_CELL) {
          this.move(this.cellOf(c), HOME0 + s, 1);
          again = true;
        } else if (on <= ON_BOTTOM) {
          const at = place[c]!;
          if ((at & 63) === len[at >> 6]! - 1) {
            this.move(at >> 6, HOME0 + s, 1);
            again = true;
          }
        }
      }
    }
  }

  private shift(from: number, to: number, count: number): void {
    const { col, len, below, place, pileHash } = this;
    let moved: number;
    let start = 0;
    // the moved cards' share of the hash, as they lie before the move
    let share = 0;
    if (from < CELL0) {
      start = len[from]! - count;
      const src = from * STRIDE + start;
      moved = col[src]!;
      for (let k = 0; k < count; k += 1) {
        const c = col[src + k]!;
        share ^= ZOBRIST[c * PLACES + below[c]!]!;
      }
      pileHash[from]! ^= share;
    } else if (from < HOME0) {
      moved = this.cell[from - CELL0]!;
      this.cell[from - CELL0] = -1;
      this.freeCells += 1;
    } else {
      const s = from - HOME0;
      moved = (this.home[s]! - 1) * 4 + s;
      this.home[s]! -= 1;
      this.homeCount -= 1;
    }
    const was = below[moved]!;
    let on: number;
    if (to < CELL0) {
      const l = len[to]!;
      const base = to * STRIDE + l;
      if (l === 0) {
        on = ON_BOTTOM;
        this.emptyPiles -= 1;
      } else on = col[base - 1]!;
      if (from < CELL0) {
        const src = from * STRIDE + start;
        for (let k = 0; k < count; k += 1) {
          const c = col[src + k]!;
          col[base + k] = c;
          place[c] = base + k;
        }
        share ^= ZOBRIST[moved * PLACES + was]! ^ ZOBRIST[moved * PLACES + on]!;
      } else {
        col[base] = moved;
        place[moved] = base;
        share = ZOBRIST[moved * PLACES + on]!;
      }
      pileHash[to]! ^= share;
      len[to] = l + count;
    } else if (to < HOME0) {
      this.cell[to - CELL0] = moved;
      this.freeCells -= 1;
      on = IN_CELL;
    } else {
      this.home[to - HOME0]! += 1;
      this.homeCount += 1;
      on = AT_HOME;
    }
    if (from < CELL0) {
      len[from] = start;
      if (start === 0) this.emptyPiles += 1;
    }
    this.hash ^= ZOBRIST[moved * PLACES + was]! ^ ZOBRIST[moved * PLACES + on]!;
    below[moved] = on;
  }
}
