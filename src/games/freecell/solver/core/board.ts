/**
 * The solver's working position: a mutable board in raw memory, changed by
 * primitive moves that an undo log takes back, with a canonical key kept up to date.
 *
 * The key: for each card, what it lies on (another card, the bottom of a tableau
 * pile, a free cell, or home). That says exactly which piles there are and what is
 * in them, and nothing about their order, so two positions that differ only in the
 * order of the tableau piles or of the free cells have the same key. Home cells are
 * implied (a suit's home holds its cards from the ace up). A move of a run changes
 * one entry, the run's bottom card's; the 32-bit hash over the entries (a Zobrist
 * hash) changes with it.
 *
 * Cards are the engine's codes 0..51 (card-codes.ts): rank (c >> 2) + 1, suit c & 3
 * (C D H S), red when the suit is 1 or 2.
 */
import { alloc, allocRaw, copyKey, grown32, ld32, ld8, release, st32, st8 } from './memory';

/** What a card lies on, in the key: another card (0..51), or one of these. */
export const ON_BOTTOM = 52;
export const IN_CELL = 53;
export const AT_HOME = 54;
export const PLACES = 55;

/** Slots a tableau pile has in `col` (a pile holds at most 52 cards). */
export const STRIDE = 64;
/** Piles as primitive moves name them: 0..7 tableau, 8..11 free cells, 12..15 home by suit. */
export const CELL0 = 8;
export const HOME0 = 12;
/** 32-bit words of a position key (52 bytes). */
export const KEY_WORDS = 13;

/** Rank 1..13 of a card. */
// @ts-ignore: decorator
@inline export function rank(c: i32): i32 {
  return (c >> 2) + 1;
}

/** 1 for a red card (suit 1 or 2), 0 for a black one. */
// @ts-ignore: decorator
@inline export function red(c: i32): i32 {
  return (c ^ (c >> 1)) & 1;
}

/**
 * How many cards at the top of tableau pile i lie in order, each on the next higher
 * card of the other colour, in piles laid out as the board's and the answer's tables
 * both lay them out: pile i's cards bottom first at col + i * STRIDE (bytes), its
 * length at len + 4 i.
 */
// @ts-ignore: decorator
@inline export function orderedRun(col: usize, len: usize, i: i32): i32 {
  const l = ld32(len, i);
  const base = i * STRIDE;
  let n = l === 0 ? 0 : 1;
  while (n < l) {
    const upper = ld8(col, base + l - n);
    const lower = ld8(col, base + l - n - 1);
    // suits 0 and 3 are black, 1 and 2 red: the same colour when the suits' bits differ in none or both
    if (rank(upper) + 1 !== rank(lower) || ((upper ^ lower) & 3) === 0 || ((upper ^ lower) & 3) === 3) break;
    n += 1;
  }
  return n;
}

/** A move without layout: the card moved (a run's bottom card), what it goes onto, and how many cards. */
// @ts-ignore: decorator
@inline export function packMove(card: i32, onto: i32, count: i32): i32 {
  return card | (onto << 6) | (count << 12);
}

/** Zobrist numbers, one per card and what it lies on; fixed (splitmix32 from a fixed seed), so hashing is deterministic. */
export const ZOBRIST: usize = zobrist();

function zobrist(): usize {
  const table = alloc(52 * PLACES * 4);
  let state: u32 = 0x9e3779b9;
  for (let i = 0; i < 52 * PLACES; i += 1) {
    state += 0x9e3779b9;
    let z = state;
    z = (z ^ (z >>> 16)) * 0x85ebca6b;
    z = (z ^ (z >>> 13)) * 0xc2b2ae35;
    st32(table, i, <i32>(z ^ (z >>> 16)));
  }
  return table;
}

/** The Zobrist number of card c lying on `on`. */
// @ts-ignore: decorator
@inline export function zob(c: i32, on: i32): i32 {
  return load<i32>(ZOBRIST + (<usize>(c * PLACES + on) << 2));
}

