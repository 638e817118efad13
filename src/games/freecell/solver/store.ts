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
 * The arrays and the table grow on demand and are kept for the next search (unless
 * it grew large: see `shrink`), the table at up to KEPT_SLOTS slots. A table slot holds the hash, the node
 * + 1 and a number that the store changes for each search and each doubling of the
 * table, so that a table is empty again without being cleared; it doubles when half
 * full.
 */
import { KEY_WORDS, type Board } from './board.js';

const INITIAL_NODES = 1 << 12;
const INITIAL_SLOTS = 1 << 11;
const INITIAL_KEYS = 1 << 10;
/** Table slots a new search starts with at most, when an earlier one grew the table: about 200 KB. */
const KEPT_SLOTS = 1 << 14;
/** Words a table slot takes: hash, node + 1, search number. */
const SLOT = 3;
const EMPTY_TABLE = new Int32Array(0);

export class Store {
  capacity = 0;
  /** The keys stored, KEY_WORDS words each, and their bytes (one per card). */
  private keys = new Uint32Array(KEY_WORDS * INITIAL_KEYS);
  private keyBytes = new Uint8Array(this.keys.buffer);
  private keyCount = 0;
  /** For each node: the number of its key when it is stored; else -1 - the entry its move changed (card * 64 + what it lies on). */
  private keyOf = new Int32Array(0);
  hashes = new Int32Array(0);
  parent = new Int32Array(0);
  move = new Int32Array(0);
  depth = new Int32Array(0);
  /** The next node in the same bucket of the search's queue. */
  next = new Int32Array(0);
  count = 0;
  private table = new Int32Array(SLOT * INITIAL_SLOTS);
  private mask = INITIAL_SLOTS - 1;
  private search = 0;

  /** Empties the store for a new search; the arrays keep their size, the table up to a size that stays near in memory (a new search number empties it). */
  reset(): void {
    if (this.capacity === 0) this.grow(INITIAL_NODES);
    this.count = 0;
    this.keyCount = 0;
    if (this.mask >= KEPT_SLOTS) this.mask = KEPT_SLOTS - 1;
    this.nextSearch();
  }

  /** A number no slot holds yet, for the table's slots from now on. */
  private nextSearch(): number {
    this.search += 1;
    if (this.search === 0x7fffffff) {
      this.search = 1;
      this.table.fill(0);
    }
    return this.search;
  }

  /** Lets go of large arrays (after a search that needed them), back to the initial sizes. */
  shrink(): void {
    this.capacity = 0;
    this.count = 0;
    this.keyCount = 0;
    this.keys = new Uint32Array(KEY_WORDS * INITIAL_KEYS);
    this.keyBytes = new Uint8Array(this.keys.buffer);
    this.grow(INITIAL_NODES);
    this.table = new Int32Array(SLOT * INITIAL_SLOTS);
    this.mask = INITIAL_SLOTS - 1;
  }

  private grow(capacity: number): void {
    const grown = (old: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
      const array = new Int32Array(capacity);
      array.set(old.subarray(0, this.count));
      return array;
    };
    this.keyOf = grown(this.keyOf);
    this.hashes = grown(this.hashes);
    this.parent = grown(this.parent);
    this.move = grown(this.move);
    this.depth = grown(this.depth);
    this.next = grown(this.next);
    this.capacity = capacity;
  }

  /**
   * Doubles the table: every node again (from their hashes), into the same array when
   * it is large enough, else into a new one (the old one let go first).
   */
  private rehash(): void {
    const slots = (this.mask + 1) * 2;
    if (this.table.length < SLOT * slots) {
      this.table = EMPTY_TABLE;
      this.table = new Int32Array(SLOT * slots);
    }
    const { table } = this;
    const mask = slots - 1;
    // a new number: the array holds the slots written before the table doubled
    const search = this.nextSearch();
    for (let n = 0; n < this.count; n += 1) {
      const hash = this.hashes[n]!;
      let slot = hash & mask;
      while (table[SLOT * slot + 2] === search) slot = (slot + 1) & mask;
      table[SLOT * slot] = hash;
      table[SLOT * slot + 1] = n + 1;
      table[SLOT * slot + 2] = search;
    }
    this.mask = mask;
  }

