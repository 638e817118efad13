/** A round's points, and when the game is won. */
import { describe, expect, it } from 'vitest';
import { roundPoints, soleLeader, winnerOf } from '../../../src/games/cassino/scoring.js';
import { cards } from '../../helpers/cassino.js';

describe('a round\'s points', () => {
  it.each<[string, string[], number[], number[]]>([
    ['Aces, the 2♠ and the 10♦; most cards and most spades', ['A♣ A♦ 2♠ 10♦ 3♠ 4♠', 'A♥ 5♣'], [0, 0], [2 + 1 + 2 + 1 + 2, 1]],
    ['each sweep 1', ['5♣ 6♣', '7♣ 8♣ 9♥'], [2, 1], [2, 1 + 1]],
    ['a tie for most cards gives that point to nobody', ['3♠ 4♣', '5♣ 6♣'], [0, 0], [2, 0]],
    ['a tie for most spades gives those points to nobody', ['3♠ 4♣ 5♦', '5♠ 6♣'], [0, 0], [1, 0]],
    ['ties for both', ['3♠ 4♣', '5♠ 6♣'], [0, 0], [0, 0]],
    ['nobody captured', ['', '', ''], [0, 0, 0], [0, 0, 0]],
    ['a tie of two among three', ['3♠ 4♣', '5♠ 6♣', '7♥'], [0, 0, 0], [0, 0, 0]],
    ['every point card to one player', ['A♣ A♦ A♥ A♠ 2♠ 10♦ 3♣', '4♠ 5♠ 6♠'], [1, 0], [1 + 4 + 1 + 2 + 1, 2]],
  ])('%s', (_name, piles, sweeps, points) => {
    expect(roundPoints(piles.map((pile) => cards(pile)), sweeps)).toEqual(points);
  });
});

describe('the winner', () => {
  it.each<[number[], number, number | null]>([
    [[16, 12], 16, 0],
    [[15, 12], 16, null],
    [[17, 17], 16, null],
    [[17, 17, 18], 16, 2],
    [[3, 20, 20], 16, null],
    [[1, 0], 1, 0],
  ])('totals %j with target %i: %s', (totals, target, winner) => {
    expect(winnerOf(totals, target)).toBe(winner);
  });

  it('is the one seat alone at the top', () => {
    expect(soleLeader([1, 5, 3])).toBe(1);
    expect(soleLeader([5, 5, 3])).toBeNull();
  });
});
