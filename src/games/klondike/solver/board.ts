/**
 * The solver's working position: a mutable board in typed arrays, changed by the
 * search's moves and taken back by an undo log, with its position key.
 *
 * The stock is one sequence: the waste from its bottom card to its top, then the deck
 * from its top card (the next to come) to its bottom; `ptr` says where the waste ends
 * (how many of the sequence's cards lie on it). A draw moves `ptr` on; a recycle sets it
 * back to 0 (the waste turned over keeps the sequence); a card played from the stock
 * leaves the sequence. The playable card is the waste's top (`stock[ptr - 1]`, the
 * standard game) or the deck's top (`stock[ptr]`, the spec's game).
 *
 * The key says what is home, which cards have left the stock, the pointer and the pass
 * where the rules make them matter (`keyPtr`, `keyPass`), and for each pile how many of
 * its cards are still where they lay when the search began, at its bottom: its face-down
 * cards and the face-up card on them (`fixed`). Which cards lie face up on the tableau
 * follows; how they lie there (which run is on which of two twin cards, which pile holds
 * it) is left out: positions that differ only in that are taken for one (see index.ts).
 * The key is exact: four 32-bit words, no hash.
 */
import type { KlondikeState } from '../state.js';
import { SUIT } from '../../../engine/card-codes.js';
import { cardIndex } from '../../../engine/card.js';

export const PILES = 7;
/** Slots a tableau pile has in `col` (a pile from a deal file may hold up to 51 face-down cards and 13 face up). */
export const STRIDE = 64;

/** The search's moves, packed in an int: the type in bits 0-2 (see `typeOf`). */
export const T2F = 0; // tableau pile a's top card home
export const T2T = 1; // the top `count` cards of pile a onto pile b
export const S2F = 2; // the stock's card at index a home (after the draws that bring it up)
export const S2T = 3; // the stock's card at index a onto pile b
export const F2T = 4; // suit a's top foundation card onto pile b (the standard game only)
export const T2F_VIA = 5; // the top `count` cards of pile a onto pile b (onto the twin of the card under them), then that card home

/** A move: its type, a (pile, stock index or suit), b (target pile), count, and whether it recycles first. */
export function pack(type: number, a: number, b: number, count: number, recycle: number): number {
  return type | (a << 3) | (b << 9) | (count << 12) | (recycle << 18);
}
/** Whether the move takes cards from a tableau pile (whose `fixed` count it may lower). */
function takesFromPile(move: number): boolean {
  const type = move & 7;
  return type === T2F || type === T2T || type === T2F_VIA;
}
export function typeOf(move: number): number {
  return move & 7;
}
export function fromOf(move: number): number {
  return (move >> 3) & 63;
}
export function toOf(move: number): number {
  return (move >> 9) & 7;
}
export function countOf(move: number): number {
  return (move >> 12) & 63;
}
export function recyclesOf(move: number): number {
  return (move >> 18) & 1;
}

/** An undo entry's info: bit 0 a card turned up, bits 1-6 the card moved (one card), bits 7 on `ptr` before. */
const REVEALED = 1;

export class Board {
  /** Tableau pile i holds col[i*STRIDE .. i*STRIDE+len[i]-1], bottom first; its bottom down[i] lie face down. */
  readonly col = new Int8Array(PILES * STRIDE);
  readonly len = new Int32Array(PILES);
  readonly down = new Int32Array(PILES);
  /** The rank each suit's foundation has reached (suits C D H S). */
  readonly home = new Int32Array(4);
  readonly stock = new Int8Array(52);
  stockLen = 0;
  ptr = 0;
  pass = 1;
  homeCount = 0;
  faceDown = 0;

  /** 1 or 3: the standard game's draw; 0: the spec's game (the deck's top card plays, draws are one card). */
  draw = 3;
  /** The most passes the rules allow (Vegas scoring), or Infinity. */
  passLimit = Infinity;
  /** Whether a foundation's top card may come back to the tableau (the standard game). */
  worryBack = true;
  /** Whether `ptr` is part of the key: not where every stock card is always in reach (one-card draws, no pass limit). */
  keyPtr = true;
  /** Whether the pass is part of the key: only under a pass limit. */
  keyPass = false;
  /** Whether a shorter waste (by whole draws) makes a position at least as good: draw 3 without a pass limit (search.ts). */
  ptrDominance = false;

