/**
 * The transposition table: the keys (board.ts `key()`: one 64-bit word, exact) of the
 * positions a search has met, in groups of one cache line each: seven keys and their
 * seven stamps (the search's number, one byte each) in 64 bytes, so that a probe
 * usually reads one line of memory. Open addressing: a key goes into the first free
 * slot of its group or of the groups after it.
 *
 * Fixed in size for a search: the host's budget of positions decides it (a power of two
 * of groups with room for at least 4/3 of the budget, at most MAX_GROUPS), made when a
 * search first needs that many and kept for the next; it never grows inside a search.
 * A slot whose stamp is not this search's number is free, so a new search starts on an
 * empty table without clearing it; after 255 searches the part used since the last
 * clearing is cleared once.
 */
import { allocRaw, release } from '../../../freecell/solver/core/memory';

const GROUP_BYTES = 64;
const PER_GROUP = 7;
/** The most groups a table has: 2^21, 128 MiB, room for 11 million positions. */
export const MAX_GROUPS: i32 = 1 << 21;
const MIN_GROUPS: i32 = 1 << 8;

let groups: usize = 0;
let capacity: i32 = 0;
let mask: i32 = 0;
/** Groups of the table written since it was last cleared. */
let dirty: i32 = 0;
let stamp: i32 = 0;
/** Positions stored in this search, and the most it may store. */
export let count: i32 = 0;
export let room: i32 = 0;

/** Groups a search with this budget of positions uses. */
export function groupsFor(positions: i32): i32 {
  let n = MIN_GROUPS;
  while (n < MAX_GROUPS && <i64>n * PER_GROUP * 3 < <i64>positions * 4) n <<= 1;
  return n;
}

/** Starts a search that may store up to `positions` positions (at most 3/4 of its slots). */
export function begin(positions: i32): void {
  const n = groupsFor(positions);
  if (n > capacity) {
    release(groups);
    groups = allocRaw(n * GROUP_BYTES);
    memory.fill(groups, 0, <usize>n * GROUP_BYTES);
    capacity = n;
    dirty = 0;
    stamp = 0;
  }
  mask = n - 1;
  room = min(positions, <i32>((<i64>n * PER_GROUP * 3) >> 2));
  stamp += 1;
  if (stamp > 255) {
    memory.fill(groups, 0, <usize>dirty * GROUP_BYTES);
    dirty = 0;
    stamp = 1;
  }
  if (n > dirty) dirty = n;
  count = 0;
}

/** A bijective mix of the key (splitmix64's finalizer): its top bits pick the group. */
// @ts-ignore: decorator
@inline function groupOf(key: u64): i32 {
  let h = key;
  h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9;
  h = (h ^ (h >> 27)) * 0x94d049bb133111eb;
  h ^= h >> 31;
  return <i32>(h >> 32) & mask;
}

/** Stores the key; false when it was there already. */
export function add(key: u64): bool {
  const s = <u8>stamp;
  let g = groupOf(key);
  for (;;) {
    const at = groups + (<usize>g << 6);
    for (let k = 0; k < PER_GROUP; k += 1) {
      const slot = at + <usize>k;
      if (load<u8>(slot) !== s) {
        store<u8>(slot, s);
        store<u64>(at + 8 + (<usize>k << 3), key);
        count += 1;
        return true;
      }
      if (load<u64>(at + 8 + (<usize>k << 3)) === key) return false;
    }
    g = (g + 1) & mask;
  }
  return false;
}

/** Whether the key is stored. */
export function has(key: u64): bool {
  const s = <u8>stamp;
  let g = groupOf(key);
  for (;;) {
    const at = groups + (<usize>g << 6);
    for (let k = 0; k < PER_GROUP; k += 1) {
      if (load<u8>(at + <usize>k) !== s) return false;
      if (load<u64>(at + 8 + (<usize>k << 3)) === key) return true;
    }
    g = (g + 1) & mask;
  }
  return false;
}
