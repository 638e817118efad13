/**
 * Checks of what the search works out ahead of a move against the moves themselves, for
 * the tests: along a line of play from the loaded position, every move the search could
 * make is made, what it leads to read, and taken back. board.ts's `keyAfter` and
 * `decidedAfter` (checkKeysAfter); moves.ts's `landingAfterHome` (checkLandingsAfter); the
 * card sets board.ts keeps move by move (checkSetsAfter).
 */
import {
  F2T, S2T, cardAt, covers, decidedAfter, down, draw, empties, fixed, fromOf, isDecided, key, keyAfter, len, passLimit, play, surfaces, toOf, tops, undo,
} from './board';
import { PILES } from './layout';
import { MAX_MOVES, generate, generateLandings, setLandingsFiltered, setWaitsForLanding } from './moves';
import { ld32 } from '../../../freecell/solver/core/memory';

const MOVES: usize = memory.data(MAX_MOVES * 4);
const FILTERED: usize = memory.data(MAX_MOVES * 4);
const LANDINGS: usize = memory.data(MAX_MOVES * 4);

/**
 * Walks up to `steps` moves from the loaded position (each one of the moves there, chosen
 * by `seed`), comparing keyAfter and decidedAfter with `play` for every move on the way:
 * the moves compared when all agreed, else minus the moves that disagreed. The board is
 * left at the walk's end (the host loads a position before each search).
 */
export function checkKeysAfter(steps: i32, seed: u32): i32 {
  let compared = 0;
  let wrong = 0;
  let h = seed | 1;
  for (let step = 0; step < steps && !isDecided(); step += 1) {
    const n = generate(MOVES);
    if (n === 0) break;
    for (let m = 0; m < n; m += 1) {
      const move = ld32(MOVES, m);
      const expected = keyAfter(move);
      const decides = decidedAfter(move);
      play(move);
      if (key() !== expected || isDecided() !== decides) wrong += 1;
      undo();
      compared += 1;
    }
    h = stepOn(h, n);
  }
  return wrong > 0 ? -wrong : compared;
}

/**
 * Walks as checkKeysAfter, checking after every move made and every move taken back that
 * the card sets board.ts keeps move by move (`tops`, `surfaces`, `covers`, `empties`) are
 * those worked out afresh from the piles, and that every pile with cards face down has its
 * surface card (which the move generator counts on): the moves compared when all agreed,
 * else minus the moves that disagreed.
 */
export function checkSetsAfter(steps: i32, seed: u32): i32 {
  let compared = 0;
  let wrong = setsAgree() ? 0 : 1;
  let h = seed | 1;
  for (let step = 0; step < steps && !isDecided(); step += 1) {
    const n = generate(MOVES);
    if (n === 0) break;
    for (let m = 0; m < n; m += 1) {
      play(ld32(MOVES, m));
      if (!setsAgree()) wrong += 1;
      undo();
      if (!setsAgree()) wrong += 1;
      compared += 1;
    }
    h = stepOn(h, n);
    if (!setsAgree()) wrong += 1;
  }
  return wrong > 0 ? -wrong : compared;
}

/** Whether board.ts's card sets are those of the piles as they lie (checkSetsAfter). */
function setsAgree(): bool {
  let top: u64 = 0;
  let surface: u64 = 0;
  let cover: u64 = 0;
  let empty = 0;
  for (let i = 0; i < PILES; i += 1) {
    const n = len(i);
    const d = down(i);
    if (n === 0) empty |= 1 << i;
    else top |= (<u64>1) << <u64>cardAt(i, n - 1);
    if (d > 0 && fixed(i) <= d) return false;
    if (fixed(i) > d) {
      const bit = (<u64>1) << <u64>cardAt(i, d);
      surface |= bit;
      if (d > 0) cover |= bit;
    }
  }
  return top === tops && surface === surfaces && cover === covers && empty === empties;
}

/** Plays one of the `n` moves at MOVES, chosen by the walk's state `h`; the state after. */
function stepOn(h: u32, n: i32): u32 {
  h ^= h << 13;
  h ^= h >> 17;
  h ^= h << 5;
  play(ld32(MOVES, <i32>(h % <u32>n)));
  return h;
}

/**
 * Walks as checkKeysAfter, with cards put down waiting for a landing as the search puts
 * them down (stock cards where every stock card stays in reach, foundation cards where
 * they may come back): at every step, the moves generate writes must be those it writes
 * when every card that may be put down is offered (setLandingsFiltered), less each card
 * put down after which generateLandings writes no move, but for Kings, which may stay
 * (moves.ts `landingAfter`, `landingAfterHome`). The cards put down compared when all
 * agreed, else minus the moves that disagreed.
 */
export function checkLandingsAfter(steps: i32, seed: u32): i32 {
  const stockWaits = draw !== 3 && passLimit === 0x7fffffff;
  setWaitsForLanding(stockWaits, true);
  let compared = 0;
  let wrong = 0;
  let h = seed | 1;
  for (let step = 0; step < steps && !isDecided(); step += 1) {
    const kept = generate(FILTERED);
    setLandingsFiltered(false);
    const n = generate(MOVES);
    setLandingsFiltered(true);
    if (n === 0) break;
    let k = 0;
    for (let m = 0; m < n; m += 1) {
      const move = ld32(MOVES, m);
      const listed = k < kept && ld32(FILTERED, k) === move;
      if (listed) k += 1;
      const type = move & 7;
      if (type !== F2T && !(stockWaits && type === S2T)) {
        if (!listed) wrong += 1;
        continue;
      }
      play(move);
      const to = toOf(move);
      const king = cardAt(to, len(to) - 1) >> 2 === 12;
      const lands = generateLandings(LANDINGS, to, type === F2T ? fromOf(move) : -1) > 0;
      undo();
      if (lands !== listed && !(king && listed)) wrong += 1;
      compared += 1;
    }
    if (k !== kept) wrong += 1;
    h = stepOn(h, n);
  }
  return wrong > 0 ? -wrong : compared;
}
