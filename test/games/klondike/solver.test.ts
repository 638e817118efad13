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
import { afterRandomPlay, smallPosition, winnableByRules } from '../../bench/klondike-positions.js';
import { DRAW1, DRAW3, SOLVER_RULES, SPEC, STUCK_DEAL, deal, play } from '../../helpers/klondike.js';

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

  it('decides a lost deal in fewer positions when stock cards put down wait for a card to land on them (draw 1, deal 182)', () => {
    const state = dealGame(182, DRAW1);
    expect(solve(state, { positions: 60_000, postpone: false })).toEqual({ kind: 'unknown', positions: 60_000 });
    expect(solve(state, { positions: 60_000, postpone: true })).toEqual({ kind: 'unsolvable', positions: 56_914 });
    expect(solve(state, { positions: 700_000, postpone: false })).toEqual({ kind: 'unsolvable', positions: 654_844 });
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
