/**
 * What a session knows while a game is played (its history, what was saved and shown,
 * who was prompted last, the statistics' flags), shared by the files that make up the
 * session: the command loop (session-loop.ts), undo and redo and the hand-over recap
 * (session-undo.ts), leaving and saving and the statistics' tally (session-leaving.ts),
 * the terminal's commands (session-terminal.ts), help and hints (session-help.ts).
 */
import { replayOf, type GameDefinition, type HintAnswer, type Seat } from './game.js';
import { freshGameId } from './game-id.js';
import { currentState, moveCount, recentStates, startHistory, type History, type Step } from './history.js';
import { printable } from './printable.js';
import { RecentHints } from './recent-hints.js';
import type { Result } from './result.js';
import type { BoardMoment, MessageKind, SessionOutput, Status } from './session-events.js';
import type { Layout, TerminalExtras } from './terminal-extras.js';

/** What a session is set up with, whichever front end presents it. */
export interface CoreSetup {
  readonly savesFolder: string;
  readonly cwd: string;
  /** The name or path the game was loaded from: a bare `save` writes there again. */
  readonly saveName?: string | null;
  readonly clock?: () => Date;
  /**
   * People pass the keyboard between turns (Cassino's hotseat): when two or more people
   * play and someone else was prompted last (or nobody yet), a `hand-over` is asked
   * before the person's hand is shown, and a recap told after it. Off on a pipe.
   */
  readonly handsOver?: boolean;
  /** A person reads the output (stdout is a terminal): refusals may say why beyond the piped text. */
  readonly atTerminal?: boolean;
  /** A person plays at a terminal: the column view, status, new and restart, statistics, the save question. */
  readonly terminal?: TerminalExtras<unknown>;
  /** The game's identity, kept in its saves (game-id.ts): a fresh one when absent. */
  readonly gameId?: string;
  /** The time played in earlier sittings (from its save), in milliseconds. */
  readonly playedMs?: number;
  /** The game as the menu's list names it, from its start ("FreeCell game #4, supermoves"), kept at a save's head. */
  readonly describe?: (start: unknown) => string;
  /**
   * The screen's width in columns, when a person reads the output: `help` is laid out
   * to it (and the text printer's column view). Absent on a pipe, which gets the text as it is.
   */
  readonly width?: () => number;
  /** The person undid a play after it had shown them cards, in an earlier sitting (from its save). */
  readonly peeked?: boolean;
  /** The front end shows a sequence's moves one at a time: a `step` question after each. Off on a pipe and at the line terminal. */
  readonly animates?: boolean;
  /**
   * The front end offers a new deal, the same deal again or leaving when a game is over
   * at a terminal: an `over` question then. Off on a pipe and at the line terminal.
   */
  readonly offersAgain?: boolean;
}

export type SessionEnd = 'over' | 'quit' | 'end of input';

/** How many recent positions a hint sees (game.ts, `hint`): within the history's window of kept states. */
export const HINT_WINDOW = 200;

export interface SessionState<S, M, V> {
  readonly game: GameDefinition<S, M, V>;
  readonly setup: CoreSetup;
  readonly out: SessionOutput<V>;
  current: History<S, M>;
  saveName: string | null;
  /** Whether the position changed since the board was last shown. */
  boardStale: boolean;
  /** The person who was prompted last, for the hand-over between people. */
  lastPrompted: number | null;
  /** How many moves had been made when each person was last prompted (or the game opened), for their recap. */
  readonly promptedAt: Map<number, number>;
  openedAtMove: number;
  /** The history as last saved or loaded (or dealt): a quit after it asks about saving. */
  savedAt: History<S, M>;
  /** Whether the person has made a move in this game in this session: only then does it count as played. */
  touched: boolean;
  /** When this game was opened (the terminal's clock), for the status and the statistics. */
  openedAt: number;
  /** The game's identity, kept in its saves, so that the statistics know a game won before. */
  gameId: string;
  /** The time played in the game's earlier sittings, in milliseconds. */
  priorMs: number;
  /** Whether the game's own sequence command (FreeCell's `solve`) played moves for the person: a win is then not theirs. */
  assisted: boolean;
  /**
   * Whether the person undid a play after it had shown them cards they had not seen
   * (game.ts, `reveals`): they could choose again knowing them, so a win is not a plain one.
   */
  peeked: boolean;
  layout: Layout;
  /** The hints of the positions asked about last, by step and seat (recent-hints.ts). */
  readonly hints: RecentHints<Step<S, M>, Result<HintAnswer<M>>>;
  /** How many games this session has started afresh (`new`, `restart`, a game over's next): a sequence stops at a fresh game. */
  fresh: number;
}

