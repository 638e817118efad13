/**
 * The command loop every game uses. The game says whose turn it is: a computer seat
 * plays its chooser's move and the move's log lines are printed, with no prompt; a
 * person gets the board as their seat sees it (when it changed) and a prompt, and the
 * line they type is a move or a shared command (undo, redo, hint, save, help, quit)
 * or one of the game's own read-only commands. The end of input ends the game cleanly.
 *
 * A Session handles one line at a time, so a test or a bot can drive it directly;
 * `play` runs it over an input source.
 */
import { LINE_WIDTH } from './columns.js';
import { pictureText } from './picture.js';
import { parseCommand, SHARED_HELP, SHARED_WORDS } from './commands.js';
import { nextWords } from './completion.js';
import { replayOf, type Applied, type GameDefinition, type HintAnswer, type Seat } from './game.js';
import {
  currentState, moveCount, nextRedoSeat, recentStates, record, redo, startHistory, startState, undo, type History, type Step,
} from './history.js';
import { freshGameId } from './game-id.js';
import { layoutCommands, layoutParagraphs } from './help-layout.js';
import { echoOf, MAX_LINE, type InputSource, type LongLine } from './input.js';
import type { Output } from './output.js';
import type { Result } from './result.js';
import { printable } from './printable.js';
import { RecentHints } from './recent-hints.js';
import { displayPath, locateSave, retireSave, saveGame } from './save-file.js';
import { snapshot } from './saved-game.js';
import { LAYOUTS, statusLine, TERMINAL_HELP, TERMINAL_WORDS, TOO_NARROW, type Layout, type TerminalExtras } from './terminal-extras.js';
import { dimmed, type Theme } from './theme.js';

export interface SessionSetup {
  readonly output: Output;
  readonly theme: Theme;
  /** Write each line read back after its prompt, as a transcript shows it. */
  readonly echo: boolean;
  readonly savesFolder: string;
  readonly cwd: string;
  /** The name or path the game was loaded from: a bare `save` writes there again. */
  readonly saveName?: string | null;
  readonly clock?: () => Date;
  /**
   * Called before a person's hand is shown when two or more people play and someone
   * else was prompted last (or nobody yet), so that a terminal can pause for the
   * hand-over (Cassino's hotseat). Absent on a pipe.
   */
  readonly handOver?: (seat: Seat) => void;
  /** A person reads the output (stdout is a terminal): refusals may say why beyond the piped text. */
  readonly atTerminal?: boolean;
  /** A person plays at a terminal: the column view, status line, new and restart, statistics. */
  readonly terminal?: TerminalExtras<unknown>;
  /** The game's identity, kept in its saves (game-id.ts): a fresh one when absent. */
  readonly gameId?: string;
  /** The time played in earlier sittings (from its save), in milliseconds. */
  readonly playedMs?: number;
  /** The game as the menu's list names it, from its start ("FreeCell game #4, supermoves"), kept at a save's head. */
  readonly describe?: (start: unknown) => string;
  /**
   * The screen's width in columns, when a person reads the output: the column view and
   * `help` are laid out to it. Absent on a pipe, which gets the text as it is.
   */
  readonly width?: () => number;
  /** The person undid a play after it had shown them cards, in an earlier sitting (from its save). */
  readonly peeked?: boolean;
}

export type SessionEnd = 'over' | 'quit' | 'end of input';

/** How many recent positions a hint sees (game.ts, `hint`): within the history's window of kept states. */
export const HINT_WINDOW = 200;

/** Said at a terminal by the first undo that took back cards the person had been shown. */
export const PEEKED = 'Cards were shown after that play: this game now counts in the statistics as won after undo, never as a plain win.';

/** The most lines of play a hand-over's recap shows. */
const RECAP_LINES = 40;

