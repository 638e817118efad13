/**
 * The search's path written out as the engine's moves: real pile numbers, every move
 * home made explicit, runs either moved as one (supermoves, with their count) or
 * taken apart into one-card moves through the free cells and empty piles; one card a
 * move, the answer then goes through the shortener (shorten.ts). The host gets the
 * final moves as (from, to, count) and only makes the engine's move objects of them.
 *
 * A small replica of the engine's rules (Table) keeps the real position (which pile is
 * T3, which free cell is F1, which home cell took which ace) along the way. Steps are
 * numbers: the card, the pile it leaves, the pile it goes to, and how many cards (see
 * `step`), piles numbered 0..7 tableau, 8..11 free cells, 12..15 home cells (the
 * engine's, by number: not by suit as the search's board numbers them).
 *
 * The host writes the real position into the layout (layout.ts: the piles, free cells,
 * each suit's home rank and which home cell holds it); `answer` reads it, and when
 * autoplay stops the answer short it leaves the position reached there, for the next
 * search.
 */
import { AT_HOME, IN_CELL, ON_BOTTOM, orderedRun, packMove, rank, red, STRIDE } from './board';
import { CELLS, COL, HOMES, LENGTHS, SUIT_HOMES } from './layout';
import { alloc, allocRaw, grown32, ld32, st32 } from './memory';
import * as search from './search';
import { pathRoom, shorten } from './shorten';

const CELL = 8;
const HOME = 12;

/** A step: `count` cards, the bottom one `card`, from pile `from` to pile `to`. */
// @ts-ignore: decorator
@inline function step(card: i32, from: i32, to: i32, count: i32): i32 {
  return card | (from << 6) | (to << 10) | (count << 14);
}
// @ts-ignore: decorator
@inline function stepCard(s: i32): i32 {
  return s & 63;
}
// @ts-ignore: decorator
@inline function stepFrom(s: i32): i32 {
  return (s >> 6) & 15;
}
// @ts-ignore: decorator
@inline function stepTo(s: i32): i32 {
  return (s >> 10) & 15;
}
// @ts-ignore: decorator
@inline function stepCount(s: i32): i32 {
  return s >>> 14;
}
// @ts-ignore: decorator
@inline function suitOf(c: i32): i32 {
  return c & 3;
}

/** A real position: tableau piles and free cells by their real numbers; home cells by number, each with its suit (or -1) and rank. */
@final @unmanaged
class Table {
  /** Tableau pile i holds col[i * STRIDE .. i * STRIDE + len[i] - 1], bottom first (bytes). */
  col: usize = alloc(8 * STRIDE);
  len: usize = alloc(8 * 4);
  /** Free cells: a card or -1. */
  cells: usize = alloc(4 * 4);
  homeSuit: usize = alloc(4 * 4);
  homeRank: usize = alloc(4 * 4);
  /** The rank each suit's home has reached, and the home cell that holds the suit (-1: none yet). */
  suitRank: usize = alloc(4 * 4);
  suitHome: usize = alloc(4 * 4);
  /** Where each card lies: tableau pile 0..7, free cell 8..11, or -1 (home). */
  pileOf: usize = alloc(52 * 4);

  /** The layout's position. */
  load(): void {
    memory.copy(this.col, COL, 8 * STRIDE);
    memory.copy(this.len, LENGTHS, 8 * 4);
    memory.copy(this.cells, CELLS, 4 * 4);
    memory.copy(this.suitRank, HOMES, 4 * 4);
    memory.copy(this.suitHome, SUIT_HOMES, 4 * 4);
    for (let h = 0; h < 4; h += 1) {
      st32(this.homeSuit, h, -1);
      st32(this.homeRank, h, 0);
    }
    for (let s = 0; s < 4; s += 1) {
      const h = ld32(this.suitHome, s);
      if (h >= 0) {
        st32(this.homeSuit, h, s);
        st32(this.homeRank, h, ld32(this.suitRank, s));
      }
    }
    for (let c = 0; c < 52; c += 1) st32(this.pileOf, c, -1);
    for (let i = 0; i < 8; i += 1) {
      const l = ld32(this.len, i);
      for (let k = 0; k < l; k += 1) st32(this.pileOf, <i32>load<u8>(this.col + <usize>(i * STRIDE + k)), i);
    }
    for (let i = 0; i < 4; i += 1) {
      const c = ld32(this.cells, i);
      if (c >= 0) st32(this.pileOf, c, CELL + i);
    }
  }

