/** Klondike's column view: the table as a picture, every card in sight once, 80 columns at most. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAIN } from '../../../src/engine/theme.js';
import { COLOUR } from '../../../src/engine/theme-colour.js';
import { picture, renderColumns } from '../../../src/games/klondike/columns.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { klondike } from '../../../src/games/klondike/index.js';
import type { KlondikeView } from '../../../src/games/klondike/state.js';
import { viewOf } from '../../../src/games/klondike/view.js';
import { klondikeInSight, klondikePlayed } from '../../helpers/random-play.js';
import { WIDTHS, backCount, onceEach, tokenCounts, widest, withoutColour } from '../../helpers/columns.js';
import { DRAW1, MID_GAME, SPEC, VEGAS3, deal, drawAll, jammed } from '../../helpers/klondike.js';

const columns = (view: KlondikeView) => renderColumns(view, PLAIN);

describe('the Klondike column view', () => {
  it('draws the spec\'s deal: the deck\'s face-up top card, its count, backs down the columns', () => {
    expect(columns(viewOf(dealGame(7, SPEC)))).toMatchInlineSnapshot(`
      "Deck      Waste               F0        F1        F2        F3
      J♥ (24)   -- (0)              --        --        --        --

      T0        T1        T2        T3        T4        T5        T6
      7♣        ##        ##        ##        ##        ##        ##
                4♦        ##        ##        ##        ##        ##
                          J♣        ##        ##        ##        ##
                                    5♦        ##        ##        ##
                                              K♣        ##        ##
                                                        5♥        ##
                                                                  A♣
      "
    `);
  });

  it('draws the standard game\'s deck as a back, and an empty deck and waste as --', () => {
    const start = columns(viewOf(dealGame(7, DRAW1)));
    expect(start.split('\n')[1]).toMatch(/^## \(24\) +-- \(0\) /);
    const drawn = columns(viewOf(drawAll(dealGame(7, DRAW1))));
    expect(drawn.split('\n')[1]).toMatch(/^-- \(0\) +\S+ \(24\) /);
  });

  it('draws draw 3 mid-game: three cards on show, foundations by their top card, empty ones as --, and the score', () => {
    expect(columns(viewOf(deal(MID_GAME, VEGAS3)))).toMatchInlineSnapshot(`
      "Deck      Waste               F0        F1        F2        F3
      ## (19)   A♣ K♠ 7♦ (3)        A♥        2♠        --        --

      T0        T1        T2        T3        T4        T5        T6
      K♥        ##        ##        ##        ##        ##        ##
      Q♠        9♣        ##        ##        ##        ##        ##
                          5♦        ##        ##        ##        ##
                                    4♣        ##        ##        ##
                                              6♥        ##        10♠
                                                        9♦

      Score: -47
      "
    `);
  });

  it('wraps the note that play is stuck to 80 columns', () => {
    const text = columns(viewOf(deal(jammed())));
    expect(text).toContain('\nNo moves left that help:');
    expect(widest(text)).toBeLessThanOrEqual(80);
  });

  it('colours red cards and dims labels and backs, but lines up as the plain view does', () => {
    const view = viewOf(deal(MID_GAME, VEGAS3));
    const coloured = renderColumns(view, COLOUR);
    expect(coloured).toContain('\u001b[31m7♦\u001b[39m');
    expect(coloured).toContain('\u001b[2m##\u001b[22m');
    expect(withoutColour(coloured)).toBe(columns(view));
    expect(columns(view)).not.toMatch(/\u001b/);
  });

  it('is drawn from the game\'s picture', () => {
    expect(klondike.picture).toBe(picture);
  });
});



const inSight = klondikeInSight;
const played = klondikePlayed.map((state) => viewOf(state));

/** The picture shows every card in sight once and a back for each face-down card. */
function expectEveryCard(text: string, view: KlondikeView): void {
  const expected = inSight(view);
  expect(tokenCounts(text)).toEqual(onceEach(expected.cards));
  expect(backCount(text)).toBe(expected.backs);
  expect(text.endsWith('\n')).toBe(true);
}

describe('the Klondike column view under random play', () => {
  it('shows every card in sight exactly once, a back for each face-down card, and no line over 80 columns', () => {
    fc.assert(
      fc.property(played, (view) => {
        const text = columns(view);
        expectEveryCard(text, view);
        expect(widest(text)).toBeLessThanOrEqual(80);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the Klondike column view at any width from 40 columns', () => {
  it.each(WIDTHS)('fits %i columns, showing every card in sight once', (width) => {
    fc.assert(
      fc.property(played, (view) => {
        const text = renderColumns(view, PLAIN, width);
        expect(text).not.toBeNull();
        expectEveryCard(text!, view);
        expect(widest(text!)).toBeLessThanOrEqual(width);
      }),
      { numRuns: 40 },
    );
  });

  it('fits every width from its narrowest (27) up, and gives way below it', () => {
    const view = viewOf(deal(MID_GAME, VEGAS3));
    for (let width = 27; width <= 120; width += 1) {
      const text = renderColumns(view, PLAIN, width);
      expect(text, `at ${width}`).not.toBeNull();
      expect(widest(text!), `at ${width}`).toBeLessThanOrEqual(width);
      expectEveryCard(text!, view);
    }
    expect(renderColumns(view, PLAIN, 26)).toBeNull();
  });

  it('narrows its slots at 40 columns and puts the foundations on a row of their own', () => {
    expect(renderColumns(viewOf(deal(MID_GAME, VEGAS3)), PLAIN, 40)).toMatchInlineSnapshot(`
      "Deck        Waste
      ## (19)     A♣ K♠ 7♦ (3)
      F0    F1    F2    F3
      A♥    2♠    --    --

      T0    T1    T2    T3    T4    T5    T6
      K♥    ##    ##    ##    ##    ##    ##
      Q♠    9♣    ##    ##    ##    ##    ##
                  5♦    ##    ##    ##    ##
                        4♣    ##    ##    ##
                              6♥    ##    10♠
                                    9♦

      Score: -47
      "
    `);
  });

  it('keeps the top on one row from 60 columns', () => {
    expect(renderColumns(viewOf(deal(MID_GAME, VEGAS3)), PLAIN, 60)).toMatchInlineSnapshot(`
      "Deck     Waste             F0       F1       F2       F3
      ## (19)  A♣ K♠ 7♦ (3)      A♥       2♠       --       --

      T0       T1       T2       T3       T4       T5       T6
      K♥       ##       ##       ##       ##       ##       ##
      Q♠       9♣       ##       ##       ##       ##       ##
                        5♦       ##       ##       ##       ##
                                 4♣       ##       ##       ##
                                          6♥       ##       10♠
                                                   9♦

      Score: -47
      "
    `);
  });

  it('wraps the note that play is stuck to the width', () => {
    const text = renderColumns(viewOf(deal(jammed())), PLAIN, 40);
    expect(text).toContain('\nNo moves left that help:');
    expect(widest(text!)).toBeLessThanOrEqual(40);
  });
});
