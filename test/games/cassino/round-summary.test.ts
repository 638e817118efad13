/** Where a round's points came from, as a person at a terminal is told after `Round <n> scores:`. */
import { describe, expect, it } from 'vitest';
import { roundSummary } from '../../../src/games/cassino/round-summary.js';
import { reckonRound, roundPoints } from '../../../src/games/cassino/scoring.js';
import { STANDARD_RULES, type CassinoRules } from '../../../src/games/cassino/variants.js';
import { cards } from '../../helpers/cassino.js';

describe('the round summary', () => {
  it.each<[string, string[], number[], string[]]>([
    ['most cards and spades with the counts, aces, 10♦, 2♠ and sweeps item by item', ['A♣ 2♠ 10♦ 3♠ 4♠ A♦', 'A♥ 5♣'], [1, 0], [
      '  Most cards: Ann, 1 point (Ann 6, Bob 2)',
      '  Most spades: Ann, 2 points (Ann 3, Bob 0)',
      '  Ann 9 = most cards 1 + most spades 2 + aces 2 (A♣, A♦) + 10♦ 2 + 2♠ 1 + sweep 1',
      '  Bob 1 = ace 1 (A♥)',
    ]],
    ['ties give nobody the points, and a player with none gets a bare 0', ['3♠ 4♣', '5♠ 6♣', ''], [0, 2, 0], [
      '  Most cards: tied, no points (Ann 2, Bob 2, Cid 0)',
      '  Most spades: tied, no points (Ann 1, Bob 1, Cid 0)',
      '  Ann 0',
      '  Bob 2 = sweeps 2',
      '  Cid 0',
    ]],
  ])('%s', (_name, piles, sweeps, lines) => {
    const names = ['Ann', 'Bob', 'Cid'].slice(0, piles.length);
    const reckoning = reckonRound(piles.map((pile) => cards(pile)), sweeps);
    expect(roundSummary(names, reckoning)).toEqual(lines);
    // the summary adds up to the points the round scored
    const totals = roundSummary(names, reckoning).slice(2).map((line) => Number(/^ {2}\S+ (\d+)/.exec(line)![1]));
    expect(totals).toEqual(reckoning.points);
  });
});

describe('the round summary under the scoring variants', () => {
  const rules = (given: Partial<CassinoRules>): CassinoRules => ({ ...STANDARD_RULES, ...given });
  it.each<[string, string[], number[], CassinoRules, number[], string[]]>([
    ['ties score for all: every player in the tie gets the points', ['3♠ 4♣', '5♠ 6♣', 'A♥'], [0, 0, 0], rules({ ties: 'all' }), [], [
      '  Most cards: tied, Ann and Bob 1 point each (Ann 2, Bob 2, Cid 1)',
      '  Most spades: tied, Ann and Bob 2 points each (Ann 1, Bob 1, Cid 0)',
      '  Ann 3 = most cards 1 + most spades 2',
      '  Bob 3 = most cards 1 + most spades 2',
      '  Cid 1 = ace 1 (A♥)',
    ]],
    ['ties score for all, but a sole leader scores alone', ['3♠ 4♣ 5♠', '6♣'], [0, 0], rules({ ties: 'all' }), [], [
      '  Most cards: Ann, 1 point (Ann 3, Bob 1)',
      '  Most spades: Ann, 2 points (Ann 2, Bob 0)',
      '  Ann 3 = most cards 1 + most spades 2',
      '  Bob 0',
    ]],
    ['sweeps cancel: one each given back, the rest scored', ['3♠ 4♣ 5♠', '6♣'], [3, 1], rules({ sweepsCancel: true }), [], [
      '  Most cards: Ann, 1 point (Ann 3, Bob 1)',
      '  Most spades: Ann, 2 points (Ann 2, Bob 0)',
      '  Sweeps: 1 each cancel out (Ann 3, Bob 1)',
      '  Ann 5 = most cards 1 + most spades 2 + sweeps 2',
      '  Bob 0',
    ]],
    ['sweeps cancel with a player who made none: nothing cancels, nothing said', ['3♠ 4♣ 5♠', '6♣', ''], [2, 1, 0], rules({ sweepsCancel: true }), [], [
      '  Most cards: Ann, 1 point (Ann 3, Bob 1, Cid 0)',
      '  Most spades: Ann, 2 points (Ann 2, Bob 0, Cid 0)',
      '  Ann 5 = most cards 1 + most spades 2 + sweeps 2',
      '  Bob 1 = sweep 1',
      '  Cid 0',
    ]],
    ['the sweep limit reached before the round: sweeps made score nothing', ['3♠ 4♣ 5♠', '6♣'], [2, 1], rules({ sweepLimit: 10 }), [4, 10], [
      '  Most cards: Ann, 1 point (Ann 3, Bob 1)',
      '  Most spades: Ann, 2 points (Ann 2, Bob 0)',
      '  Sweeps: no points, a total had reached 10 before this round (Ann 2, Bob 1)',
      '  Ann 3 = most cards 1 + most spades 2',
      '  Bob 0',
    ]],
    ['the sweep limit not yet reached: sweeps score as usual', ['3♠ 4♣ 5♠', '6♣'], [2, 1], rules({ sweepLimit: 10 }), [4, 9], [
      '  Most cards: Ann, 1 point (Ann 3, Bob 1)',
      '  Most spades: Ann, 2 points (Ann 2, Bob 0)',
      '  Ann 5 = most cards 1 + most spades 2 + sweeps 2',
      '  Bob 1 = sweep 1',
    ]],
  ])('%s', (_name, piles, sweeps, given, totalsBefore, lines) => {
    const names = ['Ann', 'Bob', 'Cid'].slice(0, piles.length);
    const reckoning = reckonRound(piles.map((pile) => cards(pile)), sweeps, given, totalsBefore);
    const summary = roundSummary(names, reckoning);
    expect(summary).toEqual(lines);
    // the players' lines add up to the points the round scored, as roundPoints gives them
    const totals = summary.slice(-names.length).map((line) => Number(/^ {2}\S+ (\d+)/.exec(line)![1]));
    expect(totals).toEqual(reckoning.points);
    expect(totals).toEqual(roundPoints(piles.map((pile) => cards(pile)), sweeps, given, totalsBefore));
  });
});