  /** Writes the position back into the layout (for the next search). */
  save(): void {
    memory.copy(COL, this.col, 8 * STRIDE);
    memory.copy(LENGTHS, this.len, 8 * 4);
    memory.copy(CELLS, this.cells, 4 * 4);
    memory.copy(HOMES, this.suitRank, 4 * 4);
    memory.copy(SUIT_HOMES, this.suitHome, 4 * 4);
  }

  copyFrom(other: Table): void {
    memory.copy(this.col, other.col, 8 * STRIDE);
    memory.copy(this.len, other.len, 8 * 4);
    memory.copy(this.cells, other.cells, 4 * 4);
    memory.copy(this.homeSuit, other.homeSuit, 4 * 4);
    memory.copy(this.homeRank, other.homeRank, 4 * 4);
    memory.copy(this.suitRank, other.suitRank, 4 * 4);
    memory.copy(this.suitHome, other.suitHome, 4 * 4);
    memory.copy(this.pileOf, other.pileOf, 52 * 4);
  }

  // @ts-ignore: decorator
  @inline at(i: i32, k: i32): i32 {
    return <i32>load<u8>(this.col + <usize>(i * STRIDE + k));
  }

  top(i: i32): i32 {
    const l = ld32(this.len, i);
    return l === 0 ? -1 : this.at(i, l - 1);
  }

  /** The home cell this card goes to next (an ace: the first empty one), or -1. */
  homeFor(card: i32): i32 {
    const suit = suitOf(card);
    if (ld32(this.suitRank, suit) !== rank(card) - 1) return -1;
    if (rank(card) === 1) {
      for (let h = 0; h < 4; h += 1) if (ld32(this.homeSuit, h) === -1) return h;
      return -1;
    }
    return ld32(this.suitHome, suit);
  }

  /** Whether autoplay sends this card home: it is next, and no card in play could need it to build on. */
  safeHome(card: i32): bool {
    const r = rank(card);
    const suitRank = this.suitRank;
    if (ld32(suitRank, suitOf(card)) !== r - 1) return false;
    if (r <= 2) return true;
    return red(card) === 1
      ? ld32(suitRank, 0) >= r - 1 && ld32(suitRank, 3) >= r - 1
      : ld32(suitRank, 1) >= r - 1 && ld32(suitRank, 2) >= r - 1;
  }

  /** The first card, free cells first and then the tableau, that autoplay sends home (or with `any`, that can go home), as a step; -1 when none. */
  firstHomeStep(any: bool): i32 {
    for (let i = 0; i < 4; i += 1) {
      const c = ld32(this.cells, i);
      if (c >= 0 && (any ? this.homeFor(c) >= 0 : this.safeHome(c))) return step(c, CELL + i, HOME + this.homeFor(c), 1);
    }
    for (let i = 0; i < 8; i += 1) {
      const c = this.top(i);
      if (c >= 0 && (any ? this.homeFor(c) >= 0 : this.safeHome(c))) return step(c, i, HOME + this.homeFor(c), 1);
    }
    return -1;
  }

  /** A card that autoplay would send home (the next of its suit, safe, on top or in a cell), as a step, suits in order; -1 when none. */
  nextSafeStep(): i32 {
    for (let s = 0; s < 4; s += 1) {
      const r = ld32(this.suitRank, s);
      if (r === 13) continue;
      const c = r * 4 + s;
      if (!this.safeHome(c)) continue;
      const at = ld32(this.pileOf, c);
      if (at >= CELL || (at >= 0 && this.top(at) === c)) return step(c, at, HOME + this.homeFor(c), 1);
    }
    return -1;
  }

  /** How many cards lie from the card to the top of its pile (itself included); 0 when it is home. */
  above(card: i32): i32 {
    const at = ld32(this.pileOf, card);
    if (at < 0) return 0;
    if (at >= CELL) return 1;
    const l = ld32(this.len, at);
    let p = l - 1;
    while (this.at(at, p) !== card) p -= 1;
    return l - p;
  }

