/**
 * The search's moves from a position, with the field's dominances: the same moves in
 * the same order as the TypeScript solver's (../moves.ts, whose notes say why each
 * dominance keeps a win wherever there is one). Written into a block of the core's
 * memory, priorities in the high bits, best first; a forced move comes alone.
 */
import { ld32, ld8, st32, st8 } from '../../../freecell/solver/core/memory';
import {
  F2T, POS, S2F, S2T, T2F, T2F_VIA, T2T, cardAt, covers, empties, surfaces, tops, countOf, currentStockIndex, down, draw, faceUpAt, fixed, fromOf, home,
  inStock, isInStock, kingsInStock, len, pack, pass, passLimit, ptr, stockAt, stockIndexOf, stockLen, worryBack,
} from './board';
import { PILES } from './layout';

/** The most moves one position can have, with room to spare. */
export const MAX_MOVES = 512;
const PRIORITY = 20;

/** Whether a move generate wrote is a forced one (which comes alone, with no priority). */
// @ts-ignore: decorator
@inline export function isForced(move: i32): bool {
  return move >>> PRIORITY === 0;
}

// @ts-ignore: decorator
@inline function rankOf(card: i32): i32 {
  return (card >> 2) + 1;
}
// @ts-ignore: decorator
@inline function redOf(card: i32): i32 {
  // suits 1 and 2 are red: those whose two bits differ
  return (card ^ (card >> 1)) & 1;
}
// @ts-ignore: decorator
@inline function twinOf(card: i32): i32 {
  return (card & ~3) | (3 - (card & 3));
}
/** The kind a card is: rank and colour. */
// @ts-ignore: decorator
@inline function kindOf(card: i32): i32 {
  return rankOf(card) * 2 + redOf(card);
}
/** The kind that fits on a card: one rank lower, the other colour. */
// @ts-ignore: decorator
@inline function fitsOn(card: i32): i32 {
  // kindOf(card) - 2 + 1 - 2 * redOf(card), that is (rank - 1) * 2 + 1 - red
  return ((card >> 2) << 1) + 1 - redOf(card);
}

/** Whether the card may go home at once without losing a win (see ../moves.ts, safeHome). */
// @ts-ignore: decorator
@inline export function safeHome(card: i32): bool {
  const rank = rankOf(card);
  if (rank <= 2) return true;
  const suit = card & 3;
  // the suits of the other colour: red (1, 2) for black, black (0, 3) for red
  const x = 1 - redOf(card);
  const y = x === 1 ? 2 : 3;
  if (home(x) < rank - 1 || home(y) < rank - 1) return false;
  return !worryBack || home(3 - suit) >= rank - 2;
}

// @ts-ignore: decorator
@inline function fitsHome(card: i32): bool {
  return home(card & 3) === rankOf(card) - 1;
}

const NEXT_AT: usize = memory.data(4 * 4);

/*
 * Which pile a card tops (topPile), and which pile a kind of card would go onto
 * (fitPile), are read off the board's set of the piles' top cards (board.ts `tops`) and
 * its record of where each card lies. Until the seventeenth session two tables held
 * those answers, laid pile by pile at every generation and emptied after it; most
 * generations ask only a few of them.
 */

/** The pile whose top the card is (-1: none). */
// @ts-ignore: decorator
@inline function topPile(card: i32): i32 {
  return ((tops >> <u64>card) & 1) !== 0 ? pileOf(card) : -1;
}

/** Each rank's first card (its bit 0 of four, one a suit): a card set's ranks. */
const RANKS: u64 = 0x1111111111111;
const KINGS: u64 = (<u64>0xf) << 48;

/** The cards that fit on a pile's top: a rank below a top card, of the other colour. */
// @ts-ignore: decorator
@inline function fitOnTops(): u64 {
  const red = ((tops >> 1) | (tops >> 2)) & RANKS;
  const black = (tops | (tops >> 3)) & RANKS;
  return ((red * 0b1001) | (black * 0b0110)) >> 4;
}

/** Each suit's next card home, a bit each (past a King: a bit no card has), in the position being expanded (generate lays it). */
let nextHome: u64 = 0;

/** The first pile (the lowest) whose top a card of the kind fits on (-1: none). */
function fitPile(kind: i32): i32 {
  // the two cards a rank above, of the other colour: black (suits 0 and 3) under a red card, red (1 and 2) under a black one
  const under = ((kind & 1) === 1 ? <u64>0b1001 : <u64>0b0110) << <u64>((kind >> 1) << 2);
  let both = tops & under;
  if (both === 0) return -1;
  const first = pileOf(<i32>ctz(both));
  both &= both - 1;
  if (both === 0) return first;
  const second = pileOf(<i32>ctz(both));
  return first < second ? first : second;
}

