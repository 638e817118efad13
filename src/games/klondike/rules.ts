/**
 * The rules of Klondike: one legality check, `check`, over the table as the player
 * sees it (a view, or `tableOf(state)`), which the move generator, `applyMove` and
 * `auto` all use, so a refusal's reason and the list of legal moves never disagree.
 * A move the check allows is then carried out on the full state, where the card under
 * a moved run turns face up and the deck's next card comes to light.
 *
 * - From `D` (the spec's game: the deck's face-up top card), `W` (the standard game:
 *   the waste's top card), a tableau pile (a face-up card and all above it), or a
 *   foundation's top card (the standard game, onto the tableau only).
 * - To a tableau pile: the next lower card of the other colour; only a King, with
 *   the cards on it, onto an empty pile. Between tableau piles the run carried is the
 *   one whose bottom card fits the target.
 * - To a foundation: one card at a time; an Ace onto any empty foundation, then the
 *   next card of the same suit.
 * - `draw` turns the deck's top card (or three) onto the waste; with the deck empty it
 *   turns the whole waste back into the deck, first-drawn card on top again; Vegas
 *   scoring limits how often.
 * - `auto` sends home every card that can safely go (engine/building.ts's safe rule),
 *   again and again until none can.
 */
import { buildsDown, isSafeHome } from '../../engine/building.js';
import { formatCard, type Card } from '../../engine/card.js';
import { seenCards, type LayeredPile, type Pile, type SeenCard } from '../../engine/pile.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { addPoints, passLimit, passesInWords, pointsOf, recyclePoints } from './scoring.js';
import {
  FOUNDATIONS, TABLEAU_PILES, drawCount, homeRank, isStandard, placeName,
  type KlondikeMove, type KlondikeRules, type KlondikeState, type Place, type Table, type Target,
} from './state.js';

/** A legal move, worked out: what `carryOut` does to the state. */
export type Plan =
  | { readonly kind: 'draw'; readonly count: number }
  | { readonly kind: 'recycle' }
  | { readonly kind: 'auto' }
  /** `cards` is the run that moves, bottom first. */
  | { readonly kind: 'move'; readonly from: Place; readonly to: Target; readonly cards: Pile };

export type MovePlan = Extract<Plan, { kind: 'move' }>;

/** The table as the player sees it: the state without its unseen cards. */
export function tableOf(state: KlondikeState): Table {
  return {
    rules: state.rules,
    deck: seenOf(state.deck),
    waste: state.waste,
    foundations: state.foundations,
    tableau: state.tableau.map(seenOf),
    pass: state.pass,
  };
}

/** A pile as seen: its own cards when none lies face down (the table shares them), else with nulls for those that do. */
function seenOf(pile: LayeredPile): readonly SeenCard[] {
  return pile.down === 0 ? pile.cards : seenCards(pile);
}

/**
 * A verdict whose reason is put into words only when it is read: the searches (the
 * stuck check, hint) try thousands of moves and read no reason.
 */
type Verdict<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: () => string };

function refuse(why: () => string): { readonly ok: false; readonly why: () => string } {
  return { ok: false, why };
}

/** The one legality check: what the move would do, or why it is not legal. */
export function check(table: Table, move: KlondikeMove): Result<Plan> {
  const verdict = judge(table, move);
  return verdict.ok ? verdict : fail(verdict.why());
}

/** The same check for searches: the plan, or null when the move is not legal. */
export function planOf(table: Table, move: KlondikeMove): Plan | null {
  const verdict = judge(table, move);
  return verdict.ok ? verdict.value : null;
}

function judge(table: Table, move: KlondikeMove): Verdict<Plan> {
  switch (move.kind) {
    case 'draw':
      return judgeDraw(table);
    case 'auto':
      return safeHomeMove(table) === null ? refuse(() => 'no card can safely go to a foundation now') : ok({ kind: 'auto' });
    case 'move':
      return judgeMove(table, move);
  }
}

