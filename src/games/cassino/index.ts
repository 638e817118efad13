/**
 * Cassino, as the engine plays it: 2 to 6 seats, people or the computer, each seeing
 * the table, their own hand and what is public (view.ts); the rules of
 * spec/cassino.txt (rules.ts), the computer's strategy (chooser.ts), and the log and
 * boards of CONTRACT.md.
 */
import type { GameDefinition } from '../../engine/game.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { logText, renderBoard, scoreboard } from './board.js';
import { picture } from './columns.js';
import { chooseAtLevel } from './computer.js';
import { dealGame } from './deal.js';
import { chooseHard } from './hard.js';
import { parseDealFile, writeDealFile } from './dealfile.js';
import { CASSINO_HELP } from './help.js';
import { roundLine, tableLine, winLine } from './log.js';
import { formatMove, parseMove, spellings } from './notation.js';
import { movePick } from './pick.js';
import { applyMove, legalMoves } from './rules.js';
import { isSeed, MAX_SEED, type CassinoMove, type CassinoState, type CassinoView } from './state.js';
import { reveals, viewOf } from './view.js';

export const NOT_A_MOVE = 'Oops, invalid move: type a card from your hand (and the table cards it takes), e.g. 7s 3h 4d or s 1 4';

/** `Ann, your move: `. */
export function promptOf(view: CassinoView): string {
  return `${view.seats[view.seat]?.name ?? 'Player'}, your move: `;
}

/** A save's start: the seed (null for a deal file), and the position as deal-file lines. */
interface SavedStart {
  readonly seed: number | null;
  readonly deal: readonly string[];
}

/** A deal file is 12 lines and one for each player's hand and captured pile; each line is short. */
const MAX_SAVED_LINES = 32;
const MAX_SAVED_LINE = 1000;

function encodeStart(state: CassinoState): SavedStart {
  return { seed: state.seed, deal: writeDealFile(state).trimEnd().split('\n') };
}

function decodeStart(data: unknown): Result<CassinoState> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fail('it is not a Cassino position');
  const { seed, deal } = data as Partial<Record<keyof SavedStart, unknown>>;
  if (seed !== null && !isSeed(seed)) return fail(`"seed" is not a seed from 0 to ${MAX_SEED}`);
  if (!Array.isArray(deal) || deal.length > MAX_SAVED_LINES || !deal.every((line) => typeof line === 'string' && line.length <= MAX_SAVED_LINE)) {
    return fail(`"deal" is not a list of at most ${MAX_SAVED_LINES} deal-file lines`);
  }
  const parsed = parseDealFile(deal.join('\n'));
  if (!parsed.ok) return fail(`"deal": ${parsed.error}`);
  if (seed === null) return parsed;
  const dealt = dealGame(seed, parsed.value.seats, parsed.value.target, parsed.value.rules);
  // a game with a seed starts from that seed's deal, and from nothing else
  if (writeDealFile(dealt) !== writeDealFile(parsed.value)) return fail(`"deal" is not the deal of seed ${seed}`);
  return ok(dealt);
}

export const cassino: GameDefinition<CassinoState, CassinoMove, CassinoView> = {
  id: 'cassino',
  title: 'Cassino',
  help: CASSINO_HELP,
  seats: (state) => state.seats,
  toAct: (state) => (state.winner === null ? state.turn : null),
  view: viewOf,
  reveals,
  prompt: promptOf,
  render: renderBoard,
  picture,
  movePick,
  picksGather: true,
  parseMove,
  formatMove,
  legalMoves,
  apply: applyMove,
  rejection: (reason) => (reason === null ? NOT_A_MOVE : `Oops, invalid move: ${reason}`),
  choose: chooseAtLevel,
  hint: (line) => {
    const view = line[line.length - 1];
    if (view === undefined || view.turn === null) return fail('No hint: the game is over.');
    if (view.turn !== view.seat) return fail('No hint: it is not your turn.');
    // the hard computer's search from the asking seat's view (and nothing before it: the line may be cut short)
    return ok({ moves: [chooseHard(view)] });
  },
  result: (state) => {
    if (state.winner === null) return 'The game is not over.';
    return winLine(state.seats[state.winner]?.name ?? '?', state.totals[state.winner] ?? 0);
  },
  opening: (state) => [roundLine(state.round), tableLine(state.table)],
  commands: { score: scoreboard, log: logText },
  completions: ['score', 'log'],
  spellings,
  encodeStart,
  decodeStart,
  defaultSaveName: (start) => (start.seed === null ? 'cassino' : `cassino-${start.seed}`),
};
