/**
 * The transposition table: the keys (board.ts `key()`: one 64-bit word, exact) of the
 * positions a search has met, in groups of one cache line each: seven keys and their
 * seven stamps (the search's number, one byte each) in 64 bytes, so that a probe
 * usually reads one line of memory. Open addressing: a key goes into the first free
 * slot of its group or of the groups after it (never wrapping round: OVER groups past
 * the end take the overflow).
 *
 * A search starts on a small table and doubles it, in place, whenever it is three
 * quarters full, up to the size its budget of positions needs (at most MAX_GROUPS): a
 * search stays in as little memory as it uses, which keeps its probes in the caches.
 * The block for the largest table is taken once, when first needed, and never cleared:
 * a slot whose stamp is not this search's number is free, and memory never written
 * stays out of the process. After 255 searches the part written is cleared once.
 */
import { allocRaw } from '../../../freecell/solver/core/memory';

const GROUP_BYTES = 64;
const PER_GROUP = 7;
/** The most groups a table has: 2^21, 128 MiB, room for 11 million positions. */
export const MAX_GROUPS: i32 = 1 << 21;
const MIN_BITS: i32 = 6;
const MIN_GROUPS: i32 = 1 << MIN_BITS;
/** Groups past the end for the overflow of the last ones. */
const OVER: i32 = 64;

let groups: usize = 0;
let capacity: i32 = 0;
/** The table's size now (a power of two), and the most this search may grow it to. */
let size: i32 = 0;
let sizeBits: i32 = 0;
let limit: i32 = 0;
/** Groups written since the block was last cleared. */
let dirty: i32 = 0;
let stamp: i32 = 0;
/** How many groups past its own group a key has had to go, at most, in this search. */
let farthest: i32 = 0;
/** Positions stored in this search, and the most it may store. */
export let count: i32 = 0;
export let room: i32 = 0;
/** Set when a key found no free slot before the overflow's end: the search must stop. */
export let full: bool = false;

/** Groups a search with this budget of positions may grow to. */
export function groupsFor(positions: i32): i32 {
  let n = MIN_GROUPS;
  while (n < MAX_GROUPS && <i64>n * PER_GROUP * 3 < <i64>positions * 4) n <<= 1;
  return n;
}

/** Starts a search that may store up to `positions` positions (at most 3/4 of its slots). */
export function begin(positions: i32): void {
  limit = groupsFor(positions);
  if (limit > capacity) {
    // taken from fresh memory, zeroed by WebAssembly; kept at the largest size yet asked
    groups = allocRaw((MAX_GROUPS + OVER) * GROUP_BYTES);
    capacity = MAX_GROUPS;
    dirty = 0;
    stamp = 0;
  }
  room = min(positions, <i32>((<i64>limit * PER_GROUP * 3) >> 2));
  stamp += 1;
  if (stamp > 255) {
    memory.fill(groups, 0, <usize>dirty * GROUP_BYTES);
    dirty = 0;
    stamp = 1;
  }
  size = MIN_GROUPS;
  sizeBits = MIN_BITS;
  farthest = 0;
  full = false;
  count = 0;
  touch();
}

function touch(): void {
  if (size + OVER > dirty) dirty = size + OVER;
}

// @ts-ignore: decorator
@inline function mixed(key: u64): i32 {
  let h = key;
  h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9;
  h = (h ^ (h >> 27)) * 0x94d049bb133111eb;
  h ^= h >> 31;
  return <i32>(h >> 32);
}

/** The key's group in a table of 2^bits groups: the mix's top bits, so that doubling the table sends a group's keys to groups 2g and 2g + 1. */
// @ts-ignore: decorator
@inline function groupOf(key: u64, bits: i32): i32 {
  return <i32>(<u32>mixed(key) >>> <u32>(32 - bits));
}