function judgeDraw(table: Table): Verdict<Plan> {
  if (table.deck.length > 0) return ok({ kind: 'draw', count: Math.min(drawCount(table.rules), table.deck.length) });
  if (table.waste.length === 0) return refuse(() => 'the deck and the waste are both empty: there is nothing to draw');
  const limit = passLimit(table.rules);
  if (limit !== null && table.pass >= limit) {
    return refuse(() => `Vegas scoring allows ${passesInWords(limit)} through the deck`);
  }
  return ok({ kind: 'recycle' });
}

function judgeMove(table: Table, move: Extract<KlondikeMove, { kind: 'move' }>): Verdict<Plan> {
  const { from, to } = move;
  if (from.kind === to.kind && from.index === to.index) return refuse(() => 'a card cannot move to the pile it is on');
  const run = takeRun(table, move);
  if (!run.ok) return run;
  const cards = run.value;
  const first = cards[0] as Card;
  if (to.kind === 'F') {
    if (cards.length > 1) return refuse(() => 'only one card at a time goes onto a foundation');
    const pile = pileOf(table.foundations, to.index);
    return followsHome(first, pile) ? ok({ kind: 'move', from, to, cards }) : refuse(() => foundationRefusal(first, pile) as string);
  }
  const target = visibleTop(table, to);
  if (target === undefined) {
    return first.rank === 13 ? ok({ kind: 'move', from, to, cards }) : refuse(() => `only a King can go onto an empty pile, not ${formatCard(first)}`);
  }
  return buildsDown(first, target) ? ok({ kind: 'move', from, to, cards }) : refuse(() => `${formatCard(first)} cannot go on ${formatCard(target)}`);
}

/**
 * The cards a move would take from its source, bottom first, or why none can be taken.
 * From a tableau pile without a typed count: onto a foundation its top card; onto an
 * empty pile its whole face-up run; onto a card, the part of the run that fits it.
 */
function takeRun(table: Table, move: Extract<KlondikeMove, { kind: 'move' }>): Verdict<Pile> {
  const { from, to, count } = move;
  const standard = isStandard(table.rules);
  switch (from.kind) {
    case 'D':
      if (standard) return refuse(() => "the deck is face down in this game: draw, then play the waste's top card with W");
      return single(last(table.deck), from, count);
    case 'W':
      if (!standard) return refuse(() => "in this game the waste does not play: the deck's top card plays with D");
      return single(last(table.waste), from, count);
    case 'F':
      if (!standard) return refuse(() => 'in this game a card never leaves a foundation');
      if (to.kind === 'F') return refuse(() => 'a card from a foundation goes back only onto the tableau');
      return single(last(pileOf(table.foundations, from.index)), from, count);
    case 'T':
      return takeFromTableau(table, from, to, count);
  }
}

/** The top card of a place that gives one card at a time (the deck, the waste, a foundation), or why it gives none. */
function single(card: SeenCard | undefined, from: Place, count: number | undefined): Verdict<Pile> {
  if (card === undefined) return refuse(() => `${placeName(from)} is empty`);
  if (card === null) throw new Error(`${placeName(from)} is face down`);
  if (count !== undefined && count > 1) return refuse(() => `only one card at a time comes off ${placeName(from)}`);
  return ok([card]);
}

