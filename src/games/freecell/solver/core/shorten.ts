/**
 * A solution made shorter after the search, cheaply: wherever a position along it
 * comes back later, the loop between is cut out; and wherever one move leads from a
 * position straight to a later one, it takes the place of the moves between. This
 * also makes sure no solution visits a position twice (so no move is undone by the
 * next one).
 *
 * Positions are compared as the search compares them (board.ts: what each card lies
 * on, whatever the order of piles and free cells), and the moves are layout-free
 * (packMove: card, what it goes onto, count), so a cut may join two positions whose
 * piles lie in different places. The moves are the answer's: every move home written
 * out, nothing moving by itself.
 *
 * The caller (answer.ts) writes the moves at `path` (room for `pathRoom(count)` of
 * them), the start position being the layout's, and calls `shorten`; the shortened
 * moves are left at `path`.
 */
import { Board, KEY_WORDS, STRIDE } from './board';
import { CELLS, COL, HOMES, LENGTHS } from './layout';
import { alloc, allocRaw, copyKey, fill32, grown32, ld32, ld8, release, sameKey, st32, st8 } from './memory';
import { MoveList } from './moves';

const KEY_BYTES = KEY_WORDS * 4;

const start = new Board();
const board = new Board();
const list = new MoveList();
const runs: usize = alloc(8 * 4);

/** The moves, in and out. */
export let path: usize = allocRaw(512 * 4);
let pathCapacity: i32 = 512;
let length: i32 = 0;
/** For each position along the moves: its key and hash. */
let keys: usize = allocRaw(512 * KEY_BYTES);
let hashes: usize = allocRaw(512 * 4);
/** ...and how many cards it has home. */
let homes: usize = allocRaw(512 * 4);
let positionCapacity: i32 = 512;
/** Open addressing over the positions by hash: the latest position + 1 with that hash, or 0. */
let table: usize = alloc(2048 * 4);
let tableSize: i32 = 2048;
/** The last cut found: moves at..to-1 replaced by `cutMove` (-1: by nothing). */
let cutAt: i32 = 0;
let cutTo: i32 = 0;
let cutMove: i32 = -1;

/** Makes room for `count` moves at `path` (where the host then writes them). */
export function pathRoom(count: i32): usize {
  if (count > pathCapacity) {
    path = grown32(path, 0, count);
    pathCapacity = count;
  }
  return path;
}

/** Notes the positions along the moves (keys, hashes, cards home, and the table), and gives their number. */
function note(): i32 {
  const n = length + 1;
  if (n > positionCapacity) {
    release(keys);
    release(hashes);
    release(homes);
    positionCapacity = n * 2;
    keys = allocRaw(positionCapacity * KEY_BYTES);
    hashes = allocRaw(positionCapacity * 4);
    homes = allocRaw(positionCapacity * 4);
  }
  let size = tableSize;
  while (size < 4 * n) size *= 2;
  if (size !== tableSize) {
    release(table);
    table = allocRaw(size * 4);
    tableSize = size;
  }
  const b = board;
  b.copyKeyOf(start);
  for (let i = 0; i < n; i += 1) {
    if (i > 0) b.play(ld32(path, i - 1));
    st32(hashes, i, b.hash);
    st32(homes, i, b.homeCount);
    copyKey(keys + <usize>(i * KEY_BYTES), b.below);
  }
  index(n);
  return n;
}

/** Fills the table from the first n positions noted. */
function index(n: i32): void {
  const size = tableSize;
  fill32(table, 0, size);
  const mask = size - 1;
  for (let i = 0; i < n; i += 1) {
    const key = keys + <usize>(i * KEY_BYTES);
    // the latest position with this key wins the slot: scanning on, later ones overwrite
    let slot = ld32(hashes, i) & mask;
    for (; ld32(table, slot) !== 0; slot = (slot + 1) & mask) {
      if (sameKey(keys + <usize>((ld32(table, slot) - 1) * KEY_BYTES), key)) break;
    }
    st32(table, slot, i + 1);
  }
}

/**
 * The n positions noted after a cut that keeps the first `kept` of them and then
 * goes on from position `to`: the positions from `to` on are the same positions as
 * before (layout-free moves from the same key), only earlier along the moves, so
 * they are moved down rather than played again. Gives their number.
 */
function renote(n: i32, kept: i32, to: i32): i32 {
  const rest = n - to;
  memory.copy(keys + <usize>(kept * KEY_BYTES), keys + <usize>(to * KEY_BYTES), <usize>(rest * KEY_BYTES));
  memory.copy(hashes + (<usize>kept << 2), hashes + (<usize>to << 2), <usize>rest << 2);
  memory.copy(homes + (<usize>kept << 2), homes + (<usize>to << 2), <usize>rest << 2);
  index(kept + rest);
  return kept + rest;
}

