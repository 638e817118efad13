/**
 * A game played by a person at a terminal: the command line is node:readline's
 * (history, editing, Tab), and the session gets its terminal extras (column view,
 * status line, new and restart, the save-on-quit question, statistics). Single-key
 * questions go through readline-sync while the line editor is suspended.
 */
import readlineSync from 'readline-sync';
import type { Seat } from '../engine/game.js';
import { MAX_LINE } from '../engine/input.js';
import { displayPath } from '../engine/save-file.js';
import { Session, type SessionEnd, type SessionSetup } from '../engine/session.js';
import type { AnySetup } from '../engine/setup.js';
import { readSettings, settingsPath, writeSettings } from '../engine/settings-file.js';
import { recordGame } from '../engine/stats-file.js';
import type { Layout, TerminalExtras } from '../engine/terminal-extras.js';
import type { Context } from './context.js';
import { GAMES } from './games.js';
import { LineEditor } from './line-editor.js';
import type { Start } from './play.js';
import { freshSeed } from './start-game.js';

/** The words Tab completes in every game; the game adds its own (pile names, its commands). */
const SHARED_WORDS = ['undo', 'redo', 'hint', 'save', 'help', 'quit', 'view', 'lines', 'columns', 'new', 'restart'];

/** Clears the screen and the scrollback, so that the last person's hand cannot be scrolled back to. */
const CLEAR_SCREEN = '\u001b[2J\u001b[3J\u001b[H';

export interface TerminalOptions {
  /** `--view`: the layout for this game, remembered for the next. */
  readonly view?: Layout;
  readonly savesFolder: string;
}

function extras(setup: AnySetup, options: TerminalOptions, context: Context, editor: LineEditor): TerminalExtras<unknown> {
  const { savesFolder } = options;
  const path = settingsPath(savesFolder);
  const show = (p: string): string => displayPath(p, context.cwd);
  const remember = (layout: Layout): string | null => {
    const written = writeSettings(path, { layout }, savesFolder);
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
    score: (state) => setup.score?.(state) ?? null,
    again: (state) => setup.again(state, freshSeed(entry)),
    record: (state, moves, elapsedMs, shown, identity) => {
      const tally = setup.tally(state);
      if (tally === null) return [];
      const outcome = { key: tally.key, won: tally.won, moves, elapsedMs, id: identity.id, assisted: identity.assisted };
      const { lines, record } = recordGame(savesFolder, outcome, show);
      return shown ? lines : lines.filter((line) => line !== record);
    },
    confirm: (question) => editor.suspended(() => readlineSync.keyInYN(question, { guide: false })) === true,
    now: () => Date.now(),
  };
}

/**
 * Plays a game with a line editor until it is over, quit, or the input ends (Ctrl-D),
 * with the terminal's extras added to the session's setup.
 */
export async function playAtTerminal<S, M, V>(
  start: Start<S, M, V>,
  setup: AnySetup,
  base: SessionSetup,
  options: TerminalOptions,
  context: Context,
): Promise<SessionEnd> {
  const editor = new LineEditor([...SHARED_WORDS, ...(start.game.completions ?? [])]);
  const handOver = (seat: Seat): void => {
    editor.suspended(() => readlineSync.question(`Pass to ${seat.name}, then press Enter`, { hideEchoBack: true, mask: '' }));
    context.stdout.write(CLEAR_SCREEN);
  };
  const session = new Session(start.game, start.history, { ...base, terminal: extras(setup, options, context, editor), handOver });
  try {
    let end = session.open();
    while (end === null) {
      const line = await editor.question(session.promptText());
      if (line === null) end = session.endOfInput();
      else if (line.length > MAX_LINE) end = session.refuseLongLine({ start: line.slice(0, MAX_LINE), length: line.length });
      else end = session.handle(line);
    }
    return end;
  } finally {
    editor.close();
  }
}
