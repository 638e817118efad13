/** engine/solution-replay.ts: a solution is played through the rules, and a bad one is a bug that throws. */
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../src/engine/result.js';
import { replaySolution, type SolutionRules } from '../../src/engine/solution-replay.js';

// a counter that must reach 3, one step at a time
const RULES: SolutionRules<number, number> = {
  apply: (state, step) => (step === 1 ? ok(state + step) : fail(`${step} is not a step`)),
  isWon: (state) => state === 3,
  format: (step) => `+${step}`,
};

describe('replaySolution', () => {
  it('visits each position with the number of the move made from it', () => {
    const seen: [number, number][] = [];
    replaySolution(RULES, 0, [1, 1, 1], (position, index) => seen.push([position, index]));
    expect(seen).toEqual([[0, 0], [1, 1], [2, 2]]);
  });

  it('throws for a move the rules refuse, naming it', () => {
    expect(() => replaySolution(RULES, 0, [1, 2])).toThrow("the solver's move 2 (+2) is not legal: 2 is not a step");
  });

  it('throws for a line that does not win', () => {
    expect(() => replaySolution(RULES, 0, [1, 1])).toThrow("the solver's solution does not win");
  });
});
