/**
 * The search's working position, one for the whole core, in fixed blocks of the
 * core's memory (nothing allocated per position), changed by the search's moves and
 * taken back by an undo log, with its position key. The same position and moves as
 * the TypeScript solver's board (../board.ts), move for move: see its notes.
 *
 * The stock is one sequence: the waste from its bottom card to its top, then the deck
 * from its top card; `ptr` says where the waste ends. A draw moves `ptr` on; a recycle
 * sets it back to 0; a card played from the stock leaves the sequence. The cards in
 * the stock are also a 64-bit set (`inStock`), part of the key.
 *
 * The key (one 64-bit word, exact): each suit's foundation height (16 bits), for each
 * pile how many of its bottom cards still lie where they lay when the search began
 * (`fixed`, the piles' counts in mixed radix), which of the stock's cards at the
 * search's start are still there (a bit each), and the pointer and the pass where the
 * rules make them matter. How the face-up cards lie is left out (docs/klondike-solver.md
 * argues why that is sound). A position whose key would not fit in 64 bits (only a deal
 * file can make one) is not loaded: the host searches it with the TypeScript solver.
 */
import { grown32, ld32, ld8, st32, st8 } from '../../../freecell/solver/core/memory';
import { IN_COL, IN_STOCK, IN_WORDS, PILES, STRIDE, W_DOWN, W_DRAW, W_HOME, W_LEN, W_PASS, W_PASS_LIMIT, W_PTR, W_STOCK_LEN, W_WORRY_BACK } from './layout';

/** The search's moves, packed in an int as ../board.ts packs them (type in bits 0-2). */
export const T2F = 0;
export const T2T = 1;
export const S2F = 2;
export const S2T = 3;
export const F2T = 4;
export const T2F_VIA = 5;

// @ts-ignore: decorator
@inline export function pack(type: i32, a: i32, b: i32, count: i32, recycle: i32): i32 {
  return type | (a << 3) | (b << 9) | (count << 12) | (recycle << 18);
}
// @ts-ignore: decorator
@inline export function fromOf(move: i32): i32 {
  return (move >> 3) & 63;
}
// @ts-ignore: decorator
@inline export function toOf(move: i32): i32 {
  return (move >> 9) & 7;
}
// @ts-ignore: decorator
@inline export function countOf(move: i32): i32 {
  return (move >> 12) & 63;
}
// @ts-ignore: decorator
@inline export function recyclesOf(move: i32): i32 {
  return (move >> 18) & 1;
}
// @ts-ignore: decorator
@inline function takesFromPile(move: i32): bool {
  const type = move & 7;
  return type === T2F || type === T2T || type === T2F_VIA;
}

/*
 * The position's blocks, and every other fixed block of the core, are static data
 * (memory.data), not blocks taken from the heap at start: their addresses are then
 * constants in the compiled code, folded into each read, where a heap block's address
 * is a global read again at every use (docs/klondike-solver.md, "Card sets kept by the
 * board").
 */
/** Tableau pile i holds COL[i*STRIDE .. i*STRIDE+len(i)-1], bottom first; its bottom down(i) lie face down. */
export const COL: usize = memory.data(PILES * STRIDE);
export const LEN: usize = memory.data(PILES * 4);
export const DOWN: usize = memory.data(PILES * 4);
/** How many of each pile's bottom cards lie where they lay when the search began. */
export const FIXED: usize = memory.data(PILES * 4);
/** The rank each suit's foundation has reached (C D H S). */
export const HOME: usize = memory.data(4 * 4);
export const STOCK: usize = memory.data(52);
/** Where each card was last put on the tableau: pile * STRIDE + place (stale once it left; see `faceUpAt`). */
export const POS: usize = memory.data(52 * 4);

/**
 * The piles' top cards and surface cards (a pile's face-up card over its face-down
 * ones, or its unmoved first card, where it still lies where it lay when the search
 * began), a bit each, those of the surface cards that lie over face-down cards
 * (`covers`), and the empty piles, a bit a pile: kept up to date move by move
 * (`refresh`), for the move generator. A pile with cards face down always has a surface
 * card (the face-up card over them has not moved: had it, the card under it would have
 * turned up), and it is the pile's bottom face-up card.
 */
