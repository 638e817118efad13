/**
 * The search's path written out as the engine's moves: real pile numbers, every move
 * home made explicit, runs either moved as one (supermoves, with their count) or
 * taken apart into one-card moves through the free cells and empty piles.
 *
 * A small replica of the engine's rules in typed arrays (Table) keeps the real
 * position (which pile is T3, which free cell is F1, which home cell took which ace)
 * along the way. Steps are numbers: the card, the pile it leaves, the pile it goes
 * to, and how many cards (see `step`), piles numbered 0..7 tableau, 8..11 free cells,
 * 12..15 home cells.
 */
import { AT_HOME, IN_CELL, ON_BOTTOM, packMove, RANK, RED, SUIT } from './cards.js';
import type { FreeCellMove, PileRef } from '../state.js';

/** The rules the answer is written for. */
export interface AnswerRules {
  readonly supermoves: boolean;
  readonly autoplay: boolean;
}

const CELL = 8;
const HOME = 12;
/** Slots a tableau pile has (any position may be asked about, even one with all the cards in one pile). */
export const TABLE_STRIDE = 64;
const STRIDE = TABLE_STRIDE;

/** A step: `count` cards, the bottom one `card`, from pile `from` to pile `to`. */
function step(card: number, from: number, to: number, count: number): number {
  return card | (from << 6) | (to << 10) | (count << 14);
}
const stepCard = (s: number): number => s & 63;
const stepFrom = (s: number): number => (s >> 6) & 15;
const stepTo = (s: number): number => (s >> 10) & 15;
const stepCount = (s: number): number => s >>> 14;

const REFS: readonly PileRef[] = [
  ...Array.from({ length: 8 }, (_, index): PileRef => ({ kind: 'T', index })),
  ...Array.from({ length: 4 }, (_, index): PileRef => ({ kind: 'F', index })),
  ...Array.from({ length: 4 }, (_, index): PileRef => ({ kind: 'H', index })),
];

/** The engine's moves, made once and shared (they are read-only): by from, to, and the count named (0: none). */
const MOVES: (FreeCellMove | undefined)[] = [];

function engineMove(from: number, to: number, count: number): FreeCellMove {
  const at = (from * 16 + to) * 14 + count;
  let move = MOVES[at];
  if (move === undefined) {
    move = count === 0 ? { from: REFS[from]!, to: REFS[to]! } : { from: REFS[from]!, to: REFS[to]!, count };
    MOVES[at] = move;
  }
  return move;
}

/** A real position: tableau piles and free cells by their real numbers; home cells by number, each with its suit (or -1) and rank. */
export class Table {
  /** Tableau pile i holds col[i * STRIDE .. i * STRIDE + len[i] - 1], bottom first. */
  readonly col = new Uint8Array(8 * STRIDE);
  readonly len = new Int32Array(8);
  /** Free cells: a card or -1. */
  readonly cells = new Int32Array(4);
  readonly homeSuit = new Int32Array(4);
  readonly homeRank = new Int32Array(4);
  /** The rank each suit's home has reached, and the home cell that holds the suit (-1: none yet). */
  readonly suitRank = new Int32Array(4);
  readonly suitHome = new Int32Array(4);
  /** Where each card lies: tableau pile 0..7, free cell 8..11, or -1 (home). */
  readonly pileOf = new Int8Array(52);

  /** Empties the table: no card anywhere (then `add` puts the cards). */
  clear(): this {
    this.len.fill(0);
    this.cells.fill(-1);
    this.homeSuit.fill(-1);
    this.homeRank.fill(0);
    this.suitRank.fill(0);
    this.suitHome.fill(-1);
    this.pileOf.fill(-1);
    return this;
  }

  /** Puts a card on top of tableau pile i. */
  addToPile(i: number, card: number): void {
    this.col[i * STRIDE + this.len[i]!] = card;
    this.len[i]! += 1;
    this.pileOf[card] = i;
  }

  /** Puts a card in free cell i. */
  addToCell(i: number, card: number): void {
    this.cells[i] = card;
    this.pileOf[card] = CELL + i;
  }

  /** Sets home cell i to hold a suit up to a rank. */
  setHome(i: number, suit: number, rank: number): void {
    this.homeSuit[i] = suit;
    this.homeRank[i] = rank;
    this.suitRank[suit] = rank;
    this.suitHome[suit] = i;
  }

