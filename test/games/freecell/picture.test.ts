/** FreeCell's picture for the full screen: every card in sight once at every size of table, the words its spans stand for, and picks as typed moves. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/engine/card.js';
import { litSpans, pictureText, type Picture, type Span } from '../../../src/engine/picture.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { parseBoard } from '../../../src/games/freecell/board.js';
import { picture } from '../../../src/games/freecell/columns.js';
import { dealGame } from '../../../src/games/freecell/deal.js';
import { freecell } from '../../../src/games/freecell/index.js';
import { movePick } from '../../../src/games/freecell/pick.js';
import { legalMoves } from '../../../src/games/freecell/rules.js';
import { SPEC_RULES, type FreeCellState } from '../../../src/games/freecell/state.js';
import { freeCellPlayed } from '../../helpers/random-play.js';
import { SIZES, SWEEP, backsShown, cardsShown, eachOnce, expectFits, spansFor, textsOf } from '../../helpers/picture.js';

function board(text: string): FreeCellState {
  const parsed = parseBoard(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const HOMES = [
  'Homecell 0:[A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, 8♣, 9♣]',
  'Homecell 1:[A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, 8♦]',
  'Homecell 2:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥]',
  'Homecell 3:[A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠]',
];
/** One column eighteen cards tall: taller than 20 rows hold in columns. */
const TALL = board([...HOMES, 'Tableau 4:[K♦, 8♠, K♠, Q♥, J♣, 10♦, 9♠, K♣, Q♦, J♠, 10♣, 9♦, Q♣, J♥, 10♠, K♥, Q♠, J♦]'].join('\n'));
/** Every card in one column: the tallest a board can be. */
const ALL_IN_ONE = board(`Tableau 0:[${dealGame(1).tableau.flat().map(formatCard).join(', ')}]`);


const played = freeCellPlayed;

/** Every card of the table in sight once (a home cell shows its top card, as on a table), and no back. */
function expectEveryCard(drawn: Picture, state: FreeCellState): void {
  const inSight = [...state.freecells.flat(), ...state.homecells.flatMap((pile) => pile.slice(-1)), ...state.tableau.flat()];
  expect(cardsShown(drawn)).toEqual(eachOnce(inSight));
  expect(backsShown(drawn)).toBe(0);
}

function drawnAt(state: FreeCellState, size: { width: number; height: number }): Picture {
  const drawn = picture(state, size);
  expect(drawn, `at ${size.width}x${size.height}`).not.toBeNull();
  expectFits(drawn!, size);
  expectEveryCard(drawn!, state);
  return drawn!;
}

describe('the FreeCell picture on a full screen', () => {
  it.each(SIZES)('fits $width x $height with every card, for a deal, late play, a tall column and all cards in one', (size) => {
    for (const state of [dealGame(1), dealGame(11982), TALL, ALL_IN_ONE]) drawnAt(state, size);
  });

  it('fits every size of the sweep from 40x20 to 200x60 under random play', () => {
    fc.assert(
      fc.property(played, fc.constantFrom(...SWEEP), (state, size) => {
        drawnAt(state, size);
      }),
      { numRuns: 150 },
    );
    for (const size of SWEEP) for (const state of [TALL, ALL_IN_ONE]) drawnAt(state, size);
  });

  it('draws the columns at 80x24 for a deal in slots of 10, and the piles as rows when a column is too tall', () => {
    const lines = pictureText(drawnAt(dealGame(1), { width: 80, height: 24 }), PLAIN).split('\n');
    expect(lines.slice(2, 5)).toEqual([
      '',
      '1/T0      2/T1      3/T2      4/T3      5/T4      6/T5      7/T6      8/T7',
      'J♦        2♦        9♥        J♣        5♦        7♥        7♣        5♥',
    ]);
    expect(pictureText(drawnAt(TALL, { width: 40, height: 20 }), PLAIN)).toMatchInlineSnapshot(`
      "a/F0 b/F1 c/F2 d/F3 H0   H1   H2   H3
      --   --   --   --   9♣   8♦   10♥  7♠
      1/T0 --
      2/T1 --
      3/T2 --
      4/T3 --
      5/T4 K♦  8♠  K♠  Q♥  J♣  10♦ 9♠  K♣  Q♦
           J♠  10♣ 9♦  Q♣  J♥  10♠ K♥  Q♠  J♦
      6/T5 --
      7/T6 --
      8/T7 --
      "
    `);
  });

  it('takes the room of a large screen: slots twice as wide at 200x60', () => {
    const large = drawnAt(dealGame(1), { width: 200, height: 60 });
    const columnView = picture(dealGame(1), { width: 200 })!;
    expect(large.width).toBeGreaterThan(columnView.width * 1.8);
    expect(pictureText(large, PLAIN).split('\n')[0]).toBe('a/F0        b/F1        c/F2        d/F3        H0          H1          H2          H3');
  });

  it('gives way only where nothing fits', () => {
    expect(picture(dealGame(1), { width: 30, height: 20 })).toBeNull();
    expect(picture(TALL, { width: 40, height: 10 })).toBeNull();
    expect(freecell.picture).toBe(picture);
  });
});

