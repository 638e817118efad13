/** FreeCell's column view: the table as a picture, every card in sight once, 80 columns at most. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAIN } from '../../../src/engine/theme.js';
import { COLOUR } from '../../../src/engine/theme-colour.js';
import { parseBoard } from '../../../src/games/freecell/board.js';
import { picture, renderColumns } from '../../../src/games/freecell/columns.js';
import { dealGame } from '../../../src/games/freecell/deal.js';
import { freecell } from '../../../src/games/freecell/index.js';
import type { FreeCellState } from '../../../src/games/freecell/state.js';
import { freeCellPlayed } from '../../helpers/random-play.js';
import { WIDTHS, backCount, onceEach, tokenCounts, widest, withoutColour } from '../../helpers/columns.js';

/** Late in a game: two free cells taken, every home cell started, three columns empty. */
const LATE = [
  'Freecell 0:[K♦]',
  'Freecell 2:[8♠]',
  'Homecell 0:[A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, 8♣, 9♣]',
  'Homecell 1:[A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, 8♦]',
  'Homecell 2:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥]',
  'Homecell 3:[A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠]',
  'Tableau 0:[K♠, Q♥, J♣, 10♦, 9♠]',
  'Tableau 2:[K♣, Q♦, J♠]',
  'Tableau 3:[10♣, 9♦]',
  'Tableau 5:[Q♣, J♥, 10♠]',
  'Tableau 6:[K♥, Q♠, J♦]',
].join('\n');

