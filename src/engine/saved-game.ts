/**
 * A game's history as a save file, and back. A save holds the start position and
 * the moves played from it, whoever made them; loading replays every move through
 * the game's own rules, so a file can never smuggle in a position the rules would
 * not reach, and the undo history comes back with it.
 */
import { replayOf, type GameDefinition } from './game.js';
import { currentState, movesOf, record, startHistory, startState, type History } from './history.js';
import { quoted } from './printable.js';
import { fail, ok, type Result } from './result.js';
import { MAX_TITLE, type SaveFile } from './save-file.js';

/** What a save keeps beside the moves: the game's identity, the time played, and its name for the menu's list. */
export interface SaveExtras {
  readonly id: string;
  readonly playedMs: number;
  /** The game as the list names it ("FreeCell game #4, supermoves"); cut to MAX_TITLE. */
  readonly title: string;
  /** The person undid a play after it had shown them cards (session.ts): kept so that a resumed game still counts apart. */
  readonly peeked?: boolean;
}

export function snapshot<S, M, V>(game: GameDefinition<S, M, V>, history: History<S, M>, savedAt: Date, extras?: SaveExtras): SaveFile {
  const moves = movesOf(history).map((move) => game.formatMove(move));
  return {
    game: game.id,
    savedAt: savedAt.toISOString(),
    ...(extras === undefined ? {} : {
      summary: { title: extras.title.slice(0, MAX_TITLE), moves: moves.length },
      id: extras.id,
      playedMs: Math.max(0, Math.round(extras.playedMs)),
      ...(extras.peeked === true ? { peeked: true } : {}),
    }),
    start: game.encodeStart(startState(history)),
    moves,
  };
}

export function restore<S, M, V>(game: GameDefinition<S, M, V>, save: SaveFile): Result<History<S, M>> {
  if (save.game !== game.id) return fail(`it is a save of ${save.game}, not of ${game.id}`);
  const start = game.decodeStart(save.start);
  if (!start.ok) return fail(`its start position is not valid: ${start.error}`);
  // states older than the undo window are dropped as the moves are replayed, so a long save loads in flat memory
  let history = startHistory<S, M>(start.value, replayOf(game));
  for (const [index, text] of save.moves.entries()) {
    const state = currentState(history);
    const seat = game.toAct(state);
    if (seat === null) return fail(`move ${index + 1} (${quoted(text)}) comes after the game was over`);
    const move = game.parseMove(text, game.view(state, seat));
    if (move === null || !move.ok) return fail(`move ${index + 1} (${quoted(text)}) is not a move`);
    const next = game.apply(state, move.value);
    if (!next.ok) return fail(`move ${index + 1} (${quoted(text)}) is not legal there: ${next.error}`);
    history = record(history, move.value, next.value.state, seat, next.value.log);
  }
  // a finished game has nothing left to resume; say so rather than print "You won" at once
  if (game.toAct(currentState(history)) === null) return fail('the game in it is already over: there is nothing left to play');
  return ok(history);
}
