/**
 * hint: sampled from what the player sees. It names legal moves only, never peeks (the
 * same answer however the unseen cards lie), is the first move of a solution once no
 * card is out of sight, and says when such a game is lost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { HINT_MEMORY, LOST_LINE, hint, sample } from '../../../src/games/klondike/hint.js';
import { formatMove } from '../../../src/games/klondike/notation.js';
import { legalMoves, tableOf } from '../../../src/games/klondike/rules.js';
import { solve } from '../../../src/games/klondike/solver/index.js';
import { isWon, type KlondikeRules, type KlondikeState } from '../../../src/games/klondike/state.js';
import { viewOf } from '../../../src/games/klondike/view.js';
import { DRAW1, DRAW3, SPEC, VEGAS3, deal, play } from '../../helpers/klondike.js';

/** The hint's moves after this line of states, as typed. */
function hinted(...line: KlondikeState[]): string[] {
  const result = hint(line.map(viewOf));
  if (!result.ok) throw new Error(result.error);
  return result.value.map(formatMove);
}

/** The same state with its unseen cards (face-down tableau cards, unseen deck cards) dealt into their places another way. */
function reshuffled(state: KlondikeState, seed: number): KlondikeState {
  return { ...sample(viewOf(state), seed).state, seed: state.seed, score: state.score, showing: state.showing, pass: state.pass };
}

const RULES: readonly [string, KlondikeRules][] = [['the spec\'s game', SPEC], ['draw 1', DRAW1], ['draw 3', DRAW3], ['draw 3, Vegas', VEGAS3]];