@final @unmanaged
export class Board {
  /** Tableau pile i holds col[i*STRIDE .. i*STRIDE+len[i]-1], bottom first (bytes). */
  col: usize = alloc(8 * STRIDE);
  len: usize = alloc(8 * 4);
  /** Free cells: a card code or -1. */
  cell: usize = alloc(4 * 4);
  /** The rank each suit's home has reached. */
  home: usize = alloc(4 * 4);
  /** The key: what each card lies on (bytes; KEY_WORDS words). */
  below: usize = alloc(KEY_WORDS * 4);
  hash: i32 = 0;
  /** Each tableau pile's share of the hash: which cards it holds, in which order, whatever its number. */
  pileHash: usize = alloc(8 * 4);
  /** Where each card in the tableau lies: pile * STRIDE + place (stale for other cards). */
  place: usize = alloc(52 * 4);
  homeCount: i32 = 0;
  freeCells: i32 = 4;
  emptyPiles: i32 = 8;
  /** The primitive moves made since a mark, three entries each: from, to, count. */
  log: usize = allocRaw(3 * 256 * 4);
  logCapacity: i32 = 3 * 256;
  logLength: i32 = 0;
  above: usize = alloc(52 * 4);

  dispose(): void {
    release(this.col);
    release(this.len);
    release(this.cell);
    release(this.home);
    release(this.below);
    release(this.pileHash);
    release(this.place);
    release(this.log);
    release(this.above);
    heap.free(changetype<usize>(this));
  }

  /** Sets the board from the key written into `below` and its hash (piles in the order of their bottom cards, free cells in card order). */
  decode(hash: i32): void {
    const below = this.below;
    const above = this.above;
    const col = this.col;
    const len = this.len;
    const cell = this.cell;
    const home = this.home;
    this.hash = hash;
    for (let i: usize = 0; i < 52 * 4; i += 8) store<i64>(above + i, -1);
    st32(cell, 0, -1);
    st32(cell, 1, -1);
    st32(cell, 2, -1);
    st32(cell, 3, -1);
    let cells = 0;
    let piles = 0;
    let homeCount = 0;
    // a suit's home holds its cards from the ace up: its rank is how many of them are home
    let h0 = 0;
    let h1 = 0;
    let h2 = 0;
    let h3 = 0;
    for (let c = 0; c < 52; c += 1) {
      const b = ld8(below, c);
      if (b < 52) st32(above, b, c);
      else if (b === ON_BOTTOM) st32(len, piles++, c); // the bottom card, for now
      else if (b === IN_CELL) st32(cell, cells++, c);
      else {
        homeCount += 1;
        const s = c & 3;
        if (s === 0) h0 += 1;
        else if (s === 1) h1 += 1;
        else if (s === 2) h2 += 1;
        else h3 += 1;
      }
    }
    st32(home, 0, h0);
    st32(home, 1, h1);
    st32(home, 2, h2);
    st32(home, 3, h3);
    const place = this.place;
    const pileHash = this.pileHash;
    for (let i = 0; i < piles; i += 1) {
      const base = i * STRIDE;
      let length = 0;
      let h = 0;
      // each card lies on the one before it (the first on the bottom)
      let on = ON_BOTTOM;
      for (let x = ld32(len, i); x >= 0; x = ld32(above, x)) {
        h ^= zob(x, on);
        st32(place, x, base + length);
        st8(col, base + length, x);
        length += 1;
        on = x;
      }
      st32(len, i, length);
      st32(pileHash, i, h);
    }
    for (let i = piles; i < 8; i += 1) {
      st32(len, i, 0);
      st32(pileHash, i, 0);
    }
    this.emptyPiles = 8 - piles;
    this.freeCells = 4 - cells;
    this.homeCount = homeCount;
    this.logLength = 0;
  }

