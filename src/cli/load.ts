/** `--load NAME|PATH` and the menu's "resume": a save file back to a game in progress. */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { GameDefinition } from '../engine/game.js';
import { moveCount, type History } from '../engine/history.js';
import { fail, ok, type Result } from '../engine/result.js';
import { displayPath, locateSave, readSave, savesFolder } from '../engine/save-file.js';
import { restore } from '../engine/saved-game.js';
import { fileFailure, usageFailure, type CliFailure, type Context } from './context.js';
import { HELP_NOTE, type Start } from './play.js';

/** The game in a save file, its whole history back, or why it cannot be resumed. */
export function resume<S, M, V>(game: GameDefinition<S, M, V>, path: string): Result<History<S, M>> {
  const save = readSave(path);
  return save.ok ? restore(game, save.value) : save;
}

export function loadGame<S, M, V>(
  game: GameDefinition<S, M, V>,
  nameOrPath: string,
  context: Context,
): Result<Start<S, M, V>, CliFailure> {
  const folder = savesFolder(context.env, context.cwd);
  const location = locateSave(nameOrPath, folder, context.cwd);
  if (!location.ok) return fail(usageFailure(location.error));
  let { path, name } = location.value;
  // `save mygame` writes saves/mygame.json: `--load mygame.json` finds it there too
  const inSaves = join(folder, basename(path));
  const bare = basename(nameOrPath.trim()) === nameOrPath.trim();
  if (bare && !existsSync(path) && existsSync(inSaves)) {
    path = inSaves;
    name = displayPath(inSaves, context.cwd);
  }
  const shown = displayPath(path, context.cwd);
  const history = resume(game, path);
  if (!history.ok) {
    const elsewhere = bare && !existsSync(path) && path !== inSaves ? ` (nor ${displayPath(inSaves, context.cwd)})` : '';
    return fail(fileFailure(`${shown}: ${history.error}${elsewhere}`));
  }
  return ok(resumed(game, history.value, name, shown));
}

/** A game resumed from a save: a later bare `save` writes back to `saveName`. */
export function resumed<S, M, V>(game: GameDefinition<S, M, V>, history: History<S, M>, saveName: string, shown: string): Start<S, M, V> {
  const moves = moveCount(history);
  const greeting = `${game.title}, resumed from ${shown} after ${moves} ${moves === 1 ? 'move' : 'moves'}. ${HELP_NOTE}`;
  return { game, history, saveName, greeting };
}