export let tops: u64 = 0;
export let surfaces: u64 = 0;
export let covers: u64 = 0;
export let empties: i32 = 0;
/** Each pile's part of tops, surfaces and covers (a 64-bit word each, four words a pile). */
const PILE_BITS: usize = memory.data(PILES * 32);

export let stockLen: i32 = 0;
export let ptr: i32 = 0;
export let pass: i32 = 1;
export let homeCount: i32 = 0;
export let faceDown: i32 = 0;
export let inStock: u64 = 0;
/** Which of the stock's cards at the search's start are still in it: bit k for the card then at index k. */
export let stockBits: u64 = 0;
/** Each card's index in the stock when the search began. */
const START_INDEX: usize = memory.data(52 * 4);
/** Each pile's weight in the key's mixed-radix count of `fixed`. */
const FIXED_WEIGHT: usize = memory.data(PILES * 8);
let stockShift: u64 = 0;
/** The key's part kept up to date move by move: the foundations, the `fixed` counts and the stock's cards (see `key`). */
let keyBody: u64 = 0;
/** Where the pointer and the pass lie in the key. */
export let ptrShift: u64 = 0;
export let ptrMask: i32 = 0;
let passShift: u64 = 0;

/** 1 or 3: the standard game's draw; 0: the spec's game. */
export let draw: i32 = 3;
/** The most passes (Vegas), or 0x7fffffff. */
export let passLimit: i32 = 0x7fffffff;
export let worryBack: bool = true;
export let keyPtr: bool = true;
export let keyPass: bool = false;
export let ptrDominance: bool = false;

/** The undo log: the move made, what else it changed (bit 0 a card turned up, bits 1-6 the card, bits 7 on `ptr` before), the pass and the pile's `fixed` before. */
let logCap: i32 = 0;
let logMove: usize = 0;
let logInfo: usize = 0;
let logPass: usize = 0;
let logFixed: usize = 0;
export let logLength: i32 = 0;

const REVEALED = 1;

// @ts-ignore: decorator
@inline export function len(i: i32): i32 {
  return ld32(LEN, i);
}
// @ts-ignore: decorator
@inline export function down(i: i32): i32 {
  return ld32(DOWN, i);
}
// @ts-ignore: decorator
@inline export function fixed(i: i32): i32 {
  return ld32(FIXED, i);
}
// @ts-ignore: decorator
@inline export function home(s: i32): i32 {
  return ld32(HOME, s);
}
// @ts-ignore: decorator
@inline export function cardAt(i: i32, k: i32): i32 {
  return ld8(COL, i * STRIDE + k);
}
// @ts-ignore: decorator
@inline export function stockAt(index: i32): i32 {
  return ld8(STOCK, index);
}
// @ts-ignore: decorator
@inline export function isInStock(card: i32): bool {
  return ((inStock >> <u64>card) & 1) !== 0;
}
// @ts-ignore: decorator
@inline export function kingsInStock(): bool {
  return (inStock >> 48) !== 0;
}
export function logMoveAt(i: i32): i32 {
  return ld32(logMove, i);
}
export function logMoves(): usize {
  return logMove;
}

