/**
 * A game played by a person at a terminal, the line terminal: the session printed as
 * text (text-printer.ts, through Session), the keyboard (keyboard.ts) reads every key
 * in raw mode, the command line is node:readline's (line-editor.ts), the session's
 * questions are answered with one key through the same keyboard (questions.ts), and the
 * session gets its terminal extras (column view, status line, new and restart, statistics).
 *
 * However the program is left (quit, Ctrl-D, Ctrl-C, a hang-up or a signal), the game
 * counts the same in the statistics and the terminal is given back as it was found.
 */
import type { Output } from '../engine/output.js';
import { displayPath } from '../engine/save-file.js';
import { Session, type SessionEnd, type SessionSetup } from '../engine/session.js';
import { askNothing } from '../engine/session-drive.js';
import type { Answer, Question } from '../engine/session-events.js';
import type { AnySetup } from '../engine/setup.js';
import { readSettings, settingsPath, updateSettings } from '../engine/settings-file.js';
import type { Layout, TerminalExtras } from '../engine/terminal-extras.js';
import { statisticsExtras } from '../engine/terminal-statistics.js';
import type { Context } from './context.js';
import { GAMES } from './games.js';
import { Keyboard } from './keyboard.js';
import { completer, LineEditor } from './line-editor.js';
import type { Start } from './play.js';
import { askToSave, waitForEnter } from './questions.js';
import { freshSeed } from './start-game.js';

/** Clears the screen and the scrollback, so that the last person's hand cannot be scrolled back to. */
const CLEAR_SCREEN = '\u001b[2J\u001b[3J\u001b[H';

export interface TerminalOptions {
  /** `--view`: the layout for this game, remembered for the next. */
  readonly view?: Layout;
  readonly savesFolder: string;
}

/** The terminal's extras of a game played by a person (the line terminal's and the full screen's). */
export function terminalExtras(setup: AnySetup, options: TerminalOptions, context: Context, keyboard: Keyboard): TerminalExtras<unknown> {
  const { savesFolder } = options;
  const path = settingsPath(savesFolder);
  const show = (p: string): string => displayPath(p, context.cwd);
  const remember = (layout: Layout): string | null => {
    const written = updateSettings(path, (settings) => ({ ...settings, layout }), savesFolder);
    return written.ok ? null : `The view is not remembered for next time: ${written.error}`;
  };
  const layout = options.view ?? readSettings(path).layout;
  if (options.view !== undefined) remember(options.view);
  const entry = GAMES.find((game) => game.id === setup.game.id);
  if (entry === undefined) throw new Error(`${setup.game.id} is not registered`);
  return {
    layout,
    rememberLayout: remember,
    describe: (state) => setup.describe(state),
    again: (state) => setup.again(state, freshSeed(entry)),
    // the status line's score (with the bankroll where the rules keep one) and the statistics
    ...statisticsExtras(setup, savesFolder, show),
    won: (state) => setup.tally(state)?.won === true,
    // the time played, which stands still while the game is suspended
    now: () => keyboard.clock.now(),
  };
}

/**
 * The session's questions, answered with one key through the keyboard (questions.ts).
 * The line terminal neither animates nor offers more at a game's end: it is never asked
 * a `step` or an `over`.
 */
function answer(question: Question, keyboard: Keyboard, context: Context): Answer {
  const out = context.stdout;
  switch (question.kind) {
    case 'save':
      return askToSave(keyboard, out, question.text);
    case 'pause':
      waitForEnter(keyboard, out, question.text);
      return 'ok';
    case 'hand-over':
      // what the last person typed ahead is theirs: it neither answers the pass nor plays for the next
      keyboard.dropTypedAhead();
      // the last person's hand is cleared away before the next person comes to the keyboard
      context.controls.write(CLEAR_SCREEN);
      waitForEnter(keyboard, out, `Pass to ${question.seat.name}, then press Enter`);
      return 'ok';
    default:
      return askNothing(question);
  }
}

/** Writes what it can: the terminal may be gone (a hang-up) by the time the program leaves. */
function tryWrite(out: Output, text: string): void {
  try {
    out.write(text);
  } catch {
    // nobody is left to read it
  }
}

/**
 * Plays a game with the keyboard and the line editor until it is over, quit, or the
 * input ends (Ctrl-D), with the terminal's extras added to the session's setup.
 */
export async function playAtTerminal<S, M, V>(
  start: Start<S, M, V>,
  setup: AnySetup,
  base: SessionSetup,
  options: TerminalOptions,
  context: Context,
): Promise<SessionEnd> {
  const out = context.stdout;
  let session: Session<S, M, V> | null = null;
  let editor: LineEditor | null = null;
  const keyboard = new Keyboard({
    // leaving at once (Ctrl-C, a hang-up, a signal) counts the game as quit does
    interrupt: (status) => {
      tryWrite(out, '\n');
      try {
        session?.interrupted();
      } catch {
        // the statistics' own lines could not be written: the terminal is gone
      }
      process.exit(status);
    },
    continued: (freshLine) => {
      if (!freshLine) tryWrite(out, '\n');
      session?.redraw();
      editor?.redraw();
    },
  });

  keyboard.start();
  const terminal = terminalExtras(setup, options, context, keyboard);
  const playing = new Session(start.game, start.history, { ...base, terminal, handsOver: true }, (question) => answer(question, keyboard, context));
  session = playing;
  editor = new LineEditor(keyboard, completer((typed) => playing.completions(typed)));
  try {
    let end = session.open();
    while (end === null) {
      const prompt = session.promptText();
      // each person recalls their own lines only
      const line = await editor.question(prompt, session.personToAct());
      if (line === null) end = session.endOfInput();
      else end = typeof line === 'string' ? session.handle(line) : session.refuseLongLine(line);
    }
    return end;
  } finally {
    editor.close();
    keyboard.stop();
  }
}
