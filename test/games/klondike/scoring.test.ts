/** Windows Solitaire's standard and Vegas scoring, move by move. */
import { describe, expect, it } from 'vitest';
import { PLAIN } from '../../../src/engine/theme.js';
import { renderBoard } from '../../../src/games/klondike/board.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { klondike } from '../../../src/games/klondike/index.js';
import { POINTS, passLimit, recyclePoints } from '../../../src/games/klondike/scoring.js';
import type { KlondikeRules } from '../../../src/games/klondike/state.js';
import { viewOf } from '../../../src/games/klondike/view.js';
import { drawAll, play, position, refusal } from '../../helpers/klondike.js';

const rules = (draw: KlondikeRules['draw'], scoring: KlondikeRules['scoring']): KlondikeRules => ({ draw, scoring });
const STANDARD1 = rules(1, 'standard');
const STANDARD3 = rules(3, 'standard');
const STANDARD_SPEC = rules('spec', 'standard');
const VEGAS1 = rules(1, 'vegas');
const VEGAS3 = rules(3, 'vegas');
const VEGAS_SPEC = rules('spec', 'vegas');

const STANDARD_LINES = 'Deck:[#4♠]\nWaste:[Q♦, 8♥]\nTableau 0:[9♠]\nTableau 1:[#K♥, 8♣]\nTableau 2:[#5♦, #J♣, 2♣]\nTableau 3:[#3♦, 10♠, 9♦]\nTableau 4:[J♥]\nFoundation 0:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥]\nFoundation 1:[A♣]';
const SPEC_LINES = 'Deck:[#4♠, 8♥]\nTableau 0:[9♠]\nTableau 2:[#5♦, #J♣, 2♣]\nFoundation 0:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥]\nFoundation 1:[A♣]';

describe('standard scoring', () => {
  it.each([
    ['waste to tableau: +5', STANDARD1, STANDARD_LINES, 'W T0', 20, 25],
    ['waste to a foundation: +10', STANDARD1, STANDARD_LINES, 'W F0', 20, 30],
    ['tableau to a foundation, turning a card up: +10 +5', STANDARD1, STANDARD_LINES, 'T2 F1', 20, 35],
    ['tableau to tableau, turning a card up: +5', STANDARD1, STANDARD_LINES, 'T3 T4', 20, 25],
    ['tableau to tableau, turning nothing up: 0', STANDARD1, 'Tableau 0:[9♠]\nTableau 1:[10♦, 9♣]\nTableau 4:[J♣]', 'T1 T4', 20, 20],
    ['foundation to tableau: -15', STANDARD1, STANDARD_LINES, 'F0 T1', 20, 5],
    ['never below 0', STANDARD1, STANDARD_LINES, 'F0 T1', 10, 0],
    ['a draw: 0', STANDARD1, STANDARD_LINES, 'draw', 20, 20],
    ['the spec\'s deck counts as the waste: D to tableau +5', STANDARD_SPEC, SPEC_LINES, 'D T0', 20, 25],
    ['D to a foundation +10', STANDARD_SPEC, SPEC_LINES, 'D F0', 20, 30],
  ])('%s', (_name, scoring, lines, move, before, after) => {
    const state = position(`${lines}\nScore: ${before}`, scoring);
    expect(state.score).toBe(before);
    expect(play(state, move).score).toBe(after);
  });

  it('scores each card auto sends home, and each card it turns up', () => {
    const state = position('Deck:[#3♦, 2♠]\nTableau 0:[#9♦, 2♥]\nTableau 1:[#8♦, A♥]\nTableau 2:[#7♦, A♠]', STANDARD_SPEC);
    // four cards home (+40) and three cards turned up (+15)
    expect(play(state, 'auto').score).toBe(55);
  });

  it.each([
    ['draw 1 costs 100 for every pass after the first', STANDARD1, [-100, -100, -100]],
    ['the spec\'s game counts as draw 1', STANDARD_SPEC, [-100, -100, -100]],
    ['draw 3 costs 20 for every pass after the third', STANDARD3, [0, 0, -20, -20]],
  ])('%s', (_name, scoring, costs) => {
    expect(costs.map((_, i) => recyclePoints(scoring, i + 2))).toEqual(costs);
    const deck = scoring.draw === 'spec' ? '#4♠, Q♦' : '#4♠, #Q♦';
    let state = position(`Deck:[${deck}]\nScore: 1000`, scoring);
    for (const cost of costs) {
      const before = state.score;
      state = play(drawAll(state), 'draw');
      expect(state.score - before).toBe(cost);
    }
  });

  it('a recycle does not go below 0', () => {
    const state = position('Deck:[]\nWaste:[4♠, Q♦]\nScore: 30', STANDARD1);
    expect(play(state, 'draw').score).toBe(0);
  });

  it('has no pass limit', () => {
    expect(passLimit(STANDARD1)).toBeNull();
    expect(passLimit(STANDARD3)).toBeNull();
  });

  it('starts at 0 and shows after the board', () => {
    const view = viewOf(dealGame(4, STANDARD1));
    expect(view.score).toBe(0);
    expect(renderBoard(view, PLAIN).split('\n').slice(-2)).toEqual(['Score: 0', '']);
  });
});