export class Session<S, M, V> {
  private current: History<S, M>;
  private saveName: string | null;
  /** Whether the position changed since the board was last printed. */
  private boardStale = true;
  /** The person who was prompted last, for the hand-over between people. */
  private lastPrompted: number | null = null;
  /** How many moves had been made when each person was last prompted (or the game opened), for their recap. */
  private readonly promptedAt = new Map<number, number>();
  private openedAtMove = 0;
  /** The history as last saved or loaded (or dealt): a quit after it asks about saving. */
  private savedAt: History<S, M>;
  /** Whether the person has made a move in this game in this session: only then does it count as played. */
  private touched = false;
  /** When this game was opened (the terminal's clock), for the status line and the statistics. */
  private openedAt = 0;
  /** The game's identity, kept in its saves, so that the statistics know a game won before. */
  private gameId: string;
  /** The time played in the game's earlier sittings, in milliseconds. */
  private priorMs: number;
  /** Whether the game's own sequence command (FreeCell's `solve`) played moves for the person: a win is then not theirs. */
  private assisted = false;
  /**
   * Whether the person undid a play after it had shown them cards they had not seen
   * (game.ts, `reveals`): they could choose again knowing them, so a win is not a plain one.
   */
  private peeked: boolean;
  private layout: Layout;
  /** The hints of the positions asked about last, by step and seat (recent-hints.ts). */
  private readonly hints = new RecentHints<Step<S, M>, Result<HintAnswer<M>>>();

  constructor(
    private readonly game: GameDefinition<S, M, V>,
    history: History<S, M>,
    private readonly setup: SessionSetup,
  ) {
    // a history that can replay moves keeps only its recent states: memory stays flat in a long game
    this.current = history.replay === null ? { ...history, replay: replayOf(game) } : history;
    this.savedAt = this.current;
    this.saveName = setup.saveName ?? null;
    this.layout = setup.terminal?.layout ?? 'lines';
    this.openedAt = this.clockMs();
    this.gameId = setup.gameId ?? freshGameId();
    this.priorMs = setup.playedMs ?? 0;
    this.peeked = setup.peeked ?? false;
  }

  /** The clock of the time played: the terminal's, else the session's. */
  private clockMs(): number {
    return this.setup.terminal?.now() ?? (this.setup.clock ?? (() => new Date()))().getTime();
  }

  /** The time played in this game: its earlier sittings and this one. */
  private playedMs(): number {
    return this.priorMs + Math.max(0, this.clockMs() - this.openedAt);
  }

  /** The terminal's extras, typed for this game's state. */
  private get terminal(): TerminalExtras<S> | undefined {
    return this.setup.terminal as TerminalExtras<S> | undefined;
  }

  get history(): History<S, M> {
    return this.current;
  }

  get state(): S {
    return currentState(this.current);
  }

  /**
   * Starts the game: a new game's opening lines, then the computer seats' moves up to
   * the first person's turn. A game that is already over ends here.
   */
  open(): SessionEnd | null {
    if (moveCount(this.current) === 0) this.game.opening?.(this.state).forEach((line) => this.say(line));
    this.openedAtMove = moveCount(this.current);
    this.promptedAt.clear();
    return this.advance();
  }

  /**
   * After a hand-over the screen is clear: what was played since this person's own
   * last move (or since they were last prompted, or the game opened), so they need not
   * have watched.
   */
  private recap(seat: number): void {
    const since = this.promptedAt.get(seat) ?? this.openedAtMove;
    const logs: (readonly string[])[] = [];
    for (let step: Step<S, M> | null = this.current.now; step !== null && step.depth > since && step.seat !== seat; step = step.previous) {
      logs.push(step.log);
    }
    const lines = logs.reverse().flat();
    if (lines.length === 0) return;
    const shown = lines.slice(-RECAP_LINES);
    this.say(shown.length < lines.length ? `Since your last turn (the last ${shown.length} lines):` : 'Since your last turn:');
    shown.forEach((line) => this.say(line));
  }

  /** The board if it changed, and the prompt of the person to act. */
  prompt(): void {
    this.write(this.promptText());
  }

  /**
   * The board if it changed (and at a terminal the status line), printed; the prompt
   * returned, for a line editor that prints it itself.
   */
  promptText(): string {
    const seat = this.personToAct();
    if (seat !== this.lastPrompted && this.people() > 1) {
      if (this.setup.handOver !== undefined) {
        this.setup.handOver(this.seats()[seat] as Seat);
        this.recap(seat);
      }
      this.boardStale = true;
    }
    this.lastPrompted = seat;
    this.promptedAt.set(seat, moveCount(this.current));
    this.showBoard(seat);
    return this.game.prompt(this.game.view(this.state, seat));
  }