  /** The node holding this board's position, or adds it (with its key) and returns -1 - its number. */
  findOrAdd(board: Board): number {
    const found = this.find(board.key, board.hash);
    if (found >= 0) return found;
    const n = this.add(-1 - found, board.hash);
    this.storeKey(n, board.key);
    return -1 - n;
  }

  /**
   * The node holding this position key, or adds it as a child of `parent` whose key
   * is the parent's with card `card` lying on `onto`, and returns -1 - its number.
   */
  findOrAddChild(key: Uint32Array, hash: number, parent: number, card: number, onto: number): number {
    const found = this.find(key, hash);
    if (found >= 0) return found;
    const n = this.add(-1 - found, hash);
    this.keyOf[n] = -1 - ((card << 6) | onto);
    this.parent[n] = parent;
    return -1 - n;
  }

  /** Stores the node's key (the board shows its position) if it was stored without it. */
  keep(n: number, board: Board): void {
    if (this.keyOf[n]! < 0) this.storeKey(n, board.key);
  }

  /** Stores this key as node n's, growing the keys' array when it is full. */
  private storeKey(n: number, key: Uint32Array): void {
    const k = this.keyCount;
    if (k * KEY_WORDS === this.keys.length) {
      const keys = new Uint32Array(this.keys.length * 2);
      keys.set(this.keys);
      this.keys = keys;
      this.keyBytes = new Uint8Array(keys.buffer);
    }
    const at = k * KEY_WORDS;
    const { keys } = this;
    for (let w = 0; w < KEY_WORDS; w += 1) keys[at + w] = key[w]!;
    this.keyOf[n] = k;
    this.keyCount = k + 1;
  }

  /** Copies node n's key (it has one stored: it was expanded) into `key`; its hash. */
  copyKey(n: number, key: Uint32Array): number {
    const at = this.keyOf[n]! * KEY_WORDS;
    const { keys } = this;
    for (let w = 0; w < KEY_WORDS; w += 1) key[w] = keys[at + w]!;
    return this.hashes[n]!;
  }

  /** Sets the board to the node's position. */
  load(n: number, board: Board): void {
    const k = this.keyOf[n]!;
    const at = (k >= 0 ? k : this.keyOf[this.parent[n]!]!) * KEY_WORDS;
    const { keys } = this;
    const { key } = board;
    for (let w = 0; w < KEY_WORDS; w += 1) key[w] = keys[at + w]!;
    if (k < 0) board.below[(-1 - k) >> 6] = (-1 - k) & 63;
    board.decode(this.hashes[n]!);
  }

  /** The node holding this position key, or -1 - the table slot where it would go. */
  private find(key: Uint32Array, hash: number): number {
    const { table, mask, search } = this;
    let slot = hash & mask;
    for (; table[SLOT * slot + 2] === search; slot = (slot + 1) & mask) {
      if (table[SLOT * slot] === hash) {
        const n = table[SLOT * slot + 1]! - 1;
        if (this.holds(n, key)) return n;
      }
    }
    return -1 - slot;
  }

  /** Whether node n's key is this key: its own, or its parent's with the entry its move changed. */
  private holds(n: number, key: Uint32Array): boolean {
    const { keys, keyBytes } = this;
    const k = this.keyOf[n]!;
    if (k >= 0) {
      const at = k * KEY_WORDS;
      let w = 0;
      while (w < KEY_WORDS && keys[at + w] === key[w]) w += 1;
      return w === KEY_WORDS;
    }
    // the parent's key with that entry changed for the comparison, and changed back
    const at = this.keyOf[this.parent[n]!]! * KEY_WORDS;
    const change = -1 - k;
    const entry = at * 4 + (change >> 6);
    const was = keyBytes[entry]!;
    keyBytes[entry] = change & 63;
    let w = 0;
    while (w < KEY_WORDS && keys[at + w] === key[w]) w += 1;
    keyBytes[entry] = was;
    return w === KEY_WORDS;
  }

  /** A new node with this hash, in this slot of the table; its number. */
  private add(slot: number, hash: number): number {
    const n = this.count;
    if (n === this.capacity) this.grow(this.capacity * 2);
    this.hashes[n] = hash;
    this.count = n + 1;
    const { table } = this;
    table[SLOT * slot] = hash;
    table[SLOT * slot + 1] = n + 1;
    table[SLOT * slot + 2] = this.search;
    // at most half the slots full
    if (this.count * 2 > this.mask + 1) this.rehash();
    return n;
  }
}
