/** Klondike's picture for the full screen: every card in sight once at every size of table, draw 3's fanned waste and Vegas' pass, the words its spans stand for, and picks as typed moves. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { litSpans, pictureText, type Picture } from '../../../src/engine/picture.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { picture } from '../../../src/games/klondike/columns.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { klondike } from '../../../src/games/klondike/index.js';
import { movePick } from '../../../src/games/klondike/pick.js';
import { applyMove, legalMoves } from '../../../src/games/klondike/rules.js';
import type { KlondikeState, KlondikeView } from '../../../src/games/klondike/state.js';
import { viewOf } from '../../../src/games/klondike/view.js';
import { DRAW1, MID_GAME, SPEC, VEGAS3, deal, jammed, position } from '../../helpers/klondike.js';
import { klondikeInSight, klondikePlayed } from '../../helpers/random-play.js';
import { SIZES, SWEEP, backsShown, cardsShown, eachOnce, expectFits, spansFor, textsOf } from '../../helpers/picture.js';



const inSight = klondikeInSight;
const played = klondikePlayed;

/** A king-to-ace run on six backs (the tallest pile play can build), beside a pile of every other card face down. */
const TALLEST = position([
  'Deck:[]',
  'Waste:[]',
  'Tableau 0:[#2♣, #3♣, #4♣, #5♣, #6♣, #7♣, K♠, Q♥, J♠, 10♥, 9♠, 8♥, 7♠, 6♥, 5♠, 4♥, 3♠, 2♥, A♠]',
].join('\n'), DRAW1);
const MID = viewOf(deal(MID_GAME, VEGAS3));
const EXTREMES: readonly KlondikeView[] = [viewOf(dealGame(7, SPEC)), MID, viewOf(TALLEST), viewOf(deal(jammed(), VEGAS3))];

function drawnAt(view: KlondikeView, size: { width: number; height: number }): Picture {
  const drawn = picture(view, size);
  expect(drawn, `at ${size.width}x${size.height}`).not.toBeNull();
  expectFits(drawn!, size);
  const expected = inSight(view);
  expect(cardsShown(drawn!)).toEqual(eachOnce(expected.cards));
  expect(backsShown(drawn!)).toBe(expected.backs);
  return drawn!;
}

const text = (drawn: Picture) => pictureText(drawn, PLAIN);

describe('the Klondike picture on a full screen', () => {
  it.each(SIZES)('fits $width x $height with every card: a deal, mid-game, the tallest pile, play stuck', (size) => {
    for (const view of EXTREMES) drawnAt(view, size);
  });

  it('fits every size of the sweep from 40x20 to 200x60 under random play', () => {
    fc.assert(
      fc.property(played, fc.constantFrom(...SWEEP), (state: KlondikeState, size) => {
        drawnAt(viewOf(state), size);
      }),
      { numRuns: 150 },
    );
    for (const size of SWEEP) for (const view of EXTREMES) drawnAt(view, size);
  });

  it('fans draw 3\'s waste with the playable card marked, and under Vegas says the pass', () => {
    expect(text(drawnAt(MID, { width: 80, height: 24 }))).toMatchInlineSnapshot(`
      "Deck        Waste                   F0          F1          F2          F3
      ## (19)     A♣ K♠ [7♦] (3)          A♥          2♠          --          --

      T0          T1          T2          T3          T4          T5          T6
      K♥          ##          ##          ##          ##          ##          ##
      Q♠          9♣          ##          ##          ##          ##          ##
                              5♦          ##          ##          ##          ##
                                          4♣          ##          ##          ##
                                                      6♥          ##          10♠
                                                                  9♦

      Score: -47, pass 2 of 3
      "
    `);
  });

  it('lays the piles as rows where the columns are too tall', () => {
    expect(text(drawnAt(viewOf(TALLEST), { width: 40, height: 20 }))).toMatchInlineSnapshot(`
      "Deck        Waste
      -- (0)      -- (0)
      F0  F1  F2  F3
      --  --  --  --

      T0 ##  ##  ##  ##  ##  ##  K♠  Q♥  J♠
         10♥ 9♠  8♥  7♠  6♥  5♠  4♥  3♠  2♥
         A♠
      T1 --
      T2 --
      T3 --
      T4 --
      T5 --
      T6 ##  ##  ##  ##  ##  ##  ##  ##  ##
         ##  ##  ##  ##  ##  ##  ##  ##  ##
         ##  ##  ##  ##  ##  ##  ##  ##  ##
         ##  ##  ##  ##  ##  K♥
      "
    `);
  });

  it('takes the room of a large screen', () => {
    const large = drawnAt(MID, { width: 200, height: 60 });
    expect(large.width).toBeGreaterThan(picture(MID, { width: 200 })!.width * 1.3);
  });

  it('keeps the column view as it was: no mark and no pass without a height', () => {
    const columnView = text(picture(MID, { width: 80 })!);
    expect(columnView).toContain('A♣ K♠ 7♦ (3)');
    expect(columnView).toContain('Score: -47\n');
    expect(klondike.picture).toBe(picture);
  });
});

