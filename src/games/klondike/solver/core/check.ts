/**
 * A check of board.ts's `keyAfter` and `decidedAfter` against the moves themselves, for
 * the tests: along a line of play from the loaded position, every move the search could
 * make is made, its key and whether it decides read, and taken back.
 */
import { decidedAfter, isDecided, key, keyAfter, play, undo } from './board';
import { MAX_MOVES, generate } from './moves';
import { alloc, ld32 } from '../../../freecell/solver/core/memory';

const MOVES: usize = alloc(MAX_MOVES * 4);

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
    h ^= h << 13;
    h ^= h >> 17;
    h ^= h << 5;
    play(ld32(MOVES, <i32>(h % <u32>n)));
  }
  return wrong > 0 ? -wrong : compared;
}
