import { describe, expect, it } from 'vitest';
import { PLAIN } from '../../../src/engine/theme.js';
import { parseBoard, renderBoard } from '../../../src/games/freecell/board.js';
import { dealGame } from '../../../src/games/freecell/deal.js';
import { board, SPEC_BOARD, SPEC_BOARD_AFTER } from '../../helpers/freecell.js';

function problem(text: string): string {
  const parsed = parseBoard(text);
  if (parsed.ok) throw new Error('the board was accepted');
  return parsed.error;
}

const TABLEAU = SPEC_BOARD.trimEnd().split('\n').slice(8).join('\n');

describe('the FreeCell board', () => {
  it('prints the 16 lines of the spec, in order', () => {
    expect(renderBoard(board(SPEC_BOARD), PLAIN)).toBe(SPEC_BOARD);
  });

  it('deals 4 piles of 7 and then 4 of 6: Windows game #1', () => {
    const lines = renderBoard(dealGame(1), PLAIN).split('\n');
    expect(lines[8]).toBe('Tableau 0:[J♦, K♦, 2♠, 4♣, 3♠, 6♦, 6♠]');
    expect(dealGame(1).tableau.map((pile) => pile.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
  });

  it('reads its own lines back, for every deal tried', () => {
    for (const deal of [1, 2, 617, 11982, 1_000_000, 2 ** 31 - 1]) {
      const state = dealGame(deal);
      expect(parseBoard(renderBoard(state, PLAIN), deal)).toEqual({ ok: true, value: state });
    }
  });

  it('takes lines left out as empty piles, in any order, with blank lines and # comments', () => {
    const shuffledLines = `# the spec's position after three moves\n\n${SPEC_BOARD_AFTER.split('\n').reverse().join('\n')}`;
    expect(renderBoard(board(shuffledLines), PLAIN)).toBe(renderBoard(board(SPEC_BOARD_AFTER), PLAIN));
    expect(renderBoard(board(TABLEAU), PLAIN)).toBe(SPEC_BOARD);
  });

  it('reads ASCII cards, any case and spacing, and Windows line endings', () => {
    const ascii = TABLEAU.replace(/♠/g, 's').replace(/♥/g, 'H').replace(/♦/g, 'd').replace(/♣/g, 'C').replace(/10/g, 'T');
    expect(renderBoard(board(ascii.replace(/\n/g, '\r\n').replace(/Tableau/g, 'tableau')), PLAIN)).toBe(SPEC_BOARD);
  });

  it.each([
    ['a line that is no pile', `${TABLEAU}\nYour move <from to>: T3 F0`, 'line 9: expected a pile such as "Tableau 0:[K♠, Q♥]"'],
    ['a pile FreeCell does not have', TABLEAU.replace('Tableau 7', 'Tableau 8'), 'line 8: "Tableau 8" is not a FreeCell pile'],
    ['a Klondike pile', `Foundation 0:[]\n${TABLEAU}`, 'line 1: "Foundation 0" is not a FreeCell pile'],
    ['a pile given twice', `${TABLEAU}\nTableau 0:[]`, 'line 9: Tableau 0 is given twice'],
    ['a card that is no card', TABLEAU.replace('K♣', 'K*'), 'line 4: "K*" is not a card'],
    ['two cards in a free cell', `Freecell 1:[K♣, A♠]\n${TABLEAU.replace(', K♣', '').replace('[A♠, ', '[')}`, 'Freecell 1 holds 2 cards; a free cell holds one'],
    ['a home cell not built from the ace', `Homecell 2:[2♣]\n${TABLEAU.replace(', 2♣', '')}`, 'Homecell 2 must be built up from the ace in one suit, but holds 2♣ at place 1'],
    ['a home cell of two suits', `Homecell 2:[A♣, 2♦]\n${TABLEAU.replace(', A♣', '').replace(', 2♦', '')}`, 'Homecell 2 must be built up from the ace in one suit, but holds 2♦ at place 2'],
    ['53 cards', `${TABLEAU}\nFreecell 0:[K♣]`, 'K♣ appears more than once'],
    ['a card twice instead of another', TABLEAU.replace('A♠', 'K♠'), 'K♠ appears more than once'],
    ['a card missing', TABLEAU.replace(', K♣', ''), '1 of the 52 cards is missing: K♣'],
    ['an empty file', '', '52 of the 52 cards are missing: A♣, A♦, A♥, A♠, 2♣, 2♦, 2♥, 2♠ and 44 more'],
  ])('refuses %s', (_what, text, error) => {
    expect(problem(text)).toBe(error);
  });
});