  /** The board as this seat sees it if it changed since last shown, and at a terminal the status line under it. */
  private showBoard(seat: number): void {
    if (!this.boardStale) return;
    this.write(this.board(this.game.view(this.state, seat)));
    const { terminal } = this;
    if (terminal !== undefined) {
      const status = statusLine(terminal.describe(this.state), moveCount(this.current), this.playedMs(), terminal.score(this.state));
      this.write(`${dimmed(this.setup.theme, status)}\n`);
    }
    this.boardStale = false;
  }

  /**
   * What Tab may offer after the words already typed: first the commands and the first
   * words of the legal moves, then only what continues a legal move (or `view`'s layouts).
   */
  completions(typed: readonly string[]): string[] {
    const seat = this.game.toAct(this.state);
    if (seat === null) return [];
    const view = this.game.view(this.state, seat);
    const spellings = this.game.spellings?.(view) ?? this.game.legalMoves(view).map((move) => this.game.formatMove(move).split(' '));
    const moves = nextWords(spellings, typed);
    if (typed.length > 0) return typed.length === 1 && typed[0]?.toLowerCase() === 'view' && this.terminal !== undefined ? [...LAYOUTS] : moves;
    return [...SHARED_WORDS, ...(this.terminal === undefined ? [] : TERMINAL_WORDS), ...(this.game.completions ?? []), ...moves];
  }

  /** Carries out one line from the person to act: how the game ended, or null to go on. */
  handle(line: string): SessionEnd | null {
    const command = parseCommand(line);
    if (command.kind === 'move' && this.terminal !== undefined) {
      const handled = this.terminalCommand(command.text.toLowerCase().split(/\s+/));
      if (handled !== undefined) return handled;
    }
    switch (command.kind) {
      case 'quit':
        return this.leave('quit');
      case 'help': {
        const shared = this.terminal === undefined ? SHARED_HELP : `${SHARED_HELP}\n${TERMINAL_HELP}`;
        // laid out to the screen; with no screen (a pipe) every line fits, and the text is as written
        const width = this.setup.width?.() ?? Infinity;
        this.write(`Commands:\n${layoutCommands(`${this.game.help.moves}\n${shared}`, width)}\nRules:\n${layoutParagraphs(this.game.help.rules, width)}\n`);
        return null;
      }
      case 'hint':
        this.hint();
        return null;
      case 'undo':
        this.undo();
        return null;
      case 'redo':
        this.redo();
        return null;
      case 'save':
        this.save(command.name);
        return null;
      case 'move':
        return this.move(command.text);
    }
  }

  /** A line too long to be a command: refused as a whole, like any text that is not a move. */
  refuseLongLine(line: LongLine): null {
    this.refuse(`the line is ${line.length} characters long; a command is at most ${MAX_LINE}`);
    return null;
  }

  /**
   * The input has ended: finish the prompt's line and stop (at a terminal, after
   * offering to save; null when the person went back to the game instead).
   */
  endOfInput(): SessionEnd | null {
    this.write('\n');
    return this.leave('end of input');
  }

  /**
   * The program is being left at once (Ctrl-C, a hang-up, a signal): the game counts
   * as it would if it were quit without saving.
   */
  interrupted(): void {
    this.abandon();
  }

  /** The board (and status line) drawn again, as after a suspension: the prompt is the caller's. */
  redraw(): void {
    this.boardStale = true;
    this.showBoard(this.personToAct());
  }

  /**
   * Leaving a game: at a terminal, a game with moves not saved asks whether to save it
   * first, and a game left unsaved after a move counts as lost in the statistics.
   * Null when the game goes on: the person went back to it, or a save failed.
   */
  private leave(end: SessionEnd, question = 'Save before quitting? [y/n]: '): SessionEnd | null {
    const { terminal } = this;
    if (terminal === undefined) return end;
    if (this.current !== this.savedAt && moveCount(this.current) > 0) {
      const answer = terminal.askToSave(question);
      if (answer === 'back') {
        this.boardStale = true;
        return null;
      }
      if (answer === 'save') return this.save(null) ? end : null;
    }
    this.abandon();
    return end;
  }

