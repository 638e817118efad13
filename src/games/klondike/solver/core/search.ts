/**
 * Depth-first search with the transposition table (table.ts): every position is stored
 * when first met and never searched again, so 'unsolvable' means the search met every
 * position reachable under the dominances. The same search as ../search.ts, move for
 * move; its stack (each depth's moves, next move and count) lives in blocks that grow
 * with the depth, never per position.
 */
import { grown32, ld32, st32 } from '../../../freecell/solver/core/memory';
import { F2T, S2F, S2T, draw, fromOf, isDecided, key, logLength, passLimit, play, ptrDominance, ptrMask, ptrShift, stockAt, stockLen, toOf, undo, worryBack } from './board';
import { MAX_MOVES, generate, generateLandings, generateSuccessorsHome, isForced, setWaitsForLanding } from './moves';
import { SET_BITS, add, addPointer, begin, count, forget, full, has, held, room } from './table';

/** The clock (the host's performance.now()), read only when a search has a deadline. */
@external("env", "now")
declare function now(): f64;

export const SOLVED = 0;
export const UNSOLVABLE = 1;
export const UNKNOWN = 2;

let moves: usize = 0;
let movesCap: i32 = 0;
let first: usize = 0;
let next: usize = 0;
let counts: usize = 0;
let stackCap: i32 = 0;
/** Each depth's stored key (NO_KEY where the position there is not stored), for forgetAllBut. */
let pathKeys: usize = 0;
/** Not a key: a key's lowest four bits, the first suit's foundation height, are at most 13. */
const NO_KEY: u64 = 0xffffffffffffffff;

/** Positions the last search stored, and the length of its path when solved (the board's log). */
export let positions: i32 = 0;
export let pathLength: i32 = 0;
/** Whether this search's table keeps pointer sets (storeFresh). */
let pointerSets = false;

/**
 * Searches from the board's position; the board's log keeps the path when solved (until
 * the next load). `maxPositions` counts every position stored, also those stored again
 * after the table forgot them; with `tableRoom` above 0 the table forgets whenever it
 * holds that many (the tests'), else only when it is full.
 */
export function search(maxPositions: i32, deadline: f64, postpone: bool, tableRoom: i32 = 0): i32 {
  if (stackCap === 0) growStack();
  if (movesCap === 0) growMoves(MAX_MOVES * 256);
  // a deal's stock of 24 cards needs 17 pointer bits; a deal file's longer stock is searched with the keys as they are
  pointerSets = ptrDominance && pointerBit(stockLen - (stockLen % 3 === 0 ? 1 : 0)) < SET_BITS;
  begin(max(maxPositions, 1), pointerSets, tableRoom);
  const outcome = run(maxPositions, deadline, postpone);
  positions = count;
  pathLength = outcome === SOLVED ? logLength : 0;
  return outcome;
}

/** Takes the board back to where the search began. */
export function rewind(): void {
  while (logLength > 0) undo();
}

function run(maxPositions: i32, deadline: f64, postpone: bool): i32 {
  const rootKey = key();
  storeFresh(rootKey);
  setPathKey(0, rootKey);
  if (isDecided()) return SOLVED;
  // stock cards wait where every stock card stays in reach; foundation cards wherever they may come down
  const stockWaits = postpone && draw !== 3 && passLimit === 0x7fffffff;
  const homeWaits = postpone && worryBack;
  setWaitsForLanding(stockWaits);
  const timed = deadline < Infinity;
  let depth = 0;
  st32(first, 0, 0);
  st32(counts, 0, generate(moves));
  st32(next, 0, 0);
  for (;;) {
    const k = ld32(next, depth);
    if (k < ld32(counts, depth)) {
      const move = ld32(moves, ld32(first, depth) + k);
      st32(next, depth, k + 1);
      const type = move & 7;
      // the card a stock card gone home by choice (not forced) waits for, the next of its suit (../search.ts, successorsHome); -1 for none
      const awaited = stockWaits && type === S2F && !isForced(move) ? waitedFor(stockAt(fromOf(move))) : -1;
      play(move);
      if (isDecided()) return SOLVED;
      // the next depth's moves go after this one's
      const at = ld32(first, depth) + ld32(counts, depth);
      if (at + MAX_MOVES > movesCap) growMoves(movesCap * 2);
      const block = moves + (<usize>at << 2);
      let n: i32;
      if (awaited >= 0) {
        // a stock card gone home waits for the next of its suit; not stored, nor looked up
        setPathKey(depth + 1, NO_KEY);
        n = generateSuccessorsHome(block, awaited);
        if (n === 0) {
          undo();
          continue;
        }
      } else if ((stockWaits && type === S2T) || (homeWaits && type === F2T)) {
        // a card put down waits for a card to land on it (generateLandings; ../search.ts,
        // landings); not stored, nor looked up: the positions after it are, where it was met before
        setPathKey(depth + 1, NO_KEY);
        n = generateLandings(block, toOf(move), type === F2T ? fromOf(move) : -1);
        if (n === 0) {
          undo();
          continue;
        }
      } else {
        const k = key();
        let fresh = storeFresh(k);
        if (!fresh && full) {
          // no room for it: the table forgets (forgetAllBut), and it is stored again
          forgetAllBut(depth);
          fresh = storeFresh(k);
        }
        if (!fresh) {
          undo();
          // full even so (the path alone fills the table): no going on
          if (full) {
            rewind();
            return UNKNOWN;
          }
          continue;
        }
        setPathKey(depth + 1, k);
        if (count >= maxPositions || (timed && (count & 1023) === 0 && now() > deadline)) {
          rewind();
          return UNKNOWN;
        }
        if (held >= room) forgetAllBut(depth + 1);
        n = generate(block);
      }
      depth += 1;
      if (depth === stackCap) growStack();
      st32(first, depth, at);
      st32(counts, depth, n);
      st32(next, depth, 0);
    } else {
      if (depth === 0) return UNSOLVABLE;
      depth -= 1;
      undo();
    }
  }
  return UNKNOWN;
}

