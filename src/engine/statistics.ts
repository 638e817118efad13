/**
 * Game statistics, without any I/O: per game and rule set, games played and won,
 * the current and longest winning streak, and the fewest moves and fastest time of
 * a win. The caller names each rule set with a label ("FreeCell, supermoves",
 * "Klondike, draw 3, Vegas scoring") and reports each game that saw a move as an
 * Outcome; a game left unfinished is a loss. stats-file.ts keeps them on disk.
 *
 * A game finished but not won by the person is `solved`: one the solver played out
 * (`assisted`), or one whose identity is among the games already won (the same save
 * won again). It counts as played, not won; it ends the streak, as a loss does, and
 * never sets the fewest moves or the fastest time. The identities of the last
 * MAX_WON_GAMES games won are kept to tell.
 *
 * A game won after the person undid a play that had shown them cards (Cassino: a card
 * drawn, a computer's play) is `undone`: they could choose again knowing those cards.
 * It counts as `solved` does, in its own count ("won after undo").
 *
 * A rule set that keeps a bankroll (Klondike with Vegas scoring) has each game's final
 * score carried by its Outcome, a game left counted with its score then (as a loss);
 * the record's `bankroll` is their sum, absent until such a game is recorded.
 *
 * The file format (encodeStatistics); "solved" and "undone" only when there are some,
 * "bankroll" only in a rule set that keeps one,
 * "wonGames" (oldest first) only when a game with an identity was won. A version 1
 * reader that predates them passes over them.
 *
 *   { "version": 1, "records": { "FreeCell": { "played": 12, "won": 9, "currentStreak": 3,
 *     "longestStreak": 5, "fewestMoves": 81, "fastestMs": 252000, "solved": 1 } },
 *     "wonGames": ["3f9a0c4e1b2d7a65"] }
 */
import { GAME_ID } from './game-id.js';
import { printable, quoted } from './printable.js';
import { fail, ok, type Result } from './result.js';

export interface GameRecord {
  readonly played: number;
  readonly won: number;
  /** Wins in a row up to the last game: 0 after a loss. */
  readonly currentStreak: number;
  readonly longestStreak: number;
  /** Over won games only: null until the first win. */
  readonly fewestMoves: number | null;
  /** Milliseconds, over won games only: null until the first win. */
  readonly fastestMs: number | null;
  /** Games finished by the solver or won before (counted in played, not in won); absent when none. */
  readonly solved?: number;
  /** Games won after an undo that took back cards the person had seen (counted in played, not in won); absent when none. */
  readonly undone?: number;
  /** The sum of the final scores of the games recorded, in a rule set that keeps a bankroll (Vegas scoring); absent in any other. */
  readonly bankroll?: number;
}

export interface Statistics {
  /** Keyed by rule-set label; always read through own properties (see recordFor). */
  readonly records: Readonly<Record<string, GameRecord>>;
  /** The identities of the games won, oldest first, at most MAX_WON_GAMES; absent when none. */
  readonly wonGames?: readonly string[];
}

/** One finished (or abandoned) game: it counts once a move has been made. */
export interface Outcome {
  readonly key: string;
  readonly won: boolean;
  /** Non-negative whole number. */
  readonly moves: number;
  /** Non-negative; rounded to whole milliseconds. */
  readonly elapsedMs: number;
  /** The game's identity (kept in its saves): a second win of the same game is not a win. */
  readonly id?: string;
  /** Whether the solver played moves for the person (FreeCell's `solve`): a win is then not theirs. */
  readonly assisted?: boolean;
  /** Whether the person undid a play after it had shown them cards (Cassino): a win is then not a plain one. */
  readonly peeked?: boolean;
  /** The game's final score, in a rule set that keeps a bankroll (Vegas scoring): a whole number, added to it. */
  readonly score?: number;
}

