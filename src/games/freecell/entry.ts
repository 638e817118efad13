/** FreeCell's registration with the command line and the menu; the game itself loads only when played. */
import type { GameEntry } from '../../engine/setup.js';
import { FRESH_DEAL_LIMIT, MAX_DEAL, MIN_DEAL } from './deal-number.js';
import { FREECELL_MENU_RULES, FREECELL_OPTIONS } from './options.js';

export const FREECELL_ENTRY: GameEntry = {
  id: 'freecell',
  title: 'FreeCell',
  seeds: { min: MIN_DEAL, max: MAX_DEAL, fresh: FRESH_DEAL_LIMIT },
  seedHelp: `deal Microsoft FreeCell game #N (${MIN_DEAL} to ${MAX_DEAL})`,
  options: FREECELL_OPTIONS,
  menuRules: FREECELL_MENU_RULES,
  exampleMove: 'T3 F0 takes the top card of tableau pile 3 to free cell 0',
  load: async () => (await import('./setup.js')).freecellSetup,
};
