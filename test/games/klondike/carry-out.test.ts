/**
 * How a move is carried out: the rules build the next state from the old one, sharing the
 * piles a move leaves alone (rules.ts `carryOut`). Over random play in every rule set, each
 * move's state is checked against a plain model that copies the whole state and then moves
 * the cards one at a time, so the sharing can neither change a result nor lose a change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeHome } from '../../../src/engine/building.js';
import type { Card } from '../../../src/engine/card.js';
import { MAX_SEED, dealGame } from '../../../src/games/klondike/deal.js';
import { applyMove, check, legalMoves, tableOf, type Plan } from '../../../src/games/klondike/rules.js';
import { POINTS, addPoints, recyclePoints, type ScoreEvent } from '../../../src/games/klondike/scoring.js';
import { homeRank, type KlondikeMove, type KlondikeState } from '../../../src/games/klondike/state.js';
import { ALL_RULES, deepFreeze } from '../../helpers/klondike.js';

/** A state that can be written to: every pile its own array. */
interface Model {
  deck: { cards: Card[]; down: number };
  waste: Card[];
  showing: number;
  foundations: Card[][];
  tableau: { cards: Card[]; down: number }[];
  score: number;
  pass: number;
}

function modelOf(state: KlondikeState): Model {
  return {
    deck: { cards: [...state.deck.cards], down: state.deck.down },
    waste: [...state.waste],
    showing: state.showing,
    foundations: state.foundations.map((pile) => [...pile]),
    tableau: state.tableau.map((pile) => ({ cards: [...pile.cards], down: pile.down })),
    score: state.score,
    pass: state.pass,
  };
}

function stateOf(before: KlondikeState, model: Model): KlondikeState {
  return { rules: before.rules, seed: before.seed, ...model };
}

/** The score after these events, counted by the table and kept in bounds once. */
function scored(state: KlondikeState, score: number, events: readonly ScoreEvent[]): number {
  const { scoring } = state.rules;
  const points = scoring === 'none' ? 0 : events.reduce((sum, event) => sum + POINTS[scoring][event], 0);
  return addPoints(state.rules, score, points);
}

/** The state after the plan, worked out on a copy, one card at a time. */
function modelled(state: KlondikeState, plan: Plan): KlondikeState {
  const m = modelOf(state);
  const { rules } = state;
  switch (plan.kind) {
    case 'draw': {
      for (let n = 0; n < plan.count; n += 1) m.waste.push(m.deck.cards.pop()!);
      m.deck.down = Math.min(m.deck.down, rules.draw === 'spec' ? Math.max(0, m.deck.cards.length - 1) : m.deck.cards.length);
      m.showing = rules.draw === 3 ? Math.min(m.waste.length, plan.count) : 1;
      return stateOf(state, m);
    }
    case 'recycle':
      m.deck = { cards: m.waste.reverse(), down: 0 };
      m.waste = [];
      m.showing = 0;
      m.pass += 1;
      m.score = addPoints(rules, m.score, recyclePoints(rules, m.pass));
      return stateOf(state, m);
    case 'auto': {
      let current = state;
      for (;;) {
        const table = tableOf(current);
        const home = legalMoves(table).find((move) => move.kind === 'move' && move.to.kind === 'F' && move.from.kind !== 'F'
          && isSafeHome(takenBy(current, move), (suit) => homeRank(table.foundations, suit)));
        if (home === undefined) return current;
        current = modelled(current, planFor(current, home));
      }
    }
    case 'move': {
      const events: ScoreEvent[] = [];
      const { from, to, cards } = plan;
      const taken: Card[] = [];
      for (let n = 0; n < cards.length; n += 1) {
        if (from.kind === 'D') taken.unshift(m.deck.cards.pop()!);
        else if (from.kind === 'W') taken.unshift(m.waste.pop()!);
        else if (from.kind === 'F') taken.unshift(m.foundations[from.index]!.pop()!);
        else taken.unshift(m.tableau[from.index]!.cards.pop()!);
      }
      expect(taken).toEqual(cards);
      if (from.kind === 'D') m.deck.down = Math.min(m.deck.down, Math.max(0, m.deck.cards.length - 1));
      if (from.kind === 'W') m.showing = m.waste.length === 0 ? 0 : rules.draw === 3 ? Math.min(m.waste.length, Math.max(1, m.showing - 1)) : 1;
      if ((from.kind === 'D' || from.kind === 'W') && to.kind === 'T') events.push('stockToTableau');
      if (from.kind === 'F') events.push('fromFoundation');
      if (from.kind === 'T') {
        const pile = m.tableau[from.index]!;
        if (pile.down > 0 && pile.down >= pile.cards.length) {
          pile.down = Math.max(0, pile.cards.length - 1);
          events.push('turnUp');
        }
      }
      if (to.kind === 'F') {
        m.foundations[to.index]!.push(...taken);
        events.push('toFoundation');
      } else {
        m.tableau[to.index]!.cards.push(...taken);
      }
      m.score = scored(state, m.score, events);
      return stateOf(state, m);
    }
  }
}