export const STATISTICS_VERSION = 1;
/** The longest rule-set label. */
export const MAX_KEY_LENGTH = 100;
/** The most rule sets a statistics file holds. */
export const MAX_KEYS = 1000;
/** How many identities of won games are kept (the oldest are forgotten first). */
export const MAX_WON_GAMES = 1000;
/** The largest bankroll either way; a sum beyond it stays at it. */
export const MAX_BANKROLL = 1e15;

export const EMPTY_STATISTICS: Statistics = Object.freeze({ records: Object.freeze({}) });

const EMPTY_RECORD: GameRecord = {
  played: 0, won: 0, currentStreak: 0, longestStreak: 0, fewestMoves: null, fastestMs: null,
};

/** The record for a key, or undefined; never an inherited property such as "constructor". */
export function recordFor(stats: Statistics, key: string): GameRecord | undefined {
  return Object.hasOwn(stats.records, key) ? stats.records[key] : undefined;
}

/** Why a label cannot be a key, or null when it can. */
function keyProblem(key: string): string | null {
  if (key === '') return 'a rule-set label is empty';
  if (key.length > MAX_KEY_LENGTH) return `the rule-set label ${quoted(key)} is longer than ${MAX_KEY_LENGTH} characters`;
  if (printable(key) !== key) return `the rule-set label ${quoted(key)} holds unprintable characters`;
  return null;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * The statistics with one more game. A win extends the current streak and may set the
 * longest streak, fewest moves and fastest time; a loss ends the streak. Throws a
 * RangeError for an outcome no game can have (a bad label, a negative count), or for a
 * new label when MAX_KEYS are kept: those are bugs.
 */
export function recordOutcome(stats: Statistics, outcome: Outcome): Statistics {
  const problem = keyProblem(outcome.key);
  if (problem !== null) throw new RangeError(problem);
  const elapsedMs = Math.round(outcome.elapsedMs);
  if (!isCount(outcome.moves) || !isCount(elapsedMs)) throw new RangeError('moves and elapsed time must be non-negative');
  const before = recordFor(stats, outcome.key);
  if (before === undefined && Object.keys(stats.records).length >= MAX_KEYS) {
    throw new RangeError(`statistics are kept for at most ${MAX_KEYS} rule sets`);
  }
  if (outcome.id !== undefined && !GAME_ID.test(outcome.id)) throw new RangeError('a game\'s identity is letters, digits, - and _');
  if (outcome.score !== undefined && !Number.isSafeInteger(outcome.score)) throw new RangeError('a score must be a whole number');
  const counted = before ?? EMPTY_RECORD;
  const old = outcome.score === undefined ? counted : { ...counted, bankroll: addToBankroll(counted.bankroll ?? 0, outcome.score) };
  const wonGames = stats.wonGames ?? [];
  const solved = outcome.won && (outcome.assisted === true || (outcome.id !== undefined && wonGames.includes(outcome.id)));
  if (solved) {
    const after: GameRecord = { ...old, played: old.played + 1, currentStreak: 0, solved: (old.solved ?? 0) + 1 };
    return withRecord(stats, outcome.key, after);
  }
  if (outcome.won && outcome.peeked === true) {
    const after: GameRecord = { ...old, played: old.played + 1, currentStreak: 0, undone: (old.undone ?? 0) + 1 };
    return withRecord(stats, outcome.key, after);
  }
  const after: GameRecord = outcome.won
    ? {
      ...old,
      played: old.played + 1,
      won: old.won + 1,
      currentStreak: old.currentStreak + 1,
      longestStreak: Math.max(old.longestStreak, old.currentStreak + 1),
      fewestMoves: old.fewestMoves === null ? outcome.moves : Math.min(old.fewestMoves, outcome.moves),
      fastestMs: old.fastestMs === null ? elapsedMs : Math.min(old.fastestMs, elapsedMs),
    }
    : { ...old, played: old.played + 1, currentStreak: 0 };
  const updated = withRecord(stats, outcome.key, after);
  if (!outcome.won || outcome.id === undefined) return updated;
  return { ...updated, wonGames: [...wonGames, outcome.id].slice(-MAX_WON_GAMES) };
}

/** A bankroll with a game's score added, kept within MAX_BANKROLL either way. */
function addToBankroll(bankroll: number, score: number): number {
  return Math.max(-MAX_BANKROLL, Math.min(MAX_BANKROLL, bankroll + score));
}

function withRecord(stats: Statistics, key: string, record: GameRecord): Statistics {
  return { ...stats, records: { ...stats.records, [key]: record } };
}

/** A time as m:ss, or h:mm:ss from an hour; whole seconds, rounded down. */
export function formatDuration(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const s = String(seconds % 60).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}:${s}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
}

