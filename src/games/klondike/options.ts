/**
 * Klondike's own command-line options and seeds, as plain data: cheap to import, so the
 * command line can list them without loading the game.
 */
import { quoted } from '../../engine/printable.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { WINNABLE_OPTION, type MenuRules, type OptionSpec, type SeedRange } from '../../engine/setup.js';

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

/**
 * The rules the menu's words pick: `draw 1` or `draw 3` (also `draw1`, `draw3`) for the
 * standard game, `spec` for the spec's; `standard` or `vegas` scoring.
 */
function menuOptions(words: readonly string[]): Result<{ draw?: 1 | 3; scoring?: 'standard' | 'vegas' }> {
  let draw: 1 | 3 | undefined;
  let scoring: 'standard' | 'vegas' | undefined;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    const count = word === 'draw' ? words[(i += 1)] : /^draw[13]$/.test(word) ? word.slice(4) : undefined;
    if (word === 'draw' || count !== undefined) {
      if (count !== '1' && count !== '3') return fail('draw takes 1 or 3: type draw 1 or draw 3');
      draw = Number(count) as 1 | 3;
    } else if (word === 'standard' || word === 'vegas') {
      scoring = word;
    } else if (word === 'spec') {
      draw = undefined;
    } else {
      return fail(`${quoted(word)} is not a Klondike rule: type draw 1, draw 3 or spec, and standard or vegas for scoring`);
    }
  }
  return ok({ ...(draw === undefined ? {} : { draw }), ...(scoring === undefined ? {} : { scoring }) });
}

export const KLONDIKE_MENU_RULES: MenuRules = {
  example: 'draw 3 vegas',
  options: menuOptions,
  describe: (words) => {
    const picked = menuOptions(words);
    if (!picked.ok) return '';
    const { draw, scoring } = picked.value;
    return [draw === undefined ? '' : `draw ${draw}`, scoring === undefined ? '' : `${scoring === 'vegas' ? 'Vegas' : 'standard'} scoring`]
      .filter((rule) => rule !== '').join(', ');
  },
};
