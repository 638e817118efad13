/**
 * Klondike's own command-line options and seeds, as plain data: cheap to import, so the
 * command line can list them without loading the game.
 */
import { quoted } from '../../engine/printable.js';
import { WINNABLE_OPTION, type OptionSpec, type SeedRange } from '../../engine/setup.js';

/** The options as parsed: both absent for the spec's game without scoring. */
export interface KlondikeOptions {
  readonly draw?: 1 | 3;
  readonly scoring?: 'standard' | 'vegas';
  readonly winnable?: boolean;
}

/** Seeds are any unsigned 32-bit number; fresh games draw from the first million. */
export const KLONDIKE_SEEDS: SeedRange = { min: 0, max: 2 ** 32 - 1, fresh: 1_000_000 };

export const KLONDIKE_OPTIONS: readonly OptionSpec[] = [
  {
    flags: '--draw <N>',
    description: 'play the standard game (Windows Solitaire), turning N cards a draw: 1 or 3',
    choices: ['1', '3'],
    parse: (text) => {
      if (text.trim() !== '1' && text.trim() !== '3') throw new Error(`--draw takes 1 or 3, not ${quoted(text)}`);
      return Number(text.trim());
    },
  },
  {
    flags: '--scoring <KIND>',
    description: 'keep score: standard or vegas (Windows Solitaire\'s scoring)',
    choices: ['standard', 'vegas'],
    parse: (text) => {
      const kind = text.trim().toLowerCase();
      if (kind !== 'standard' && kind !== 'vegas') throw new Error(`--scoring takes standard or vegas, not ${quoted(text)}`);
      return kind;
    },
  },
  WINNABLE_OPTION,
];
