/**
 * The Klondike solver: its solutions replay through the game's rules under each rule
 * set, its 'unsolvable' agrees with a plain search over the rules themselves on small
 * positions, and the pass limit and the spec's rules hold.
 */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { formatMove } from '../../../src/games/klondike/notation.js';
import { applyMove, legalMoves, tableOf } from '../../../src/games/klondike/rules.js';
import { checkSolution, checkedSolve } from '../../../src/games/klondike/solution.js';
import { solve } from '../../../src/games/klondike/solver/index.js';
import { isWon, type KlondikeState } from '../../../src/games/klondike/state.js';
import { afterRandomPlay, playedSmallPosition, smallPosition, winnableByRules } from '../../bench/klondike-positions.js';
import { DRAW1, DRAW3, SOLVER_RULES, SPEC, STUCK_DEAL, deal, play, position } from '../../helpers/klondike.js';

const RULES = SOLVER_RULES;

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

  it('decides a lost deal in fewer positions when cards put down from the stock or a foundation wait for a card to land on them, and stock cards gone home for the next of their suit (draw 1, deal 182)', () => {
    // 6,043 positions before stock cards that may go home safely went at once wherever they lie where
    // stock cards wait (the twelfth session), 45,984 with cards put down waiting alone, 56,914 with stock
    // cards put down waiting alone (and foundation cards brought down only to take a card)
    const state = dealGame(182, DRAW1);
    expect(solve(state, { positions: 60_000, postpone: false })).toEqual({ kind: 'unknown', positions: 60_000 });
    expect(solve(state, { positions: 60_000, postpone: true })).toEqual({ kind: 'unsolvable', positions: 1_863 });
    expect(solve(state, { positions: 700_000, postpone: false })).toEqual({ kind: 'unsolvable', positions: 673_726 });
  });

  it.each([
    ['draw 1', DRAW1],
    ["the spec's game", SPEC],
  ] as const)('answers as a plain search over the rules does where stock cards wait and safe ones go home at once, wherever they lie (%s)', (_name, rules) => {
    // postpone: stock cards put down wait for a landing, stock cards gone home for the next of their suit,
    // and a stock card that may go home safely goes at once from anywhere in the stock (moves.ts safeStockHome)
    let decided = 0;
    for (let seed = 1; seed <= 30; seed += 1) {
      for (const state of [smallPosition(rules, seed), playedSmallPosition(rules, seed)]) {
        const plain = winnableByRules(state, 6_000);
        if (plain === null) continue;
        decided += 1;
        expect(solve(state, { positions: 200_000, postpone: true }).kind, `seed ${seed}`).toBe(plain ? 'solved' : 'unsolvable');
      }
    }
    expect(decided).toBeGreaterThan(30);
  });

  it.each([
    ['draw 1', DRAW1],
    ['draw 3', DRAW3],
  ] as const)('brings a foundation card down for the one under it to come down and take a card (%s)', (_name, rules) => {
    // 3♠ lies over the face-down cards; the one red 4 to take it is 4♥, under 5♥ on its foundation, and no
    // black 4 could come onto 5♥: 5♥ comes down onto 6♣ or 6♠ only for 4♥ to come down onto 5♠ after it
    const state = position([
      'Foundation 0:[A♥, 2♥, 3♥, 4♥, 5♥]',
      'Foundation 1:[A♠]',
      'Foundation 2:[A♦, 2♦, 3♦]',
      'Foundation 3:[A♣, 2♣, 3♣]',
      'Tableau 0:[#4♣, #4♠, #4♦, #2♠, 3♠]',
      'Tableau 1:[6♣]',
      'Tableau 2:[5♠]',
      'Tableau 3:[K♠, Q♥, J♠, 10♥, 9♠, 8♥, 7♠, 6♥]',
      'Tableau 4:[K♥, Q♠, J♥, 10♠, 9♥, 8♠, 7♥, 6♠]',
      'Tableau 5:[K♣, Q♦, J♣, 10♦, 9♣, 8♦, 7♣, 6♦]',
      'Tableau 6:[K♦, Q♣, J♦, 10♣, 9♦, 8♣, 7♦]',
    ].join('\n'), rules);
    expect(winnableByRules(state, 100_000)).toBe(true);
    for (const engine of ['core', 'typescript'] as const) {
      for (const postpone of [false, true]) {
        const result = solve(state, { engine, postpone });
        expect(result.kind).toBe('solved');
        if (result.kind === 'solved') checkSolution(state, result.moves);
      }
    }
  });

  // 6♠ lies over the face-down cards and no red 7 can take it: it must go home, after 5♠, under 4♥ and
  // next home; 4♥ can go neither home nor onto a black 5 on the tableau. 5♣ comes onto 6♦ only to take 4♥
  // off its twin, which then goes home (with 4♣ face down, from the stock; with 4♣ home, from its foundation)
  const twinRun = (clubs: string, down: string) => [
    'Foundation 0:[A♠, 2♠, 3♠, 4♠]',
    'Foundation 1:[A♥, 2♥]',
    'Foundation 2:[A♦, 2♦, 3♦, 4♦, 5♦]',
    `Foundation 3:[${clubs}]`,
    `Tableau 0:[${down}, 6♠]`,
    'Tableau 1:[5♠, 4♥]',
    'Tableau 2:[6♦]',
    'Tableau 3:[K♠, Q♥, J♠, 10♥, 9♠, 8♥, 7♠]',
    'Tableau 4:[K♥, Q♠, J♥, 10♠, 9♥, 8♠]',
    'Tableau 5:[K♣, Q♦, J♣, 10♦, 9♣, 8♦, 7♣]',
    'Tableau 6:[K♦, Q♣, J♦, 10♣, 9♦, 8♣]',
  ].join('\n');
  it.each([
    ['a stock card, the spec\'s game', twinRun('A♣, 2♣, 3♣', '#6♥, #7♥, #7♦, #3♥, #4♣'), SPEC],
    ['a foundation card, draw 1', twinRun('A♣, 2♣, 3♣, 4♣, 5♣', '#6♥, #7♥, #7♦, #3♥'), DRAW1],
    ['a foundation card, draw 3', twinRun('A♣, 2♣, 3♣, 4♣, 5♣', '#6♥, #7♥, #7♦, #3♥'), DRAW3],
  ] as const)('puts a card down to take the run off its twin, which then goes home (%s)', (_name, lines, rules) => {
    const state = position(lines, rules);
    expect(winnableByRules(state, 300_000)).toBe(true);
    for (const engine of ['core', 'typescript'] as const) {
      for (const postpone of [false, true]) {
        const result = solve(state, { engine, postpone });
        expect(result.kind).toBe('solved');
        if (result.kind === 'solved') checkSolution(state, result.moves);
      }
    }
  });

  it.each([
    ['deal 938 of draw 3', 938, DRAW3],
    ['deal 408 of the spec\'s game', 408, SPEC],
  ] as const)('wins %s, which it called lost while a card came down only to take a card', (_name, seed, rules) => {
    const state = dealGame(seed, rules);
    for (const engine of ['core', 'typescript'] as const) {
      const result = solve(state, { engine });
      expect(result.kind).toBe('solved');
      if (result.kind === 'solved') checkSolution(state, result.moves);
    }
  });

  it.each([
    // its first moves take A♣ home from the stock, then A♠, the playable card, safely: a forced move after
    // a stock card gone home is no card of its suit, and no stock card gone home itself
    ['deal 869 of draw 1', 869, DRAW1, DRAW1],
    // 5♣ goes home from the deck only after 7♦ and 6♠ are put down, 6♠ on 7♦ to take 5♦ off 6♣, 6♣ then home
    ['deal 408 of the spec\'s game', 408, SPEC, SPEC],
    // deal 7094 of draw 3 under one-card draws (its relaxation): 6♣ goes home from under 5♥ once 6♠ comes down
    // from its foundation onto 7♦, and 4♣ and 5♣ go home from the stock between the two
    ['the one-card relaxation of deal 7094 of draw 3', 7094, DRAW3, DRAW1],
  ] as const)('wins %s with stock cards gone home waiting for the next of their suit', (_name, seed, dealt, rules) => {
    const state = { ...dealGame(seed, dealt), rules };
    for (const engine of ['core', 'typescript'] as const) {
      const result = solve(state, { engine, postpone: true });
      expect(result.kind).toBe('solved');
      if (result.kind === 'solved') checkSolution(state, result.moves);
    }
  });

  it('answers unsolvable when no card can ever move', () => {
    const stuck = deal(STUCK_DEAL, DRAW3);
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

describe('the solver against a plain search over the rules', () => {
  it.each(RULES)('agrees whether small positions and positions after random play can be won (%s)', (_name, rules) => {
    const verdicts = { won: 0, lost: 0 };
    for (let n = 1; n <= 12; n += 1) {
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

describe('draw 3 without a pass limit: the pointer at the stock\'s end', () => {
  // drawn to its end, the stock reaches what a fresh pass does (the next draw turns the waste back, and a
  // fresh pass draws to the end again), so the key counts that pointer as 0 (board.ts key0, core/board.ts key)
  it('answers as a plain search over the rules, and as the same position with the waste turned back', () => {
    let compared = 0;
    for (let seed = 1; seed <= 120; seed += 1) {
      let state = smallPosition(DRAW3, seed, 6);
      if (state.deck.cards.length % 3 === 0 || state.deck.cards.length < 2) continue;
      while (state.deck.cards.length > 0) {
        const drawn = applyMove(state, { kind: 'draw' });
        if (!drawn.ok) throw new Error(drawn.error);
        state = drawn.value;
      }
      const turnedBack = applyMove(state, { kind: 'draw' });
      if (!turnedBack.ok) throw new Error(turnedBack.error);
      const truth = winnableByRules(state, 6_000);
      if (truth === null) continue;
      compared += 1;
      for (const from of [state, turnedBack.value]) {
        for (const engine of ['core', 'typescript'] as const) {
          const result = solve(from, { positions: 200_000, engine, postpone: true });
          expect(result.kind, `seed ${seed}, ${engine}`).toBe(truth ? 'solved' : 'unsolvable');
          if (result.kind === 'solved') checkSolution(from, result.moves);
        }
      }
    }
    expect(compared).toBeGreaterThan(12);
  });
});
