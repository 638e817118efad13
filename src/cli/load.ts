/**
 * `--load NAME|PATH` and the menu's "resume": a save file back to a game in progress.
 * A bare NAME is looked for in the saves folder, then in the old place (saves/ in the
 * current folder, saves-folder.ts), where a save found stays and is saved back to.
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { GameDefinition } from '../engine/game.js';
import { moveCount, type History } from '../engine/history.js';
import { fail, ok, type Result } from '../engine/result.js';
import { displayPath, isRetired, listSaves, locateSave, readSave, type SaveListing, type SaveLocation } from '../engine/save-file.js';
import { restore } from '../engine/saved-game.js';
import { oldSavesFolder, savesFolder } from '../engine/saves-folder.js';
import { contentGameId } from '../engine/game-id.js';
import { fileFailure, usageFailure, type CliFailure, type Context } from './context.js';
import { GAMES } from './games.js';
import { commandLine } from './launcher.js';
import { HELP_NOTE, type Start } from './play.js';

/** A game back from its save: its history, its identity and the time played in it. */
export interface Resumed<S, M> {
  readonly history: History<S, M>;
  /** The save's identity, or for a save from before they were kept one made from its content. */
  readonly gameId: string;
  readonly playedMs: number;
  /** The person undid a play after it had shown them cards (the game counts apart in the statistics). */
  readonly peeked: boolean;
}

/** The game in a save file, its whole history back, or why it cannot be resumed. */
export function resume<S, M, V>(game: GameDefinition<S, M, V>, path: string): Result<Resumed<S, M>> {
  const save = readSave(path);
  if (!save.ok) return save;
  const history = restore(game, save.value);
  if (!history.ok) return history;
  const { id, playedMs, peeked, start, moves } = save.value;
  return ok({ history: history.value, gameId: id ?? contentGameId(save.value.game, start, moves), playedMs: playedMs ?? 0, peeked: peeked === true });
}

/** Where a `--load` finds its save: the file, the name a later bare `save` reuses, and the other places looked in. */
interface Found extends SaveLocation {
  /** The places a bare name or file name was also looked for in, when it is not where it was first looked for. */
  readonly elsewhere: readonly string[];
}

/**
 * The save a NAME or PATH names. A bare NAME is saves/NAME.json, else the old place's; a
 * bare NAME.json is that file in the current folder, else in the saves folder, else in
 * the old place. A save found past the first place keeps its path as its name, so that
 * a bare `save` writes back to it and never makes a second copy elsewhere.
 */
function findSave(nameOrPath: string, context: Context): Result<Found> {
  const folder = savesFolder(context);
  const location = locateSave(nameOrPath, folder, context.cwd);
  if (!location.ok) return location;
  const text = nameOrPath.trim();
  if (basename(text) !== text) return ok({ ...location.value, elsewhere: [] });
  const old = oldSavesFolder(context);
  const file = basename(location.value.path);
  const others = [folder, ...(old === null ? [] : [old])].map((place) => join(place, file)).filter((path) => path !== location.value.path);
  if (existsSync(location.value.path)) return ok({ ...location.value, elsewhere: [] });
  const found = others.find((path) => existsSync(path));
  if (found !== undefined) return ok({ path: found, name: displayPath(found, context.cwd), elsewhere: [] });
  return ok({ ...location.value, elsewhere: others });
}

export function loadGame<S, M, V>(
  game: GameDefinition<S, M, V>,
  nameOrPath: string,
  context: Context,
): Result<Start<S, M, V>, CliFailure> {
  const found = findSave(nameOrPath, context);
  if (!found.ok) return fail(usageFailure(found.error));
  const { path, name, elsewhere } = found.value;
  const shown = displayPath(path, context.cwd);
  const back = resume(game, path);
  if (!back.ok) {
    return fail(fileFailure(`${shown}: ${back.error}${nor(elsewhere, context)}${otherGame(game.id, path, nameOrPath, context)}`));
  }
  return ok(resumed(game, back.value, name, shown));
}

/** The other places a save was looked for in, for the message that it is missing: ` (nor saves/x.json)`. */
function nor(elsewhere: readonly string[], context: Context): string {
  return elsewhere.map((other) => ` (nor ${displayPath(other, context.cwd)})`).join('');
}

/** For a save of another game this cardtable plays, the command that resumes it (`: resume it with cardtable klondike --load k`); else nothing. */
function otherGame(id: string, path: string, nameOrPath: string, context: Context): string {
  const save = readSave(path);
  if (!save.ok || save.value.game === id || !GAMES.some((entry) => entry.id === save.value.game)) return '';
  return `: resume it with ${commandLine(context, [save.value.game, '--load', nameOrPath.trim()])}`;
}

/**
 * The game a save is of, for `cardtable --load NAME` without the game's name: its
 * registration, or why the save cannot be resumed (one line naming the file).
 */
export function gameOfSave(nameOrPath: string, context: Context): Result<(typeof GAMES)[number], CliFailure> {
  const found = findSave(nameOrPath, context);
  if (!found.ok) return fail(usageFailure(found.error));
  const { path, elsewhere } = found.value;
  const shown = displayPath(path, context.cwd);
  const save = readSave(path);
  if (!save.ok) {
    return fail(fileFailure(`${shown}: ${save.error}${nor(elsewhere, context)}`));
  }
  const entry = GAMES.find((g) => g.id === save.value.game);
  return entry === undefined ? fail(fileFailure(`${shown}: it is a save of ${save.value.game}, which this cardtable does not play`)) : ok(entry);
}

/** A game resumed from a save: a later bare `save` writes back to `saveName`. */
export function resumed<S, M, V>(game: GameDefinition<S, M, V>, back: Resumed<S, M>, saveName: string, shown: string): Start<S, M, V> {
  const { history, gameId, playedMs, peeked } = back;
  const moves = moveCount(history);
  const greeting = `${game.title}, resumed from ${shown} after ${moves} ${moves === 1 ? 'move' : 'moves'}. ${HELP_NOTE}`;
  return { game, history, saveName, greeting, gameId, playedMs, ...(peeked ? { peeked } : {}) };
}

/**
 * The saves the menu offers to resume: the saves folder's, then the old place's, named
 * by their path (as `--load` and the list take them, apart from a save of the same name
 * in the saves folder); and where they are, for the menu's line ("3 in saves"). A save
 * kept after its game was over (`g.won`, save-file.ts) is not among them.
 */
export function resumableSaves(context: Context): { saves: SaveListing[]; where: string } {
  const folder = savesFolder(context);
  const old = oldSavesFolder(context);
  const resumable = (place: string) => listSaves(place).filter((listing) => !isRetired(listing.path));
  const own = resumable(folder);
  const older = old === null ? [] : resumable(old).map((listing) => ({ ...listing, name: displayPath(listing.path, context.cwd) }));
  const places: [SaveListing[], string | null][] = [[own, folder], [older, old]];
  const where = places
    .filter(([listed, place]) => listed.length > 0 && place !== null)
    .map(([listed, place]) => `${listed.length} in ${displayPath(place as string, context.cwd)}`);
  return { saves: [...own, ...older], where: where.join(', ') };
}