  copyFrom(other: Table): this {
    this.col.set(other.col);
    this.len.set(other.len);
    this.cells.set(other.cells);
    this.homeSuit.set(other.homeSuit);
    this.homeRank.set(other.homeRank);
    this.suitRank.set(other.suitRank);
    this.suitHome.set(other.suitHome);
    this.pileOf.set(other.pileOf);
    return this;
  }

  clone(): Table {
    return new Table().copyFrom(this);
  }

  private top(i: number): number {
    const l = this.len[i]!;
    return l === 0 ? -1 : this.col[i * STRIDE + l - 1]!;
  }

  /** The home cell this card goes to next (an ace: the first empty one), or -1. */
  homeFor(card: number): number {
    const suit = SUIT[card]!;
    if (this.suitRank[suit] !== RANK[card]! - 1) return -1;
    return RANK[card] === 1 ? this.homeSuit.indexOf(-1) : this.suitHome[suit]!;
  }

  /** Whether autoplay sends this card home: it is next, and no card in play could need it to build on. */
  safeHome(card: number): boolean {
    const rank = RANK[card]!;
    const { suitRank } = this;
    if (suitRank[SUIT[card]!] !== rank - 1) return false;
    if (rank <= 2) return true;
    return RED[card] === 1
      ? suitRank[0]! >= rank - 1 && suitRank[3]! >= rank - 1
      : suitRank[1]! >= rank - 1 && suitRank[2]! >= rank - 1;
  }

  /** The first card, free cells first and then the tableau, that autoplay sends home (or with `any`, that can go home), as a step; -1 when none. */
  firstHomeStep(any: boolean): number {
    for (let i = 0; i < 4; i += 1) {
      const c = this.cells[i]!;
      if (c >= 0 && (any ? this.homeFor(c) >= 0 : this.safeHome(c))) return step(c, CELL + i, HOME + this.homeFor(c), 1);
    }
    for (let i = 0; i < 8; i += 1) {
      const c = this.top(i);
      if (c >= 0 && (any ? this.homeFor(c) >= 0 : this.safeHome(c))) return step(c, i, HOME + this.homeFor(c), 1);
    }
    return -1;
  }

  /** A card that autoplay would send home (the next of its suit, safe, on top or in a cell), as a step, suits in order; -1 when none. */
  nextSafeStep(): number {
    for (let s = 0; s < 4; s += 1) {
      const rank = this.suitRank[s]!;
      if (rank === 13) continue;
      const c = rank * 4 + s;
      if (!this.safeHome(c)) continue;
      const at = this.pileOf[c]!;
      if (at >= CELL || (at >= 0 && this.top(at) === c)) return step(c, at, HOME + this.homeFor(c), 1);
    }
    return -1;
  }

  /** How many cards lie from the card to the top of its pile (itself included); 0 when it is home. */
  above(card: number): number {
    const at = this.pileOf[card]!;
    if (at < 0) return 0;
    if (at >= CELL) return 1;
    const base = at * STRIDE;
    let p = base + this.len[at]! - 1;
    while (this.col[p] !== card) p -= 1;
    return base + this.len[at]! - p;
  }

  /** Makes the step (trusted: the caller checked it). */
  apply(s: number): void {
    const from = stepFrom(s);
    const to = stepTo(s);
    const count = stepCount(s);
    const { col, len, pileOf } = this;
    let bottom: number;
    let src = -1;
    if (from < CELL) {
      len[from]! -= count;
      src = from * STRIDE + len[from]!;
      bottom = col[src]!;
    } else {
      bottom = this.cells[from - CELL]!;
      this.cells[from - CELL] = -1;
    }
    if (to < CELL) {
      const dst = to * STRIDE + len[to]!;
      if (src >= 0) {
        for (let k = 0; k < count; k += 1) {
          const c = col[src + k]!;
          col[dst + k] = c;
          pileOf[c] = to;
        }
      } else {
        col[dst] = bottom;
        pileOf[bottom] = to;
      }
      len[to]! += count;
    } else if (to < HOME) {
      this.cells[to - CELL] = bottom;
      pileOf[bottom] = to;
    } else {
      pileOf[bottom] = -1;
      const suit = SUIT[bottom]!;
      const h = to - HOME;
      this.homeSuit[h] = suit;
      this.homeRank[h] = RANK[bottom]!;
      this.suitRank[suit] = RANK[bottom]!;
      this.suitHome[suit] = h;
    }
  }

