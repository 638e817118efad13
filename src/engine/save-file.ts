/**
 * Save files on disk: where a NAME or PATH points, an atomic write, and a read that
 * checks the envelope before any game looks inside. The format (docs/reliability.md):
 *
 *   { "format": "cardtable-save", "version": 1, "game": "freecell",
 *     "savedAt": "2026-11-29T15:29:12.000Z",
 *     "summary": { "title": "FreeCell game #4, supermoves", "moves": 12 },
 *     "id": "3f9a0c4e1b2d7a65", "playedMs": 185000,
 *     "start": <the game's own data>, "moves": ["T3 F0", ...] }
 *
 * "summary", "id" and "playedMs" are optional (saves from before them still load);
 * "summary" comes before "start" so that the menu reads only the head of a file.
 * "peeked": true (before "start", only when so) says the person undid a play after it
 * had shown them cards (session.ts): the game counts apart in the statistics.
 */
import { copyFileSync, constants, linkSync, readdirSync, statSync, unlinkSync, type Stats } from 'node:fs';
import { describeFsError } from './fs-error.js';
import { basename, join, relative, resolve, sep } from 'node:path';
import { sweepTemporaryFiles, writeFileAtomically } from './atomic-write.js';
import { contentGameId, GAME_ID } from './game-id.js';
import { quoted } from './printable.js';
import { fail, ok, type Result } from './result.js';
import { readTextFile, readTextHead } from './text-file.js';

export const SAVE_FORMAT = 'cardtable-save';
export const SAVE_VERSION = 1;
/**
 * The most moves a save holds, and the largest save file: `save` refuses above either,
 * and `--load` reads up to both, so that whatever is saved can be loaded. A FreeCell or
 * Klondike game of MAX_SAVE_MOVES moves takes about 1.3 MB; the byte limit leaves room
 * for Cassino's longer moves (a capture names its cards) and for any start position.
 */
export const MAX_SAVE_MOVES = 100_000;
export const MAX_SAVE_BYTES = 4 * 1024 * 1024;

export interface SaveFile {
  readonly game: string;
  readonly savedAt: string;
  readonly start: unknown;
  readonly moves: readonly string[];
  /** The game's identity (game-id.ts); absent in a save from before identities were kept. */
  readonly id?: string;
  /** The time played in every sitting so far, in milliseconds; absent in older saves. */
  readonly playedMs?: number;
  /** What the menu's list shows of the save, at the head of the file; absent in older saves. */
  readonly summary?: SaveSummary;
  /** The person undid a play after it had shown them cards; absent when not (and in older saves). */
  readonly peeked?: boolean;
}

/** The game as the menu's list names it, and its moves. */
export interface SaveSummary {
  /** "FreeCell game #4, supermoves": the game, its deal and its rules. */
  readonly title: string;
  readonly moves: number;
}

/** The longest title a summary keeps. */
export const MAX_TITLE = 200;

export interface SaveLocation {
  /** The name a later bare `save` reuses. */
  readonly name: string;
  readonly path: string;
}

/** Control characters (C0, DEL, C1) and the bidirectional overrides and isolates, which could disguise a name. */
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** Letters, digits, '.', '_' and '-', not starting with '.': it can only name a file inside the folder. */
const SAVE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/;

/**
 * A bare NAME is saves/NAME.json; anything ending in `.json` is a path, relative to
 * the working folder. Anything else (`../x`, `a/b`, `.hidden`) is refused, so a name
 * can never climb out of the saves folder.
 */
export function locateSave(nameOrPath: string, folder: string, cwd: string): Result<SaveLocation> {
  const text = nameOrPath.trim();
  if (text === '') return fail('the path is empty');
  if (CONTROL.test(text)) return fail(`${quoted(text)} holds a control character, which a save's name or path cannot`);
  if (/\.json$/i.test(text)) {
    return ok({ name: text, path: resolve(cwd, text) });
  }
  if (SAVE_NAME.test(text)) return ok({ name: text, path: join(folder, `${text}.json`) });
  return fail(
    `${quoted(text)} is not a save name: use up to 64 letters, digits, '.', '_' or '-', not starting with '.' (or a path ending in .json)`,
  );
}

/** The path as a person would type it: relative to the working folder when inside it. */
export function displayPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) ? rel : path;
}

/**
 * Writes the whole file or nothing (atomic-write.ts): a failure leaves any earlier save
 * as it was. The saves folder is made if it is missing (its parent must exist); any
 * other folder must exist.
 */
export function writeSave(path: string, save: SaveFile, savesFolder: string, show: (path: string) => string): Result<void> {
  const { game, savedAt, summary, id, playedMs, peeked, start, moves } = save;
  if (moves.length > MAX_SAVE_MOVES) {
    return fail(`the game has ${moves.length.toLocaleString('en')} moves, and a save holds at most ${MAX_SAVE_MOVES.toLocaleString('en')}`);
  }
  const text = `${JSON.stringify(
    { format: SAVE_FORMAT, version: SAVE_VERSION, game, savedAt, summary, id, playedMs, peeked: peeked === true ? true : undefined, start, moves },
    null,
    2,
  )}\n`;
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_SAVE_BYTES) {
    return fail(`the save would be ${bytes.toLocaleString('en')} bytes, and a save holds at most ${MAX_SAVE_BYTES.toLocaleString('en')}`);
  }
  const problem = overwriteProblem(path);
  if (problem !== null) return fail(problem);
  return writeFileAtomically(path, text, savesFolder, show);
}

