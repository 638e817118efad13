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
 *   won and, for each legal move, in how many of those it keeps the game winnable. The
 *   move that wins the most samples comes first; between equals, the rules of thumb
 *   decide (rule-of-thumb.ts). When no card is out of sight the sample is the game
 *   itself, and the hint is the first move of a solution (or says the game is lost).
 * - The sampling is seeded from the view, so the same view gets the same hint, however
 *   the unseen cards lie; budgets are counted in positions, not time, for the same reason.
 *
 * A move into a position seen in the last HINT_MEMORY views is left out unless it turns
 * a card up, and after PATIENCE moves without progress only a move that makes progress
 * at once is named, so that following the hint never goes round in circles.
 */
import { CARDS, cardIndex, type Card } from '../../engine/card.js';
import { shuffle } from '../../engine/deck.js';
import type { SeenCard } from '../../engine/pile.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { STUCK_LINE } from './board.js';
import { formatMove } from './notation.js';
import { carryOut, legalPlans, planOf, tableOf, type Plan } from './rules.js';
import { ruleOfThumb } from './rule-of-thumb.js';
import { judge } from './solver/index.js';
import { isWon, type KlondikeMove, type KlondikeState, type KlondikeView, type Table } from './state.js';
import { positionKey, stateFromView } from './view.js';

export interface HintBudget {
  /** How many ways the cards out of sight are dealt. */
  readonly samples: number;
  /** Positions the solver may store to decide whether a sample can be won at all. */
  readonly rootPositions: number;
  /** Positions it may store to decide whether a move keeps a sample winnable. */
  readonly movePositions: number;
  /** Positions all of a hint's searches may store together: past it, no more samples are dealt. */
  readonly positions: number;
}

/** The hint's budget: under a second at a terminal on this machine, most hints far less (`npm run bench -- klondike-hint`). */
export const HINT_BUDGET: HintBudget = { samples: 16, rootPositions: 20_000, movePositions: 4_000, positions: 160_000 };

/** How many of the latest views a hint looks back over for positions already seen. */
export const HINT_MEMORY = 100;

/**
 * After this many moves without progress (a card turned up, a card out of the stock, or
 * more cards home than at any time in the stretch), only a move that makes progress at
 * once is named: play that goes nowhere ends instead of going round in circles.
 */
export const PATIENCE = 60;

/** Moves the hint names at most: the best and a few alternatives. */
const NAMED = 4;

const AUTO: KlondikeMove = Object.freeze({ kind: 'auto' });

export const LOST_LINE = 'This position is lost: no line of moves wins from here. Undo to go back.';

export function hint(line: readonly KlondikeView[], budget: HintBudget = HINT_BUDGET): Result<readonly KlondikeMove[]> {
  const view = line[line.length - 1];
  if (view === undefined) throw new Error('hint needs a position');
  if (isWon(view)) return fail('The game is won: there is nothing left to move.');
  if (view.stuck) return fail(STUCK_LINE);
  const recent = line.slice(-HINT_MEMORY);
  const rules = ruleOfThumb(recent);
  if (autoWins(view)) return ok([AUTO, ...(rules.ok ? rules.value : [])].slice(0, NAMED));
  const restless = stalled(recent);
  const candidates = candidatesOf(view, recent).filter((candidate) => !restless || candidate.progress);
  if (candidates.length === 0) {
    if (restless) return fail(`No move is worth making: nothing has come of the last ${PATIENCE} moves, and no move now turns a card up, takes one from the stock or sends one home. Try undo.`);
    return rules.ok ? ok(rules.value.slice(0, NAMED)) : rules;
  }
  // the rules of thumb's order breaks ties; moves they leave out come after, in legal-move order
  const order = new Map<string, number>();
  (rules.ok ? rules.value : []).forEach((move, i) => order.set(formatMove(move), i));
  const tie = (move: KlondikeMove) => order.get(formatMove(move)) ?? candidates.length + 100;
  const wins = unseenCount(view) <= 1 ? exactWins(view, candidates, budget) : sampledWins(view, candidates, budget);
  if (wins === 'lost') return fail(LOST_LINE);
  // no sample can be won: the game is most likely lost, and the rules of thumb play on
  if (!restless && wins.every((n) => n === 0) && rules.ok) return ok(rules.value.slice(0, NAMED));
  const ranked = candidates
    .map(({ move }, i) => ({ move, wins: wins[i]!, tie: tie(move) }))
    .sort((a, b) => b.wins - a.wins || a.tie - b.tie);
  return ok(ranked.filter((entry, i) => i === 0 || entry.wins > 0).slice(0, NAMED).map(({ move }) => move));
}

interface Candidate {
  readonly move: KlondikeMove;
  readonly text: string;
  /** Whether the move makes progress at once: it turns a card up, takes a card from the stock, or sends one home. */
  readonly progress: boolean;
}

/** What progress is counted by: cards out of the stock and face up, and cards home. */
function progressOf(table: Table): { hidden: number; stock: number; home: number } {
  let hidden = 0;
  for (const pile of table.tableau) for (const card of pile) if (card === null) hidden += 1;
  const home = table.foundations.reduce((sum, pile) => sum + pile.length, 0);
  return { hidden, stock: table.deck.length + table.waste.length, home };
}