describe('hint', () => {
  it.each(RULES)('names legal moves only, and at least one (%s)', (_name, rules) => {
    for (const seed of [1, 2]) {
      const state = dealGame(seed, rules);
      const legal = legalMoves(tableOf(state)).map(formatMove);
      const moves = hinted(state);
      expect(moves.length).toBeGreaterThan(0);
      for (const move of moves) expect(legal).toContain(move);
    }
  });

  it('gives the same answer for states that differ only in where the unseen cards lie', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULES.map(([, rules]) => rules)), fc.integer({ min: 1, max: 10_000 }), fc.nat(30), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (rules, seed, steps, other) => {
        let state = dealGame(seed, rules);
        // a few moves in, so that some cards have come to light
        for (let i = 0; i < steps && !isWon(state); i += 1) {
          const moves = legalMoves(tableOf(state)).filter((move) => move.kind !== 'auto');
          if (moves.length === 0) break;
          state = play(state, formatMove(moves[(i * 5 + seed) % moves.length]!));
        }
        const seen = viewOf(state);
        // whether play is stuck is worked out from the full state (view.ts), so another
        // layout of the unseen cards may change it: the player is told what the state says
        const permuted = { ...viewOf(reshuffled(state, other)), stuck: seen.stuck };
        expect(permuted).toEqual({ ...seen });
        expect(hint([permuted])).toEqual(hint([seen]));
      }),
      // the first: a layout where the state is stuck and the reshuffled one is not (fast-check found it)
      { numRuns: 12, examples: [[DRAW3, 10, 5, 0]] },
    );
  });

  it('gives the same answer for two deal files that differ only in the order of the face-down cards', () => {
    const lines = [
      'Deck:[#4♠, #Q♦, #8♥, #2♣, #J♦, #5♣, #9♥, #6♠, #A♦, #K♦, #10♣, #7♥, #3♠, #J♠, #2♥, #6♣, #8♦, #10♥, #Q♣, #A♣, #K♠, #7♦]',
      'Foundation 0:[A♥]',
      'Foundation 1:[A♠, 2♠]',
      'Tableau 0:[K♥, Q♠]',
      'Tableau 1:[#3♣, 9♣]',
      'Tableau 2:[#4♦, #7♠, 5♦]',
      'Tableau 3:[#10♦, #Q♥, #3♦, 4♣]',
      'Tableau 4:[#J♣, #8♣, #4♥, #9♠, 6♥]',
      'Tableau 5:[#5♠, #5♥, #6♦, #3♥, #K♣, 9♦]',
      'Tableau 6:[#2♦, #7♣, #J♥, #8♠, 10♠]',
    ];
    const one = deal(lines.join('\n'), DRAW3);
    // the same position with face-down and unseen cards in another order
    const other = deal(lines.join('\n')
      .replace('#3♣, 9♣', '#K♦, 9♣').replace('#A♦, #K♦', '#A♦, #3♣')
      .replace('#J♣, #8♣, #4♥, #9♠', '#9♠, #4♥, #8♣, #J♣'), DRAW3);
    expect(other).not.toEqual(one);
    expect(viewOf(other)).toEqual(viewOf(one));
    expect(hinted(other)).toEqual(hinted(one));
  });

  it('comes out the same twice for the same view', () => {
    const state = play(dealGame(7, DRAW3), 'draw');
    expect(hinted(state)).toEqual(hinted(state));
  });

  it('with no card out of sight, is the first move of a solution, and following it wins', () => {
    // every card face up: the foundations hold most, the rest lie in the tableau and the deck
    let state = deal([
      'Foundation 0:[A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠, 8♠]',
      'Foundation 1:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥]',
      'Foundation 2:[A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦]',
      'Foundation 3:[A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, 8♣, 9♣, 10♣]',
      'Tableau 0:[K♠, Q♥, J♠, 10♥, 9♠]',
      'Tableau 1:[K♦, Q♣, J♦, 10♠]',
      'Tableau 2:[9♦]',
      'Tableau 3:[J♣]',
      'Deck:[K♥, 8♦, K♣, J♥, Q♠, Q♦, 10♦]',
      'Pass: 2',
    ].join('\n'), DRAW3);
    expect(solve(state).kind).toBe('solved');
    const line = [state];
    for (let step = 0; step < 200 && !isWon(state); step += 1) {
      const [first] = hinted(...line.slice(-HINT_MEMORY));
      state = play(state, first!);
      line.push(state);
    }
    expect(isWon(state)).toBe(true);
  });

  it('says the game is lost when no card is out of sight and no line of moves wins', () => {
    // the spec's game with Vegas scoring: one pass, so 8♦ stays under the waste for good; the clubs can still go home
    const lost = deal([
      'Foundation 0:[A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠, 8♠, 9♠, 10♠, J♠, Q♠, K♠]',
      'Foundation 1:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥, J♥, Q♥, K♥]',
      'Foundation 2:[A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦]',
      'Foundation 3:[A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, 8♣, 9♣, 10♣, J♣]',
      'Waste:[8♦]',
      ...['9♦', '10♦', 'J♦', 'Q♦', 'K♦', 'K♣', 'Q♣'].map((card, i) => `Tableau ${i}:[${card}]`),
    ].join('\n'), { draw: 'spec', scoring: 'vegas' });
    expect(viewOf(lost).stuck).toBe(false);
    expect(solve(lost).kind).toBe('unsolvable');
    expect(hint([viewOf(lost)])).toEqual({ ok: false, error: LOST_LINE });
  });

  it('never names a move back into a position seen lately that turns no card up', () => {
    const before = deal([
      'Foundation 0:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥]',
      'Tableau 0:[#4♠, 8♣]',
      'Tableau 1:[#2♣, #3♣, #4♣, #5♣, #6♣, #7♣, #9♣, #10♣, #J♣, #Q♣, #K♣, #A♣, #8♠, 9♦]',
      'Deck:[#A♠, #2♠, #3♠, #5♠, #6♠, #7♠, #9♠, #10♠, #J♠, #Q♠, #K♠, #A♦, #2♦, #3♦, #4♦, #5♦, #6♦, #7♦, #8♦, #10♦, #J♦, #Q♦, #K♦, #8♥, #9♥, #10♥, #J♥, #Q♥, #K♥]',
    ].join('\n'), DRAW1);
    const after = play(before, 'F0 T0');
    expect(legalMoves(tableOf(after)).map(formatMove)).toContain('T0 F0');
    expect(hinted(before, after)).not.toContain('T0 F0');
  });
});
