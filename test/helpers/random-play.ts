/** Positions from random play and fixed ones, shared by the column-view and picture tests of each game. */
import fc from 'fast-check';
import { CARDS, formatCard, type Card } from '../../src/engine/card.js';
import type { Seat } from '../../src/engine/game.js';
import { chooseNormal } from '../../src/games/cassino/chooser.js';
import { dealGame as dealCassino } from '../../src/games/cassino/deal.js';
import { applyMove as applyCassino } from '../../src/games/cassino/rules.js';
import type { CassinoMove, CassinoState } from '../../src/games/cassino/state.js';
import { viewOf as cassinoView } from '../../src/games/cassino/view.js';
import { dealGame as dealFreeCell } from '../../src/games/freecell/deal.js';
import { applyMove as applyFreeCell, legalMoves as freeCellMoves } from '../../src/games/freecell/rules.js';
import { SPEC_RULES, type FreeCellState } from '../../src/games/freecell/state.js';
import { MAX_SEED, dealGame as dealKlondike } from '../../src/games/klondike/deal.js';
import { applyMove as applyKlondike, legalMoves as klondikeMoves, tableOf } from '../../src/games/klondike/rules.js';
import { isStandard, type KlondikeRules, type KlondikeState, type KlondikeView } from '../../src/games/klondike/state.js';
import { position } from './cassino.js';
import { ALL_RULES } from './klondike.js';

/** A FreeCell position after random legal play (supermoves on) from a random deal. */
export const freeCellPlayed: fc.Arbitrary<FreeCellState> = fc.record({ deal: fc.integer({ min: 1, max: 1_000_000 }), picks: fc.array(fc.nat(), { maxLength: 120 }) }).map(({ deal, picks }) => {
  let state = dealFreeCell(deal, { ...SPEC_RULES, supermoves: true });
  for (const pick of picks) {
    const moves = freeCellMoves(state);
    if (moves.length === 0) break;
    const next = applyFreeCell(state, moves[pick % moves.length]!);
    if (!next.ok) throw new Error(next.error);
    state = next.value;
  }
  return state;
});

/** A Klondike position after random legal play from a random deal under one of the rules given. */
export function klondikePlayedUnder(ruleSets: readonly KlondikeRules[]): fc.Arbitrary<KlondikeState> {
  return fc.record({
    rules: fc.constantFrom(...ruleSets),
    seed: fc.integer({ min: 0, max: MAX_SEED }),
    picks: fc.array(fc.nat(), { maxLength: 150 }),
  }).map(({ rules, seed, picks }) => klondikeAfter(dealKlondike(seed, rules), picks));
}

/** A Klondike position after random legal play from a random deal under any rules. */
export const klondikePlayed: fc.Arbitrary<KlondikeState> = klondikePlayedUnder(ALL_RULES);

/** The position after each pick chooses one of the legal moves (modulo their number), until none is left. */
function klondikeAfter(dealt: KlondikeState, picks: readonly number[]): KlondikeState {
  let state = dealt;
  for (const pick of picks) {
    const moves = klondikeMoves(tableOf(state));
    if (moves.length === 0) break;
    const next = applyKlondike(state, moves[pick % moves.length]!);
    if (!next.ok) throw new Error(next.error);
    state = next.value;
  }
  return state;
}

/**
 * The cards a Klondike view puts in sight, as its board lines show them: the deck's top
 * card in the spec's game, the waste's cards on show, and every face-up tableau card. A
 * foundation shows only its top card, as on a table (the board line lists them all).
 * The backs: every face-down tableau card, and the deck in the standard game.
 */
export function klondikeInSight(view: KlondikeView): { cards: Card[]; backs: number } {
  const deckTop = view.deck[view.deck.length - 1];
  const deck = deckTop === undefined ? [] : [isStandard(view.rules) ? null : deckTop];
  const all = [...deck, ...view.waste.slice(view.waste.length - view.showing), ...view.foundations.flatMap((pile) => pile.slice(-1)), ...view.tableau.flat()];
  return { cards: all.filter((card): card is Card => card !== null), backs: all.filter((card) => card === null).length };
}

