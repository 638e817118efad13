/**
 * The transposition table, in two forms sharing one block of memory: the keys of the
 * positions a search has met, or (three-card draws without a pass limit) each key less
 * its pointer with the set of pointers met with it (the pointer-set form, at the end of
 * this file), so that a position and those that would dominate it are read in one probe.
 *
 * The keys' form: the keys (board.ts `key()`: one 64-bit word, exact) of the
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
 *
 * At its largest size the table is packed: a key is kept as what its group
 * does not already say. The mix (`mix64`) is a bijection of 64-bit words, and the
 * group is the mix's top MAX_BITS bits, so the mix's other 43 bits and how far past its
 * own group the key lies (1 to REACH) name the key exactly: 48 bits with the bit that
 * says which of a key's two mixes placed it (see `probePacked`), ten to a group, 0 for a
 * free slot. So the same 128 MiB hold 19.7 million positions instead of
 * 11 million (the hard lost deals of draw 1 need up to 19.2 million). The doubling
 * into the largest size writes the packed form; the search after a packed one clears
 * what was written, since packed slots are no stamps.
 */
import { allocRaw } from '../../../freecell/solver/core/memory';

const GROUP_BYTES = 64;
const PER_GROUP = 7;
const MAX_BITS: i32 = 21;
/** The most groups a table has: 2^21, 128 MiB, room for 19.7 million positions (packed). */
export const MAX_GROUPS: i32 = 1 << MAX_BITS;
/** Keys a packed group holds (6 bytes each), and the groups past its own a key may go. */
const PACKED_PER_GROUP = 10;
const REACH: i32 = 15;
const RESIDUE_BITS: u64 = 64 - <u64>MAX_BITS;
const RESIDUE_MASK: u64 = ((<u64>1) << RESIDUE_BITS) - 1;
/** The most positions a packed table is let hold: 94% of its slots (with keys at random, the first key without room came at 94.3%: `checkTable`). */
export const PACKED_ROOM: i32 = <i32>((<i64>MAX_GROUPS * PACKED_PER_GROUP * 94) / 100);
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
/** Positions stored in this search, those the table holds now (the same until it forgets: `forget`), and the most it may hold. */
export let count: i32 = 0;
export let held: i32 = 0;
export let room: i32 = 0;
/** Set when a key found no free slot before the overflow's end: the search must stop. */
export let full: bool = false;
/** Whether a search since the last clearing packed the table (the table is packed while `size` is MAX_GROUPS). */
let wasPacked: bool = false;

/** Groups a search with this budget of positions may grow to. */
export function groupsFor(positions: i32): i32 {
  let n = MIN_GROUPS;
  while (n < MAX_GROUPS && <i64>n * PER_GROUP * 3 < <i64>positions * 4) n <<= 1;
  return n;
}

/** The most positions a table of `n` groups may hold. */
function roomOf(n: i32): i32 {
  return n === MAX_GROUPS ? PACKED_ROOM : <i32>((<i64>n * PER_GROUP * 3) >> 2);
}

/**
 * Starts a search that may store up to `positions` positions, keys as they are or
 * (`pointerSets`) as keys less their pointer, each with the set of pointers met (see
 * addPointer). The table holds at most `room` of them at once: `roomOf` its largest
 * size, or for pointer sets until a base finds no slot (`full`); with `tableRoom` above
 * 0, at most that many (the tests' way to make a search forget often).
 */
export function begin(positions: i32, pointerSets: bool = false, tableRoom: i32 = 0): void {
  pointerForm = pointerSets;
  bases = 0;
  limit = pointerSets ? groupsForSets(positions) : groupsFor(positions);
  if (limit > capacity) {
    // taken from fresh memory, zeroed by WebAssembly; kept at the largest size yet asked
    groups = allocRaw((MAX_GROUPS + OVER) * GROUP_BYTES);
    capacity = MAX_GROUPS;
    dirty = 0;
    stamp = 0;
  }
  room = pointerSets ? i32.MAX_VALUE : roomOf(limit);
  if (tableRoom > 0) room = min(room, tableRoom);
  stamp += 1;
  // the two forms lay a group out differently: one's stamps are no stamps to the other
  if (stamp > 255 || wasPacked || pointerSets !== setsWritten) {
    memory.fill(groups, 0, <usize>dirty * GROUP_BYTES);
    dirty = 0;
    stamp = 1;
    wasPacked = false;
    setsWritten = pointerSets;
  }
  size = MIN_GROUPS;
  sizeBits = MIN_BITS;
  farthest = 0;
  full = false;
  count = 0;
  held = 0;
  touch();
}