describe('Vegas scoring', () => {
  it.each([
    ['a card home from the waste: +5', VEGAS1, STANDARD_LINES, 'W F0', -22],
    ['a card home from the tableau: +5, and nothing for turning one up', VEGAS1, STANDARD_LINES, 'T2 F1', -22],
    ['waste to tableau: 0', VEGAS1, STANDARD_LINES, 'W T0', -27],
    ['turning a card up: 0', VEGAS1, STANDARD_LINES, 'T3 T4', -27],
    ['a card off a foundation: -5', VEGAS1, STANDARD_LINES, 'F0 T1', -32],
    ['D home in the spec\'s game: +5', VEGAS_SPEC, SPEC_LINES, 'D F0', -22],
  ])('%s', (_name, scoring, lines, move, after) => {
    expect(play(position(`${lines}\nScore: -27`, scoring), move).score).toBe(after);
  });

  it('starts at -52 and may stay negative', () => {
    const state = dealGame(4, VEGAS3);
    expect(state.score).toBe(-52);
    expect(renderBoard(viewOf(state), PLAIN)).toContain('\nScore: -52\n');
  });

  it('earns nothing by moving a card off a foundation and back', () => {
    const state = position(`${STANDARD_LINES}\nScore: -27`, VEGAS1);
    expect(play(state, 'F0 T1', 'T1 F0').score).toBe(-27);
  });

  it('costs nothing to recycle, within the passes allowed', () => {
    expect(passLimit(VEGAS1)).toBe(1);
    expect(passLimit(VEGAS3)).toBe(3);
    expect(passLimit(VEGAS_SPEC)).toBe(1);
    let state = dealGame(9, VEGAS3);
    state = play(drawAll(state), 'draw');
    state = play(drawAll(state), 'draw');
    expect(state.score).toBe(-52);
    expect(state.pass).toBe(3);
    expect(refusal(drawAll(state), 'draw')).toBe('Vegas scoring allows three passes through the deck');
  });
});

describe('the score table', () => {
  it('is Windows Solitaire\'s', () => {
    expect(POINTS).toEqual({
      standard: { stockToTableau: 5, toFoundation: 10, turnUp: 5, fromFoundation: -15 },
      vegas: { stockToTableau: 0, toFoundation: 5, turnUp: 0, fromFoundation: -5 },
    });
  });

  it('is left out without scoring', () => {
    const state = position(STANDARD_LINES, rules(1, 'none'));
    expect(play(state, 'W F0').score).toBe(0);
    expect(renderBoard(viewOf(state), PLAIN)).not.toContain('Score');
  });

  it('goes with the state, so undo (an earlier state) restores it', () => {
    const before = position(`${STANDARD_LINES}\nScore: 20`, STANDARD1);
    const after = klondike.apply(before, { kind: 'move', from: { kind: 'W', index: 0 }, to: { kind: 'F', index: 0 } });
    expect(after.ok && after.value.state.score).toBe(30);
    expect(before.score).toBe(20);
  });

  it('ends the won line', () => {
    const won = position(['♣', '♦', '♥', '♠'].map((s, i) => `Foundation ${i}:[${['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => r + s).join(', ')}]`).join('\n') + '\nScore: 635', STANDARD1);
    expect(klondike.result(won, 96)).toBe('You won in 96 moves. Final score: 635.');
    expect(klondike.result({ ...won, rules: rules(1, 'none') }, 96)).toBe('You won in 96 moves.');
  });
});
