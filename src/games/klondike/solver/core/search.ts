/**
 * Depth-first search with the transposition table (table.ts): every position is stored
 * when first met and never searched again, so 'unsolvable' means the search met every
 * position reachable under the dominances. The same search as ../search.ts, move for
 * move; its stack (each depth's moves, next move and count) lives in blocks that grow
 * with the depth, never per position. A search may run in several lanes, each with
 * its own stack and order of moves, taking turns (see LANES_MAX).
 */
import { grown32, ld32, st32 } from '../../../freecell/solver/core/memory';
import { F2T, S2F, S2T, decidedAfter, draw, fromOf, isDecided, key, keyAfter, logLength, passLimit, play, ptrDominance, ptrMask, ptrShift, stockAt, stockLen, toOf, undo, worryBack } from './board';
import { MAX_MOVES, generate, generateLandings, generateSuccessorsHome, isForced, setShuffle, setWaitsForLanding, shuffleNow } from './moves';
import { SET_BITS, add, addPointer, begin, count, forget, full, has, held, readAhead, readSum, room } from './table';

/** The clock (the host's performance.now()), read only when a search has a deadline. */
@external("env", "now")
declare function now(): f64;

export const SOLVED = 0;
export const UNSOLVABLE = 1;
export const UNKNOWN = 2;

let moves: usize = 0;
/** Beside each move of `moves`, the key of the position it leads to (prepare), where the search looks that up before making it. */
let moveKeys: usize = 0;
let movesCap: i32 = 0;
let first: usize = 0;
let next: usize = 0;
let counts: usize = 0;
let stackCap: i32 = 0;
/** Each depth's stored key (NO_KEY where the position there is not stored), for forgetAllBut. */
let pathKeys: usize = 0;
/** Not a key: a key's lowest four bits, the first suit's foundation height, are at most 13. */
const NO_KEY: u64 = 0xffffffffffffffff;

/** The depth of the path the loaded lane has reached. */
let depth: i32 = 0;

/**
 * Lanes (run): up to LANES_MAX searches of the same position, each trying the moves in its own
 * order (lane 0 in the search's, the others shuffled: moves.ts `setShuffle`), taking
 * turns of LANE_SLICE positions stored and sharing the one table. A lane does not search
 * a position another has stored, except one still on that lane's path (not searched to
 * its end by either yet), so that a lane is not shut out of the subtrees the others are
 * in; it never searches one on its own path. When every lane has run out of moves, every
 * position reachable under the dominances has been stored, as in one search, so the
 * search is lost; a win any lane finds is a win. What it is for: a won three-card
 * search often has its win near where some order looks first and far from where
 * another does (docs/klondike-solver.md, "Lanes"). Lanes do not forget: when the table
 * is full they stop undecided (UNKNOWN), and the caller searches in one lane, whose table
 * forgets (forgetAllBut): forgetting in lanes cost deal 2604 of draw 3 more than 100
 * million positions, against 73.5 million in one.
 */
const LANES_MAX = 8;
export const LANE_SLICE = 16384;
let lanes = 1;
/** The lane loaded. */
let lane = 0;
/** Each lane's stack while another runs (LANE_FIELDS words a lane: L_MOVES to L_DONE). */
const L_MOVES = 0;
const L_MOVES_CAP = 1;
const L_FIRST = 2;
const L_NEXT = 3;
const L_COUNTS = 4;
const L_STACK_CAP = 5;
const L_PATH_KEYS = 6;
const L_DEPTH = 7;
/** The lane's shuffle. */
const L_ORDER = 8;
/** Whether the lane has run out of moves. */
const L_DONE = 9;
const L_MOVE_KEYS = 10;
const LANE_FIELDS = 11;
const LANE: usize = memory.data(LANES_MAX * LANE_FIELDS * 4);

/** The lanes the next search runs in (1 to LANES_MAX). */
export function setLanes(value: i32): void {
  lanes = min(max(value, 1), LANES_MAX);
}

// @ts-ignore: decorator
@inline function laneWord(l: i32, field: i32): i32 {
  return ld32(LANE, l * LANE_FIELDS + field);
}

// @ts-ignore: decorator
@inline function setLaneWord(l: i32, field: i32, value: i32): void {
  st32(LANE, l * LANE_FIELDS + field, value);
}

function saveLane(l: i32): void {
  setLaneWord(l, L_MOVES, <i32>moves);
  setLaneWord(l, L_MOVES_CAP, movesCap);
  setLaneWord(l, L_FIRST, <i32>first);
  setLaneWord(l, L_NEXT, <i32>next);
  setLaneWord(l, L_COUNTS, <i32>counts);
  setLaneWord(l, L_STACK_CAP, stackCap);
  setLaneWord(l, L_PATH_KEYS, <i32>pathKeys);
  setLaneWord(l, L_DEPTH, depth);
  setLaneWord(l, L_MOVE_KEYS, <i32>moveKeys);
}