/** The piles the cards (on the tableau) lie on, a bit a pile: for going through them in the piles' order. */
// @ts-ignore: decorator
@inline function pilesOf(cards: u64): i32 {
  let piles = 0;
  while (cards !== 0) {
    piles |= 1 << pileOf(<i32>ctz(cards));
    cards &= cards - 1;
  }
  return piles;
}

/** The pile a card on the tableau lies on. */
// @ts-ignore: decorator
@inline function pileOf(card: i32): i32 {
  return ld32(POS, card) >> 6;
}
/** The cards that could come onto the tableau at once in this position: each pile's card over its face-down ones (or its unmoved first card), the stock's cards and, where they may come back, the foundations' top cards. */
let waiting: u64 = 0;

/**
 * While generateLandings runs: the card put down, the kind of card that fits on it, and
 * the foundation it came from (-1: the stock); landKind is -1 otherwise.
 */
let landCard: i32 = -1;
let landKind: i32 = -1;
let landSuit: i32 = -1;

/**
 * Whether the search puts stock cards down only to wait for a landing (search.ts sets it
 * for each search): then a stock card after which generateLandings would write no move
 * (landingAfter) is not offered at all, instead of being put down, finding none and
 * taken back. The positions stored and the path are the same.
 */
export let waitsForLanding = false;

/**
 * Whether the search puts foundation cards down only to wait for a landing (search.ts
 * sets it for each search): then a foundation card after which generateLandings would
 * write no move (landingAfterHome) is not offered at all, instead of being put down,
 * finding none and taken back. The positions stored and the path are the same.
 */
export let homeWaitsForLanding = false;

/** Sets what waits for a landing: stock cards put down (`stock`), foundation cards put down (`home`). */
export function setWaitsForLanding(stock: bool, home: bool): void {
  waitsForLanding = stock;
  homeWaitsForLanding = home;
}

/**
 * The moves after a card was put down on pile `onto` from the stock or (`suit` not -1)
 * from that suit's foundation (../search.ts, `landings`): of those generate would write,
 * the forced move if there is one, else those that land a card on it or on its twin
 * and, after a foundation's card, the next card of that foundation down, in the same
 * order; written at `out`, how many returned.
 */
export function generateLandings(out: usize, onto: i32, suit: i32): i32 {
  landSuit = suit;
  landCard = cardAt(onto, len(onto) - 1);
  landKind = fitsOn(landCard);
  const n = generate(out);
  landKind = -1;
  landSuit = -1;
  return n;
}

/**
 * The moves after a stock card gone home (../search.ts, `successorsHome`): of those
 * generate would write, the forced move if there is one, else those that take `card`,
 * the next of its suit, home (from a pile's top, from under a run or from the stock), in
 * the same order; written at `out`, how many returned. Written alone (successorMoves),
 * with generate's `tops` laid, instead of every move written and filtered.
 */
export function generateSuccessorsHome(out: usize, card: i32): i32 {
  awaitCard = card;
  const n = generate(out);
  awaitCard = -1;
  return n;
}

/** While generateSuccessorsHome runs: the card awaited home; -1 otherwise. */
let awaitCard: i32 = -1;

