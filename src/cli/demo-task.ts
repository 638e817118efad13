/** One deal of `cardtable demo klondike`, as a worker task (worker-tasks.ts): played by following the hint, and its line written. */
import { playDeal } from '../games/klondike/demo.js';
import { formatMove } from '../games/klondike/notation.js';
import type { KlondikeMove, KlondikeRules } from '../games/klondike/state.js';

export interface DemoDealInput {
  readonly seed: number;
  readonly rules: KlondikeRules;
}

export interface DemoDealOutput {
  readonly won: boolean;
  /** `<N>: won in <M> moves: <move> ...` or `<N>: lost after <M> moves: <move> ...`. */
  readonly line: string;
  readonly moves: number;
  /** How long each hint took, in milliseconds (for the bench; never printed). */
  readonly hintTimes: readonly number[];
}

export function demoDeal(input: DemoDealInput): DemoDealOutput {
  const game = playDeal(input.seed, input.rules);
  return { won: game.won, line: dealLine(input.seed, game.won, game.moves), moves: game.moves.length, hintTimes: game.hintTimes };
}

/** A deal's line: `<N>: won in <M> moves: <move> ...` or `<N>: lost after <M> moves: <move> ...`. */
export function dealLine(seed: number, won: boolean, moves: readonly KlondikeMove[]): string {
  const count = moves.length;
  const played = moves.map(formatMove).join(' ');
  const outcome = won ? `won in ${count} ${count === 1 ? 'move' : 'moves'}` : `lost after ${count} ${count === 1 ? 'move' : 'moves'}`;
  return `${seed}: ${outcome}:${count === 0 ? '' : ` ${played}`}`;
}