function loadLane(l: i32): void {
  moves = <usize>laneWord(l, L_MOVES);
  movesCap = laneWord(l, L_MOVES_CAP);
  first = <usize>laneWord(l, L_FIRST);
  next = <usize>laneWord(l, L_NEXT);
  counts = <usize>laneWord(l, L_COUNTS);
  stackCap = laneWord(l, L_STACK_CAP);
  pathKeys = <usize>laneWord(l, L_PATH_KEYS);
  depth = laneWord(l, L_DEPTH);
  moveKeys = <usize>laneWord(l, L_MOVE_KEYS);
  setShuffle(<u32>laneWord(l, L_ORDER));
}

/**
 * The keys on the paths of the lanes not loaded, while lanes search together (laid at
 * each turn: those paths do not change while the loaded lane runs): open addressing with
 * linear probing, NO_KEY for an empty slot. A lane may enter a position another lane
 * stored and has on its path (searched by neither to its end yet), never one on its own
 * path.
 */
const PATH_BITS = 12;
const PATH_SLOTS = 1 << PATH_BITS;
const PATH_KEYS: usize = memory.data(PATH_SLOTS * 8);

// @ts-ignore: decorator
@inline function pathSlotOf(k: u64): i32 {
  return <i32>((k * 0x9e3779b97f4a7c15) >> (64 - PATH_BITS));
}

/** Where `k` lies in PATH_KEYS, or the empty slot where it would go. */
function pathSlot(k: u64): usize {
  let i = pathSlotOf(k);
  for (;;) {
    const at = PATH_KEYS + (<usize>i << 3);
    const there = load<u64>(at);
    if (there === k || there === NO_KEY) return at;
    i = (i + 1) & (PATH_SLOTS - 1);
  }
  return 0;
}

/** Lays the keys on the other lanes' paths (at most half the slots: a key left out is only a position this lane will not enter). */
function layOtherPaths(): void {
  memory.fill(PATH_KEYS, 0xff, PATH_SLOTS * 8);
  let held = 0;
  for (let l = 0; l < lanes; l += 1) {
    if (l === lane || laneWord(l, L_DONE) !== 0) continue;
    const keys = <usize>laneWord(l, L_PATH_KEYS);
    const deepest = laneWord(l, L_DEPTH);
    for (let d = 0; d <= deepest && held < PATH_SLOTS / 2; d += 1) {
      const k = load<u64>(keys + (<usize>d << 3));
      if (k === NO_KEY) continue;
      const at = pathSlot(k);
      if (load<u64>(at) !== NO_KEY) continue;
      store<u64>(at, k);
      held += 1;
    }
  }
}

/** Whether the position (at depth `d` + 1 of the loaded lane) is on another lane's path and not on this one's. */
function onOtherPath(k: u64, d: i32): bool {
  if (load<u64>(pathSlot(k)) === NO_KEY) return false;
  for (let up = 0; up <= d; up += 1) if (pathKey(up) === k) return false;
  return true;
}

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
  if (isDecided()) return SOLVED;
  // stock cards wait where every stock card stays in reach; foundation cards wherever they may come down
  const stockWaits = postpone && draw !== 3 && passLimit === 0x7fffffff;
  const homeWaits = postpone && worryBack;
  waitTypes = (stockWaits ? (1 << S2F) | (1 << S2T) : 0) | (homeWaits ? 1 << F2T : 0);
  setWaitsForLanding(stockWaits, homeWaits);
  const timed = deadline < Infinity;
  // each lane's root; between searches lane 0's stack is the one loaded
  const order = shuffleNow();
  saveLane(0);
  for (let l = lanes - 1; l >= 0; l -= 1) {
    setLaneWord(l, L_ORDER, <i32>(l === 0 ? order : order ^ (<u32>(l + 100) * 0x9e3779b1)));
    setLaneWord(l, L_DONE, 0);
    loadLane(l);
    if (stackCap === 0) growStack();
    if (movesCap === 0) growMoves(MAX_MOVES * 256);
    setPathKey(0, rootKey);
    depth = 0;
    st32(first, 0, 0);
    const n = generate(moves);
    prepare(0, n);
    st32(counts, 0, n);
    st32(next, 0, 0);
    saveLane(l);
  }
  lane = 0;
  if (lanes > 1) layOtherPaths();
  let live = lanes;
  for (;;) {
    const outcome = advance(maxPositions, deadline, timed, lanes > 1 ? count + LANE_SLICE : 0x7fffffff);
    if (outcome === SOLVED || outcome === UNKNOWN) return leaveLanes(outcome);
    if (outcome === UNSOLVABLE) {
      setLaneWord(lane, L_DONE, 1);
      live -= 1;
      if (live === 0) return leaveLanes(UNSOLVABLE);
    }
    // the next lane's turn: the board back to the root, then along that lane's path
    rewind();
    saveLane(lane);
    do lane = (lane + 1) % lanes;
    while (laneWord(lane, L_DONE) !== 0);
    loadLane(lane);
    for (let d = 0; d < depth; d += 1) play(ld32(moves, ld32(first, d) + ld32(next, d) - 1));
    layOtherPaths();
  }
  return UNKNOWN;
}

