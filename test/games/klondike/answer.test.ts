/**
 * The search's path written out with a limit (what the hint asks for: the first move of a
 * win) gives the first moves of the whole line, however the limit falls: between the
 * draws that bring a stock card up, between a run onto a twin and its card going home,
 * or in the decided end.
 */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { writeOut } from '../../../src/games/klondike/solver/answer.js';
import { coreSearch } from '../../../src/games/klondike/solver/core.js';
import { SOLVER_RULES } from '../../helpers/klondike.js';

describe("the search's path written out", () => {
  it.each(SOLVER_RULES)('stops after as many moves as asked, each the whole line\'s own (%s)', (_name, rules) => {
    let lines = 0;
    // one pass through a one-card deck wins few deals
    for (let seed = 1; seed <= 60 && lines < 3; seed += 1) {
      const state = dealGame(seed, rules);
      const outcome = coreSearch(state, 60_000, Infinity);
      if (outcome === null || outcome.kind !== 'solved') continue;
      lines += 1;
      const whole = writeOut(state, outcome.path);
      for (let limit = 0; limit <= whole.length + 1; limit += 1) {
        expect(writeOut(state, outcome.path, limit)).toEqual(whole.slice(0, limit));
      }
    }
    expect(lines).toBeGreaterThan(0);
  });
});