/** Sets the board to the position the host wrote into the layout. */
export function loadPosition(): bool {
  draw = ld32(IN_WORDS, W_DRAW);
  const limit = ld32(IN_WORDS, W_PASS_LIMIT);
  passLimit = limit > 0 ? limit : 0x7fffffff;
  worryBack = ld32(IN_WORDS, W_WORRY_BACK) !== 0;
  keyPass = limit > 0;
  keyPtr = draw === 3 || keyPass;
  ptrDominance = draw === 3 && !keyPass;
  homeCount = 0;
  for (let s = 0; s < 4; s += 1) {
    const h = ld32(IN_WORDS, W_HOME + s);
    st32(HOME, s, h);
    homeCount += h;
  }
  faceDown = 0;
  for (let i = 0; i < PILES; i += 1) {
    const n = ld32(IN_WORDS, W_LEN + i);
    const d = ld32(IN_WORDS, W_DOWN + i);
    for (let k = 0; k < n; k += 1) {
      const card = ld8(IN_COL, i * STRIDE + k);
      st8(COL, i * STRIDE + k, card);
      st32(POS, card, i * STRIDE + k);
    }
    st32(LEN, i, n);
    st32(DOWN, i, d);
    // a King at the bottom of a pile with nothing under it never needs to move again: it counts as settled
    const kingAtBottom = d === 0 && n > 0 && (ld8(IN_COL, i * STRIDE) >> 2) === 12;
    st32(FIXED, i, kingAtBottom ? 0 : min(n, d + 1));
    faceDown += d;
  }
  tops = 0;
  surfaces = 0;
  covers = 0;
  empties = 0;
  memory.fill(PILE_BITS, 0, PILES * 32);
  for (let i = 0; i < PILES; i += 1) refresh(i);
  stockLen = ld32(IN_WORDS, W_STOCK_LEN);
  inStock = 0;
  for (let k = 0; k < stockLen; k += 1) {
    const card = ld8(IN_STOCK, k);
    st8(STOCK, k, card);
    inStock |= (<u64>1) << <u64>card;
  }
  ptr = ld32(IN_WORDS, W_PTR);
  pass = ld32(IN_WORDS, W_PASS);
  logLength = 0;
  if (logCap === 0) growLog();
  return layKey();
}

/** Lays out the key for this search; false when it would need more than 64 bits. */
function layKey(): bool {
  let weight: u64 = 1;
  let bits: i32 = 16;
  for (let i = 0; i < PILES; i += 1) {
    store<u64>(FIXED_WEIGHT + (<usize>i << 3), weight);
    const radix = <u64>(fixed(i) + 1);
    if (weight > (<u64>1 << 40) / radix) return false;
    weight *= radix;
  }
  let used = 0;
  while (used < 48 && (<u64>1 << <u64>used) < weight) used += 1;
  bits += used;
  stockShift = <u64>bits;
  stockBits = 0;
  for (let k = 0; k < stockLen; k += 1) {
    st32(START_INDEX, stockAt(k), k);
    stockBits |= (<u64>1) << <u64>k;
  }
  bits += stockLen;
  ptrShift = <u64>bits;
  if (keyPtr) {
    let ptrBits = 0;
    while ((1 << ptrBits) <= stockLen) ptrBits += 1;
    bits += ptrBits;
    ptrMask = (1 << ptrBits) - 1;
  }
  passShift = <u64>bits;
  if (keyPass) bits += 2;
  keyBody = bodyOf();
  return bits <= 64;
}

/** The key's body worked out afresh: the foundations, the `fixed` counts in mixed radix and the stock's cards. */
function bodyOf(): u64 {
  let k = <u64>(home(0) | (home(1) << 4) | (home(2) << 8) | (home(3) << 12));
  let f: u64 = 0;
  for (let i = 0; i < PILES; i += 1) f += <u64>fixed(i) * load<u64>(FIXED_WEIGHT + (<usize>i << 3));
  k |= f << 16;
  return k | (stockBits << stockShift);
}

/** Sets a pile's `fixed` count, keeping the key's body up to date. */
// @ts-ignore: decorator
@inline function setFixed(pile: i32, value: i32): void {
  keyBody += (<u64>value - <u64>fixed(pile)) * (load<u64>(FIXED_WEIGHT + (<usize>pile << 3)) << 16);
  st32(FIXED, pile, value);
}

/** The position's key (see the notes at the top). */
export function key(): u64 {
  return keyOf(keyBody, ptr, stockLen, pass);
}

