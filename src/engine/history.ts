/**
 * Unlimited undo and redo as a persistent value: every operation returns a new
 * History and shares the rest. Each step remembers the move, the seat that moved and
 * the log lines the move printed, so that a game of several seats can undo a person's
 * play with the computer plays after it, and redo can print them again.
 *
 * Memory stays flat in a long game: a step keeps its whole state only while it is
 * among the last STATE_WINDOW steps, or on a checkpoint (every CHECKPOINT_EVERY
 * moves, the start included). Further back a step keeps its move alone, and its state
 * is played again from the checkpoint before it when undo reaches it (at most
 * CHECKPOINT_EVERY moves through the rules). Redo brings back the step undone itself,
 * its move played again if its state was dropped. A history
 * made without a way to replay moves (a test's) keeps every state.
 */

/** How many of the latest steps keep their state. */
export const STATE_WINDOW = 256;
/** Every this many moves a step keeps its state whatever its age, so replaying never goes further back. */
export const CHECKPOINT_EVERY = 1024;

/** Plays a move on a state: the rules' apply, for a move known to be legal there. */
export type Replay<S, M> = (state: S, move: M) => S;

export interface Step<S, M> {
  /** The state after the move; null once the step is out of the window (replayed when needed). */
  state: S | null;
  /** The move that led here; null at the start. */
  readonly move: M | null;
  /** The seat that made the move (0 at the start). */
  readonly seat: number;
  /** What the move printed in the game's log. */
  readonly log: readonly string[];
  readonly previous: Step<S, M> | null;
  readonly depth: number;
}

interface Undone<S, M> {
  /**
   * The step taken back, which redo makes the present again (its state played again if
   * it no longer keeps one): the same step object, so that whatever is known of its
   * position (session.ts keeps the hints asked there) is found again.
   */
  readonly step: Step<S, M>;
  readonly next: Undone<S, M> | null;
}

export interface History<S, M> {
  readonly now: Step<S, M>;
  /** Undone moves, the next one to redo first. */
  readonly undone: Undone<S, M> | null;
  /** How moves are played again; null keeps every state. */
  readonly replay: Replay<S, M> | null;
}

const NO_LOG: readonly string[] = Object.freeze([]);

export function startHistory<S, M>(state: S, replay: Replay<S, M> | null = null): History<S, M> {
  return { now: { state, move: null, seat: 0, log: NO_LOG, previous: null, depth: 0 }, undone: null, replay };
}

/**
 * The state at a step: kept, or played again from the last step before it that kept
 * one; with `keep`, the steps on the way keep the states played (undo walks back
 * through them next).
 */
export function stateAt<S, M>(history: History<S, M>, step: Step<S, M>, keep = false): S {
  if (step.state !== null) return step.state;
  const { replay } = history;
  if (replay === null) throw new Error('a state was dropped from a history that cannot replay moves');
  const path: Step<S, M>[] = [];
  let from: Step<S, M> = step;
  while (from.state === null) {
    path.push(from);
    if (from.previous === null) throw new Error('the start of a history lost its state');
    from = from.previous;
  }
  let state: S = from.state;
  for (const later of path.reverse()) {
    state = replay(state, later.move as M);
    if (keep) later.state = state;
  }
  return state;
}

export function currentState<S, M>(history: History<S, M>): S {
  return stateAt(history, history.now);
}

/** How many moves lead from the start to now. */
export function moveCount<S, M>(history: History<S, M>): number {
  return history.now.depth;
}

/** Drops the state of the step that has just left the window, unless it is a checkpoint. */
function forgetOld<S, M>(history: History<S, M>): void {
  if (history.replay === null) return;
  let step: Step<S, M> | null = history.now;
  for (let back = 0; back < STATE_WINDOW && step !== null; back += 1) step = step.previous;
  if (step !== null && step.depth % CHECKPOINT_EVERY !== 0) step.state = null;
}

/** Records a move and the state it led to; whatever was undone can no longer be redone. */
export function record<S, M>(history: History<S, M>, move: M, state: S, seat = 0, log: readonly string[] = NO_LOG): History<S, M> {
  const now = history.now;
  const next: History<S, M> = { now: { state, move, seat, log, previous: now, depth: now.depth + 1 }, undone: null, replay: history.replay };
  forgetOld(next);
  return next;
}

/** The last move taken back, or null at the start. */
export function undo<S, M>(history: History<S, M>): History<S, M> | null {
  const { now } = history;
  if (now.previous === null || now.move === null) return null;
  const previous = now.previous;
  // the step that becomes the present keeps its state again (and so do those before it, back to a kept one)
  stateAt(history, previous, true);
  const undone: Undone<S, M> = { step: now, next: history.undone };
  return { now: previous, undone, replay: history.replay };
}

/** The next undone move played again, or null when there is none. */
export function redo<S, M>(history: History<S, M>): History<S, M> | null {
  const next = history.undone;
  if (next === null) return null;
  const { step } = next;
  // undo made the step before it the present, and only redo takes from what undo kept
  if (step.previous !== history.now) throw new Error('an undone step does not follow the present');
  if (step.state === null) step.state = replayOrThrow(history, step.move as M);
  const redone: History<S, M> = { now: step, undone: next.next, replay: history.replay };
  forgetOld(redone);
  return redone;
}

function replayOrThrow<S, M>(history: History<S, M>, move: M): S {
  if (history.replay === null) throw new Error('redo needs a history that can replay moves');
  return history.replay(currentState(history), move);
}

/** The seat of the next move redo would play, or null when there is none. */
export function nextRedoSeat<S, M>(history: History<S, M>): number | null {
  return history.undone === null ? null : history.undone.step.seat;
}

/** The steps from the start to now, in order (the start first, with no move). */
export function stepsOf<S, M>(history: History<S, M>): Step<S, M>[] {
  const steps: Step<S, M>[] = [];
  for (let step: Step<S, M> | null = history.now; step !== null; step = step.previous) steps.push(step);
  return steps.reverse();
}

/** The states of the last `count` positions (fewer near the start), oldest first, now last. */
export function recentStates<S, M>(history: History<S, M>, count: number): S[] {
  const steps: Step<S, M>[] = [];
  for (let step: Step<S, M> | null = history.now; step !== null && steps.length < count; step = step.previous) steps.push(step);
  return steps.reverse().map((step) => stateAt(history, step));
}

/** The states from the start to now, in order. */
export function statesOf<S, M>(history: History<S, M>): S[] {
  return stepsOf(history).map((step) => stateAt(history, step));
}

/** The moves from the start to now, in order. */
export function movesOf<S, M>(history: History<S, M>): M[] {
  return stepsOf(history).flatMap((step) => (step.move === null ? [] : [step.move]));
}

/** The state at the start. */
export function startState<S, M>(history: History<S, M>): S {
  let step = history.now;
  while (step.previous !== null) step = step.previous;
  return step.state as S;
}
