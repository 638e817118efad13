/** Cassino's registration with the command line and the menu; the game itself loads only when played. */
import type { GameEntry } from '../../engine/setup.js';
import { CASSINO_MENU_RULES, CASSINO_OPTIONS, CASSINO_SEEDS } from './options.js';

export const CASSINO_ENTRY: GameEntry = {
  id: 'cassino',
  title: 'Cassino',
  seeds: CASSINO_SEEDS,
  seedHelp: `deal Cassino game #N (${CASSINO_SEEDS.min} to ${CASSINO_SEEDS.max}): the same cards, round after round, and the same computer plays`,
  options: CASSINO_OPTIONS,
  menuRules: CASSINO_MENU_RULES,
  exampleMove: '7s 3h 4d plays 7♠ from the hand and takes 3♥ and 4♦ (3 + 4 = 7)',
  load: async () => (await import('./setup.js')).cassinoSetup,
};