/** Puts a key known to be absent into the table of `n` groups; false when the overflow ran out. */
function place(key: u64, bits: i32): bool {
  const s = <u8>stamp;
  const home = groupOf(key, bits);
  const end = min((1 << bits) + OVER, home + OVER);
  for (let g = home; g < end; g += 1) {
    const at = groups + (<usize>g << 6);
    for (let k = 0; k < PER_GROUP; k += 1) {
      if (load<u8>(at + <usize>k) !== s) {
        store<u8>(at + <usize>k, s);
        store<u64>(at + 8 + (<usize>k << 3), key);
        if (g - home > farthest) farthest = g - home;
        return true;
      }
    }
  }
  return false;
}

/** Stores the key; false when it was there already (or the table is full: see `full`). */
export function add(key: u64): bool {
  const s = <u8>stamp;
  const home = groupOf(key, sizeBits);
  const end = min(size + OVER, home + OVER);
  for (let g = home; g < end; g += 1) {
    const at = groups + (<usize>g << 6);
    for (let k = 0; k < PER_GROUP; k += 1) {
      const slot = at + <usize>k;
      if (load<u8>(slot) !== s) {
        store<u8>(slot, s);
        store<u64>(at + 8 + (<usize>k << 3), key);
        if (g - home > farthest) farthest = g - home;
        count += 1;
        if (<i64>count * 4 > <i64>size * PER_GROUP * 3 && size < limit) grow();
        return true;
      }
      if (load<u64>(at + 8 + (<usize>k << 3)) === key) return false;
    }
  }
  full = true;
  return false;
}

/** Whether the key is stored. */
export function has(key: u64): bool {
  const s = <u8>stamp;
  const home = groupOf(key, sizeBits);
  const end = min(size + OVER, home + OVER);
  for (let g = home; g < end; g += 1) {
    const at = groups + (<usize>g << 6);
    for (let k = 0; k < PER_GROUP; k += 1) {
      if (load<u8>(at + <usize>k) !== s) return false;
      if (load<u64>(at + 8 + (<usize>k << 3)) === key) return true;
    }
  }
  return false;
}

/** Room for the first groups' keys while the table doubles (see `grow`). */
const LOW_GROUPS = 2 * OVER + 2;
const LOW_KEYS: usize = allocRaw(LOW_GROUPS * PER_GROUP * 8);
const GROUP_KEYS: usize = allocRaw(PER_GROUP * 8);

/**
 * Doubles the table in place. A key whose group is g goes to group 2g or 2g + 1, which
 * is never below where it lies now (at most `farthest` groups past g) once past the
 * first `low` groups: so the
 * groups are taken from the last down, each emptied whole and its keys put back into the
 * doubled table, where everything from there up is already the doubled table's; the
 * first `low` groups' keys are held aside and put back last.
 */
function grow(): void {
  const old = size;
  size = old << 1;
  sizeBits += 1;
  touch();
  const low = min(old + OVER, min(LOW_GROUPS, 2 * farthest + 2));
  const s = <u8>stamp;
  let held = 0;
  for (let g = 0; g < low; g += 1) {
    const at = groups + (<usize>g << 6);
    for (let k = 0; k < PER_GROUP; k += 1) {
      if (load<u8>(at + <usize>k) !== s) break;
      store<u64>(LOW_KEYS + (<usize>held << 3), load<u64>(at + 8 + (<usize>k << 3)));
      held += 1;
      store<u8>(at + <usize>k, 0);
    }
  }
  for (let g = old + OVER - 1; g >= low; g -= 1) {
    const at = groups + (<usize>g << 6);
    let taken = 0;
    for (let k = 0; k < PER_GROUP; k += 1) {
      if (load<u8>(at + <usize>k) !== s) break;
      store<u64>(GROUP_KEYS + (<usize>taken << 3), load<u64>(at + 8 + (<usize>k << 3)));
      taken += 1;
      store<u8>(at + <usize>k, 0);
    }
    for (let k = 0; k < taken; k += 1) if (!place(load<u64>(GROUP_KEYS + (<usize>k << 3)), sizeBits)) full = true;
  }
  for (let k = 0; k < held; k += 1) if (!place(load<u64>(LOW_KEYS + (<usize>k << 3)), sizeBits)) full = true;
}
