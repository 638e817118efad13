/**
 * `hint`: the moves worth making, best first, from what the player sees: the views of
 * the recent line of play, never a face-down card or an unseen deck card.
 *
 * - Once the board says "No moves left", the hint says the same, in the same words.
 * - `auto` comes first when it would send every card left home (known only when at most
 *   one card is out of sight, so that its place is no secret).
 * - Otherwise it samples: it deals the cards out of sight (face-down tableau cards, and
 *   in the first pass the deck's unseen cards) at random into their places, as many
 *   ways as HINT_BUDGET says, every one consistent with all the player has seen (the
 *   view holds every card seen: the waste, and after a recycle the whole deck in
 *   order). The solver, every card of the sample known, says which samples can still be
 *   won, and solves them. What it weighs are commitments (commitments.ts): the way each
 *   solution takes to its first card turned up, shortened to the moves that card needs,
 *   each weighed on every sample that can be won. A move counts the samples its best
 *   commitment wins; the move that wins the most comes first; between equals, the rules
 *   of thumb decide (rule-of-thumb.ts). When no card is out of sight the sample is the
 *   game itself, and the hint is the first move of a solution (or says the game is lost).
 * - The sampling is seeded from what lies out of sight (which cards, in which places),
 *   so the same view gets the same hint, however the unseen cards lie, and along a way
 *   to a commitment each hint deals the same samples and follows the same plan; budgets
 *   are counted in positions, not time, so that the answer does not depend on the machine.
 *
 * - Only moves worth weighing are weighed (progress.ts): never `auto` (named apart), a
 *   plainly useless move, or a move that only brings back a table already seen in the
 *   line (whichever pile holds which run), unless it is the way to something new.
 * - When no sample can be won with any of them, the game looks lost: the hint says so
 *   in a note, and the rules of thumb play on while some line of moves can still turn a
 *   card up, take one from the stock or send more home. When none can, or nothing has
 *   come of the last PATIENCE moves and no move makes progress at once, or no move is
 *   left worth weighing, it names no move and says the game is lost, or looks lost and
 *   how sure it is from its samples.
 */
import { shuffle } from '../../engine/deck.js';
import type { HintAnswer } from '../../engine/game.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { STUCK_LINE } from './board.js';
import { reach, shortest, unseenSeed, type Commitment } from './commitments.js';
import { formatMove } from './notation.js';
import {
  LOST_FOR_GOOD, PATIENCE, PROGRESS_SEARCH_TABLES, chanceOfWinning, looksLost, movesWorthWeighing, stalled, sureness, unseenIn, wayToProgress, type Step, type Tally,
} from './progress.js';
import { carryOut, planOf, safeHomeMove, tableOf } from './rules.js';
import { ruleOfThumb } from './rule-of-thumb.js';
import { passLimit } from './scoring.js';
import { decide, judge, opening, type SolveResult } from './solver/index.js';
import { TABLEAU_PILES, isWon, type KlondikeMove, type KlondikeRules, type KlondikeState, type KlondikeView, type Place } from './state.js';
import { filledWith, stateFromView, unseenCards } from './view.js';

export interface HintBudget {
  /** How many ways the cards out of sight are dealt at most (fewer once the choice is settled). */
  readonly samples: number;
  /** Positions the solver may store to decide whether a sample can be won at all, once quickPositions left it undecided and it could still change the leading move. */
  readonly rootPositions: number;
  /** Positions each sample is first solved with; one left undecided is solved again with rootPositions only while it could change the leading move (plannedWins). */
  readonly quickPositions: number;
  /** Positions it may store to decide whether a move keeps a sample winnable. */
  readonly movePositions: number;
  /** Positions all of a hint's searches may store together: past it, no more samples are dealt. */
  readonly positions: number;
  /** Samples dealt at least before the hint may stop for a choice already settled (`settled`); at `samples` or more, it never stops early. */
  readonly earliestStop: number;
  /** Mixed into the samples' seed (0 when absent): other ways of the same unseen cards, for a bench that measures the hint apart from its own draw of samples. */
  readonly salt?: number;
}

/**
 * Whether the hint's searches of a position with every card seen let stock cards put
 * down wait for a card to land on them (SolveBudget's `postpone`, on by default for
 * budgets as large as theirs): not, as the hint's figures were measured without it
 * (docs/klondike-solver.md, "Stock cards put down"). Its smaller searches never do.
 */
const HINT_POSTPONES = false;

