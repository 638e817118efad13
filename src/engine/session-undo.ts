/**
 * Undo and redo as a person asks them of a session, and the recap a person gets after
 * a hand-over: both walk the history's steps, who made each move and what it logged.
 */
import { currentState, nextRedoSeat, redo as redoStep, undo as undoStep, type History, type Step } from './history.js';
import { personToAct, say, seatsOf, terminalOf, type Table } from './session-state.js';

/** Said at a terminal by the first undo that took back cards the person had been shown. */
export const PEEKED = 'Cards were shown after that play: this game now counts in the statistics as won after undo, never as a plain win.';

/** The most lines of play a hand-over's recap shows. */
const RECAP_LINES = 40;

/**
 * After a hand-over the screen is clear: what was played since this person's own
 * last move (or since they were last prompted, or the game opened), so they need not
 * have watched.
 */
export function recap<S, M, V>(table: Table<S, M, V>, seat: number): void {
  const since = table.promptedAt.get(seat) ?? table.openedAtMove;
  const logs: (readonly string[])[] = [];
  for (let step: Step<S, M> | null = table.current.now; step !== null && step.depth > since && step.seat !== seat; step = step.previous) {
    logs.push(step.log);
  }
  const lines = logs.reverse().flat();
  if (lines.length === 0) return;
  const shown = lines.slice(-RECAP_LINES);
  say(table, shown.length < lines.length ? `Since your last turn (the last ${shown.length} lines):` : 'Since your last turn:', 'recap');
  shown.forEach((line) => say(table, line, 'recap'));
}

/**
 * Takes back the asking person's last move and the computer moves after it. It stops
 * short of another person's move: that one is theirs to take back.
 */
export function undo<S, M, V>(table: Table<S, M, V>): void {
  const seat = personToAct(table);
  let history = table.current;
  let revealed = false;
  for (;;) {
    const step = history.now;
    const back = undoStep(history);
    if (back === null) {
      say(table, 'Nothing to undo.', 'refusal');
      return;
    }
    const mover = seatsOf(table)[step.seat];
    if (step.seat !== seat && mover?.kind === 'human') {
      say(table, hasMoved(history.now, seat) ? `Nothing to undo: ${mover.name} has moved since your last move.` : 'Nothing to undo: you have not moved yet.', 'refusal');
      return;
    }
    revealed ||= table.game.reveals?.(currentState(back), currentState(history), seat) === true;
    history = back;
    if (step.seat === seat) break;
  }
  table.current = history;
  table.boardStale = true;
  if (revealed && !table.peeked) {
    table.peeked = true;
    // the statistics are kept at a terminal only, and a pipe's text stays as it was
    if (terminalOf(table) !== undefined) say(table, PEEKED, 'info');
  }
}

/** Plays the next undone move again, and the computer moves that followed it, telling their log. */
export function redo<S, M, V>(table: Table<S, M, V>): void {
  const first = redoStep(table.current);
  if (first === null) {
    say(table, 'Nothing to redo.', 'refusal');
    return;
  }
  table.current = first;
  table.touched = true;
  table.current.now.log.forEach((line) => say(table, line, 'log'));
  for (let seat = nextRedoSeat(table.current); seat !== null && seatsOf(table)[seat]?.kind === 'computer'; seat = nextRedoSeat(table.current)) {
    table.current = redoStep(table.current) as History<S, M>;
    table.current.now.log.forEach((line) => say(table, line, 'log'));
  }
  table.boardStale = true;
}

/** Whether this seat made any move up to this step. */
function hasMoved<S, M>(from: Step<S, M>, seat: number): boolean {
  for (let step: Step<S, M> | null = from; step !== null; step = step.previous) {
    if (step.move !== null && step.seat === seat) return true;
  }
  return false;
}