/** A key from its body and the stock's pointer, length and pass (key, keyAfter). */
// @ts-ignore: decorator
@inline function keyOf(body: u64, pointer: i32, length: i32, passes: i32): u64 {
  let k = body;
  // with draw 3 and no pass limit, a pointer at a multiple of three, or at the stock's end, reaches what a fresh pass does
  if (keyPtr) k |= <u64>(keyPass || (pointer % 3 !== 0 && pointer !== length) ? pointer : 0) << ptrShift;
  if (keyPass) k |= <u64>(passes & 3) << passShift;
  return k;
}

/** How many cards a move from a pile (T2F, T2F_VIA, T2T) leaves on it: `play` then sets the pile's `fixed` to at most that (`uncover`). */
// @ts-ignore: decorator
@inline function leftOn(move: i32): i32 {
  const type = move & 7;
  return len(fromOf(move)) - (type === T2F ? 1 : type === T2T ? countOf(move) : countOf(move) + 1);
}

/**
 * The key of the position the move leads to, worked out without making it: what `play`
 * then `key` would give, from the parts of the key each move changes (a card home raises
 * its suit's height, a pile left with n cards keeps at most n `fixed`, a stock card
 * leaves the stock with the pointer where it lay, a recycle counts a pass). So that the
 * search makes no move to a position met already (search.ts `advance`); checked against
 * `play` on every move along random lines of play (check.ts, the tests).
 */
// @ts-ignore: decorator
@inline export function keyAfter(move: i32): u64 {
  let body = keyBody;
  let p = ptr;
  let length = stockLen;
  let passes = pass;
  const from = fromOf(move);
  switch (move & 7) {
    case T2F:
    case T2F_VIA:
    case T2T: {
      const n = leftOn(move);
      if ((move & 7) !== T2T) body += (<u64>1) << (<u64>(cardAt(from, n) & 3) << 2);
      const f = fixed(from);
      if (f > n) body -= <u64>(f - n) * (load<u64>(FIXED_WEIGHT + (<usize>from << 3)) << 16);
      break;
    }
    case S2F:
    case S2T: {
      const card = stockAt(from);
      body ^= (<u64>1) << (<u64>ld32(START_INDEX, card) + stockShift);
      if ((move & 7) === S2F) body += (<u64>1) << (<u64>(card & 3) << 2);
      if (recyclesOf(move) !== 0) passes += 1;
      p = from;
      length -= 1;
      break;
    }
    case F2T:
      body -= (<u64>1) << (<u64>from << 2);
      break;
  }
  return keyOf(body, p, length, passes);
}

/** Whether the position the move leads to is decided (`isDecided` after `play`), worked out without making it (as keyAfter). */
// @ts-ignore: decorator
@inline export function decidedAfter(move: i32): bool {
  // a move sends at most one card home, and takes at most one card from the stock or turns up one face-down card
  return (homeCount >= 51 || stockLen + faceDown <= 1) && decidedAfterNear(move);
}

/** decidedAfter where the position is one card from decided. */
function decidedAfterNear(move: i32): bool {
  const type = move & 7;
  let homes = homeCount;
  let length = stockLen;
  let hidden = faceDown;
  if (type === T2F || type === T2F_VIA || type === T2T) {
    if (type !== T2T) homes += 1;
    const n = leftOn(move);
    if (n > 0 && down(fromOf(move)) === n) hidden -= 1;
  } else if (type === S2F || type === S2T) {
    if (type === S2F) homes += 1;
    length -= 1;
  } else {
    homes -= 1;
  }
  return homes === 52 || (length === 0 && hidden === 0);
}

/** The playable stock card's index without drawing, or -1. */
export function currentStockIndex(): i32 {
  if (draw === 0) return ptr < stockLen ? ptr : -1;
  return ptr > 0 ? ptr - 1 : -1;
}

/** Whether the position is won or sure to be: every card home, or none left in the stock or face down. */
// @ts-ignore: decorator
@inline export function isDecided(): bool {
  return homeCount === 52 || (stockLen === 0 && faceDown === 0);
}

