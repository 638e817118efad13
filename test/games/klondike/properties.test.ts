/** Properties over random play: whatever is played or typed, the game stays whole and exact. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, cardIndex } from '../../../src/engine/card.js';
import { parseDealFile, writeDealFile } from '../../../src/games/klondike/board.js';
import { MAX_SEED, dealGame } from '../../../src/games/klondike/deal.js';
import { klondike } from '../../../src/games/klondike/index.js';
import { formatMove, parseMove } from '../../../src/games/klondike/notation.js';
import { applyMove, legalMoves, tableOf } from '../../../src/games/klondike/rules.js';
import { unseenInDeck, type KlondikeRules, type KlondikeState } from '../../../src/games/klondike/state.js';
import { viewOf } from '../../../src/games/klondike/view.js';
import { ALL_RULES, deepFreeze } from '../../helpers/klondike.js';

/** What a player might do: a legal move (by its place in the list), or type any move at all. */
const typed = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((n) => ({ legal: n })) },
  {
    weight: 3,
    arbitrary: fc.tuple(fc.constantFrom('D', 'W', 'T', 'F'), fc.nat(7), fc.constantFrom('T', 'F'), fc.nat(7), fc.option(fc.integer({ min: 1, max: 13 })))
      .map(([a, i, b, j, count]) => `${a}${a === 'D' || a === 'W' ? '' : i} ${b}${j}${count === null ? '' : `(${count})`}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('draw', 'auto', 'd') },
);

const game = fc.record({
  rules: fc.constantFrom(...ALL_RULES),
  seed: fc.integer({ min: 0, max: MAX_SEED }),
  inputs: fc.array(typed, { maxLength: 80 }),
});

/** The states a line of inputs passes through, from the deal; refused inputs change nothing. */
function playOut(rules: KlondikeRules, seed: number, inputs: readonly ({ legal: number } | string)[], onStep?: (before: KlondikeState, after: KlondikeState) => void): KlondikeState[] {
  let state = dealGame(seed, rules);
  const states = [state];
  for (const input of inputs) {
    let move;
    if (typeof input === 'string') {
      const parsed = parseMove(input);
      if (parsed === null || !parsed.ok) continue;
      move = parsed.value;
    } else {
      const moves = legalMoves(tableOf(state));
      if (moves.length === 0) break;
      move = moves[input.legal % moves.length]!;
    }
    const next = applyMove(state, move);
    if (!next.ok) continue;
    onStep?.(state, next.value);
    state = next.value;
    states.push(state);
  }
  return states;
}

const ALL = CARDS.map(cardIndex);

function cardsOf(state: KlondikeState): number[] {
  const piles = [state.deck.cards, state.waste, ...state.foundations, ...state.tableau.map((pile) => pile.cards)];
  return piles.flat().map(cardIndex).sort((a, b) => a - b);
}

describe('Klondike under random play', () => {
  it('never creates or loses a card, and keeps every pile possible', () => {
    fc.assert(
      fc.property(game, ({ rules, seed, inputs }) => {
        for (const state of playOut(rules, seed, inputs)) {
          expect(cardsOf(state)).toEqual(ALL);
          for (const pile of state.tableau) {
            // no face-down card on top of a tableau pile
            expect(pile.down === 0 || pile.down < pile.cards.length).toBe(true);
          }
          expect(state.deck.down).toBe(unseenInDeck(rules, state.pass, state.deck.cards.length));
          expect(state.showing).toBeLessThanOrEqual(Math.min(state.waste.length, rules.draw === 3 ? 3 : 1));
          if (rules.scoring === 'standard') expect(state.score).toBeGreaterThanOrEqual(0);
          if (rules.scoring === 'none') expect(state.score).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never changes the state a move is applied to', () => {
    fc.assert(
      fc.property(game, fc.nat(), ({ rules, seed, inputs }, pick) => {
        const states = playOut(rules, seed, inputs);
        const state = states[pick % states.length]!;
        const before = JSON.stringify(state);
        deepFreeze(state); // a write anywhere in it would throw
        for (const move of legalMoves(tableOf(state))) {
          expect(applyMove(state, move).ok).toBe(true);
        }
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses exactly the moves the generator leaves out', () => {
    fc.assert(
      fc.property(game, ({ rules, seed, inputs }) => {
        playOut(rules, seed, inputs, (state) => {
          const legal = new Set(legalMoves(tableOf(state)).map(formatMove));
          for (const text of ['D T0', 'W T3', 'T1 T4', 'T6 F0', 'F0 T2', 'T3 F2', 'draw', 'auto']) {
            const move = parseMove(text);
            if (move === null || !move.ok) throw new Error(text);
            expect(applyMove(state, move.value).ok, text).toBe(legal.has(text));
          }
        });
      }),
      { numRuns: 100 },
    );
  });

  it('writes every legal move so that it reads back as the same move', () => {
    fc.assert(
      fc.property(game, ({ rules, seed, inputs }) => {
        for (const state of playOut(rules, seed, inputs)) {
          for (const move of legalMoves(tableOf(state))) {
            expect(parseMove(formatMove(move))).toEqual({ ok: true, value: move });
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('writes every position reached as a deal file that reads back as itself', () => {
    fc.assert(
      fc.property(game, ({ rules, seed, inputs }) => {
        for (const state of playOut(rules, seed, inputs)) {
          expect(parseDealFile(writeDealFile(state), rules)).toEqual({ ok: true, value: { ...state, seed: null } });
        }
      }),
      { numRuns: 150 },
    );
  });

  it('saves the start of any game, or any position as a new start, and reads it back', () => {
    fc.assert(
      fc.property(game, ({ rules, seed, inputs }) => {
        const states = playOut(rules, seed, inputs);
        const starts = [states[0]!, { ...states[states.length - 1]!, seed: null }];
        for (const start of starts) {
          const data = JSON.parse(JSON.stringify(klondike.encodeStart(start))) as unknown;
          expect(klondike.decodeStart(data)).toEqual({ ok: true, value: start });
        }
      }),
      { numRuns: 150 },
    );
  });

  it('shows no face-down or unseen card in any view', () => {
    fc.assert(
      fc.property(game, ({ rules, seed, inputs }) => {
        const states = playOut(rules, seed, inputs);
        const state = states[states.length - 1]!;
        const view = viewOf(state);
        const hidden = [
          ...state.deck.cards.slice(0, state.deck.down),
          ...state.tableau.flatMap((pile) => pile.cards.slice(0, pile.down)),
        ].map(cardIndex);
        const shown = [view.deck, view.waste, ...view.foundations, ...view.tableau].flat().filter((card) => card !== null).map(cardIndex);
        expect(shown.filter((card) => hidden.includes(card))).toEqual([]);
        expect(shown.length + hidden.length).toBe(52);
      }),
      { numRuns: 60 },
    );
  });
});
