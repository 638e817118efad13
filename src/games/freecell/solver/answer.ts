/**
 * The search's path written out as the engine's moves: real pile numbers, every move
 * home made explicit, runs either moved as one (supermoves, with their count) or
 * taken apart into one-card moves through the free cells and empty piles.
 *
 * A small replica of the engine's rules keeps the real position (which pile is T3,
 * which free cell is F1, which home cell took which ace) along the way.
 */
import { packMove } from './board.js';
import { AT_HOME, IN_CELL, ON_BOTTOM, RANK, RED, SUIT } from './cards.js';
import type { FreeCellMove, PileRef } from '../state.js';

/** A move as the replica makes it: the card it carries (a run's bottom card), piles, and how many cards. */
export interface Step {
  readonly card: number;
  readonly from: PileRef;
  readonly to: PileRef;
  readonly count: number;
}

/** The rules the answer is written for. */
export interface AnswerRules {
  readonly supermoves: boolean;
  readonly autoplay: boolean;
}

const TABLEAU: readonly PileRef[] = Array.from({ length: 8 }, (_, index) => ({ kind: 'T', index }));
const CELLS: readonly PileRef[] = Array.from({ length: 4 }, (_, index) => ({ kind: 'F', index }));
const HOMES: readonly PileRef[] = Array.from({ length: 4 }, (_, index) => ({ kind: 'H', index }));

/** A real position: piles by their real numbers; home cells by number, each with its suit (or -1) and rank. */
export class Table {
  /** The rank each suit's home has reached, and the home cell that holds the suit (-1: none yet). */
  private readonly suitRank: number[];
  private readonly suitHome: number[];

  /** Where each card lies: tableau pile 0..7, free cell 8..11, or -1 (home). */
  private readonly pileOf = new Int8Array(52).fill(-1);

  constructor(
    readonly tableau: number[][],
    readonly cells: number[],
    readonly homeSuit: number[],
    readonly homeRank: number[],
  ) {
    this.suitRank = [0, 0, 0, 0];
    this.suitHome = [-1, -1, -1, -1];
    homeSuit.forEach((suit, i) => {
      if (suit >= 0) {
        this.suitRank[suit] = homeRank[i]!;
        this.suitHome[suit] = i;
      }
    });
    tableau.forEach((pile, i) => {
      for (const c of pile) this.pileOf[c] = i;
    });
    cells.forEach((c, i) => {
      if (c >= 0) this.pileOf[c] = 8 + i;
    });
  }

  clone(): Table {
    return new Table(this.tableau.map((pile) => [...pile]), [...this.cells], [...this.homeSuit], [...this.homeRank]);
  }

  rankHome(suit: number): number {
    return this.suitRank[suit]!;
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
    const suit = SUIT[card]!;
    if (this.suitRank[suit] !== rank - 1) return false;
    if (rank <= 2) return true;
    const { suitRank } = this;
    return RED[card] === 1
      ? suitRank[0]! >= rank - 1 && suitRank[3]! >= rank - 1
      : suitRank[1]! >= rank - 1 && suitRank[2]! >= rank - 1;
  }

  /** The first card, free cells first and then the tableau, that autoplay sends home, as a step; undefined when none. */
  autoplayStep(): Step | undefined {
    for (let i = 0; i < 4; i += 1) {
      const c = this.cells[i]!;
      if (c >= 0 && this.safeHome(c)) return { card: c, from: CELLS[i]!, to: HOMES[this.homeFor(c)]!, count: 1 };
    }
    for (let i = 0; i < 8; i += 1) {
      const pile = this.tableau[i]!;
      const c = pile[pile.length - 1];
      if (c !== undefined && this.safeHome(c)) return { card: c, from: TABLEAU[i]!, to: HOMES[this.homeFor(c)]!, count: 1 };
    }
    return undefined;
  }

  /** The first card, free cells first and then the tableau, that can go home (safe or not), as a step; undefined when none. */
  homeStep(): Step | undefined {
    for (let i = 0; i < 4; i += 1) {
      const c = this.cells[i]!;
      if (c >= 0 && this.homeFor(c) >= 0) return { card: c, from: CELLS[i]!, to: HOMES[this.homeFor(c)]!, count: 1 };
    }
    for (let i = 0; i < 8; i += 1) {
      const pile = this.tableau[i]!;
      const c = pile[pile.length - 1];
      if (c !== undefined && this.homeFor(c) >= 0) return { card: c, from: TABLEAU[i]!, to: HOMES[this.homeFor(c)]!, count: 1 };
    }
    return undefined;
  }

  /** Where the card is: its pile and how many cards lie from it to the top (itself included); undefined when home. */
  locate(card: number): { from: PileRef; count: number } | undefined {
    const at = this.pileOf[card]!;
    if (at < 0) return undefined;
    if (at >= 8) return { from: CELLS[at - 8]!, count: 1 };
    const pile = this.tableau[at]!;
    return { from: TABLEAU[at]!, count: pile.length - pile.lastIndexOf(card) };
  }

