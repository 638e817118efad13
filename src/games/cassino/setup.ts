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
import {
  describeRules, MAX_SWEEP_LIMIT, MIN_SWEEP_LIMIT, STANDARD_RULES, TIE_RULES, type CassinoRules, type TieRule,
} from './variants.js';

/** "Cassino game #7, 3 players", "Cassino from a deal file, 2 players", "Cassino game #7, 2 players, sweeps cancel". */
export function describe(state: CassinoState): string {
  const players = `${state.seats.length} players`;
  const rules = describeRules(state.rules);
  const game = state.seed === null ? `Cassino from a deal file, ${players}` : `Cassino game #${state.seed}, ${players}`;
  return rules === '' ? game : `${game}, ${rules}`;
}

/** A word on the game and on help before the set-up's first question, at a terminal. */
function introduction(target: number): string {
  return [
    'Cassino: play a card from your hand to take the table cards that add up to its value, or put it on the table.',
    `Cards, spades, aces, the 10♦, the 2♠ and sweeps score; ${target} points win. At your move, help gives the rules and the commands.`,
  ].join('\n');
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

interface Checked {
  readonly players: Seat[] | undefined;
  readonly target: number | undefined;
  /** The variants given (the others are the deal file's, or the standard game's). */
  readonly rules: Partial<CassinoRules>;
}

/** The options, checked: the seats when given, the target (16 when absent) and the scoring variants given. */
function optionsFrom(options: CassinoOptions): Result<Checked> {
  let players: Seat[] | undefined;
  if (options.players !== undefined) {
    const seats = seatsFrom(options.players);
    if (!seats.ok) return seats;
    players = seats.value;
  }
  if (options.target !== undefined && !isTarget(options.target)) return fail(`--target takes a whole number from ${MIN_TARGET} to ${MAX_TARGET}`);
  const rules: { -readonly [K in keyof CassinoRules]?: CassinoRules[K] } = {};
  if (options.ties !== undefined) {
    if (!TIE_RULES.includes(options.ties)) return fail(`--ties takes ${TIE_RULES.join(' or ')}`);
    rules.ties = options.ties as TieRule;
  }
  if (options.sweepsCancel !== undefined) rules.sweepsCancel = options.sweepsCancel === true;
  if (options.sweepLimit !== undefined) {
    const limit = options.sweepLimit;
    if (!(Number.isInteger(limit) && limit >= MIN_SWEEP_LIMIT && limit <= MAX_SWEEP_LIMIT)) {
      return fail(`--sweep-limit takes a whole number from ${MIN_SWEEP_LIMIT} to ${MAX_SWEEP_LIMIT}`);
    }
    rules.sweepLimit = limit;
  }
  return ok({ players, target: options.target, rules });
}

export const cassinoSetup: GameSetup<CassinoState, CassinoMove, CassinoView, CassinoOptions> = {
  game: cassino,
  deal: (seed, options) => {
    if (!isSeed(seed)) return fail(`a Cassino seed is a whole number from 0 to ${MAX_SEED}`);
    const checked = optionsFrom(options);
    if (!checked.ok) return checked;
    const { players, target, rules } = checked.value;
    if (players === undefined) return fail('Cassino needs its players: give --players, such as --players Ann:human,Bob:computer');
    return ok(dealGame(seed, players, target ?? DEFAULT_TARGET, { ...STANDARD_RULES, ...rules }));
  },
  parseDealFile: (text, options) => {
    const checked = optionsFrom(options);
    if (!checked.ok) return checked;
    const { players, target, rules } = checked.value;
    return parseDealFile(text, { ...(players === undefined ? {} : { players }), ...(target === undefined ? {} : { target }), rules });
  },
  // a deal file is about 20 short lines; anything this large is not one
  maxDealFileBytes: 64 * 1024,
  describe,
  again: (state, seed) => dealGame(seed, state.seats, state.target, state.rules),
  tally: (state) => {
    const people = state.seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : []));
    if (people.length !== 1) return null;
    const rules = describeRules(state.rules);
    return { key: `Cassino, ${state.seats.length} players${rules === '' ? '' : `, ${rules}`}`, won: state.winner === people[0] };
  },
  score: (state) => `Points: ${state.seats.map((seat, i) => `${seat.name} ${state.totals[i] ?? 0}`).join(', ')}`,
  replayOptions: (state) => [
    '--players', formatPlayers(state.seats),
    ...(state.target === DEFAULT_TARGET ? [] : ['--target', String(state.target)]),
    ...(state.rules.ties === STANDARD_RULES.ties ? [] : ['--ties', state.rules.ties]),
    ...(state.rules.sweepsCancel === STANDARD_RULES.sweepsCancel ? [] : ['--sweeps-cancel']),
    ...(state.rules.sweepLimit === null ? [] : ['--sweep-limit', String(state.rules.sweepLimit)]),
  ],
  complete: (options, ask, atTerminal) => {
    if (options.players !== undefined) return options;
    const how = { atTerminal: atTerminal === true, intro: introduction(options.target ?? DEFAULT_TARGET), ...(options.level === undefined ? {} : { level: options.level }) };
    const players = askPlayers(ask, how);
    return players === null ? null : { ...options, players };
  },
};
