/**
 * Unlimited undo and redo as a persistent value: every operation returns a new
 * History and shares the rest, so keeping one costs a node per move. Each step
 * remembers the seat that moved and the log lines the move printed, so that a
 * game of several seats can undo a person's play with the computer plays after it,
 * and redo can print them again.
 */

export interface Step<S, M> {
  readonly state: S;
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
  readonly state: S;
  readonly move: M;
  readonly seat: number;
  readonly log: readonly string[];
  readonly next: Undone<S, M> | null;
}

export interface History<S, M> {
  readonly now: Step<S, M>;
  /** Undone moves, the next one to redo first. */
  readonly undone: Undone<S, M> | null;
}

const NO_LOG: readonly string[] = Object.freeze([]);

export function startHistory<S, M>(state: S): History<S, M> {
  return { now: { state, move: null, seat: 0, log: NO_LOG, previous: null, depth: 0 }, undone: null };
}

export function currentState<S, M>(history: History<S, M>): S {
  return history.now.state;
}

/** How many moves lead from the start to now. */
export function moveCount<S, M>(history: History<S, M>): number {
  return history.now.depth;
}

/** Records a move and the state it led to; whatever was undone can no longer be redone. */
export function record<S, M>(history: History<S, M>, move: M, state: S, seat = 0, log: readonly string[] = NO_LOG): History<S, M> {
  const now = history.now;
  return { now: { state, move, seat, log, previous: now, depth: now.depth + 1 }, undone: null };
}

/** The last move taken back, or null at the start. */
export function undo<S, M>(history: History<S, M>): History<S, M> | null {
  const { now } = history;
  if (now.previous === null || now.move === null) return null;
  const undone: Undone<S, M> = { state: now.state, move: now.move, seat: now.seat, log: now.log, next: history.undone };
  return { now: now.previous, undone };
}

/** The next undone move played again, or null when there is none. */
export function redo<S, M>(history: History<S, M>): History<S, M> | null {
  const next = history.undone;
  if (next === null) return null;
  const now = history.now;
  const step: Step<S, M> = { state: next.state, move: next.move, seat: next.seat, log: next.log, previous: now, depth: now.depth + 1 };
  return { now: step, undone: next.next };
}

/** The seat of the next move redo would play, or null when there is none. */
export function nextRedoSeat<S, M>(history: History<S, M>): number | null {
  return history.undone === null ? null : history.undone.seat;
}

/** The steps from the start to now, in order (the start first, with no move). */
export function stepsOf<S, M>(history: History<S, M>): Step<S, M>[] {
  const steps: Step<S, M>[] = [];
  for (let step: Step<S, M> | null = history.now; step !== null; step = step.previous) steps.push(step);
  return steps.reverse();
}

/** The states from the start to now, in order. */
export function statesOf<S, M>(history: History<S, M>): S[] {
  return stepsOf(history).map((step) => step.state);
}

/** The moves from the start to now, in order. */
export function movesOf<S, M>(history: History<S, M>): M[] {
  return stepsOf(history).flatMap((step) => (step.move === null ? [] : [step.move]));
}

/** The state at the start. */
export function startState<S, M>(history: History<S, M>): S {
  let step = history.now;
  while (step.previous !== null) step = step.previous;
  return step.state;
}
