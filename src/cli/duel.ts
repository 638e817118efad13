/**
 * `cardtable duel cassino`: computer players against each other, to measure their
 * strength. One line a game as it ends, then for each player the games won as a share
 * with its 95% interval (Wilson), beside the fair share, and the points it scored a
 * round. Seeds run from --seed (1 by default), each dealt once for every seating, the
 * players turning one seat further each game (games/cassino/duel.ts). The same options
 * give the same lines, whatever the number of worker threads (--jobs: the games are
 * shared out, their lines written in order); how long it took goes to stderr.
 */
import type { Seat } from '../engine/game.js';
import { percent, shareText } from '../engine/share.js';
import { addToTally, duelLine, duelSchedule, emptyTally } from '../games/cassino/duel.js';
import { formatPlayers } from '../games/cassino/players.js';
import { STANDARD_RULES, type CassinoRules, type TieRule } from '../games/cassino/variants.js';
import { DEFAULT_TARGET } from '../games/cassino/options.js';
import { usageFailure, report, type Context } from './context.js';
import type { DuelGameInput } from './duel-task.js';
import { mapInOrder, rangeInputs } from './workers.js';

export interface DuelOptions {
  readonly players: readonly Seat[];
  readonly games?: number;
  readonly seed?: number;
  readonly target?: number;
  readonly ties?: TieRule;
  readonly sweepsCancel?: boolean;
  readonly sweepLimit?: number;
  /** Worker threads (1: this thread alone). */
  readonly jobs?: number;
}

export const DEFAULT_DUEL_GAMES = 400;

export async function runDuel(options: DuelOptions, context: Context): Promise<number> {
  const { players } = options;
  const person = players.find((seat) => seat.kind !== 'computer');
  if (person !== undefined) return report(context, usageFailure(`a duel is between computers, and ${person.name} is a person: write ${person.name}:computer:LEVEL`));
  const games = options.games ?? DEFAULT_DUEL_GAMES;
  const firstSeed = options.seed ?? 1;
  const target = options.target ?? DEFAULT_TARGET;
  const rules: CassinoRules = {
    ties: options.ties ?? STANDARD_RULES.ties,
    sweepsCancel: options.sweepsCancel ?? STANDARD_RULES.sweepsCancel,
    sweepLimit: options.sweepLimit ?? STANDARD_RULES.sweepLimit,
  };
  const say = (line: string) => context.stdout.write(`${line}\n`);
  const started = performance.now();
  let tally = emptyTally(players.length);
  const inputs = rangeInputs(0, games - 1, (index): DuelGameInput => ({ players, ...duelSchedule(index, firstSeed, players.length), target, rules }));
  await mapInOrder('duel-cassino', inputs, { jobs: options.jobs ?? 1 }, (game, index) => {
    tally = addToTally(tally, game);
    say(duelLine(index, players, game));
  });
  const lastSeed = duelSchedule(games - 1, firstSeed, players.length).seed;
  say(`${games} ${games === 1 ? 'game' : 'games'} of ${formatPlayers(players)}: seeds ${firstSeed} to ${lastSeed}, the players turning one seat a game; ${(tally.rounds / games).toFixed(2)} rounds a game`);
  const fair = percent(1 / players.length);
  players.forEach((seat, player) => {
    const wins = tally.wins[player] as number;
    say(`${seat.name}: won ${wins} of ${games}, ${shareText(wins, games)}, fair share ${fair}; ${((tally.points[player] as number) / tally.rounds).toFixed(2)} points a round`);
  });
  context.stderr.write(`cardtable: the duel took ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return 0;
}
