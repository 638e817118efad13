/**
 * One game of `cardtable duel cassino`, as a worker task (worker-tasks.ts): the game is
 * a pure function of its players, seed, seating and rules, so it is the same in any thread.
 */
import type { Seat } from '../engine/game.js';
import { duelGame, type DuelGame } from '../games/cassino/duel.js';
import type { CassinoRules } from '../games/cassino/variants.js';

export interface DuelGameInput {
  readonly players: readonly Seat[];
  readonly seed: number;
  readonly turn: number;
  readonly target: number;
  readonly rules: CassinoRules;
}

export function playDuelGame(input: DuelGameInput): DuelGame {
  return duelGame(input.players, input.seed, input.turn, input.target, input.rules);
}
