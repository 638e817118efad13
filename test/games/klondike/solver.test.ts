/**
 * The Klondike solver: its solutions replay through the game's rules under each rule
 * set, its 'unsolvable' agrees with a plain search over the rules themselves on small
 * positions, and the pass limit and the spec's rules hold.
 */
import { describe, expect, it } from 'vitest';
import { CARDS, formatCard, type Card } from '../../../src/engine/card.js';
import { shuffle } from '../../../src/engine/deck.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { formatMove } from '../../../src/games/klondike/notation.js';
import { applyMove, legalMoves, tableOf } from '../../../src/games/klondike/rules.js';
import { checkSolution, checkedSolve } from '../../../src/games/klondike/solution.js';
import { solve } from '../../../src/games/klondike/solver/index.js';
import { isWon, type KlondikeRules, type KlondikeState } from '../../../src/games/klondike/state.js';
import { DRAW1, DRAW3, SPEC, VEGAS3, deal, play } from '../../helpers/klondike.js';

const RULES: readonly [string, KlondikeRules][] = [
  ['the spec\'s game', SPEC],
  ['draw 1', DRAW1],
  ['draw 3', DRAW3],
  ['draw 1, Vegas', { draw: 1, scoring: 'vegas' }],
  ['draw 3, Vegas', VEGAS3],
];

/** The state after the solver's moves, through the game's rules. */
function replay(state: KlondikeState, moves: readonly Parameters<typeof applyMove>[1][]): KlondikeState {
  return moves.reduce((current, move) => {
    const next = applyMove(current, move);
    if (!next.ok) throw new Error(`${formatMove(move)}: ${next.error}`);
    return next.value;
  }, state);
}

describe('the solver', () => {
  it.each(RULES)('solves deals whose solutions replay to a win through the rules (%s)', (_name, rules) => {
    let solved = 0;
    // one pass through a one-card deck wins few deals
    const seeds = rules.draw === 1 && rules.scoring === 'vegas' ? 40 : 12;
    for (let seed = 1; seed <= seeds; seed += 1) {
      const state = dealGame(seed, rules);
      const result = solve(state, { positions: 60_000 });
      if (result.kind !== 'solved') continue;
      solved += 1;
      expect(isWon(replay(state, result.moves))).toBe(true);
      // every move is written out: draws as `draw`, nothing moves by itself
      expect(result.moves.every((move) => move.kind !== 'auto')).toBe(true);
    }
    expect(solved).toBeGreaterThan(4);
  });

  it('gives the same answer every time', () => {
    const state = dealGame(3, DRAW3);
    const first = solve(state, { positions: 100_000 });
    const second = solve(state, { positions: 100_000 });
    expect(second).toEqual(first);
  });

  it('solves from the middle of a game, after moves and draws', () => {
    for (const rules of [SPEC, DRAW1, DRAW3]) {
      let state = dealGame(5, rules);
      for (let step = 0; step < 25; step += 1) {
        const moves = legalMoves(tableOf(state)).filter((move) => move.kind !== 'auto');
        state = play(state, formatMove(moves[(step * 7) % moves.length]!));
      }
      const result = checkedSolve(state, { positions: 100_000 });
      if (result.kind === 'solved') expect(isWon(replay(state, result.moves))).toBe(true);
    }
  });

  it('answers unsolvable when no card can ever move', () => {
    const stuck = deal([
      'Tableau 0:[#A♠, #2♠, #3♠, #4♠, #5♠, #6♠, #7♠, K♦]',
      'Tableau 1:[#A♥, #2♥, #3♥, #4♥, #5♥, #6♥, #7♥, K♣]',
      'Tableau 2:[#A♦, #2♦, #3♦, #4♦, #5♦, #6♦, #7♦, K♥]',
      'Tableau 3:[#A♣, #2♣, #3♣, #4♣, #5♣, #6♣, #7♣, K♠]',
      'Tableau 4:[#8♠, #9♠, #10♠, #J♠, #Q♠, #8♥, #9♥, Q♦]',
      'Tableau 5:[#10♥, #J♥, #Q♥, #8♦, #9♦, #10♦, #J♦, Q♣]',
      'Tableau 6:[#8♣, #9♣, #10♣, J♣]',
    ].join('\n'), DRAW3);
    expect(solve(stuck).kind).toBe('unsolvable');
  });

  it('keeps to Vegas\' pass limit: a card under the waste is out of reach once the pass is used', () => {
    // draw 1: A♠ lies under 2♠ on the waste, and nothing else can move; a second pass brings it up
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const lines = [
      'Waste:[A♠, 2♠]',
      'Deck:[#K♠, #Q♠, #J♠, #10♠]',
      ...['♥', '♦', '♣'].map((suit, i) => `Foundation ${i}:[${ranks.map((rank) => rank + suit).join(', ')}]`),
      ...['3♠', '4♠', '5♠', '6♠', '7♠', '8♠', '9♠'].map((card, i) => `Tableau ${i}:[${card}]`),
    ].join('\n');
    const free = solve(deal(lines, DRAW1));
    expect(free.kind).toBe('solved');
    expect(solve(deal(`${lines}\nScore: 0`, { draw: 1, scoring: 'vegas' })).kind).toBe('unsolvable');
  });
});