  /** Makes the step (trusted: the caller checked it). */
  apply(s: i32): void {
    const from = stepFrom(s);
    const to = stepTo(s);
    const count = stepCount(s);
    const col = this.col;
    const len = this.len;
    const pileOf = this.pileOf;
    let bottom: i32;
    let src = -1;
    if (from < CELL) {
      st32(len, from, ld32(len, from) - count);
      src = from * STRIDE + ld32(len, from);
      bottom = <i32>load<u8>(col + <usize>src);
    } else {
      bottom = ld32(this.cells, from - CELL);
      st32(this.cells, from - CELL, -1);
    }
    if (to < CELL) {
      const dst = to * STRIDE + ld32(len, to);
      if (src >= 0) {
        for (let k = 0; k < count; k += 1) {
          const c = <i32>load<u8>(col + <usize>(src + k));
          store<u8>(col + <usize>(dst + k), <u8>c);
          st32(pileOf, c, to);
        }
      } else {
        store<u8>(col + <usize>dst, <u8>bottom);
        st32(pileOf, bottom, to);
      }
      st32(len, to, ld32(len, to) + count);
    } else if (to < HOME) {
      st32(this.cells, to - CELL, bottom);
      st32(pileOf, bottom, to);
    } else {
      st32(pileOf, bottom, -1);
      const suit = suitOf(bottom);
      const h = to - HOME;
      st32(this.homeSuit, h, suit);
      st32(this.homeRank, h, rank(bottom));
      st32(this.suitRank, suit, rank(bottom));
      st32(this.suitHome, suit, h);
    }
  }

  /** How many cards at the top of tableau pile i lie in order. */
  run(i: i32): i32 {
    return orderedRun(this.col, this.len, i);
  }

  freeCells(): i32 {
    let free = 0;
    for (let i = 0; i < 4; i += 1) if (ld32(this.cells, i) < 0) free += 1;
    return free;
  }

  emptyPiles(except: i32): i32 {
    let empty = 0;
    for (let i = 0; i < 8; i += 1) if (i !== except && ld32(this.len, i) === 0) empty += 1;
    return empty;
  }

  /** How many cards one move may carry onto tableau pile `to` (the engine's moveCapacity). */
  capacity(to: i32): i32 {
    return (1 + this.freeCells()) << this.emptyPiles(to);
  }

  won(): bool {
    const r = this.suitRank;
    return ld32(r, 0) === 13 && ld32(r, 1) === 13 && ld32(r, 2) === 13 && ld32(r, 3) === 13;
  }

  /** The step that makes a layout-free move (packMove: the card, what it goes onto) here, or -1 when it cannot be made here. */
  stepFor(move: i32): i32 {
    const card = move & 63;
    const onto = (move >> 6) & 63;
    const from = ld32(this.pileOf, card);
    if (from < 0) return -1;
    if (onto === AT_HOME) {
      const home = this.homeFor(card);
      return home < 0 ? -1 : step(card, from, HOME + home, 1);
    }
    if (onto === IN_CELL) {
      for (let cell = 0; cell < 4; cell += 1) if (ld32(this.cells, cell) === -1) return step(card, from, CELL + cell, 1);
      return -1;
    }
    for (let i = 0; i < 8; i += 1) {
      if (onto === ON_BOTTOM ? ld32(this.len, i) === 0 : this.top(i) === onto) return step(card, from, i, this.above(card));
    }
    return -1;
  }

  /** The step as a layout-free move (packMove), here before it is made. */
  describe(s: i32): i32 {
    const to = stepTo(s);
    const onto = to >= HOME ? AT_HOME : to >= CELL ? IN_CELL : ld32(this.len, to) === 0 ? ON_BOTTOM : this.top(to);
    return packMove(stepCard(s), onto, stepCount(s));
  }

  /** Whether the step can be made here as the engine's rules say (a run only with supermoves, within capacity). */
  legal(s: i32, supermoves: bool): bool {
    const card = stepCard(s);
    const from = stepFrom(s);
    const to = stepTo(s);
    const count = stepCount(s);
    if (from >= HOME) return false;
    if (from >= CELL) {
      if (ld32(this.cells, from - CELL) !== card || count !== 1) return false;
    } else {
      const l = ld32(this.len, from);
      if (l - count < 0 || this.at(from, l - count) !== card || count > this.run(from)) return false;
      if (count > 1 && (!supermoves || to >= CELL || count > this.capacity(to))) return false;
    }
    if (to >= HOME) return count === 1 && this.homeFor(card) === to - HOME;
    if (to >= CELL) return ld32(this.cells, to - CELL) === -1;
    const top = this.top(to);
    return top < 0 || (rank(card) + 1 === rank(top) && red(card) !== red(top));
  }

