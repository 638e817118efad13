/**
 * The relaxation that proves positions lost before a search (solver/blocked.ts): the
 * positions it names lost, by hand, and that it never names lost one that a plain
 * search over the rules, or the solver, wins.
 */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { solve } from '../../../src/games/klondike/solver/index.js';
import { blockedForever } from '../../../src/games/klondike/solver/blocked.js';
import { smallPosition, winnableByRules } from '../../bench/klondike-positions.js';
import { DRAW3, SOLVER_RULES, position } from '../../helpers/klondike.js';

describe('a position proved lost before any search', () => {
  it.each([
    // 5♠ lies over 3♠, and both red sixes lie under 3♠: 5♠ can go neither home nor onto a six
    ['5♠ over 3♠ over both red sixes', 'Tableau 0:[#6♥, #6♦, #3♠, 5♠]', true],
    // one red six is elsewhere: 5♠ can go onto it, then 3♠ comes to light
    ['one red six out of the way', 'Tableau 0:[#6♥, #3♠, 5♠]', false],
    // 5♠ goes home once A♠ to 4♠ are home: 3♠ is not under it
    ['5♠ over other cards', 'Tableau 0:[#6♥, #6♦, #3♦, 5♠]', false],
    // a King may always go to a pile emptied for it
    ['a King over its own suit', 'Tableau 0:[#Q♠, #A♠, K♠]', false],
    // a chain through another pile: 5♠ needs 6♦, under 9♣ in pile 1, which needs a red ten or 2♣ home, all under 3♠
    ['a chain through another pile', 'Tableau 0:[#10♥, #10♦, #2♣, #6♥, #3♠, 5♠]\nTableau 1:[#6♦, #9♣, 4♣]', true],
    // the same with 2♣ elsewhere: 9♣ can go home, so 6♦ comes to light
    ['the chain broken', 'Tableau 0:[#10♥, #10♦, #6♥, #3♠, 5♠]\nTableau 1:[#6♦, #9♣, 4♣]', false],
  ])('%s', (_name, lines, lost) => {
    expect(blockedForever(position(lines, DRAW3))).toBe(lost);
  });

  it('is answered at once by the solver, without a search', () => {
    const state = position('Tableau 0:[#6♥, #6♦, #3♠, 5♠]', DRAW3);
    expect(solve(state, { positions: 1_000_000 })).toEqual({ kind: 'unsolvable', positions: 0 });
  });

  it.each(SOLVER_RULES)('never names lost a position the rules themselves win (%s)', (_name, rules) => {
    let won = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const state = smallPosition(rules, seed);
      if (winnableByRules(state, 8_000) === true) {
        won += 1;
        expect(blockedForever(state)).toBe(false);
      }
    }
    expect(won).toBeGreaterThan(0);
  });

  it('never names lost a deal the solver wins', () => {
    let solved = 0;
    for (let seed = 1; seed <= 150; seed += 1) {
      const state = dealGame(seed, DRAW3);
      const blocked = blockedForever(state);
      const result = solve(state, { positions: 200_000, engine: 'core' });
      if (result.kind === 'solved') {
        solved += 1;
        expect(blocked).toBe(false);
      }
    }
    expect(solved).toBeGreaterThan(100);
  });
});