/** Writes the moves from this position at `out`, best first; returns how many. */
export function generate(out: usize): i32 {
  kingWaiting = -1;
  const firstEmpty = empties === 0 ? -1 : <i32>ctz(empties);
  // each suit's next card home (past a King: a bit no card has) and, where they may come back, its top card
  let next: u64 = 0;
  let homeTops: u64 = 0;
  for (let s = 0; s < 4; s += 1) {
    const h = home(s);
    next |= (<u64>1) << <u64>(h * 4 + s);
    if (h > 0) homeTops |= (<u64>1) << <u64>((h - 1) * 4 + s);
  }
  // a pile's top going home safely: the only move (the first such pile's)
  nextHome = next;
  let ready = tops & next;
  if (ready !== 0) {
    let forced = PILES;
    while (ready !== 0) {
      const card = <i32>ctz(ready);
      ready &= ready - 1;
      if (safeHome(card) && pileOf(card) < forced) forced = pileOf(card);
    }
    if (forced < PILES) {
      st32(out, 0, pack(T2F, forced, 0, 0, 0));
      return 1;
    }
  }
  waiting = surfaces | inStock;
  if (worryBack) waiting |= homeTops;
  if (draw !== 3) {
    const current = currentStockIndex();
    if (current >= 0) {
      const card = stockAt(current);
      if (fitsHome(card) && safeHome(card)) {
        st32(out, 0, pack(S2F, current, 0, 0, 0));
        return 1;
      }
    }
    // with no pass limit every stock card is in reach: one that may go home safely goes at once, wherever it lies, where stock cards wait (../moves.ts, safeStockHome)
    if (waitsForLanding) {
      for (let s = 0; s < 4; s += 1) {
        const rank = home(s);
        if (rank === 13) continue;
        const card = rank * 4 + s;
        if (!isInStock(card) || !safeHome(card)) continue;
        const index = stockIndexOf(card);
        st32(out, 0, pack(S2F, index, 0, 0, reachOf(index)));
        return 1;
      }
    }
  }
  if (landKind >= 0) return landingMoves(out);
  if (awaitCard >= 0) return successorMoves(out);
  let n = 0;
  // cards home from the tableau: a pile's top, or a card under a run that can move onto its twin
  let found = 0;
  for (let s = 0; s < 4; s += 1) {
    if (home(s) === 13) continue;
    const where = faceUpAt(home(s) * 4 + s);
    if (where < 0) continue;
    let k = found;
    while (k > 0 && ld32(NEXT_AT, k - 1) > where) {
      st32(NEXT_AT, k, ld32(NEXT_AT, k - 1));
      k -= 1;
    }
    st32(NEXT_AT, k, where);
    found += 1;
  }
  for (let f = 0; f < found; f += 1) {
    const where = ld32(NEXT_AT, f);
    const i = where >> 6;
    const k = where & 63;
    const card = cardAt(i, k);
    const length = len(i);
    const first = down(i);
    const reveals = k === first && first > 0;
    if (k === length - 1) {
      st32(out, n++, pack(T2F, i, 0, 0, 0) | ((reveals ? 900 + first : 500) << PRIORITY));
      continue;
    }
    const j = topPile(twinOf(card));
    if (j < 0) continue;
    if (safeHome(card)) {
      st32(out, 0, pack(T2F_VIA, i, j, length - 1 - k, 0));
      return 1;
    }
    st32(out, n++, pack(T2F_VIA, i, j, length - 1 - k, 0) | ((reveals ? 890 + first : 490) << PRIORITY));
  }
  // a pile's face-up cards onto another pile: those over face-down cards, or a pile's unmoved first card (its surface card, board.ts `surfaces`, which a pile with cards face down always has); only the piles whose surface card fits on a pile's top, or is a King while a pile is empty
  const fitting = fitOnTops();
  let movers = pilesOf(surfaces & (fitting | (firstEmpty >= 0 ? KINGS : 0)));
  while (movers !== 0) {
    const i = ctz(movers);
    movers &= movers - 1;
    const length = len(i);
    const first = down(i);
    const bottom = cardAt(i, first);
    if (rankOf(bottom) === 13) {
      if (first > 0 && firstEmpty >= 0) st32(out, n++, pack(T2T, i, firstEmpty, length - first, 0) | ((600 + 10 * first) << PRIORITY));
      continue;
    }
    const j = fitPile(kindOf(bottom));
    if (j < 0 || j === i) continue;
    // a pile's unmoved first card moves only to empty the pile for a King
    if (first === 0 && (fixed(i) === 0 || !kingWaits())) continue;
    st32(out, n++, pack(T2T, i, j, length - first, 0) | ((first > 0 ? 600 + 10 * first : 300) << PRIORITY));
  }
  n = stockMoves(out, n, firstEmpty, fitting);
  // foundation cards back down
  if (worryBack) {
    for (let s = 0; s < 4; s += 1) {
      const rank = home(s);
      if (rank < 3) continue;
      const card = (rank - 1) * 4 + s;
      // where it could land first (the cheapest test), then whether it has a use there
      const j = rank === 13 ? firstEmpty : fitPile(kindOf(card));
      if (j < 0 || safeHome(card) || !comesDownFor(card)) continue;
      if (!homeWaitsForLanding || landsAfterHome(card)) st32(out, n++, pack(F2T, s, j, 0, 0) | (100 << PRIORITY));
    }
  }
  sortDescending(out, n);
  return n;
}

/**
 * The moves generate would write that take awaitCard home (with no forced move among
 * the pile tops or the playable stock card): a forced move if one is left (a card next
 * home under a run that can go onto its twin, safely: the first by where it lies, as
 * generate finds it), else the card's own move home, from a pile's top, from under a run
 * onto its twin, or from the stock.
 */
