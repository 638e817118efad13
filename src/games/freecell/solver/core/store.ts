/**
 * The positions a search has met: each one's key (exact, 52 bytes), hash, parent,
 * the move from the parent, and its depth; and an open-addressing hash table over
 * them. Keys are compared in full, so two positions are never taken for one.
 *
 * A child whose move changed one entry of its parent's key (no card went home) is
 * stored without its key: only that entry, the key being its parent's otherwise.
 * Its key is rebuilt from the parent's when a look-up must compare it, and stored
 * whole when it is expanded (`keep`), so that a node's parent always has its key.
 * Most children are never expanded: the keys stored (in an array of their own, in
 * the order they were stored) are a fraction of the nodes.
 *
 * The arrays and the table grow on demand (in the module's linear memory, which
 * grows with them) and are kept for the next search, unless it grew large (`shrink`
 * gives them back to the allocator: the memory stays the module's, for the next
 * large search), the table at up to KEPT_SLOTS slots. A table slot holds the hash,
 * the node + 1 and a number that the store changes for each search and each doubling
 * of the table, so that a table is empty again without being cleared; it doubles
 * when half full.
 */
import { Board, KEY_WORDS } from './board';
import { alloc, allocRaw, copyKey, grown32, ld32, ld8, release, sameKey, st32, st8 } from './memory';

const INITIAL_NODES = 1 << 10;
const INITIAL_SLOTS = 1 << 9;
const INITIAL_KEYS = 1 << 8;
/** Table slots a new search starts with at most, when an earlier one grew the table: about 200 KB. */
const KEPT_SLOTS = 1 << 14;
/** Words a table slot takes: hash, node + 1, search number. */
const SLOT = 3;
/** Bytes a node takes (six fields). */
const NODE = 24;

/** Field `field` (its address in node 0) of node n. */
// @ts-ignore: decorator
@inline export function ldn(field: usize, n: i32): i32 {
  return load<i32>(field + <usize>n * NODE);
}

// @ts-ignore: decorator
@inline export function stn(field: usize, n: i32, value: i32): void {
  store<i32>(field + <usize>n * NODE, value);
}

@final @unmanaged
export class Store {
  capacity: i32 = 0;
  /** The keys stored, KEY_WORDS words each (one byte per card). */
  keys: usize = allocRaw(KEY_WORDS * INITIAL_KEYS * 4);
  keysCapacity: i32 = INITIAL_KEYS;
  keyCount: i32 = 0;
  /**
   * The nodes, NODE bytes each, their fields side by side (read and written with ldn
   * and stn at the field's address below): the hash; the number of its key when it
   * is stored, else -1 - the entry its move changed (card * 64 + what it lies on); the
   * parent, the move from it, the depth; and the next node in the same bucket of the
   * search's queue.
   */
  nodes: usize = 0;
  hashes: usize = 0;
  keyOf: usize = 0;
  parent: usize = 0;
  move: usize = 0;
  depth: usize = 0;
  next: usize = 0;
  count: i32 = 0;
  table: usize = alloc(SLOT * INITIAL_SLOTS * 4);
  /** The table's array, in slots. */
  tableSlots: i32 = INITIAL_SLOTS;
  mask: i32 = INITIAL_SLOTS - 1;
  search: i32 = 0;

  dispose(): void {
    release(this.keys);
    release(this.nodes);
    release(this.table);
    heap.free(changetype<usize>(this));
  }

  /** Empties the store for a new search; the arrays keep their size, the table up to a size that stays near in memory (a new search number empties it). */
  reset(): void {
    if (this.capacity === 0) this.grow(INITIAL_NODES);
    this.count = 0;
    this.keyCount = 0;
    if (this.mask >= KEPT_SLOTS) this.mask = KEPT_SLOTS - 1;
    this.nextSearch();
  }

  /** A number no slot holds yet, for the table's slots from now on. */
  private nextSearch(): i32 {
    this.search += 1;
    if (this.search === 0x7fffffff) {
      this.search = 1;
      memory.fill(this.table, 0, <usize>this.tableSlots * SLOT * 4);
    }
    return this.search;
  }

  /** Lets go of large arrays (after a search that needed them), back to the initial sizes. */
  shrink(): void {
    this.capacity = 0;
    this.count = 0;
    this.keyCount = 0;
    release(this.keys);
    this.keys = allocRaw(KEY_WORDS * INITIAL_KEYS * 4);
    this.keysCapacity = INITIAL_KEYS;
    this.grow(INITIAL_NODES);
    release(this.table);
    this.table = alloc(SLOT * INITIAL_SLOTS * 4);
    this.tableSlots = INITIAL_SLOTS;
    this.mask = INITIAL_SLOTS - 1;
  }

  private grow(capacity: i32): void {
    const nodes = grown32(this.nodes, this.count * (NODE >> 2), capacity * (NODE >> 2));
    this.nodes = nodes;
    this.hashes = nodes;
    this.keyOf = nodes + 4;
    this.parent = nodes + 8;
    this.move = nodes + 12;
    this.depth = nodes + 16;
    this.next = nodes + 20;
    this.capacity = capacity;
  }

