/**
 * The command loop every game uses: print the board, prompt, read a line, then
 * apply it as a move or carry out a shared command (undo, redo, hint, save, help,
 * quit). The end of input ends the game cleanly.
 *
 * A Session handles one line at a time, so a test or a bot can drive it directly;
 * `play` runs it over an input source.
 */
import { parseCommand, SHARED_HELP } from './commands.js';
import type { GameDefinition } from './game.js';
import { currentState, moveCount, record, redo, startState, statesOf, undo, type History } from './history.js';
import type { InputSource } from './input.js';
import type { Output } from './output.js';
import { displayPath, locateSave, writeSave } from './save-file.js';
import { snapshot } from './saved-game.js';
import type { Theme } from './theme.js';

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
}

export type SessionEnd = 'won' | 'quit' | 'end of input';

export class Session<S, M> {
  private current: History<S, M>;
  private saveName: string | null;

  constructor(
    private readonly game: GameDefinition<S, M>,
    history: History<S, M>,
    private readonly setup: SessionSetup,
  ) {
    this.current = history;
    this.saveName = setup.saveName ?? null;
  }

  get history(): History<S, M> {
    return this.current;
  }

  get state(): S {
    return currentState(this.current);
  }

  /** Prints the board; a position that is already won ends the game here. */
  open(): SessionEnd | null {
    this.showBoard();
    return this.game.isWon(this.state) ? this.won() : null;
  }

  prompt(): void {
    this.write(this.game.prompt(this.state));
  }

  /** Carries out one line of input: how the game ended, or null to go on. */
  handle(line: string): SessionEnd | null {
    const command = parseCommand(line);
    switch (command.kind) {
      case 'quit':
        return 'quit';
      case 'help':
        this.write(`Commands:\n${this.game.help.moves}\n${SHARED_HELP}\nRules:\n${this.game.help.rules}\n`);
        return null;
      case 'hint': {
        const hint = this.game.hint(statesOf(this.current));
        this.say(hint.ok ? `Hint: ${this.game.formatMove(hint.value)}` : hint.error);
        return null;
      }
      case 'undo':
        return this.travel(undo(this.current), 'Nothing to undo.');
      case 'redo':
        return this.travel(redo(this.current), 'Nothing to redo.');
      case 'save':
        this.save(command.name);
        return null;
      case 'move':
        return this.move(command.text);
    }
  }

  /** The input has ended: finish the prompt's line and stop. */
  endOfInput(): SessionEnd {
    this.write('\n');
    return 'end of input';
  }

  private move(text: string): SessionEnd | null {
    const move = this.game.parseMove(text);
    if (move === null) {
      this.say(this.game.rejection(null));
      return null;
    }
    const next = this.game.apply(this.state, move);
    if (!next.ok) {
      this.say(this.game.rejection(next.error));
      return null;
    }
    this.current = record(this.current, move, next.value);
    this.showBoard();
    return this.game.isWon(this.state) ? this.won() : null;
  }

  private travel(history: History<S, M> | null, nothing: string): SessionEnd | null {
    if (history === null) {
      this.say(nothing);
      return null;
    }
    this.current = history;
    this.showBoard();
    return null;
  }

  private save(name: string | null): void {
    const { cwd, savesFolder } = this.setup;
    const target = name ?? this.saveName ?? this.game.defaultSaveName(startState(this.current));
    const location = locateSave(target, savesFolder, cwd);
    if (!location.ok) {
      this.say(`Not saved: ${location.error}`);
      return;
    }
    const clock = this.setup.clock ?? (() => new Date());
    const written = writeSave(location.value.path, snapshot(this.game, this.current, clock()));
    const shown = displayPath(location.value.path, cwd);
    if (!written.ok) {
      this.say(`Not saved: ${shown}: ${written.error}`);
      return;
    }
    this.saveName = location.value.name;
    this.say(`Saved to ${shown}`);
  }

  private won(): SessionEnd {
    this.say(this.game.wonMessage(moveCount(this.current)));
    return 'won';
  }

  private showBoard(): void {
    this.write(this.game.render(this.state, this.setup.theme));
  }

  private say(line: string): void {
    this.write(`${line}\n`);
  }

  private write(text: string): void {
    this.setup.output.write(text);
  }
}

/** Runs a session over an input until the game is won, quit, or the input ends. */
export function play<S, M>(
  game: GameDefinition<S, M>,
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
      if (setup.echo) setup.output.write(`${line}\n`);
      end = session.handle(line);
    }
  }
  return { end, history: session.history };
}