function successorMoves(out: usize): i32 {
  // a card next home under a run, going home safely through its twin: the forced move generate would find first
  let forcedAt = 0x7fffffff;
  for (let s = 0; s < 4; s += 1) {
    if (home(s) === 13) continue;
    const next = home(s) * 4 + s;
    const where = faceUpAt(next);
    if (where < 0 || where >= forcedAt || (where & 63) === len(where >> 6) - 1) continue;
    if (topPile(twinOf(next)) >= 0 && safeHome(next)) forcedAt = where;
  }
  if (forcedAt !== 0x7fffffff) {
    const i = forcedAt >> 6;
    const k = forcedAt & 63;
    st32(out, 0, pack(T2F_VIA, i, topPile(twinOf(cardAt(i, k))), len(i) - 1 - k, 0));
    return 1;
  }
  const card = awaitCard;
  if (!fitsHome(card)) return 0;
  if (isInStock(card)) {
    const index = stockIndexOf(card);
    const recycle = reachOf(index);
    if (recycle < 0) return 0;
    st32(out, 0, pack(S2F, index, 0, 0, recycle) | ((index === currentStockIndex() ? 720 : 700) << PRIORITY));
    return 1;
  }
  const where = faceUpAt(card);
  if (where < 0) return 0;
  const i = where >> 6;
  const k = where & 63;
  const length = len(i);
  const first = down(i);
  const reveals = k === first && first > 0;
  if (k === length - 1) {
    st32(out, 0, pack(T2F, i, 0, 0, 0) | ((reveals ? 900 + first : 500) << PRIORITY));
    return 1;
  }
  const j = topPile(twinOf(card));
  if (j < 0) return 0;
  st32(out, 0, pack(T2F_VIA, i, j, length - 1 - k, 0) | ((reveals ? 890 + first : 490) << PRIORITY));
  return 1;
}

/**
 * The moves generate would write after the card put down (landCard, on the top of a
 * pile) that land a card on it or on its twin and, after a foundation's card, the next
 * card of that foundation down: with generate's `tops` laid, only the cards
 * of the kind that fits on it are looked at, and the next card of its suit home (for
 * the run over it), instead of every pile, stock card and foundation. The only moves
 * that could be forced here and not before the card was put down are checked first: a
 * stock card newly playable going home safely is checked by generate; the twin
 * going home safely from under a run, now that the run can move onto the card, here.
 * (Every other forced move would have been forced before, when the put-down came
 * alone or not at all.)
 */
function landingMoves(out: usize): i32 {
  const card = landCard;
  const kind = landKind;
  // the pile a card of that kind goes to: the first whose top is the card or its twin
  const to = fitPile(kind);
  let n = 0;
  // the twin, next home from under a run: the run onto the card
  const twin = twinOf(card);
  if (fitsHome(twin)) {
    const where = faceUpAt(twin);
    const i = where >> 6;
    const k = where & 63;
    if (where >= 0 && k < len(i) - 1) {
      const length = len(i);
      const move = pack(T2F_VIA, i, topPile(card), length - 1 - k, 0);
      if (safeHome(twin)) {
        st32(out, 0, move);
        return 1;
      }
      const first = down(i);
      st32(out, n++, move | ((k === first && first > 0 ? 890 + first : 490) << PRIORITY));
    }
  }
  if (to >= 0) {
    // a pile's face-up cards, with that kind at their bottom (the pile's surface card: board.ts `surfaces`)
    let piles = pilesOf(surfaces & kindCards(kind));
    while (piles !== 0) {
      const i = ctz(piles);
      piles &= piles - 1;
      const length = len(i);
      const first = down(i);
      if (i === to) continue;
      if (first === 0 && (fixed(i) === 0 || !kingWaits())) continue;
      st32(out, n++, pack(T2T, i, to, length - first, 0) | ((first > 0 ? 600 + 10 * first : 300) << PRIORITY));
    }
    // the two cards of that kind, from the stock or from a foundation
    const rank = kind >> 1;
    const red = kind & 1;
    const current = currentStockIndex();
    const parkingIsIdle = draw !== 3 && passLimit === 0x7fffffff;
    for (let t = 0; t < 2; t += 1) {
      const fit = (rank - 1) * 4 + (red === 1 ? 1 + t : 3 * t);
      if (isInStock(fit)) {
        const index = stockIndexOf(fit);
        const recycle = reachOf(index);
        if (recycle < 0 || (fitsHome(fit) && safeHome(fit))) continue;
        if (parkingIsIdle && !hasUse(fit)) continue;
        if (waitsForLanding && parkingIsIdle && !landsAfterStock(index, fit)) continue;
        st32(out, n++, pack(S2T, index, to, 0, recycle) | ((index === current ? 420 : 400) << PRIORITY));
      } else if (worryBack && rank >= 3 && home(fit & 3) === rank && !safeHome(fit) && comesDownFor(fit)) {
        if (!homeWaitsForLanding || landsAfterHome(fit)) st32(out, n++, pack(F2T, fit & 3, to, 0, 0) | (100 << PRIORITY));
      }
    }
  }
  // where stock cards gone home wait for the next of their suit: the one whose next is the twin, under a run that could then land here
  if (waitsForLanding) {
    const before = beforeTwin(card);
    if (before >= 0) {
      const index = stockIndexOf(before);
      const current = currentStockIndex();
      st32(out, n++, pack(S2F, index, 0, 0, reachOf(index)) | ((index === current ? 720 : 700) << PRIORITY));
    }
  }
  // after a foundation's card, the next card of that foundation down
  if (landSuit >= 0) {
    const rank = home(landSuit);
    const below = (rank - 1) * 4 + landSuit;
    const j = rank >= 3 ? fitPile(kindOf(below)) : -1;
    if (j >= 0 && !safeHome(below) && comesDownFor(below) && (!homeWaitsForLanding || landsAfterHome(below))) {
      st32(out, n++, pack(F2T, landSuit, j, 0, 0) | (100 << PRIORITY));
    }
  }
  sortDescending(out, n);
  return n;
}