function board(text: string): FreeCellState {
  const parsed = parseBoard(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('the FreeCell column view', () => {
  it('draws a deal: empty cells across the top, the columns under both numberings', () => {
    expect(renderColumns(dealGame(1), PLAIN)).toMatchInlineSnapshot(`
      "a/F0  b/F1  c/F2  d/F3  H0    H1    H2    H3
      --    --    --    --    --    --    --    --

      1/T0  2/T1  3/T2  4/T3  5/T4  6/T5  7/T6  8/T7
      J♦    2♦    9♥    J♣    5♦    7♥    7♣    5♥
      K♦    K♣    9♠    5♠    A♦    Q♣    K♥    3♥
      2♠    K♠    9♦    Q♦    J♠    A♠    A♥    3♣
      4♣    5♣    10♠   Q♥    4♥    A♣    4♦    7♠
      3♠    10♦   4♠    10♥   8♥    2♣    J♥    7♦
      6♦    8♠    8♦    Q♠    6♣    3♦    8♣    10♣
      6♠    9♣    2♥    6♥
      "
    `);
  });

  it('shows a home cell by its top card, and empty cells and columns as --', () => {
    expect(renderColumns(board(LATE), PLAIN)).toMatchInlineSnapshot(`
      "a/F0  b/F1  c/F2  d/F3  H0    H1    H2    H3
      K♦    --    8♠    --    9♣    8♦    10♥   7♠

      1/T0  2/T1  3/T2  4/T3  5/T4  6/T5  7/T6  8/T7
      K♠    --    K♣    10♣   --    Q♣    K♥    --
      Q♥          Q♦    9♦          J♥    Q♠
      J♣          J♠                10♠   J♦
      10♦
      9♠
      "
    `);
  });

  it('lets a tall column run on down the screen', () => {
    const homes = LATE.split('\n').filter((line) => line.startsWith('Homecell'));
    const tall = board([...homes, 'Tableau 4:[K♦, 8♠, K♠, Q♥, J♣, 10♦, 9♠, K♣, Q♦, J♠, 10♣, 9♦, Q♣, J♥, 10♠, K♥, Q♠, J♦]'].join('\n'));
    expect(renderColumns(tall, PLAIN)).toMatchInlineSnapshot(`
      "a/F0  b/F1  c/F2  d/F3  H0    H1    H2    H3
      --    --    --    --    9♣    8♦    10♥   7♠

      1/T0  2/T1  3/T2  4/T3  5/T4  6/T5  7/T6  8/T7
      --    --    --    --    K♦    --    --    --
                              8♠
                              K♠
                              Q♥
                              J♣
                              10♦
                              9♠
                              K♣
                              Q♦
                              J♠
                              10♣
                              9♦
                              Q♣
                              J♥
                              10♠
                              K♥
                              Q♠
                              J♦
      "
    `);
  });

  it('colours red cards and dims labels and empty cells, but lines up as the plain view does', () => {
    const coloured = renderColumns(dealGame(1), COLOUR);
    expect(coloured).toContain('\u001b[31mJ♦\u001b[39m');
    expect(coloured).toContain('\u001b[2m1/T0\u001b[22m');
    expect(withoutColour(coloured)).toBe(renderColumns(dealGame(1), PLAIN));
    expect(renderColumns(board(LATE), PLAIN)).not.toMatch(/\u001b/);
  });

  it('is drawn from the game\'s picture', () => {
    expect(freecell.picture).toBe(picture);
  });
});


const played = freeCellPlayed;

/*
 * "Every card in sight" here is every card of the position except those under
 * another card in a home cell: a home cell shows only its top card, as on a table.
 * Free cells and tableau piles show every card.
 */
function expectEveryCard(text: string, state: FreeCellState): void {
  const inSight = [...state.freecells.flat(), ...state.homecells.flatMap((pile) => pile.slice(-1)), ...state.tableau.flat()];
  expect(tokenCounts(text)).toEqual(onceEach(inSight));
  expect(backCount(text)).toBe(0);
  expect(text.endsWith('\n')).toBe(true);
}

describe('the FreeCell column view under random play', () => {
  it('shows every card in sight exactly once, no back, and no line over 80 columns', () => {
    fc.assert(
      fc.property(played, (state) => {
        const text = renderColumns(state, PLAIN);
        expectEveryCard(text, state);
        expect(widest(text)).toBeLessThanOrEqual(80);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the FreeCell column view at any width from 40 columns', () => {
  it.each(WIDTHS)('fits %i columns, showing every card in sight once', (width) => {
    fc.assert(
      fc.property(played, (state) => {
        const text = renderColumns(state, PLAIN, width);
        expect(text).not.toBeNull();
        expectEveryCard(text!, state);
        expect(widest(text!)).toBeLessThanOrEqual(width);
      }),
      { numRuns: 40 },
    );
  });

  it('fits every width from its narrowest (31) up, and gives way below it', () => {
    const state = board(LATE);
    for (let width = 31; width <= 120; width += 1) {
      const text = renderColumns(state, PLAIN, width);
      expect(text, `at ${width}`).not.toBeNull();
      expect(widest(text!), `at ${width}`).toBeLessThanOrEqual(width);
      expectEveryCard(text!, state);
    }
    expect(renderColumns(state, PLAIN, 30)).toBeNull();
  });

  it('narrows its slots at 40 columns, keeping both notations in the heads', () => {
    expect(renderColumns(board(LATE), PLAIN, 40)).toMatchInlineSnapshot(`
      "a/F0 b/F1 c/F2 d/F3 H0   H1   H2   H3
      K♦   --   8♠   --   9♣   8♦   10♥  7♠

      1/T0 2/T1 3/T2 4/T3 5/T4 6/T5 7/T6 8/T7
      K♠   --   K♣   10♣  --   Q♣   K♥   --
      Q♥        Q♦   9♦        J♥   Q♠
      J♣        J♠             10♠  J♦
      10♦
      9♠
      "
    `);
  });

  it('shortens the heads to the game\'s notation where both do not fit', () => {
    expect(renderColumns(board(LATE), PLAIN, 31)).toMatchInlineSnapshot(`
      "F0  F1  F2  F3  H0  H1  H2  H3
      K♦  --  8♠  --  9♣  8♦  10♥ 7♠

      T0  T1  T2  T3  T4  T5  T6  T7
      K♠  --  K♣  10♣ --  Q♣  K♥  --
      Q♥      Q♦  9♦      J♥  Q♠
      J♣      J♠          10♠ J♦
      10♦
      9♠
      "
    `);
  });

  it('draws the picture it always drew from 46 columns', () => {
    expect(renderColumns(dealGame(1), PLAIN, 46)).toBe(renderColumns(dealGame(1), PLAIN));
  });
});
