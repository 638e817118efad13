/**
 * Runs a game's session in the real terminal or pipe: picks the input source,
 * colour and echo, plays, and turns the end into an exit status.
 */
import type { GameDefinition, Seat } from '../engine/game.js';
import type { History } from '../engine/history.js';
import { echoOf, FdInput, type InputSource } from '../engine/input.js';
import { OutputClosed } from '../engine/output.js';
import { savesFolder } from '../engine/save-file.js';
import { play } from '../engine/session.js';
import { decideColour, PLAIN, type Theme } from '../engine/theme.js';
import type { Context } from './context.js';

export interface DisplayOptions {
  readonly color?: boolean;
  readonly echo?: boolean;
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
    context.stdout.write(question);
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

/** Ends every greeting: the way in for a newcomer. */
export const HELP_NOTE = 'Type help for the commands.';

export interface Start<S, M, V> {
  readonly game: GameDefinition<S, M, V>;
  readonly history: History<S, M>;
  /** Where the game came from, so that a bare `save` goes back there. */
  readonly saveName: string | null;
  /** A line for a person at a terminal before the board (not part of the piped text). */
  readonly greeting: string;
}

/** Clears the screen and the scrollback, so that the last person's hand cannot be scrolled back to. */
const CLEAR_SCREEN = '\u001b[2J\u001b[3J\u001b[H';

/**
 * The pause between two people at one terminal (CONTRACT "Cassino"): a line asking to
 * pass the keyboard, Enter, and a cleared screen before the next hand is shown.
 */
function handOver(input: InputSource, context: Context): (seat: Seat) => void {
  return (seat) => {
    context.stdout.write(`Pass to ${seat.name}, then press Enter`);
    input.readLine();
    context.stdout.write(CLEAR_SCREEN);
  };
}

/** The plain theme, or the coloured one (and chalk with it) only when colour is on. */
export async function chooseTheme(options: DisplayOptions, context: Context): Promise<Theme> {
  if (!decideColour(options.color, context.env, context.stdoutIsTerminal)) return PLAIN;
  return (await import('../engine/theme-colour.js')).COLOUR;
}

export async function runSession<S, M, V>(
  start: Start<S, M, V>,
  input: InputSource,
  options: DisplayOptions,
  context: Context,
): Promise<number> {
  const { stdout } = context;
  const theme = await chooseTheme(options, context);
  try {
    if (context.stdoutIsTerminal) stdout.write(`${start.greeting}\n`);
    play(start.game, start.history, input, {
      output: stdout,
      theme,
      echo: decideEcho(options, context),
      savesFolder: savesFolder(context.env, context.cwd),
      cwd: context.cwd,
      saveName: start.saveName,
      atTerminal: context.stdoutIsTerminal,
      ...(context.stdinIsTerminal && context.stdoutIsTerminal ? { handOver: handOver(input, context) } : {}),
    });
  } catch (error) {
    if (!(error instanceof OutputClosed)) throw error;
    // the reader went away: nobody is left to play for
  }
  return 0;
}
