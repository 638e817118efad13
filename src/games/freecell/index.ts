/** FreeCell, as the engine plays it: a game of one seat whose whole state is in view. */
import { formatCard, type Card } from '../../engine/card.js';
import { SOLITAIRE_SEATS, type GameDefinition } from '../../engine/game.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { PLAIN } from '../../engine/theme.js';
import { parseBoard, renderBoard } from './board.js';
import { picture } from './columns.js';
import { dealGame } from './deal.js';
import { isDealNumber } from './deal-number.js';
import { FREECELL_HELP } from './help.js';
import { hint } from './hint.js';
import { solve } from './play-out.js';
import { formatMove, notAMoveReason, parseMove } from './notation.js';
import { movePick } from './pick.js';
import { applyMove, autoHome, isWon, legalMoves, runThatWouldFit, safeHomeMove } from './rules.js';
import { AUTO_HOME, isAutoHome, SPEC_RULES, type FreeCellPlay, type FreeCellRules, type FreeCellState } from './state.js';

export const PROMPT = 'Your move <from to>: ';
export const INVALID = 'Oops, invalid move.';

/** A save's start: the deal number, the rules, and the board as the 16 lines it prints. */
interface SavedStart {
  readonly deal: number | null;
  readonly rules: FreeCellRules;
  readonly board: readonly string[];
}

function encodeStart(state: FreeCellState): SavedStart {
  return { deal: state.deal, rules: { ...state.rules }, board: renderBoard(state, PLAIN).trimEnd().split('\n') };
}

/** The rules a save names; a save from before there were options has none, and plays the spec's. */
function decodeRules(rules: unknown): Result<FreeCellRules> {
  if (rules === undefined) return ok(SPEC_RULES);
  const { supermoves, autoplay } = (typeof rules === 'object' && rules !== null ? rules : {}) as Partial<Record<keyof FreeCellRules, unknown>>;
  if (typeof supermoves !== 'boolean' || typeof autoplay !== 'boolean') return fail('"rules" does not say true or false for "supermoves" and "autoplay"');
  return ok({ supermoves, autoplay });
}

function decodeStart(data: unknown): Result<FreeCellState> {
  if (typeof data !== 'object' || data === null) return fail('it is not a FreeCell position');
  const { deal, board, rules } = data as Partial<Record<keyof SavedStart, unknown>>;
  if (deal !== null && !(typeof deal === 'number' && isDealNumber(deal))) return fail('"deal" is not a deal number');
  if (!Array.isArray(board) || board.length > 16 || !board.every((line) => typeof line === 'string')) {
    return fail('"board" is not a list of at most 16 board lines');
  }
  const decoded = decodeRules(rules);
  if (!decoded.ok) return decoded;
  const parsed = parseBoard(board.join('\n'), deal, decoded.value);
  if (!parsed.ok || deal === null) return parsed;
  // a numbered deal starts from that deal, and from nothing else
  return renderBoard(parsed.value, PLAIN) === renderBoard(dealGame(deal, decoded.value), PLAIN) ? parsed : fail(`the board is not the deal of game #${deal}`);
}

/** A reason as a sentence of its own: a capital first, a full stop last. */
function sentence(reason: string): string {
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
}

/** What a refusal adds for a run that supermoves would carry: that they exist, and how to turn them on. */
function supermovesNote(run: readonly Card[]): string {
  return `one card moves at a time (start the game with --supermoves, or pick supermoves in the menu, to move ${run.map(formatCard).join(' ')} as one)`;
}

/** After `Oops, invalid move.` at a terminal, for text that is not a move at all. */
const NOT_A_MOVE_HELP = 'Type a move such as T3 F0 (or 3a), or help.';

export const freecell: GameDefinition<FreeCellState, FreeCellPlay> = {
  id: 'freecell',
  title: 'FreeCell',
  help: FREECELL_HELP,
  seats: () => SOLITAIRE_SEATS,
  toAct: (state) => (isWon(state) ? null : 0),
  // every card is face up: the one seat sees the whole state
  view: (state) => state,
  prompt: () => PROMPT,
  render: renderBoard,
  picture,
  movePick,
  parseMove: (text, state) => {
    if (text.trim().toLowerCase() === 'auto') return ok(AUTO_HOME);
    const move = parseMove(text, state);
    if (move !== null) return ok(move);
    // text shaped like a move that names what is not there says so (at a terminal; a pipe gets INVALID alone)
    const reason = notAMoveReason(text);
    return reason === null ? null : fail(reason);
  },
  formatMove,
  // `auto` with the card moves when some card can safely go home, so that Tab offers it
  legalMoves: (state) => [...legalMoves(state), ...(safeHomeMove(state) === undefined ? [] : [AUTO_HOME])],
  apply: (state, move) => {
    const next = isAutoHome(move) ? autoHome(state) : applyMove(state, move);
    if (next.ok) return ok({ state: next.value, log: [] });
    // a run typed under the one-card rule (`38` for two cards): say that supermoves would carry it
    const run = isAutoHome(move) ? null : runThatWouldFit(state, move);
    return run === null ? next : fail(`${next.error}; ${supermovesNote(run)}`);
  },
  // The contract: anything that is not a legal move gets exactly this line on a pipe;
  // at a terminal the reason follows on the same line, or for a typo how a move is typed.
  rejection: (reason, atTerminal) => {
    if (!atTerminal) return INVALID;
    return `${INVALID} ${reason === null ? NOT_A_MOVE_HELP : sentence(reason)}`;
  },
  hint,
  sequences: { solve },
  completions: ['solve'],
  result: (_state, moves) => `You won in ${moves} ${moves === 1 ? 'move' : 'moves'}.`,
  encodeStart,
  decodeStart,
  defaultSaveName: (start) => (start.deal === null ? 'freecell' : `freecell-${start.deal}`),
};
