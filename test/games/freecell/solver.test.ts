/**
 * The solver: every solution it gives is replayed through the engine's rules
 * (applyMove from the position it was asked about, ending won), never trusted.
 */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/freecell/deal.js';
import { applyMove, isWon, legalMoves } from '../../../src/games/freecell/rules.js';
import { wastedMoves } from '../../../src/games/freecell/solution.js';
import { solve, type SolveResult } from '../../../src/games/freecell/solver/index.js';
import type { FreeCellMove, FreeCellRules, FreeCellState } from '../../../src/games/freecell/state.js';
import { board } from '../../helpers/freecell.js';

const ONE_CARD: FreeCellRules = { supermoves: false, autoplay: false };
const SUPERMOVES: FreeCellRules = { supermoves: true, autoplay: false };

/** Plays the moves through the engine; the position reached, or why a move was refused. */
function replay(state: FreeCellState, moves: readonly FreeCellMove[]): FreeCellState {
  let current = state;
  for (const [i, move] of moves.entries()) {
    const next = applyMove(current, move);
    if (!next.ok) throw new Error(`move ${i + 1} (${JSON.stringify(move)}) refused: ${next.error}`);
    current = next.value;
  }
  return current;
}

function solved(result: SolveResult): readonly FreeCellMove[] {
  if (result.kind !== 'solved') throw new Error(`not solved: ${result.kind}`);
  return result.moves;
}

/** The solution wins when replayed through the engine under the state's own rules. */
function expectWins(state: FreeCellState, result: SolveResult): readonly FreeCellMove[] {
  const moves = solved(result);
  expect(isWon(replay(state, moves))).toBe(true);
  return moves;
}

/** A position some legal moves into deal n (the engine's moves, chosen by a fixed rule). */
function midGame(n: number, plies: number, rules: FreeCellRules): FreeCellState {
  let state = dealGame(n, rules);
  for (let i = 0; i < plies; i += 1) {
    const moves = legalMoves(state);
    const move = moves[(i * 7 + n) % moves.length];
    if (move === undefined) break;
    const next = applyMove(state, move);
    if (next.ok) state = next.value;
  }
  return state;
}

describe('deals 1..200', () => {
  it('are solved one card a move, and each solution wins under the default rules', () => {
    for (let n = 1; n <= 200; n += 1) {
      const state = dealGame(n);
      const moves = expectWins(state, solve(state));
      expect(moves.every((move) => move.count === undefined)).toBe(true);
    }
  });

  it('are solved with supermoves, and each solution wins under --supermoves', () => {
    for (let n = 1; n <= 200; n += 1) {
      const state = dealGame(n, SUPERMOVES);
      const moves = expectWins(state, solve(state));
      for (const move of moves) {
        if (move.count !== undefined) expect(move.from.kind === 'T' && move.to.kind === 'T').toBe(true);
      }
    }
  });
});

describe('no wasted move', () => {
  it('deal #11 one card a move: no move the next one undoes (it once had T2 T1, F3 T2, T2 F3, T2 T0)', () => {
    const state = dealGame(11);
    expect(wastedMoves(state, solved(solve(state)))).toEqual([]);
  });

  it.each([
    ['one card a move', ONE_CARD],
    ['supermoves', SUPERMOVES],
  ] as const)('deals 1..300, %s: no solution comes back to a position it met before', (_, rules) => {
    const wasteful: number[] = [];
    for (let n = 1; n <= 300; n += 1) {
      const state = dealGame(n, rules);
      if (wastedMoves(state, solved(solve(state))).length > 0) wasteful.push(n);
    }
    expect(wasteful).toEqual([]);
  });

  it('a position met twice is found, whichever free cell holds what', () => {
    const state = dealGame(1);
    const move = (from: string, to: string): FreeCellMove => ({
      from: { kind: from[0] as 'T' | 'F', index: Number(from[1]) },
      to: { kind: to[0] as 'T' | 'F', index: Number(to[1]) },
    });
    // a card into a free cell, then on to two others: the same position each time
    const detour = [move('T0', 'F0'), move('F0', 'F1'), move('F1', 'F2')];
    const after = detour.reduce((position, m) => {
      const next = applyMove(position, m);
      if (!next.ok) throw new Error(next.error);
      return next.value;
    }, state);
    expect(wastedMoves(state, [...detour, ...solved(solve(after))])).toEqual([1, 2]);
  });
});