  /** How many cards at the top of tableau pile i lie in order. */
  run(i: number): number {
    const { col } = this;
    const l = this.len[i]!;
    const base = i * STRIDE;
    let n = l === 0 ? 0 : 1;
    while (n < l) {
      const upper = col[base + l - n]!;
      const lower = col[base + l - n - 1]!;
      if (RANK[upper]! + 1 !== RANK[lower] || RED[upper] === RED[lower]) break;
      n += 1;
    }
    return n;
  }

  freeCells(): number {
    let free = 0;
    for (let i = 0; i < 4; i += 1) if (this.cells[i]! < 0) free += 1;
    return free;
  }

  emptyPiles(except: number): number {
    let empty = 0;
    for (let i = 0; i < 8; i += 1) if (i !== except && this.len[i] === 0) empty += 1;
    return empty;
  }

  /** How many cards one move may carry onto tableau pile `to` (the engine's moveCapacity). */
  capacity(to: number): number {
    return (1 + this.freeCells()) * 2 ** this.emptyPiles(to);
  }

  won(): boolean {
    return this.suitRank[0] === 13 && this.suitRank[1] === 13 && this.suitRank[2] === 13 && this.suitRank[3] === 13;
  }

  /** The step that makes a layout-free move (packMove: the card, what it goes onto) here, or -1 when it cannot be made here. */
  stepFor(move: number): number {
    const card = move & 63;
    const onto = (move >> 6) & 63;
    const from = this.pileOf[card]!;
    if (from < 0) return -1;
    if (onto === AT_HOME) {
      const home = this.homeFor(card);
      return home < 0 ? -1 : step(card, from, HOME + home, 1);
    }
    if (onto === IN_CELL) {
      const cell = this.cells.indexOf(-1);
      return cell < 0 ? -1 : step(card, from, CELL + cell, 1);
    }
    for (let i = 0; i < 8; i += 1) if (onto === ON_BOTTOM ? this.len[i] === 0 : this.top(i) === onto) return step(card, from, i, this.above(card));
    return -1;
  }

  /** The step as a layout-free move (packMove), here before it is made. */
  describe(s: number): number {
    const to = stepTo(s);
    const onto = to >= HOME ? AT_HOME : to >= CELL ? IN_CELL : this.len[to] === 0 ? ON_BOTTOM : this.top(to);
    return packMove(stepCard(s), onto, stepCount(s));
  }

  /** Whether the step can be made here as the engine's rules say (a run only with supermoves, within capacity). */
  legal(s: number, supermoves: boolean): boolean {
    const card = stepCard(s);
    const from = stepFrom(s);
    const to = stepTo(s);
    const count = stepCount(s);
    if (from >= HOME) return false;
    if (from >= CELL) {
      if (this.cells[from - CELL] !== card || count !== 1) return false;
    } else {
      if (this.col[from * STRIDE + this.len[from]! - count] !== card || count > this.run(from)) return false;
      if (count > 1 && (!supermoves || to >= CELL || count > this.capacity(to))) return false;
    }
    if (to >= HOME) return count === 1 && this.homeFor(card) === to - HOME;
    if (to >= CELL) return this.cells[to - CELL] === -1;
    const top = this.top(to);
    return top < 0 || (RANK[card]! + 1 === RANK[top] && RED[card] !== RED[top]);
  }

  /** The engine's move for a step, here before it is made. With supermoves, a move between tableau piles names its count whenever the engine could read it otherwise. */
  engineMove(s: number, supermoves: boolean): FreeCellMove {
    const from = stepFrom(s);
    const to = stepTo(s);
    const count = stepCount(s);
    if (!supermoves || from >= CELL || to >= CELL) return engineMove(from, to, 0);
    if (count > 1) return engineMove(from, to, count);
    // onto an empty pile the engine moves the longest run that may move unless told
    if (this.len[to] === 0 && Math.min(this.run(from), this.capacity(to)) > 1) return engineMove(from, to, 1);
    return engineMove(from, to, 0);
  }
}

/** Writes the step out (as a layout-free move) and makes it. */
function put(table: Table, s: number, out: number[]): void {
  out.push(table.describe(s));
  table.apply(s);
}

/**
 * One-card steps that move `count` cards from tableau pile `from` onto pile `to`,
 * using these free cells and empty piles (the classic expansion: a part of the run
 * goes to an empty pile, the rest moves, the part follows; with no empty pile left,
 * the cards above the bottom one go through the free cells).
 */
