/**
 * The transposition table: the keys (board.ts: four 32-bit words, exact) of the
 * positions a search has met, in an open-addressing hash table. Each search has its own number (`begin`), and
 * a slot counts only when it carries the current one, so a new search starts on an
 * empty table without clearing it. The table doubles when half full; one that grew
 * large is let go after its search (`end`).
 */
const INITIAL_SLOTS = 1 << 14;
/** A context's bit in a slot's record of the contexts its position was searched in; bit 0 is the context that leaves out no move. */
const FULL = 1;
/** Slots kept between searches (24 bytes each); a larger table is let go. */
const KEEP_SLOTS = 1 << 20;

export class TranspositionTable {
  private keys = new Int32Array(4 * INITIAL_SLOTS);
  private stamps = new Int32Array(INITIAL_SLOTS);
  private contexts = new Int32Array(INITIAL_SLOTS);
  private mask = INITIAL_SLOTS - 1;
  private stamp = 0;
  /** Positions stored in this search. */
  count = 0;
  /** Positions searched again in another context. */
  again = 0;

  begin(): void {
    this.stamp += 1;
    this.count = 0;
    this.again = 0;
    if (this.stamp === 0x7fffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  end(): void {
    if (this.stamps.length > KEEP_SLOTS) this.allocate(INITIAL_SLOTS);
  }

  /**
   * Whether to search the position in this context (0..30; 0 leaves out no move): yes
   * when the key is new, or was searched only in other contexts that leave out moves
   * (see moves.ts); the table notes the context either way.
   */
  visit(k0: number, k1: number, k2: number, k3: number, context: number): boolean {
    const { keys, stamps, stamp, mask } = this;
    const bit = 1 << context;
    let slot = slotOf(k0, k1, k2, k3) & mask;
    while (stamps[slot] === stamp) {
      const at = slot << 2;
      if (keys[at] === k0 && keys[at + 1] === k1 && keys[at + 2] === k2 && keys[at + 3] === k3) {
        const seen = this.contexts[slot]!;
        if ((seen & (FULL | bit)) !== 0) return false;
        this.contexts[slot] = seen | bit;
        this.again += 1;
        return true;
      }
      slot = (slot + 1) & mask;
    }
    const at = slot << 2;
    keys[at] = k0;
    keys[at + 1] = k1;
    keys[at + 2] = k2;
    keys[at + 3] = k3;
    stamps[slot] = stamp;
    this.contexts[slot] = bit;
    this.count += 1;
    if (this.count * 2 > mask) this.grow();
    return true;
  }

  /** Whether the position was searched in this context, or in the one that leaves out no move. */
  covers(k0: number, k1: number, k2: number, k3: number, context: number): boolean {
    const { keys, stamps, stamp, mask } = this;
    let slot = slotOf(k0, k1, k2, k3) & mask;
    while (stamps[slot] === stamp) {
      const at = slot << 2;
      if (keys[at] === k0 && keys[at + 1] === k1 && keys[at + 2] === k2 && keys[at + 3] === k3) {
        return (this.contexts[slot]! & (FULL | (1 << context))) !== 0;
      }
      slot = (slot + 1) & mask;
    }
    return false;
  }

  /** Bytes the table holds now. */
  bytes(): number {
    return this.stamps.length * 24;
  }

  private grow(): void {
    const { keys, stamps, stamp, contexts } = this;
    this.allocate(stamps.length * 2);
    this.stamp = 1;
    for (let slot = 0; slot < stamps.length; slot += 1) {
      if (stamps[slot] !== stamp) continue;
      const from = slot << 2;
      let to = slotOf(keys[from]!, keys[from + 1]!, keys[from + 2]!, keys[from + 3]!) & this.mask;
      while (this.stamps[to] === 1) to = (to + 1) & this.mask;
      this.keys.set(keys.subarray(from, from + 4), to << 2);
      this.stamps[to] = 1;
      this.contexts[to] = contexts[slot]!;
    }
  }

  private allocate(slots: number): void {
    this.keys = new Int32Array(4 * slots);
    this.stamps = new Int32Array(slots);
    this.contexts = new Int32Array(slots);
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