/**
 * The hint's budget in the standard game (draw 1 and draw 3): under a second at a
 * terminal on this machine, most hints far less (`npm run bench -- klondike-hints`).
 * Up to 128 samples, each solved first with 2,000 positions; after 16, no more once the
 * choice is settled.
 */
export const HINT_BUDGET: HintBudget = { samples: 128, quickPositions: 2_000, rootPositions: 10_000, movePositions: 4_000, positions: 1_280_000, earliestStop: 16 };

/**
 * The hint's budget in the spec's game: 64 samples, each solved with the whole 10,000
 * positions, never fewer. The standard game's budget won fewer of its deals (125 of
 * 1..200 against 135, 13 won only by this one and 3 only by that, sign test p = 0.02),
 * for a reason not found yet, so the spec's game keeps the budget it was measured with.
 */
export const SPEC_HINT_BUDGET: HintBudget = { samples: 64, quickPositions: 10_000, rootPositions: 10_000, movePositions: 4_000, positions: 640_000, earliestStop: 64 };

/** The hint's budget for a rule set. */
export function hintBudget(rules: KlondikeRules): HintBudget {
  return rules.draw === 'spec' ? SPEC_HINT_BUDGET : HINT_BUDGET;
}

/** How many of the latest views a hint looks back over for tables already seen: all the session gives it (HINT_WINDOW). */
export const HINT_MEMORY = 200;

/** Moves the hint names at most: the best and a few alternatives. */
const NAMED = 4;

const AUTO: KlondikeMove = Object.freeze({ kind: 'auto' });
const DRAW: KlondikeMove = Object.freeze({ kind: 'draw' });

export const SCOUT_NOTE = 'look through the deck first: with no limit on passes it costs nothing, and then every card in it is known';

export const LOST_LINE = 'This position is lost: no line of moves wins from here. Undo to go back.';

export function hint(line: readonly KlondikeView[], budget?: HintBudget): Result<readonly KlondikeMove[]> {
  const answer = hintAnswer(line, budget);
  return answer.ok ? ok(answer.value.moves) : answer;
}

/** The hint with a note when the game looks lost though some move may still make progress. */
export function hintAnswer(line: readonly KlondikeView[], given?: HintBudget): Result<HintAnswer<KlondikeMove>> {
  const view = line[line.length - 1];
  if (view === undefined) throw new Error('hint needs a position');
  const budget = given ?? hintBudget(view.rules);
  if (isWon(view)) return fail('The game is won: there is nothing left to move.');
  if (view.stuck) return fail(STUCK_LINE);
  const recent = line.slice(-HINT_MEMORY);
  const rules = ruleOfThumb(recent);
  if (autoWins(view)) return ok({ moves: [AUTO, ...(rules.ok ? rules.value : [])].slice(0, NAMED) });
  if (scoutsTheDeck(view)) {
    // a card that can safely go home goes first: it loses nothing either, and a player would
    // (one worth weighing: not one back to a table already seen)
    const home = safeHomeFromTableau(view);
    const worth = home !== null && movesWorthWeighing(recent).some((step) => step.text === formatMove(home));
    return ok(worth ? { moves: [home, DRAW] } : { moves: [DRAW], note: SCOUT_NOTE });
  }
  const restless = stalled(recent);
  const candidates = movesWorthWeighing(recent).filter((candidate) => !restless || candidate.progress);
  const unseen = unseenIn(view);
  if (candidates.length === 0) {
    if (wayToProgress(recent) === 'none') return fail(LOST_FOR_GOOD);
    const why = restless
      ? `nothing has come of the last ${PATIENCE} moves, and no move now turns a card up, takes one from the stock or sends one home`
      : 'every move leads back to a table already seen, or does nothing';
    return fail(looksLost(why, tallyOf(view, budget), unseen));
  }
  // the rules of thumb's order breaks ties; moves they leave out come after, in legal-move order
  const order = new Map<string, number>();
  (rules.ok ? rules.value : []).forEach((move, i) => order.set(formatMove(move), i));
  const tie = (move: KlondikeMove) => order.get(formatMove(move)) ?? candidates.length + 100;
  const weighed = unseen <= 1 ? exactWins(view, candidates, budget) : plannedWins(view, candidates, budget);
  if (weighed === 'lost') return fail(LOST_LINE);
  const { wins, tally } = weighed;
  if (wins.some((n) => n > 0)) {
    const ranked = candidates
      .map(({ move }, i) => ({ move, wins: wins[i]!, tie: tie(move) }))
      .sort((a, b) => b.wins - a.wins || a.tie - b.tie);
    const moves = ranked.filter((entry) => entry.wins > 0).slice(0, NAMED).map(({ move }) => move);
    // how sure: in how many of the ways the cards out of sight may lie the game can still be won
    return ok(unseen <= 1 ? { moves } : { moves, note: chanceOfWinning(tally, unseen, weighed.every) });
  }
  // no move keeps a sample winnable: the game looks lost (when no sample can be won at all, the hint says so);
  // the rules of thumb play on while something may still come of it
  const noted = (moves: readonly KlondikeMove[]): HintAnswer<KlondikeMove> =>
    tally.won === 0 ? { moves: moves.slice(0, NAMED), note: `the game looks lost: ${sureness(tally, unseen)}` } : { moves: moves.slice(0, NAMED) };
  const named = (rules.ok ? rules.value : []).filter((move) => candidates.some((candidate) => candidate.text === formatMove(move)));
  const first = candidates.find((candidate) => candidate.text === (named[0] === undefined ? '' : formatMove(named[0])));
  if (first?.progress === true) return ok(noted(named));
  // the shortest way to progress, and if it starts with a move not worth weighing, the shortest that starts with one
  const shortest = wayToProgress(recent);
  if (shortest === 'none') return fail(LOST_FOR_GOOD);
  const isCandidate = (step: Step) => candidates.some((candidate) => candidate.text === step.text);
  const way = shortest === 'unknown' || isCandidate(shortest) ? shortest : wayToProgress(recent, PROGRESS_SEARCH_TABLES, candidates);
  if (way !== 'none' && way !== 'unknown') return ok(noted([way.move, ...named.filter((move) => formatMove(move) !== way.text)]));
  if (named.length > 0) return ok(noted(named));
  return fail(looksLost('no move worth weighing leads on to a card turned up, taken from the stock or sent home', tally, unseen));
}

