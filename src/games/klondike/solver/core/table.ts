/**
 * The transposition table: the keys (board.ts: four 32-bit words, exact) of the
 * positions a search has met, open addressing with linear probing, 16 bytes a slot.
 * Fixed in size for a search: the host's budget of positions decides it (a power of
 * two at least 4/3 of the budget, at most MAX_SLOTS), made when a search first needs
 * that many slots and kept for the next; it never grows inside a search. A slot's
 * fourth word holds the search's number in its top 8 bits (the key uses 24), so a new
 * search starts on an empty table without clearing it; after 255 searches the part of
 * the table used since the last clearing is cleared once.
 */
import { allocRaw, release } from '../../../freecell/solver/core/memory';

/** The most slots a table has: 2^23, 128 MiB, room for 6.29 million positions. */
export const MAX_SLOTS: i32 = 1 << 23;
const MIN_SLOTS: i32 = 1 << 14;

let slots: usize = 0;
let capacity: i32 = 0;
let mask: i32 = 0;
/** Slots of the table written since it was last cleared (its whole length: probes wrap). */
let dirty: i32 = 0;
let stamp: i32 = 0;
/** Positions stored in this search, and the most it may store. */
export let count: i32 = 0;
export let room: i32 = 0;

/** Slots a search with this budget of positions uses. */
export function slotsFor(positions: i32): i32 {
  let n = MIN_SLOTS;
  while (n < MAX_SLOTS && <i64>n * 3 < <i64>positions * 4) n <<= 1;
  return n;
}

/** Starts a search that may store up to `positions` positions (at most 3/4 of its slots). */
export function begin(positions: i32): void {
  const n = slotsFor(positions);
  if (n > capacity) {
    release(slots);
    slots = allocRaw(n << 4);
    memory.fill(slots, 0, <usize>n << 4);
    capacity = n;
    dirty = 0;
    stamp = 0;
  }
  mask = n - 1;
  room = min(positions, <i32>((<i64>n * 3) >> 2));
  stamp += 1;
  if (stamp > 255) {
    memory.fill(slots, 0, <usize>dirty << 4);
    dirty = 0;
    stamp = 1;
  }
  if (n > dirty) dirty = n;
  count = 0;
}

// @ts-ignore: decorator
@inline function slotOf(k0: i32, k1: i32, k2: i32, k3: i32): i32 {
  let h = (k0 ^ 0x9e3779b9) * 0x85ebca6b;
  h = (h ^ (h >>> 15) ^ k1) * 0xc2b2ae35;
  h = (h ^ (h >>> 13) ^ k2) * 0x85ebca6b;
  h = (h ^ (h >>> 16) ^ k3) * 0xc2b2ae35;
  return h ^ (h >>> 16);
}

/** Stores the key; false when it was there already. */
export function add(k0: i32, k1: i32, k2: i32, k3: i32): bool {
  const tagged = k3 | (stamp << 24);
  let slot = slotOf(k0, k1, k2, k3) & mask;
  for (;;) {
    const at = slots + (<usize>slot << 4);
    const w3 = load<i32>(at, 12);
    if ((w3 >>> 24) !== stamp) {
      store<i32>(at, k0);
      store<i32>(at, k1, 4);
      store<i32>(at, k2, 8);
      store<i32>(at, tagged, 12);
      count += 1;
      return true;
    }
    if (w3 === tagged && load<i32>(at) === k0 && load<i32>(at, 4) === k1 && load<i32>(at, 8) === k2) return false;
    slot = (slot + 1) & mask;
  }
  return false;
}

/** Whether the key is stored. */
export function has(k0: i32, k1: i32, k2: i32, k3: i32): bool {
  const tagged = k3 | (stamp << 24);
  let slot = slotOf(k0, k1, k2, k3) & mask;
  for (;;) {
    const at = slots + (<usize>slot << 4);
    const w3 = load<i32>(at, 12);
    if ((w3 >>> 24) !== stamp) return false;
    if (w3 === tagged && load<i32>(at) === k0 && load<i32>(at, 4) === k1 && load<i32>(at, 8) === k2) return true;
    slot = (slot + 1) & mask;
  }
  return false;
}