/**
 * The share of games won as a whole percentage: "75%". Only all wins show 100% and only
 * no wins show 0% (999 of 1000 is 99%); null when no game was played.
 */
export function formatWinRate(won: number, played: number): string | null {
  if (played === 0) return null;
  if (won === played) return '100%';
  if (won === 0) return '0%';
  return `${Math.min(99, Math.max(1, Math.round((100 * won) / played)))}%`;
}

/** A bankroll as money: `$52`, `-$52`, `$0`. */
export function formatBankroll(bankroll: number): string {
  return bankroll < 0 ? `-$${-bankroll}` : `$${bankroll}`;
}

/**
 * One line for a rule set:
 * `FreeCell: played 12, won 9 (75%), streak 3 (longest 5), fewest moves 81, fastest 4:12`;
 * "-" for fewest moves and fastest until the first win; `solved 2` after the won count
 * once a game was solved, and `won after undo 1` once one was; `bankroll -$52` at the
 * end in a rule set that keeps one.
 */
export function describeRecord(key: string, record: GameRecord): string {
  const rate = formatWinRate(record.won, record.played);
  return [
    `${printable(key)}: played ${record.played}`,
    `won ${record.won}${rate === null ? '' : ` (${rate})`}`,
    ...(record.solved === undefined ? [] : [`solved ${record.solved}`]),
    ...(record.undone === undefined ? [] : [`won after undo ${record.undone}`]),
    `streak ${record.currentStreak} (longest ${record.longestStreak})`,
    `fewest moves ${record.fewestMoves ?? '-'}`,
    `fastest ${record.fastestMs === null ? '-' : formatDuration(record.fastestMs)}`,
    ...(record.bankroll === undefined ? [] : [`bankroll ${formatBankroll(record.bankroll)}`]),
  ].join(', ');
}

/** One line per rule set, sorted by label; one line saying there are none when empty. */
export function describeStatistics(stats: Statistics): string[] {
  const keys = Object.keys(stats.records).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (keys.length === 0) return ['No statistics yet: none are kept until a game has seen a move.'];
  return keys.map((key) => describeRecord(key, stats.records[key] as GameRecord));
}

const FIELDS = ['played', 'won', 'currentStreak', 'longestStreak', 'fewestMoves', 'fastestMs'] as const;

