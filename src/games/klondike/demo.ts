/**
 * The computer playing a deal as a person would, seeing only face-up cards: at each
 * step the first move `hint` gives in that position (`draw` included), until the game
 * is won or the hint has no move. The hint is given the same recent views the game's
 * own `hint` gets (the engine's HINT_WINDOW), so that fed into `cardtable klondike` the
 * moves replay exactly and `hint` names each one first.
 */
import { HINT_WINDOW } from '../../engine/session.js';
import { dealGame } from './deal.js';
import { hint } from './hint.js';
import { applyMove } from './rules.js';
import { isWon, type KlondikeMove, type KlondikeRules, type KlondikeView } from './state.js';
import { viewOf } from './view.js';

export interface DemoGame {
  readonly won: boolean;
  readonly moves: readonly KlondikeMove[];
  /** How long each hint took, in milliseconds. */
  readonly hintTimes: readonly number[];
}

export function playDeal(seed: number, rules: KlondikeRules): DemoGame {
  let state = dealGame(seed, rules);
  const line: KlondikeView[] = [viewOf(state)];
  const moves: KlondikeMove[] = [];
  const hintTimes: number[] = [];
  while (!isWon(state)) {
    const started = performance.now();
    const answer = hint(line.slice(-HINT_WINDOW));
    hintTimes.push(performance.now() - started);
    if (!answer.ok) break;
    const move = answer.value[0]!;
    const next = applyMove(state, move);
    if (!next.ok) throw new Error(`the hint named a move that is not legal: ${next.error}`);
    state = next.value;
    moves.push(move);
    line.push(viewOf(state));
    // the line need hold no more than the window the hint is given
    if (line.length > 2 * HINT_WINDOW) line.splice(0, line.length - HINT_WINDOW);
  }
  return { won: isWon(state), moves, hintTimes };
}