function expandRun(table: Table, from: number, to: number, count: number, cells: readonly number[], piles: readonly number[], out: number[]): void {
  const one = (a: number, b: number): void => {
    const card = a < CELL ? table.col[a * STRIDE + table.len[a]! - 1]! : table.cells[a - CELL]!;
    put(table, step(card, a, b, 1), out);
  };
  if (count <= cells.length + 1) {
    // the first count - 1 free cells
    for (let i = 0; i < count - 1; i += 1) one(from, CELL + cells[i]!);
    one(from, to);
    for (let i = count - 2; i >= 0; i -= 1) one(CELL + cells[i]!, to);
    return;
  }
  const spare = piles[piles.length - 1];
  if (spare === undefined) throw new Error('solver: a run too long to move');
  const others = piles.slice(0, -1);
  const rest = (cells.length + 1) * 2 ** others.length;
  const part = Math.max(1, count - rest);
  expandRun(table, from, spare, part, cells, others, out);
  expandRun(table, from, to, count - part, cells, others, out);
  expandRun(table, spare, to, part, cells, others, out);
}

/** Makes the step on the table and writes it out: as it is, or taken apart into one-card steps. */
function emit(table: Table, s: number, supermoves: boolean, out: number[]): void {
  const count = stepCount(s);
  if (count === 1 || supermoves) {
    put(table, s, out);
    return;
  }
  const to = stepTo(s);
  const cells: number[] = [];
  for (let i = 0; i < 4; i += 1) if (table.cells[i]! < 0) cells.push(i);
  const piles: number[] = [];
  for (let i = 0; i < 8; i += 1) if (i !== to && table.len[i] === 0) piles.push(i);
  expandRun(table, stepFrom(s), to, count, cells, piles, out);
}

function autoplayAll(table: Table, out: number[]): void {
  for (let s = table.nextSafeStep(); s >= 0; s = table.nextSafeStep()) put(table, s, out);
}

const scratch = new Table();

/**
 * The search's path written out for autoplay off, as layout-free moves (packMove):
 * the start's safe moves home, then each move of the path followed by the safe moves
 * home, and at the end every card home in order; runs taken apart into one-card
 * moves unless `supermoves`.
 */
export function writeOut(start: Table, path: readonly number[], supermoves: boolean): number[] {
  const table = scratch.copyFrom(start);
  const out: number[] = [];
  autoplayAll(table, out);
  for (const move of path) {
    const s = table.stepFor(move);
    if (s < 0) throw new Error('solver: a move of the path cannot be made');
    emit(table, s, supermoves, out);
    autoplayAll(table, out);
  }
  // the path ends where no card lies above a lower one: the rest go home in order
  for (let s = table.firstHomeStep(true); s >= 0; s = table.firstHomeStep(true)) put(table, s, out);
  if (!table.won()) throw new Error('solver: the written-out solution does not win');
  return out;
}

/** The engine's moves for layout-free moves written for autoplay off (each made on a copy of the table). */
export function engineMoves(start: Table, moves: readonly number[], supermoves: boolean): FreeCellMove[] {
  const table = scratch.copyFrom(start);
  return moves.map((move) => {
    const s = table.stepFor(move);
    if (s < 0) throw new Error('solver: a move of the answer cannot be made');
    const written = table.engineMove(s, supermoves);
    table.apply(s);
    return written;
  });
}

/** What playing the moves out gives: the engine's moves, and the position reached (complete: the game is won). */
export interface Played {
  readonly moves: FreeCellMove[];
  readonly table: Table;
  readonly complete: boolean;
}

/**
 * Plays the layout-free moves (written for autoplay off) on a copy of the table under
 * the caller's rules, as the engine would take them: with autoplay on, a move home
 * that autoplay has made already is left out. Stops at the first move that cannot be
 * made as written (autoplay has taken a card a later move needs; it can happen when a
 * run is taken apart into one-card moves), and says so: the caller searches again
 * from there.
 */
export function play(start: Table, moves: readonly number[], rules: AnswerRules): Played {
  const table = start.clone();
  const out: FreeCellMove[] = [];
  for (const move of moves) {
    if (((move >> 6) & 63) === AT_HOME && table.pileOf[move & 63] === -1 && rules.autoplay) continue;
    const s = table.stepFor(move);
    if (s < 0 || !table.legal(s, rules.supermoves)) return { moves: out, table, complete: false };
    out.push(table.engineMove(s, rules.supermoves));
    table.apply(s);
    if (rules.autoplay) for (let auto = table.firstHomeStep(false); auto >= 0; auto = table.firstHomeStep(false)) table.apply(auto);
  }
  return { moves: out, table, complete: table.won() };
}