function planFor(state: KlondikeState, move: KlondikeMove): Plan {
  const plan = check(tableOf(state), move);
  if (!plan.ok) throw new Error(plan.error);
  return plan.value;
}

function takenBy(state: KlondikeState, move: KlondikeMove): Card {
  const plan = planFor(state, move);
  if (plan.kind !== 'move') throw new Error('not a card move');
  return plan.cards[0]!;
}

/** The piles (and the deck, the waste, the lists of piles) a plan may change. */
function touched(plan: Plan): Set<string> {
  if (plan.kind === 'auto') return new Set(['waste', 'deck', 'foundations', 'tableau', ...[0, 1, 2, 3].map((i) => `F${i}`), ...[0, 1, 2, 3, 4, 5, 6].map((i) => `T${i}`)]);
  if (plan.kind !== 'move') return new Set(['deck', 'waste']);
  const names = new Set<string>();
  for (const place of [plan.from, plan.to]) {
    if (place.kind === 'D') names.add('deck');
    else if (place.kind === 'W') names.add('waste');
    else names.add(place.kind === 'F' ? 'foundations' : 'tableau').add(`${place.kind}${place.index}`);
  }
  return names;
}

const game = fc.record({
  rules: fc.constantFrom(...ALL_RULES),
  seed: fc.integer({ min: 0, max: MAX_SEED }),
  picks: fc.array(fc.nat(), { minLength: 20, maxLength: 200 }),
});

describe('a move carried out', () => {
  it('gives the state a plain copy-and-move model gives, in every rule set', () => {
    fc.assert(
      fc.property(game, ({ rules, seed, picks }) => {
        let state = dealGame(seed, rules);
        for (const pick of picks) {
          const moves = legalMoves(tableOf(state));
          if (moves.length === 0) break;
          const move = moves[pick % moves.length]!;
          const next = applyMove(deepFreeze(state), move);
          if (!next.ok) throw new Error(next.error);
          expect(next.value).toEqual(modelled(state, planFor(state, move)));
          expect(Object.keys(next.value)).toEqual(Object.keys(state));
          state = next.value;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('shares with the state before it every pile the move leaves alone', () => {
    fc.assert(
      fc.property(game, ({ rules, seed, picks }) => {
        let state = dealGame(seed, rules);
        for (const pick of picks) {
          const moves = legalMoves(tableOf(state));
          if (moves.length === 0) break;
          const move = moves[pick % moves.length]!;
          const plan = planFor(state, move);
          const next = applyMove(state, move);
          if (!next.ok) throw new Error(next.error);
          const after = next.value;
          const names = touched(plan);
          if (!names.has('deck')) expect(after.deck).toBe(state.deck);
          if (!names.has('waste')) expect(after.waste).toBe(state.waste);
          if (!names.has('foundations')) expect(after.foundations).toBe(state.foundations);
          if (!names.has('tableau')) expect(after.tableau).toBe(state.tableau);
          after.foundations.forEach((pile, i) => names.has(`F${i}`) || expect(pile).toBe(state.foundations[i]));
          after.tableau.forEach((pile, i) => names.has(`T${i}`) || expect(pile).toBe(state.tableau[i]));
          state = after;
        }
      }),
      { numRuns: 200 },
    );
  });
});
