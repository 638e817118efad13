/** `--load NAME|PATH` and the menu's "resume": a save file back to a game in progress. */
import type { GameDefinition } from '../engine/game.js';
import { moveCount } from '../engine/history.js';
import { fail, ok, type Result } from '../engine/result.js';
import { displayPath, locateSave, readSave, savesFolder } from '../engine/save-file.js';
import { restore } from '../engine/saved-game.js';
import { fileFailure, usageFailure, type CliFailure, type Context } from './context.js';
import { HELP_NOTE, type Start } from './play.js';

export function loadGame<S, M, V>(
  game: GameDefinition<S, M, V>,
  nameOrPath: string,
  context: Context,
): Result<Start<S, M, V>, CliFailure> {
  const location = locateSave(nameOrPath, savesFolder(context.env, context.cwd), context.cwd);
  if (!location.ok) return fail(usageFailure(location.error));
  const shown = displayPath(location.value.path, context.cwd);
  const save = readSave(location.value.path);
  if (!save.ok) return fail(fileFailure(`${shown}: ${save.error}`));
  const history = restore(game, save.value);
  if (!history.ok) return fail(fileFailure(`${shown}: ${history.error}`));
  const moves = moveCount(history.value);
  return ok({
    game,
    history: history.value,
    saveName: location.value.name,
    greeting: `${game.title}, resumed from ${shown} after ${moves} ${moves === 1 ? 'move' : 'moves'}. ${HELP_NOTE}`,
  });
}
