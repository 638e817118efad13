/**
 * Leaving a game, saving it, and the statistics' tally: at a terminal a game with
 * moves not saved asks whether to save it before it is left, a game left unsaved after
 * a move counts as lost, a game over is recorded, and its save kept under a name that
 * says so.
 */
import { moveCount, startState, type Step } from './history.js';
import { displayPath, locateSave, retireSave as retireSaveFile, saveGame } from './save-file.js';
import { snapshot } from './saved-game.js';
import { ask, type Asking } from './session-events.js';
import { playedMs, say, seatsOf, stateOf, terminalOf, type SessionEnd, type SessionState } from './session-state.js';

/**
 * Leaving a game: at a terminal, a game with moves not saved asks whether to save it
 * first, and a game left unsaved after a move counts as lost in the statistics.
 * Null when the game goes on: the person went back to it, or a save failed.
 */
export function* leave<S, M, V>(session: SessionState<S, M, V>, end: SessionEnd, question = 'Save before quitting? [y/n]: '): Asking<SessionEnd | null> {
  if (terminalOf(session) === undefined) return end;
  if (session.current !== session.savedAt && moveCount(session.current) > 0) {
    const answer = yield* ask({ kind: 'save', text: question });
    if (answer === 'back') {
      session.boardStale = true;
      return null;
    }
    if (answer === 'save') return save(session, null) ? end : null;
  }
  abandon(session);
  return end;
}

/** A game left (quit, new, restart, the program interrupted) after a move without being saved counts as lost, quietly. */
export function abandon<S, M, V>(session: SessionState<S, M, V>): void {
  if (terminalOf(session) === undefined || !session.touched || session.current === session.savedAt) return;
  tally(session, false);
}

/** Records the game in the statistics; tells its record when `show`, and anything that went wrong. */
export function tally<S, M, V>(session: SessionState<S, M, V>, show: boolean): void {
  const terminal = terminalOf(session);
  if (terminal === undefined) return;
  session.touched = false;
  const identity = { id: session.gameId, assisted: session.assisted, peeked: session.peeked };
  terminal.record(stateOf(session), peopleMoves(session), playedMs(session), show, identity).forEach((line) => say(session, line, 'record'));
}

/** The moves the people made on the line played (a solitaire's every move; in Cassino, not the computers'). */
function peopleMoves<S, M, V>(session: SessionState<S, M, V>): number {
  const seats = seatsOf(session);
  let moves = 0;
  for (let step: Step<S, M> | null = session.current.now; step !== null; step = step.previous) {
    if (step.move !== null && seats[step.seat]?.kind === 'human') moves += 1;
  }
  return moves;
}

/**
 * At a terminal, the save of a game now over (the one it was loaded from or last saved
 * to) is kept under a name that says so, which the menu does not offer to resume
 * (save-file.ts, retireSave); one line says where. A pipe's files stay as they are.
 */
export function retireSave<S, M, V>(session: SessionState<S, M, V>): void {
  const terminal = terminalOf(session);
  const { saveName } = session;
  if (terminal === undefined || saveName === null) return;
  const { cwd, savesFolder } = session.setup;
  const location = locateSave(saveName, savesFolder, cwd);
  if (!location.ok) return;
  const how = terminal.won(stateOf(session)) ? 'won' : 'over';
  const kept = retireSaveFile(location.value.path, session.gameId, how);
  const shown = displayPath(location.value.path, cwd);
  if (!kept.ok) say(session, `The save ${shown} stays as it is (${kept.error}), though its game is over.`, 'refusal');
  else if (kept.value !== null) say(session, `The save ${shown} is kept as ${displayPath(kept.value, cwd)}: a game ${how === 'won' ? 'won' : 'over'} is not offered to resume.`, 'info');
}

/** Saves the game; whether it was saved (the outcome is told either way). */
export function save<S, M, V>(session: SessionState<S, M, V>, name: string | null): boolean {
  const { game, setup } = session;
  const { cwd, savesFolder } = setup;
  const target = name ?? session.saveName ?? game.defaultSaveName(startState(session.current));
  const location = locateSave(target, savesFolder, cwd);
  if (!location.ok) {
    say(session, `Not saved: ${location.error}`, 'refusal');
    return false;
  }
  const clock = setup.clock ?? (() => new Date());
  const start = startState(session.current);
  const extras = { id: session.gameId, playedMs: playedMs(session), title: setup.describe?.(start) ?? game.title, peeked: session.peeked };
  const written = saveGame(location.value.path, snapshot(game, session.current, clock(), extras), savesFolder, (path) => displayPath(path, cwd));
  const shown = displayPath(location.value.path, cwd);
  if (!written.ok) {
    say(session, `Not saved: ${shown}: ${written.error}`, 'refusal');
    return false;
  }
  session.saveName = location.value.name;
  session.savedAt = session.current;
  say(session, `Saved to ${shown}`, 'info');
  return true;
}
