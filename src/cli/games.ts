/**
 * The games of the suite, in menu order: one registration each (its names, seeds and
 * options), made in the game's own folder. A game's code is imported only when it is played.
 */
import type { GameEntry } from '../engine/setup.js';
import { CASSINO_ENTRY } from '../games/cassino/entry.js';
import { FREECELL_ENTRY } from '../games/freecell/entry.js';
import { KLONDIKE_ENTRY } from '../games/klondike/entry.js';

export const GAMES: readonly GameEntry[] = [
  FREECELL_ENTRY,
  KLONDIKE_ENTRY,
  CASSINO_ENTRY,
];