  /** The engine's move for a step, here before it is made, as from | to << 4 | count << 8 (count 0: none named). With supermoves, a move between tableau piles names its count whenever the engine could read it otherwise. */
  engineMove(s: i32, supermoves: bool): i32 {
    const from = stepFrom(s);
    const to = stepTo(s);
    const count = stepCount(s);
    if (!supermoves || from >= CELL || to >= CELL) return triple(from, to, 0);
    if (count > 1) return triple(from, to, count);
    // onto an empty pile the engine moves the longest run that may move unless told
    if (ld32(this.len, to) === 0 && min(this.run(from), this.capacity(to)) > 1) return triple(from, to, 1);
    return triple(from, to, 0);
  }
}

// @ts-ignore: decorator
@inline function triple(from: i32, to: i32, count: i32): i32 {
  return from | (to << 4) | (count << 8);
}

/** A growing list of 32-bit entries. */
@final @unmanaged
class List {
  at: usize = allocRaw(512 * 4);
  capacity: i32 = 512;
  length: i32 = 0;

  push(value: i32): void {
    if (this.length === this.capacity) {
      this.at = grown32(this.at, this.length, this.capacity * 2);
      this.capacity *= 2;
    }
    st32(this.at, this.length, value);
    this.length += 1;
  }
}

/** The position asked about, and the one the answer is written or played on. */
const start = new Table();
const table = new Table();
/** The answer as layout-free moves (written out), and as the engine's moves (the host's). */
const written = new List();
const moves = new List();
/** The free cells and empty piles a run is taken apart through. */
const cellsFree: usize = alloc(4 * 4);
const pilesEmpty: usize = alloc(8 * 4);
/** Whether the last answer reached a win (with autoplay on it may stop short: see `answer`). */
let complete: bool = false;

/** What went wrong (a bug: the host throws): 0 nothing. */
export const PATH_BROKEN = -1;
export const NO_WIN = -2;
export const ANSWER_BROKEN = -3;
export const RUN_TOO_LONG = -4;
let failure: i32 = 0;

/** Writes the step out (as a layout-free move) and makes it. */
function put(s: i32): void {
  written.push(table.describe(s));
  table.apply(s);
}

function one(a: i32, b: i32): void {
  const card = a < CELL ? table.top(a) : ld32(table.cells, a - CELL);
  put(step(card, a, b, 1));
}

/**
 * One-card steps that move `count` cards from tableau pile `from` onto pile `to`,
 * using the first `cells` free cells and `piles` empty piles noted (the classic
 * expansion: a part of the run goes to an empty pile, the rest moves, the part
 * follows; with no empty pile left, the cards above the bottom one go through the
 * free cells).
 */
function expandRun(from: i32, to: i32, count: i32, cells: i32, piles: i32): void {
  if (failure !== 0) return;
  if (count <= cells + 1) {
    // the first count - 1 free cells
    for (let i = 0; i < count - 1; i += 1) one(from, CELL + ld32(cellsFree, i));
    one(from, to);
    for (let i = count - 2; i >= 0; i -= 1) one(CELL + ld32(cellsFree, i), to);
    return;
  }
  if (piles === 0) {
    failure = RUN_TOO_LONG;
    return;
  }
  const spare = ld32(pilesEmpty, piles - 1);
  const others = piles - 1;
  const rest = (cells + 1) << others;
  const part = max(1, count - rest);
  expandRun(from, spare, part, cells, others);
  expandRun(from, to, count - part, cells, others);
  expandRun(spare, to, part, cells, others);
}

/** Makes the step on the table and writes it out: as it is, or taken apart into one-card steps. */
function emit(s: i32, supermoves: bool): void {
  const count = stepCount(s);
  if (count === 1 || supermoves) {
    put(s);
    return;
  }
  const to = stepTo(s);
  let cells = 0;
  for (let i = 0; i < 4; i += 1) if (ld32(table.cells, i) < 0) st32(cellsFree, cells++, i);
  let piles = 0;
  for (let i = 0; i < 8; i += 1) if (i !== to && ld32(table.len, i) === 0) st32(pilesEmpty, piles++, i);
  expandRun(stepFrom(s), to, count, cells, piles);
}

