/** The rules of Cassino, table-driven from spec/cassino.txt: captures, placements, sweeps, the end of a round, and the next one. */
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/engine/card.js';
import { dealGame } from '../../../src/games/cassino/deal.js';
import { writeDealFile } from '../../../src/games/cassino/dealfile.js';
import { applyMove, check, legalMoves } from '../../../src/games/cassino/rules.js';
import { viewOf } from '../../../src/games/cassino/view.js';
import { applied, card, cards, position, refusal, seats } from '../../helpers/cassino.js';

const TWO = 'Players: Ann:human, Bob:computer';

/** Ann to play first in round 1 with this table and her hand; Bob holds Q♦ J♣ 8♠ 7♣. */
function annToPlay(table: string, hand: string) {
  return position(`${TWO}\nTable:[${table}]\nHand Ann:[${hand}]\nHand Bob:[Q♦, J♣, 8♠, 7♣]`);
}

describe('captures', () => {
  it.each<[string, string, string, string, string]>([
    ['a single card of the same value', '9♥, 5♣, 3♦', '9♠, 2♥, 4♣, K♥', '9♠ 9♥', 'Ann plays 9♠ and takes 9♥'],
    ['cards summing to its value', '5♥, 4♣, 3♦', '9♠, 2♥, 4♠, K♥', '9♠ 5♥ 4♣', 'Ann plays 9♠ and takes 5♥, 4♣'],
    ['several groups at once', '9♥, 6♥, 3♦, 8♥', '9♠, 2♥, 4♠, K♥', '9♠ 9♥ 6♥ 3♦', 'Ann plays 9♠ and takes 9♥, 6♥, 3♦'],
    ['a King (13) takes 13 in two cards', 'J♥, 2♣, 3♦', '9♠, K♥, 4♠, 5♥', 'K♥ J♥ 2♣', 'Ann plays K♥ and takes J♥, 2♣'],
    ['an Ace (14) takes 10 + 4', '10♣, 4♥, 7♦, 7♠, K♣', 'A♣, 2♥, 4♠, 5♥', 'A♣ 10♣ 4♥', 'Ann plays A♣ and takes 10♣, 4♥'],
    ['an Ace takes 7 + 7', '10♣, 4♥, 7♦, 7♠, K♣', 'A♣, 2♥, 4♠, 5♥', 'A♣ 7♦ 7♠', 'Ann plays A♣ and takes 7♦, 7♠'],
    ['an Ace takes 10 + 4 and 7 + 7 at once', '10♣, 4♥, 7♦, 7♠, K♣', 'A♣, 2♥, 4♠, 5♥', 'A♣ 10♣ 4♥ 7♦ 7♠', 'Ann plays A♣ and takes 10♣, 4♥, 7♦, 7♠'],
    ['an Ace takes an Ace and a King (1 + 13 on the table)', 'A♥, K♣, 3♦', 'A♣, 2♥, 4♠, 5♥', 'A♣ A♥ K♣', 'Ann plays A♣ and takes A♥, K♣'],
    ['the 10♦ (16) takes 10 + 6', '10♣, 6♥, 3♦', '10♦, 2♥, 4♠, 5♥', '10♦ 10♣ 6♥', 'Ann plays 10♦ and takes 10♣, 6♥'],
    ['the 2♠ (15) takes 9 + 6', '9♣, 6♥, 3♦', '2♠, 2♥, 4♠, 5♥', '2♠ 9♣ 6♥', 'Ann plays 2♠ and takes 9♣, 6♥'],
    ['the 2♠ takes K + 2', 'K♣, 2♥, 3♦', '2♠, 8♥, 4♠, 5♥', '2♠ K♣ 2♥', 'Ann plays 2♠ and takes K♣, 2♥'],
    ['the cards named in any order, logged in table order', '5♥, 3♦, 4♣', '9♠, 2♥, 4♠, K♥', '9♠ 4♣ 5♥', 'Ann plays 9♠ and takes 5♥, 4♣'],
  ])('%s', (_name, table, hand, typed, line) => {
    const start = annToPlay(table, hand);
    const { state, log } = applied(start, typed);
    expect(log).toEqual([line]);
    const [played, ...taken] = cards(typed);
    expect(state.table.map(formatCard)).toEqual(start.table.filter((c) => !taken.includes(c)).map(formatCard));
    expect(state.captured[0]!.slice(-1 - taken.length).map(formatCard)).toEqual([played!, ...start.table.filter((c) => taken.includes(c))].map(formatCard));
    expect(state.lastCapture).toBe(0);
    expect(state.turn).toBe(1);
  });

  it.each<[string, string, string, string, string]>([
    ['a divisible sum is not enough: 9 against 8, 2, 8', '8♣, 2♦, 8♥, 5♠', '9♠, 3♣, 4♦, K♥', '9♠ 8♣ 2♦ 8♥', '8, 2, 8 do not split into groups of 9'],
    ['a card that is not its value', '8♣, 2♦, 8♥, 5♠', '9♠, 3♣, 4♦, K♥', '9♠ 8♣', '8 does not make 9'],
    ['an Ace is 14 in the hand, not 1', 'A♥, 2♦, 8♥, 5♠', 'A♠, 3♣, 4♦, K♥', 'A♠ A♥', '1 does not make 14 (in the hand A♠ counts 14)'],
    ['the 10♦ is 16 in the hand', '10♣, 2♦, 8♥, 5♠', '10♦, 3♣, 4♦, K♥', '10♦ 10♣', '10 does not make 16 (in the hand 10♦ counts 16)'],
    ['a card that is not in the hand', '8♣, 2♦, 8♥, 5♠', '9♠, 3♣, 4♦, K♥', '9♥ 8♣', 'you have no 9♥ in your hand'],
    ['a card that is not on the table', '8♣, 2♦, 8♥, 5♠', '9♠, 3♣, 4♦, K♥', '3♣ 3♦', '3♦ is not on the table'],
    ['a card named twice', '3♥, 2♦, 8♥, 5♠', '6♠, 3♣, 4♦, K♥', '6♠ 3♥ 3♥', '3♥ is named twice'],
    ['the hand card among the taken', '3♥, 2♦, 8♥, 5♠', '6♠, 3♣, 4♦, K♥', '6♠ 6♠', '6♠ is named twice'],
    ['a table position that is not there', '9♣, 2♦, 8♥, 5♠', '9♠, 3♣, 4♦, K♥', '9♠ 12', 'there is no table card 12 (the table holds 4)'],
  ])('refuses %s', (_name, table, hand, typed, reason) => {
    expect(refusal(annToPlay(table, hand), typed)).toBe(reason);
  });

  it('refuses a play when the game is over', () => {
    const over = position(`${TWO}\nRound: 2\nTable:[]\nHand Ann:[]\nHand Bob:[]\nTotals: Ann 20, Bob 3`, { holder: 'Bob' });
    expect(over.winner).toBe(0);
    expect(applyMove(over, { card: card('5♣'), takes: [] })).toEqual({ ok: false, error: 'the game is over' });
  });
});

