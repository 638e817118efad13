/**
 * The FreeCell solver's search core, compiled to WebAssembly (AssemblyScript): what
 * the host (core.ts) calls. The host writes the position into the layout
 * (layout.ts), picks a schedule (`usePortfolio`, its weights written at `weights()`),
 * and runs it (`solve`); a solved search leaves its path in search.ts, and `answer`
 * (answer.ts) writes it out on the real table, shortens it (shorten.ts) and plays it
 * under the rules: the engine's moves as (from, to, count), at `answerMoves()`.
 */
import { LAYOUT } from './layout';
import { alloc } from './memory';
import { Portfolio } from './portfolio';

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

export { answer, answerComplete, answerMoves } from './answer';