  /** A card that autoplay would send home (the next of its suit, safe, on top or in a cell), as a step; any order. */
  nextSafeStep(): Step | undefined {
    for (let s = 0; s < 4; s += 1) {
      const rank = this.suitRank[s]!;
      if (rank === 13) continue;
      const c = rank * 4 + s;
      if (!this.safeHome(c)) continue;
      const at = this.pileOf[c]!;
      if (at >= 8) return { card: c, from: CELLS[at - 8]!, to: HOMES[this.homeFor(c)]!, count: 1 };
      if (at >= 0) {
        const pile = this.tableau[at]!;
        if (pile[pile.length - 1] === c) return { card: c, from: TABLEAU[at]!, to: HOMES[this.homeFor(c)]!, count: 1 };
      }
    }
    return undefined;
  }

  /** Makes the step (trusted: the caller checked it). */
  apply(step: Step): void {
    const { from, to, count } = step;
    let bottom: number;
    let moved: number[] | undefined;
    if (from.kind === 'T') {
      const pile = this.tableau[from.index]!;
      bottom = pile[pile.length - count]!;
      if (count === 1) pile.pop();
      else moved = pile.splice(pile.length - count, count);
    } else {
      bottom = this.cells[from.index]!;
      this.cells[from.index] = -1;
    }
    if (to.kind === 'T') {
      if (moved === undefined) {
        this.tableau[to.index]!.push(bottom);
        this.pileOf[bottom] = to.index;
      } else {
        this.tableau[to.index]!.push(...moved);
        for (const c of moved) this.pileOf[c] = to.index;
      }
    } else if (to.kind === 'F') {
      this.cells[to.index] = bottom;
      this.pileOf[bottom] = 8 + to.index;
    } else {
      this.pileOf[bottom] = -1;
      const suit = SUIT[bottom]!;
      this.homeSuit[to.index] = suit;
      this.homeRank[to.index] = RANK[bottom]!;
      this.suitRank[suit] = RANK[bottom]!;
      this.suitHome[suit] = to.index;
    }
  }

  /** How many cards at the top of tableau pile i lie in order. */
  run(i: number): number {
    const pile = this.tableau[i]!;
    let n = pile.length === 0 ? 0 : 1;
    while (n < pile.length) {
      const upper = pile[pile.length - n]!;
      const lower = pile[pile.length - n - 1]!;
      if (RANK[upper]! + 1 !== RANK[lower] || RED[upper] === RED[lower]) break;
      n += 1;
    }
    return n;
  }

  /** How many cards one move may carry onto tableau pile `to` (the engine's moveCapacity). */
  capacity(to: number): number {
    let free = 0;
    for (let i = 0; i < 4; i += 1) if (this.cells[i]! < 0) free += 1;
    let empty = 0;
    for (let i = 0; i < 8; i += 1) if (i !== to && this.tableau[i]!.length === 0) empty += 1;
    return (1 + free) * 2 ** empty;
  }

  won(): boolean {
    return this.suitRank[0] === 13 && this.suitRank[1] === 13 && this.suitRank[2] === 13 && this.suitRank[3] === 13;
  }
}

/** The step that makes a layout-free move (packMove: the card, what it goes onto) on this table, or undefined when it cannot be made there. */
function stepFor(table: Table, move: number): Step | undefined {
  const card = move & 63;
  const onto = (move >> 6) & 63;
  const where = table.locate(card);
  if (where === undefined) return undefined;
  let index: number;
  if (onto === AT_HOME) {
    const home = table.homeFor(card);
    return home < 0 ? undefined : { card, from: where.from, to: HOMES[home]!, count: 1 };
  }
  if (onto === IN_CELL) {
    const cell = table.cells.indexOf(-1);
    return cell < 0 ? undefined : { card, from: where.from, to: CELLS[cell]!, count: 1 };
  }
  if (onto === ON_BOTTOM) index = table.tableau.findIndex((pile) => pile.length === 0);
  else index = table.tableau.findIndex((pile) => pile[pile.length - 1] === onto);
  return index < 0 ? undefined : { card, from: where.from, to: TABLEAU[index]!, count: where.count };
}

/** The step as a layout-free move (packMove), on the table before it is made. */
function describe(table: Table, step: Step): number {
  const { to } = step;
  let onto: number;
  if (to.kind === 'H') onto = AT_HOME;
  else if (to.kind === 'F') onto = IN_CELL;
  else {
    const pile = table.tableau[to.index]!;
    onto = pile.length === 0 ? ON_BOTTOM : pile[pile.length - 1]!;
  }
  return packMove(step.card, onto, step.count);
}

/** Writes the step out (as a layout-free move) and makes it. */
function put(table: Table, step: Step, out: number[]): void {
  out.push(describe(table, step));
  table.apply(step);
}

/**
 * One-card steps that move `count` cards from tableau pile `from` onto pile `to`,
 * using these free cells and empty piles (the classic expansion: a part of the run
 * goes to an empty pile, the rest moves, the part follows; with no empty pile left,
 * the cards above the bottom one go through the free cells).
 */