/**
 * The stock card that may go home after `card` is put down, where stock cards gone home
 * wait for the next of their suit (../search.ts, `landings`): when `card`'s twin lies
 * face up under a run, the first of the stock cards that go home before it, one after
 * another (stockChainTo), the twin then going home as the run lands on `card`; -1 for
 * none. With one-card draws and no pass limit it is in reach.
 */
function beforeTwin(card: i32): i32 {
  const twin = twinOf(card);
  if (rankOf(twin) === 1) return -1;
  const before = stockChainTo(twin);
  if (before < 0) return -1;
  const where = faceUpAt(twin);
  return where >= 0 && (where & 63) < len(where >> 6) - 1 ? before : -1;
}

/** The next card of `card`'s suit to go home, when it and every card of the suit after it below `card` lie in the stock; -1 otherwise, or when `card` is next itself (../moves.ts). */
function stockChainTo(card: i32): i32 {
  const suit = card & 3;
  const next = home(suit) * 4 + suit;
  if (next >= card) return -1;
  for (let c = next; c < card; c += 4) if (!isInStock(c)) return -1;
  return next;
}

/** Whether draws (and a recycle, within the pass limit) can bring up the stock card at `index`: -1 no, 0 without a recycle, 1 only with one (as stockInReach lists it). */
function reachOf(index: i32): i32 {
  const length = stockLen;
  const p = ptr;
  const canRecycle = pass < passLimit;
  if (draw === 0) return index >= p ? 0 : canRecycle ? 1 : -1;
  const step = draw;
  if (index === p - 1 || (index >= p && (index - p + 1) % step === 0) || (index === length - 1 && p < length)) return 0;
  return canRecycle && ((index + 1) % step === 0 || index === length - 1) ? 1 : -1;
}

/**
 * The moves of each stock card that draws (and a recycle) can bring up. Only the cards
 * that could make one are looked at: those next home, those that fit on a pile's top
 * and, with a pile empty, the Kings (the others would write nothing).
 */
function stockMoves(out: usize, at: i32, firstEmpty: i32, fitting: u64): i32 {
  if (stockLen === 0) return at;
  stockInReach();
  let cards = inStock & (nextHome | fitting | (firstEmpty >= 0 ? KINGS : 0));
  let movable: u64 = 0;
  while (cards !== 0) {
    movable |= (<u64>1) << <u64>stockIndexOf(<i32>ctz(cards));
    cards &= cards - 1;
  }
  let n = at;
  const current = currentStockIndex();
  const parkingIsIdle = draw !== 3 && passLimit === 0x7fffffff;
  // the cards in reach without a recycle, then those only with one (each listed once)
  for (let recycle = 0; recycle < 2; recycle += 1) {
    let left = (recycle === 0 ? reachNow : reachAfter) & movable;
    while (left !== 0) {
      const index = <i32>ctz(left);
      left &= left - 1;
      const card = stockAt(index);
      const bonus = index === current ? 20 : 0;
      if (fitsHome(card)) {
        st32(out, n++, pack(S2F, index, 0, 0, recycle) | ((700 + bonus) << PRIORITY));
        if (safeHome(card)) continue;
      }
      const king = rankOf(card) === 13;
      const j = king ? firstEmpty : fitPile(kindOf(card));
      if (j < 0 || (parkingIsIdle && !hasUse(card))) continue;
      if (waitsForLanding && parkingIsIdle && !landsAfterStock(index, card)) continue;
      st32(out, n++, pack(S2T, index, j, 0, recycle) | ((king ? 450 + bonus : 400 + bonus) << PRIORITY));
    }
  }
  return n;
}

