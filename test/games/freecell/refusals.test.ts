/**
 * What FreeCell says when it refuses a line, at a terminal: what is wrong with it (a
 * pile that is not there, a home cell as a source), and for a run typed without
 * supermoves, that supermoves exist. A pipe gets `Oops, invalid move.` alone.
 */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/freecell/deal.js';
import { freecell, INVALID } from '../../../src/games/freecell/index.js';

const deal = dealGame(1);

/** The line a terminal shows for this text typed at deal 1 (the parse, and then the rules). */
function refusal(text: string, state = deal, atTerminal = true): string {
  const move = freecell.parseMove(text, state);
  if (move === null) return freecell.rejection(null, atTerminal);
  if (!move.ok) return freecell.rejection(move.error, atTerminal);
  const applied = freecell.apply(state, move.value);
  return applied.ok ? 'played' : freecell.rejection(applied.error, atTerminal);
}

describe('a refusal names the problem', () => {
  it.each([
    ['T1 T9', 'There is no Tableau 9: the tableau piles are T0-T7.'],
    ['t9 f0', 'There is no Tableau 9: the tableau piles are T0-T7.'],
    ['T10 F0', 'There is no Tableau 10: the tableau piles are T0-T7.'],
    ['T1 F4', 'There is no Freecell 4: the free cells are F0-F3.'],
    ['H4 T1', 'There is no Homecell 4: the home cells are H0-H3.'],
    ['T1 T', 'T needs a number: the tableau piles are T0-T7.'],
    ['F T1', 'F needs a number: the free cells are F0-F3.'],
    ['9a', 'There is no column 9: the columns are 1-8.'],
    ['a0', 'There is no column 0: the columns are 1-8.'],
    ['h1', 'Nothing leaves a home cell.'],
    ['ha', 'Nothing leaves a home cell.'],
    // the rules' own reasons, as before
    ['h0 t1', 'A card cannot be taken from a home cell.'],
    ['t0 t1', '6♠ cannot go on 9♣.'],
    ['F0 H', 'Freecell 0 is empty.'],
    ['ah', 'Freecell 0 is empty.'],
  ])('%j: %s', (text, reason) => {
    expect(refusal(text)).toBe(`${INVALID} ${reason}`);
    // a pipe gets the line alone, whatever the reason
    expect(refusal(text, deal, false)).toBe(INVALID);
  });

  it.each(['T1', 'tree f0', 'hello', 'e1', '3', ''])('%j is not a move: it is told how one is typed', (text) => {
    expect(refusal(text)).toBe(`${INVALID} Type a move such as T3 F0 (or 3a), or help.`);
    expect(refusal(text, deal, false)).toBe(INVALID);
  });
});
