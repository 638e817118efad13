/** `--load NAME|PATH` and the menu's "resume": a save file back to a game in progress. */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { GameDefinition } from '../engine/game.js';
import { moveCount, type History } from '../engine/history.js';
import { fail, ok, type Result } from '../engine/result.js';
import { displayPath, locateSave, readSave, savesFolder } from '../engine/save-file.js';
import { restore } from '../engine/saved-game.js';
import { contentGameId } from '../engine/game-id.js';
import { fileFailure, usageFailure, type CliFailure, type Context } from './context.js';
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
  const back = resume(game, path);
  if (!back.ok) {
    const elsewhere = bare && !existsSync(path) && path !== inSaves ? ` (nor ${displayPath(inSaves, context.cwd)})` : '';
    return fail(fileFailure(`${shown}: ${back.error}${elsewhere}`));
  }
  return ok(resumed(game, back.value, name, shown));
}

/** A game resumed from a save: a later bare `save` writes back to `saveName`. */
export function resumed<S, M, V>(game: GameDefinition<S, M, V>, back: Resumed<S, M>, saveName: string, shown: string): Start<S, M, V> {
  const { history, gameId, playedMs, peeked } = back;
  const moves = moveCount(history);
  const greeting = `${game.title}, resumed from ${shown} after ${moves} ${moves === 1 ? 'move' : 'moves'}. ${HELP_NOTE}`;
  return { game, history, saveName, greeting, gameId, playedMs, ...(peeked ? { peeked } : {}) };
}
