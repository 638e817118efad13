/** The column view's building blocks: cells in slots, piles down the screen, rows and words that wrap. */
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../src/engine/card.js';
import { cardCell, cell, emptyCell, fitted, headedGroups, headedRows, joined, line, pileColumns, slotWidth, spanning, wrapWords } from '../../src/engine/columns.js';
import { PLAIN, type Theme } from '../../src/engine/theme.js';
import { visibleWidth } from '../../src/engine/wrap.js';

/** A theme that marks what it styles, to show that styling never shifts a column. */
const MARKED: Theme = { colour: true, card: (card) => `<${card.rank}${card.suit}>`, dim: (text) => `{${text}}` };

describe('cells in slots', () => {
  it('counts a suit as one column, and the text as shown rather than its colour codes', () => {
    expect(visibleWidth('10♥')).toBe(3);
    expect(cardCell(cardOf(10, 'H'), MARKED)).toEqual({ text: '<10H>', width: 3, span: 1 });
    expect(cardCell(null, MARKED)).toEqual({ text: '{##}', width: 2, span: 1 });
  });

  it('pads each cell to its slots, keeps a space after one too wide, and trims the end', () => {
    expect(line([cell('a'), spanning(cell('bb'), 2), cell('c')], 3)).toBe('a  bb    c');
    expect(line([cell('wide'), cell('x')], 3)).toBe('wide x');
    expect(line([cell('a'), cell('')], 4)).toBe('a');
  });

  it('joins cells with a space between', () => {
    expect(joined([cell('8♠'), cell('10♣'), emptyCell(PLAIN)])).toEqual({ text: '8♠ 10♣ --', width: 9, span: 1 });
  });
});

describe('piles down the screen', () => {
  it('puts the i-th card of each pile on line i, and -- for an empty pile', () => {
    const piles = [[cell('K♠'), cell('Q♥')], [], [cell('5♦')]];
    expect(pileColumns(piles, 4, PLAIN)).toEqual(['K♠  --  5♦', 'Q♥']);
  });

  it('wraps headed cells into rows', () => {
    const heads = ['1', '2', '3'].map((h) => cell(h));
    const cards = ['A♣', 'B', 'C'].map((c) => cell(c));
    expect(headedRows(heads, cards, 3, 2)).toEqual(['1  2', 'A♣ B', '3', 'C']);
  });
});

describe('a picture drawn for a width', () => {
  it('takes the widest slot up to the one preferred in which the slots fit', () => {
    expect(slotWidth(7, 3, 80, 10)).toBe(10);
    expect(slotWidth(7, 3, 40, 10)).toBe(6);
    expect(slotWidth(8, 4, 46, 6)).toBe(6);
    expect(slotWidth(8, 4, 45, 6)).toBe(5);
    expect(slotWidth(1, 3, 2, 5)).toBe(5);
  });

  it('lays groups of headed cells across, a group that does not fit starting a row of its own', () => {
    const item = (head: string, text: string, room: number) => ({ head: cell(head), cell: cell(text), room });
    const groups = [[item('Deck', '## (3)', 8), item('Waste', '--', 16)], [item('F0', 'A♠', 3), item('F1', '--', 3)]];
    expect(headedGroups(groups, 10, 80)).toEqual(['Deck      Waste               F0        F1', '## (3)    --                  A♠        --']);
    expect(headedGroups(groups, 6, 39)).toEqual(['Deck        Waste             F0    F1', '## (3)      --                A♠    --']);
    expect(headedGroups(groups, 6, 38)).toEqual(['Deck        Waste', '## (3)      --', 'F0    F1', 'A♠    --']);
  });

  it('gives the lines as text only when every one fits the width', () => {
    expect(fitted(['abc', '10♥ x'], 5)).toBe('abc\n10♥ x\n');
    expect(fitted(['abc', '10♥ xy'], 5)).toBeNull();
  });
});

describe('words that wrap', () => {
  it('breaks between words, and a word longer than a line where the line ends', () => {
    expect(wrapWords('one two three', 8)).toEqual(['one two', 'three']);
    expect(wrapWords('abcdefghij xy', 4)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
    expect(wrapWords('', 10)).toEqual([]);
    expect(wrapWords('♠♥♦♣♠', 2)).toEqual(['♠♥', '♦♣', '♠']);
  });

  it('counts a wide character two columns and a combining accent none, and never cuts between a letter and its accent', () => {
    expect(wrapWords('山田 山田 山田', 9)).toEqual(['山田 山田', '山田']);
    expect(wrapWords('😀😀😀😀😀', 4)).toEqual(['😀😀', '😀😀', '😀']);
    expect(wrapWords('😀😀😀', 3)).toEqual(['😀', '😀', '😀']);
    expect(wrapWords('Ame\u0301lie Rene\u0301e', 12)).toEqual(['Ame\u0301lie Rene\u0301e']);
    expect(wrapWords('e\u0301e\u0301e\u0301', 2)).toEqual(['e\u0301e\u0301', 'e\u0301']);
  });

  it('measures a cell of wide characters by its columns, so the next cell starts in line', () => {
    expect(cell('山田').width).toBe(4);
    expect(line([cell('山田'), cell('x')], 6)).toBe('山田  x');
  });
});