  /**
   * Sets the board, and computes its key, from a layout: tableau pile i holds the
   * bytes cards[i * stride .. i * stride + lengths[i] - 1], bottom first; free cells
   * hold a card or -1; each suit's home has reached the rank given (32-bit entries).
   */
  load(cards: usize, stride: i32, lengths: usize, cells: usize, homeRanks: usize): void {
    const below = this.below;
    const col = this.col;
    const len = this.len;
    const cell = this.cell;
    const home = this.home;
    memory.fill(below, <u8>AT_HOME, 52);
    let empty = 0;
    for (let i = 0; i < 8; i += 1) {
      const l = ld32(lengths, i);
      st32(len, i, l);
      if (l === 0) empty += 1;
      for (let p = 0; p < l; p += 1) {
        const c = ld8(cards, i * stride + p);
        st8(col, i * STRIDE + p, c);
        st8(below, c, p === 0 ? ON_BOTTOM : ld8(cards, i * stride + p - 1));
      }
    }
    let free = 0;
    for (let i = 0; i < 4; i += 1) {
      const c = ld32(cells, i);
      st32(cell, i, c);
      if (c < 0) free += 1;
      else st8(below, c, IN_CELL);
    }
    let homeCount = 0;
    for (let s = 0; s < 4; s += 1) {
      st32(home, s, ld32(homeRanks, s));
      homeCount += ld32(home, s);
    }
    let hash = 0;
    for (let c = 0; c < 52; c += 1) hash ^= zob(c, ld8(below, c));
    this.hash = hash;
    for (let i = 0; i < 8; i += 1) {
      let h = 0;
      for (let p = 0; p < ld32(len, i); p += 1) {
        const c = ld8(col, i * STRIDE + p);
        h ^= zob(c, ld8(below, c));
        st32(this.place, c, i * STRIDE + p);
      }
      st32(this.pileHash, i, h);
    }
    this.emptyPiles = empty;
    this.freeCells = free;
    this.homeCount = homeCount;
    this.logLength = 0;
  }

  /** Copies another board's key and hash, and decodes them. */
  copyKeyOf(other: Board): void {
    copyKey(this.below, other.below);
    this.decode(other.hash);
  }

  /** The first empty free cell (as a pile number), or -1. */
  emptyCell(): i32 {
    const cell = this.cell;
    for (let i = 0; i < 4; i += 1) if (ld32(cell, i) < 0) return CELL0 + i;
    return -1;
  }

  /** The free cell (as a pile number) that holds this card, which lies in one. */
  cellOf(card: i32): i32 {
    const cell = this.cell;
    let i = 0;
    while (i < 3 && ld32(cell, i) !== card) i += 1;
    return CELL0 + i;
  }

  /** The first empty tableau pile, or -1. */
  emptyPile(): i32 {
    const len = this.len;
    for (let i = 0; i < 8; i += 1) if (ld32(len, i) === 0) return i;
    return -1;
  }

  /** The pile (as primitive moves name piles) that holds this card, which is in play. */
  pileOf(card: i32): i32 {
    return ld8(this.below, card) === IN_CELL ? this.cellOf(card) : ld32(this.place, card) >> 6;
  }

  /** The pile a card goes to when it goes onto `onto` (a card on top of a pile, ON_BOTTOM, IN_CELL or AT_HOME): for the last two, the first empty one. */
  pileFor(card: i32, onto: i32): i32 {
    if (onto === AT_HOME) return HOME0 + (card & 3);
    if (onto === IN_CELL) return this.emptyCell();
    if (onto === ON_BOTTOM) return this.emptyPile();
    return ld32(this.place, onto) >> 6;
  }

  /** Makes a layout-free move (the card, what it goes onto, how many cards: see `packMove`) in whatever layout the board has. */
  play(move: i32): void {
    const card = move & 63;
    this.move(this.pileOf(card), this.pileFor(card, (move >> 6) & 63), move >>> 12);
  }

  /** A primitive move (from, to, count) here as a layout-free move (packMove). */
  describe(from: i32, to: i32, count: i32): i32 {
    const len = this.len;
    const moved = from < CELL0 ? ld8(this.col, from * STRIDE + ld32(len, from) - count) : ld32(this.cell, from - CELL0);
    const onto = to < CELL0 ? (ld32(len, to) === 0 ? ON_BOTTOM : ld8(this.col, to * STRIDE + ld32(len, to) - 1)) : to < HOME0 ? IN_CELL : AT_HOME;
    return packMove(moved, onto, count);
  }

  /** The hash of the position a layout-free move leads to (its one entry of the key changed; no autoplay). */
  hashAfter(move: i32): i32 {
    const moved = move & 63;
    return this.hash ^ zob(moved, ld8(this.below, moved)) ^ zob(moved, (move >> 6) & 63);
  }

  /** How many cards at the top of tableau pile i lie in order, each on the next higher card of the other colour. */
  topRun(i: i32): i32 {
    return orderedRun(this.col, this.len, i);
  }

  /** A mark to undo back to. */
  // @ts-ignore: decorator
  @inline mark(): i32 {
    return this.logLength;
  }

  /** Takes back every primitive move made since the mark. */
  undo(mark: i32): void {
    const log = this.log;
    while (this.logLength > mark) {
      this.logLength -= 3;
      const at = this.logLength;
      this.shift(ld32(log, at + 1), ld32(log, at), ld32(log, at + 2));
    }
  }