/** A position from a deal after random legal moves: often lost, and then often with few positions left to reach. */
function afterRandomPlay(rules: KlondikeRules, seed: number): KlondikeState {
  let state = dealGame(seed, rules);
  let x = seed;
  const pick = (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
  const steps = 20 + pick(200);
  for (let i = 0; i < steps && !isWon(state); i += 1) {
    const moves = legalMoves(tableOf(state));
    if (moves.length === 0) break;
    state = play(state, formatMove(moves[pick(moves.length)]!));
  }
  return state;
}

/**
 * A small position: the foundations hold each suit up to a random rank, and the other
 * cards lie in random order in the stock and, face down under one face-up card, in a
 * few tableau piles.
 */
function smallPosition(rules: KlondikeRules, seed: number): KlondikeState {
  let x = seed;
  const pick = (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
  const homeRanks = [0, 1, 2, 3].map(() => 8 + pick(6));
  const suits = ['♣', '♦', '♥', '♠'];
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const foundations = suits.map((suit, i) => `Foundation ${i}:[${ranks.slice(0, homeRanks[i]).map((r) => r + suit).join(', ')}]`);
  const left: Card[] = CARDS.filter((card) => card.rank > homeRanks[['C', 'D', 'H', 'S'].indexOf(card.suit)]!);
  const cards = shuffle(left, seed).items.map(formatCard);
  const stock = cards.slice(0, Math.min(pick(9), cards.length));
  const rest = cards.slice(stock.length);
  const piles: string[][] = Array.from({ length: 7 }, () => []);
  const used = 2 + pick(6);
  rest.forEach((card, i) => piles[i % used]!.push(card));
  const tableau = piles.map((pile, i) => `Tableau ${i}:[${pile.map((card, k) => (k < pile.length - 1 ? `#${card}` : card)).join(', ')}]`);
  const unseen = rules.draw === 'spec' ? stock.length - 1 : stock.length;
  const deck = `Deck:[${stock.map((card, k) => (k < unseen ? `#${card}` : card)).join(', ')}]`;
  const score = rules.scoring === 'none' ? [] : ['Score: 0'];
  return deal([...foundations, ...tableau, deck, ...score].join('\n'), rules);
}

/**
 * Whether the game can be won from here, by a plain search over every legal move of the
 * rules themselves (no dominance, no folding of draws, every position exact); null when
 * there are more than `limit` positions to look at.
 */
function winnableByRules(start: KlondikeState, limit: number): boolean | null {
  const keyOf = (state: KlondikeState) => JSON.stringify([
    state.deck, state.waste, state.foundations, state.tableau, state.rules.scoring === 'vegas' ? state.pass : 0,
  ]);
  const seen = new Set([keyOf(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const state = stack.pop()!;
    if (isWon(state)) return true;
    for (const move of legalMoves(tableOf(state))) {
      const next = applyMove(state, move);
      if (!next.ok) throw new Error(next.error);
      const key = keyOf(next.value);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return null;
      seen.add(key);
      stack.push(next.value);
    }
  }
  return false;
}

describe('the solver against a plain search over the rules', () => {
  it.each(RULES)('agrees whether small positions and positions after random play can be won (%s)', (_name, rules) => {
    const verdicts = { won: 0, lost: 0 };
    for (let n = 1; n <= 16; n += 1) {
      for (const state of [smallPosition(rules, n * 7919), afterRandomPlay(rules, n * 104729)]) {
        if (isWon(state)) continue;
        const truth = winnableByRules(state, 2000);
        if (truth === null) continue;
        const result = solve(state);
        expect(result.kind).not.toBe('unknown');
        expect(result.kind === 'solved').toBe(truth);
        if (result.kind === 'solved') checkSolution(state, result.moves);
        verdicts[truth ? 'won' : 'lost'] += 1;
      }
    }
    expect(verdicts.won).toBeGreaterThanOrEqual(1);
    expect(verdicts.lost).toBeGreaterThanOrEqual(1);
  });
});
