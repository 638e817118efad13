/** Cassino's column view: the table as a picture, every card in sight once, 80 columns at most. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, formatCard } from '../../../src/engine/card.js';
import type { Seat } from '../../../src/engine/game.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { COLOUR } from '../../../src/engine/theme-colour.js';
import { chooseNormal } from '../../../src/games/cassino/chooser.js';
import { picture, renderColumns } from '../../../src/games/cassino/columns.js';
import { dealGame } from '../../../src/games/cassino/deal.js';
import { cassino } from '../../../src/games/cassino/index.js';
import { applyMove } from '../../../src/games/cassino/rules.js';
import type { CassinoMove, CassinoState } from '../../../src/games/cassino/state.js';
import { viewOf } from '../../../src/games/cassino/view.js';
import { WIDTHS, backCount, onceEach, tokenCounts, widest, withoutColour } from '../../helpers/columns.js';
import { computerGame, playGame, position } from '../../helpers/cassino.js';

const ANN_BOB_CID: readonly Seat[] = [
  { name: 'Ann', kind: 'human' },
  { name: 'Bob', kind: 'computer' },
  { name: 'Cid', kind: 'computer' },
];

/** The last deal of a round, with forty cards left lying on the table. */
const LONG_TABLE = position([
  'Players: Ann:human, Bartholomew Fairfax:computer, Cid:computer',
  'Table:[]',
  'Hand Ann:[A♣, 9♦, 2♠, K♥]',
  'Hand Bartholomew Fairfax:[3♣, 4♣, 5♣, 10♣]',
  'Hand Cid:[6♣, 7♣, 8♣, J♣]',
].join('\n'), { holder: 'table', deck: 0 });

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

/** Names as short and as long (20 characters) as a name may be. */
const NAMES = ['Al', 'Bo', 'Cassandra', 'Maximilian Oberhaus', 'Wilhelmina Cartwrigh', 'Zoë'];

/** A game played from a deal: a placement (which lets the table grow) or the normal computer's play, pick by pick. */
const played: fc.Arbitrary<CassinoState> = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  names: fc.shuffledSubarray(NAMES, { minLength: 2, maxLength: 6 }),
  picks: fc.array(fc.option(fc.nat(3), { freq: 3 }), { maxLength: 120 }),
}).map(({ seed, names, picks }) => {
  let state = dealGame(seed, names.map((name) => ({ name, kind: 'computer' as const })), 30);
  for (const pick of picks) {
    if (state.winner !== null) break;
    const view = viewOf(state, state.turn);
    const move: CassinoMove = pick === null ? chooseNormal(view) : { card: view.hand[pick % view.hand.length]!, takes: [] };
    const next = applyMove(state, move);
    if (!next.ok) throw new Error(next.error);
    state = next.value.state;
  }
  return state;
});

/**
 * A position with a table of any length (play seldom leaves more than a dozen cards
 * there): full hands from shuffled cards, then up to 50 - 4 x players on the table.
 */
const laidOut: fc.Arbitrary<CassinoState> = fc.record({
  names: fc.shuffledSubarray(NAMES, { minLength: 2, maxLength: 6 }),
  cards: fc.shuffledSubarray(CARDS.map(formatCard), { minLength: 52, maxLength: 52 }),
  tableShare: fc.double({ min: 0, max: 1, noNaN: true }),
}).map(({ names, cards, tableShare }) => {
  const hands = names.map((name, i) => `Hand ${name}:[${cards.slice(4 * i, 4 * i + 4).join(', ')}]`);
  const onTable = cards.slice(4 * names.length, 4 * names.length + Math.floor(tableShare * (50 - 4 * names.length)));
  const players = names.map((name) => `${name}:computer`).join(', ');
  return position([`Players: ${players}`, `Table:[${onTable.join(', ')}]`, ...hands].join('\n'));
});

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