  /** Moves `count` cards from pile `from` to pile `to` (pile numbers as CELL0 and HOME0 say), logged for undo. */
  move(from: i32, to: i32, count: i32): void {
    const at = this.logLength;
    if (at + 3 > this.logCapacity) {
      this.log = grown32(this.log, this.logCapacity, this.logCapacity * 2);
      this.logCapacity *= 2;
    }
    const log = this.log;
    st32(log, at, from);
    st32(log, at + 1, to);
    st32(log, at + 2, count);
    this.logLength = at + 3;
    this.shift(from, to, count);
  }

  /**
   * Sends every card that is safe to send home there, as the engine's autoplay would
   * (the same cards, in some order): for each suit, the next card home, when it is
   * safe and lies in a free cell or on top of a pile, until none moves.
   */
  autoplay(): void {
    const home = this.home;
    const below = this.below;
    const place = this.place;
    const len = this.len;
    for (let again = true; again; ) {
      again = false;
      for (let s = 0; s < 4; s += 1) {
        const r = ld32(home, s) + 1;
        if (r > 13) continue;
        if (r > 2) {
          // the other colour's suits: 1 and 2 for a black suit, 0 and 3 for a red one
          const red = s === 1 || s === 2;
          const o0 = red ? 0 : 1;
          const o1 = red ? 3 : 2;
          if (ld32(home, o0) < r - 1 || ld32(home, o1) < r - 1) continue;
        }
        const c = (r - 1) * 4 + s;
        const on = ld8(below, c);
        if (on === IN_CELL) {
          this.move(this.cellOf(c), HOME0 + s, 1);
          again = true;
        } else if (on <= ON_BOTTOM) {
          const at = ld32(place, c);
          if ((at & 63) === ld32(len, at >> 6) - 1) {
            this.move(at >> 6, HOME0 + s, 1);
            again = true;
          }
        }
      }
    }
  }

  private shift(from: i32, to: i32, count: i32): void {
    const col = this.col;
    const len = this.len;
    const below = this.below;
    const place = this.place;
    const pileHash = this.pileHash;
    let moved: i32;
    let start = 0;
    // the moved cards' share of the hash, as they lie before the move
    let share = 0;
    if (from < CELL0) {
      start = ld32(len, from) - count;
      const src = from * STRIDE + start;
      moved = ld8(col, src);
      for (let k = 0; k < count; k += 1) {
        const c = ld8(col, src + k);
        share ^= zob(c, ld8(below, c));
      }
      st32(pileHash, from, ld32(pileHash, from) ^ share);
    } else if (from < HOME0) {
      moved = ld32(this.cell, from - CELL0);
      st32(this.cell, from - CELL0, -1);
      this.freeCells += 1;
    } else {
      const s = from - HOME0;
      moved = (ld32(this.home, s) - 1) * 4 + s;
      st32(this.home, s, ld32(this.home, s) - 1);
      this.homeCount -= 1;
    }
    const was = ld8(below, moved);
    let on: i32;
    if (to < CELL0) {
      const l = ld32(len, to);
      const base = to * STRIDE + l;
      if (l === 0) {
        on = ON_BOTTOM;
        this.emptyPiles -= 1;
      } else on = ld8(col, base - 1);
      if (from < CELL0) {
        const src = from * STRIDE + start;
        for (let k = 0; k < count; k += 1) {
          const c = ld8(col, src + k);
          st8(col, base + k, c);
          st32(place, c, base + k);
        }
        share ^= zob(moved, was) ^ zob(moved, on);
      } else {
        st8(col, base, moved);
        st32(place, moved, base);
        share = zob(moved, on);
      }
      st32(pileHash, to, ld32(pileHash, to) ^ share);
      st32(len, to, l + count);
    } else if (to < HOME0) {
      st32(this.cell, to - CELL0, moved);
      this.freeCells -= 1;
      on = IN_CELL;
    } else {
      st32(this.home, to - HOME0, ld32(this.home, to - HOME0) + 1);
      this.homeCount += 1;
      on = AT_HOME;
    }
    if (from < CELL0) {
      st32(len, from, start);
      if (start === 0) this.emptyPiles += 1;
    }
    this.hash ^= zob(moved, was) ^ zob(moved, on);
    st8(below, moved, on);
  }
}
