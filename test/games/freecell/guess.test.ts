import { describe, expect, it } from 'vitest';
import { CARDS, formatCard } from '../../../src/engine/card.js';
import { formatMove } from '../../../src/games/freecell/notation.js';
import { guess, positionKey } from '../../../src/games/freecell/guess.js';
import { applyMove, legalMoves } from '../../../src/games/freecell/rules.js';
import { dealGame } from '../../../src/games/freecell/deal.js';
import type { FreeCellState } from '../../../src/games/freecell/state.js';
import { board, SPEC_BOARD } from '../../helpers/freecell.js';

function hinted(line: FreeCellState[]): string {
  const result = guess(line);
  if (!result.ok) throw new Error(result.error);
  return formatMove(result.value);
}

describe('the guess (hint\'s fallback when the solver runs out of budget)', () => {
  it('names a legal move', () => {
    for (const deal of [1, 2, 3, 617, 1000]) {
      const state = dealGame(deal);
      expect(legalMoves(state).map(formatMove)).toContain(hinted([state]));
    }
  });

  it('sends a free ace home', () => {
    expect(hinted([board(SPEC_BOARD.replace(', 2♠, K♣]', ']').replace('Freecell 0:[]', 'Freecell 0:[K♣]').replace('3♦]', '3♦, 2♠]'))])).toBe('T3 H0');
  });

  it('never leads back into a position already played', () => {
    let line = [dealGame(617)];
    for (let i = 0; i < 40; i += 1) {
      const result = guess(line);
      if (!result.ok) break;
      const next = applyMove(line[line.length - 1]!, result.value);
      expect(next.ok).toBe(true);
      if (!next.ok) break;
      expect(line.map(positionKey)).not.toContain(positionKey(next.value));
      line = [...line, next.value];
    }
  });

  /** Every free cell holds a king but `open`, and the tops 2♥ to 9♥ fit nowhere. */
  function jammed(open: number | null): FreeCellState {
    const tops = ['2♥', '3♥', '4♥', '5♥', '6♥', '7♥', '8♥', '9♥'];
    const kings = ['K♣', 'K♦', 'K♥', 'K♠'];
    const rest = CARDS.map(formatCard).filter((c) => !tops.includes(c) && !kings.includes(c));
    const piles = tops.map((top, i) => [...rest.slice(i * 5, i * 5 + 5), top]);
    if (open !== null) piles[0]!.push(kings[open]!);
    const lines = [
      ...kings.map((king, i) => `Freecell ${i}:[${i === open ? '' : king}]`),
      ...piles.map((pile, i) => `Tableau ${i}:[${pile.join(', ')}]`),
    ];
    return board(lines.join('\n'));
  }

  it('says so when no move is left', () => {
    const stuck = jammed(null);
    expect(legalMoves(stuck)).toEqual([]);
    expect(guess([stuck])).toEqual({ ok: false, error: 'No legal move is left: undo some moves, or quit.' });
  });

  it('says so when every move leads back to a position already played', () => {
    const position = jammed(3);
    const after = legalMoves(position).map((move) => applyMove(position, move)).flatMap((r) => (r.ok ? [r.value] : []));
    expect(after.length).toBeGreaterThan(0);
    expect(guess([position]).ok).toBe(true);
    expect(guess([...after, position])).toEqual({
      ok: false,
      error: 'Every legal move leads back to a position already played: try undo.',
    });
  });
});