/**
 * With no card out of sight (or one, whose place is then no secret): a solution's first
 * move wins, the others are not weighed; when that move is not worth weighing (it
 * brings back a table already seen: the solver, which knows no line, may undo the move
 * before), each candidate is judged on its own.
 */
function exactWins(view: KlondikeView, candidates: readonly Step[], budget: HintBudget): Weighed | 'lost' {
  const state = stateFromView(view);
  const verdict = judge(state, { positions: budget.positions, postpone: HINT_POSTPONES });
  if (verdict.kind === 'unsolvable') return 'lost';
  const tally = { dealt: 1, won: verdict.kind === 'solved' ? 1 : 0, lost: 0 };
  const first = verdict.first === null ? '' : formatMove(verdict.first);
  const wins = candidates.map(({ text }) => (text === first ? 1 : 0));
  if (verdict.kind !== 'solved' || wins.some((n) => n > 0)) return { wins, tally, every: true };
  return { wins: candidates.map(({ after }) => (decide(after, { positions: budget.movePositions }).kind === 'solved' ? 1 : 0)), tally, every: true };
}

/**
 * How many of a sample's solution's moves are written out, through the rules, to find
 * its first commitment (writing out all of them cost a tenth of a hint's time); a
 * sample whose solution turns no card up within them adds no commitment.
 */
const OPENING = 64;

/**
 * For each candidate, in how many samples its best commitment keeps the game winnable
 * (commitments.ts), and what the samples say of the position itself. The commitments
 * weighed are those the samples' own solutions make first: each sample that can be won
 * is solved, and the way its solution takes to its first card turned up (shortened to
 * the moves that card needs) is a commitment, weighed then on every sample that can be
 * won, so that each is weighed on the same samples. A candidate counts its best
 * commitment's wins: the best of shares each taken over every sample, never the best in
 * each sample (which would favour moves that put off every choice).
 *
 * The samples go where they could matter (positions, never time, so the answer is the
 * same on every machine):
 * - each sample is solved first with budget.quickPositions; one left undecided waits,
 *   and the samples waiting are solved again with budget.rootPositions at the end,
 *   unless they could no longer change which commitment leads (`settled`): most of the
 *   solving went into samples the solver cannot decide (two thirds of it, with every
 *   sample given the whole budget), which add nothing;
 * - no more samples are dealt (after budget.earliestStop) once those still to come and those
 *   waiting could not change which commitment leads; so the clear choices take few
 *   samples, and the close ones up to budget.samples.
 */