/** Makes a move and logs it. */
export function play(move: i32): void {
  if (logLength === logCap) growLog();
  const at = logLength++;
  st32(logMove, at, move);
  st32(logPass, at, pass);
  let info = ptr << 7;
  st32(logFixed, at, takesFromPile(move) ? fixed(fromOf(move)) : 0);
  switch (move & 7) {
    case T2F:
      info |= tableauCardHome(fromOf(move));
      break;
    case T2F_VIA:
      moveRun(fromOf(move), toOf(move), countOf(move));
      info |= tableauCardHome(fromOf(move));
      break;
    case T2T:
      moveRun(fromOf(move), toOf(move), countOf(move));
      info |= uncover(fromOf(move));
      break;
    case S2F:
    case S2T: {
      const index = fromOf(move);
      const card = takeFromStock(index);
      info |= card << 1;
      if (recyclesOf(move) !== 0) pass += 1;
      ptr = index;
      if ((move & 7) === S2F) toHome(card);
      else push(toOf(move), card);
      break;
    }
    case F2T: {
      const s = fromOf(move);
      const card = (home(s) - 1) * 4 + s;
      fromHome(card);
      push(toOf(move), card);
      break;
    }
  }
  st32(logInfo, at, info);
  refreshAfter(move);
}

/**
 * The piles a move changed, refreshed (play, undo): both piles' old bits taken out
 * before either's new ones are put in, since the card on top of one may have come from
 * the other.
 */
// @ts-ignore: decorator
@inline function refreshAfter(move: i32): void {
  const type = move & 7;
  const from = takesFromPile(move) ? fromOf(move) : -1;
  const to = type !== T2F && type !== S2F ? toOf(move) : -1;
  if (from >= 0) takeOut(from);
  if (to >= 0) takeOut(to);
  if (from >= 0) refresh(from);
  if (to >= 0) refresh(to);
}

/** Pile i's bits taken out of tops, surfaces and covers (refreshAfter). */
// @ts-ignore: decorator
@inline function takeOut(i: i32): void {
  const at = PILE_BITS + (<usize>i << 5);
  tops &= ~load<u64>(at);
  surfaces &= ~load<u64>(at, 8);
  covers &= ~load<u64>(at, 16);
}

/** Pile i's top card and surface card put in tops, surfaces and covers (its old ones taken out: takeOut), and whether it is empty in empties. */
// @ts-ignore: decorator
@inline function refresh(i: i32): void {
  const n = len(i);
  const d = down(i);
  const top: u64 = n > 0 ? (<u64>1) << <u64>cardAt(i, n - 1) : 0;
  const surface: u64 = fixed(i) > d ? (<u64>1) << <u64>cardAt(i, d) : 0;
  const cover: u64 = d > 0 ? surface : 0;
  const at = PILE_BITS + (<usize>i << 5);
  tops |= top;
  surfaces |= surface;
  covers |= cover;
  store<u64>(at, top);
  store<u64>(at, surface, 8);
  store<u64>(at, cover, 16);
  empties = n > 0 ? empties & ~(1 << i) : empties | (1 << i);
}

/** Takes back the last move made. */
export function undo(): void {
  const at = --logLength;
  const move = ld32(logMove, at);
  const info = ld32(logInfo, at);
  const card = (info >> 1) & 63;
  switch (move & 7) {
    case T2F:
    case T2F_VIA: {
      const i = fromOf(move);
      if ((info & REVEALED) !== 0) hide(i);
      fromHome(card);
      push(i, card);
      if ((move & 7) === T2F_VIA) moveRun(toOf(move), i, countOf(move));
      break;
    }
    case T2T: {
      const i = fromOf(move);
      if ((info & REVEALED) !== 0) hide(i);
      moveRun(toOf(move), i, countOf(move));
      break;
    }
    case S2F:
    case S2T: {
      if ((move & 7) === S2F) fromHome(card);
      else st32(LEN, toOf(move), len(toOf(move)) - 1);
      putBackInStock(fromOf(move), card);
      break;
    }
    case F2T: {
      const j = toOf(move);
      const n = len(j) - 1;
      st32(LEN, j, n);
      toHome(cardAt(j, n));
      break;
    }
  }
  ptr = info >> 7;
  pass = ld32(logPass, at);
  if (takesFromPile(move)) setFixed(fromOf(move), ld32(logFixed, at));
  refreshAfter(move);
}