/**
 * Whether the search offers a card put down to wait for a landing (a stock card, or a
 * foundation card) only when generateLandings would then write a move (landingAfter,
 * landingAfterHome): always, but while a test compares the lists with and without
 * (check.ts).
 */
let landingsFiltered = true;

export function setLandingsFiltered(on: bool): void {
  landingsFiltered = on;
}

// @ts-ignore: decorator
@inline function landsAfterStock(index: i32, card: i32): bool {
  return !landingsFiltered || landingAfter(index, card, 0, LANDING_DEPTH);
}

// @ts-ignore: decorator
@inline function landsAfterHome(card: i32): bool {
  return !landingsFiltered || landingAfterHome(card, 0, LANDING_DEPTH);
}

/**
 * How many cards put down one on another landingAfter and landingAfterHome follow
 * (each a rank below the one before) before they say yes without looking further: a
 * bound on their work, never a wrong no. With 6, along the tests' lines of play (deals
 * 1..30, every rule set) no card is offered that finds no landing, but Kings; with 4,
 * some are.
 */
const LANDING_DEPTH = 6;

/**
 * The stock card playable once the one at `index` has left the stock, where the stock
 * cards at `gone` (a bit an index, this position's indices) have left it too: the next
 * one still in, in the order draws turn them up; -1 for none.
 */
function playableAfter(index: i32, gone: u64): i32 {
  const left = gone | ((<u64>1) << <u64>index);
  if (draw === 0) {
    let next = index + 1;
    while (next < stockLen && (left & ((<u64>1) << <u64>next)) !== 0) next += 1;
    return next < stockLen ? next : -1;
  }
  let next = index - 1;
  while (next >= 0 && (left & ((<u64>1) << <u64>next)) !== 0) next -= 1;
  return next;
}

/**
 * Whether generateLandings, with the cards put down after it waiting in turn as the
 * search has them wait, would write a move once the stock card at `index` (`card`) were
 * put down, read off this position's tables, the stock cards at `gone` having left the
 * stock before it (cards put down on cards put down, followed from landingMoves). What
 * it changes (the card off the stock and on a pile's top, the pile's top under it
 * covered, the playable stock card) leaves every other condition below as it is here:
 * each looks at cards a rank below `card` or lower, or at its twin
 * (docs/klondike-solver.md, "Cards put down that find no landing"). Where a King is put
 * down and was the one a King waiting counted, it says yes when the answer is no: such a
 * card is still put down and taken back. Past `depth` cards put down on one another, it
 * says yes.
 */
function landingAfter(index: i32, card: i32, gone: u64, depth: i32): bool {
  if (depth === 0) return true;
  // the stock card then playable, going home safely: a forced move
  const next = playableAfter(index, gone);
  if (next >= 0) {
    const playable = stockAt(next);
    if (fitsHome(playable) && safeHome(playable)) return true;
  }
  // its twin next home under a run, the run onto the card
  const twin = twinOf(card);
  if (fitsHome(twin)) {
    const where = faceUpAt(twin);
    if (where >= 0 && (where & 63) < len(where >> 6) - 1) return true;
  }
  const kind = fitsOn(card);
  // a pile's face-up cards that fit on it
  if (runFits(kind)) return true;
  // the stock card whose next of its suit is the twin, under a run
  if (beforeTwin(card) >= 0) return true;
  // a card that fits on it from the stock, or from a foundation, each waiting for a landing in turn
  const red = kind & 1;
  const rank = kind >> 1;
  const left = gone | ((<u64>1) << <u64>index);
  for (let t = 0; t < 2; t += 1) {
    const fit = (rank - 1) * 4 + (red === 1 ? 1 + t : 3 * t);
    if (isInStock(fit)) {
      if (!(fitsHome(fit) && safeHome(fit)) && hasUse(fit) && landingAfter(stockIndexOf(fit), fit, left, depth - 1)) return true;
    } else if (worryBack && rank >= 3 && home(fit & 3) === rank && !safeHome(fit) && comesDownFor(fit) && (!homeWaitsForLanding || landingAfterHome(fit, left, depth - 1))) {
      return true;
    }
  }
  return false;
}

/**
 * Whether generateLandings would write a move once the foundation's top card `card`
 * came down onto a pile, read off this position's tables (as landingAfter for stock
 * cards; landingMoves lists what it looks for). The move changes the foundation's height
 * and the top of the pile it lands on, and nothing any condition below reads for the
 * ranks it looks at: the cards one rank below `card` and down, and `card`'s twin
 * (docs/klondike-solver.md, "Foundation cards that find no landing"). No new forced move
 * comes with it: a lower foundation makes no card safer to send home. For a King it
 * says yes: coming down, a King changes whether a King could take an emptied pile.
 */