function plannedWins(view: KlondikeView, candidates: readonly Step[], budget: HintBudget): Weighed {
  const stand = stateFromView(view);
  const every = everyArrangement(view, EXACT_ARRANGEMENTS);
  const total = every?.length ?? budget.samples;
  let generator = (unseenSeed(view) ^ (budget.salt ?? 0)) >>> 0;
  const winnable: KlondikeState[] = [];
  const ways: Way[] = [];
  const waiting: KlondikeState[] = [];
  const shortened = new Map<string, Shortened>();
  const quick = Math.min(budget.quickPositions, budget.rootPositions);
  let spent = 0;
  let n = 0;
  let lost = 0;
  const weigh = (way: Way, dealt: KlondikeState) => {
    const verdict = decide(reach(dealt, way.commitment), { positions: budget.movePositions });
    spent += verdict.positions;
    if (verdict.kind === 'solved') way.wins += 1;
  };
  /** Solves the sample with the positions given and, when it can be won, weighs it; its verdict. */
  const take = (dealt: KlondikeState, positions: number): SolveResult['kind'] => {
    const root = opening(dealt, { positions }, OPENING);
    spent += root.positions;
    if (root.kind === 'unsolvable') lost += 1;
    if (root.kind !== 'solved') return root.kind;
    winnable.push(dealt);
    const found = firstCommitment(stand, dealt, root.moves, candidates, shortened);
    const own = found === null ? null : ways.find((way) => way.key === found.key) ?? null;
    for (const way of ways) if (way !== own) weigh(way, dealt);
    if (own !== null) own.wins += 1;
    else if (found !== null) {
      const way = { commitment: found.commitment, key: found.key, wins: 1 };
      for (const earlier of winnable.slice(0, -1)) weigh(way, earlier);
      ways.push(way);
    }
    return 'solved';
  };
  while (n < total && spent < budget.positions) {
    let dealt: KlondikeState;
    if (every === null) {
      const drawn = sample(view, generator);
      generator = drawn.generator;
      dealt = drawn.state;
    } else dealt = every[n]!;
    n += 1;
    if (take(dealt, quick) === 'unknown' && quick < budget.rootPositions) waiting.push(dealt);
    if (every === null && n >= budget.earliestStop && settled(ways, candidates, total - n + waiting.length)) break;
  }
  if (!settled(ways, candidates, waiting.length)) {
    for (const dealt of waiting) if (spent < budget.positions) take(dealt, budget.rootPositions);
  }
  const wins = candidates.map(({ text }) => bestWins(ways, text));
  return { wins, tally: { dealt: n, won: winnable.length, lost }, every: every !== null };
}

/** A sample's way to its first card turned up, shortened (commitments.ts `shortest`), with the key of the table it ends at. */
type Shortened = ReturnType<typeof shortest>;

/** A commitment being weighed: its key (the table it ends at) and in how many samples it wins so far. */
interface Way {
  readonly commitment: Commitment;
  readonly key: string;
  wins: number;
}

/** The wins of the candidate's best commitment so far (0 when it has none). */
function bestWins(ways: readonly Way[], text: string): number {
  return Math.max(0, ...ways.filter((way) => way.commitment.lead.text === text).map((way) => way.wins));
}

/**
 * Whether `more` samples could no longer change which candidate's commitment leads,
 * among the commitments found: each sample adds at most one to a commitment's wins, so
 * the leader is settled when it wins more than any other candidate by more than `more`
 * (by exactly `more`, the runner-up could draw level, and then the rules of thumb decide).
 * A sample still to come may bring a commitment not found yet; the hint takes that chance.
 */
export function settled(ways: readonly Way[], candidates: readonly Step[], more: number): boolean {
  if (more === 0) return true;
  const best = candidates.map(({ text }) => bestWins(ways, text)).sort((a, b) => b - a);
  return best.length > 0 && best[0]! - (best[1] ?? 0) > more;
}

/**
 * The commitment a sample's solution makes first: its moves up to the first that turns
 * a card up, shortened (commitments.ts), and its key; null when its first move is not a
 * candidate (the hint could not make it) or it turns no card up.
 */
