/** FreeCell's own command-line options, as plain data: cheap to import. */
import { quoted } from '../../engine/printable.js';
import { fail, ok, type Result } from '../../engine/result.js';
import { WINNABLE_OPTION, type MenuRules, type OptionSpec } from '../../engine/setup.js';

/** The options as parsed: both off for the spec's game. */
export interface FreeCellOptions {
  readonly supermoves?: boolean;
  readonly autoplay?: boolean;
  readonly winnable?: boolean;
}

export const FREECELL_OPTIONS: readonly OptionSpec[] = [
  { flags: '--supermoves', description: 'move a run between tableau piles as one move, as far as the free cells and empty piles allow' },
  { flags: '--autoplay', description: 'after each move, send home the cards that are safe to send (undo takes them back with it)' },
  WINNABLE_OPTION,
];

/** The rules the menu's words pick: `supermoves`, `autoplay`, or `spec` for neither. */
function menuOptions(words: readonly string[]): Result<{ supermoves: boolean; autoplay: boolean }> {
  const picked = { supermoves: false, autoplay: false };
  for (const word of words) {
    if (word === 'supermoves' || word === 'autoplay') picked[word] = true;
    else if (word !== 'spec') return fail(`${quoted(word)} is not a FreeCell rule: type supermoves, autoplay, both, or spec for neither`);
  }
  return ok(picked);
}

export const FREECELL_MENU_RULES: MenuRules = {
  example: 'supermoves autoplay',
  options: menuOptions,
  describe: (words) => {
    const picked = menuOptions(words);
    if (!picked.ok) return '';
    return [picked.value.supermoves ? 'supermoves' : '', picked.value.autoplay ? 'autoplay' : ''].filter((rule) => rule !== '').join(', ');
  },
};