  /** Where each card was last put on the tableau: pile * STRIDE + place (stale once it left; see `faceUpAt`). */
  readonly pos = new Int32Array(52);
  /** How many of each pile's bottom cards lie where they lay when the search began (face-down ones and the one on them). */
  readonly fixed = new Int32Array(PILES);
  /** The cards in the stock, a bit each: cards 0-31, then 32-51. */
  private in0 = 0;
  private in1 = 0;

  /** The undo log: for each move made, the move and what else it changed. */
  private logMove = new Int32Array(1024);
  private logInfo = new Int32Array(1024);
  private logPass = new Int32Array(1024);
  /** The `fixed` count of the pile a move took cards from, before it. */
  private logFixed = new Int32Array(1024);
  logLength = 0;

  /** Sets the board to a game's position under its rules. */
  load(state: KlondikeState): void {
    const { rules } = state;
    this.draw = rules.draw === 'spec' ? 0 : rules.draw;
    this.passLimit = rules.scoring === 'vegas' ? (rules.draw === 3 ? 3 : 1) : Infinity;
    this.worryBack = rules.draw !== 'spec';
    this.keyPass = Number.isFinite(this.passLimit);
    this.keyPtr = this.draw === 3 || this.keyPass;
    this.ptrDominance = this.draw === 3 && !this.keyPass;
    this.home.fill(0);
    this.homeCount = 0;
    for (const pile of state.foundations) {
      const top = pile[pile.length - 1];
      if (top === undefined) continue;
      this.home[SUIT[cardIndex(top)]!] = pile.length;
      this.homeCount += pile.length;
    }
    this.faceDown = 0;
    state.tableau.forEach((pile, i) => {
      if (pile.cards.length > STRIDE) throw new RangeError('a tableau pile holds more cards than a game can');
      pile.cards.forEach((card, k) => {
        this.col[i * STRIDE + k] = cardIndex(card);
        this.pos[cardIndex(card)] = i * STRIDE + k;
      });
      this.len[i] = pile.cards.length;
      this.down[i] = pile.down;
      // a King at the bottom of a pile with nothing under it never needs to move again: it counts as settled
      const kingAtBottom = pile.down === 0 && pile.cards[0]?.rank === 13;
      this.fixed[i] = kingAtBottom ? 0 : Math.min(pile.cards.length, pile.down + 1);
      this.faceDown += pile.down;
    });
    // the sequence: the waste bottom first, then the deck top first
    this.stockLen = 0;
    for (const card of state.waste) this.stock[this.stockLen++] = cardIndex(card);
    const deck = state.deck.cards;
    for (let k = deck.length - 1; k >= 0; k -= 1) this.stock[this.stockLen++] = cardIndex(deck[k]!);
    this.ptr = state.waste.length;
    this.pass = state.pass;
    this.in0 = 0;
    this.in1 = 0;
    for (let k = 0; k < this.stockLen; k += 1) this.toggle(this.stock[k]!);
    this.logLength = 0;
  }

  /** A copy of another board's position and rules (for a search that must not disturb it). */
  copyFrom(other: Board): void {
    this.col.set(other.col);
    this.pos.set(other.pos);
    this.len.set(other.len);
    this.down.set(other.down);
    this.home.set(other.home);
    this.stock.set(other.stock);
    this.stockLen = other.stockLen;
    this.ptr = other.ptr;
    this.pass = other.pass;
    this.homeCount = other.homeCount;
    this.faceDown = other.faceDown;
    this.draw = other.draw;
    this.passLimit = other.passLimit;
    this.worryBack = other.worryBack;
    this.keyPtr = other.keyPtr;
    this.ptrDominance = other.ptrDominance;
    this.keyPass = other.keyPass;
    this.fixed.set(other.fixed);
    this.in0 = other.in0;
    this.in1 = other.in1;
    this.logLength = 0;
  }

