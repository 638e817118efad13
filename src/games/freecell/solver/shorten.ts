/**
 * A solution made shorter after the search, cheaply: wherever a position along it
 * comes back later, the loop between is cut out; and wherever one move leads from a
 * position straight to a later one, it takes the place of the moves between. This
 * also makes sure no solution visits a position twice (so no move is undone by the
 * next one).
 *
 * Positions are compared as the search compares them (core/board.ts: what each card
 * lies on, whatever the order of piles and free cells, on a board of the core's own), and the moves are layout-free
 * (packMove: card, what it goes onto, count), so a cut may join two positions whose
 * piles lie in different places. The moves are the answer's: every move home written
 * out, nothing moving by itself.
 */
import type { Table } from './answer.js';
import { setPosition, ShortBoard } from './core.js';

export interface ShortenOptions {
  /** whether a move that takes a shortcut may carry a run */
  readonly supermoves: boolean;
}

/** 32-bit words of a position key. */
const KEY_WORDS = 13;

export class Shortener {
  private keys = new Uint32Array(KEY_WORDS * 256);
  private hashes = new Int32Array(256);
  /** Open addressing over the positions by hash: the latest position + 1 with that hash, or 0. */
  private table = new Int32Array(1024);
  private readonly board = new ShortBoard();

  /** The moves from the table's position, shortened. */
  shorten(start: Table, path: readonly number[], options: ShortenOptions): number[] {
    setPosition(start);
    this.board.load();
    let moves = [...path];
    for (let from = 0; ; ) {
      const cut = this.firstCut(moves, from, options);
      if (cut === null) return moves;
      moves = [...moves.slice(0, cut.at), ...(cut.move < 0 ? [] : [cut.move]), ...moves.slice(cut.to)];
      from = cut.at;
    }
  }

  /** Notes the positions along the moves (keys, hashes, and the table), and gives their number. */
  private note(moves: readonly number[]): number {
    const n = moves.length + 1;
    if (this.hashes.length < n) {
      this.hashes = new Int32Array(n * 2);
      this.keys = new Uint32Array(KEY_WORDS * n * 2);
    }
    let size = this.table.length;
    while (size < 4 * n) size *= 2;
    if (size !== this.table.length) this.table = new Int32Array(size);
    else this.table.fill(0);
    const b = this.board;
    b.start();
    const { key } = b;
    for (let i = 0; i < n; i += 1) {
      if (i > 0) b.play(moves[i - 1]!);
      const hash = b.hash();
      this.hashes[i] = hash;
      this.keys.set(key, i * KEY_WORDS);
      // the latest position with this key wins the slot: scanning on, later ones overwrite
      let slot = hash & (this.table.length - 1);
      for (; this.table[slot] !== 0; slot = (slot + 1) & (this.table.length - 1)) {
        if (this.sameKey(this.table[slot]! - 1, key)) break;
      }
      this.table[slot] = i + 1;
    }
    return n;
  }

  private sameKey(i: number, key: Uint32Array): boolean {
    const { keys } = this;
    const at = i * KEY_WORDS;
    for (let w = 0; w < KEY_WORDS; w += 1) if (keys[at + w] !== key[w]) return false;
    return true;
  }

  /** The latest position along the solution whose key is the board's (with the hash given), or -1. */
  private latest(hash: number, key: Uint32Array): number {
    const { table, hashes } = this;
    for (let slot = hash & (table.length - 1); table[slot] !== 0; slot = (slot + 1) & (table.length - 1)) {
      const i = table[slot]! - 1;
      if (hashes[i] === hash && this.sameKey(i, key)) return i;
    }
    return -1;
  }

  /**
   * The first place, from position `from` on, where the solution can be cut short:
   * moves at..to-1 replaced by `move` (-1: by nothing); null when there is none.
   */
  private firstCut(moves: readonly number[], from: number, options: ShortenOptions): { at: number; to: number; move: number } | null {
    const n = this.note(moves);
    const b = this.board;
    b.start();
    const { key, below } = b;
    for (let i = 0; i < n - 1; i += 1) {
      if (i > 0) b.play(moves[i - 1]!);
      if (i < from) continue;
      // the position comes back later: the loop goes
      const back = this.latest(b.hash(), key);
      if (back > i) return { at: i, to: back, move: -1 };
      // one move that leads further along than the next
      const count = b.generate(options.supermoves);
      let best = i + 1;
      let bestMove = -1;
      for (let m = 0; m < count; m += 1) {
        const move = b.moves[m]!;
        const moved = move & 63;
        // the position after it differs in one entry of the key: what the moved card lies on
        const was = below[moved]!;
        below[moved] = (move >> 6) & 63;
        const reached = this.latest(b.hashes[m]!, key);
        below[moved] = was;
        if (reached > best) {
          best = reached;
          bestMove = move;
        }
      }
      if (bestMove >= 0) return { at: i, to: best, move: bestMove };
    }
    return null;
  }
}
