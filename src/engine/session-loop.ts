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
  lineOf, people, personToAct, refuse, say, seatsOf, showBoard, startAfresh, stateOf, terminalOf, type SessionEnd, type Table,
} from './session-state.js';
import { recap } from './session-undo.js';
import { printable } from './printable.js';

/**
 * Starts the game: a new game's opening lines, then the computer seats' moves up to
 * the first person's turn. A game that is already over ends here.
 */
export function* open<S, M, V>(table: Table<S, M, V>): Asking<SessionEnd | null> {
  if (moveCount(table.current) === 0) table.game.opening?.(stateOf(table)).forEach((line) => say(table, line, 'log'));
  table.openedAtMove = moveCount(table.current);
  table.promptedAt.clear();
  return yield* advance(table);
}

/**
 * A person's turn: between people the hand-over (and the recap after it), the board if
 * it changed (and at a terminal the status); the prompt returned.
 */
export function* turn<S, M, V>(table: Table<S, M, V>): Asking<string> {
  const seat = personToAct(table);
  if (seat !== table.lastPrompted && people(table) > 1) {
    if (table.setup.handsOver === true) {
      yield* ask({ kind: 'hand-over', seat: seatsOf(table)[seat] as Seat });
      recap(table, seat);
    }
    table.boardStale = true;
  }
  table.lastPrompted = seat;
  table.promptedAt.set(seat, moveCount(table.current));
  if (table.boardStale) showBoard(table, seat, 'turn');
  return table.game.prompt(table.game.view(stateOf(table), seat));
}

/** A line that is not a shared command: the game's own command, a sequence, or a move. */
export function* move<S, M, V>(table: Table<S, M, V>, text: string): Asking<SessionEnd | null> {
  const { game } = table;
  const seat = personToAct(table);
  const command = game.commands?.[text.toLowerCase()];
  if (command !== undefined) {
    // the command's lines each end in a newline; a message is given without the last
    const lines = command(game.view(stateOf(table), seat));
    if (lines !== '') table.out.message(lines.endsWith('\n') ? lines.slice(0, -1) : lines, 'info');
    return null;
  }
  const sequence = game.sequences?.[text.toLowerCase()];
  if (sequence !== undefined) return yield* playSequence(table, seat, sequence(lineOf(table, seat)));
  const parsed = game.parseMove(text, game.view(stateOf(table), seat));
  if (parsed === null || !parsed.ok) {
    refuse(table, parsed === null ? null : parsed.error);
    return null;
  }
  return (yield* play(table, seat, parsed.value)) ? yield* advance(table) : null;
}

/** Applies a move of this seat and tells its log; false (and the reason told) when it is refused. */
function* play<S, M, V>(table: Table<S, M, V>, seat: number, chosen: M): Asking<boolean> {
  const applied = table.game.apply(stateOf(table), chosen);
  if (!applied.ok) {
    refuse(table, applied.error);
    return false;
  }
  table.current = record(table.current, chosen, applied.value.state, seat, applied.value.log);
  yield* tell(table, applied.value);
  table.boardStale = true;
  table.touched = true;
  return true;
}

/**
 * Plays moves for the person, one by one, each told as `Playing T3 F0` with the board
 * after it, until they run out or the game is over. A front end that animates is asked
 * a `step` after each board, until it says to finish.
 */
function* playSequence<S, M, V>(table: Table<S, M, V>, seat: number, moves: Result<readonly M[]>): Asking<SessionEnd | null> {
  if (!moves.ok) {
    say(table, moves.error, 'refusal');
    return null;
  }
  const game = table.fresh;
  let finishing = table.setup.animates !== true;
  for (const next of moves.value) {
    if (table.game.toAct(stateOf(table)) !== seat) break;
    const typed = table.game.formatMove(next);
    say(table, `Playing ${typed}`, 'log');
    if (!(yield* play(table, seat, next))) break;
    table.assisted = true;
    const end = yield* advance(table);
    if (end !== null) return end;
    // the game ended and the front end began another: the rest of the moves were this one's
    if (table.fresh !== game) return null;
    showBoard(table, seat, 'played');
    if (!finishing) finishing = (yield* ask({ kind: 'step', move: printable(typed) })) === 'finish';
  }
  return null;
}

/** Computer seats play until a person is to act (null) or the game is over. */
export function* advance<S, M, V>(table: Table<S, M, V>): Asking<SessionEnd | null> {
  const { game } = table;
  for (;;) {
    const seat = game.toAct(stateOf(table));
    if (seat === null) return yield* over(table);
    const player = seatsOf(table)[seat];
    if (player === undefined) throw new Error(`seat ${seat} is not at the table`);
    if (player.kind === 'human') return null;
    if (game.choose === undefined) throw new Error(`${game.title} has no computer player`);
    const chosen = game.choose(game.view(stateOf(table), seat), player.level ?? 'normal');
    const applied = game.apply(stateOf(table), chosen);
    if (!applied.ok) throw new Error(`the computer chose an illegal move (${game.formatMove(chosen)}): ${applied.error}`);
    table.current = record(table.current, chosen, applied.value.state, seat, applied.value.log);
    yield* tell(table, applied.value);
    table.boardStale = true;
  }
}

/**
 * A move's log lines, and at a terminal the asides that explain them (a pause among
 * them only while a person is at the table: a game of computers plays itself out).
 */
function* tell<S, M, V>(table: Table<S, M, V>, applied: Applied<S>): Asking<void> {
  const terminal = terminalOf(table);
  for (const [index, line] of applied.log.entries()) {
    say(table, line, 'log');
    if (terminal === undefined) continue;
    for (const aside of applied.asides ?? []) {
      if (aside.after !== index) continue;
      aside.lines.forEach((text) => say(table, text, 'info'));
      if (aside.pause !== undefined && people(table) > 0) yield* ask({ kind: 'pause', text: aside.pause });
    }
  }
}

/**
 * The game is over: the board, the result, the statistics. A front end that offers
 * more is then asked what next: a new deal or this one again goes on (null), else the
 * session ends.
 */
function* over<S, M, V>(table: Table<S, M, V>): Asking<SessionEnd | null> {
  if (table.boardStale) showBoard(table, table.lastPrompted ?? 0, 'over');
  table.boardStale = false;
  const result = table.game.result(stateOf(table), moveCount(table.current));
  say(table, result, 'result');
  tally(table, true);
  retireSave(table);
  const terminal = terminalOf(table);
  if (table.setup.offersAgain !== true || terminal === undefined) return 'over';
  const next = yield* ask({ kind: 'over', result: printable(result) });
  if (next === 'quit') return 'over';
  const start = startState(table.current);
  startAfresh(table, terminal, next === 'new' ? terminal.again(start) : start, next === 'new');
  return yield* open(table);
}