export function openSession<S, M, V>(game: GameDefinition<S, M, V>, history: History<S, M>, setup: CoreSetup, out: SessionOutput<V>): SessionState<S, M, V> {
  // a history that can replay moves keeps only its recent states: memory stays flat in a long game
  const current = history.replay === null ? { ...history, replay: replayOf(game) } : history;
  const session: SessionState<S, M, V> = {
    game, setup, out,
    current,
    savedAt: current,
    saveName: setup.saveName ?? null,
    boardStale: true,
    lastPrompted: null,
    promptedAt: new Map(),
    openedAtMove: 0,
    touched: false,
    openedAt: 0,
    gameId: setup.gameId ?? freshGameId(),
    priorMs: setup.playedMs ?? 0,
    assisted: false,
    peeked: setup.peeked ?? false,
    layout: setup.terminal?.layout ?? 'lines',
    hints: new RecentHints(),
    fresh: 0,
  };
  session.openedAt = clockMs(session);
  return session;
}

/**
 * The game begun afresh from `state` (a new deal, or this deal from its start), as if
 * just opened: nothing to save, nothing played, a fresh identity.
 */
export function startAfresh<S, M, V>(session: SessionState<S, M, V>, terminal: TerminalExtras<S>, state: S, newDeal: boolean): void {
  session.current = startHistory(state, replayOf(session.game));
  session.hints.clear();
  session.savedAt = session.current;
  if (newDeal) session.saveName = null;
  session.openedAt = terminal.now();
  session.gameId = freshGameId();
  session.priorMs = 0;
  session.assisted = false;
  session.peeked = false;
  session.touched = false;
  session.boardStale = true;
  session.fresh += 1;
  say(session, `${terminal.describe(state)}${newDeal ? ', a new deal' : ', from its start again'}.`, 'info');
}

/** The terminal's extras, typed for this game's state. */
export function terminalOf<S, M, V>(session: SessionState<S, M, V>): TerminalExtras<S> | undefined {
  return session.setup.terminal as TerminalExtras<S> | undefined;
}

export function stateOf<S, M, V>(session: SessionState<S, M, V>): S {
  return currentState(session.current);
}

/** The clock of the time played: the terminal's, else the session's. */
export function clockMs<S, M, V>(session: SessionState<S, M, V>): number {
  return session.setup.terminal?.now() ?? (session.setup.clock ?? (() => new Date()))().getTime();
}

/** The time played in this game: its earlier sittings and this one. */
export function playedMs<S, M, V>(session: SessionState<S, M, V>): number {
  return session.priorMs + Math.max(0, clockMs(session) - session.openedAt);
}

export function seatsOf<S, M, V>(session: SessionState<S, M, V>): readonly Seat[] {
  return session.game.seats(stateOf(session));
}

export function people<S, M, V>(session: SessionState<S, M, V>): number {
  return seatsOf(session).filter((seat) => seat.kind === 'human').length;
}

/** The seat of the person whose turn it is; asking when the game is over or a computer is to play is a bug. */
export function personToAct<S, M, V>(session: SessionState<S, M, V>): number {
  const seat = session.game.toAct(stateOf(session));
  if (seat === null || seatsOf(session)[seat]?.kind !== 'human') throw new Error('no person is to act');
  return seat;
}

/**
 * The seat's views of the recent positions, oldest first, now last: at most
 * HINT_WINDOW of them, so a hint costs the same at move 100,000 as at move 100.
 */
export function lineOf<S, M, V>(session: SessionState<S, M, V>, seat: number): V[] {
  return recentStates(session.current, HINT_WINDOW).map((state) => session.game.view(state, seat));
}

/** At a terminal, the game's status now. */
export function statusOf<S, M, V>(session: SessionState<S, M, V>): Status | null {
  const terminal = terminalOf(session);
  if (terminal === undefined) return null;
  const state = stateOf(session);
  return { describe: terminal.describe(state), moves: moveCount(session.current), playedMs: playedMs(session), score: terminal.score(state) };
}

/** The board as this seat sees it, shown now; it is no longer stale. */
export function showBoard<S, M, V>(session: SessionState<S, M, V>, seat: number, moment: BoardMoment): void {
  const view = session.game.view(stateOf(session), seat);
  session.out.board({ view, seat, status: statusOf(session), layout: session.layout, moment });
  session.boardStale = false;
}

/** One line of the game's own text: whatever of it came from a file or input is made printable here. */
export function say<S, M, V>(session: SessionState<S, M, V>, line: string, kind: MessageKind): void {
  session.out.message(printable(line), kind);
}

/** A move or line refused, in the game's words (and, to a person at a terminal, why). */
export function refuse<S, M, V>(session: SessionState<S, M, V>, reason: string | null): void {
  say(session, session.game.rejection(reason, session.setup.atTerminal === true), 'refusal');
}