  /** A game left (quit, new, restart) after a move without being saved counts as lost, quietly. */
  private abandon(): void {
    if (this.terminal === undefined || !this.touched || this.current === this.savedAt) return;
    this.tally(false);
  }

  /** Records the game in the statistics; prints its record when `show`, and anything that went wrong. */
  private tally(show: boolean): void {
    const { terminal } = this;
    if (terminal === undefined) return;
    this.touched = false;
    const identity = { id: this.gameId, assisted: this.assisted, peeked: this.peeked };
    terminal.record(this.state, this.peopleMoves(), this.playedMs(), show, identity).forEach((line) => this.say(line));
  }

  /** The moves the people made on the line played (a solitaire's every move; in Cassino, not the computers'). */
  private peopleMoves(): number {
    const seats = this.seats();
    let moves = 0;
    for (let step: Step<S, M> | null = this.current.now; step !== null; step = step.previous) {
      if (step.move !== null && seats[step.seat]?.kind === 'human') moves += 1;
    }
    return moves;
  }

  /** `view`, `new` and `restart` at a terminal; undefined for anything else. */
  private terminalCommand(words: readonly string[]): SessionEnd | null | undefined {
    const { terminal } = this;
    if (terminal === undefined) return undefined;
    const [first, second, ...rest] = words;
    if (first === 'view' && rest.length === 0) {
      const layout = second === undefined ? LAYOUTS.find((l) => l !== this.layout)! : LAYOUTS.find((l) => l === second);
      if (layout === undefined) {
        this.say('View what? Type view, view lines or view columns.');
        return null;
      }
      this.layout = layout;
      this.boardStale = true;
      const warning = terminal.rememberLayout(layout);
      if (warning !== null) this.say(warning);
      return null;
    }
    if ((first === 'new' || first === 'restart') && second === undefined) {
      // a game with moves not saved is not thrown away without asking, as quit asks
      if (this.leave('quit', 'Save this game before leaving it? [y/n]: ') === null) return null;
      const state = first === 'new' ? terminal.again(startState(this.current)) : startState(this.current);
      this.current = startHistory(state, replayOf(this.game));
      this.hints.clear();
      this.savedAt = this.current;
      if (first === 'new') this.saveName = null;
      this.openedAt = terminal.now();
      this.gameId = freshGameId();
      this.priorMs = 0;
      this.assisted = false;
      this.peeked = false;
      this.touched = false;
      this.boardStale = true;
      this.say(`${terminal.describe(state)}${first === 'new' ? ', a new deal' : ', from its start again'}.`);
      return this.open();
    }
    return undefined;
  }

  /**
   * The board in the layout chosen: the contract's lines unless `view` chose columns,
   * and the lines after a line that says so when the columns cannot fit the screen.
   */
  private board(view: V): string {
    const { theme } = this.setup;
    const picture = this.layout === 'columns' ? this.game.picture?.(view, { width: this.setup.width?.() ?? LINE_WIDTH }) : undefined;
    const columns = picture === undefined || picture === null ? picture : pictureText(picture, theme);
    if (columns === undefined) return this.game.render(view, theme);
    return columns ?? `${dimmed(theme, TOO_NARROW)}\n${this.game.render(view, theme)}`;
  }

  private seats(): readonly Seat[] {
    return this.game.seats(this.state);
  }

  private people(): number {
    return this.seats().filter((seat) => seat.kind === 'human').length;
  }

  /** The seat of the person whose turn it is; asking when the game is over or a computer is to play is a bug. */
  personToAct(): number {
    const seat = this.game.toAct(this.state);
    if (seat === null || this.seats()[seat]?.kind !== 'human') throw new Error('no person is to act');
    return seat;
  }

  private move(text: string): SessionEnd | null {
    const seat = this.personToAct();
    const command = this.game.commands?.[text.toLowerCase()];
    if (command !== undefined) {
      this.write(command(this.game.view(this.state, seat)));
      return null;
    }
    const sequence = this.game.sequences?.[text.toLowerCase()];
    if (sequence !== undefined) return this.playSequence(seat, sequence(this.line(seat)));
    const move = this.game.parseMove(text, this.game.view(this.state, seat));
    if (move === null || !move.ok) {
      this.refuse(move === null ? null : move.error);
      return null;
    }
    return this.play(seat, move.value) ? this.advance() : null;
  }