function expandRun(table: Table, from: number, to: number, count: number, cells: readonly number[], piles: readonly number[], out: number[]): void {
  const step = (fromRef: PileRef, toRef: PileRef): void => {
    const card = fromRef.kind === 'T' ? table.tableau[fromRef.index]!.at(-1)! : table.cells[fromRef.index]!;
    put(table, { card, from: fromRef, to: toRef, count: 1 }, out);
  };
  if (count <= cells.length + 1) {
    const used = cells.slice(0, count - 1);
    for (const cell of used) step(TABLEAU[from]!, CELLS[cell]!);
    step(TABLEAU[from]!, TABLEAU[to]!);
    for (let i = used.length - 1; i >= 0; i -= 1) step(CELLS[used[i]!]!, TABLEAU[to]!);
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
function emit(table: Table, step: Step, supermoves: boolean, out: number[]): void {
  if (step.count === 1 || supermoves) {
    put(table, step, out);
    return;
  }
  const cells = [0, 1, 2, 3].filter((i) => table.cells[i]! < 0);
  const piles = [0, 1, 2, 3, 4, 5, 6, 7].filter((i) => i !== step.to.index && table.tableau[i]!.length === 0);
  expandRun(table, step.from.index, step.to.index, step.count, cells, piles, out);
}

function autoplayAll(table: Table, out: number[]): void {
  for (let step = table.nextSafeStep(); step !== undefined; step = table.nextSafeStep()) put(table, step, out);
}

/**
 * The search's path written out for autoplay off, as layout-free moves (packMove):
 * the start's safe moves home, then each move of the path followed by the safe moves
 * home, and at the end every card home in order; runs taken apart into one-card
 * moves unless `supermoves`.
 */
export function writeOut(start: Table, path: readonly number[], supermoves: boolean): number[] {
  const table = start.clone();
  const out: number[] = [];
  autoplayAll(table, out);
  for (const described of path) {
    const step = stepFor(table, described);
    if (step === undefined) throw new Error('solver: a move of the path cannot be made');
    emit(table, step, supermoves, out);
    autoplayAll(table, out);
  }
  // the path ends where no card lies above a lower one: the rest go home in order
  for (let step = table.homeStep(); step !== undefined; step = table.homeStep()) put(table, step, out);
  if (!table.won()) throw new Error('solver: the written-out solution does not win');
  return out;
}

/** The engine's moves for layout-free moves written for autoplay off (each made on a copy of the table). */
export function engineMoves(start: Table, moves: readonly number[], supermoves: boolean): FreeCellMove[] {
  const table = start.clone();
  return moves.map((move) => {
    const step = stepFor(table, move);
    if (step === undefined) throw new Error('solver: a move of the answer cannot be made');
    const written = step.to.kind === 'H' ? plain(step) : toMove(table, step, supermoves);
    table.apply(step);
    return written;
  });
}

/** The engine's move for a one-card step. */
function plain(step: Step): FreeCellMove {
  return { from: step.from, to: step.to };
}

/** Whether the step can be made on the table as the engine's rules say (a run only with supermoves, within capacity). */
function legal(table: Table, step: Step, supermoves: boolean): boolean {
  const { from, to, count, card } = step;
  if (from.kind === 'F') {
    if (table.cells[from.index] !== card || count !== 1) return false;
  } else if (from.kind === 'T') {
    const pile = table.tableau[from.index]!;
    if (pile[pile.length - count] !== card || count > table.run(from.index)) return false;
    if (count > 1 && (!supermoves || to.kind !== 'T' || count > table.capacity(to.index))) return false;
  } else return false;
  if (to.kind === 'F') return table.cells[to.index] === -1;
  if (to.kind === 'H') return count === 1 && table.homeFor(card) === to.index;
  const pile = table.tableau[to.index]!;
  const top = pile[pile.length - 1];
  return top === undefined || (RANK[card]! + 1 === RANK[top] && RED[card] !== RED[top]);
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
    if (((move >> 6) & 63) === AT_HOME && table.locate(move & 63) === undefined && rules.autoplay) continue;
    const step = stepFor(table, move);
    if (step === undefined || !legal(table, step, rules.supermoves)) return { moves: out, table, complete: false };
    out.push(toMove(table, step, rules.supermoves));
    table.apply(step);
    if (rules.autoplay) for (let auto = table.autoplayStep(); auto !== undefined; auto = table.autoplayStep()) table.apply(auto);
  }
  return { moves: out, table, complete: table.won() };
}

/** The engine's move for a step. With supermoves, a move between tableau piles names its count whenever the engine could read it otherwise. */
function toMove(table: Table, step: Step, supermoves: boolean): FreeCellMove {
  const { from, to, count } = step;
  if (!supermoves || from.kind !== 'T' || to.kind !== 'T') return { from, to };
  if (count > 1) return { from, to, count };
  // onto an empty pile the engine moves the longest run that may move unless told
  if (table.tableau[to.index]!.length === 0 && Math.min(table.run(from.index), table.capacity(to.index)) > 1) return { from, to, count: 1 };
  return { from, to };
}