function takeFromTableau(table: Table, from: Place, to: Target, count: number | undefined): Verdict<Pile> {
  const pile = pileOf(table.tableau, from.index);
  if (pile.length === 0) return refuse(() => `${placeName(from)} is empty`);
  const top = pile[pile.length - 1];
  if (top === null || top === undefined) throw new Error(`${placeName(from)} has a face-down card on top`);
  let firstUp = pile.length - 1; // the bottom face-up card: face-down cards are null, and only at the bottom
  while (firstUp > 0 && pile[firstUp - 1] !== null) firstUp -= 1;
  const faceUpCount = pile.length - firstUp;
  if (count !== undefined) {
    if (count < 1) return refuse(() => 'a move carries at least one card');
    if (count > pile.length) return refuse(() => `${placeName(from)} holds only ${cardCount(pile.length)}`);
    if (count > faceUpCount) return refuse(() => `a face-down card cannot move: ${placeName(from)} has only ${cardCount(faceUpCount)} face up`);
    return ok(pile.slice(pile.length - count) as Card[]);
  }
  if (to.kind === 'F') return ok([top]);
  const target = visibleTop(table, to);
  if (target === undefined) return ok(pile.slice(firstUp) as Card[]);
  // the run is built down, one rank a card, so only one card of it can have the rank that fits
  const bottom = pile[firstUp] as Card;
  const fits = firstUp + bottom.rank - (target.rank - 1);
  const card = fits >= firstUp && fits < pile.length ? pile[fits] : null;
  if (card !== null && card !== undefined && buildsDown(card, target)) return ok(pile.slice(fits) as Card[]);
  return refuse(() => (faceUpCount === 1
    ? `${formatCard(top)} cannot go on ${formatCard(target)}`
    : `no face-up card of ${placeName(from)} (${formatCard(bottom)} to ${formatCard(top)}) can go on ${formatCard(target)}`));
}

/** Whether this card goes next onto this foundation: an Ace onto an empty one, then the next card of its suit. */
function followsHome(card: Card, pile: Pile): boolean {
  const top = last(pile);
  return top === undefined ? card.rank === 1 : card.suit === top.suit && card.rank === top.rank + 1;
}

/** Why this card cannot go onto this foundation, or null when it can. */
export function foundationRefusal(card: Card, pile: Pile): string | null {
  if (followsHome(card, pile)) return null;
  const top = last(pile);
  return top === undefined ? `only an Ace can start a foundation, not ${formatCard(card)}` : `${formatCard(card)} does not follow ${formatCard(top)} on a foundation`;
}

/** The face-up cards of a pile as seen, bottom first. */
export function faceUpRun(pile: readonly SeenCard[]): Card[] {
  const firstUp = pile.findIndex((card) => card !== null);
  return firstUp < 0 ? [] : (pile.slice(firstUp) as Card[]);
}

/** The top card of a target pile (always face up on the tableau), or undefined when it is empty. */
function visibleTop(table: Table, to: Target): Card | undefined {
  const top = to.kind === 'F' ? last(pileOf(table.foundations, to.index)) : last(pileOf(table.tableau, to.index));
  if (top === null) throw new Error(`${placeName(to)} has a face-down card on top`);
  return top;
}

function cardCount(n: number): string {
  return `${n} ${n === 1 ? 'card' : 'cards'}`;
}

function last<T>(pile: readonly T[]): T | undefined {
  return pile[pile.length - 1];
}

function pileOf<T>(piles: readonly T[], index: number): T {
  const pile = piles[index];
  if (pile === undefined) throw new RangeError(`no pile ${index}`);
  return pile;
}

/** Where a card may come from in these rules: `D` or `W`, the tableau, and (standard game) the foundations. */
export function sources(rules: KlondikeRules): Place[] {
  const stock: Place = isStandard(rules) ? { kind: 'W', index: 0 } : { kind: 'D', index: 0 };
  const tableau = Array.from({ length: TABLEAU_PILES }, (_, index): Place => ({ kind: 'T', index }));
  const foundations = Array.from({ length: FOUNDATIONS }, (_, index): Place => ({ kind: 'F', index }));
  return isStandard(rules) ? [stock, ...tableau, ...foundations] : [stock, ...tableau];
}

/** Every target, tableau piles first. */
export const TARGETS: readonly Target[] = [
  ...Array.from({ length: TABLEAU_PILES }, (_, index): Target => ({ kind: 'T', index })),
  ...Array.from({ length: FOUNDATIONS }, (_, index): Target => ({ kind: 'F', index })),
];

