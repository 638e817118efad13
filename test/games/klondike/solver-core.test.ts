/**
 * Klondike's WebAssembly solver core against the TypeScript search it was ported from
 * (the reference): the same verdicts, positions and moves, under every rule set; and the
 * core's answers replay to a win through the game's rules.
 */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { applyMove, legalMoves, tableOf } from '../../../src/games/klondike/rules.js';
import { checkSolution } from '../../../src/games/klondike/solution.js';
import { checkCoreKeysAfter, checkCoreLandingsAfter, checkCoreSetsAfter, checkCorePointerTable, checkCoreTable, coreKeysRoom, coreSearch } from '../../../src/games/klondike/solver/core.js';
import { solve } from '../../../src/games/klondike/solver/index.js';
import { isWon, type KlondikeRules, type KlondikeState } from '../../../src/games/klondike/state.js';
import { DRAW1, DRAW3, SOLVER_RULES, position } from '../../helpers/klondike.js';

const RULES = SOLVER_RULES;

/**
 * One of the core's checks along lines of play (core.ts `checkCore...After`): three lines
 * of up to 300 moves from each of deals 1..30, each line's seed from the deal, the line
 * and `salt`; each line's name and what the check returned for it.
 */
function alongLines(rules: KlondikeRules, salt: number, check: (state: KlondikeState, steps: number, seed: number) => number): Array<readonly [string, number]> {
  const lines: Array<readonly [string, number]> = [];
  for (let seed = 1; seed <= 30; seed += 1) {
    for (const walk of [1, 2, 3]) lines.push([`deal ${seed}, walk ${walk}`, check(dealGame(seed, rules), 300, seed * salt + walk)]);
  }
  return lines;
}

/** A position some moves into the deal (the first legal move but `auto`, then every third), for positions that are not deals. */
function played(seed: number, rules: KlondikeRules, steps: number): KlondikeState {
  let state = dealGame(seed, rules);
  for (let step = 0; step < steps && !isWon(state); step += 1) {
    const moves = legalMoves(tableOf(state)).filter((move) => move.kind !== 'auto');
    if (moves.length === 0) break;
    const next = applyMove(state, moves[(step * 3) % moves.length]!);
    if (!next.ok) throw new Error(next.error);
    state = next.value;
  }
  return state;
}