  /** Applies a move of this seat and prints its log; false (and the reason printed) when it is refused. */
  private play(seat: number, move: M): boolean {
    const applied = this.game.apply(this.state, move);
    if (!applied.ok) {
      this.refuse(applied.error);
      return false;
    }
    this.current = record(this.current, move, applied.value.state, seat, applied.value.log);
    this.tell(applied.value);
    this.boardStale = true;
    this.touched = true;
    return true;
  }

  /**
   * Plays moves for the person, one by one, each printed as `Playing T3 F0` with the
   * board after it, until they run out or the game is over.
   */
  private playSequence(seat: number, moves: Result<readonly M[]>): SessionEnd | null {
    if (!moves.ok) {
      this.say(moves.error);
      return null;
    }
    for (const move of moves.value) {
      if (this.game.toAct(this.state) !== seat) break;
      this.say(`Playing ${this.game.formatMove(move)}`);
      if (!this.play(seat, move)) break;
      this.assisted = true;
      const end = this.advance();
      if (end !== null) return end;
      this.write(this.board(this.game.view(this.state, seat)));
      this.boardStale = false;
    }
    return null;
  }

  /**
   * The seat's views of the recent positions, oldest first, now last: at most
   * HINT_WINDOW of them, so a hint costs the same at move 100,000 as at move 100.
   */
  private line(seat: number): V[] {
    return recentStates(this.current, HINT_WINDOW).map((state) => this.game.view(state, seat));
  }

  private refuse(reason: string | null): void {
    this.say(this.game.rejection(reason, this.setup.atTerminal === true));
  }

  /** Computer seats play until a person is to act (null) or the game is over. */
  private advance(): SessionEnd | null {
    for (;;) {
      const seat = this.game.toAct(this.state);
      if (seat === null) return this.over();
      const player = this.seats()[seat];
      if (player === undefined) throw new Error(`seat ${seat} is not at the table`);
      if (player.kind === 'human') return null;
      if (this.game.choose === undefined) throw new Error(`${this.game.title} has no computer player`);
      const move = this.game.choose(this.game.view(this.state, seat), player.level ?? 'normal');
      const applied = this.game.apply(this.state, move);
      if (!applied.ok) throw new Error(`the computer chose an illegal move (${this.game.formatMove(move)}): ${applied.error}`);
      this.current = record(this.current, move, applied.value.state, seat, applied.value.log);
      this.tell(applied.value);
      this.boardStale = true;
    }
  }

  /**
   * A move's log lines, and at a terminal the asides that explain them (a pause among
   * them only while a person is at the table: a game of computers plays itself out).
   */
  private tell(applied: Applied<S>): void {
    const { terminal } = this;
    applied.log.forEach((line, index) => {
      this.say(line);
      if (terminal === undefined) return;
      for (const aside of applied.asides ?? []) {
        if (aside.after !== index) continue;
        aside.lines.forEach((text) => this.say(text));
        if (aside.pause !== undefined && this.people() > 0) terminal.pause(aside.pause);
      }
    });
  }

  private over(): SessionEnd {
    if (this.boardStale) this.write(this.board(this.game.view(this.state, this.lastPrompted ?? 0)));
    this.boardStale = false;
    this.say(this.game.result(this.state, moveCount(this.current)));
    this.tally(true);
    this.retireSave();
    return 'over';
  }

  /**
   * At a terminal, the save of a game now over (the one it was loaded from or last saved
   * to) is kept under a name that says so, which the menu does not offer to resume
   * (save-file.ts, retireSave); one line says where. A pipe's files stay as they are.
   */
  private retireSave(): void {
    const { terminal, saveName } = this;
    if (terminal === undefined || saveName === null) return;
    const { cwd, savesFolder } = this.setup;
    const location = locateSave(saveName, savesFolder, cwd);
    if (!location.ok) return;
    const how = terminal.won(this.state) ? 'won' : 'over';
    const kept = retireSave(location.value.path, this.gameId, how);
    const shown = displayPath(location.value.path, cwd);
    if (!kept.ok) this.say(`The save ${shown} stays as it is (${kept.error}), though its game is over.`);
    else if (kept.value !== null) this.say(`The save ${shown} is kept as ${displayPath(kept.value, cwd)}: a game ${how === 'won' ? 'won' : 'over'} is not offered to resume.`);
  }

