/**
 * What FreeCell says when it refuses a line, at a terminal: what is wrong with it (a
 * pile that is not there, a home cell as a source), and for a run typed without
 * supermoves, that supermoves exist. A pipe gets `Oops, invalid move.` alone.
 */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/freecell/deal.js';
import { freecell, INVALID } from '../../../src/games/freecell/index.js';
import { board } from '../../helpers/freecell.js';

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

describe('a run typed without supermoves', () => {
  const rest = (lines: string) => {
    const used = new Set(lines.match(/(10|[2-9AJQK])[♠♥♦♣]/g) ?? []);
    const cards = ['♣', '♦', '♥', '♠'].flatMap((s) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => r + s)).filter((c) => !used.has(c));
    return board(`${lines}\nTableau 7:[${cards.join(', ')}]`);
  };
  // 8♣ 7♥ is a run; 9♦ takes the 8♣, not the 7♥
  const lines = 'Tableau 2:[K♠, 8♣, 7♥]\nTableau 6:[9♦]';

  it('says that supermoves exist and how to turn them on', () => {
    const note = '7♥ cannot go on 9♦; one card moves at a time (start the game with --supermoves, or pick supermoves in the menu, to move 8♣ 7♥ as one).';
    expect(refusal('37', rest(lines))).toBe(`${INVALID} ${note}`);
    expect(refusal('T2 T6', rest(lines))).toBe(`${INVALID} ${note}`);
    expect(refusal('37', rest(lines), false)).toBe(INVALID);
  });

  it('says nothing of supermoves where no run would fit, or where they are on', () => {
    expect(refusal('T2 T6', rest('Tableau 2:[K♠, 8♣, 7♥]\nTableau 6:[9♠]'))).toBe(`${INVALID} 7♥ cannot go on 9♠.`);
    expect(refusal('T2 T6', rest('Tableau 2:[K♠, 7♥]\nTableau 6:[9♦]'))).toBe(`${INVALID} 7♥ cannot go on 9♦.`);
    expect(refusal('T2 F0', rest('Tableau 2:[K♠, 8♣, 7♥]\nFreecell 0:[9♦]'))).toBe(`${INVALID} Freecell 0 already holds a card.`);
    const supermoves = { ...rest('Tableau 2:[K♠, 8♣, 6♥]\nTableau 6:[9♦]'), rules: { supermoves: true, autoplay: false } };
    expect(refusal('T2 T6', supermoves)).toBe(`${INVALID} 6♥ cannot go on 9♦.`);
  });
});