export function landingAfterHome(card: i32, gone: u64, depth: i32): bool {
  const rank = rankOf(card);
  if (rank === 13 || depth === 0) return true;
  // its twin next home under a run, the run onto the card
  const twin = twinOf(card);
  if (fitsHome(twin)) {
    const where = faceUpAt(twin);
    if (where >= 0 && (where & 63) < len(where >> 6) - 1) return true;
  }
  // the stock card whose next of its suit is the twin, under a run
  if (waitsForLanding && beforeTwin(card) >= 0) return true;
  const kind = fitsOn(card);
  // a card that fits on it from the stock, or from a foundation
  const red = kind & 1;
  const fitRank = kind >> 1;
  const parkingIsIdle = draw !== 3 && passLimit === 0x7fffffff;
  for (let t = 0; t < 2; t += 1) {
    const fit = (fitRank - 1) * 4 + (red === 1 ? 1 + t : 3 * t);
    if (isInStock(fit)) {
      const index = stockIndexOf(fit);
      if (reachOf(index) < 0 || (fitsHome(fit) && safeHome(fit))) continue;
      if (parkingIsIdle && !hasUse(fit)) continue;
      if (waitsForLanding && parkingIsIdle && !landingAfter(index, fit, gone, depth - 1)) continue;
      return true;
    }
    // a foundation card coming down after it waits for a landing in turn: offered only when one would come
    if (worryBack && fitRank >= 3 && home(fit & 3) === fitRank && !safeHome(fit) && comesDownFor(fit) && landingAfterHome(fit, gone, depth - 1)) return true;
  }
  // a pile's face-up cards that fit on it
  if (runFits(kind)) return true;
  // the next card of its foundation down, coming down in turn (and waiting for a landing in turn)
  const below = card - 4;
  return rank - 1 >= 3 && !safeHome(below) && fitPile(kindOf(below)) >= 0 && comesDownFor(below) && landingAfterHome(below, gone, depth - 1);
}

/** The stock indices draws can bring up without a recycle, and those only with one (within the pass limit), a bit each: stockInReach. */
let reachNow: u64 = 0;
let reachAfter: u64 = 0;

/** The indices from `low` to `high` (inclusive) that are `low` plus a whole number of steps of `step` (1 or 3). */
// @ts-ignore: decorator
@inline function stepsFrom(low: i32, high: i32, step: i32): u64 {
  if (low > high) return 0;
  const span = ((<u64>2) << <u64>(high - low)) - 1;
  const every = step === 1 ? 0xffffffffffffffff : <u64>0x9249249249249249;
  return (every & span) << <u64>low;
}

/** Sets reachNow and reachAfter: the stock indices draws (and a recycle, within the pass limit) can bring up. */
function stockInReach(): void {
  const length = stockLen;
  const p = ptr;
  const canRecycle = pass < passLimit;
  const all = length >= 64 ? 0xffffffffffffffff : ((<u64>1) << <u64>length) - 1;
  if (draw === 0) {
    reachNow = all & ~(((<u64>1) << <u64>p) - 1);
    reachAfter = canRecycle ? all & ~reachNow : 0;
    return;
  }
  const step = draw;
  let now: u64 = 0;
  if (p > 0) now |= (<u64>1) << <u64>(p - 1);
  now |= stepsFrom(p + step - 1, length - 2, step);
  if (p < length) now |= (<u64>1) << <u64>(length - 1);
  reachNow = now;
  reachAfter = canRecycle ? (stepsFrom(step - 1, length - 2, step) | ((<u64>1) << <u64>(length - 1))) & ~now : 0;
}

/** Whether a pile's face-up cards have a card of the kind at their bottom and could move (over face-down cards, or to empty the pile for a King). */
// @ts-ignore: decorator
@inline function runFits(kind: i32): bool {
  // the piles' bottom face-up cards that could move are their surface cards (board.ts `surfaces`): over face-down cards (`covers`), or a pile's unmoved first card
  const cards = kindCards(kind);
  return (covers & cards) !== 0 || ((surfaces & ~covers & cards) !== 0 && kingWaits());
}

/** The two cards of a kind (rank and colour), a bit each. */
// @ts-ignore: decorator
@inline function kindCards(kind: i32): u64 {
  return ((kind & 1) === 1 ? <u64>0b0110 : <u64>0b1001) << <u64>(((kind >> 1) - 1) << 2);
}

/** Whether a King could move into a pile emptied now (kingWaits), for the position being expanded: -1 not yet worked out. */
let kingWaiting: i32 = -1;