describe('solutions', () => {
  it('replay under autoplay, in both modes: the moves home autoplay makes are left out', () => {
    for (let n = 1; n <= 40; n += 1) {
      for (const supermoves of [false, true]) {
        const state = dealGame(n, { supermoves, autoplay: true });
        const moves = expectWins(state, solve(state));
        const off = solved(solve(dealGame(n, { supermoves, autoplay: false })));
        expect(moves.length).toBeLessThan(off.length);
      }
    }
  });

  it('write every move out, moves home included, when autoplay is off', () => {
    const moves = solved(solve(dealGame(1)));
    expect(moves.filter((move) => move.to.kind === 'H')).toHaveLength(52);
  });

  it('carry runs as one move with their count under supermoves', () => {
    const moves = solved(solve(dealGame(1, SUPERMOVES)));
    expect(moves.some((move) => (move.count ?? 1) > 1)).toBe(true);
    const oneCard = solved(solve(dealGame(1)));
    expect(oneCard.length).toBeGreaterThan(moves.length);
  });

  it('start from any legal position, not only a deal\'s start', () => {
    for (let n = 1; n <= 30; n += 1) {
      for (const rules of [ONE_CARD, SUPERMOVES, { supermoves: false, autoplay: true }, { supermoves: true, autoplay: true }]) {
        const state = midGame(n, 25, rules);
        const result = solve(state);
        if (result.kind !== 'unsolvable') expectWins(state, result);
      }
    }
  });

  it('are the same for the same position and budget', () => {
    const state = dealGame(617, SUPERMOVES);
    expect(solve(state, { positions: 50_000 })).toEqual(solve(state, { positions: 50_000 }));
  });

  it('are empty for a won position', () => {
    const state = midGame(1, 0, ONE_CARD);
    const won = replay(state, solved(solve(state)));
    expect(solve(won)).toEqual({ kind: 'solved', moves: [], positions: 1 });
  });
});

/** Hearts and spades left, aces buried, nothing can move: lost as it stands. */
const STUCK = `Freecell 0:[5♥]
Freecell 1:[5♠]
Freecell 2:[3♥]
Freecell 3:[3♠]
Homecell 0:[A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, 8♣, 9♣, 10♣, J♣, Q♣, K♣]
Homecell 1:[A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, 8♦, 9♦, 10♦, J♦, Q♦, K♦]
Tableau 0:[A♥, 2♠, K♥]
Tableau 1:[A♠, 2♥, K♠]
Tableau 2:[4♥, J♥]
Tableau 3:[4♠, J♠]
Tableau 4:[6♥, 9♥]
Tableau 5:[6♠, 9♠]
Tableau 6:[8♥, Q♠, 10♥, 7♥]
Tableau 7:[8♠, Q♥, 10♠, 7♠]
`;

/** One free cell open, moves to make, and still lost (found by a search over random positions; see the test). */
const LOST = `Freecell 0:[5♣]
Freecell 1:[3♦]
Freecell 2:[K♦]
Tableau 0:[Q♥, 5♠, Q♠, 9♣, 2♥, 6♥, 10♥]
Tableau 1:[A♦, 10♠, 6♣, 3♥, 10♦, Q♣]
Tableau 2:[6♠, A♣, 8♠, 2♣, 7♣, 8♥]
Tableau 3:[2♦, A♠, 5♦, 8♣, 9♦, K♥]
Tableau 4:[3♠, J♥, J♣, Q♦, 9♥, K♣]
Tableau 5:[9♠, 4♣, 4♠, 7♦, 6♦, 2♠]
Tableau 6:[4♦, 10♣, 3♣, 5♥, 7♥, A♥]
Tableau 7:[7♠, 4♥, J♠, J♦, 8♦, K♠]
`;

/** Every position the engine's own legal moves reach from this one, or null when one of them is won. */
function reachable(start: FreeCellState): number | null {
  const key = (state: FreeCellState): string => JSON.stringify([
    state.freecells.map((pile) => JSON.stringify(pile)).sort(),
    state.homecells.map((pile) => pile.length),
    state.tableau.map((pile) => JSON.stringify(pile)).sort(),
  ]);
  const seen = new Set([key(start)]);
  const stack = [start];
  for (let state = stack.pop(); state !== undefined; state = stack.pop()) {
    if (isWon(state)) return null;
    for (const move of legalMoves(state)) {
      const next = applyMove(state, move);
      if (next.ok && !seen.has(key(next.value))) {
        seen.add(key(next.value));
        stack.push(next.value);
      }
    }
  }
  return seen.size;
}

describe('unsolvable and unknown', () => {
  it('says unsolvable when no move is left', () => {
    expect(solve(board(STUCK))).toEqual({ kind: 'unsolvable', positions: 1 });
  });

  it('says unsolvable only after the whole reachable space is searched', () => {
    for (const rules of [ONE_CARD, SUPERMOVES]) {
      const state = { ...board(LOST), rules };
      // the engine's own moves, every one tried, never win from here
      expect(reachable(state)).toBeGreaterThan(100);
      const result = solve(state);
      expect(result.kind).toBe('unsolvable');
      expect(result.positions).toBeGreaterThan(10);
      expect(solve(state, { positions: result.positions - 1 }).kind).toBe('unknown');
    }
  });

  it('does not solve deal 11982 under a modest budget', () => {
    for (const rules of [ONE_CARD, SUPERMOVES]) {
      const result = solve(dealGame(11982, rules), { positions: 30_000 });
      expect(['unsolvable', 'unknown']).toContain(result.kind);
      expect(result.positions).toBeLessThanOrEqual(30_000);
    }
  });

  it('says unknown when the budget runs out', () => {
    expect(solve(dealGame(1), { positions: 10 })).toEqual({ kind: 'unknown', positions: 10 });
    expect(solve(dealGame(1), { milliseconds: 0 }).kind).toBe('unknown');
  });

  it('refuses a position that is not one', () => {
    const state = dealGame(1);
    const broken = { ...state, tableau: state.tableau.map((pile, i) => (i === 0 ? pile.slice(1) : pile)) };
    expect(() => solve(broken)).toThrow(RangeError);
  });
});