/**
 * Every legal move, from the table as seen: card moves by source (the stock, T0-T6,
 * F0-F3) then target (T0-T6, F0-F3), then `draw`, then `auto`.
 */
export function legalMoves(table: Table): KlondikeMove[] {
  return legalPlans(table).map(({ move }) => move);
}

/** Every legal move with its plan, in legalMoves' order. */
export function legalPlans(table: Table): { move: KlondikeMove; plan: Plan }[] {
  const found: { move: KlondikeMove; plan: Plan }[] = [];
  const consider = (move: KlondikeMove) => {
    const plan = planOf(table, move);
    if (plan !== null) found.push({ move, plan });
  };
  for (const from of sources(table.rules)) {
    for (const to of TARGETS) consider({ kind: 'move', from, to });
  }
  consider({ kind: 'draw' });
  consider({ kind: 'auto' });
  return found;
}

/** The first card that can safely go home (by source order, then foundation), or null. */
export function safeHomeMove(table: Table, places: readonly Place[] = sources(table.rules)): MovePlan | null {
  const rank = (suit: Card['suit']) => homeRank(table.foundations, suit);
  for (const from of places) {
    if (from.kind === 'F') continue;
    for (const to of TARGETS) {
      if (to.kind !== 'F') continue;
      const plan = judgeMove(table, { kind: 'move', from, to });
      if (plan.ok && plan.value.kind === 'move' && isSafeHome(plan.value.cards[0] as Card, rank)) return plan.value;
    }
  }
  return null;
}

/**
 * The foundation that takes the card from `from` (`T6 F`: the one `F` alone names).
 * When none does, the one whose refusal says why: its suit's foundation, else an empty
 * one (only an Ace starts it), else F0.
 */
export function foundationFor(table: Table, from: Place): Target {
  const foundations = TARGETS.filter((to) => to.kind === 'F');
  const takes = foundations.find((to) => planOf(table, { kind: 'move', from, to }) !== null);
  if (takes !== undefined) return takes;
  const card = topOf(table, from);
  const telling = card === null || card === undefined
    ? undefined
    : foundations.find((to) => last(pileOf(table.foundations, to.index))?.suit === card.suit)
      ?? foundations.find((to) => pileOf(table.foundations, to.index).length === 0);
  return telling ?? (foundations[0] as Target);
}

/** The top card of a place as the player sees it: undefined when it is empty. */
function topOf(table: Table, from: Place): SeenCard | undefined {
  switch (from.kind) {
    case 'D':
      return last(table.deck);
    case 'W':
      return last(table.waste);
    case 'F':
      return last(pileOf(table.foundations, from.index));
    case 'T':
      return last(pileOf(table.tableau, from.index));
  }
}

/** The state after the move, or why the move is not legal. */
export function applyMove(state: KlondikeState, move: KlondikeMove): Result<KlondikeState> {
  const plan = check(tableOf(state), move);
  return plan.ok ? ok(carryOut(state, plan.value)) : plan;
}

/** Carries out a plan `check` made from this state's table. */
export function carryOut(state: KlondikeState, plan: Plan): KlondikeState {
  switch (plan.kind) {
    case 'draw':
      return draw(state, plan.count);
    case 'recycle':
      return recycle(state);
    case 'auto': {
      let current = state;
      for (let step = safeHomeMove(tableOf(current)); step !== null; step = safeHomeMove(tableOf(current))) {
        current = moveCards(current, step);
      }
      return current;
    }
    case 'move':
      return moveCards(state, plan);
  }
}

/** The deck with its unseen cards settled: in the spec's game the top card always lies face up. */
function settleDeck(rules: KlondikeRules, cards: Pile, down: number): LayeredPile {
  const limit = isStandard(rules) ? cards.length : Math.max(0, cards.length - 1);
  return { cards, down: Math.min(down, limit) };
}

