/** How a FreeCell game starts: a Microsoft deal number, or a board from a deal file (the game's lines or fc-solve's). */
import { ok } from '../../engine/result.js';
import type { GameSetup } from '../../engine/setup.js';
import { parseBoard } from './board.js';
import { dealGame } from './deal.js';
import { isFcsBoard, parseFcsBoard } from './fcs-board.js';
import { freecell } from './index.js';
import { isWon } from './rules.js';
import { solutionFrom } from './solution.js';
import type { FreeCellOptions } from './options.js';
import type { FreeCellPlay, FreeCellRules, FreeCellState } from './state.js';

/** The rules the options ask for: the spec's unless --supermoves or --autoplay. */
export function rulesFrom(options: FreeCellOptions): FreeCellRules {
  return { supermoves: options.supermoves === true, autoplay: options.autoplay === true };
}

/** A deal file in either format: the game's own board lines, or fc-solve's board. */
export function parseDealFile(text: string, rules: FreeCellRules): ReturnType<typeof parseBoard> {
  return isFcsBoard(text) ? parseFcsBoard(text, null, rules) : parseBoard(text, null, rules);
}

/** "FreeCell game #1", "FreeCell game #1, supermoves, autoplay". */
function describe(state: FreeCellState): string {
  return `${state.deal === null ? 'FreeCell' : `FreeCell game #${state.deal}`}${rulesText(state.rules)}`;
}

/** The rules beyond the spec's, each after a comma: ", supermoves, autoplay", or nothing. */
function rulesText(rules: FreeCellRules): string {
  return [rules.supermoves ? ', supermoves' : '', rules.autoplay ? ', autoplay' : ''].join('');
}

export const freecellSetup: GameSetup<FreeCellState, FreeCellPlay, FreeCellState, FreeCellOptions> = {
  game: freecell,
  deal: (seed, options) => ok(dealGame(seed, rulesFrom(options))),
  parseDealFile: (text, options) => parseDealFile(text, rulesFrom(options)),
  // a board is 16 short lines; anything this large is not one
  maxDealFileBytes: 64 * 1024,
  describe,
  again: (state, seed) => dealGame(seed, state.rules),
  tally: (state) => ({ key: `FreeCell${rulesText(state.rules)}`, won: isWon(state) }),
  // the solver's public entry (solution.ts): a solution found, and replayed through the rules, proves the deal winnable
  winnable: (state) => solutionFrom(state, { positions: 100_000 }).kind === 'solved',
  replayOptions: (state) => [...(state.rules.supermoves ? ['--supermoves'] : []), ...(state.rules.autoplay ? ['--autoplay'] : [])],
};
