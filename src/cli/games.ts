/**
 * The games of the suite, in menu order: one registration each (its names, seeds and
 * options), made in the game's own folder. A game's code is imported only when it is played.
 */
import type { AnySetup, GameEntry } from '../engine/setup.js';
import { FREECELL_ENTRY } from '../games/freecell/entry.js';
import { KLONDIKE_ENTRY } from '../games/klondike/entry.js';

export type ReadyEntry = GameEntry & { readonly load: () => Promise<AnySetup> };

export const GAMES: readonly GameEntry[] = [
  FREECELL_ENTRY,
  KLONDIKE_ENTRY,
  { id: 'cassino', title: 'Cassino', seeds: { min: 0, max: 2 ** 32 - 1, fresh: 1_000_000 }, seedHelp: 'a reproducible game', options: [] },
];

export function isReady(entry: GameEntry): entry is ReadyEntry {
  return entry.load !== undefined;
}
