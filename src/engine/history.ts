/**
 * Unlimited undo and redo as a persistent value: every operation returns a new
 * History and shares the rest, so keeping one costs a node per move.
 */

interface Step<S, M> {
  readonly state: S;
  /** The move that led here; null at the start. */
  readonly move: M | null;
  readonly previous: Step<S, M> | null;
  readonly depth: number;
}

interface Undone<S, M> {
  readonly state: S;
  readonly move: M;
  readonly next: Undone<S, M> | null;
}

export interface History<S, M> {
  readonly now: Step<S, M>;
  /** Undone moves, the next one to redo first. */
  readonly undone: Undone<S, M> | null;
}

export function startHistory<S, M>(state: S): History<S, M> {
  return { now: { state, move: null, previous: null, depth: 0 }, undone: null };
}

export function currentState<S, M>(history: History<S, M>): S {
  return history.now.state;
}

/** How many moves lead from the start to now. */
export function moveCount<S, M>(history: History<S, M>): number {
  return history.now.depth;
}

/** Records a move and the state it led to; whatever was undone can no longer be redone. */
export function record<S, M>(history: History<S, M>, move: M, state: S): History<S, M> {
  const now = history.now;
  return { now: { state, move, previous: now, depth: now.depth + 1 }, undone: null };
}

export function undo<S, M>(history: History<S, M>): History<S, M> | null {
  const { now } = history;
  if (now.previous === null || now.move === null) return null;
  return { now: now.previous, undone: { state: now.state, move: now.move, next: history.undone } };
}

export function redo<S, M>(history: History<S, M>): History<S, M> | null {
  const next = history.undone;
  if (next === null) return null;
  const now = history.now;
  return { now: { state: next.state, move: next.move, previous: now, depth: now.depth + 1 }, undone: next.next };
}

/** The states from the start to now, in order. */
export function statesOf<S, M>(history: History<S, M>): S[] {
  const states: S[] = [];
  for (let step: Step<S, M> | null = history.now; step !== null; step = step.previous) states.push(step.state);
  return states.reverse();
}

/** The moves from the start to now, in order. */
export function movesOf<S, M>(history: History<S, M>): M[] {
  const moves: M[] = [];
  for (let step: Step<S, M> | null = history.now; step !== null; step = step.previous) {
    if (step.move !== null) moves.push(step.move);
  }
  return moves.reverse();
}

/** The state at the start. */
export function startState<S, M>(history: History<S, M>): S {
  let step = history.now;
  while (step.previous !== null) step = step.previous;
  return step.state;
}