describe('what the Klondike picture\'s spans stand for', () => {
  const drawn = picture(MID, { width: 80, height: 24 })!;

  it('gives each pile\'s head and cards its words, each tableau card its run to the top, the waste\'s cards on show theirs', () => {
    expect(spansFor(drawn, 'T2').map((span) => [span.text, span.pick?.run])).toEqual([['T2', undefined], ['##', 3], ['##', 2], ['5♦', 1]]);
    expect(spansFor(drawn, 'W').map((span) => [span.text, span.pick?.run])).toEqual([['Waste', undefined], ['A♣', 3], ['K♠', 2], ['[', 1], ['7♦', 1], [']', 1], ['(3)', undefined]]);
    expect(spansFor(drawn, 'D').map((span) => [span.text, span.pick?.words])).toEqual([['Deck', ['D', 'draw']], ['##', ['D', 'draw']], ['(19)', ['D', 'draw']]]);
    expect(spansFor(drawn, 'F1').map((span) => [span.text, span.pick?.words])).toEqual([['F1', ['F1', 'F']], ['2♠', ['F1', 'F']]]);
  });

  it('lights what a typed move names: the card it carries and where it lands', () => {
    const lit = (line: string) => textsOf(litSpans(drawn, line));
    expect(lit('W T0')).toEqual(['Waste', '[', '7♦', ']', '(3)', 'T0', 'Q♠']);
    expect(lit('w t0')).toEqual(lit('W T0'));
    expect(lit('wt0')).toEqual(lit('W T0'));
    expect(lit('T5 T0(2)')).toEqual(['T0', 'T5', 'Q♠', '##', '9♦']);
    expect(lit('draw')).toEqual(['Deck', '##', '(19)']);
  });
});

describe('Klondike picks as typed moves', () => {
  const drawn = picture(MID, { width: 80, height: 24 })!;
  const card = (word: string, run: number) => spansFor(drawn, word).find((span) => span.pick?.run === run)!.pick!;
  const head = (word: string) => spansFor(drawn, word)[0]!.pick!;

  it('writes a pick and a drop as typed, a run by its count', () => {
    expect(movePick(MID, card('W', 1), head('T0'))).toBe('W T0');
    expect(movePick(MID, card('T5', 2), card('T0', 1))).toBe('T5 T0(2)');
    expect(movePick(MID, head('T5'), head('F2'))).toBe('T5 F2');
    expect(movePick(MID, card('F1', 1), head('T3'))).toBe('F1 T3');
  });

  it('draws on a click on the deck twice or a drop on the waste, sends a card home on a second click, and makes nothing else of the deck and the waste as targets', () => {
    expect(movePick(MID, head('D'), head('D'))).toBe('draw');
    expect(movePick(MID, head('D'), head('W'))).toBe('draw');
    expect(movePick(MID, card('T3', 1), card('T3', 1))).toBe('T3 F');
    expect(movePick(MID, card('W', 1), card('W', 2))).toBe('W F');
    expect(movePick(MID, card('T3', 1), head('W'))).toBeNull();
    expect(movePick(MID, head('F0'), head('F0'))).toBeNull();
    expect(movePick(MID, { words: ['T7'] }, head('F0'))).toBeNull();
    expect(klondike.movePick).toBe(movePick);
  });

  it('turns every legal move of random play into picks whose typed form plays the same move', () => {
    fc.assert(
      fc.property(played, (state) => {
        const view = viewOf(state);
        const shown = picture(view, { width: 80, height: 24 })!;
        for (const move of legalMoves(view)) {
          if (move.kind !== 'move') continue;
          const name = (place: { kind: string; index: number }) => (place.kind === 'D' || place.kind === 'W' ? place.kind : `${place.kind}${place.index}`);
          const after = applyMove(state, move);
          if (!after.ok) throw new Error(after.error);
          // the cards it carries: what the source pile lost (a tableau pile may turn a card up after)
          const carried = move.from.kind === 'T' ? state.tableau[move.from.index]!.cards.length - after.value.tableau[move.from.index]!.cards.length : 1;
          const fromSpans = spansFor(shown, name(move.from));
          const from = (fromSpans.find((span) => span.pick?.run === carried) ?? fromSpans[0])!.pick!;
          const typed = movePick(view, from, spansFor(shown, name(move.to))[0]!.pick!);
          expect(typed).not.toBeNull();
          const parsed = klondike.parseMove(typed!, view);
          if (parsed === null || !parsed.ok) throw new Error(`${typed} does not read as a move`);
          const mine = applyMove(state, parsed.value);
          expect(mine.ok && klondike.render(viewOf(mine.value), PLAIN) === klondike.render(viewOf(after.value), PLAIN), `${typed} for ${klondike.formatMove(move)}`).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