/** The latest position along the moves whose key is `key` (with the hash given), or -1. */
function latest(hash: i32, key: usize): i32 {
  const mask = tableSize - 1;
  for (let slot = hash & mask; ld32(table, slot) !== 0; slot = (slot + 1) & mask) {
    const i = ld32(table, slot) - 1;
    if (ld32(hashes, i) === hash && sameKey(keys + <usize>(i * KEY_BYTES), key)) return i;
  }
  return -1;
}

/** Whether two keys differ in exactly one entry. */
// @ts-ignore: decorator
@inline function oneApart(a: usize, b: usize): bool {
  let found = false;
  for (let at: usize = 0; at < 48; at += 8) {
    const x = load<u64>(a + at) ^ load<u64>(b + at);
    if (x === 0) continue;
    // more than one byte of the word differs, or a byte of another word did
    if (found || (x >> (ctz(x) & ~7)) > 0xff) return false;
    found = true;
  }
  const y = load<u32>(a + 48) ^ load<u32>(b + 48);
  if (y === 0) return found;
  return !found && y >> (ctz(y) & ~7) <= 0xff;
}

/**
 * Whether some position after the next one along the moves differs from position i
 * in one entry of its key: one move (which changes one entry, its card's) can lead
 * only to such a position, so when there is none no move from i leads further than
 * the next move does, and the moves from i need not be tried. A move changes at most
 * one entry to or from home, and cards only ever go home, so such positions have at
 * most one card more home than i, and the look stops at the first with two.
 */
function oneMoveAhead(i: i32, n: i32): bool {
  const most = ld32(homes, i) + 1;
  const key = keys + <usize>(i * KEY_BYTES);
  for (let j = i + 2; j < n && ld32(homes, j) <= most; j += 1) {
    if (oneApart(key, keys + <usize>(j * KEY_BYTES))) return true;
  }
  return false;
}

/** Finds the first place, from position `from` on, where the moves can be cut short (cutAt, cutTo, cutMove); false when there is none. */
function firstCut(from: i32, n: i32, supermoves: bool): bool {
  const b = board;
  const below = b.below;
  // the board at position `from`, from its key (in the key's layout of piles: which
  // pile a card lies in does not change which positions a layout-free move reaches)
  copyKey(below, keys + <usize>(from * KEY_BYTES));
  b.decode(ld32(hashes, from));
  for (let i = from; i < n - 1; i += 1) {
    if (i > from) b.play(ld32(path, i - 1));
    // the position comes back later: the loop goes
    const back = latest(b.hash, below);
    if (back > i) {
      cutAt = i;
      cutTo = back;
      cutMove = -1;
      return true;
    }
    // one move that leads further along than the next
    if (!oneMoveAhead(i, n)) continue;
    for (let p = 0; p < 8; p += 1) st32(runs, p, b.topRun(p));
    list.generate(b, runs, supermoves);
    const count = list.length;
    let best = i + 1;
    let bestMove = -1;
    for (let m = 0; m < count; m += 1) {
      const move = b.describe(ld32(list.from, m), ld32(list.to, m), ld32(list.count, m));
      const hash = b.hashAfter(move);
      const moved = move & 63;
      // the position after it differs in one entry of the key: what the moved card lies on
      const was = ld8(below, moved);
      st8(below, moved, (move >> 6) & 63);
      const reached = latest(hash, below);
      st8(below, moved, was);
      if (reached > best) {
        best = reached;
        bestMove = move;
      }
    }
    if (bestMove >= 0) {
      cutAt = i;
      cutTo = best;
      cutMove = bestMove;
      return true;
    }
  }
  return false;
}

/** Shortens the `count` moves at `path` from the layout's position: how many are left (at `path`). */
export function shorten(count: i32, supermoves: bool): i32 {
  start.load(COL, STRIDE, LENGTHS, CELLS, HOMES);
  length = count;
  let n = note();
  for (let from = 0; firstCut(from, n, supermoves); from = cutAt) {
    let at = cutAt;
    if (cutMove >= 0) st32(path, at++, cutMove);
    memory.copy(path + (<usize>at << 2), path + (<usize>cutTo << 2), <usize>(length - cutTo) << 2);
    length -= cutTo - at;
    // the positions left: the first `at` (up to the one the move cut in leaves, if any), then from cutTo on
    n = renote(n, at, cutTo);
  }
  return length;
}