/**
 * Empties the table, keeping its size, for a search that goes on when it is full
 * (search.ts `forgetAllBut`): what it held is forgotten, and the positions met from
 * here on are stored again as they come.
 */
export function forget(): void {
  memory.fill(groups, 0, <usize>dirty * GROUP_BYTES);
  held = 0;
  bases = 0;
  full = false;
}

/** One more position stored: in the search's count, and in what the table holds now. */
// @ts-ignore: decorator
@inline function counted(): void {
  count += 1;
  held += 1;
}

function touch(): void {
  if (size + OVER > dirty) dirty = size + OVER;
}

/** A bijection of 64-bit words that spreads the keys (each step can be undone: an xor with a shift of itself, a product with an odd number). */
// @ts-ignore: decorator
@inline function mix64(key: u64): u64 {
  let h = key;
  h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9;
  h = (h ^ (h >> 27)) * 0x94d049bb133111eb;
  return h ^ (h >> 31);
}

// @ts-ignore: decorator
@inline function mixed(key: u64): i32 {
  return <i32>(mix64(key) >> 32);
}

// @ts-ignore: decorator
@inline function loadSlot(at: usize): u64 {
  return <u64>load<u32>(at) | (<u64>load<u16>(at + 4) << 32);
}

// @ts-ignore: decorator
@inline function storeSlot(at: usize, value: u64): void {
  store<u32>(at, <u32>value);
  store<u16>(at + 4, <u16>(value >> 32));
}

/** The second group's mix: the first one's of the key under a fixed mask, so a bijection too. */
const SECOND: u64 = 0x9e3779b97f4a7c15;
const SECOND_TAG: u64 = 16;
/** A key goes into its first group without a look at its second while the first has this many free slots. */
const FIRST_ROOM: i32 = 5;

/**
 * The packed table's probe: stores the key when `insert` and it is absent. 1 when it
 * was stored, 0 when it was there already, -1 when absent and not stored (not asked to,
 * or no free slot within REACH groups of either of its two groups).
 *
 * A key has two groups, from two mixes. It goes into its first group while that has
 * FIRST_ROOM free slots or more; after that, into whichever of its two runs of groups
 * (each from its group on, up to REACH) has a free slot nearer (between as near, the
 * one with more room; the first when both have as much). Its slot holds the other 43
 * bits of the mix that placed it, which mix (SECOND_TAG), and how far past that mix's
 * group it lies (1 to REACH): the key exactly. A run only fills, slot after slot, so a
 * key stored in a run lies before the run's first free slot; and one stored from its
 * second group was stored while its first group had fewer than FIRST_ROOM free slots,
 * as it still has. So a probe stops where the first run's first free slot is in the
 * key's first group with FIRST_ROOM free, and reads the second run only past that.
 * Linear probing alone reaches too far at this load (16.9 million positions in, 80% of
 * the slots, a key of deal 81, draw 1, met 30 full groups); with two runs, keys at
 * random first find no room at 94.3% of the slots (at 90.6% when a key took its first
 * group while it had any room, at 94.4% when it always weighed both).
 */
function probePacked(key: u64, insert: bool): i32 {
  const h = mix64(key);
  const home = <i32>(h >> RESIDUE_BITS);
  const residue = (h & RESIDUE_MASK) << 5;
  if (scanRun(home, residue)) return 0;
  const free1 = runFree;
  const far1 = runFar;
  const room1 = runRoom;
  if (free1 !== 0 && far1 === 0 && room1 >= FIRST_ROOM) {
    if (!insert) return -1;
    storeSlot(free1, residue | 1);
    return 1;
  }
  const h2 = mix64(key ^ SECOND);
  const home2 = <i32>(h2 >> RESIDUE_BITS);
  const residue2 = ((h2 & RESIDUE_MASK) << 5) | SECOND_TAG;
  if (scanRun(home2, residue2)) return 0;
  if (!insert) return -1;
  if (free1 !== 0 && (runFree === 0 || far1 < runFar || (far1 === runFar && room1 >= runRoom))) {
    storeSlot(free1, residue | <u64>(far1 + 1));
    return 1;
  }
  if (runFree !== 0) {
    storeSlot(runFree, residue2 | <u64>(runFar + 1));
    return 1;
  }
  return -1;
}

