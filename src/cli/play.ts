/**
 * Runs a game's session in the real terminal or pipe: picks the input source,
 * colour and echo, plays, and turns the end into an exit status.
 */
import type { GameDefinition } from '../engine/game.js';
import type { History } from '../engine/history.js';
import { echoOf, FdInput, type InputSource } from '../engine/input.js';
import { AsciiOutput, decideAscii } from '../engine/ascii.js';
import { OutputClosed, type Output } from '../engine/output.js';
import { savesFolder } from '../engine/saves-folder.js';
import { play, type SessionSetup } from '../engine/session.js';
import type { AnySetup } from '../engine/setup.js';
import type { Layout } from '../engine/terminal-extras.js';
import { updateSettings, settingsPath, type ScreenMode } from '../engine/settings-file.js';
import { decideColour, PLAIN, type Theme } from '../engine/theme.js';
import { wrapLine, WrappingOutput } from '../engine/wrap.js';
import type { Context } from './context.js';
import { screenWidth } from './screen-width.js';

export interface DisplayOptions {
  readonly color?: boolean;
  readonly echo?: boolean;
  /** `--view`: the board as lines or columns, at a terminal only. */
  readonly view?: Layout;
  /** `--ascii` / `--no-ascii`: letter suits on the screen (never on a pipe). */
  readonly ascii?: boolean;
  /** `--screen`: at a terminal, the full screen or lines (remembered). */
  readonly screen?: ScreenMode;
}

/** A terminal is read through readline-sync, loaded only then; a pipe, a file or /dev/null from fd 0. */
export async function openInput(context: Context): Promise<InputSource> {
  if (!context.stdinIsTerminal) return new FdInput(0);
  const { TerminalInput } = await import('../engine/terminal-input.js');
  return new TerminalInput(context.stdout);
}

/** Echo is on by default when stdin is not a terminal, so a piped session reads like a transcript. */
export function decideEcho(options: DisplayOptions, context: Context): boolean {
  return options.echo ?? !context.stdinIsTerminal;
}

/**
 * A question asked through the game's own input and output, as the menu and a game's
 * set-up ask them: the question, then the answer read (echoed on a pipe), trimmed; null
 * when the input has ended (the question's line is closed first).
 */
export function asker(input: InputSource, echo: boolean, context: Context): (question: string) => string | null {
  return (question) => {
    context.stdout.write(context.stdoutIsTerminal ? wrappedQuestion(question) : question);
    const line = input.readLine();
    if (line === null) {
      context.stdout.write('\n');
      return null;
    }
    if (echo) context.stdout.write(`${echoOf(line)}\n`);
    // no answer is thousands of characters long: a long line is read by its start, and refused
    return (typeof line === 'string' ? line : line.start).trim();
  };
}

/** Text for the screen: its whole lines broken to fit, what follows the last newline (a question) as it is. */
export function wrappedQuestion(question: string): string {
  const lines = question.split('\n');
  const last = lines.pop() as string;
  return [...lines.flatMap((line) => wrapLine(line, screenWidth())), last].join('\n');
}

/**
 * The output a game writes to: a pipe gets the text as it is; a person at a terminal
 * gets lines broken at spaces to fit the screen, and letter suits where the terminal
 * cannot show ♠ ♥ ♦ ♣. Either way it is escaped as stdout is, keeping the colours of
 * a theme that colours.
 */
export function screenOutput(options: DisplayOptions, context: Context, theme: Theme): Output {
  const stdout = theme.colour ? context.colourStdout : context.stdout;
  if (!context.stdoutIsTerminal) return stdout;
  const wrapped = new WrappingOutput(stdout, screenWidth);
  return decideAscii(options.ascii, context.env, true) ? new AsciiOutput(wrapped) : wrapped;
}

/** `--screen`, kept in the settings for the next game (a settings file that cannot be written keeps nothing). */
function rememberScreen(screen: ScreenMode | undefined, folder: string): void {
  if (screen === undefined) return;
  updateSettings(settingsPath(folder), (settings) => ({ ...settings, screen }), folder);
}

/** Ends every greeting: the way in for a newcomer. */
export const HELP_NOTE = 'Type help for the commands.';

export interface Start<S, M, V> {
  readonly game: GameDefinition<S, M, V>;
  readonly history: History<S, M>;
  /** Where the game came from, so that a bare `save` goes back there. */
  readonly saveName: string | null;
  /** A line for a person at a terminal before the board (not part of the piped text). */
  readonly greeting: string;
  /** A resumed game's identity and the time played in it (a new game gets a fresh identity). */
  readonly gameId?: string;
  readonly playedMs?: number;
  /** A resumed game in which the person undid a play after it had shown them cards. */
  readonly peeked?: boolean;
}

/** The plain theme, or the coloured one (and chalk with it) only when colour is on. */
export async function chooseTheme(options: DisplayOptions, context: Context): Promise<Theme> {
  if (!decideColour(options.color, context.env, context.stdoutIsTerminal)) return PLAIN;
  return (await import('../engine/theme-colour.js')).COLOUR;
}

/**
 * Plays the game: at a terminal (stdin and stdout both) with the line editor and the
 * terminal's extras; otherwise line by line from the input, exactly as CONTRACT.md has it.
 */
export async function runSession<S, M, V>(
  start: Start<S, M, V>,
  setup: AnySetup,
  input: InputSource,
  options: DisplayOptions,
  context: Context,
): Promise<number> {
  const theme = await chooseTheme(options, context);
  const stdout = screenOutput(options, context, theme);
  const folder = savesFolder(context);
  const base: SessionSetup = {
    output: stdout,
    theme,
    echo: decideEcho(options, context),
    savesFolder: folder,
    cwd: context.cwd,
    saveName: start.saveName,
    atTerminal: context.stdoutIsTerminal,
    describe: (state) => setup.describe(state),
    ...(context.stdoutIsTerminal ? { width: screenWidth } : {}),
    ...(start.gameId === undefined ? {} : { gameId: start.gameId }),
    ...(start.playedMs === undefined ? {} : { playedMs: start.playedMs }),
    ...(start.peeked === true ? { peeked: true } : {}),
  };
  try {
    const terminalOptions = { savesFolder: folder, ...(options.view === undefined ? {} : { view: options.view }) };
    if (context.stdinIsTerminal && context.stdoutIsTerminal) rememberScreen(options.screen, folder);
    const { fullScreenWanted } = await import('./screen/wanted.js');
    if (fullScreenWanted(context, options.screen, folder)) {
      const { playFullScreen } = await import('./screen/full-screen.js');
      await playFullScreen(start, setup, base, terminalOptions, { ...context, stdout });
      return 0;
    }
    if (context.stdoutIsTerminal) stdout.write(`${start.greeting}\n`);
    if (context.stdinIsTerminal && context.stdoutIsTerminal) {
      const { playAtTerminal } = await import('./at-terminal.js');
      await playAtTerminal(start, setup, base, terminalOptions, { ...context, stdout });
    } else {
      play(start.game, start.history, input, base);
    }
  } catch (error) {
    if (!(error instanceof OutputClosed)) throw error;
    // the reader went away: nobody is left to play for
  }
  return 0;
}
