/**
 * The FreeCell solver's search core, compiled to WebAssembly (AssemblyScript): what
 * the host (core.ts) calls. The host writes the position into the layout
 * (layout.ts), picks a schedule (`usePortfolio`, its weights written at `weights()`),
 * and runs it (`solve`); a solved search leaves its path at `path()`. The shortener
 * (shorten.ts, on the host) walks a solution on a board of the core's own (`short*`).
 */
import { Board, STRIDE } from './board';
import { CELLS, COL, HOMES, LAYOUT, LENGTHS } from './layout';
import { alloc, st32 } from './memory';
import { MoveList } from './moves';
import { Portfolio } from './portfolio';
import * as search from './search';

/** Where the host writes the position (layout.ts says how). */
export function layout(): usize {
  return LAYOUT;
}

/** Room for up to 16 sets of nine weights, written by the host before `usePortfolio`. */
const WEIGHTS: usize = alloc(16 * 9 * 4);

export function weights(): usize {
  return WEIGHTS;
}

let portfolio: Portfolio = changetype<Portfolio>(0);

/**
 * Makes a portfolio of `count` searches from the weights written (the rescue's last
 * when rescueAfter >= 0), in place of the last one (whose memory goes back to the
 * allocator).
 */
export function usePortfolio(count: i32, opening: i32, turn: i32, share: i32, rescueAfter: i32, oneCard: bool): void {
  if (changetype<usize>(portfolio) !== 0) portfolio.dispose();
  portfolio = new Portfolio();
  portfolio.init(WEIGHTS, count, opening, turn, share, rescueAfter, oneCard);
}

/** Runs the portfolio on the layout's position: 0 solved, 1 unsolvable, 2 out of budget (positions stored, or past `deadline` on the host's clock). */
export function solve(maxPositions: i32, deadline: f64): i32 {
  return portfolio.solve(maxPositions, deadline);
}

/** Positions the last `solve` stored. */
export function positions(): i32 {
  return portfolio.positions;
}

/** The last solution's moves (32-bit entries: card | onto << 6 | from << 12 | to << 17 | count << 22) and how many. */
export function path(): usize {
  return search.path;
}

export function pathLength(): i32 {
  return search.pathLength;
}

/** The shortener's boards: the start (the layout's position), and the one it walks. */
const shortStartBoard = new Board();
const shortBoard = new Board();
const shortList = new MoveList();
const shortRuns: usize = alloc(8 * 4);
const shortMoves: usize = alloc(256 * 4);
const shortHashes: usize = alloc(256 * 4);

/** Takes the layout's position as the shortener's start. */
export function shortLoad(): void {
  shortStartBoard.load(COL, STRIDE, LENGTHS, CELLS, HOMES);
}

/** Sets the shortener's board to the start (decoded from its key: piles in the order of their bottom cards). */
export function shortStart(): void {
  shortBoard.copyKeyOf(shortStartBoard);
}

/** Makes a layout-free move (packMove) on the shortener's board. */
export function shortPlay(move: i32): void {
  shortBoard.play(move);
}

export function shortHash(): i32 {
  return shortBoard.hash;
}

/** The shortener's board's key (52 bytes: what each card lies on). */
export function shortKey(): usize {
  return shortBoard.below;
}

/**
 * The legal moves on the shortener's board (one card a move unless `supermoves`): how
 * many, each as a layout-free move at shortMoves() and the hash of the position it
 * leads to at shortHashes().
 */
export function shortGenerate(supermoves: bool): i32 {
  const b = shortBoard;
  for (let p = 0; p < 8; p += 1) st32(shortRuns, p, b.topRun(p));
  shortList.generate(b, shortRuns, supermoves);
  const n = shortList.length;
  for (let m = 0; m < n; m += 1) {
    const move = b.describe(load<i32>(shortList.from + (<usize>m << 2)), load<i32>(shortList.to + (<usize>m << 2)), load<i32>(shortList.count + (<usize>m << 2)));
    st32(shortMoves, m, move);
    st32(shortHashes, m, b.hashAfter(move));
  }
  return n;
}

export function shortMovesAt(): usize {
  return shortMoves;
}

export function shortHashesAt(): usize {
  return shortHashes;
}
