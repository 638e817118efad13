/**
 * How a game of Cassino starts (engine/setup.ts): from a seed and the players, from a
 * deal file, or after asking who plays when `--players` is not given.
 */
import type { Seat } from '../../engine/game.js';
import { fail, ok, type Result } from '../../engine/result.js';
import type { GameSetup } from '../../engine/setup.js';
import { dealGame } from './deal.js';
import { parseDealFile } from './dealfile.js';
import { cassino } from './index.js';
import type { CassinoOptions } from './options.js';
import { askPlayers, formatPlayers, parsePlayers } from './players.js';
import {
  DEFAULT_TARGET, MAX_SEED, MAX_TARGET, MIN_TARGET, isSeed, isTarget,
  type CassinoMove, type CassinoState, type CassinoView,
} from './state.js';

/** "Cassino game #7, 3 players", "Cassino from a deal file, 2 players". */
export function describe(state: CassinoState): string {
  const players = `${state.seats.length} players`;
  return state.seed === null ? `Cassino from a deal file, ${players}` : `Cassino game #${state.seed}, ${players}`;
}

/** The seats the options give, checked as a --players SPEC is (they may come from anywhere). */
function seatsFrom(players: unknown): Result<Seat[]> {
  if (!Array.isArray(players) || !players.every((seat) => typeof seat === 'object' && seat !== null && typeof (seat as Seat).name === 'string')) {
    return fail('--players: not a list of players');
  }
  const seats = players as Seat[];
  if (seats.some((seat) => seat.kind !== 'human' && seat.kind !== 'computer')) return fail('--players: a player is a human or the computer');
  const parsed = parsePlayers(formatPlayers(seats));
  return parsed.ok ? parsed : fail(`--players: ${parsed.error}`);
}

/** The options, checked: the seats when given, and the target (16 when absent). */
function optionsFrom(options: CassinoOptions): Result<{ players: Seat[] | undefined; target: number | undefined }> {
  let players: Seat[] | undefined;
  if (options.players !== undefined) {
    const seats = seatsFrom(options.players);
    if (!seats.ok) return seats;
    players = seats.value;
  }
  if (options.target !== undefined && !isTarget(options.target)) return fail(`--target takes a whole number from ${MIN_TARGET} to ${MAX_TARGET}`);
  return ok({ players, target: options.target });
}

export const cassinoSetup: GameSetup<CassinoState, CassinoMove, CassinoView, CassinoOptions> = {
  game: cassino,
  deal: (seed, options) => {
    if (!isSeed(seed)) return fail(`a Cassino seed is a whole number from 0 to ${MAX_SEED}`);
    const checked = optionsFrom(options);
    if (!checked.ok) return checked;
    const { players, target } = checked.value;
    if (players === undefined) return fail('Cassino needs its players: give --players, such as --players Ann:human,Bob:computer');
    return ok(dealGame(seed, players, target ?? DEFAULT_TARGET));
  },
  parseDealFile: (text, options) => {
    const checked = optionsFrom(options);
    if (!checked.ok) return checked;
    const { players, target } = checked.value;
    return parseDealFile(text, { ...(players === undefined ? {} : { players }), ...(target === undefined ? {} : { target }) });
  },
  // a deal file is about 20 short lines; anything this large is not one
  maxDealFileBytes: 64 * 1024,
  describe,
  again: (state, seed) => dealGame(seed, state.seats, state.target),
  tally: (state) => {
    const people = state.seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : []));
    if (people.length !== 1) return null;
    return { key: `Cassino, ${state.seats.length} players`, won: state.winner === people[0] };
  },
  score: (state) => `Points: ${state.seats.map((seat, i) => `${seat.name} ${state.totals[i] ?? 0}`).join(', ')}`,
  replayOptions: (state) => ['--players', formatPlayers(state.seats), ...(state.target === DEFAULT_TARGET ? [] : ['--target', String(state.target)])],
  complete: (options, ask) => {
    if (options.players !== undefined) return options;
    const players = askPlayers(ask);
    return players === null ? null : { ...options, players };
  },
};
