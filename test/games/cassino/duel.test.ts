/** Duels between computer players: the schedule of seeds and seatings, and each game's outcome by player. */
import { describe, expect, it } from 'vitest';
import { duelGame, duelLine, duelSchedule, seating, tallyDuel } from '../../../src/games/cassino/duel.js';
import { STANDARD_RULES } from '../../../src/games/cassino/variants.js';
import { computerGame, playGame, seats } from '../../helpers/cassino.js';

describe('a duel', () => {
  it('deals each seed once for every seating, the players turning one seat a game', () => {
    expect([0, 1, 2, 3, 4].map((i) => duelSchedule(i, 10, 2))).toEqual([
      { seed: 10, turn: 0 }, { seed: 10, turn: 1 }, { seed: 11, turn: 0 }, { seed: 11, turn: 1 }, { seed: 12, turn: 0 },
    ]);
    expect([0, 1, 2, 3].map((i) => duelSchedule(i, 1, 3).seed)).toEqual([1, 1, 1, 2]);
    expect(seating(['A', 'B', 'C'], 0)).toEqual(['A', 'B', 'C']);
    expect(seating(['A', 'B', 'C'], 1)).toEqual(['B', 'C', 'A']);
  });

  it('plays the game the seating deals, and gives the outcome by player, whatever the seat', () => {
    const players = seats('A:computer:normal, B:computer:easy');
    for (const turn of [0, 1]) {
      const game = duelGame(players, 5, turn, 16, STANDARD_RULES);
      const levels = turn === 0 ? ['normal', 'easy'] : ['easy', 'normal'];
      const states = playGame(computerGame(5, levels));
      const last = states[states.length - 1]!;
      const bySeat = turn === 0 ? last.totals : [last.totals[1], last.totals[0]];
      expect(game.totals).toEqual(bySeat);
      expect(game.winner).toBe(turn === 0 ? last.winner : 1 - last.winner!);
      expect(game.rounds).toBe(last.round);
      expect(duelGame(players, 5, turn, 16, STANDARD_RULES)).toEqual(game);
    }
  });

  it('writes a game as a line, players in seat order, and adds the games up by player', () => {
    const players = seats('A:computer:normal, B:computer:easy');
    const game = { seed: 3, turn: 1, winner: 0, totals: [17, 4], rounds: 2 };
    expect(duelLine(1, players, game)).toBe('Game 2, seed 3: B 4, A 17 (A wins, 2 rounds)');
    expect(tallyDuel(2, [game, { seed: 4, turn: 0, winner: 1, totals: [9, 16], rounds: 3 }])).toEqual({
      games: 2, rounds: 5, wins: [1, 1], points: [26, 20],
    });
  });
});