/** The stock card's index now (the stock keeps its order as cards leave it). */
export function stockIndexOf(card: i32): i32 {
  return <i32>popcnt(stockBits & ((<u64>1 << <u64>ld32(START_INDEX, card)) - 1));
}

/** Where the card lies face up on the tableau (pile * STRIDE + place), or -1 when it does not. */
export function faceUpAt(card: i32): i32 {
  const at = ld32(POS, card);
  const pile = at >> 6;
  const place = at & 63;
  return place < len(pile) && place >= down(pile) && ld8(COL, at) === card ? at : -1;
}

function tableauCardHome(i: i32): i32 {
  const n = len(i) - 1;
  const card = cardAt(i, n);
  st32(LEN, i, n);
  toHome(card);
  return (card << 1) | uncover(i);
}

function moveRun(from: i32, to: i32, count: i32): void {
  const n = len(from) - count;
  const at = from * STRIDE + n;
  const onto = to * STRIDE + len(to);
  for (let k = 0; k < count; k += 1) {
    const card = ld8(COL, at + k);
    st8(COL, onto + k, card);
    st32(POS, card, onto + k);
  }
  st32(LEN, to, len(to) + count);
  st32(LEN, from, n);
}

function uncover(pile: i32): i32 {
  const n = len(pile);
  let revealed = 0;
  if (n > 0 && down(pile) === n) {
    st32(DOWN, pile, n - 1);
    faceDown -= 1;
    revealed = REVEALED;
  }
  if (fixed(pile) > n) setFixed(pile, n);
  return revealed;
}

// @ts-ignore: decorator
@inline function toHome(card: i32): void {
  keyBody += (<u64>1) << (<u64>(card & 3) << 2);
  st32(HOME, card & 3, home(card & 3) + 1);
  homeCount += 1;
}
// @ts-ignore: decorator
@inline function fromHome(card: i32): void {
  keyBody -= (<u64>1) << (<u64>(card & 3) << 2);
  st32(HOME, card & 3, home(card & 3) - 1);
  homeCount -= 1;
}

function push(pile: i32, card: i32): void {
  const n = len(pile);
  st8(COL, pile * STRIDE + n, card);
  st32(POS, card, pile * STRIDE + n);
  st32(LEN, pile, n + 1);
}

function hide(pile: i32): void {
  st32(DOWN, pile, down(pile) + 1);
  faceDown += 1;
}

function takeFromStock(index: i32): i32 {
  const card = stockAt(index);
  // byte by byte: memory.copy is a call out of the compiled code, dear for a few bytes
  for (let k = index; k < stockLen - 1; k += 1) st8(STOCK, k, ld8(STOCK, k + 1));
  stockLen -= 1;
  inStock ^= (<u64>1) << <u64>card;
  stockBits ^= (<u64>1) << <u64>ld32(START_INDEX, card);
  keyBody ^= (<u64>1) << (<u64>ld32(START_INDEX, card) + stockShift);
  return card;
}

function putBackInStock(index: i32, card: i32): void {
  for (let k = stockLen; k > index; k -= 1) st8(STOCK, k, ld8(STOCK, k - 1));
  st8(STOCK, index, card);
  stockLen += 1;
  inStock ^= (<u64>1) << <u64>card;
  stockBits ^= (<u64>1) << <u64>ld32(START_INDEX, card);
  keyBody ^= (<u64>1) << (<u64>ld32(START_INDEX, card) + stockShift);
}

function growLog(): void {
  const cap = logCap === 0 ? 1024 : logCap * 2;
  logMove = grown32(logMove, logLength, cap);
  logInfo = grown32(logInfo, logLength, cap);
  logPass = grown32(logPass, logLength, cap);
  logFixed = grown32(logFixed, logLength, cap);
  logCap = cap;
}