/** Whether the last PATIENCE moves of the line made no progress (see PATIENCE). */
function stalled(recent: readonly KlondikeView[]): boolean {
  if (recent.length <= PATIENCE) return false;
  const stretch = recent.slice(-(PATIENCE + 1));
  const start = progressOf(stretch[0]!);
  let home = start.home;
  for (const view of stretch.slice(1)) {
    const now = progressOf(view);
    if (now.hidden < start.hidden || now.stock < start.stock || now.home > home) return false;
    home = Math.max(home, now.home);
  }
  return true;
}

/**
 * The legal moves worth weighing: all but `auto`, the same Ace onto a second empty
 * foundation, and moves back into a position seen lately that turn no card up.
 */
function candidatesOf(view: KlondikeView, recent: readonly KlondikeView[]): Candidate[] {
  const seen = new Set(recent.map(positionKey));
  const guess = stateFromView(view);
  const hidden = unseenCount(view);
  const candidates: Candidate[] = [];
  for (const { move, plan } of legalPlans(view)) {
    if (plan.kind === 'auto' || isSpareAceMove(view, plan)) continue;
    const after = tableOf(carryOut(guess, plan));
    if (unseenIn(after) === hidden && seen.has(positionKey(after))) continue;
    const before = progressOf(view);
    const now = progressOf(after);
    const progress = now.hidden < before.hidden || now.stock < before.stock || now.home > before.home;
    candidates.push({ move, text: formatMove(move), progress });
  }
  return candidates;
}

/** With no card out of sight (or one, whose place is then no secret): a solution's first move wins, the others are not weighed. */
function exactWins(view: KlondikeView, candidates: readonly Candidate[], budget: HintBudget): number[] | 'lost' {
  const verdict = judge(stateFromView(view), { positions: budget.positions });
  if (verdict.kind === 'unsolvable') return 'lost';
  const first = verdict.first === null ? '' : formatMove(verdict.first);
  return candidates.map(({ text }) => (text === first ? 1 : 0));
}

/**
 * For each candidate, in how many samples it keeps the game winnable. A candidate that
 * could no longer reach the leader's count even by winning every sample left is not
 * weighed any further (the order at the top comes out the same); sampling stops early
 * when the positions searched pass the budget's total.
 */
function sampledWins(view: KlondikeView, candidates: readonly Candidate[], budget: HintBudget): number[] {
  const wins = candidates.map(() => 0);
  const out = candidates.map(() => false);
  let generator = seedOf(view);
  let spent = 0;
  for (let n = 0; n < budget.samples && spent < budget.positions; n += 1) {
    const dealt = sample(view, generator);
    generator = dealt.generator;
    const root = judge(dealt.state, { positions: budget.rootPositions });
    spent += root.positions;
    if (root.kind !== 'solved') continue;
    const first = root.first === null ? '' : formatMove(root.first);
    candidates.forEach(({ move, text }, i) => {
      if (out[i]) return;
      if (text === first) {
        wins[i]! += 1;
        return;
      }
      const plan = planOf(tableOf(dealt.state), move);
      if (plan === null) throw new Error(`${text} is legal in the view but not in a sample of it`);
      const verdict = judge(carryOut(dealt.state, plan), { positions: budget.movePositions });
      spent += verdict.positions;
      if (verdict.kind === 'solved') wins[i]! += 1;
    });
    const best = Math.max(...wins);
    const left = budget.samples - n - 1;
    wins.forEach((count, i) => {
      if (count + left < best) out[i] = true;
    });
  }
  return wins;
}

/** The generator's start for this view: a hash of what the player sees (FNV-1a over the position's key). */
function seedOf(view: KlondikeView): number {
  const key = `${view.rules.draw}/${positionKey(view)}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A full state the view could have come from, the cards out of sight shuffled into the
 * places out of sight (the deck's unseen cards, then each pile's face-down ones).
 */
export function sample(view: KlondikeView, generator: number): { state: KlondikeState; generator: number } {
  const inSight = new Set<number>();
  for (const pile of [view.deck, view.waste, ...view.foundations, ...view.tableau]) {
    for (const card of pile) if (card !== null) inSight.add(cardIndex(card));
  }
  const shuffled = shuffle(CARDS.filter((card) => !inSight.has(cardIndex(card))), generator);
  let next = 0;
  const fill = (cards: readonly SeenCard[]): { cards: Card[]; down: number } => ({
    cards: cards.map((card) => card ?? (shuffled.items[next++] as Card)),
    down: cards.filter((card) => card === null).length,
  });
  const state: KlondikeState = {
    ...stateFromView(view),
    deck: fill(view.deck),
    tableau: view.tableau.map(fill),
  };
  return { state, generator: shuffled.state };
}

/** Whether `auto` sends every card left home, as far as the player can tell. */
export function autoWins(view: KlondikeView): boolean {
  if (unseenCount(view) > 1) return false;
  const plan = planOf(view, { kind: 'auto' });
  return plan !== null && isWon(carryOut(stateFromView(view), plan));
}

/** How many cards are out of sight: unseen deck cards and face-down tableau cards. */
export function unseenCount(view: KlondikeView): number {
  return unseenIn(view);
}

function unseenIn(table: Table): number {
  let count = 0;
  for (const pile of [table.deck, ...table.tableau]) for (const card of pile) if (card === null) count += 1;
  return count;
}

/** An Ace onto an empty foundation when an earlier one is empty too: the same move again. */
function isSpareAceMove(view: KlondikeView, plan: Plan): boolean {
  if (plan.kind !== 'move' || plan.to.kind !== 'F' || (view.foundations[plan.to.index]?.length ?? 0) > 0) return false;
  return view.foundations.slice(0, plan.to.index).some((pile) => pile.length === 0);
}