/** Names as short and as long (20 characters) as a name may be. */
export const CASSINO_NAMES = ['Al', 'Bo', 'Cassandra', 'Maximilian Oberhaus', 'Wilhelmina Cartwrigh', 'Zoë'];

/** A Cassino game of `fewest` to `most` players played from a deal: a placement (which lets the table grow) or the normal computer's play, pick by pick. */
export function cassinoPlayedBy(fewest: number, most: number): fc.Arbitrary<CassinoState> {
  return fc.record({
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    names: fc.shuffledSubarray(CASSINO_NAMES, { minLength: fewest, maxLength: most }),
    picks: fc.array(fc.option(fc.nat(3), { freq: 3 }), { maxLength: 120 }),
  }).map(({ seed, names, picks }) => cassinoAfter(seed, names, picks));
}

/** A Cassino game of two to six played from a deal, as cassinoPlayedBy plays it. */
export const cassinoPlayed: fc.Arbitrary<CassinoState> = cassinoPlayedBy(2, 6);

function cassinoAfter(seed: number, names: readonly string[], picks: readonly (number | null)[]): CassinoState {
  let state = dealCassino(seed, names.map((name) => ({ name, kind: 'computer' as const })), 30);
  for (const pick of picks) {
    if (state.winner !== null) break;
    const view = cassinoView(state, state.turn);
    const move: CassinoMove = pick === null ? chooseNormal(view) : { card: view.hand[pick % view.hand.length]!, takes: [] };
    const next = applyCassino(state, move);
    if (!next.ok) throw new Error(next.error);
    state = next.value.state;
  }
  return state;
}

/**
 * A Cassino position with a table of any length (play seldom leaves more than a dozen
 * cards there): full hands from shuffled cards, then up to 50 - 4 x players on the table.
 */
export const cassinoLaidOut: fc.Arbitrary<CassinoState> = cassinoLaidOutBy(2, 6);

/** A Cassino position of `fewest` to `most` players with a table of any length, as cassinoLaidOut lays it out. */
export function cassinoLaidOutBy(fewest: number, most: number): fc.Arbitrary<CassinoState> {
  return fc.record({
    names: fc.shuffledSubarray(CASSINO_NAMES, { minLength: fewest, maxLength: most }),
    cards: fc.shuffledSubarray(CARDS.map(formatCard), { minLength: 52, maxLength: 52 }),
    tableShare: fc.double({ min: 0, max: 1, noNaN: true }),
  }).map(({ names, cards, tableShare }) => laidOut(names, cards, tableShare));
}

function laidOut(names: readonly string[], cards: readonly string[], tableShare: number): CassinoState {
  const hands = names.map((name, i) => `Hand ${name}:[${cards.slice(4 * i, 4 * i + 4).join(', ')}]`);
  const onTable = cards.slice(4 * names.length, 4 * names.length + Math.floor(tableShare * (50 - 4 * names.length)));
  const players = names.map((name) => `${name}:computer`).join(', ');
  return position([`Players: ${players}`, `Table:[${onTable.join(', ')}]`, ...hands].join('\n'));
}

/** Ann at the keyboard, Bob and Cid computers. */
export const ANN_BOB_CID: readonly Seat[] = [
  { name: 'Ann', kind: 'human' },
  { name: 'Bob', kind: 'computer' },
  { name: 'Cid', kind: 'computer' },
];

/** The last deal of a Cassino round, with forty cards left lying on the table. */
export const LONG_TABLE: CassinoState = position([
  'Players: Ann:human, Bartholomew Fairfax:computer, Cid:computer',
  'Table:[]',
  'Hand Ann:[A♣, 9♦, 2♠, K♥]',
  'Hand Bartholomew Fairfax:[3♣, 4♣, 5♣, 10♣]',
  'Hand Cid:[6♣, 7♣, 8♣, J♣]',
].join('\n'), { holder: 'table', deck: 0 });
