/**
 * What a game gives the engine: its rules as pure functions over plain data, its
 * notation, its board, and its save codec. The engine's command loop (session.ts)
 * does the rest the same way for every game.
 *
 * Three types describe a game: S, the full state (every card, the deck's order, the
 * generator's state; only the rules and the save file see it); M, a move; and V, what
 * one seat may see of S (no face-down card, no other hand, no deck order). Whatever is
 * printed, hinted or chosen by a computer seat is worked out from a V.
 */
import type { Replay } from './history.js';
import type { Pick, Picture, PictureSize } from './picture.js';
import type { Result } from './result.js';
import type { Theme } from './theme.js';

/** A place at the table: a person at the keyboard or the computer. */
export interface Seat {
  readonly name: string;
  readonly kind: 'human' | 'computer';
  /** The computer's level ("easy", "normal"); absent for a person. */
  readonly level?: string;
}

/** The one seat of a solitaire game. */
export const SOLITAIRE_SEATS: readonly Seat[] = Object.freeze([Object.freeze({ name: 'You', kind: 'human' as const })]);

/** A move carried out: the new state, and the log lines it produced (none for a solitaire). */
export interface Applied<S> {
  readonly state: S;
  readonly log: readonly string[];
  /** What a person at a terminal is told beside the log; a pipe never gets it. */
  readonly asides?: readonly Aside[];
}

/**
 * Lines for a person at a terminal that explain the log (where a round's points came
 * from), printed after log line `after` (its index); with `pause`, that line is shown
 * and the game waits for Enter before it goes on (before the next round's deal).
 */
export interface Aside {
  readonly after: number;
  readonly lines: readonly string[];
  readonly pause?: string;
}

/** What `hint` answers: moves worth making, best first, and a note on how sure it is. */
export interface HintAnswer<M> {
  readonly moves: readonly M[];
  readonly note?: string;
}

/** A read-only command of the game's own (Cassino's `score` and `log`): the text it prints, each line ending in a newline. */
export type GameCommand<V> = (view: V) => string;

export interface GameDefinition<S, M, V = S> {
  /** The name in save files and on the command line: "freecell". */
  readonly id: string;
  /** The name people read: "FreeCell". */
  readonly title: string;
  /** Help on the game's own moves and its rules in brief; the engine adds the shared commands. */
  readonly help: { readonly moves: string; readonly rules: string };

  /** Who plays, in seat order. */
  seats(state: S): readonly Seat[];
  /** The seat to act, or null once the game is over. */
  toAct(state: S): number | null;
  /** What this seat may see of the state. */
  view(state: S, seat: number): V;

  /** The prompt before each command, exactly as CONTRACT.md gives it. */
  prompt(view: V): string;
  /** The board as this seat sees it, each line ending in a newline. */
  render(view: V, theme: Theme): string;
  /**
   * The table as a picture for people at a terminal (picture.ts), an alternative to
   * `render`, whose board lines stay the default and the contract. Without a height,
   * the column view: piles down the screen in columns, cards side by side, every row at
   * most `width` columns wide (at least 40 fit). With a height (the full screen), the
   * first of the game's layouts that fits it, every card of the table in it (face-down
   * ones as backs) at every size from 40 by 20 up. Null when nothing fits the size.
   */
  picture?(view: V, size: PictureSize): Picture | null;
  /**
   * A pick and a drop as the move typed in the game's notation (`T3 T5`, `T2 T5(3)`,
   * Cassino's `s 1 4`): `from` and `to` are the picks of spans of the picture, in the
   * order clicked (Cassino: the hand card, then the table cards it takes, as `to` and
   * `more`). The same pick twice is the move a second click on a card makes, where the
   * game has one (home, a draw, Cassino's trail). Null when the picks make no move the
   * notation can write; whether the move is legal the rules judge when it is played.
   */
  movePick?(view: V, from: Pick, to: Pick, ...more: readonly Pick[]): string | null;
  /**
   * Picks gather before they play (Cassino: the hand card, then each table card it
   * takes, played by a click on the hand card again or Enter); otherwise the second
   * click, on a target, plays.
   */
  readonly picksGather?: boolean;

  /**
   * A typed move in the game's notation: null when the text is not a move at all, a
   * failure with the reason when it names something that is not there.
   */
  parseMove(text: string, view: V): Result<M> | null;
  /** The move in the game's notation; parseMove reads it back in any position it is legal in. */
  formatMove(move: M): string;
  /** Every legal move of the seat to act: the one generator that parsing, hints, choosers and tests trust. */
  legalMoves(view: V): M[];
  /** The move carried out, or the reason it is not legal (from the same check legalMoves uses). */
  apply(state: S, move: M): Result<Applied<S>>;
  /**
   * The line printed for a refused command: `reason` is null when the text was not a
   * move. `atTerminal` says a person reads it (stdout is a terminal), where a game may
   * say more than its piped text promises.
   */
  rejection(reason: string | null, atTerminal: boolean): string;

  /** A computer seat's move, from its view only; deterministic for the same view. */
  choose?(view: V, level: string): M;
  /**
   * Moves worth making after this line of play, best first, or why there is none. The
   * line is the seat's views of the recent positions, oldest first and now last: the
   * game's start only when it is near (a line of one view is the start), at most a few
   * hundred views however long the game (session.ts, HINT_WINDOW). Whatever a hint must
   * know of the whole game belongs in the view.
   */
  hint(line: readonly V[]): Result<HintAnswer<M>>;
  /** The line printed when the game is over ("You won in 92 moves.", "Ann wins with 17 points"). */
  result(state: S, moves: number): string;
  /** Lines printed when a new game opens, before anything else (Cassino's "Round 1"). */
  opening?(state: S): readonly string[];
  /** The game's own command words Tab offers first at a terminal, beside the shared ones and the legal moves. */
  readonly completions?: readonly string[];
  /**
   * Each legal move as it may be typed, word by word, for Tab (completion.ts): every
   * spelling the game reads (Cassino's `7S 3H` and `s 1`). Without it, each legal move's
   * formatMove split at spaces.
   */
  spellings?(view: V): readonly (readonly string[])[];
  /** The game's own read-only commands, by keyword. */
  readonly commands?: Readonly<Record<string, GameCommand<V>>>;
  /**
   * The game's own commands that play moves for the person (FreeCell's `solve`), by
   * keyword: the moves to play one by one from the line of play, or why there are none.
   */
  readonly sequences?: Readonly<Record<string, (line: readonly V[]) => Result<readonly M[]>>>;

  /**
   * Whether the step from `before` to `after` showed this seat cards it had not seen
   * (Cassino: a card drawn after its play, another seat's play, a new round's deal). A
   * person's undo that takes such a step back lets them choose again knowing those
   * cards, so the game then counts apart in the statistics. Absent: no undo does.
   */
  reveals?(before: S, after: S, seat: number): boolean;

  /** The start of a game as plain JSON data for a save file, and back with every check a hostile file needs. */
  encodeStart(state: S): unknown;
  decodeStart(data: unknown): Result<S>;
  /** The name a bare `save` uses when the game has not been saved or loaded yet. */
  defaultSaveName(start: S): string;
}

/** A game whose types are not known where it is used (the command line's registry). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any>;

/** How a history plays a recorded move again (the move was legal there once, so a refusal is a bug). */
export function replayOf<S, M, V>(game: GameDefinition<S, M, V>): Replay<S, M> {
  return (state, move) => {
    const applied = game.apply(state, move);
    if (!applied.ok) throw new Error(`a recorded move of ${game.id} no longer plays: ${applied.error}`);
    return applied.value.state;
  };
}
