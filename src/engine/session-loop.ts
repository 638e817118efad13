/**
 * The command loop's plays: a game opened, a person's turn (the hand-over between
 * people, the board, the prompt), a move typed or played for the person by a sequence,
 * the computer seats' moves up to the next person's turn, and the game's end.
 */
import type { Applied, Seat } from './game.js';
import { moveCount, record, startState } from './history.js';
import type { Result } from './result.js';
import { ask, type Asking } from './session-events.js';
import { retireSave, tally } from './session-leaving.js';
import {
  lineOf, people, personToAct, refuse, say, seatsOf, showBoard, startAfresh, stateOf, terminalOf, type SessionEnd, type SessionState,
} from './session-state.js';
import { recap } from './session-undo.js';
import { printable } from './printable.js';

/**
 * Starts the game: a new game's opening lines, then the computer seats' moves up to
 * the first person's turn. A game that is already over ends here.
 */
export function* open<S, M, V>(session: SessionState<S, M, V>): Asking<SessionEnd | null> {
  if (moveCount(session.current) === 0) session.game.opening?.(stateOf(session)).forEach((line) => say(session, line, 'log'));
  session.openedAtMove = moveCount(session.current);
  session.promptedAt.clear();
  return yield* advance(session);
}

/**
 * A person's turn: between people the hand-over (and the recap after it), the board if
 * it changed (and at a terminal the status); the prompt returned.
 */
export function* turn<S, M, V>(session: SessionState<S, M, V>): Asking<string> {
  const seat = personToAct(session);
  if (seat !== session.lastPrompted && people(session) > 1) {
    if (session.setup.handsOver === true) {
      yield* ask({ kind: 'hand-over', seat: seatsOf(session)[seat] as Seat });
      recap(session, seat);
    }
    session.boardStale = true;
  }
  session.lastPrompted = seat;
  session.promptedAt.set(seat, moveCount(session.current));
  if (session.boardStale) showBoard(session, seat, 'turn');
  return session.game.prompt(session.game.view(stateOf(session), seat));
}

/** A line that is not a shared command: the game's own command, a sequence, or a move. */
export function* move<S, M, V>(session: SessionState<S, M, V>, text: string): Asking<SessionEnd | null> {
  const { game } = session;
  const seat = personToAct(session);
  const command = game.commands?.[text.toLowerCase()];
  if (command !== undefined) {
    // the command's lines each end in a newline; a message is given without the last
    const lines = command(game.view(stateOf(session), seat));
    if (lines !== '') session.out.message(lines.endsWith('\n') ? lines.slice(0, -1) : lines, 'info');
    return null;
  }
  const sequence = game.sequences?.[text.toLowerCase()];
  if (sequence !== undefined) return yield* playSequence(session, seat, sequence(lineOf(session, seat)));
  const parsed = game.parseMove(text, game.view(stateOf(session), seat));
  if (parsed === null || !parsed.ok) {
    refuse(session, parsed === null ? null : parsed.error);
    return null;
  }
  return (yield* play(session, seat, parsed.value)) ? yield* advance(session) : null;
}

/** Applies a move of this seat and tells its log; false (and the reason told) when it is refused. */
function* play<S, M, V>(session: SessionState<S, M, V>, seat: number, chosen: M): Asking<boolean> {
  const applied = session.game.apply(stateOf(session), chosen);
  if (!applied.ok) {
    refuse(session, applied.error);
    return false;
  }
  session.current = record(session.current, chosen, applied.value.state, seat, applied.value.log);
  yield* tell(session, applied.value);
  session.boardStale = true;
  session.touched = true;
  return true;
}

/**
 * Plays moves for the person, one by one, each told as `Playing T3 F0` with the board
 * after it, until they run out or the game is over. A front end that animates is asked
 * a `step` after each board, until it says to finish.
 */
function* playSequence<S, M, V>(session: SessionState<S, M, V>, seat: number, moves: Result<readonly M[]>): Asking<SessionEnd | null> {
  if (!moves.ok) {
    say(session, moves.error, 'refusal');
    return null;
  }
  const dealt = session.fresh;
  let finishing = session.setup.animates !== true;
  for (const next of moves.value) {
    if (session.game.toAct(stateOf(session)) !== seat) break;
    const typed = session.game.formatMove(next);
    say(session, `Playing ${typed}`, 'log');
    if (!(yield* play(session, seat, next))) break;
    session.assisted = true;
    const end = yield* advance(session);
    if (end !== null) return end;
    // the game ended and the front end began another: the rest of the moves were this one's
    if (session.fresh !== dealt) return null;
    showBoard(session, seat, 'played');
    if (!finishing) finishing = (yield* ask({ kind: 'step', move: printable(typed) })) === 'finish';
  }
  return null;
}

/** Computer seats play until a person is to act (null) or the game is over. */
export function* advance<S, M, V>(session: SessionState<S, M, V>): Asking<SessionEnd | null> {
  const { game } = session;
  for (;;) {
    const seat = game.toAct(stateOf(session));
    if (seat === null) return yield* over(session);
    const player = seatsOf(session)[seat];
    if (player === undefined) throw new Error(`seat ${seat} is not at the table`);
    if (player.kind === 'human') return null;
    if (game.choose === undefined) throw new Error(`${game.title} has no computer player`);
    const chosen = game.choose(game.view(stateOf(session), seat), player.level ?? 'normal');
    const applied = game.apply(stateOf(session), chosen);
    if (!applied.ok) throw new Error(`the computer chose an illegal move (${game.formatMove(chosen)}): ${applied.error}`);
    session.current = record(session.current, chosen, applied.value.state, seat, applied.value.log);
    yield* tell(session, applied.value);
    session.boardStale = true;
  }
}

/**
 * A move's log lines, and at a terminal the asides that explain them (a pause among
 * them only while a person is at the table: a game of computers plays itself out).
 */
function* tell<S, M, V>(session: SessionState<S, M, V>, applied: Applied<S>): Asking<void> {
  const terminal = terminalOf(session);
  for (const [index, line] of applied.log.entries()) {
    say(session, line, 'log');
    if (terminal === undefined) continue;
    for (const aside of applied.asides ?? []) {
      if (aside.after !== index) continue;
      aside.lines.forEach((text) => say(session, text, 'info'));
      if (aside.pause !== undefined && people(session) > 0) yield* ask({ kind: 'pause', text: aside.pause });
    }
  }
}

/**
 * The game is over: the board, the result, the statistics. A front end that offers
 * more is then asked what next: a new deal or this one again goes on (null), else the
 * session ends.
 */
function* over<S, M, V>(session: SessionState<S, M, V>): Asking<SessionEnd | null> {
  if (session.boardStale) showBoard(session, session.lastPrompted ?? 0, 'over');
  session.boardStale = false;
  const result = session.game.result(stateOf(session), moveCount(session.current));
  say(session, result, 'result');
  tally(session, true);
  retireSave(session);
  const terminal = terminalOf(session);
  if (session.setup.offersAgain !== true || terminal === undefined) return 'over';
  const next = yield* ask({ kind: 'over', result: printable(result) });
  if (next === 'quit') return 'over';
  const start = startState(session.current);
  startAfresh(session, terminal, next === 'new' ? terminal.again(start) : start, next === 'new');
  return yield* open(session);
}