describe('what the FreeCell picture\'s spans stand for', () => {
  const state = board([
    'Freecell 0:[K♦]',
    ...HOMES,
    'Tableau 0:[K♠, Q♥, J♣, 10♦, 9♠]',
    'Freecell 2:[8♠]',
    'Tableau 2:[K♣, Q♦, J♠]',
    'Tableau 3:[10♣, 9♦]',
    'Tableau 5:[Q♣, J♥, 10♠]',
    'Tableau 6:[K♥, Q♠, J♦]',
  ].join('\n'));
  const drawn = picture(state, { width: 80, height: 24 })!;

  it('gives each pile\'s head and cards the pile in both notations, and each card its run to the top', () => {
    const column: Span[] = spansFor(drawn, 'T0');
    expect(textsOf(column)).toEqual(['1/T0', 'K♠', 'Q♥', 'J♣', '10♦', '9♠']);
    expect(column.map((span) => span.pick)).toEqual([
      { words: ['T0', '1'] },
      ...[5, 4, 3, 2, 1].map((run) => ({ words: ['T0', '1'], run })),
    ]);
    expect(spansFor(drawn, 'F0').map((span) => span.pick)).toEqual([{ words: ['F0', 'a'] }, { words: ['F0', 'a'], run: 1 }]);
    expect(textsOf(spansFor(drawn, 'T1'))).toEqual(['2/T1', '--']);
    expect(spansFor(drawn, 'H2').map((span) => [span.text, span.pick?.words])).toEqual([['H2', ['H2', 'H']], ['10♥', ['H2', 'H']]]);
  });

  it('lights the piles a typed move names, in either notation, the cards it carries and where they land', () => {
    const lit = (text: string) => textsOf(litSpans(drawn, text));
    expect(lit('T0 F1')).toEqual(['b/F1', '--', '1/T0', '9♠']);
    expect(lit('t0f1')).toEqual(lit('T0 F1'));
    expect(lit('1b')).toEqual(lit('T0 F1'));
    expect(lit('T0 T2(3)')).toEqual(['1/T0', '3/T2', 'J♣', 'J♠', '10♦', '9♠']);
    expect(lit('a3')).toEqual(['a/F0', 'K♦', '3/T2', 'J♠']);
    expect(lit('undo')).toEqual([]);
    expect(lit('')).toEqual([]);
  });
});

describe('FreeCell picks as typed moves', () => {
  const state = dealGame(1, { ...SPEC_RULES, supermoves: true });
  const drawn = picture(state, { width: 80, height: 24 })!;
  const card = (word: string, run: number) => spansFor(drawn, word).find((span) => span.pick?.run === run)!.pick!;
  const head = (word: string) => spansFor(drawn, word)[0]!.pick!;

  it('writes a pick and a drop in the game\'s notation, a run by its count', () => {
    expect(movePick(state, card('T3', 1), head('F0'))).toBe('T3 F0');
    expect(movePick(state, head('T3'), card('T5', 1))).toBe('T3 T5');
    expect(movePick(state, card('T3', 3), head('T5'))).toBe('T3 T5(3)');
    expect(movePick(state, card('T3', 1), head('H2'))).toBe('T3 H2');
    expect(movePick(state, head('F0'), head('T1'))).toBe('F0 T1');
  });

  it('sends a card home on a second click on its pile, and makes nothing of a home cell on itself or a pick of no pile', () => {
    expect(movePick(state, card('T3', 1), card('T3', 1))).toBe('T3 H');
    expect(movePick(state, head('H0'), head('H0'))).toBeNull();
    expect(movePick(state, { words: [] }, head('T0'))).toBeNull();
    expect(movePick(state, { words: ['T9'] }, head('T0'))).toBeNull();
    expect(freecell.movePick).toBe(movePick);
  });

  it('turns every legal move of random play into picks whose typed form plays the same move', () => {
    fc.assert(
      fc.property(played, (position) => {
        const shown = picture(position, { width: 80, height: 24 })!;
        for (const move of legalMoves(position)) {
          const name = (ref: { kind: string; index: number }) => `${ref.kind}${ref.index}`;
          const fromSpans = spansFor(shown, name(move.from));
          const run = move.count ?? 1;
          const from = (fromSpans.find((span) => span.pick?.run === run) ?? fromSpans[0])!.pick!;
          const to = spansFor(shown, name(move.to))[0]!.pick!;
          const typed = movePick(position, from, to);
          expect(typed).not.toBeNull();
          const parsed = freecell.parseMove(typed!, position);
          if (parsed === null || !parsed.ok) throw new Error(`${typed} does not read as a move`);
          const mine = freecell.apply(position, parsed.value);
          const theirs = freecell.apply(position, move);
          expect(mine.ok && theirs.ok && freecell.render(mine.value.state, PLAIN) === freecell.render(theirs.value.state, PLAIN), `${typed} for ${freecell.formatMove(move)}`).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