  private hint(): void {
    const seat = this.personToAct();
    const hint = this.hints.answer(this.current.now, seat, () => this.game.hint(this.line(seat)));
    if (!hint.ok) {
      this.say(hint.error);
      return;
    }
    const [best, ...others] = hint.value.moves.map((move) => this.game.formatMove(move));
    const note = hint.value.note === undefined ? '' : ` (${hint.value.note})`;
    this.say(`Hint: ${best}${others.length > 0 ? ` (or ${others.join(', ')})` : ''}${note}`);
  }

  /**
   * Takes back the asking person's last move and the computer moves after it. It stops
   * short of another person's move: that one is theirs to take back.
   */
  private undo(): void {
    const seat = this.personToAct();
    let history = this.current;
    let revealed = false;
    for (;;) {
      const step = history.now;
      const back = undo(history);
      if (back === null) {
        this.say('Nothing to undo.');
        return;
      }
      const mover = this.seats()[step.seat];
      if (step.seat !== seat && mover?.kind === 'human') {
        this.say(hasMoved(history.now, seat) ? `Nothing to undo: ${mover.name} has moved since your last move.` : 'Nothing to undo: you have not moved yet.');
        return;
      }
      revealed ||= this.game.reveals?.(currentState(back), currentState(history), seat) === true;
      history = back;
      if (step.seat === seat) break;
    }
    this.current = history;
    this.boardStale = true;
    if (revealed && !this.peeked) {
      this.peeked = true;
      // the statistics are kept at a terminal only, and a pipe's text stays as it was
      if (this.terminal !== undefined) this.say(PEEKED);
    }
  }

  /** Plays the next undone move again, and the computer moves that followed it, printing their log. */
  private redo(): void {
    const first = redo(this.current);
    if (first === null) {
      this.say('Nothing to redo.');
      return;
    }
    this.current = first;
    this.touched = true;
    this.current.now.log.forEach((line) => this.say(line));
    for (let seat = nextRedoSeat(this.current); seat !== null && this.seats()[seat]?.kind === 'computer'; seat = nextRedoSeat(this.current)) {
      this.current = redo(this.current) as History<S, M>;
      this.current.now.log.forEach((line) => this.say(line));
    }
    this.boardStale = true;
  }

  /** Saves the game; whether it was saved (the outcome is printed either way). */
  private save(name: string | null): boolean {
    const { cwd, savesFolder } = this.setup;
    const target = name ?? this.saveName ?? this.game.defaultSaveName(startState(this.current));
    const location = locateSave(target, savesFolder, cwd);
    if (!location.ok) {
      this.say(`Not saved: ${location.error}`);
      return false;
    }
    const clock = this.setup.clock ?? (() => new Date());
    const start = startState(this.current);
    const extras = { id: this.gameId, playedMs: this.playedMs(), title: this.setup.describe?.(start) ?? this.game.title, peeked: this.peeked };
    const written = saveGame(location.value.path, snapshot(this.game, this.current, clock(), extras), savesFolder, (path) => displayPath(path, cwd));
    const shown = displayPath(location.value.path, cwd);
    if (!written.ok) {
      this.say(`Not saved: ${shown}: ${written.error}`);
      return false;
    }
    this.saveName = location.value.name;
    this.savedAt = this.current;
    this.say(`Saved to ${shown}`);
    return true;
  }

  /** One line of the game's own text: whatever of it came from a file or input is made printable here. */
  private say(line: string): void {
    this.write(`${printable(line)}\n`);
  }

  private write(text: string): void {
    this.setup.output.write(text);
  }
}

/** Whether this seat made any move up to this step. */
function hasMoved<S, M>(from: Step<S, M>, seat: number): boolean {
  for (let step: Step<S, M> | null = from; step !== null; step = step.previous) {
    if (step.move !== null && step.seat === seat) return true;
  }
  return false;
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
      if (setup.echo) setup.output.write(`${echoOf(line)}\n`);
      end = typeof line === 'string' ? session.handle(line) : session.refuseLongLine(line);
    }
  }
  return { end, history: session.history };
}