/** A person's `save`: writeSave, once the file name is one a save may take (reservedNameProblem). */
export function saveGame(path: string, save: SaveFile, savesFolder: string, show: (path: string) => string): Result<void> {
  const reserved = reservedNameProblem(path);
  return reserved === null ? writeSave(path, save, savesFolder, show) : fail(reserved);
}

/**
 * Why a save may not take the file name at the end of `path`, or null when it may, by
 * name or by path and wherever the path leads: the saves folder's own files all start
 * with '.' (`.stats.json`, `.settings.json`, their locks, `.stats.json.bad`, the
 * temporary files of a write), and a name ending in `.won` or `.over` is the one a save
 * is kept under once its game is over (retireSave), which the menu does not offer to
 * resume. Loading such a file is another matter: only a save is ever read as one.
 */
function reservedNameProblem(path: string): string | null {
  if (basename(path).startsWith('.')) return 'a save\'s file name never starts with \'.\': such names are the saves folder\'s own (statistics, settings, locks)';
  if (isRetired(path)) return 'a name ending in .won or .over is the one a save is kept under once its game is over';
  return null;
}

/** How much of a file tells whether it is a cardtable save: its first field. */
const SIGNATURE_BYTES = 256;
const SIGNATURE = new RegExp(`^\\s*\\{\\s*"format"\\s*:\\s*"${SAVE_FORMAT}"`);

/**
 * Why a save may not be written at `path`, or null when it may: nothing is there yet,
 * or an empty file, or a cardtable save that is not read-only (its head says so). Any
 * other file (`save package.json`) is left as it is.
 */
function overwriteProblem(path: string): string | null {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? null : describeFsError(error);
  }
  if (stats.isDirectory()) return 'it is a folder, not a file';
  if (!stats.isFile()) return 'it is not a regular file (it is a device, a pipe or a socket)';
  if (stats.size === 0) return null;
  const head = readTextHead(path, SIGNATURE_BYTES);
  if (!head.ok) return head.error;
  if (!SIGNATURE.test(head.value)) return 'it is not a cardtable save, and only a save is written over';
  if ((stats.mode & 0o222) === 0) return 'it is read-only';
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a save and checks its envelope; the game checks `start` and the moves. */
export function readSave(path: string): Result<SaveFile> {
  const text = readTextFile(path, MAX_SAVE_BYTES, 'a save');
  return text.ok ? parseSave(text.value) : text;
}

/** Checks the envelope of a save file's text. */
export function parseSave(text: string): Result<SaveFile> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail(text.trim() === '' ? 'the file is empty' : 'not a save file: its JSON is broken (truncated?)');
  }
  const envelope = envelopeOf(data);
  if (!envelope.ok) return envelope;
  const { game, savedAt } = envelope.value;
  const { moves } = data as Record<string, unknown>;
  if (!Array.isArray(moves) || moves.length > MAX_SAVE_MOVES || !moves.every((m) => typeof m === 'string')) {
    return fail('the save\'s "moves" is not a list of moves');
  }
  if (!('start' in (data as object))) return fail('the save has no start position');
  const { id, playedMs, peeked } = data as Record<string, unknown>;
  if (id !== undefined && (typeof id !== 'string' || !GAME_ID.test(id))) return fail('the save\'s "id" is not a game\'s identity');
  if (playedMs !== undefined && (typeof playedMs !== 'number' || !Number.isSafeInteger(playedMs) || playedMs < 0)) {
    return fail('the save\'s "playedMs" is not a whole number of milliseconds');
  }
  if (peeked !== undefined && typeof peeked !== 'boolean') return fail('the save\'s "peeked" is not true or false');
  const summary = summaryOf((data as Record<string, unknown>)['summary']);
  return ok({
    game,
    savedAt,
    start: (data as Record<string, unknown>)['start'],
    moves,
    ...(id === undefined ? {} : { id }),
    ...(playedMs === undefined ? {} : { playedMs }),
    ...(peeked === true ? { peeked } : {}),
    ...(summary === null ? {} : { summary }),
  });
}

