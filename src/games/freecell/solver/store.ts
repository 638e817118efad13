/**
 * The positions a search has met: each one's key (exact, 52 bytes), hash, parent,
 * the move from the parent, and its depth; and an open-addressing hash table over
 * them. Keys are compared in full, so two positions are never taken for one.
 *
 * The arrays grow on demand and are kept for the next search (unless it grew large:
 * see `shrink`). A table slot holds the hash, the node + 1 and a number that the
 * store changes for each search and each doubling of the table, so that a new table
 * is empty without being cleared; each search starts on a small table (near in
 * memory) and doubles it when half full, into a second array kept for that.
 */
import { KEY_WORDS, type Board } from './board.js';

const INITIAL_NODES = 1 << 12;
const INITIAL_SLOTS = 1 << 11;
/** Words a table slot takes: hash, node + 1, search number. */
const SLOT = 3;

export class Store {
  capacity = 0;
  keys = new Uint32Array(0);
  hashes = new Int32Array(0);
  parent = new Int32Array(0);
  move = new Int32Array(0);
  depth = new Int32Array(0);
  /** The next node in the same bucket of the search's queue. */
  next = new Int32Array(0);
  count = 0;
  private table = new Int32Array(SLOT * INITIAL_SLOTS);
  private spare = new Int32Array(SLOT * INITIAL_SLOTS);
  private mask = INITIAL_SLOTS - 1;
  private search = 0;

  reset(): void {
    if (this.capacity === 0) this.grow(INITIAL_NODES);
    this.count = 0;
    this.mask = INITIAL_SLOTS - 1;
    this.nextSearch();
  }

  /** A number no slot holds yet, for the table's slots from now on. */
  private nextSearch(): number {
    this.search += 1;
    if (this.search === 0x7fffffff) {
      this.search = 1;
      this.table.fill(0);
      this.spare.fill(0);
    }
    return this.search;
  }

  /** Lets go of large arrays (after a search that needed them), back to the initial sizes. */
  shrink(): void {
    this.capacity = 0;
    this.count = 0;
    this.keys = new Uint32Array(0);
    this.grow(INITIAL_NODES);
    this.table = new Int32Array(SLOT * INITIAL_SLOTS);
    this.spare = new Int32Array(SLOT * INITIAL_SLOTS);
    this.mask = INITIAL_SLOTS - 1;
  }

  private grow(capacity: number): void {
    const grown = (old: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
      const array = new Int32Array(capacity);
      array.set(old.subarray(0, this.count));
      return array;
    };
    const keys = new Uint32Array(capacity * KEY_WORDS);
    keys.set(this.keys.subarray(0, this.count * KEY_WORDS));
    this.keys = keys;
    this.hashes = grown(this.hashes);
    this.parent = grown(this.parent);
    this.move = grown(this.move);
    this.depth = grown(this.depth);
    this.next = grown(this.next);
    this.capacity = capacity;
  }

  /** Doubles the table: every node again, into the spare array. */
  private rehash(): void {
    const slots = (this.mask + 1) * 2;
    if (this.spare.length < SLOT * slots) this.spare = new Int32Array(SLOT * slots);
    const table = this.spare;
    const mask = slots - 1;
    // a new number: the spare array may hold slots this search wrote before
    const search = this.nextSearch();
    for (let n = 0; n < this.count; n += 1) {
      const hash = this.hashes[n]!;
      let slot = hash & mask;
      while (table[SLOT * slot + 2] === search) slot = (slot + 1) & mask;
      table[SLOT * slot] = hash;
      table[SLOT * slot + 1] = n + 1;
      table[SLOT * slot + 2] = search;
    }
    this.spare = this.table;
    this.table = table;
    this.mask = mask;
  }

  /** The node holding this board's position, or adds it and returns -1 - its number. */
  findOrAdd(board: Board): number {
    return this.findOrAddKey(board.key, board.hash);
  }

  /** The node holding this position key, or adds it and returns -1 - its number. */
  findOrAddKey(key: Uint32Array, hash: number): number {
    const { table, mask, keys, search } = this;
    let slot = hash & mask;
    for (; table[SLOT * slot + 2] === search; slot = (slot + 1) & mask) {
      if (table[SLOT * slot] === hash) {
        const at = (table[SLOT * slot + 1]! - 1) * KEY_WORDS;
        let w = 0;
        while (w < KEY_WORDS && keys[at + w] === key[w]) w += 1;
        if (w === KEY_WORDS) return table[SLOT * slot + 1]! - 1;
      }
    }
    const n = this.count;
    if (n === this.capacity) this.grow(this.capacity * 2);
    const at = n * KEY_WORDS;
    const ks = this.keys;
    for (let w = 0; w < KEY_WORDS; w += 1) ks[at + w] = key[w]!;
    this.hashes[n] = hash;
    this.count = n + 1;
    table[SLOT * slot] = hash;
    table[SLOT * slot + 1] = n + 1;
    table[SLOT * slot + 2] = search;
    // at most half the slots full
    if (this.count * 2 > mask + 1) this.rehash();
    return -1 - n;
  }
}