describe('the solver core', () => {
  it.each(RULES)('answers as the TypeScript search does, and its solutions win through the rules (%s)', (_name, rules) => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 15; seed += 1) {
      for (const state of [dealGame(seed, rules), played(seed, rules, 12)]) {
        const core = solve(state, { positions: 30_000, engine: 'core' });
        const reference = solve(state, { positions: 30_000, engine: 'typescript' });
        expect(core).toEqual(reference);
        if (core.kind === 'solved') checkSolution(state, core.moves);
        kinds.add(core.kind);
      }
    }
    expect(kinds.has('solved')).toBe(true);
  });

  it.each(RULES)('answers as the TypeScript search does with cards put down from the stock or a foundation waiting for a card to land on them (%s)', (_name, rules) => {
    const kinds = new Set<string>();
    // deals 1..15, and 182, lost under draw 1 in 45,984 positions so (against 673,726 without)
    for (const seed of [...Array.from({ length: 15 }, (_, i) => i + 1), 182]) {
      for (const state of [dealGame(seed, rules), played(seed, rules, 12)]) {
        const core = solve(state, { positions: 60_000, engine: 'core', postpone: true });
        expect(core).toEqual(solve(state, { positions: 60_000, engine: 'typescript', postpone: true }));
        if (core.kind === 'solved') checkSolution(state, core.moves);
        kinds.add(core.kind);
      }
    }
    expect(kinds.has('solved') && kinds.has('unsolvable')).toBe(true);
  });

  it.each(RULES)('works out the key of the position after a move, and whether it is decided, as making the move does (%s)', (_name, rules) => {
    // the search looks a move's position up before making it (core/board.ts keyAfter): every move along lines of play, checked
    let compared = 0;
    for (const [line, checked] of alongLines(rules, 7, checkCoreKeysAfter)) {
      expect(checked, line).toBeGreaterThan(0);
      compared += checked;
    }
    expect(compared).toBeGreaterThan(2_000);
  });

  it.each(RULES)('keeps the piles\' top cards, surface cards and empty piles as the piles have them, move by move (%s)', (_name, rules) => {
    // the move generator reads them off the board's card sets (core/board.ts refresh): after every move made and taken back along lines of play, checked against the piles
    let compared = 0;
    for (const [line, checked] of alongLines(rules, 13, checkCoreSetsAfter)) {
      expect(checked, line).toBeGreaterThan(0);
      compared += checked;
    }
    expect(compared).toBeGreaterThan(2_000);
  });

  it.each(RULES)('offers a card to put down, where it waits for a landing, only when a card can land on it (%s)', (_name, rules) => {
    // the search puts down no stock card (where every stock card stays in reach) or foundation card after which no card would land (core/moves.ts landingAfter, landingAfterHome): every one along lines of play, checked
    let compared = 0;
    for (const [line, checked] of alongLines(rules, 11, checkCoreLandingsAfter)) {
      expect(checked, line).toBeGreaterThanOrEqual(0);
      compared += checked;
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('keeps the same answer for a position searched again after others (its table starts empty each time)', () => {
    const state = dealGame(7, DRAW3);
    const first = solve(state, { positions: 50_000, engine: 'core' });
    for (let seed = 20; seed < 30; seed += 1) solve(dealGame(seed, DRAW1), { positions: 20_000, engine: 'core' });
    expect(solve(state, { positions: 50_000, engine: 'core' })).toEqual(first);
  });

  it.each([1_000, 300_000, 6_000_000])('finds every key it stored and none it did not (%i keys)', (positions) => {
    expect(checkCoreTable(positions, 7)).toBe(0);
  });

  it('answers as the TypeScript search does for a three-card stock longer than a deal\'s, whose pointers do not fit a pointer set', () => {
    // 30 cards in the stock: a pointer up to 29, 20 bits of pointer set where the table's packed form keeps 17
    const state = position([
      'Foundation 0:[A♠, 2♠]',
      'Foundation 1:[A♥, 2♥]',
      'Foundation 2:[A♦, 2♦]',
      'Foundation 3:[A♣, 2♣]',
      // the threes to eights buried, to be dug out with the stock's cards: won in 1,487 positions
      'Tableau 0:[#3♥, #3♣, #4♠, #4♦, #5♥, #5♣, 9♠]',
      'Tableau 1:[#6♠, #6♥, #7♣, #7♦, #8♠, #8♥, 10♦]',
    ].join('\n'), DRAW3);
    expect(state.deck.cards.length + state.waste.length).toBe(30);
    const core = solve(state, { positions: 100_000, engine: 'core', postpone: true });
    expect(core).toEqual(solve(state, { positions: 100_000, engine: 'typescript', postpone: true }));
    if (core.kind === 'solved') checkSolution(state, core.moves);
  });

  it('doubles the pointer-set table when a base finds no room within the overflow\'s reach, before its load asks (deal 5780 of draw 3)', () => {
    // the keys' form proves it lost in 1,157,824 positions; the pointer sets stopped full at 992,335, a run of
    // 64 full groups at 74% of the slots (1,108,722 positions since a pointer at the stock's end counts as 0)
    expect(coreSearch(dealGame(5780, DRAW3), 2_000_000, Infinity, true)).toEqual({ kind: 'unsolvable', positions: 1_108_722 });
  });

  // three-card draws without a pass limit keep a key less its pointer with the set of pointers met; 5 million
  // bases (each with one to three pointers, 10 million in all) take it to its largest size, packed
  it.each([1_000, 300_000, 5_000_000])('finds every pointer it stored with its key and none it did not (%i keys less their pointer)', (bases) => {
    expect(checkCorePointerTable(bases, 7, 17)).toBe(0);
  });

  it('holds as many keys as its largest table, packed, may hold, and answers as before once it has', () => {
    const state = dealGame(7, DRAW3);
    const first = solve(state, { positions: 50_000, engine: 'core' });
    // 19.7 million keys: through every doubling, into the packed form and 94% full
    expect(coreKeysRoom()).toBe(19_713_228);
    expect(checkCoreTable(coreKeysRoom(), 13)).toBe(0);
    expect(solve(state, { positions: 50_000, engine: 'core' })).toEqual(first);
  });
});