describe('placing a card', () => {
  it('is always allowed, even when the card could capture, and goes at the end of the table', () => {
    const start = annToPlay('9♥, 5♣, 3♦', '9♠, 2♥, 4♣, K♥');
    const { state, log } = applied(start, '9♠');
    expect(log).toEqual(['Ann puts 9♠ on the table']);
    expect(state.table.map(formatCard)).toEqual(['9♥', '5♣', '3♦', '9♠']);
    expect(state.lastCapture).toBe(start.lastCapture);
    expect(state.captured).toEqual(start.captured);
    expect(check({ hand: start.hands[0]!, table: start.table }, { card: card('9♠'), takes: [] })).toEqual({ ok: true, value: { kind: 'place' } });
  });

  it('is offered for every hand card among the legal plays', () => {
    const start = annToPlay('9♥, 5♣, 3♦', '9♠, 2♥, 4♣, K♥');
    const placements = legalMoves(viewOf(start, 0)).filter((move) => move.takes.length === 0).map((move) => formatCard(move.card));
    expect(placements).toEqual(['9♠', '2♥', '4♣', 'K♥']);
    expect(legalMoves(viewOf(start, 1))).toEqual([]); // not Bob's turn
  });
});

describe('drawing', () => {
  it('draws the deck\'s top card into the place of the card played, while the deck lasts', () => {
    const start = annToPlay('9♥, 5♣, 3♦', '9♠, 2♥, 4♣, K♥');
    const top = start.deck[start.deck.length - 1]!;
    const { state } = applied(start, '2♥');
    expect(state.hands[0]).toEqual([card('9♠'), top, card('4♣'), card('K♥')]);
    expect(state.deck).toEqual(start.deck.slice(0, -1));
  });

  it('draws nothing once the deck is empty', () => {
    const start = position(`${TWO}\nTable:[9♥, 5♣, 3♦]\nHand Ann:[9♠, 2♥]\nHand Bob:[6♦, 10♥, 5♠]`);
    expect(start.deck).toEqual([]);
    expect(start.turn).toBe(1);
    const { state } = applied(start, '10♥');
    expect(state.hands[1]).toEqual(cards('6♦ 5♠'));
  });
});