/** The fields every save begins with, checked: its format, version, game and date. */
function envelopeOf(data: unknown): Result<{ game: string; savedAt: string }> {
  if (!isRecord(data) || data['format'] !== SAVE_FORMAT) return fail('not a cardtable save file');
  const version = data['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return fail('the save has no valid version');
  if (version > SAVE_VERSION) {
    return fail(`saved by a newer cardtable (save version ${version}; this one reads version ${SAVE_VERSION})`);
  }
  const { game, savedAt } = data;
  if (typeof game !== 'string') return fail('the save does not say which game it is');
  return ok({ game, savedAt: typeof savedAt === 'string' ? savedAt : '' });
}

/** A save's summary, or null when it has none or one that is not valid (it only names the game in a list). */
function summaryOf(data: unknown): SaveSummary | null {
  if (!isRecord(data)) return null;
  const { title, moves } = data;
  if (typeof title !== 'string' || title.length > MAX_TITLE) return null;
  if (typeof moves !== 'number' || !Number.isSafeInteger(moves) || moves < 0) return null;
  return { title, moves };
}

/** What the menu's list shows of a save. */
export interface SaveHead {
  readonly game: string;
  readonly savedAt: string;
  readonly moves: number;
  /** The game as the list names it, from the save's summary; null for a save without one. */
  readonly title: string | null;
  /** The start position, for a save without a summary (read whole), so that the list can name its deal and rules. */
  readonly start?: unknown;
}

/** How much of a save the list reads: the summary is near the top of a save written since it was kept. */
export const HEAD_BYTES = 4096;
/** Where the fields of the head end in a save as writeSave writes it: the start position's key, two spaces in. */
const START_KEY = '\n  "start": ';

/**
 * What the menu's list shows of a save, read from its first HEAD_BYTES bytes: the
 * envelope and the summary before `"start"`. A save without a summary (from before it
 * was kept, or written by hand) is read whole, as before. A head that reads well says
 * nothing of the rest of the file: choosing the save reads it all.
 */
export function readSaveHead(path: string): Result<SaveHead> {
  const head = readTextHead(path, HEAD_BYTES);
  if (!head.ok) return head;
  const end = head.value.indexOf(START_KEY);
  if (end >= 0) {
    let data: unknown = null;
    try {
      data = JSON.parse(`${head.value.slice(0, end).replace(/,\s*$/, '')}\n}`);
    } catch {
      // not the head writeSave writes: read the whole file below
    }
    const envelope = envelopeOf(data);
    const summary = summaryOf((data as Record<string, unknown> | null)?.['summary']);
    if (data !== null && !envelope.ok) return envelope;
    if (envelope.ok && summary !== null) return ok({ ...envelope.value, moves: summary.moves, title: summary.title });
  }
  const save = readSave(path);
  if (!save.ok) return save;
  const { game, savedAt, moves, summary, start } = save.value;
  return ok({ game, savedAt, moves: moves.length, title: summary?.title ?? null, start });
}

export interface SaveListing {
  readonly name: string;
  readonly path: string;
  /** What the list shows of the game, or why the file cannot be resumed. */
  readonly save: Result<SaveHead>;
}

/**
 * The saves in the folder, by name; a folder that does not exist holds none. The
 * temporary files a killed save left behind are swept first.
 */
export function listSaves(folder: string): SaveListing[] {
  sweepTemporaryFiles(folder);
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.endsWith('.json') && SAVE_NAME.test(entry.slice(0, -'.json'.length)))
    .sort()
    .map((entry) => {
      const path = join(folder, entry);
      return { name: entry.slice(0, -'.json'.length), path, save: readSaveHead(path) };
    });
}

/** How a game over ended for the person at the keyboard, in the name its save is kept under. */
export type GameOver = 'won' | 'over';

/** The name of a save kept after its game was over (`g.won`, `g.won-2`, `g.over`): the menu does not offer it to resume. */
const RETIRED = /\.(?:won|over)(?:-\d+)?$/i;

/** Whether the save at `path` is one kept after its game was over (retireSave). */
export function isRetired(path: string): boolean {
  return RETIRED.test(basename(path).replace(/\.json$/i, ''));
}

/** The most names tried for a save kept after its game was over (g.won, g.won-2, ...). */
const MAX_RETIRED_NAMES = 1000;

/**
 * The save of a game now over, kept under a name that says so: `g.json` becomes
 * `g.won.json` (or `g.over.json` for a game the person did not win), or `g.won-2.json`
 * and so on when that is taken, so that no file is ever written over; its content
 * is left as it was. Only when the file still holds this game (its identity, or for a
 * save without one its content's); a save already kept so, or a file gone or spoiled,
 * is left alone. The new path, null when nothing was done, or why it could not be done.
 */
export function retireSave(path: string, id: string, how: GameOver): Result<string | null> {
  if (isRetired(path)) return ok(null);
  const save = readSave(path);
  if (!save.ok) return ok(null);
  const { id: saved, game, start, moves } = save.value;
  if ((saved ?? contentGameId(game, start, moves)) !== id) return ok(null);
  const stem = path.replace(/\.json$/i, '');
  for (let n = 1; n <= MAX_RETIRED_NAMES; n += 1) {
    const target = `${stem}.${how}${n === 1 ? '' : `-${n}`}.json`;
    try {
      keepAs(path, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      return fail(describeFsError(error));
    }
    unlinkSync(path);
    return ok(target);
  }
  return fail(`every name from ${basename(stem)}.${how} to ${basename(stem)}.${how}-${MAX_RETIRED_NAMES} is taken`);
}

/** A second name for the file, never over one that exists (EEXIST): a hard link, or a copy where the file system has none. */
function keepAs(path: string, target: string): void {
  try {
    linkSync(path, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw error;
    copyFileSync(path, target, constants.COPYFILE_EXCL);
  }
}
