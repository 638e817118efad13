/** Klondike's registration with the command line and the menu; the game itself loads only when played. */
import type { GameEntry } from '../../engine/setup.js';
import { KLONDIKE_MENU_RULES, KLONDIKE_OPTIONS, KLONDIKE_SEEDS } from './options.js';

export const KLONDIKE_ENTRY: GameEntry = {
  id: 'klondike',
  title: 'Klondike',
  seeds: KLONDIKE_SEEDS,
  seedHelp: `deal Klondike game #N (${KLONDIKE_SEEDS.min} to ${KLONDIKE_SEEDS.max})`,
  options: KLONDIKE_OPTIONS,
  menuRules: KLONDIKE_MENU_RULES,
  exampleMove: 'T6 F0 sends the top card of tableau pile 6 to foundation 0',
  load: async () => (await import('./index.js')).klondikeSetup,
};
