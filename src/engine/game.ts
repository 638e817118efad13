/**
 * What a game gives the engine: its rules as pure functions over plain data, its
 * notation, its board, and its save codec. The engine's command loop (session.ts)
 * does the rest the same way for every game.
 */
import type { Result } from './result.js';
import type { Theme } from './theme.js';

export interface GameDefinition<S, M> {
  /** The name in save files and on the command line: "freecell". */
  readonly id: string;
  /** The name people read: "FreeCell". */
  readonly title: string;
  /** Help on the game's own moves and its rules in brief; the engine adds the shared commands. */
  readonly help: { readonly moves: string; readonly rules: string };

  /** The prompt before each command, exactly as CONTRACT.md gives it. */
  prompt(state: S): string;
  /** The whole board, one line a pile, each ending in a newline. */
  render(state: S, theme: Theme): string;

  /** A move in the game's notation; null when the text is not a move at all. */
  parseMove(text: string): M | null;
  formatMove(move: M): string;
  /** Every legal move: the one generator that parsing, hints and tests all trust. */
  legalMoves(state: S): M[];
  /** The state after the move, or the reason it is not legal. */
  apply(state: S, move: M): Result<S>;
  /** The line printed for a refused command: `reason` is null when the text was not a move. */
  rejection(reason: string | null): string;

  isWon(state: S): boolean;
  /** The line printed on a win, starting with "You won". */
  wonMessage(moves: number): string;
  /** A move worth making after this line of play (start first, current position last), or why there is none. */
  hint(line: readonly S[]): Result<M>;

  /** The start of a game as plain JSON data for a save file, and back with every check a hostile file needs. */
  encodeStart(state: S): unknown;
  decodeStart(data: unknown): Result<S>;
  /** The name a bare `save` uses when the game has not been saved or loaded yet. */
  defaultSaveName(start: S): string;
}
