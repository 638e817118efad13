/**
 * Klondike, as the engine plays it: one seat, which sees the table but no face-down
 * card and no unseen deck card (view.ts), with the spec's rules or Windows Solitaire's
 * (`--draw 1|3`) and optional scoring (`--scoring standard|vegas`).
 */
import { SOLITAIRE_SEATS, type GameDefinition } from '../../engine/game.js';
import { fail, ok, type Result } from '../../engine/result.js';
import type { GameSetup } from '../../engine/setup.js';
import { parseDealFile, renderBoard, writeDealFile } from './board.js';
import { picture } from './columns.js';
import { dealGame, isSeed, MAX_SEED } from './deal.js';
import { KLONDIKE_HELP } from './help.js';
import { hintAnswer } from './hint.js';
import { checkedSolve } from './solution.js';
import { formatMove, parseMove } from './notation.js';
import { movePick } from './pick.js';
import type { KlondikeOptions } from './options.js';
import { applyMove, legalMoves } from './rules.js';
import { isWon, type DrawRule, type KlondikeMove, type KlondikeRules, type KlondikeState, type KlondikeView, type ScoringRule } from './state.js';
import { viewOf } from './view.js';

export const PROMPT = 'Your move: ';
/** Positions the solver may store to prove a deal winnable for `--winnable` (a few tenths of a second at most). */
export const WINNABLE_POSITIONS = 300_000;
export const NOT_A_MOVE = 'Oops, invalid move: type a move such as T2 T5, draw, or help';

/** `score`: the board's Score line, or why there is none. */
export function scoreLine(view: KlondikeView): string {
  if (view.rules.scoring === 'none') return 'This game keeps no score: start it with --scoring standard or --scoring vegas.\n';
  return `Score: ${view.score}\n`;
}

/** A save's start: the rules, the seed (null for a deal file), and the position as deal-file lines. */
interface SavedStart {
  readonly rules: KlondikeRules;
  readonly seed: number | null;
  readonly deal: readonly string[];
}

const DRAW_RULES: readonly DrawRule[] = ['spec', 1, 3];
const SCORING_RULES: readonly ScoringRule[] = ['none', 'standard', 'vegas'];
/** A deal file is 13 pile lines and two more; each line at most 52 cards of 4 characters. */
const MAX_SAVED_LINES = 16;
const MAX_SAVED_LINE = 400;

function encodeStart(state: KlondikeState): SavedStart {
  return { rules: { draw: state.rules.draw, scoring: state.rules.scoring }, seed: state.seed, deal: writeDealFile(state).trimEnd().split('\n') };
}

function decodeStart(data: unknown): Result<KlondikeState> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fail('it is not a Klondike position');
  const { rules, seed, deal } = data as Partial<Record<keyof SavedStart, unknown>>;
  if (typeof rules !== 'object' || rules === null) return fail('"rules" is missing');
  const { draw, scoring } = rules as Partial<Record<keyof KlondikeRules, unknown>>;
  const drawRule = DRAW_RULES.find((rule) => rule === draw);
  if (drawRule === undefined) return fail('"rules.draw" is not "spec", 1 or 3');
  const scoringRule = SCORING_RULES.find((rule) => rule === scoring);
  if (scoringRule === undefined) return fail('"rules.scoring" is not "none", "standard" or "vegas"');
  if (seed !== null && !(typeof seed === 'number' && isSeed(seed))) return fail(`"seed" is not a seed from 0 to ${MAX_SEED}`);
  if (!Array.isArray(deal) || deal.length > MAX_SAVED_LINES || !deal.every((line) => typeof line === 'string' && line.length <= MAX_SAVED_LINE)) {
    return fail(`"deal" is not a list of at most ${MAX_SAVED_LINES} deal-file lines`);
  }
  const start: KlondikeRules = { draw: drawRule, scoring: scoringRule };
  const parsed = parseDealFile(deal.join('\n'), start);
  if (!parsed.ok) return fail(`"deal": ${parsed.error}`);
  if (seed === null) return parsed;
  const dealt = dealGame(seed, start);
  // a game with a seed starts from that seed's deal, and from nothing else
  if (writeDealFile(dealt) !== writeDealFile(parsed.value)) return fail(`"deal" is not the deal of seed ${seed}`);
  return ok(dealt);
}

