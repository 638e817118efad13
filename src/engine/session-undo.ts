/**
 * Undo and redo as a person asks them of a session, and the recap a person gets after
 * a hand-over: both walk the history's steps, who made each move and what it logged.
 */
import { currentState, nextRedoSeat, redo as redoStep, undo as undoStep, type History, type Step } from './history.js';
import { personToAct, say, seatsOf, terminalOf, type SessionState } from './session-state.js';

/** Said at a terminal by the first undo that took back cards the person had been shown. */
export const PEEKED = 'Cards were shown after that play: this game now counts in the statistics as won after undo, never as a plain win.';

/** The most lines of play a hand-over's recap shows. */
const RECAP_LINES = 40;

/**
 * After a hand-over the screen is clear: what was played since this person's own
 * last move (or since they were last prompted, or the game opened), so they need not
 * have watched.
 */
export function recap<S, M, V>(session: SessionState<S, M, V>, seat: number): void {
  const since = session.promptedAt.get(seat) ?? session.openedAtMove;
  const logs: (readonly string[])[] = [];
  for (let step: Step<S, M> | null = session.current.now; step !== null && step.depth > since && step.seat !== seat; step = step.previous) {
    logs.push(step.log);
  }
  const lines = logs.reverse().flat();
  if (lines.length === 0) return;
  const shown = lines.slice(-RECAP_LINES);
  say(session, shown.length < lines.length ? `Since your last turn (the last ${shown.length} lines):` : 'Since your last turn:', 'recap');
  shown.forEach((line) => say(session, line, 'recap'));
}

/**
 * Takes back the asking person's last move and the computer moves after it. It stops
 * short of another person's move: that one is theirs to take back.
 */
export function undo<S, M, V>(session: SessionState<S, M, V>): void {
  const seat = personToAct(session);
  let history = session.current;
  let revealed = false;
  for (;;) {
    const step = history.now;
    const back = undoStep(history);
    if (back === null) {
      say(session, 'Nothing to undo.', 'refusal');
      return;
    }
    const mover = seatsOf(session)[step.seat];
    if (step.seat !== seat && mover?.kind === 'human') {
      say(session, hasMoved(history.now, seat) ? `Nothing to undo: ${mover.name} has moved since your last move.` : 'Nothing to undo: you have not moved yet.', 'refusal');
      return;
    }
    revealed ||= session.game.reveals?.(currentState(back), currentState(history), seat) === true;
    history = back;
    if (step.seat === seat) break;
  }
  session.current = history;
  session.boardStale = true;
  if (revealed && !session.peeked) {
    session.peeked = true;
    // the statistics are kept at a terminal only, and a pipe's text stays as it was
    if (terminalOf(session) !== undefined) say(session, PEEKED, 'info');
  }
}

/** Plays the next undone move again, and the computer moves that followed it, telling their log. */
export function redo<S, M, V>(session: SessionState<S, M, V>): void {
  const first = redoStep(session.current);
  if (first === null) {
    say(session, 'Nothing to redo.', 'refusal');
    return;
  }
  session.current = first;
  session.touched = true;
  session.current.now.log.forEach((line) => say(session, line, 'log'));
  for (let seat = nextRedoSeat(session.current); seat !== null && seatsOf(session)[seat]?.kind === 'computer'; seat = nextRedoSeat(session.current)) {
    session.current = redoStep(session.current) as History<S, M>;
    session.current.now.log.forEach((line) => say(session, line, 'log'));
  }
  session.boardStale = true;
}

/** Whether this seat made any move up to this step. */
function hasMoved<S, M>(from: Step<S, M>, seat: number): boolean {
  for (let step: Step<S, M> | null = from; step !== null; step = step.previous) {
    if (step.move !== null && step.seat === seat) return true;
  }
  return false;
}