  /** The key's first word: the foundations, the pointer and the pass (where they count), pile 0's fixed count. */
  key0(): number {
    const h = this.home;
    let k = h[0]! | (h[1]! << 4) | (h[2]! << 8) | (h[3]! << 12) | (this.fixed[0]! << 24);
    // with draw 3 and no pass limit, a pointer at a multiple of three, or at the stock's end, reaches what a fresh pass does
    if (this.keyPtr) k |= (this.keyPass || (this.ptr % 3 !== 0 && this.ptr !== this.stockLen) ? this.ptr : 0) << 16;
    if (this.keyPass) k |= (this.pass & 3) << 22;
    return k;
  }

  /** The second: the cards 0-31 in the stock. */
  key1(): number {
    return this.in0;
  }

  /** The third: the cards 32-51 in the stock, piles 1 and 2's fixed counts. */
  key2(): number {
    return this.in1 | (this.fixed[1]! << 20) | (this.fixed[2]! << 26);
  }

  /** Whether the card is in the stock. */
  inStock(card: number): boolean {
    return card < 32 ? (this.in0 & (1 << card)) !== 0 : (this.in1 & (1 << (card - 32))) !== 0;
  }

  /** Whether a King (cards 48-51) is in the stock. */
  kingsInStock(): boolean {
    return (this.in1 & (15 << 16)) !== 0;
  }

  /** The fourth: piles 3 to 6's fixed counts. */
  key3(): number {
    const f = this.fixed;
    return f[3]! | (f[4]! << 6) | (f[5]! << 12) | (f[6]! << 18);
  }

  /** The playable stock card's index in `stock` without drawing, or -1. */
  currentStockIndex(): number {
    if (this.draw === 0) return this.ptr < this.stockLen ? this.ptr : -1;
    return this.ptr > 0 ? this.ptr - 1 : -1;
  }

  /** Makes a move and logs it. */
  play(move: number): void {
    if (this.logLength === this.logMove.length) this.growLog();
    const at = this.logLength++;
    this.logMove[at] = move;
    this.logPass[at] = this.pass;
    let info = this.ptr << 7;
    this.logFixed[at] = takesFromPile(move) ? this.fixed[fromOf(move)]! : 0;
    switch (move & 7) {
      case T2F:
        info |= this.tableauCardHome(fromOf(move));
        break;
      case T2F_VIA:
        this.moveRun(fromOf(move), toOf(move), countOf(move));
        info |= this.tableauCardHome(fromOf(move));
        break;
      case T2T:
        this.moveRun(fromOf(move), toOf(move), countOf(move));
        info |= this.uncover(fromOf(move));
        break;
      case S2F:
      case S2T: {
        const index = fromOf(move);
        const card = this.takeFromStock(index);
        info |= card << 1;
        if (recyclesOf(move) !== 0) this.pass += 1;
        this.ptr = index;
        if ((move & 7) === S2F) {
          this.toHome(card);
        } else {
          this.push(toOf(move), card);
        }
        break;
      }
      case F2T: {
        const s = fromOf(move);
        const j = toOf(move);
        const card = (this.home[s]! - 1) * 4 + s;
        this.fromHome(card);
        this.push(j, card);
        break;
      }
    }
    this.logInfo[at] = info;
  }

  /** Takes back the last move made. */
  undo(): void {
    const at = --this.logLength;
    const move = this.logMove[at]!;
    const info = this.logInfo[at]!;
    const card = (info >> 1) & 63;
    switch (move & 7) {
      case T2F:
      case T2F_VIA: {
        const i = fromOf(move);
        if ((info & REVEALED) !== 0) this.hide(i);
        this.fromHome(card);
        this.push(i, card);
        if ((move & 7) === T2F_VIA) this.moveRun(toOf(move), i, countOf(move));
        break;
      }
      case T2T: {
        const i = fromOf(move);
        if ((info & REVEALED) !== 0) this.hide(i);
        this.moveRun(toOf(move), i, countOf(move));
        break;
      }
      case S2F:
      case S2T: {
        if ((move & 7) === S2F) {
          this.fromHome(card);
        } else {
          this.len[toOf(move)]! -= 1;
        }
        this.putBackInStock(fromOf(move), card);
        break;
      }
      case F2T: {
        // the card on top of the pile goes back home
        const j = toOf(move);
        this.len[j]! -= 1;
        this.toHome(this.col[j * STRIDE + this.len[j]!]!);
        break;
      }
    }
    this.ptr = info >> 7;
    this.pass = this.logPass[at]!;
    if (takesFromPile(move)) this.fixed[fromOf(move)] = this.logFixed[at]!;
  }