/** Lane 0's stack loaded again after a search (the board, and a win's path in its log, stay as they are). */
function leaveLanes(outcome: i32): i32 {
  saveLane(lane);
  lane = 0;
  loadLane(0);
  return outcome;
}

/** The search's outcome when a lane's turn is up (run). */
const SLICED = 3;

/**
 * Searches on in the loaded lane until it decides, its budget or the table runs out
 * (both UNKNOWN, the board rewound), its stack is exhausted (UNSOLVABLE for this lane's
 * part), or `sliceEnd` positions are stored in all (SLICED).
 */
function advance(maxPositions: i32, deadline: f64, timed: bool, sliceEnd: i32): i32 {
  let d = depth;
  const many = lanes > 1;
  for (;;) {
    const tried = ld32(next, d);
    if (tried < ld32(counts, d)) {
      const index = ld32(first, d) + tried;
      const move = ld32(moves, index);
      st32(next, d, tried + 1);
      const type = move & 7;
      const awaited = awaitedAfter(move);
      // the next depth's moves go after this one's
      const at = ld32(first, d) + ld32(counts, d);
      if (at + MAX_MOVES > movesCap) growMoves(movesCap * 2);
      const block = moves + (<usize>at << 2);
      let n: i32;
      const landing = putDownToWait(move);
      if (awaited >= 0 || landing) {
        play(move);
        if (isDecided()) return SOLVED;
      } else if (decidedAfter(move)) {
        play(move);
        return SOLVED;
      }
      if (awaited >= 0) {
        // a stock card gone home waits for the next of its suit; not stored, nor looked up
        setPathKey(d + 1, NO_KEY);
        n = generateSuccessorsHome(block, awaited);
        if (n === 0) {
          undo();
          continue;
        }
      } else if (landing) {
        // not stored, nor looked up: the positions after it are, where it was met before
        setPathKey(d + 1, NO_KEY);
        n = generateLandings(block, toOf(move), type === F2T ? fromOf(move) : -1);
        if (n === 0) {
          undo();
          continue;
        }
      } else {
        // the position the move leads to, looked up before the move is made (its key worked out when the moves were: prepare): a move to a position met already is never made
        const k = load<u64>(moveKeys + (<usize>index << 3));
        let fresh = storeFresh(k);
        if (!fresh && full) {
          // no room for it: lanes stop undecided (see LANES_MAX); one search's table forgets (forgetAllBut), and it is stored again
          if (many) return undecided();
          forgetAllBut(d);
          fresh = storeFresh(k);
        }
        // stored by another lane and still on its path, not yet searched to its end: this lane may search it too
        if (!fresh && many && !full && onOtherPath(k, d)) fresh = true;
        if (!fresh) {
          // full even so (the path alone fills the table): no going on
          if (full) return undecided();
          continue;
        }
        play(move);
        setPathKey(d + 1, k);
        if (count >= maxPositions || (timed && (count & 1023) === 0 && now() > deadline)) return undecided();
        if (held >= room) {
          if (many) return undecided();
          forgetAllBut(d + 1);
        }
        n = generate(block);
      }
      prepare(at, n, !(awaited >= 0 || landing));
      d += 1;
      if (d === stackCap) growStack();
      st32(first, d, at);
      st32(counts, d, n);
      st32(next, d, 0);
      if (count >= sliceEnd) {
        depth = d;
        return SLICED;
      }
    } else {
      if (d === 0) {
        depth = 0;
        return UNSOLVABLE;
      }
      d -= 1;
      undo();
    }
  }
  return UNKNOWN;
}

/**
 * The types of move (a bit each) that may be made before anything is looked up (run sets
 * them, with `postpone`): where stock cards wait, a stock card gone home (awaitedAfter) or
 * put down (putDownToWait); where foundation cards wait, one put down.
 */
let waitTypes = 0;

/** Whether the move is of a type in waitTypes. */
// @ts-ignore: decorator
@inline function mayWait(move: i32): bool {
  return ((waitTypes >> (move & 7)) & 1) !== 0;
}

/** The card a stock card gone home by choice (not forced) waits for, the next of its suit (../search.ts, successorsHome); -1 for none, or another move. */
function awaitedAfter(move: i32): i32 {
  return (move & 7) === S2F && mayWait(move) && !isForced(move) ? waitedFor(stockAt(fromOf(move))) : -1;
}

