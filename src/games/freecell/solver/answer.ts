/**
 * The answer as the engine's moves. The core writes the search's path out on the real
 * table, shortens it and plays it under the rules (core/answer.ts), and hands back each
 * move as `from | to << 4 | count << 8`: piles 0..7 tableau, 8..11 free cells, 12..15
 * home cells, and the count named (0: none). Here they become the engine's move
 * objects, one made per (from, to, count) and shared (they are read-only).
 */
import type { FreeCellMove, PileRef } from '../state.js';

const REFS: readonly PileRef[] = [
  ...Array.from({ length: 8 }, (_, index): PileRef => ({ kind: 'T', index })),
  ...Array.from({ length: 4 }, (_, index): PileRef => ({ kind: 'F', index })),
  ...Array.from({ length: 4 }, (_, index): PileRef => ({ kind: 'H', index })),
];

/** The engine's moves, made once and shared: by from, to, and the count named (0: none). */
const MOVES: (FreeCellMove | undefined)[] = [];

function engineMove(from: number, to: number, count: number): FreeCellMove {
  const at = (from * 16 + to) * 14 + count;
  let move = MOVES[at];
  if (move === undefined) {
    move = count === 0 ? { from: REFS[from]!, to: REFS[to]! } : { from: REFS[from]!, to: REFS[to]!, count };
    MOVES[at] = move;
  }
  return move;
}

/** Appends the engine's moves for the core's (from | to << 4 | count << 8) to `out`. */
export function pushEngineMoves(moves: Int32Array, out: FreeCellMove[]): void {
  for (let i = 0; i < moves.length; i += 1) {
    const m = moves[i]!;
    out.push(engineMove(m & 15, (m >> 4) & 15, m >> 8));
  }
}
