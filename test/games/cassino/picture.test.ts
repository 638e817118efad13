/** Cassino's picture for the full screen: every card in sight at every size of table, the counts, the deck and the points, the words its spans stand for, and picks as typed plays. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, formatCard } from '../../../src/engine/card.js';
import { litSpans, pictureText, type Picture } from '../../../src/engine/picture.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { picture } from '../../../src/games/cassino/columns.js';
import { dealGame } from '../../../src/games/cassino/deal.js';
import { cassino } from '../../../src/games/cassino/index.js';
import { movePick } from '../../../src/games/cassino/pick.js';
import { legalMoves } from '../../../src/games/cassino/rules.js';
import type { CassinoView } from '../../../src/games/cassino/state.js';
import { viewOf } from '../../../src/games/cassino/view.js';
import { computerGame, playGame, position } from '../../helpers/cassino.js';
import { ANN_BOB_CID, LONG_TABLE, cassinoLaidOut, cassinoPlayed } from '../../helpers/random-play.js';
import { SIZES, SWEEP, backsShown, cardsShown, eachOnce, expectFits, spansFor, spansOf, textsOf } from '../../helpers/picture.js';

/** Six players with the longest names, full hands, and the other 28 cards on the table. */
const SIX_LONG = position([
  `Players: ${['Wilhelmina Cartwrigh', 'Maximilian Oberhaus', 'Bartholomew Fairfax', 'Cassandra Whitfield', 'Evangeline Holloway', 'Montgomery Ashworth'].map((name) => `${name}:computer`).join(', ')}`,
  'Table:[]',
  ...['Wilhelmina Cartwrigh', 'Maximilian Oberhaus', 'Bartholomew Fairfax', 'Cassandra Whitfield', 'Evangeline Holloway', 'Montgomery Ashworth'].map((name, i) =>
    `Hand ${name}:[${CARDS.slice(4 * i, 4 * i + 4).map(formatCard).join(', ')}]`),
].join('\n'), { holder: 'table', deck: 0 });



const played = cassinoPlayed;
const laidOut = cassinoLaidOut;

/** The table and the seat's own hand exactly once, a back for each card another seat holds, and each seat's points and the deck in words. */
function drawnAt(view: CassinoView, size: { width: number; height: number }): Picture {
  const drawn = picture(view, size);
  expect(drawn, `at ${size.width}x${size.height}`).not.toBeNull();
  expectFits(drawn!, size);
  if (view.winner !== null) return drawn!;
  expect(cardsShown(drawn!)).toEqual(eachOnce([...view.table, ...view.hand]));
  expect(backsShown(drawn!)).toBe(view.handSizes.reduce((sum, size, i) => (i === view.seat ? sum : sum + size), 0));
  const lines = pictureText(drawn!, PLAIN).split('\n');
  expect(lines.some((row) => row.includes(`deck ${view.deckSize} cards`)) || lines.join(' ').includes(`deck ${view.deckSize} cards`)).toBe(true);
  // each seat's points on the row that names it: an opponent's row starts with the name, the seat's own is the Hand row
  view.seats.forEach((seat, i) => {
    const points = `${view.totals[i]} ${view.totals[i] === 1 ? 'point' : 'points'}`;
    const named = i === view.seat ? `Hand  ${seat.name}, ${points}` : seat.name;
    expect(lines.some((row) => (i === view.seat ? row === named : row.startsWith(`${named}  `) && row.endsWith(points))), `${seat.name}: ${points}`).toBe(true);
  });
  return drawn!;
}

const text = (drawn: Picture) => pictureText(drawn, PLAIN);

describe('the Cassino picture on a full screen', () => {
  it.each(SIZES)('fits $width x $height with every card: a deal, a long table, six long names', (size) => {
    for (const view of [viewOf(dealGame(3, ANN_BOB_CID, 16), 0), viewOf(LONG_TABLE, 0), viewOf(SIX_LONG, 2)]) drawnAt(view, size);
  });

  it('fits every size of the sweep from 40x20 to 200x60 under random play and tables of any length', () => {
    fc.assert(
      fc.property(fc.oneof(played, laidOut), fc.nat(5), fc.constantFrom(...SWEEP), (state, seat, size) => {
        drawnAt(viewOf(state, seat % state.seats.length), size);
      }),
      { numRuns: 200 },
    );
    for (const size of SWEEP) for (const view of [viewOf(LONG_TABLE, 0), viewOf(SIX_LONG, 5)]) drawnAt(view, size);
  });

  it('puts the opponents with their counts and points at the top, the deck, the table, and the hand with its points', () => {
    const later = position([
      'Players: Ann:human, Bob:computer, Cid:computer',
      'Table:[8♠, K♥, 4♣]',
      'Hand Ann:[9♥, J♣, Q♥]',
      'Hand Bob:[2♣, 3♣]',
      'Hand Cid:[5♣, 6♣, 7♣]',
      'Turn: Cid',
      'Round: 2',
      'Totals: Ann 5, Bob 12, Cid 1',
    ].join('\n'), { deck: 0 });
    expect(text(drawnAt(viewOf(later, 0), { width: 80, height: 24 }))).toMatchInlineSnapshot(`
      "Bob  ## ## (2)        12 points
      Cid  ## ## ## (3)     1 point
      Round 2, dealer Ann, deck 0 cards

      Table
      1    2    3
      8♠   K♥   4♣

      Hand  Ann, 5 points
      a    s    d
      9♥   J♣   Q♥
      "
    `);
  });

  it('packs six long names and a long table into 40x20', () => {
    expect(text(drawnAt(viewOf(SIX_LONG, 0), { width: 40, height: 20 }))).toMatchInlineSnapshot(`
      "Maximilian Oberhaus  #### (4)  0 points
      Bartholomew Fairfax  #### (4)  0 points
      Cassandra Whitfield  #### (4)  0 points
      Evangeline Holloway  #### (4)  0 points
      Montgomery Ashworth  #### (4)  0 points
      Round 1, dealer Montgomery Ashworth,
      deck 0 cards
      Table
      1   2   3   4   5   6   7   8   9   10
      7♣  7♦  7♥  7♠  8♣  8♦  8♥  8♠  9♣  9♦
      11  12  13  14  15  16  17  18  19  20
      9♥  9♠  10♣ 10♦ 10♥ 10♠ J♣  J♦  J♥  J♠
      21  22  23  24  25  26  27  28
      Q♣  Q♦  Q♥  Q♠  K♣  K♦  K♥  K♠
      Hand  Wilhelmina Cartwrigh, 0 points
      a   s   d   f
      A♣  A♦  A♥  A♠
      "
    `);
  });

  it('draws nothing once the game is over, and is the game\'s picture', () => {
    const states = playGame(computerGame(5, ['normal', 'normal'], 1));
    expect(picture(viewOf(states[states.length - 1]!, 0), { width: 80, height: 24 })?.rows).toEqual([]);
    expect(cassino.picture).toBe(picture);
  });
});