/** Where the last `scanRun` found its run's first free slot (0: none within REACH), and how many groups past the run's start. */
let runFree: usize = 0;
let runFar: i32 = 0;
/** Free slots in that group. */
let runRoom: i32 = 0;

/** Reads a run of the packed table from group `home` on: true when a slot holds the key (`residue`, with how far past `home` it lies); else up to the first free slot (`runFree`, `runFar`). */
function scanRun(home: i32, residue: u64): bool {
  const end = min(MAX_GROUPS + OVER, home + REACH);
  for (let g = home; g < end; g += 1) {
    const at = groups + (<usize>g << 6);
    const tag = residue | <u64>(g - home + 1);
    for (let k = 0; k < PACKED_PER_GROUP; k += 1) {
      const slot = at + <usize>(k * 6);
      const value = loadSlot(slot);
      if (value === 0) {
        runFree = slot;
        runFar = g - home;
        runRoom = PACKED_PER_GROUP - k;
        return false;
      }
      if (value === tag) return true;
    }
  }
  runFree = 0;
  return false;
}

/**
 * Puts a key known to be absent into its first run of the packed table (while the table
 * is packed in place, `grow`: the second group could lie below where the doubling has
 * got to). False when the run has no free slot.
 */
function placePacked(key: u64): bool {
  const h = mix64(key);
  const residue = (h & RESIDUE_MASK) << 5;
  scanRun(<i32>(h >> RESIDUE_BITS), residue);
  if (runFree === 0) return false;
  storeSlot(runFree, residue | <u64>(runFar + 1));
  return true;
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
  if (size === MAX_GROUPS) {
    const outcome = probePacked(key, true);
    if (outcome === 1) {
      counted();
      return true;
    }
    if (outcome < 0) full = true;
    return false;
  }
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
        counted();
        if (<i64>held * 4 > <i64>size * PER_GROUP * 3 && size < limit) grow();
        return true;
      }
      if (load<u64>(at + 8 + (<usize>k << 3)) === key) return false;
    }
  }
  full = true;
  return false;
}

/** A word of memory the reads ahead add into, so that no compiler drops them as unused (the host can read memory). */
const READ_AHEAD: usize = allocRaw(8);

/**
 * Reads the first line of the table a probe of the key (in the pointer-set form, of the
 * base) reads, so that the line is on its way into the caches when the probe comes
 * (search.ts `prepare`): a byte of it, for the caller to add up and hand to readSum.
 * Changes nothing the table holds.
 */
// @ts-ignore: decorator
@inline export function readAhead(key: u64): u32 {
  const g = size === MAX_GROUPS ? <i32>(mix64(key) >> RESIDUE_BITS) : groupOf(key, sizeBits);
  return load<u8>(groups + (<usize>g << 6) + 1);
}

/** Keeps the sum of bytes read ahead, so that no compiler drops the reads as unused. */
export function readSum(sum: u32): void {
  store<u32>(READ_AHEAD, load<u32>(READ_AHEAD) + sum);
}

