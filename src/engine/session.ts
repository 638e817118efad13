/**
 * A session presented as text, run synchronously: the pipe and the line terminal (and
 * a test or a bot that drives a game line by line). It is the session's core
 * (session-core.ts) with the text printer as its output (text-printer.ts), each step
 * driven to its end at once; the questions it is asked are answered by `ask`, or else
 * by the setup's callbacks (handOver, the terminal's askToSave and pause). A pipe is
 * never asked anything.
 *
 * `play` runs it over an input source, as a pipe is played.
 */
import type { GameDefinition, Seat } from './game.js';
import type { History } from './history.js';
import type { InputLine, InputSource, LongLine } from './input.js';
import type { Output } from './output.js';
import { SessionCore } from './session-core.js';
import { askNothing, drive } from './session-drive.js';
import type { Answer, Question } from './session-events.js';
import type { CoreSetup, SessionEnd } from './session-state.js';
import { TextPrinter } from './text-printer.js';
import type { Theme } from './theme.js';

export { HINT_WINDOW, type CoreSetup, type SessionEnd } from './session-state.js';
export { PEEKED } from './session-undo.js';

export interface SessionSetup extends CoreSetup {
  readonly output: Output;
  readonly theme: Theme;
  /** Write each line read back after its prompt, as a transcript shows it. */
  readonly echo: boolean;
  /**
   * Answers a hand-over, and so turns hand-overs on (CoreSetup's handsOver) when the
   * session is given no `ask` of its own: the pause when another person comes to the
   * keyboard (Cassino's hotseat). Absent on a pipe.
   */
  readonly handOver?: (seat: Seat) => void;
}

/** How a setup's callbacks answer the session's questions; one with no callback to answer it is a bug. */
function answersOf(setup: SessionSetup): (question: Question) => Answer {
  return (question) => {
    const { terminal } = setup;
    switch (question.kind) {
      case 'hand-over':
        if (setup.handOver === undefined) return askNothing(question);
        setup.handOver(question.seat);
        return 'ok';
      case 'save':
        return terminal?.askToSave === undefined ? askNothing(question) : terminal.askToSave(question.text);
      case 'pause':
        if (terminal?.pause === undefined) return askNothing(question);
        terminal.pause(question.text);
        return 'ok';
      default:
        return askNothing(question);
    }
  };
}

export class Session<S, M, V> {
  private readonly core: SessionCore<S, M, V>;
  private readonly printer: TextPrinter<V>;
  private readonly ask: (question: Question) => Answer;

  constructor(game: GameDefinition<S, M, V>, history: History<S, M>, setup: SessionSetup, ask?: (question: Question) => Answer) {
    this.printer = new TextPrinter(game, setup.output, setup.theme, setup.width);
    this.core = new SessionCore(game, history, { ...setup, handsOver: setup.handsOver ?? setup.handOver !== undefined }, this.printer);
    this.ask = ask ?? answersOf(setup);
  }

  get history(): History<S, M> {
    return this.core.history;
  }

  get state(): S {
    return this.core.state;
  }

  /**
   * Starts the game: a new game's opening lines, then the computer seats' moves up to
   * the first person's turn. A game that is already over ends here.
   */
  open(): SessionEnd | null {
    return drive(this.core.open(), this.ask);
  }

  /** The board if it changed, and the prompt of the person to act. */
  prompt(): void {
    this.printer.prompt(this.promptText());
  }

  /**
   * The board if it changed (and at a terminal the status line), printed; the prompt
   * returned, for a line editor that prints it itself.
   */
  promptText(): string {
    return drive(this.core.turn(), this.ask);
  }

  /** What Tab may offer after the words already typed (session-help.ts). */
  completions(typed: readonly string[]): string[] {
    return this.core.completions(typed);
  }

  /** Carries out one line from the person to act: how the game ended, or null to go on. */
  handle(line: string): SessionEnd | null {
    return drive(this.core.handle(line), this.ask);
  }

  /** A line too long to be a command: refused as a whole, like any text that is not a move. */
  refuseLongLine(line: LongLine): null {
    return this.core.refuseLongLine(line);
  }

  /** A line read, written back after its prompt (a pipe's echo). */
  echo(line: InputLine): void {
    this.printer.echo(line);
  }

  /**
   * The input has ended: finish the prompt's line and stop (at a terminal, after
   * offering to save; null when the person went back to the game instead).
   */
  endOfInput(): SessionEnd | null {
    return drive(this.core.endOfInput(), this.ask);
  }

  /**
   * The program is being left at once (Ctrl-C, a hang-up, a signal): the game counts
   * as it would if it were quit without saving.
   */
  interrupted(): void {
    this.core.interrupted();
  }

  /** The board (and status line) drawn again, as after a suspension: the prompt is the caller's. */
  redraw(): void {
    this.core.redraw();
  }

  /** The seat of the person whose turn it is; asking when the game is over or a computer is to play is a bug. */
  personToAct(): number {
    return this.core.personToAct();
  }
}

/** Runs a session over an input until the game is over, quit, or the input ends. */
export function play<S, M, V>(
  game: GameDefinition<S, M, V>,
  history: History<S, M>,
  input: InputSource,
  setup: SessionSetup,
): { end: SessionEnd; history: History<S, M> } {
  const session = new Session(game, history, setup);
  let end = session.open();
  while (end === null) {
    session.prompt();
    const line = input.readLine();
    if (line === null) {
      end = session.endOfInput();
    } else {
      if (setup.echo) session.echo(line);
      end = typeof line === 'string' ? session.handle(line) : session.refuseLongLine(line);
    }
  }
  return { end, history: session.history };
}
