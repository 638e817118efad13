/**
 * The command loop every game uses, as a core that any front end can present. The game
 * says whose turn it is: a computer seat plays its chooser's move and the move's log is
 * told; a person gets the board as their seat sees it (when it changed) and a prompt,
 * and the line they type is a move or a shared command (undo, redo, hint, save, help,
 * quit) or one of the game's own read-only commands. The end of input ends the game
 * cleanly.
 *
 * The core writes nothing: it tells its SessionOutput what happened and what to show,
 * and every step that may need an answer (save before quitting? pass to Ann) is a
 * generator that yields the question (session-events.ts). A front end drives the steps
 * (session-drive.ts): the pipe and the line terminal through Session (session.ts), a
 * full screen with an async `ask` (session-async.ts).
 */
import type { GameDefinition } from './game.js';
import { parseCommand } from './commands.js';
import type { History } from './history.js';
import { MAX_LINE, type LongLine } from './input.js';
import type { Asking, SessionOutput } from './session-events.js';
import { completions, help, hint } from './session-help.js';
import { abandon, leave, save } from './session-leaving.js';
import { move, open, turn } from './session-loop.js';
import {
  openSession, personToAct, refuse, showBoard, stateOf, terminalOf, type CoreSetup, type SessionEnd, type SessionState,
} from './session-state.js';
import { terminalCommand } from './session-terminal.js';
import { redo, undo } from './session-undo.js';

export class SessionCore<S, M, V> {
  private readonly session: SessionState<S, M, V>;

  constructor(game: GameDefinition<S, M, V>, history: History<S, M>, setup: CoreSetup, out: SessionOutput<V>) {
    this.session = openSession(game, history, setup, out);
  }

  get history(): History<S, M> {
    return this.session.current;
  }

  get state(): S {
    return stateOf(this.session);
  }

  /**
   * Starts the game: a new game's opening lines, then the computer seats' moves up to
   * the first person's turn. A game that is already over ends here.
   */
  open(): Asking<SessionEnd | null> {
    return open(this.session);
  }

  /** The person to act's turn: the hand-over between people, the board if it changed; the prompt returned. */
  turn(): Asking<string> {
    return turn(this.session);
  }

  /** Carries out one line from the person to act: how the game ended, or null to go on. */
  *handle(line: string): Asking<SessionEnd | null> {
    const { session } = this;
    const command = parseCommand(line);
    if (command.kind === 'move' && terminalOf(session) !== undefined) {
      const handled = yield* terminalCommand(session, command.text.toLowerCase().split(/\s+/));
      if (handled !== undefined) return handled;
    }
    switch (command.kind) {
      case 'quit':
        return yield* leave(session, 'quit');
      case 'help':
        help(session);
        return null;
      case 'hint':
        hint(session);
        return null;
      case 'undo':
        undo(session);
        return null;
      case 'redo':
        redo(session);
        return null;
      case 'save':
        save(session, command.name);
        return null;
      case 'move':
        return yield* move(session, command.text);
    }
  }

  /** A line too long to be a command: refused as a whole, like any text that is not a move. */
  refuseLongLine(line: LongLine): null {
    refuse(this.session, `the line is ${line.length} characters long; a command is at most ${MAX_LINE}`);
    return null;
  }

  /**
   * The input has ended: the prompt's line is finished and the game left (at a
   * terminal, after offering to save; null when the person went back to the game instead).
   */
  *endOfInput(): Asking<SessionEnd | null> {
    this.session.out.inputEnded();
    return yield* leave(this.session, 'end of input');
  }

  /**
   * The program is being left at once (Ctrl-C, a hang-up, a signal): the game counts
   * as it would if it were quit without saving.
   */
  interrupted(): void {
    abandon(this.session);
  }

  /** The board (and status) shown again, as after a suspension: the prompt is the front end's. */
  redraw(): void {
    showBoard(this.session, personToAct(this.session), 'turn');
  }

  /**
   * What Tab may offer after the words already typed: first the commands and the first
   * words of the legal moves, then only what continues a legal move (or `view`'s layouts).
   */
  completions(typed: readonly string[]): string[] {
    return completions(this.session, typed);
  }

  /** The seat of the person whose turn it is; asking when the game is over or a computer is to play is a bug. */
  personToAct(): number {
    return personToAct(this.session);
  }
}
