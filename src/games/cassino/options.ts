/**
 * Cassino's own command-line options and seeds, as plain data: cheap to import (the
 * players' parser and nothing of the rules), so the command line can list them
 * without loading the game.
 */
import type { Seat } from '../../engine/game.js';
import { quoted } from '../../engine/printable.js';
import { fail, ok, type Result } from '../../engine/result.js';
import type { MenuRules, OptionSpec, SeedRange } from '../../engine/setup.js';
import { DEFAULT_LEVEL, LEVELS, levelList, parsePlayers } from './players.js';
import { FINNISH_SWEEP_LIMIT, MAX_SWEEP_LIMIT, MIN_SWEEP_LIMIT, TIE_RULES, type TieRule } from './variants.js';

/**
 * The options as parsed: the players (asked for when absent), the target (16 when
 * absent), and the scoring variants (variants.ts; the standard game when absent).
 */
export interface CassinoOptions {
  readonly players?: readonly Seat[];
  readonly target?: number;
  readonly ties?: TieRule;
  readonly sweepsCancel?: boolean;
  readonly sweepLimit?: number;
  /**
   * The level of the computers the set-up's questions add (the menu's rules): the
   * default answer to the level question at a terminal, and the level of a plain `c`
   * on a pipe; normal when absent.
   */
  readonly level?: string;
}

export const DEFAULT_TARGET = 16;
export const MIN_TARGET = 1;
export const MAX_TARGET = 1000;

/** Seeds are any unsigned 32-bit number; fresh games draw from the first million. */
export const CASSINO_SEEDS: SeedRange = { min: 0, max: 2 ** 32 - 1, fresh: 1_000_000 };

/** Reads `--target`: a whole number from 1 to 1000; a thrown Error's message is the usage error. */
export function parseTarget(text: string): number {
  const typed = text.trim();
  const value = /^\d{1,4}$/.test(typed) ? Number(typed) : NaN;
  if (!(value >= MIN_TARGET && value <= MAX_TARGET)) {
    throw new Error(`--target takes a whole number from ${MIN_TARGET} to ${MAX_TARGET}, not ${quoted(text)}`);
  }
  return value;
}

export const CASSINO_OPTIONS: readonly OptionSpec[] = [
  {
    flags: '--players <SPEC>',
    description: '2 to 6 players, comma-separated: NAME:human, NAME:computer, NAME:computer:easy|normal|hard, human or computer',
    parse: (text) => {
      const seats = parsePlayers(text);
      if (!seats.ok) throw new Error(`--players: ${seats.error}`);
      return seats.value;
    },
  },
  {
    flags: '--target <POINTS>',
    description: `the points that win the game, alone at the top after a round (${MIN_TARGET} to ${MAX_TARGET}; ${DEFAULT_TARGET} by default)`,
    parse: parseTarget,
  },
  {
    flags: '--ties <WHO>',
    description: 'who scores a tie for most cards or most spades: nobody (the default) or all the players tied',
    choices: TIE_RULES,
    parse: (text) => {
      const who = text.trim().toLowerCase();
      if (!TIE_RULES.includes(who as TieRule)) throw new Error(`--ties takes ${TIE_RULES.join(' or ')}, not ${quoted(text)}`);
      return who;
    },
  },
  {
    flags: '--sweeps-cancel',
    description: 'sweeps cancel between players: each scores only the sweeps beyond the fewest any player made (a Finnish house rule)',
  },
  {
    flags: '--sweep-limit <POINTS>',
    description: `sweeps score nothing in a round that starts with a player at POINTS or more (the Finnish house rule is ${FINNISH_SWEEP_LIMIT})`,
    parse: parseSweepLimit,
  },
];

/** Reads `--sweep-limit`: a whole number from 1 to 1000. */
export function parseSweepLimit(text: string): number {
  const typed = text.trim();
  const value = /^\d{1,4}$/.test(typed) ? Number(typed) : NaN;
  if (!(value >= MIN_SWEEP_LIMIT && value <= MAX_SWEEP_LIMIT)) {
    throw new Error(`--sweep-limit takes a whole number from ${MIN_SWEEP_LIMIT} to ${MAX_SWEEP_LIMIT}, not ${quoted(text)}`);
  }
  return value;
}

/** The rules the menu's words pick: the level of the computers the questions add. */
function menuOptions(words: readonly string[]): Result<{ level?: string }> {
  if (words.length === 0) return ok({});
  const [word = ''] = words;
  if (words.length > 1 || !LEVELS.includes(word)) return fail(`Cassino's rule in the menu is the computers' level: type ${levelList()}`);
  return ok(word === DEFAULT_LEVEL ? {} : { level: word });
}

export const CASSINO_MENU_RULES: MenuRules = {
  example: 'hard',
  options: menuOptions,
  describe: (words) => {
    const picked = menuOptions(words);
    return picked.ok && picked.value.level !== undefined ? `computers ${picked.value.level}` : '';
  },
};