function firstCommitment(
  stand: KlondikeState, dealt: KlondikeState, moves: readonly KlondikeMove[], candidates: readonly Step[], shortened: Map<string, Shortened>,
): { commitment: Commitment; key: string } | null {
  // with no candidate (the tally of a hint that names no move) no commitment could be made
  if (candidates.length === 0) return null;
  let state = dealt;
  const hidden = unseenIn(tableOf(dealt));
  for (let i = 0; i < moves.length; i += 1) {
    const plan = planOf(tableOf(state), moves[i]!);
    if (plan === null) throw new Error('a solution replayed on its own sample is legal');
    state = carryOut(state, plan);
    if (unseenIn(tableOf(state)) < hidden) {
      // samples whose solutions start alike make the same way: it is shortened once a hint
      const taken = moves.slice(0, i + 1);
      const text = taken.map(formatMove).join(',');
      const way = shortened.get(text) ?? shortest(stand, taken);
      shortened.set(text, way);
      const lead = candidates.find((candidate) => candidate.text === formatMove(way.moves[0]!));
      return lead === undefined ? null : { commitment: { lead, moves: way.moves }, key: way.key };
    }
  }
  return null;
}

/** How many ways each candidate keeps winnable, and what the ways say of the position itself. */
interface Weighed {
  readonly wins: number[];
  readonly tally: Tally;
  /** Whether the ways weighed were every way the cards out of sight may lie (not samples). */
  readonly every: boolean;
}

/** What the samples say of the position itself, for a hint that names no move: how many were dealt, won and proved lost. */
function tallyOf(view: KlondikeView, budget: HintBudget): Tally {
  if (unseenIn(view) <= 1) {
    const verdict = decide(stateFromView(view), { positions: budget.positions, postpone: HINT_POSTPONES });
    return { dealt: 1, won: verdict.kind === 'solved' ? 1 : 0, lost: verdict.kind === 'unsolvable' ? 1 : 0 };
  }
  return plannedWins(view, [], budget).tally;
}

/** Up to this many ways the cards out of sight may lie (4 cards: 24), the hint weighs every one instead of sampling. */
export const EXACT_ARRANGEMENTS = 24;

/**
 * Every full state the view could have come from, one for each way the cards out of
 * sight may lie in the places out of sight (in a fixed order); null when there are
 * more than `most` ways.
 */
export function everyArrangement(view: KlondikeView, most: number): KlondikeState[] | null {
  const unseen = unseenCards(view);
  let ways = 1;
  for (let k = 2; k <= unseen.length; k += 1) {
    ways *= k;
    if (ways > most) return null;
  }
  return orders(unseen).map((order) => filledWith(view, order));
}

/** Every order of the items (n! of them), the items' own order first. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/**
 * A full state the view could have come from, the cards out of sight shuffled into the
 * places out of sight (the deck's unseen cards, then each pile's face-down ones).
 */
export function sample(view: KlondikeView, generator: number): { state: KlondikeState; generator: number } {
  const shuffled = shuffle(unseenCards(view), generator);
  return { state: filledWith(view, shuffled.items), generator: shuffled.state };
}

/**
 * Whether the hint's answer is to draw: the rules set no limit on passes, the deck still
 * holds cards never seen, and draws alone lead back to this very position. They do
 * with one-card draws; with three they do when the waste's length is a multiple of
 * three (after the waste is turned back, draws stop at those lengths only). Drawing
 * through the deck and on round to here moves no card but the stock's, so it gives up
 * nothing, and afterwards the only cards out of sight are the face-down ones: every
 * move is then weighed knowing the deck's order, as a careful player would.
 */
export function scoutsTheDeck(view: KlondikeView): boolean {
  if (passLimit(view.rules) !== null || !view.deck.some((card) => card === null)) return false;
  return view.rules.draw !== 3 || view.waste.length % 3 === 0;
}

const TABLEAU: readonly Place[] = Array.from({ length: TABLEAU_PILES }, (_, index): Place => ({ kind: 'T', index }));

/** A tableau pile's top card that can safely go home (the rule `auto` follows), as its move; null when none can. */
function safeHomeFromTableau(view: KlondikeView): KlondikeMove | null {
  const plan = safeHomeMove(view, TABLEAU);
  return plan === null ? null : { kind: 'move', from: plan.from, to: plan.to };
}

/** Whether `auto` sends every card left home, as far as the player can tell. */
export function autoWins(view: KlondikeView): boolean {
  if (unseenIn(view) > 1) return false;
  const plan = planOf(view, { kind: 'auto' });
  return plan !== null && isWon(carryOut(stateFromView(view), plan));
}
