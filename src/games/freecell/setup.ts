/** How a FreeCell game starts: a Microsoft deal number, or a board from a deal file. */
import { ok } from '../../engine/result.js';
import type { GameSetup } from '../../engine/setup.js';
import { parseBoard } from './board.js';
import { dealGame } from './deal.js';
import { freecell } from './index.js';
import type { FreeCellMove, FreeCellState } from './state.js';

export const freecellSetup: GameSetup<FreeCellState, FreeCellMove, FreeCellState> = {
  game: freecell,
  deal: (seed) => ok(dealGame(seed)),
  parseDealFile: (text) => parseBoard(text),
  // a board is 16 short lines; anything this large is not one
  maxDealFileBytes: 64 * 1024,
  describe: (state) => (state.deal === null ? 'FreeCell' : `FreeCell game #${state.deal}`),
};
