/** Where a round's points came from, as a person at a terminal is told after `Round <n> scores:`. */
import { describe, expect, it } from 'vitest';
import { roundSummary } from '../../../src/games/cassino/round-summary.js';
import { reckonRound } from '../../../src/games/cassino/scoring.js';
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
