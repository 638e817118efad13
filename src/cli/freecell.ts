/** `cardtable freecell`: where the game starts (a deal number, a deal file, a save, or a fresh deal). */
import { resolve } from 'node:path';
import { startHistory } from '../engine/history.js';
import { fail, ok, type Result } from '../engine/result.js';
import { displayPath } from '../engine/save-file.js';
import { readTextFile } from '../engine/text-file.js';
import { parseBoard } from '../games/freecell/board.js';
import { dealGame } from '../games/freecell/deal.js';
import { FRESH_DEAL_LIMIT } from '../games/freecell/deal-number.js';
import { freecell } from '../games/freecell/index.js';
import type { FreeCellMove, FreeCellState } from '../games/freecell/state.js';
import { fileFailure, type CliFailure, type Context } from './context.js';
import { loadGame } from './load.js';
import { HELP_NOTE, type DisplayOptions, type Start } from './play.js';

export { freecell };

export interface FreecellOptions extends DisplayOptions {
  readonly seed?: number;
  readonly dealFile?: string;
  readonly load?: string;
}

type FreecellStart = Start<FreeCellState, FreeCellMove>;

/** A board is 16 short lines; anything this large is not one. */
const MAX_DEAL_FILE_BYTES = 64 * 1024;

export function startFreecell(
  options: FreecellOptions,
  context: Context,
  drawDeal: () => number = () => 1 + Math.floor(Math.random() * FRESH_DEAL_LIMIT),
): Result<FreecellStart, CliFailure> {
  if (options.load !== undefined) return loadGame(freecell, options.load, context);
  if (options.dealFile !== undefined) return fromDealFile(options.dealFile, context);
  if (options.seed !== undefined) return ok(fromDeal(options.seed, `FreeCell game #${options.seed}. ${HELP_NOTE}`));
  const deal = drawDeal();
  const replay = `FreeCell game #${deal} (play it again with --seed ${deal})`;
  // the deal is always stated; on a pipe it goes to stderr, out of the transcript
  if (!context.stdoutIsTerminal) context.stderr.write(`cardtable: ${replay}\n`);
  return ok(fromDeal(deal, `${replay}. ${HELP_NOTE}`));
}

function fromDeal(deal: number, greeting: string): FreecellStart {
  return { game: freecell, history: startHistory(dealGame(deal)), saveName: null, greeting };
}

function fromDealFile(path: string, context: Context): Result<FreecellStart, CliFailure> {
  const full = resolve(context.cwd, path);
  const shown = displayPath(full, context.cwd);
  const text = readTextFile(full, MAX_DEAL_FILE_BYTES, (size) => `too large for a FreeCell board (${size} bytes)`);
  if (!text.ok) return fail(fileFailure(`${shown}: ${text.error}`));
  const board = parseBoard(text.value);
  if (!board.ok) return fail(fileFailure(`${shown}: ${board.error}`));
  return ok({
    game: freecell,
    history: startHistory(board.value),
    saveName: null,
    greeting: `FreeCell, dealt from ${shown}. ${HELP_NOTE}`,
  });
}