/** Whether the move puts a card down to wait for a card to land on it (generateLandings; ../search.ts, landings). */
// @ts-ignore: decorator
@inline function putDownToWait(move: i32): bool {
  return (move & 7) !== S2F && mayWait(move);
}

/**
 * For the moves just written at `at` (`n` of them): the key of the position each leads
 * to (board.ts keyAfter), kept beside it in moveKeys for when its turn comes (the
 * moves that are made before anything is looked up have none); then the table's lines
 * those keys will probe, read one after another before any is probed, so that the reads
 * from memory overlap instead of each waiting for the one before (the table is far
 * larger than the caches). The keys are all worked out first, so that the reads come
 * close together. Only a read ahead: what is stored and found is the same without it.
 */
function prepare(at: i32, n: i32, ahead: bool = true): void {
  const keys = moveKeys + (<usize>at << 3);
  for (let m = 0; m < n; m += 1) {
    const move = ld32(moves, at + m);
    const unkeyed = mayWait(move) && (awaitedAfter(move) >= 0 || putDownToWait(move));
    store<u64>(keys + (<usize>m << 3), unkeyed ? NO_KEY : keyAfter(move));
  }
  if (!ahead) return;
  const base = pointerSets ? baseMask() : 0xffffffffffffffff;
  let sum: u32 = 0;
  for (let m = 0; m < n; m += 1) {
    const k = load<u64>(keys + (<usize>m << 3));
    if (k !== NO_KEY) sum += readAhead(k & base);
  }
  readSum(sum);
}

/**
 * The table forgets every position but those on the path, depths 0 to `top`, which are
 * stored again: for a search that goes on when its table is full. Sound, because every
 * stored position off the path has been searched to the end without a win (a win ends
 * the search), so forgetting it only means searching it again if met again; and the
 * path's positions stay, so the search never comes round to one of its own ancestors,
 * and ends. What it costs: the positions met again (deal 2604 of draw 3, which fills
 * the table at 25.1 million positions, is lost at 73.4 million with the table emptied
 * twice; docs/klondike-solver.md, "Forgetting").
 */
function forgetAllBut(top: i32): void {
  forget();
  for (let d = 0; d <= top; d += 1) {
    const k = pathKey(d);
    if (k !== NO_KEY) storeFresh(k);
  }
}

/** The search stops undecided (out of budget or time, or lanes whose table is full: see LANES_MAX), the board rewound. */
function undecided(): i32 {
  rewind();
  depth = 0;
  return UNKNOWN;
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
// @ts-ignore: decorator
@inline function storeFresh(k: u64): bool {
  if (!pointerSets) return add(k) && !(ptrDominance && dominated(k, stockLen));
  const p = <i32>(k >> ptrShift) & ptrMask;
  const set = addPointer(k & baseMask(), pointerBit(p));
  if (set < 0) return false;
  if (p === 0) return (set & ~1) === 0;
  return (set & ld32(SHORTER, p)) === 0;
}

/** The bits of a key but its pointer: a key's base, under which the table keeps the set of pointers met (storeFresh, dominated, prepare). */
// @ts-ignore: decorator
@inline function baseMask(): u64 {
  return ~(<u64>ptrMask << ptrShift);
}

/**
 * For each pointer p (below 32: pointer sets are kept only while a set fits in SET_BITS
 * bits), the bits of the pointers whose waste is shorter by whole draws (p - 3, p - 6,
 * ..., above 0), which dominate it (storeFresh).
 */
const SHORTER: usize = memory.data(32 * 4);
layShorter();

function layShorter(): void {
  for (let p = 0; p < 32; p += 1) {
    let bits = 0;
    for (let shorter = p - 3; shorter > 0; shorter -= 3) bits |= 1 << pointerBit(shorter);
    st32(SHORTER, p, bits);
  }
}

/** A pointer's bit in a pointer set: 0 for a fresh pass (a multiple of three), then one for each other pointer in order (1, 2, 4, 5, 7, ...). */
// @ts-ignore: decorator
@inline function pointerBit(p: i32): i32 {
  return p === 0 ? 0 : p - p / 3;
}

/** Draw 3 without a pass limit, a deal file's long stock: a position with the waste shorter by whole draws (or, for a fresh pass, ending anywhere) searched already says what this one would (../search.ts). */
function dominated(k: u64, stockLength: i32): bool {
  const p = <i32>(k >> ptrShift) & ptrMask;
  const rest = k & baseMask();
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
  // 64-bit keys: two 32-bit entries each
  moveKeys = grown32(moveKeys, movesCap * 2, cap * 2);
  movesCap = cap;
}