/** How many waste cards show after the waste changed: the last turn's in draw 3, else the top. */
function showingAfter(rules: KlondikeRules, waste: Pile, showing: number): number {
  if (waste.length === 0) return 0;
  return rules.draw === 3 ? Math.min(waste.length, Math.max(1, showing)) : 1;
}

/**
 * The state with some of its parts changed: every other part, piles included, is the
 * old state's own (the states are never changed, so they may share what a move left alone).
 */
function changed(state: KlondikeState, parts: Partial<KlondikeState>): KlondikeState {
  return {
    rules: state.rules,
    seed: state.seed,
    deck: parts.deck ?? state.deck,
    waste: parts.waste ?? state.waste,
    showing: parts.showing ?? state.showing,
    foundations: parts.foundations ?? state.foundations,
    tableau: parts.tableau ?? state.tableau,
    score: parts.score ?? state.score,
    pass: parts.pass ?? state.pass,
  };
}

function draw(state: KlondikeState, count: number): KlondikeState {
  const { cards } = state.deck;
  const rest = cards.length - count;
  const waste = state.waste.slice();
  for (let k = cards.length - 1; k >= rest; k -= 1) waste.push(cards[k] as Card);
  return changed(state, {
    deck: settleDeck(state.rules, cards.slice(0, rest), state.deck.down),
    waste,
    showing: showingAfter(state.rules, waste, count),
  });
}

function recycle(state: KlondikeState): KlondikeState {
  const pass = state.pass + 1;
  return changed(state, {
    deck: { cards: state.waste.slice().reverse(), down: 0 },
    waste: [],
    showing: 0,
    pass,
    score: addPoints(state.rules, state.score, recyclePoints(state.rules, pass)),
  });
}

function moveCards(state: KlondikeState, plan: MovePlan): KlondikeState {
  const { from, to, cards } = plan;
  const { rules } = state;
  const points = pointsOf(rules);
  let { deck, waste, showing, foundations, tableau } = state;
  let earned = 0;
  switch (from.kind) {
    case 'D':
      deck = settleDeck(rules, deck.cards.slice(0, -1), deck.down);
      if (to.kind === 'T') earned += points.stockToTableau;
      break;
    case 'W':
      waste = waste.slice(0, -1);
      showing = showingAfter(rules, waste, showing - 1);
      if (to.kind === 'T') earned += points.stockToTableau;
      break;
    case 'F':
      foundations = replaced(foundations, state.foundations, from.index, pileOf(foundations, from.index).slice(0, -1));
      earned += points.fromFoundation;
      break;
    case 'T': {
      const pile = pileOf(tableau, from.index);
      const rest = pile.cards.slice(0, pile.cards.length - cards.length);
      const down = Math.min(pile.down, Math.max(0, rest.length - 1));
      if (down < pile.down) earned += points.turnUp;
      tableau = replaced(tableau, state.tableau, from.index, { cards: rest, down });
      break;
    }
  }
  if (to.kind === 'F') {
    earned += points.toFoundation;
    foundations = replaced(foundations, state.foundations, to.index, pileOf(foundations, to.index).concat(cards));
  } else {
    const pile = pileOf(tableau, to.index);
    tableau = replaced(tableau, state.tableau, to.index, { cards: pile.cards.concat(cards), down: pile.down });
  }
  return changed(state, { deck, waste, showing, foundations, tableau, score: addPoints(rules, state.score, earned) });
}

/**
 * The piles with the one at `index` replaced, the others the same piles: a copy of the
 * state's list, or the list this move has already copied (a move between two tableau
 * piles changes both in one new list).
 */
function replaced<T>(piles: readonly T[], before: readonly T[], index: number, pile: T): readonly T[] {
  const next = (piles === before ? piles.slice() : piles) as T[];
  next[index] = pile;
  return next;
}