  /**
   * Doubles the table: every node again (from their hashes), into the same array when
   * it is large enough, else into a new one (the old one let go first).
   */
  private rehash(): void {
    const slots = (this.mask + 1) * 2;
    if (this.tableSlots < slots) {
      release(this.table);
      this.table = alloc(SLOT * slots * 4);
      this.tableSlots = slots;
    }
    const table = this.table;
    const mask = slots - 1;
    // a new number: the array holds the slots written before the table doubled
    const search = this.nextSearch();
    const hashes = this.hashes;
    for (let n = 0; n < this.count; n += 1) {
      const hash = ldn(hashes, n);
      let slot = hash & mask;
      while (ld32(table, SLOT * slot + 2) === search) slot = (slot + 1) & mask;
      st32(table, SLOT * slot, hash);
      st32(table, SLOT * slot + 1, n + 1);
      st32(table, SLOT * slot + 2, search);
    }
    this.mask = mask;
  }

  /** The node holding this board's position, or adds it (with its key) and returns -1 - its number. */
  findOrAdd(board: Board): i32 {
    const found = this.find(board.below, board.hash);
    if (found >= 0) return found;
    const n = this.add(-1 - found, board.hash);
    this.storeKey(n, board.below);
    return -1 - n;
  }

  /**
   * The node holding this position key, or adds it as a child of `parent` whose key
   * is the parent's with card `card` lying on `onto`, and returns -1 - its number.
   */
  findOrAddChild(key: usize, hash: i32, parent: i32, card: i32, onto: i32): i32 {
    const found = this.find(key, hash);
    if (found >= 0) return found;
    const n = this.add(-1 - found, hash);
    stn(this.keyOf, n, -1 - ((card << 6) | onto));
    stn(this.parent, n, parent);
    return -1 - n;
  }

  /** Stores the node's key (the board shows its position) if it was stored without it. */
  // @ts-ignore: decorator
  @inline keep(n: i32, board: Board): void {
    if (ldn(this.keyOf, n) < 0) this.storeKey(n, board.below);
  }

  /** Stores this key as node n's, growing the keys' array when it is full. */
  private storeKey(n: i32, key: usize): void {
    const k = this.keyCount;
    if (k === this.keysCapacity) {
      this.keys = grown32(this.keys, k * KEY_WORDS, k * 2 * KEY_WORDS);
      this.keysCapacity = k * 2;
    }
    copyKey(this.keys + <usize>(k * KEY_WORDS * 4), key);
    stn(this.keyOf, n, k);
    this.keyCount = k + 1;
  }

  /** Copies node n's key (it has one stored: it was expanded) into `key`; its hash. */
  copyKey(n: i32, key: usize): i32 {
    copyKey(key, this.keys + <usize>(ldn(this.keyOf, n) * KEY_WORDS * 4));
    return ldn(this.hashes, n);
  }

  /** Sets the board to the node's position. */
  load(n: i32, board: Board): void {
    const k = ldn(this.keyOf, n);
    const at = (k >= 0 ? k : ldn(this.keyOf, ldn(this.parent, n))) * KEY_WORDS;
    copyKey(board.below, this.keys + (<usize>at << 2));
    if (k < 0) st8(board.below, (-1 - k) >> 6, (-1 - k) & 63);
    board.decode(ldn(this.hashes, n));
  }

  /** The node holding this position key, or -1 - the table slot where it would go. */
  private find(key: usize, hash: i32): i32 {
    const table = this.table;
    const mask = this.mask;
    const search = this.search;
    let slot = hash & mask;
    for (; ld32(table, SLOT * slot + 2) === search; slot = (slot + 1) & mask) {
      if (ld32(table, SLOT * slot) === hash) {
        const n = ld32(table, SLOT * slot + 1) - 1;
        if (this.holds(n, key)) return n;
      }
    }
    return -1 - slot;
  }

  /** Whether node n's key is this key: its own, or its parent's with the entry its move changed. */
  private holds(n: i32, key: usize): bool {
    const k = ldn(this.keyOf, n);
    if (k >= 0) return sameKey(this.keys + <usize>(k * KEY_WORDS * 4), key);
    // the parent's key with that entry changed for the comparison, and changed back
    const at = this.keys + <usize>(ldn(this.keyOf, ldn(this.parent, n)) * KEY_WORDS * 4);
    const change = -1 - k;
    const entry = change >> 6;
    const was = ld8(at, entry);
    st8(at, entry, change & 63);
    const same = sameKey(at, key);
    st8(at, entry, was);
    return same;
  }

  /** A new node with this hash, in this slot of the table; its number. */
  private add(slot: i32, hash: i32): i32 {
    const n = this.count;
    if (n === this.capacity) this.grow(this.capacity * 2);
    stn(this.hashes, n, hash);
    this.count = n + 1;
    const table = this.table;
    st32(table, SLOT * slot, hash);
    st32(table, SLOT * slot + 1, n + 1);
    st32(table, SLOT * slot + 2, this.search);
    // at most half the slots full
    if (this.count * 2 > this.mask + 1) this.rehash();
    return n;
  }
}
