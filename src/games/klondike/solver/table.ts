/**
 * The transposition table: the keys (board.ts: four 32-bit words, exact) of the
 * positions a search has met, in an open-addressing hash table with linear probing.
 * Each search has its own number (`begin`), and a slot counts only when it carries the
 * current one, so a new search starts on an empty table without clearing it. The table
 * doubles when three quarters full; one that grew large is let go after its search.
 */
const INITIAL_SLOTS = 1 << 14;
/** Slots kept between searches (17 bytes each); a larger table is let go. */
const KEEP_SLOTS = 1 << 20;
/** The last search number before the stamps are cleared and counted again from 1. */
const LAST_STAMP = 255;

export class TranspositionTable {
  private keys = new Int32Array(4 * INITIAL_SLOTS);
  private stamps = new Uint8Array(INITIAL_SLOTS);
  private mask = INITIAL_SLOTS - 1;
  private stamp = 0;
  /** Positions stored in this search. */
  count = 0;

  begin(): void {
    this.count = 0;
    this.stamp += 1;
    if (this.stamp > LAST_STAMP) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  end(): void {
    if (this.stamps.length > KEEP_SLOTS) this.allocate(INITIAL_SLOTS);
  }

  /** Stores the key; false when it was there already. */
  add(k0: number, k1: number, k2: number, k3: number): boolean {
    const { keys, stamps, stamp, mask } = this;
    let slot = slotOf(k0, k1, k2, k3) & mask;
    while (stamps[slot] === stamp) {
      const at = slot << 2;
      if (keys[at] === k0 && keys[at + 1] === k1 && keys[at + 2] === k2 && keys[at + 3] === k3) return false;
      slot = (slot + 1) & mask;
    }
    const at = slot << 2;
    keys[at] = k0;
    keys[at + 1] = k1;
    keys[at + 2] = k2;
    keys[at + 3] = k3;
    stamps[slot] = stamp;
    this.count += 1;
    if (this.count * 4 > mask * 3) this.grow();
    return true;
  }

  /** Whether the key is stored. */
  has(k0: number, k1: number, k2: number, k3: number): boolean {
    const { keys, stamps, stamp, mask } = this;
    let slot = slotOf(k0, k1, k2, k3) & mask;
    while (stamps[slot] === stamp) {
      const at = slot << 2;
      if (keys[at] === k0 && keys[at + 1] === k1 && keys[at + 2] === k2 && keys[at + 3] === k3) return true;
      slot = (slot + 1) & mask;
    }
    return false;
  }

  /** Bytes the table holds now. */
  bytes(): number {
    return this.stamps.length * 17;
  }

  private grow(): void {
    const { keys, stamps, stamp } = this;
    this.allocate(stamps.length * 2);
    for (let slot = 0; slot < stamps.length; slot += 1) {
      if (stamps[slot] !== stamp) continue;
      const from = slot << 2;
      let to = slotOf(keys[from]!, keys[from + 1]!, keys[from + 2]!, keys[from + 3]!) & this.mask;
      while (this.stamps[to] === 1) to = (to + 1) & this.mask;
      this.keys.set(keys.subarray(from, from + 4), to << 2);
      this.stamps[to] = 1;
    }
  }

  /** A new, empty table of this many slots, whose search number is 1. */
  private allocate(slots: number): void {
    this.keys = new Int32Array(4 * slots);
    this.stamps = new Uint8Array(slots);
    this.mask = slots - 1;
    this.stamp = 1;
  }
}

/** Where a key's search in the table starts. */
function slotOf(k0: number, k1: number, k2: number, k3: number): number {
  let h = Math.imul(k0 ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15) ^ k1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 13) ^ k2, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16) ^ k3, 0xc2b2ae35);
  return h ^ (h >>> 16);
}
