/** The computer player: each step of the strategy on a hand-made position, and the easy player's random legal play. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, formatCard } from '../../../src/engine/card.js';
import { shuffle } from '../../../src/engine/deck.js';
import { captureRating, cardRating, choose, chooseEasy, chooseNormal, leavesSmallSweep } from '../../../src/games/cassino/chooser.js';
import { countsOfCards } from '../../../src/games/cassino/captures.js';
import { formatMove } from '../../../src/games/cassino/notation.js';
import { check, legalMoves, playsFrom } from '../../../src/games/cassino/rules.js';
import type { CassinoState } from '../../../src/games/cassino/state.js';
import { viewOf } from '../../../src/games/cassino/view.js';
import { card, cards, computerGame, playGame, position } from '../../helpers/cassino.js';

/** Ann to play first in round 1 with this table and her hand; Bob holds the cards given (or Q♠ 6♦ 8♠ K♣). */
function annToPlay(table: string, hand: string, bob = 'Q♠, 6♦, 8♠, K♣'): CassinoState {
  return position(`Players: Ann:computer, Bob:computer\nTable:[${table}]\nHand Ann:[${hand}]\nHand Bob:[${bob}]`);
}

function normal(state: CassinoState): string {
  return formatMove(chooseNormal(viewOf(state, state.turn)));
}

describe('the rating of a capture', () => {
  it.each<[string, string, number]>([
    ['one plain card', '5♥ 5♣', 2],
    ['a spade', '5♠ 5♣', 3],
    ['an Ace (+3)', 'A♣ 10♥ 4♥', 4 + 1 + 1],
    ['the 2♠ (+1 spade, +3 point)', '2♠ 9♥ 6♥', 5 + 1 + 1],
    ['the 10♦ (+6)', '10♦ 10♠ 6♥', 7 + 2 + 1],
    ['the A♠ taken', 'K♣ A♠ Q♦', 1 + 5 + 1],
  ])('%s', (_name, text, rating) => {
    const [played, ...takes] = cards(text);
    expect(captureRating(played!, takes)).toBe(rating);
  });

  it('adds up card by card', () => {
    expect(cardRating(card('7♥'))).toBe(1);
    expect(cardRating(card('7♠'))).toBe(2);
    expect(cardRating(card('A♥'))).toBe(4);
    expect(cardRating(card('A♠'))).toBe(5);
    expect(cardRating(card('2♠'))).toBe(5);
    expect(cardRating(card('10♦'))).toBe(7);
  });
});