describe('sweeps', () => {
  it('count when a capture empties the table, and say so in the log', () => {
    const start = annToPlay('5♥, 4♣, 6♦, 3♦', '9♠, 2♥, 4♠, K♥');
    const { state, log } = applied(start, '9♠ 5♥ 4♣ 6♦ 3♦');
    expect(log).toEqual(['Ann plays 9♠ and takes 5♥, 4♣, 6♦, 3♦ (sweep)']);
    expect(state.table).toEqual([]);
    expect(state.sweeps).toEqual([1, 0]);
  });

  it('do not count for a capture that leaves a card', () => {
    const { state, log } = applied(annToPlay('5♥, 4♣, 6♦, 2♦', '9♠, 2♥, 4♠, K♥'), '9♠ 5♥ 4♣');
    expect(log).toEqual(['Ann plays 9♠ and takes 5♥, 4♣']);
    expect(state.sweeps).toEqual([0, 0]);
  });
});

describe('the end of a round', () => {
  it('gives the rest of the table to the last player to capture, scores, and deals the next round', () => {
    // Bob plays the round's last card; Ann has captured every card not in view
    const start = position(`${TWO}\nTable:[5♦, 9♠, J♥]\nHand Ann:[]\nHand Bob:[5♣]`);
    expect(start.turn).toBe(1);
    const { state, log } = applied(start, '5♣ 5♦');
    expect(log.slice(0, 3)).toEqual([
      'Bob plays 5♣ and takes 5♦',
      'Bob takes the rest: 9♠, J♥',
      'Round 1 scores: Ann 10 (total 10), Bob 0 (total 0)',
    ]);
    expect(log[3]).toBe('Round 2');
    expect(log[4]).toMatch(/^Table:\[[^\]]+\]$/);
    expect(log).toHaveLength(5);
    expect(log[4]).toBe(`Table:[${state.table.map(formatCard).join(', ')}]`);
    expect(state.round).toBe(2);
    expect(state.log.slice(-5)).toEqual(log);
  });

  it('leaves the table untaken when nobody captured all round', () => {
    const start = position(`${TWO}\nTable:[5♦, 9♠, J♥]\nHand Ann:[]\nHand Bob:[4♣]`, { holder: 'table' });
    expect(start.lastCapture).toBeNull();
    const { log } = applied(start, '4♣');
    expect(log.slice(0, 2)).toEqual(['Bob puts 4♣ on the table', 'Round 1 scores: Ann 0 (total 0), Bob 0 (total 0)']);
    expect(log[2]).toBe('Round 2');
  });

  it('prints no rest line when the last capture empties the table', () => {
    const start = position(`${TWO}\nTable:[5♦]\nHand Ann:[]\nHand Bob:[5♣]`);
    const { log } = applied(start, '5♣ 5♦');
    expect(log[0]).toBe('Bob plays 5♣ and takes 5♦ (sweep)');
    expect(log[1]).toMatch(/^Round 1 scores: /);
  });

  it('passes the deal to the next seat: the player after the new dealer plays first', () => {
    for (const [spec, dealer, first] of [['Ann:human, Bob:computer', 'Ann', 'Bob'], ['A:human, B:computer, C:computer', 'A', 'B']] as const) {
      const players = spec.split(', ').map((entry) => entry.split(':')[0]!);
      const hands = players.map((name, i) => `Hand ${name}:[${i === players.length - 1 ? '5♣' : ''}]`).join('\n');
      const start = position(`Players: ${spec}\nTable:[5♦, 9♠]\n${hands}`);
      expect(start.dealer).toBe(players.length - 1); // round 1: the last seat deals
      expect(start.turn).toBe(players.length - 1); // and plays the round's last card
      const { state } = applied(start, '5♣ 5♦');
      expect(state.round).toBe(2);
      expect(state.seats[state.dealer]!.name).toBe(dealer);
      expect(state.seats[state.turn]!.name).toBe(first);
      // a fresh deck, dealt: 4 cards a hand, 4 on the table, from the generator kept in the state
      expect(state.hands.every((hand) => hand.length === 4)).toBe(true);
      expect(state.table).toHaveLength(4);
      expect(state.deck).toHaveLength(48 - 4 * players.length);
      expect(state.captured.every((pile) => pile.length === 0)).toBe(true);
      expect(state.lastCapture).toBeNull();
      expect(state.rng).not.toBe(start.rng);
    }
  });

  /** Bob places the round's last card; Ann captured last and takes it. Ann's round: 2 Aces, the 2♠, the 10♦, most cards, most spades: 8. Bob's: 2 Aces. */
  const lastPlay = (totals: string) => position(
    `${TWO}\nRound: 3\nTable:[]\nHand Ann:[]\nHand Bob:[3♣]\nCaptured Bob:[A♥, A♠, 3♠, 3♥]\nLast capture: Ann\nTotals: ${totals}`,
    { holder: 'Ann' },
  );

  it('plays another round on a tie at the top, even past the target', () => {
    const { state, log } = applied(lastPlay('Ann 9, Bob 15'), '3♣');
    expect(log.slice(0, 4)).toEqual([
      'Bob puts 3♣ on the table',
      'Ann takes the rest: 3♣',
      'Round 3 scores: Ann 8 (total 17), Bob 2 (total 17)',
      'Round 4',
    ]);
    expect(state.winner).toBeNull();
    expect(state.round).toBe(4);
    expect(state.totals).toEqual([17, 17]);
  });

  it('ends the game when one player alone has the most points and reaches the target', () => {
    const { state, log } = applied(lastPlay('Ann 9, Bob 14'), '3♣');
    expect(log).toEqual([
      'Bob puts 3♣ on the table',
      'Ann takes the rest: 3♣',
      'Round 3 scores: Ann 8 (total 17), Bob 2 (total 16)',
    ]);
    expect(state.winner).toBe(0);
    expect(state.totals).toEqual([17, 16]);
    // the last round's captures stay for the scoreboard
    expect(state.captured[1]).toEqual(cards('A♥ A♠ 3♠ 3♥'));
  });

  it('goes on when the one highest total falls short of the target', () => {
    const { state } = applied(lastPlay('Ann 1, Bob 2'), '3♣');
    expect(state.totals).toEqual([9, 4]);
    expect(state.winner).toBeNull();
    expect(state.round).toBe(4);
  });
});

