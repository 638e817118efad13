/** The column view's building blocks: cells in slots, piles down the screen, rows and words that wrap. */
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../src/engine/card.js';
import { cardCell, cell, emptyCell, fitted, headedGroups, headedRows, joined, line, pileColumns, pileRows, slotWidth, spanning, wrapWords, type Cell } from '../../src/engine/columns.js';
import { pictureOf, pictureText, type Row } from '../../src/engine/picture.js';
import { PLAIN, type Theme } from '../../src/engine/theme.js';
import { visibleWidth } from '../../src/engine/wrap.js';

/** Rows as the lines of text they print, without the newlines. */
function texts(rows: readonly Row[], theme: Theme = PLAIN): string[] {
  return pictureText(pictureOf(rows), theme).split('\n').slice(0, -1);
}

/** A cell as the text it prints, and its width. */
function shown(c: Cell, theme: Theme): { text: string; width: number; span: number } {
  return { text: texts([line([c], 1)], theme)[0] ?? '', width: c.width, span: c.span };
}

/** A theme that marks what it styles, to show that styling never shifts a column. */
const MARKED: Theme = { colour: true, card: (card) => `<${card.rank}${card.suit}>`, dim: (text) => `{${text}}` };

describe('cells in slots', () => {
  it('counts a suit as one column, and the text as shown rather than its colour codes', () => {
    expect(visibleWidth('10♥')).toBe(3);
    expect(shown(cardCell(cardOf(10, 'H')), MARKED)).toEqual({ text: '<10H>', width: 3, span: 1 });
    expect(shown(cardCell(null), MARKED)).toEqual({ text: '{##}', width: 2, span: 1 });
  });

  it('pads each cell to its slots, keeps a space after one too wide, and trims the end', () => {
    expect(texts([line([cell('a'), spanning(cell('bb'), 2), cell('c')], 3)])).toEqual(['a  bb    c']);
    expect(texts([line([cell('wide'), cell('x')], 3)])).toEqual(['wide x']);
    expect(texts([line([cell('a'), cell('')], 4)])).toEqual(['a']);
  });

  it('joins cells with a space between', () => {
    expect(shown(joined([cell('8♠'), cell('10♣'), emptyCell()]), MARKED)).toEqual({ text: '8♠ 10♣ {--}', width: 9, span: 1 });
    expect(shown(joined([cell('#', 'back'), cell('#', 'back')], 0), MARKED)).toEqual({ text: '{#}{#}', width: 2, span: 1 });
  });
});

describe('piles down the screen', () => {
  it('puts the i-th card of each pile on line i, and -- for an empty pile', () => {
    const piles = [[cell('K♠'), cell('Q♥')], [], [cell('5♦')]];
    expect(texts(pileColumns(piles, 4, () => emptyCell()))).toEqual(['K♠  --  5♦', 'Q♥']);
  });

  it('wraps headed cells into rows', () => {
    const heads = ['1', '2', '3'].map((h) => cell(h));
    const cards = ['A♣', 'B', 'C'].map((c) => cell(c));
    expect(texts(headedRows(heads, cards, 3, 2))).toEqual(['1  2', 'A♣ B', '3', 'C']);
  });

  it('lays piles as rows across, a long one going on under its first card', () => {
    const heads = ['T0', 'T10'].map((h) => cell(h));
    const piles = [['A♣', 'B', 'C', 'D', 'E'].map((c) => cell(c)), [emptyCell()]];
    expect(texts(pileRows(heads, piles, 16, 2))).toEqual(['T0  A♣ B  C  D', '    E', 'T10 --']);
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
    expect(texts(headedGroups(groups, 10, 80))).toEqual(['Deck      Waste               F0        F1', '## (3)    --                  A♠        --']);
    expect(texts(headedGroups(groups, 6, 39))).toEqual(['Deck        Waste             F0    F1', '## (3)      --                A♠    --']);
    expect(texts(headedGroups(groups, 6, 38))).toEqual(['Deck        Waste', '## (3)      --', 'F0    F1', 'A♠    --']);
  });

  it('gives the rows as a picture only when every one fits the width, and the height when there is one', () => {
    const rows = (...lines: string[]) => lines.map((text) => line([cell(text)], 1));
    const drawn = fitted(rows('abc', '10♥ x'), 5);
    expect(drawn === null ? null : pictureText(drawn, PLAIN)).toBe('abc\n10♥ x\n');
    expect(drawn).toMatchObject({ width: 5, height: 2 });
    expect(fitted(rows('abc', '10♥ xy'), 5)).toBeNull();
    expect(fitted(rows('abc', '10♥ x'), 5, 2)).not.toBeNull();
    expect(fitted(rows('abc', '10♥ x'), 5, 1)).toBeNull();
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
    expect(texts([line([cell('山田'), cell('x')], 6)])).toEqual(['山田  x']);
  });
});