describe('the normal computer', () => {
  it('1. always sweeps when it can, with the best-rated sweep', () => {
    // the 7♠ and the Ace both take 7 + 7; the Ace rates higher (6 against 4)
    expect(normal(annToPlay('7♥, 7♣', '7♠, A♣, 2♥, 8♦'))).toBe('A♣ 7♥ 7♣');
    // a sweep rated 3 beats a capture rated 8 that leaves a card
    expect(normal(annToPlay('10♦, 3♣', '10♣, K♥, 2♥, 8♦'))).toBe('K♥ 10♦ 3♣');
  });

  it('2. takes the best capture rated 4 or more', () => {
    // 10♣ takes the 10♦ (rated 8); 6♠ takes 6♥ (3); 8♥ takes 6♥ 2♣ (3)
    expect(normal(annToPlay('10♦, 6♥, 2♣, K♠', '6♠, 10♣, 8♥, 5♦'))).toBe('10♣ 10♦');
    // with a Queen in hand, 10♦ 2♣ rates 9
    expect(normal(annToPlay('10♦, 6♥, 2♣, K♠', '6♠, 10♣, 8♥, Q♦'))).toBe('Q♦ 10♦ 2♣');
    // the best cards of a value: of two 5s, the 5♠ (a spade rates more), wherever it lies
    expect(normal(annToPlay('5♥, 9♣, 5♠, 8♦, 3♦', 'A♥, 3♥, 2♥, Q♥'))).toBe('A♥ 9♣ 5♠');
  });

  it('2. on equal ratings, takes the card nearer the front of the hand', () => {
    // 9♥ and 9♦ both take 5♠ 4♣, rated 4
    expect(normal(annToPlay('5♠, 4♣, J♥, Q♣', '3♥, 9♥, 9♦, 2♥'))).toBe('9♥ 5♠ 4♣');
    expect(normal(annToPlay('5♠, 4♣, J♥, Q♣', '3♥, 9♦, 9♥, 2♥'))).toBe('9♦ 5♠ 4♣');
  });

  it('3. takes a fair capture only when it leaves no sweep for a card under 7', () => {
    // Q♥ takes 8♥ 4♦ (rated 3) but leaves 3♣, which a 3 sweeps; 7♦ takes 3♣ 4♦ (rated 3) and leaves 8♥
    expect(normal(annToPlay('8♥, 3♣, 4♦', 'Q♥, 8♣, 3♥, 7♦'))).toBe('7♦ 3♣ 4♦');
    expect(leavesSmallSweep(countsOfCards(cards('3♣')))).toBe(true);
    expect(leavesSmallSweep(countsOfCards(cards('8♥')))).toBe(false);
    expect(leavesSmallSweep(countsOfCards(cards('3♣ 2♦ 5♥')))).toBe(true); // 5: 3+2 and 5
    expect(leavesSmallSweep(countsOfCards(cards('A♦ 6♣')))).toBe(false); // 7 in all: no value from 2 to 6
  });

  it('3. places a card when every fair capture would leave a sweep', () => {
    // 4♣ takes 4♥ and leaves 2♣; 2♦ takes 2♣ and leaves 4♥: both leave a sweep; J♣ is the largest plain card
    expect(normal(annToPlay('4♥, 2♣', '4♣, 2♦, 9♥, J♣', 'Q♠, 6♦, 8♠, 7♣'))).toBe('J♣');
  });

  it('4. breaks sweeps: with the table\'s sum mod 14 from 10 to 13, a card that brings it under 10, the largest', () => {
    // the table sums 39 (11 mod 14): 4 and 8 bring it under 10, the King does not (10)
    expect(normal(annToPlay('Q♣, Q♥, 9♦, 6♠', 'K♦, 4♣, 2♥, 8♥'))).toBe('8♥');
    // spades last among equals
    expect(normal(annToPlay('Q♣, Q♥, 9♦, 6♠', 'K♦, 8♠, 2♥, 8♥', 'Q♠, J♣, 7♠, 7♣'))).toBe('8♥');
  });

  it('4. never breaks sweeps with a point card: point cards go last, as in step 5 (regression)', () => {
    // sum 39 (11 mod 14): only the 10♦ brings it under 10; it used to go down, giving 2 points away
    expect(normal(annToPlay('Q♣, Q♥, 9♦, 6♠', '10♦, K♥, 2♥, A♣'))).toBe('K♥');
    // sum 27 (13 mod 14): the A♣ and the 2♠ would break it; the largest plain card goes instead
    expect(normal(annToPlay('J♣, 9♥, 7♦', 'A♣, 2♠, K♥, Q♦'))).toBe('K♥');
    // a plain card that breaks it goes before a larger point card that does
    expect(normal(annToPlay('Q♣, Q♥, 9♦, 6♠', '10♦, 5♣, K♥, 2♥'))).toBe('5♣');
    // with only point cards in hand, the smallest by hand value (step 6)
    expect(normal(annToPlay('Q♣, Q♥, 9♦, 6♠', '10♦, A♠, A♥, A♣'))).toBe('A♥');
  });

  it('5. otherwise places the largest card that is no point card, spades last among equals', () => {
    expect(normal(annToPlay('3♥, 5♣', 'A♣, 10♦, J♠, J♥'))).toBe('J♥');
    expect(normal(annToPlay('3♥, 5♣', '2♥, 4♣, 10♦, A♦'))).toBe('4♣');
  });

  it('6. with only point cards, places the smallest by hand value, spades last among equals', () => {
    expect(normal(annToPlay('3♥, 5♣', 'A♠, 10♦, 2♠, A♣'))).toBe('A♣');
    expect(normal(annToPlay('3♥, 5♣', '10♦, 2♠, A♠, A♥'))).toBe('A♥');
  });

  it('plays a legal move on any table, 30 cards and more included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 40 }), (seed, size) => {
        const deck = shuffle(CARDS, seed).items;
        const table = deck.slice(0, size);
        const hand = deck.slice(size, size + 4);
        const move = chooseNormal({ ...viewOf(annToPlay('7♥', '7♠, A♣, 2♥, 8♦'), 0), table, hand });
        expect(check({ hand, table }, move).ok).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('is the hint, and the level the game plays by default', () => {
    const state = annToPlay('7♥, 7♣', '7♠, A♣, 2♥, 8♦');
    expect(choose(viewOf(state, 0), 'normal')).toEqual(chooseNormal(viewOf(state, 0)));
    expect(choose(viewOf(state, 0), 'expert')).toEqual(chooseNormal(viewOf(state, 0)));
  });
});

describe('the easy computer', () => {
  const game = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }), players: fc.integer({ min: 2, max: 6 }) });

  it('plays only legal plays, and the same play for the same state', () => {
    fc.assert(
      fc.property(game, ({ seed, players }) => {
        const states = playGame(computerGame(seed, new Array(players).fill('easy')), [], 150);
        for (const state of states) {
          if (state.winner !== null) continue;
          const view = viewOf(state, state.turn);
          const move = chooseEasy(view);
          expect(legalMoves(view).map(formatMove)).toContain(formatMove(move));
          expect(chooseEasy({ ...view })).toEqual(move);
          expect(choose(view, 'easy')).toEqual(move);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('picks among all the legal plays, captures and placements alike', () => {
    const state = annToPlay('5♥, 4♣, 9♦, 3♦, 6♣', '9♠, 2♥, 4♠, K♥');
    const all = playsFrom(viewOf(state, 0)).map(formatMove);
    const seen = new Set<string>();
    for (let noise = 0; noise < 400; noise += 1) seen.add(formatMove(chooseEasy({ ...viewOf(state, 0), noise })));
    expect([...seen].sort()).toEqual([...all].sort());
  });

  it('samples uniformly when the captures are too many to count', () => {
    const state = annToPlay('5♥, 4♣, 9♦, 3♦, 6♣', '9♠, 2♥, 4♠, K♥');
    const all = playsFrom(viewOf(state, 0)).map(formatMove);
    const times = new Map<string, number>();
    const draws = 200 * all.length;
    for (let noise = 0; noise < draws; noise += 1) {
      const move = formatMove(chooseEasy({ ...viewOf(state, 0), noise: noise * 2654435761 }, 0));
      times.set(move, (times.get(move) ?? 0) + 1);
    }
    expect([...times.keys()].sort()).toEqual([...all].sort());
    for (const count of times.values()) expect(Math.abs(count - 200)).toBeLessThan(75); // about 5 standard deviations
  });

  it('stays legal and fast on a table of 30 or 40 cards', () => {
    for (const size of [30, 40]) {
      for (let seed = 1; seed <= 5; seed += 1) {
        const deck = shuffle(CARDS, seed).items;
        const view = { ...viewOf(annToPlay('7♥', '7♠, A♣, 2♥, 8♦'), 0), table: deck.slice(0, size), hand: deck.slice(size, size + 4), noise: seed };
        const started = performance.now();
        const move = chooseEasy(view);
        expect(performance.now() - started).toBeLessThan(3000);
        expect(check(view, move).ok).toBe(true);
        expect(chooseEasy(view)).toEqual(move);
      }
    }
  });

  it('changes its mind as the game goes on (its noise is the state\'s, not a constant)', () => {
    const states = playGame(computerGame(5, ['easy', 'easy']), [], 40);
    const noises = new Set(states.map((state) => viewOf(state, 0).noise));
    expect(noises.size).toBe(states.length);
  });
});

it('formats plays as cards', () => {
  expect(formatCard(card('Tc'))).toBe('10♣');
});
