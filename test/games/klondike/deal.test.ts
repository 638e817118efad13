/**
 * Klondike's deal, pinned: these seeds must deal these cards in every later version,
 * so a seed stated once can always be replayed. Never change the vectors.
 */
import { describe, expect, it } from 'vitest';
import { CARDS, cardIndex } from '../../../src/engine/card.js';
import { writeDealFile } from '../../../src/games/klondike/board.js';
import { MAX_SEED, dealGame } from '../../../src/games/klondike/deal.js';
import { SPEC } from '../../helpers/klondike.js';

const SEED_1 = `Deck:[#4♠, #Q♦, #10♦, #10♣, #7♠, #10♠, #4♣, #J♣, #5♣, #K♦, #2♥, #9♣, #J♥, #8♦, #A♥, #6♦, #8♥, #J♦, #2♠, #K♣, #3♠, #Q♥, #5♦, K♥] 24 cards
Waste:[] 0 cards
Foundation 0:[]
Foundation 1:[]
Foundation 2:[]
Foundation 3:[]
Tableau 0:[3♣]
Tableau 1:[#A♣, J♠]
Tableau 2:[#3♦, #K♠, 2♦]
Tableau 3:[#A♠, #2♣, #9♥, 10♥]
Tableau 4:[#9♦, #7♣, #6♠, #3♥, 6♣]
Tableau 5:[#6♥, #8♠, #9♠, #5♠, #8♣, 4♥]
Tableau 6:[#A♦, #4♦, #Q♣, #7♥, #Q♠, #5♥, 7♦]
`;

const SEED_2 = `Deck:[#3♦, #8♠, #7♠, #4♠, #9♠, #J♠, #Q♦, #A♠, #4♦, #2♥, #Q♥, #8♥, #2♠, #10♥, #9♦, #K♣, #4♣, #5♦, #4♥, #Q♠, #5♥, #A♥, #5♠, 6♣] 24 cards
Waste:[] 0 cards
Foundation 0:[]
Foundation 1:[]
Foundation 2:[]
Foundation 3:[]
Tableau 0:[6♥]
Tableau 1:[#3♥, K♠]
Tableau 2:[#3♠, #K♦, 3♣]
Tableau 3:[#10♠, #7♣, #9♥, J♦]
Tableau 4:[#7♥, #2♦, #5♣, #8♦, A♣]
Tableau 5:[#2♣, #J♥, #Q♣, #10♦, #6♠, 7♦]
Tableau 6:[#6♦, #8♣, #A♦, #J♣, #K♥, #10♣, 9♣]
`;

describe('the deal of a seed', () => {
  it.each([
    [1, SEED_1],
    [2, SEED_2],
  ])('is fixed forever: seed %i', (seed, file) => {
    expect(writeDealFile(dealGame(seed, SPEC))).toBe(file);
  });

  it('deals the same cards under every rule set; only what is seen differs', () => {
    const spec = dealGame(1, SPEC);
    const standard = dealGame(1, { draw: 3, scoring: 'vegas' });
    expect(standard.deck.cards).toEqual(spec.deck.cards);
    expect(standard.tableau).toEqual(spec.tableau);
  });

  it.each([0, 1, 2, 99, 2 ** 31, MAX_SEED])('deals each of the 52 cards once (seed %i)', (seed) => {
    const state = dealGame(seed, SPEC);
    const cards = [...state.deck.cards, ...state.tableau.flatMap((pile) => pile.cards)].map(cardIndex).sort((a, b) => a - b);
    expect(cards).toEqual(CARDS.map(cardIndex));
    expect(state.seed).toBe(seed);
  });

  it('differs from seed to seed', () => {
    const decks = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((seed) => writeDealFile(dealGame(seed, SPEC))));
    expect(decks.size).toBe(8);
  });

  it.each([-1, 1.5, MAX_SEED + 1, Number.NaN])('refuses a seed out of range: %d', (seed) => {
    expect(() => dealGame(seed, SPEC)).toThrow(RangeError);
  });
});