  /** The moves made since the log was last empty, oldest first. */
  moves(): number[] {
    return Array.from(this.logMove.subarray(0, this.logLength));
  }

  /** The top card of pile i goes home, and the pile's new top is turned up if need be: the card and whether it was (for the log). */
  private tableauCardHome(i: number): number {
    const card = this.col[i * STRIDE + this.len[i]! - 1]!;
    this.len[i]! -= 1;
    this.toHome(card);
    return (card << 1) | this.uncover(i);
  }

  /** The top `count` cards of pile `from` onto pile `to`, in their order. */
  private moveRun(from: number, to: number, count: number): void {
    const at = from * STRIDE + this.len[from]! - count;
    for (let k = 0; k < count; k += 1) this.push(to, this.col[at + k]!);
    this.len[from]! -= count;
  }

  /** After cards left the pile: its new top turned up if it lay face down (REVEALED, else 0), and its bottom cards settled. */
  private uncover(pile: number): number {
    const revealed = this.reveal(pile) ? REVEALED : 0;
    this.settle(pile);
    return revealed;
  }

  private toHome(card: number): void {
    this.home[SUIT[card]!]! += 1;
    this.homeCount += 1;
  }

  private fromHome(card: number): void {
    this.home[SUIT[card]!]! -= 1;
    this.homeCount -= 1;
  }

  private push(pile: number, card: number): void {
    const n = this.len[pile]!;
    this.col[pile * STRIDE + n] = card;
    this.pos[card] = pile * STRIDE + n;
    this.len[pile] = n + 1;
  }

  /** Where the card lies face up on the tableau (pile * STRIDE + place), or -1 when it does not. */
  faceUpAt(card: number): number {
    const at = this.pos[card]!;
    const pile = (at / STRIDE) | 0;
    const place = at - pile * STRIDE;
    return place < this.len[pile]! && place >= this.down[pile]! && this.col[at] === card ? at : -1;
  }

  /** After cards left pile i: no more of its bottom cards are where they were than it still holds. */
  private settle(pile: number): void {
    if (this.fixed[pile]! > this.len[pile]!) this.fixed[pile] = this.len[pile]!;
  }

  /** Turns up the pile's top card if it lies face down; whether it did. */
  private reveal(pile: number): boolean {
    const n = this.len[pile]!;
    if (n > 0 && this.down[pile] === n) {
      this.down[pile] = n - 1;
      this.faceDown -= 1;
      return true;
    }
    return false;
  }

  private hide(pile: number): void {
    this.down[pile]! += 1;
    this.faceDown += 1;
  }

  private takeFromStock(index: number): number {
    const { stock } = this;
    const card = stock[index]!;
    stock.copyWithin(index, index + 1, this.stockLen);
    this.stockLen -= 1;
    this.toggle(card);
    return card;
  }

  private putBackInStock(index: number, card: number): void {
    const { stock } = this;
    stock.copyWithin(index + 1, index, this.stockLen);
    stock[index] = card;
    this.stockLen += 1;
    this.toggle(card);
  }

  private toggle(card: number): void {
    if (card < 32) this.in0 ^= 1 << card;
    else this.in1 ^= 1 << (card - 32);
  }

  private growLog(): void {
    const moves = new Int32Array(this.logMove.length * 2);
    moves.set(this.logMove);
    this.logMove = moves;
    const info = new Int32Array(this.logInfo.length * 2);
    info.set(this.logInfo);
    this.logInfo = info;
    const pass = new Int32Array(this.logPass.length * 2);
    pass.set(this.logPass);
    this.logPass = pass;
    const fixed = new Int32Array(this.logFixed.length * 2);
    fixed.set(this.logFixed);
    this.logFixed = fixed;
  }
}