/** Plain JSON for the file, labels sorted so the file reads the same each time. */
export function encodeStatistics(stats: Statistics): unknown {
  const keys = Object.keys(stats.records).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    version: STATISTICS_VERSION,
    records: Object.fromEntries(keys.map((key) => {
      const record = stats.records[key] as GameRecord;
      const fields = Object.fromEntries(FIELDS.map((field) => [field, record[field]]));
      const extra = {
        ...(record.solved === undefined ? {} : { solved: record.solved }),
        ...(record.undone === undefined ? {} : { undone: record.undone }),
        ...(record.bankroll === undefined ? {} : { bankroll: record.bankroll }),
      };
      return [key, { ...fields, ...extra }];
    })),
    ...(stats.wonGames === undefined || stats.wonGames.length === 0 ? {} : { wonGames: stats.wonGames }),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The record in a file, or why it is not one. Fields other than the six, "solved", "undone" and "bankroll" are passed over. */
function decodeRecord(data: unknown): Result<GameRecord> {
  if (!isObject(data)) return fail('it is not an object');
  const { played, won, currentStreak, longestStreak, fewestMoves, fastestMs } = data;
  for (const field of FIELDS.slice(0, 4)) {
    if (!isCount(data[field])) return fail(`"${field}" is not a whole number from 0`);
  }
  for (const field of FIELDS.slice(4)) {
    if (data[field] !== null && !isCount(data[field])) return fail(`"${field}" is neither null nor a whole number from 0`);
  }
  const { solved, undone, bankroll } = data;
  if (solved !== undefined && (!isCount(solved) || solved === 0)) return fail('"solved" is not a whole number from 1');
  if (undone !== undefined && (!isCount(undone) || undone === 0)) return fail('"undone" is not a whole number from 1');
  if (bankroll !== undefined && (typeof bankroll !== 'number' || !Number.isInteger(bankroll) || Math.abs(bankroll) > MAX_BANKROLL)) {
    return fail(`"bankroll" is not a whole number from -${MAX_BANKROLL} to ${MAX_BANKROLL}`);
  }
  const record = {
    played,
    won,
    currentStreak,
    longestStreak,
    fewestMoves,
    fastestMs,
    ...(solved === undefined ? {} : { solved }),
    ...(undone === undefined ? {} : { undone }),
    ...(bankroll === undefined ? {} : { bankroll }),
  } as GameRecord;
  if (record.won > record.played) return fail('more games won than played');
  if (record.won + (record.solved ?? 0) > record.played) return fail('more games won and solved than played');
  if (record.won + (record.solved ?? 0) + (record.undone ?? 0) > record.played) return fail('more games won, solved and won after undo than played');
  if (record.bankroll !== undefined && record.played === 0) return fail('a bankroll without a game played');
  if (record.longestStreak > record.won) return fail('a longest streak longer than the games won');
  if (record.currentStreak > record.longestStreak) return fail('a current streak longer than the longest');
  if ((record.won === 0) !== (record.fewestMoves === null) || (record.won === 0) !== (record.fastestMs === null)) {
    return fail('fewest moves or fastest time given without a win, or missing after one');
  }
  return ok(record);
}

/** Statistics read back from encodeStatistics's JSON, every number and label checked. */
export function decodeStatistics(data: unknown): Result<Statistics> {
  if (!isObject(data)) return fail('not a statistics file');
  const version = data['version'];
  if (!isCount(version) || version < 1) return fail('no valid version');
  if (version > STATISTICS_VERSION) return fail(`written by a newer cardtable (version ${version})`);
  const records = data['records'];
  if (!isObject(records)) return fail('no records');
  const keys = Object.keys(records);
  if (keys.length > MAX_KEYS) return fail(`more than ${MAX_KEYS} rule sets`);
  const decoded: Record<string, GameRecord> = {};
  for (const key of keys) {
    const problem = keyProblem(key);
    if (problem !== null) return fail(problem);
    const record = decodeRecord(records[key]);
    if (!record.ok) return fail(`the record for ${quoted(key)}: ${record.error}`);
    Object.defineProperty(decoded, key, { value: record.value, enumerable: true, writable: true, configurable: true });
  }
  const wonGames = data['wonGames'];
  if (wonGames === undefined) return ok({ records: decoded });
  if (!Array.isArray(wonGames) || wonGames.length === 0 || wonGames.length > MAX_WON_GAMES) {
    return fail(`"wonGames" is not a list of 1 to ${MAX_WON_GAMES} games`);
  }
  if (!wonGames.every((id) => typeof id === 'string' && GAME_ID.test(id))) return fail('"wonGames" holds something that is no game\'s identity');
  return ok({ records: decoded, wonGames: wonGames as string[] });
}
