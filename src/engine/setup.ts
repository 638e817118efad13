/**
 * How a game starts: what the command line and the menu need from it, in one place,
 * so that adding a game is one registration (src/cli/games.ts) and one GameSetup.
 */
import type { AnyGame, GameDefinition } from './game.js';
import type { Result } from './result.js';

/**
 * One of a game's own command-line options, as plain data (so the command line can
 * list every game's options without loading any game): `--draw <N>` with choices 1 and 3.
 */
export interface OptionSpec {
  /** commander's flags: "--draw <N>". */
  readonly flags: string;
  readonly description: string;
  /** The only values allowed, as typed. */
  readonly choices?: readonly string[];
  /** Turns the typed text into the option's value; a thrown Error's message is the usage error. */
  readonly parse?: (text: string) => unknown;
  /** Other options it cannot be given with, by their names in camel case ("dealFile"); --load always. */
  readonly conflicts?: readonly string[];
}

/** `--winnable` (FreeCell and Klondike): only a fresh deal, and only one the solver has proved winnable. */
export const WINNABLE_OPTION: OptionSpec = {
  flags: '--winnable',
  description: 'deal only a game the solver has proved winnable with every card known (a fresh deal; its seed replays it)',
  conflicts: ['seed', 'dealFile'],
};

/** The range of `--seed`: whole numbers from min to max; a fresh game draws one from min to fresh. */
export interface SeedRange {
  readonly min: number;
  readonly max: number;
  readonly fresh: number;
}

export interface GameSetup<S, M, V, O = Record<string, unknown>> {
  readonly game: GameDefinition<S, M, V>;
  /** A new game from a seed and the game's own options (as OptionSpec parsed them). */
  deal(seed: number, options: O): Result<S>;
  /** A position from a deal file's text (the lines the game prints); the error names the line. */
  parseDealFile(text: string, options: O): Result<S>;
  /** The largest deal file worth reading, in bytes. */
  readonly maxDealFileBytes: number;
  /** The game as people name it, for greetings and the status line: "Klondike game #12, draw 3". */
  describe(state: S): string;
  /**
   * Asks what the command line left open (Cassino's players, when --players is not
   * given), through the same input and output as the game, before a new game is dealt:
   * the completed options, or null when the input ended first. `ask` prints the
   * question and returns the answer (trimmed), or null at the end of input.
   * `atTerminal`: a person answers at a terminal (stdin and stdout), who may be asked
   * more than a pipe's lines answer.
   */
  complete?(options: O, ask: (question: string) => string | null, atTerminal?: boolean): O | null;

  /** A new deal with the rules and players of `state`, from `seed` (`new` at a terminal). */
  again(state: S, seed: number): S;
  /**
   * How a finished or abandoned game counts in the statistics: the rule set it is
   * counted under ("Klondike, draw 3") and whether the person at the keyboard won;
   * null when it is not counted (a game without exactly one person).
   */
  tally(state: S): Tally | null;
  /** The score for the status line, where the game keeps one ("Score 35"). */
  score?(state: S): string | null;
  /**
   * The game's own options that, with `--seed`, deal this game again: its rules and
   * players as command-line words (`['--draw', '3', '--scoring', 'vegas']`), none for
   * what is the default.
   */
  replayOptions(state: S): readonly string[];
  /**
   * Whether the solver proves, with every card known, that this deal can be won (within
   * a budget: false for a deal it cannot prove either way), for `--winnable`. Absent for
   * a game without a solver.
   */
  winnable?(state: S): boolean;
}

/** A game in the statistics: its rule set and whether the person won. */
export interface Tally {
  readonly key: string;
  readonly won: boolean;
  /** The game's score, in a rule set that keeps a bankroll across games (Klondike's Vegas scoring); absent in any other. */
  readonly score?: number;
}

/** A game's setup whose types are not known where it is used (the command line). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySetup = GameSetup<any, any, any, any> & { readonly game: AnyGame };

/**
 * The rules the menu picks for a game from the words typed after it (`2 draw 3 vegas`,
 * `1 supermoves`), cheap to import. The words name the whole rule set: a rule not named
 * is the game's default.
 */
export interface MenuRules {
  /** Words that pick rules, for the menu's help line: "supermoves autoplay". */
  readonly example: string;
  /** The game's options the words pick (as its command-line options would give them), or why they do not read. */
  options(words: readonly string[]): Result<Record<string, unknown>>;
  /** The rules the words pick, as the menu lists them ("draw 3, Vegas scoring"); "" for the game's defaults. */
  describe(words: readonly string[]): string;
}

/**
 * A game's one registration with the command line and the menu: its names, the
 * range of its seeds and its own options, all cheap to import, and its setup, loaded
 * only when the game is played.
 */
export interface GameEntry {
  /** The command's name: "klondike". */
  readonly id: string;
  readonly title: string;
  readonly seeds: SeedRange;
  readonly options: readonly OptionSpec[];
  /** What `--seed N` means for this game, for its --help. */
  readonly seedHelp: string;
  /** The rules the menu may pick (absent: the menu starts the game with its defaults). */
  readonly menuRules?: MenuRules;
  /** One move and what it does, for its --help: "T3 F0 takes the top card of tableau pile 3 to free cell 0". */
  readonly exampleMove: string;
  /** The game's setup, imported only when the game is played. */
  readonly load: () => Promise<AnySetup>;
}