function autoplayAll(): void {
  for (let s = table.nextSafeStep(); s >= 0; s = table.nextSafeStep()) put(s);
}

/**
 * The search's path written out for autoplay off, as layout-free moves (packMove) in
 * `written`: the start's safe moves home, then each move of the path followed by the
 * safe moves home, and at the end every card home in order; runs taken apart into
 * one-card moves unless `supermoves`.
 */
function writeOut(supermoves: bool): void {
  table.copyFrom(start);
  written.length = 0;
  autoplayAll();
  const n = search.pathLength;
  for (let i = 0; i < n; i += 1) {
    const s = table.stepFor(ld32(search.path, i));
    if (s < 0) {
      failure = PATH_BROKEN;
      return;
    }
    emit(s, supermoves);
    if (failure !== 0) return;
    autoplayAll();
  }
  // the path ends where no card lies above a lower one: the rest go home in order
  for (let s = table.firstHomeStep(true); s >= 0; s = table.firstHomeStep(true)) put(s);
  if (!table.won()) failure = NO_WIN;
}

/** The engine's moves for layout-free moves written for autoplay off (each made on a copy of the table). */
function engineMoves(answer: usize, count: i32, supermoves: bool): void {
  table.copyFrom(start);
  for (let i = 0; i < count; i += 1) {
    const s = table.stepFor(ld32(answer, i));
    if (s < 0) {
      failure = ANSWER_BROKEN;
      return;
    }
    moves.push(table.engineMove(s, supermoves));
    table.apply(s);
  }
  complete = true;
}

/**
 * Plays the layout-free moves (written for autoplay off) on a copy of the table under
 * the caller's rules, as the engine would take them: with autoplay on, a move home
 * that autoplay has made already is left out. Stops at the first move that cannot be
 * made as written (autoplay has taken a card a later move needs; it can happen when a
 * run is taken apart into one-card moves), and says so: `complete` is whether all
 * the moves were made and won.
 */
function play(answer: usize, count: i32, supermoves: bool, autoplay: bool): void {
  table.copyFrom(start);
  for (let i = 0; i < count; i += 1) {
    const move = ld32(answer, i);
    if (((move >> 6) & 63) === AT_HOME && ld32(table.pileOf, move & 63) === -1 && autoplay) continue;
    const s = table.stepFor(move);
    // stopped short, even when autoplay has won the game meanwhile (the next search, from a won position, then stores that one position: as it always did)
    if (s < 0 || !table.legal(s, supermoves)) {
      complete = false;
      return;
    }
    moves.push(table.engineMove(s, supermoves));
    table.apply(s);
    if (autoplay) for (let auto = table.firstHomeStep(false); auto >= 0; auto = table.firstHomeStep(false)) table.apply(auto);
  }
  complete = table.won();
}

/**
 * The last search's path (search.path) from the layout's position, as the engine's
 * moves under these rules: written out, shortened one card a move (with supermoves the
 * path as written out visits no position twice: the search's positions are distinct,
 * and the moves home between them only add cards home), then played (autoplay on) or
 * converted (off). Gives how many moves, at `answerMoves()` (from | to << 4 | count <<
 * 8), or a failure (< 0). With autoplay on the moves may stop short of a win
 * (`answerComplete()`): the position they reach is then in the layout, for the next
 * search.
 */
export function answer(supermoves: bool, autoplay: bool): i32 {
  failure = 0;
  complete = false;
  moves.length = 0;
  start.load();
  writeOut(supermoves);
  if (failure !== 0) return failure;
  let at = written.at;
  let count = written.length;
  if (!supermoves) {
    // the shortener starts from the layout's position too
    at = pathRoom(count);
    memory.copy(at, written.at, <usize>count << 2);
    count = shorten(count, false);
  }
  if (!autoplay) engineMoves(at, count, supermoves);
  else {
    play(at, count, supermoves, autoplay);
    if (!complete) table.save();
  }
  if (failure !== 0) return failure;
  return moves.length;
}

export function answerMoves(): usize {
  return moves.at;
}

export function answerComplete(): bool {
  return complete;
}