export const klondike: GameDefinition<KlondikeState, KlondikeMove, KlondikeView> = {
  id: 'klondike',
  title: 'Klondike',
  help: KLONDIKE_HELP,
  seats: () => SOLITAIRE_SEATS,
  toAct: (state) => (isWon(state) ? null : 0),
  view: (state) => viewOf(state),
  prompt: () => PROMPT,
  render: renderBoard,
  picture,
  movePick,
  parseMove: (text, view) => parseMove(text, view),
  formatMove,
  completions: ['score'],
  legalMoves,
  commands: { score: scoreLine },
  apply: (state, move) => {
    const next = applyMove(state, move);
    return next.ok ? ok({ state: next.value, log: [] }) : next;
  },
  rejection: (reason) => (reason === null ? NOT_A_MOVE : `Oops, invalid move: ${reason}`),
  hint: (line) => hintAnswer(line),
  result: (state, moves) => {
    const won = `You won in ${moves} ${moves === 1 ? 'move' : 'moves'}.`;
    return state.rules.scoring === 'none' ? won : `${won} Final score: ${state.score}.`;
  },
  encodeStart,
  decodeStart,
  defaultSaveName: (start) => (start.seed === null ? 'klondike' : `klondike-${start.seed}`),
};

/**
 * The rules the options ask for: the spec's game unless `--draw`, no scoring unless
 * `--scoring`. The values are those KLONDIKE_OPTIONS' parsers give; the typed text
 * (`'3'`) is taken too.
 */
export function rulesFrom(options: KlondikeOptions): Result<KlondikeRules> {
  const { draw, scoring } = options as Partial<Record<keyof KlondikeOptions, unknown>>;
  const drawRule = draw === undefined ? 'spec' : [1, 3].find((n) => n === draw || String(n) === draw);
  if (drawRule === undefined) return fail('--draw takes 1 or 3');
  const scoringRule = scoring === undefined ? 'none' : SCORING_RULES.find((rule) => rule !== 'none' && rule === scoring);
  if (scoringRule === undefined) return fail('--scoring takes standard or vegas');
  return ok({ draw: drawRule as DrawRule, scoring: scoringRule });
}

/** "Klondike game #12", "Klondike game #12, draw 3, Vegas scoring", "Klondike from a deal file". */
export function describe(state: KlondikeState): string {
  const rules = rulesText(state.rules);
  return state.seed === null ? `Klondike from a deal file${rules}` : `Klondike game #${state.seed}${rules}`;
}

/** The rule set beyond the spec's, each after a comma: ", draw 3, Vegas scoring", or nothing. */
function rulesText(rules: KlondikeRules): string {
  const details: string[] = [];
  if (rules.draw !== 'spec') details.push(`draw ${rules.draw}`);
  if (rules.scoring !== 'none') details.push(`${rules.scoring === 'vegas' ? 'Vegas' : 'standard'} scoring`);
  return details.map((detail) => `, ${detail}`).join('');
}

export const klondikeSetup: GameSetup<KlondikeState, KlondikeMove, KlondikeView, KlondikeOptions> = {
  game: klondike,
  deal: (seed, options) => {
    if (!isSeed(seed)) return fail(`a Klondike seed is a whole number from 0 to ${MAX_SEED}`);
    const rules = rulesFrom(options);
    return rules.ok ? ok(dealGame(seed, rules.value)) : rules;
  },
  parseDealFile: (text, options) => {
    const rules = rulesFrom(options);
    return rules.ok ? parseDealFile(text, rules.value) : rules;
  },
  // a deal file is 15 short lines; anything this large is not one
  maxDealFileBytes: 64 * 1024,
  describe,
  again: (state, seed) => dealGame(seed, state.rules),
  // Vegas scoring keeps a bankroll across games: each game's score goes into it
  tally: (state) => ({ key: `Klondike${rulesText(state.rules)}`, won: isWon(state), ...(state.rules.scoring === 'vegas' ? { score: state.score } : {}) }),
  score: (state) => (state.rules.scoring === 'none' ? null : `Score ${state.score}`),
  // a deal is winnable once the solver finds a win; a deal it cannot decide within this is passed over
  winnable: (state) => checkedSolve(state, { positions: WINNABLE_POSITIONS }).kind === 'solved',
  replayOptions: ({ rules }) => [...(rules.draw === 'spec' ? [] : ['--draw', String(rules.draw)]), ...(rules.scoring === 'none' ? [] : ['--scoring', rules.scoring])],
};
