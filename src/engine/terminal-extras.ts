/**
 * What a session adds when a person plays at a terminal (stdin and stdout both
 * terminals), beyond the contract's text: the column view, a status line, `new` and
 * `restart`, the save-on-quit question and the statistics. A pipe never gets any of it,
 * so what a script reads stays exactly what CONTRACT.md promises.
 */
import type { Answers } from './session-events.js';
import { formatDuration } from './statistics.js';

/** How the board is drawn: the contract's lines, or a picture in columns. */
export type Layout = 'lines' | 'columns';

export const LAYOUTS: readonly Layout[] = ['lines', 'columns'];

/** The line before the board's lines when the column view cannot fit the screen. */
export const TOO_NARROW = 'Too narrow for columns.';

/** The answer to `Save before quitting? [y/n]`. */
export type SaveAnswer = Answers['save'];

export interface TerminalExtras<S> {
  /** The layout to start with (the one remembered from last time). */
  readonly layout: Layout;
  /** Keeps the layout `view` chose for next time: a line to print when it could not be kept, or null. */
  rememberLayout(layout: Layout): string | null;
  /** The game as the status line names it: "FreeCell game #1, supermoves". */
  describe(state: S): string;
  /** The score for the status line, where the game keeps one; with Vegas scoring, and the bankroll so far: "Score -47 · bankroll -$99". */
  score(state: S): string | null;
  /** A new deal with the rules and players of `state` (`new`). */
  again(state: S): S;
  /**
   * Records a game that was won, lost or left in the statistics: the lines to print,
   * the game's record among them when `show` (a game over) and otherwise only what
   * went wrong (a game left).
   */
  record(state: S, moves: number, elapsedMs: number, show: boolean, identity: GameIdentity): readonly string[];
  /** Whether the person at the keyboard won this game, which is over (for the name its save is kept under). */
  won(state: S): boolean;
  /**
   * The answer to the session's `save` question (session-events.ts) when it is run by
   * Session (session.ts) with no `ask` of its own: whether to save a game with moves not
   * saved before leaving it. A front end with its own `ask` leaves it out.
   */
  askToSave?(question: string): SaveAnswer;
  /** The same for the `pause` question: shows the line and waits for Enter (a round's end, before the next deal). */
  pause?(line: string): void;
  /** The clock for the elapsed time, in milliseconds. */
  now(): number;
}

/** What the statistics need to know a win is the person's: the game's identity, whether the solver played in it, whether undo peeked. */
export interface GameIdentity {
  readonly id: string;
  readonly assisted: boolean;
  /** The person undid a play after it had shown them cards: a win is not a plain one. */
  readonly peeked: boolean;
}

/** The commands only a terminal has, as Tab offers them. */
export const TERMINAL_WORDS: readonly string[] = ['view', 'new', 'restart'];

/** The commands only a terminal has, for the help text. */
export const TERMINAL_HELP = [
  '  view [lines|columns]  show the board as lines or as a picture in columns',
  '  new           deal a new game with the same rules',
  '  restart       play this deal again from its start',
].join('\n');

/** The status line under the board: "FreeCell game #1 · 12 moves · 3:05 · Score 35". */
export function statusLine(name: string, moves: number, elapsedMs: number, score: string | null): string {
  const parts = [name, `${moves} ${moves === 1 ? 'move' : 'moves'}`, formatDuration(elapsedMs), ...(score === null ? [] : [score])];
  return parts.join(' · ');
}
