/**
 * The core's search goes on when its table is full: the table forgets every position
 * but those on the search's path, and the search meets again what it met before
 * (core/search.ts `forgetAllBut`). Checked here with tables made small on purpose
 * (coreSearch's `tableRoom`): the verdicts are those of a search whose table never
 * forgets, the wins replay to a won game through the rules, and a forgetting search
 * ends even where it must search much again.
 */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { coreSearch } from '../../../src/games/klondike/solver/core.js';
import { writeOut } from '../../../src/games/klondike/solver/answer.js';
import { checkSolution } from '../../../src/games/klondike/solution.js';
import type { KlondikeRules } from '../../../src/games/klondike/state.js';
import { DRAW1, DRAW3, SPEC, VEGAS3 } from '../../helpers/klondike.js';

describe('a search whose table forgets', () => {
  it.each([
    ['draw 3', DRAW3, 30],
    ['draw 1', DRAW1, 20],
    ["the spec's game", SPEC, 20],
    ['draw 3, Vegas', VEGAS3, 20],
  ] as const)('gives the verdicts of one whose table does not (%s)', (_name, rules: KlondikeRules, deals) => {
    let searched = 0;
    let decided = 0;
    let forgot = 0;
    for (let seed = 1; seed <= deals; seed += 1) {
      const state = dealGame(seed, rules);
      const plain = coreSearch(state, 2_000_000, Infinity, true)!;
      if (plain.kind === 'unknown') continue;
      searched += 1;
      // a table that holds three quarters of what the search stores: it forgets at least once
      const room = Math.floor((plain.positions * 3) / 4);
      const forgetting = coreSearch(state, plain.positions * 20, Infinity, true, 0, room)!;
      if (forgetting.kind === 'unknown') continue;
      decided += 1;
      expect(forgetting.kind, `deal ${seed}`).toBe(plain.kind);
      if (forgetting.positions > room) forgot += 1;
      if (forgetting.kind === 'solved') checkSolution(state, writeOut(state, forgetting.path));
    }
    expect(decided).toBeGreaterThan(searched * 0.8);
    expect(forgot).toBeGreaterThan(searched * 0.8);
  });

  it('stores again what it forgot, and ends with the same answer', () => {
    // deal 6 of draw 3 (lost): 236,611 positions with a table that never forgets
    const state = dealGame(6, DRAW3);
    const plain = coreSearch(state, 1_000_000, Infinity, true)!;
    expect(plain.kind).toBe('unsolvable');
    const forgetting = coreSearch(state, 1_000_000, Infinity, true, 0, Math.floor(plain.positions * 0.75))!;
    expect(forgetting.kind).toBe('unsolvable');
    expect(forgetting.positions).toBeGreaterThan(plain.positions);
    // a budget counts the positions stored again too
    expect(coreSearch(state, plain.positions, Infinity, true, 0, Math.floor(plain.positions * 0.75))!.kind).toBe('unknown');
  });
});
