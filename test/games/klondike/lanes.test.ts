/**
 * The core's search in lanes (core/search.ts, LANES_MAX): several searches of one
 * position, each trying the moves in its own order, taking turns and sharing one table.
 * Checked here: the verdicts are those of one search, in every rule set; the wins replay
 * to a won game through the rules; a lost position costs about what one search stores
 * (the lanes do not search it over again each); a win one search finds late, lanes find
 * early; and lanes whose table is full stop undecided, after which solve searches in
 * one lane, whose table forgets.
 */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { coreSearch } from '../../../src/games/klondike/solver/core.js';
import { LANES, RELAX_FROM, solve } from '../../../src/games/klondike/solver/index.js';
import { writeOut } from '../../../src/games/klondike/solver/answer.js';
import { checkSolution } from '../../../src/games/klondike/solution.js';
import type { KlondikeRules } from '../../../src/games/klondike/state.js';
import { DRAW1, DRAW3, SPEC, VEGAS3 } from '../../helpers/klondike.js';

describe('a search in lanes', () => {
  it.each([
    ['draw 3', DRAW3, 40],
    ['draw 1', DRAW1, 25],
    ["the spec's game", SPEC, 25],
    ['draw 3, Vegas', VEGAS3, 25],
  ] as const)('gives the verdicts of one search, and its wins replay (%s)', (_name, rules: KlondikeRules, deals) => {
    let compared = 0;
    for (let seed = 1; seed <= deals; seed += 1) {
      const state = dealGame(seed, rules);
      const one = coreSearch(state, 1_000_000, Infinity, true)!;
      const lanes = coreSearch(state, 3_000_000, Infinity, true, 0, 0, LANES)!;
      if (one.kind === 'unknown' || lanes.kind === 'unknown') continue;
      compared += 1;
      expect(lanes.kind, `deal ${seed}`).toBe(one.kind);
      if (lanes.kind === 'solved') checkSolution(state, writeOut(state, lanes.path));
      // a lost position: every lane's part of one search, not a search each
      else expect(lanes.positions, `deal ${seed}`).toBeLessThan(one.positions * 1.1);
    }
    expect(compared).toBeGreaterThan(deals * 0.8);
  });

  it('wins where one search finds its win late: deal 987 of draw 3', () => {
    // 17,647 positions in lanes (deal 46, the thirteenth session's example, took 17,078 in lanes with the
    // shuffles' smaller spread of then, and takes 749,677 now: moves.ts SHUFFLE_SPREAD)
    const state = dealGame(987, DRAW3);
    const one = coreSearch(state, 2_000_000, Infinity, true)!;
    expect(one).toMatchObject({ kind: 'solved', positions: 913_410 });
    const lanes = coreSearch(state, 2_000_000, Infinity, true, 0, 0, LANES)!;
    expect(lanes.kind).toBe('solved');
    expect(lanes.positions).toBeLessThan(one.positions / 10);
    if (lanes.kind === 'solved') checkSolution(state, writeOut(state, lanes.path));
    // the same answer every time
    expect(coreSearch(state, 2_000_000, Infinity, true, 0, 0, LANES)).toEqual(lanes);
  });

  it('stops undecided when its table is full, and solve goes on in one search whose table forgets', () => {
    // deal 28 of draw 3 (lost; its relaxation is won): 30,005 positions in one search, 30,105 in lanes
    const lost = dealGame(28, DRAW3);
    const full = coreSearch(lost, RELAX_FROM, Infinity, true, 0, 20_000, LANES)!;
    expect(full.kind).toBe('unknown');
    expect(full.positions).toBeLessThan(RELAX_FROM);
    expect(solve(lost, { positions: RELAX_FROM })).toMatchObject({ kind: 'unsolvable' });
    expect(solve(lost, { positions: RELAX_FROM, tableRoom: 20_000 })).toMatchObject({ kind: 'unsolvable' });
    // deal 23 (won): 81,230 positions in lanes, 33,664 in one search
    const won = dealGame(23, DRAW3);
    const answer = solve(won, { positions: RELAX_FROM, tableRoom: 40_000 });
    expect(answer.kind).toBe('solved');
    if (answer.kind === 'solved') checkSolution(won, answer.moves);
  });
});