describe('a dealt game', () => {
  it('is pinned: the same seed deals the same cards, forever', () => {
    const state = dealGame(7, seats('Ann:human, Bob:computer, Cid:computer:easy'), 16);
    expect(writeDealFile(state)).toBe([
      'Players: Ann:human, Bob:computer:normal, Cid:computer:easy',
      'Target: 16',
      'Round: 1',
      'Dealer: Cid',
      'Turn: Ann',
      'Seed: 3215543254',
      'Table:[Q♦, J♣, 3♣, Q♠]',
      'Hand Ann:[7♣, K♠, 10♦, J♦]',
      'Hand Bob:[8♠, 6♥, 4♦, 9♠]',
      'Hand Cid:[3♥, 4♥, K♥, 10♣]',
      'Deck:[4♣, 6♠, 9♥, 5♠, 10♠, 8♦, 9♦, 9♣, A♦, 10♥, 7♦, 7♥, K♦, 2♠, 6♦, A♠, 2♥, 3♦, 7♠, A♥, 6♣, 2♦, Q♣, J♥, A♣, 3♠, 5♥, 2♣, 5♣, K♣, Q♥, J♠, 8♣, 5♦, 4♠, 8♥]',
      'Captured Ann:[]',
      'Captured Bob:[]',
      'Captured Cid:[]',
      'Sweeps: Ann 0, Bob 0, Cid 0',
      'Totals: Ann 0, Bob 0, Cid 0',
      '',
    ].join('\n'));
    expect(state.log).toEqual(['Round 1', 'Table:[Q♦, J♣, 3♣, Q♠]']);
  });
});