describe('what the Cassino picture\'s spans stand for', () => {
  const view = viewOf(dealGame(3, ANN_BOB_CID, 16), 0);
  const drawn = picture(view, { width: 80, height: 24 })!;

  it('gives each hand card and its key the key and the card\'s names, each table card and its number the number and the names', () => {
    expect(spansFor(drawn, 's').map((span) => [span.text, span.pick?.words])).toEqual([['s', ['s', 'JC', 'J♣']], ['J♣', ['s', 'JC', 'J♣']]]);
    expect(spansFor(drawn, 'f').map((span) => span.pick?.words)).toEqual([['f', '10H', '10♥', 'TH'], ['f', '10H', '10♥', 'TH']]);
    expect(spansFor(drawn, '2').map((span) => [span.text, span.pick?.words])).toEqual([['2', ['2', 'KH', 'K♥']], ['K♥', ['2', 'KH', 'K♥']]]);
    expect(spansOf(drawn).filter((span) => span.style === 'back').every((span) => span.pick === undefined)).toBe(true);
  });

  it('lights the cards a typed play names, by key, number or name', () => {
    const lit = (line: string) => textsOf(litSpans(drawn, line));
    expect(lit('s 1 4')).toEqual(['1', '4', '8♠', '7♣', 's', 'J♣']);
    expect(lit('jc 8S, 7c')).toEqual(lit('s 1 4'));
    expect(lit('TH')).toEqual(['f', '10♥']);
    // Cassino's words never run together: `s14` names nothing
    expect(lit('s14')).toEqual([]);
  });
});

describe('Cassino picks as typed plays', () => {
  const view = viewOf(dealGame(3, ANN_BOB_CID, 16), 0);
  const drawn = picture(view, { width: 80, height: 24 })!;
  const pick = (word: string) => spansFor(drawn, word)[0]!.pick!;

  it('writes the hand card by its key and the table cards it takes by number in table order; the hand card again plays', () => {
    expect(movePick(view, pick('s'), pick('4'), pick('1'), pick('s'))).toBe('s 1 4');
    expect(movePick(view, pick('4'), pick('d'))).toBe('d 4');
    expect(movePick(view, pick('a'), pick('a'))).toBe('a');
    expect(movePick(view, pick('a'), pick('2'), pick('2'))).toBe('a 2');
  });

  it('makes nothing of two hand cards, table cards alone, or a pick of no card', () => {
    expect(movePick(view, pick('a'), pick('s'))).toBeNull();
    expect(movePick(view, pick('1'), pick('2'))).toBeNull();
    expect(movePick(view, pick('a'), { words: ['9'] })).toBeNull();
    expect(movePick(view, pick('a'), { words: [] })).toBeNull();
    expect(cassino.movePick).toBe(movePick);
  });

  it('turns every legal play of random play into picks whose typed form is the same play', () => {
    fc.assert(
      // played positions only: a long laid-out table has too many captures to list
      fc.property(played, (state) => {
        if (state.winner !== null) return;
        const seen = viewOf(state, state.turn);
        const shown = picture(seen, { width: 80, height: 24 })!;
        const byCard = (card: { rank: number; suit: string }) => spansOf(shown).find((span) => span.card?.rank === card.rank && span.card.suit === card.suit)!.pick!;
        for (const move of legalMoves(seen)) {
          const [first, ...rest] = move.takes.length === 0 ? [byCard(move.card)] : move.takes.map(byCard);
          const typed = movePick(seen, byCard(move.card), first!, ...rest);
          const parsed = cassino.parseMove(typed!, seen);
          expect(parsed?.ok && cassino.formatMove(parsed.value), typed!).toBe(cassino.formatMove(move));
        }
      }),
      { numRuns: 60 },
    );
  });
});
