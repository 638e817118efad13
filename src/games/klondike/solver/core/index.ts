/**
 * Klondike's solver core, compiled to WebAssembly (AssemblyScript): what the host
 * (../core.ts) calls. The host writes the position into the layout (layout.ts) and
 * runs the search (`solve`); a solved search leaves its path, the search's packed
 * moves (board.ts, as ../board.ts packs them), at `pathMoves()`, which the host writes
 * out as the game's moves through the game's own rules (../answer.ts).
 */
import { LAYOUT } from './layout';
import { loadPosition, logMoves } from './board';
import { pathLength, positions as stored, search, setLanes } from './search';
import { setShuffle } from './moves';
import { PACKED_ROOM } from './table';
export { checkPointerTable, checkTable } from './table';
import { checkKeysAfter, checkLandingsAfter, checkSetsAfter } from './check';

/** Where the host writes the position. */
export function layout(): usize {
  return LAYOUT;
}

/**
 * Searches from the layout's position: 0 solved, 1 unsolvable, 2 out of budget (positions
 * stored, or past `deadline` on the host's clock), 3 not searched (its key would not fit
 * in 64 bits: board.ts). With `shuffle` not 0, the moves of equal or near priority are
 * tried in another order (moves.ts `setShuffle`). With `postpone`, stock cards put down wait for a card to land
 * on them where that keeps a win (search.ts, `landings`). A full table forgets what it
 * held and the search goes on (search.ts `forgetAllBut`); with `tableRoom` above 0, it
 * forgets whenever it holds that many positions (the tests'). With `lanes` above 1, as
 * many searches in their own orders take turns, sharing the table (search.ts, LANES_MAX).
 */
export function solve(maxPositions: i32, deadline: f64, postpone: bool, shuffle: u32, tableRoom: i32, lanes: i32): i32 {
  if (!loadPosition()) return 3;
  setShuffle(shuffle);
  setLanes(lanes);
  const outcome = search(maxPositions, deadline, postpone, tableRoom);
  setShuffle(0);
  setLanes(1);
  return outcome;
}

/**
 * The most positions a search that keeps whole keys may store (the largest table,
 * packed): draw 1, the spec's game, a pass limit, the relaxation. A three-card search
 * without a pass limit keeps pointer sets, whose table holds more (table.ts).
 */
export function keysRoom(): i32 {
  return PACKED_ROOM;
}

/** Positions the last `solve` stored. */
export function positions(): i32 {
  return stored;
}

/** The last solved search's path: its moves at `pathMoves()`, `pathCount()` of them. */
export function pathMoves(): usize {
  return logMoves();
}

export function pathCount(): i32 {
  return pathLength;
}

/** check.ts's check of the keys worked out ahead of a move, from the layout's position (0 when it would not load: its key would not fit in 64 bits). */
export function checkKeys(steps: i32, seed: u32): i32 {
  return loadPosition() ? checkKeysAfter(steps, seed) : 0;
}

/** check.ts's check of the card sets the board keeps move by move, from the layout's position (0 when it would not load). */
export function checkSets(steps: i32, seed: u32): i32 {
  return loadPosition() ? checkSetsAfter(steps, seed) : 0;
}

/** check.ts's check of the foundation cards offered only when a card can land on them, from the layout's position (0 when it would not load). */
export function checkLandings(steps: i32, seed: u32): i32 {
  return loadPosition() ? checkLandingsAfter(steps, seed) : 0;
}
