/**
 * The computer playing a deal as a person would, seeing only face-up cards: at each
 * step the first move `hint` gives in that position (`draw` included), until the game
 * is won or the hint has no move. The hint is given the same recent views the game's
 * own `hint` gets (the engine's HINT_WINDOW), so that fed into `cardtable klondike` the
 * moves replay exactly and `hint` names each one first.
 *
 * `demoSteps` plays it a move at a time (the full screen's demo shows each as it is
 * found); `playDeal` plays it through.
 */
import { HINT_WINDOW } from '../../engine/session.js';
import { dealGame } from './deal.js';
import { hint } from './hint.js';
import { applyMove } from './rules.js';
import { isWon, type KlondikeMove, type KlondikeRules, type KlondikeState, type KlondikeView } from './state.js';
import { viewOf } from './view.js';

export interface DemoGame {
  readonly won: boolean;
  readonly moves: readonly KlondikeMove[];
  /** How long each hint took, in milliseconds. */
  readonly hintTimes: readonly number[];
}

/** One move of the demo: the move, the position it leads to, and how long the hint took to name it. */
export interface DemoStep {
  readonly move: KlondikeMove;
  readonly state: KlondikeState;
  readonly hintMs: number;
}

/** How a demo's deal ended: won, or the hint's reason for naming no move (its last hint's time too). */
export interface DemoEnd {
  readonly won: boolean;
  /** Why the hint named no move (null when won). */
  readonly reason: string | null;
  /** How long the last hint took, the one that named no move (0 when won). */
  readonly lastHintMs: number;
}

/** The deal played a move at a time: each move as the hint names it, then how it ended. */
export function* demoSteps(seed: number, rules: KlondikeRules): Generator<DemoStep, DemoEnd, undefined> {
  let state = dealGame(seed, rules);
  const line: KlondikeView[] = [viewOf(state)];
  while (!isWon(state)) {
    const started = performance.now();
    const answer = hint(line.slice(-HINT_WINDOW));
    const hintMs = performance.now() - started;
    if (!answer.ok) return { won: false, reason: answer.error, lastHintMs: hintMs };
    const move = answer.value[0]!;
    const next = applyMove(state, move);
    if (!next.ok) throw new Error(`the hint named a move that is not legal: ${next.error}`);
    state = next.value;
    line.push(viewOf(state));
    // the line need hold no more than the window the hint is given
    if (line.length > 2 * HINT_WINDOW) line.splice(0, line.length - HINT_WINDOW);
    yield { move, state, hintMs };
  }
  return { won: true, reason: null, lastHintMs: 0 };
}

export function playDeal(seed: number, rules: KlondikeRules): DemoGame {
  const moves: KlondikeMove[] = [];
  const hintTimes: number[] = [];
  const steps = demoSteps(seed, rules);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done === true) {
      if (!step.value.won) hintTimes.push(step.value.lastHintMs);
      return { won: step.value.won, moves, hintTimes };
    }
    moves.push(step.value.move);
    hintTimes.push(step.value.hintMs);
  }
}