/**
 * Whether a King could move into a pile emptied now: one over face-down cards (on
 * another pile: the pile emptied has none), one in the stock, or one on a foundation.
 * Worked out once a position.
 */
function kingWaits(): bool {
  if (kingWaiting < 0) kingWaiting = kingCouldCome() ? 1 : 0;
  return kingWaiting === 1;
}

function kingCouldCome(): bool {
  // a King over face-down cards
  if ((covers & KINGS) !== 0) return true;
  if (kingsInStock()) return true;
  if (worryBack) for (let s = 0; s < 4; s += 1) if (home(s) === 13) return true;
  return false;
}

/** Whether a card coming onto the tableau would take a card that could come at once, or the run on its twin, next home (or, where stock cards gone home wait, next but for a stock card) (../moves.ts). */
function hasUse(card: i32): bool {
  if (wouldReceive(card)) return true;
  const twin = twinOf(card);
  if (!fitsHome(twin) && !(waitsForLanding && stockChainTo(twin) >= 0)) return false;
  const where = faceUpAt(twin);
  return where >= 0 && (where & 63) < len(where >> 6) - 1;
}

/** Whether a foundation's top card coming down would have a use, or let the one under it come down and have one (../moves.ts). */
function comesDownFor(card: i32): bool {
  if (hasUse(card)) return true;
  const under = card - 4;
  if (rankOf(under) < 3 || safeHome(under) || fitPile(kindOf(under)) < 0) return false;
  return comesDownFor(under);
}

/** Whether a card coming onto the tableau would take a card that could come at once, more than its twin there could (../moves.ts). */
function wouldReceive(card: i32): bool {
  const rank = rankOf(card);
  if (rank === 1) return false;
  // the two cards of the kind that fits on it
  const coming = <i32>popcnt(waiting & kindCards(fitsOn(card)));
  if (coming === 0) return false;
  return topPile(twinOf(card)) >= 0 ? coming > 1 : true;
}


/**
 * A search's shuffle of the moves' order (0: none, the order of ../moves.ts): each move's
 * priority raised by a number below SHUFFLE_SPREAD drawn from the move and the shuffle,
 * so that moves of near priorities change places (search.ts's lanes after the first,
 * index.ts's restarts after an undecided search). Deterministic: the same shuffle, the
 * same order.
 *
 * The spread: 1000 since the fourteenth session (400 before). With 400 a move could pass
 * only moves less than 400 above it; priorities run from 100 to 906, so with 1000 any
 * move may come before any other, and the lanes' orders differ more. Over the 376 won
 * deals of 1..5000 of draw 3 that reach the lanes (their relaxation won), with four
 * different shuffles of the lanes each time, the lanes stored 72.3, 77.6, 97.1 and 62.9 million positions in all (77.5 on
 * average) against 83.6, 103.9, 108.9 and 99.4 million (99.0) with a spread of 400; lost
 * deals store the same positions in any order (docs/klondike-solver.md, "Lanes"). The
 * largest priority, 906 + 999, keeps below 2048, so that a shuffled move stays a positive
 * i32 (PRIORITY is 20).
 */
let shuffle: u32 = 0;
const SHUFFLE_SPREAD: u32 = 1000;

export function setShuffle(value: u32): void {
  shuffle = value;
}

export function shuffleNow(): u32 {
  return shuffle;
}

/** The move's place in a shuffled order (its priority raised as above). */
// @ts-ignore: decorator
@inline function shuffled(move: i32): i32 {
  let h = <u32>move ^ shuffle;
  h = (h ^ (h >> 16)) * 0x45d9f3b;
  h = (h ^ (h >> 16)) * 0x45d9f3b;
  h ^= h >> 16;
  return move + <i32>((h % SHUFFLE_SPREAD) << PRIORITY);
}

/**
 * Sorts the moves best first. Under a shuffle each move's priority is first raised in
 * place (`shuffled`, worked out once a move rather than at every comparison), so that
 * the moves the search reads carry their shuffled priorities; the fields the board reads
 * (board.ts `pack`) are below PRIORITY and stay as they were, and a forced move, which
 * comes alone, keeps its priority of 0 (`isForced`).
 */
function sortDescending(a: usize, count: i32): void {
  if (shuffle !== 0 && count > 1) for (let i = 0; i < count; i += 1) st32(a, i, shuffled(ld32(a, i)));
  for (let i = 1; i < count; i += 1) {
    const v = ld32(a, i);
    let j = i - 1;
    while (j >= 0 && ld32(a, j) < v) {
      st32(a, j + 1, ld32(a, j));
      j -= 1;
    }
    st32(a, j + 1, v);
  }
}