/** Whether the key is stored. */
export function has(key: u64): bool {
  if (size === MAX_GROUPS) return probePacked(key, false) === 0;
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
/** Room for the entries of the first groups while the table doubles, and of one group: the larger of the two forms' (7 keys of 8 bytes, 5 bases and sets of 12). */
const LOW_ENTRIES: usize = allocRaw(LOW_GROUPS * 64);
const GROUP_ENTRIES: usize = allocRaw(64);

/**
 * Doubles the table in place. A key whose group is g goes to group 2g or 2g + 1, which
 * is never below where it lies now (at most `farthest` groups past g) once past the
 * first `low` groups: so the groups are taken from the last down, each emptied whole
 * and its keys put back into the doubled table, where everything from there up is
 * already the doubled table's; the first `low` groups' keys are held aside and put back
 * last. Doubling into the largest size writes the packed form (a group there is the
 * same 64 bytes, 2g or 2g + 1 the packed key's group too), on groups emptied to zeros.
 */
function grow(): void {
  const old = size;
  size = old << 1;
  sizeBits += 1;
  touch();
  const pack = size === MAX_GROUPS;
  // the doubled table's new groups must read as free in the packed form
  if (pack) memory.fill(groups + (<usize>(old + OVER) << 6), 0, <usize>old << 6);
  const low = min(old + OVER, min(LOW_GROUPS, 2 * farthest + 2));
  // an entry: a key (8 bytes), or in the pointer-set form a base and its set (12)
  const entry: usize = pointerForm ? 12 : 8;
  let held = 0;
  for (let g = 0; g < low; g += 1) held += takeEntries(g, LOW_ENTRIES + <usize>held * entry, pack);
  for (let g = old + OVER - 1; g >= low; g -= 1) {
    const taken = takeEntries(g, GROUP_ENTRIES, pack);
    for (let k = 0; k < taken; k += 1) putEntry(GROUP_ENTRIES + <usize>k * entry, pack);
  }
  for (let k = 0; k < held; k += 1) putEntry(LOW_ENTRIES + <usize>k * entry, pack);
  if (pack) wasPacked = true;
}

/** Moves group g's entries (keys, or bases with their sets) to `into` and empties it; how many it held. */
function takeEntries(g: i32, into: usize, pack: bool): i32 {
  return pointerForm ? takeSets(g, into, pack) : takeGroup(g, into, pack);
}

/** Puts an entry known to be absent back into the doubled table. */
function putEntry(entry: usize, pack: bool): void {
  if (pointerForm) putSet(entry, pack);
  else putBack(load<u64>(entry), pack);
}

/** Moves group g's keys to `into` and empties it (to zeros when the table is being packed); how many it held. */
function takeGroup(g: i32, into: usize, pack: bool): i32 {
  const s = <u8>stamp;
  const at = groups + (<usize>g << 6);
  let taken = 0;
  for (let k = 0; k < PER_GROUP; k += 1) {
    if (load<u8>(at + <usize>k) !== s) break;
    store<u64>(into + (<usize>taken << 3), load<u64>(at + 8 + (<usize>k << 3)));
    taken += 1;
    store<u8>(at + <usize>k, 0);
  }
  if (pack) memory.fill(at, 0, GROUP_BYTES);
  return taken;
}

function putBack(key: u64, pack: bool): void {
  if (!(pack ? placePacked(key) : place(key, sizeBits))) full = true;
}

/** The n-th of the distinct keys `checkTable` stores (a product with an odd number: distinct for distinct n). */
function testKey(n: i32): u64 {
  return (<u64>n + 1) * 0x2545f4914f6cdd1d;
}

/**
 * The table's own check, for the tests: a table for `n` positions gets n distinct keys
 * (through the doubling, into the packed form when n asks for the largest table); then
 * every `stride`-th of them is asked for and stored again, and as many keys never stored
 * are asked for. The wrong answers (0 when every one was right); -1 when a key found no
 * room before all n were in.
 */
export function checkTable(n: i32, stride: i32): i32 {
  begin(n);
  for (let i = 0; i < n; i += 1) {
    if (!add(testKey(i))) return -1;
  }
  let wrong = 0;
  for (let i = 0; i < n; i += stride) {
    if (!has(testKey(i))) wrong += 1;
    if (add(testKey(i))) wrong += 1;
  }
  for (let i = n; i < n + n / stride; i += 1) {
    if (has(testKey(i))) wrong += 1;
  }
  if (count !== n) wrong += 1;
  return wrong;
}

/*
 * The pointer-set form (three-card draws without a pass limit, where a position's
 * pointer is dominated by others of the same key, search.ts `dominated`): an entry is a
 * key less its pointer (the base) and the set of pointers met with it, one bit each (bit
 * 0 for a pointer at a multiple of three, then one for each other pointer in order, see
 * search.ts `pointerBit`). So a position and the ones that would dominate it are read in
 * one probe. A group holds a header (the search's stamp, byte 0, and how many entries
 * are used, byte 1) and PER_SET_GROUP entries of 12 bytes: the base, then the set. A
 * group whose stamp is not this search's is empty. Open addressing by group, grown in
 * place as the keys' table is (grow); the doubling into the largest size writes the
 * packed form (addPointerPacked, below), which fills until a base finds no free slot
 * within REACH groups (`full`).
 */
const PER_SET_GROUP = 5;
/** Whether this search stores pointer sets, and whether the table's groups written since the last clearing hold them. */
let pointerForm = false;
let setsWritten = false;
/** Entries (bases) stored in this search. */
let bases: i32 = 0;

/** Groups a search storing pointer sets with this budget of positions may grow to (as many bases as positions at most). */
function groupsForSets(positions: i32): i32 {
  let n = MIN_GROUPS;
  while (n < MAX_GROUPS && <i64>n * PER_SET_GROUP * 3 < <i64>positions * 4) n <<= 1;
  return n;
}

/**
 * Stores the pointer bit `bit` with the base (a key less its pointer): the set of
 * pointers stored with it before (0 when the base is new), -1 when the bit was there
 * already, -2 when there was no room (`full` is set).
 */
export function addPointer(base: u64, bit: i32): i32 {
  while (size < MAX_GROUPS) {
    const set = addPointerUnpacked(base, bit);
    // a run of full groups as long as the overflow's reach: the table doubles before its load asks (when it may), and the base goes in again
    if (set !== -2 || size >= limit) return set;
    full = false;
    grow();
    if (full) return -2;
  }
  return addPointerPacked(base, bit);
}

/** addPointer below the largest size: -2 when the base found no room within OVER groups (`full` set). */
function addPointerUnpacked(base: u64, bit: i32): i32 {
  const s = <u8>stamp;
  const flag = 1 << bit;
  const home = groupOf(base, sizeBits);
  const end = min(size + OVER, home + OVER);
  for (let g = home; g < end; g += 1) {
    const at = groups + (<usize>g << 6);
    let used = 0;
    if (load<u8>(at) === s) {
      used = load<u8>(at + 1);
      for (let k = 0; k < used; k += 1) {
        const entry = at + 4 + <usize>(k * 12);
        if (load<u64>(entry) !== base) continue;
        const set = load<u32>(entry + 8);
        if ((set & flag) !== 0) return -1;
        store<u32>(entry + 8, set | flag);
        counted();
        return set;
      }
      if (used === PER_SET_GROUP) continue;
    } else {
      store<u8>(at, s);
    }
    const entry = at + 4 + <usize>(used * 12);
    store<u64>(entry, base);
    store<u32>(entry + 8, flag);
    store<u8>(at + 1, <u8>(used + 1));
    if (g - home > farthest) farthest = g - home;
    counted();
    bases += 1;
    if (<i64>bases * 4 > <i64>size * PER_SET_GROUP * 3 && size < limit) grow();
    return 0;
  }
  full = true;
  return -2;
}

/** Moves group g's entries to `into` and empties it (to zeros when the table is being packed); how many it held. */
function takeSets(g: i32, into: usize, pack: bool): i32 {
  const at = groups + (<usize>g << 6);
  let used = 0;
  if (load<u8>(at) === <u8>stamp) {
    used = <i32>load<u8>(at + 1);
    memory.copy(into, at + 4, <usize>(used * 12));
    store<u8>(at + 1, 0);
  }
  if (pack) memory.fill(at, 0, GROUP_BYTES);
  return used;
}

/** Puts an entry known to be absent back into the doubled table (packed, when `pack`). */
function putSet(entry: usize, pack: bool): void {
  if (pack) {
    if (!placeSetPacked(load<u64>(entry), load<u32>(entry + 8))) full = true;
    return;
  }
  const s = <u8>stamp;
  const base = load<u64>(entry);
  const home = groupOf(base, sizeBits);
  const end = min(size + OVER, home + OVER);
  for (let g = home; g < end; g += 1) {
    const at = groups + (<usize>g << 6);
    let used = 0;
    if (load<u8>(at) === s) {
      used = load<u8>(at + 1);
      if (used === PER_SET_GROUP) continue;
    } else {
      store<u8>(at, s);
    }
    memory.copy(at + 4 + <usize>(used * 12), entry, 12);
    store<u8>(at + 1, <u8>(used + 1));
    if (g - home > farthest) farthest = g - home;
    return;
  }
  full = true;
}

/**
 * The pointer-set form's own check, for the tests (as checkTable): n distinct bases
 * each with one to three of `bits` pointer bits, through the doubling; then every
 * `stride`-th is stored again (each bit: -1) and asked for a bit it lacks (its set
 * back), and as many bases never stored are asked for. The wrong answers; -1 when a
 * base found no room.
 */
export function checkPointerTable(n: i32, stride: i32, bits: i32): i32 {
  begin(n * 3, true);
  let stored = 0;
  for (let i = 0; i < n; i += 1) {
    const many = 1 + i % 3;
    for (let b = 0; b < many; b += 1) {
      const before = addPointer(testKey(i), (i + b * 5) % bits);
      if (before === -2) return -1;
      if (before >= 0) stored += 1;
    }
  }
  let wrong = 0;
  for (let i = 0; i < n; i += stride) {
    const many = 1 + i % 3;
    let set = 0;
    for (let b = 0; b < many; b += 1) set |= 1 << ((i + b * 5) % bits);
    for (let b = 0; b < many; b += 1) if (addPointer(testKey(i), (i + b * 5) % bits) !== -1) wrong += 1;
    let missing = 0;
    while ((set & (1 << missing)) !== 0) missing += 1;
    if (missing < bits) {
      if (addPointer(testKey(i), missing) !== set) wrong += 1;
      stored += 1;
    }
  }
  for (let i = n; i < n + n / stride; i += 1) {
    if (addPointer(testKey(i), 0) !== 0) wrong += 1;
    stored += 1;
  }
  if (count !== stored) wrong += 1;
  return wrong;
}

/*
 * The pointer-set form packed, at the largest size (as the keys' table is packed there,
 * probePacked): a slot is 8 bytes, 8 to a group, 0 when free; it holds how far past its
 * group the base lies (1 to REACH, 4 bits), the set (SET_BITS bits) and the other 43
 * bits of the base's mix (whose top MAX_BITS bits are its group): the base exactly. A
 * run from the base's group only fills, slot after slot, so a probe stops at the first
 * free slot. The search uses this form only when its sets fit in SET_BITS bits (a
 * deal's stock of 24 cards needs 17; search.ts `pointerSets`).
 */
const SLOTS_PACKED = 8;
export const SET_BITS: i32 = 17;
const SET_MASK: u64 = ((<u64>1) << <u64>SET_BITS) - 1;

/** Stores a pointer bit with its base in the packed form: as addPointer. */
function addPointerPacked(base: u64, bit: i32): i32 {
  const h = mix64(base);
  const home = <i32>(h >> RESIDUE_BITS);
  const residue = (h & RESIDUE_MASK) << <u64>(4 + SET_BITS);
  const flag = (<u64>1) << <u64>(4 + bit);
  const end = min(MAX_GROUPS + OVER, home + REACH);
  for (let g = home; g < end; g += 1) {
    const at = groups + (<usize>g << 6);
    const tag = residue | <u64>(g - home + 1);
    for (let k = 0; k < SLOTS_PACKED; k += 1) {
      const slot = at + <usize>(k << 3);
      const value = load<u64>(slot);
      if (value === 0) {
        store<u64>(slot, tag | flag);
        counted();
        bases += 1;
        return 0;
      }
      if ((value & ~(SET_MASK << 4)) !== tag) continue;
      if ((value & flag) !== 0) return -1;
      store<u64>(slot, value | flag);
      counted();
      return <i32>((value >> 4) & SET_MASK);
    }
  }
  full = true;
  return -2;
}

/** Puts a base and its set known to be absent into the packed form (while the table is packed in place, grow). False when its run has no free slot. */
function placeSetPacked(base: u64, set: u32): bool {
  const h = mix64(base);
  const home = <i32>(h >> RESIDUE_BITS);
  const residue = (h & RESIDUE_MASK) << <u64>(4 + SET_BITS);
  const end = min(MAX_GROUPS + OVER, home + REACH);
  for (let g = home; g < end; g += 1) {
    const at = groups + (<usize>g << 6);
    for (let k = 0; k < SLOTS_PACKED; k += 1) {
      const slot = at + <usize>(k << 3);
      if (load<u64>(slot) !== 0) continue;
      store<u64>(slot, residue | (<u64>set << 4) | <u64>(g - home + 1));
      return true;
    }
  }
  return false;
}
