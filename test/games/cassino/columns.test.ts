/** Cassino's column view: the table as a picture, every card in sight once, 80 columns at most. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAIN } from '../../../src/engine/theme.js';
import { COLOUR } from '../../../src/engine/theme-colour.js';
import { picture, renderColumns } from '../../../src/games/cassino/columns.js';
import { dealGame } from '../../../src/games/cassino/deal.js';
import { cassino } from '../../../src/games/cassino/index.js';
import { viewOf } from '../../../src/games/cassino/view.js';
import { ANN_BOB_CID, LONG_TABLE, cassinoLaidOut, cassinoPlayed } from '../../helpers/random-play.js';
import { WIDTHS, backCount, onceEach, tokenCounts, widest, withoutColour } from '../../helpers/columns.js';
import { computerGame, playGame, position } from '../../helpers/cassino.js';

describe('the Cassino column view', () => {
  it('draws a deal: the table under its positions, the hand under its keys, the status, the opponents\' backs', () => {
    expect(renderColumns(viewOf(dealGame(3, ANN_BOB_CID, 16), 0), PLAIN)).toMatchInlineSnapshot(`
      "Table
      1    2    3    4
      8♠   K♥   4♣   7♣

      Hand
      a    s    d    f
      9♥   J♣   Q♥   10♥

      Round 1, dealer Cid, deck 36 cards
      Bob  ## ## ## ## (4)
      Cid  ## ## ## ## (4)
      "
    `);
  });

  it('wraps a long table into rows of sixteen, numbered on', () => {
    expect(renderColumns(viewOf(LONG_TABLE, 0), PLAIN)).toMatchInlineSnapshot(`
      "Table
      1    2    3    4    5    6    7    8    9    10   11   12   13   14   15   16
      A♦   A♥   A♠   2♣   2♦   2♥   3♦   3♥   3♠   4♦   4♥   4♠   5♦   5♥   5♠   6♦
      17   18   19   20   21   22   23   24   25   26   27   28   29   30   31   32
      6♥   6♠   7♦   7♥   7♠   8♦   8♥   8♠   9♣   9♥   9♠   10♦  10♥  10♠  J♦   J♥
      33   34   35   36   37   38   39   40
      J♠   Q♣   Q♦   Q♥   Q♠   K♣   K♦   K♠

      Hand
      a    s    d    f
      A♣   9♦   2♠   K♥

      Round 1, dealer Cid, deck 0 cards
      Bartholomew Fairfax  ## ## ## ## (4)
      Cid                  ## ## ## ## (4)
      "
    `);
  });

  it('shows an empty table and an empty hand as --', () => {
    const swept = position('Players: Ann:human, Bob:computer\nTable:[]\nHand Ann:[]\nHand Bob:[4♣]\nTurn: Bob', { deck: 0 });
    expect(renderColumns(viewOf(swept, 0), PLAIN)).toMatchInlineSnapshot(`
      "Table
      --

      Hand
      --

      Round 1, dealer Bob, deck 0 cards
      Bob  ## (1)
      "
    `);
  });

  it('draws nothing once the game is over', () => {
    const states = playGame(computerGame(5, ['normal', 'normal'], 1));
    expect(renderColumns(viewOf(states[states.length - 1]!, 0), PLAIN)).toBe('');
  });

  it('colours red cards and dims labels and backs, but lines up as the plain view does', () => {
    const view = viewOf(LONG_TABLE, 0);
    const coloured = renderColumns(view, COLOUR);
    expect(coloured).toContain('\u001b[31mA♦\u001b[39m');
    expect(coloured).toContain('\u001b[2m##\u001b[22m');
    expect(withoutColour(coloured)).toBe(renderColumns(view, PLAIN));
    expect(renderColumns(view, PLAIN)).not.toMatch(/\u001b/);
  });

  it('is drawn from the game\'s picture', () => {
    expect(cassino.picture).toBe(picture);
  });
});



const played = cassinoPlayed;
const laidOut = cassinoLaidOut;

/** The picture shows the table and the seat's own hand exactly once, and a back for each opponent's card. */
function expectEveryCard(text: string, view: ReturnType<typeof viewOf>): void {
  const backs = view.handSizes.reduce((sum, size, i) => (i === view.seat ? sum : sum + size), 0);
  expect(tokenCounts(text)).toEqual(onceEach([...view.table, ...view.hand]));
  expect(backCount(text)).toBe(backs);
  expect(text.endsWith('\n')).toBe(true);
}

describe('the Cassino column view under random play', () => {
  it('shows the table and the seat\'s own hand exactly once, a back for each opponent\'s card, and no line over 80 columns', () => {
    fc.assert(
      fc.property(fc.oneof(played, laidOut), fc.nat(5), (state, seat) => {
        const view = viewOf(state, seat % state.seats.length);
        const text = renderColumns(view, PLAIN);
        if (view.winner !== null) return;
        expectEveryCard(text, view);
        expect(widest(text)).toBeLessThanOrEqual(80);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the Cassino column view at any width from 40 columns', () => {
  it.each(WIDTHS)('fits %i columns, showing every card in sight once', (width) => {
    fc.assert(
      fc.property(fc.oneof(played, laidOut), fc.nat(5), (state, seat) => {
        const view = viewOf(state, seat % state.seats.length);
        if (view.winner !== null) return;
        const text = renderColumns(view, PLAIN, width);
        expect(text).not.toBeNull();
        expectEveryCard(text!, view);
        expect(widest(text!)).toBeLessThanOrEqual(width);
      }),
      { numRuns: 40 },
    );
  });

  it('fits every width down to its longest name, and gives way below it', () => {
    const view = viewOf(LONG_TABLE, 0);
    for (let width = 19; width <= 120; width += 1) {
      const text = renderColumns(view, PLAIN, width);
      expect(text, `at ${width}`).not.toBeNull();
      expect(widest(text!), `at ${width}`).toBeLessThanOrEqual(width);
      expectEveryCard(text!, view);
    }
    expect(renderColumns(view, PLAIN, 18)).toBeNull();
  });

  it('wraps the table into shorter rows at 40 columns', () => {
    expect(renderColumns(viewOf(LONG_TABLE, 0), PLAIN, 40)).toMatchInlineSnapshot(`
      "Table
      1    2    3    4    5    6    7    8
      A♦   A♥   A♠   2♣   2♦   2♥   3♦   3♥
      9    10   11   12   13   14   15   16
      3♠   4♦   4♥   4♠   5♦   5♥   5♠   6♦
      17   18   19   20   21   22   23   24
      6♥   6♠   7♦   7♥   7♠   8♦   8♥   8♠
      25   26   27   28   29   30   31   32
      9♣   9♥   9♠   10♦  10♥  10♠  J♦   J♥
      33   34   35   36   37   38   39   40
      J♠   Q♣   Q♦   Q♥   Q♠   K♣   K♦   K♠

      Hand
      a    s    d    f
      A♣   9♦   2♠   K♥

      Round 1, dealer Cid, deck 0 cards
      Bartholomew Fairfax  ## ## ## ## (4)
      Cid                  ## ## ## ## (4)
      "
    `);
  });

  it('puts the backs on the line under the names where they do not fit beside the longest', () => {
    expect(renderColumns(viewOf(LONG_TABLE, 0), PLAIN, 30)?.split('\n\n').at(-1)).toMatchInlineSnapshot(`
      "Round 1, dealer Cid, deck 0
      cards
      Bartholomew Fairfax
        ## ## ## ## (4)
      Cid
        ## ## ## ## (4)
      "
    `);
  });
});