/**
 * The table forgets every position but those on the path, depths 0 to `depth`, which are
 * stored again: for a search that goes on when its table is full. Sound, because every
 * stored position off the path has been searched to the end without a win (a win ends
 * the search), so forgetting it only means searching it again if met again; and the
 * path's positions stay, so the search never comes round to one of its own ancestors,
 * and ends. What it costs: the positions met again (deal 2604 of draw 3, which fills
 * the table at 25.1 million positions, is lost at 73.4 million with the table emptied
 * twice; docs/klondike-solver.md, "Forgetting").
 */
function forgetAllBut(depth: i32): void {
  forget();
  for (let d = 0; d <= depth; d += 1) {
    const k = pathKey(d);
    if (k !== NO_KEY) storeFresh(k);
  }
}

/** The key stored at a depth of the path (NO_KEY: the position there is not stored). */
// @ts-ignore: decorator
@inline function pathKey(depth: i32): u64 {
  return load<u64>(pathKeys + (<usize>depth << 3));
}

// @ts-ignore: decorator
@inline function setPathKey(depth: i32, k: u64): void {
  store<u64>(pathKeys + (<usize>depth << 3), k);
}

/** The card a stock card gone home waits for: the next of its suit, -1 for a King (../search.ts, waitedFor). */
function waitedFor(card: i32): i32 {
  return (card >> 2) === 12 ? -1 : card + 4;
}

/**
 * Stores the position's key; false when the table held it already, or (draw 3 without a
 * pass limit) a position that dominates it: one with the waste shorter by whole draws,
 * or, for a fresh pass, one with the waste ending anywhere (../search.ts, `dominated`).
 * There the table keeps each key less its pointer with the set of pointers met
 * (table.ts `addPointer`), so the key and the ones that would dominate it are read in
 * one probe; the position is stored either way, as ../search.ts stores it.
 */
function storeFresh(k: u64): bool {
  if (!pointerSets) return add(k) && !(ptrDominance && dominated(k, stockLen));
  const p = <i32>(k >> ptrShift) & ptrMask;
  const set = addPointer(k & ~(<u64>ptrMask << ptrShift), pointerBit(p));
  if (set < 0) return false;
  if (p === 0) return (set & ~1) === 0;
  for (let shorter = p - 3; shorter > 0; shorter -= 3) {
    if ((set & (1 << pointerBit(shorter))) !== 0) return false;
  }
  return true;
}

/** A pointer's bit in a pointer set: 0 for a fresh pass (a multiple of three), then one for each other pointer in order (1, 2, 4, 5, 7, ...). */
// @ts-ignore: decorator
@inline function pointerBit(p: i32): i32 {
  return p === 0 ? 0 : p - p / 3;
}

/** Draw 3 without a pass limit, a deal file's long stock: a position with the waste shorter by whole draws (or, for a fresh pass, ending anywhere) searched already says what this one would (../search.ts). */
function dominated(k: u64, stockLength: i32): bool {
  const p = <i32>(k >> ptrShift) & ptrMask;
  const rest = k & ~(<u64>ptrMask << ptrShift);
  if (p === 0) {
    for (let other = 1; other <= stockLength; other += 1) {
      if (other % 3 !== 0 && has(rest | (<u64>other << ptrShift))) return true;
    }
    return false;
  }
  for (let shorter = p - 3; shorter > 0; shorter -= 3) {
    if (has(rest | (<u64>shorter << ptrShift))) return true;
  }
  return false;
}

function growStack(): void {
  const cap = stackCap === 0 ? 256 : stackCap * 2;
  first = grown32(first, stackCap, cap);
  next = grown32(next, stackCap, cap);
  counts = grown32(counts, stackCap, cap);
  // 64-bit keys: two 32-bit entries each
  pathKeys = grown32(pathKeys, stackCap * 2, cap * 2);
  stackCap = cap;
}

function growMoves(cap: i32): void {
  moves = grown32(moves, movesCap, cap);
  movesCap = cap;
}
