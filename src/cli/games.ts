/** The games of the suite, in menu order. Each is imported only when it is played. */
import type { GameDefinition } from '../engine/game.js';
import type { Result } from '../engine/result.js';
import type { CliFailure, Context } from './context.js';
import type { Start } from './play.js';

export interface PlayableGame {
  readonly game: GameDefinition<unknown, unknown>;
  /** A new game with the command line's defaults, as the menu starts it. */
  fresh(context: Context): Result<Start<unknown, unknown>, CliFailure>;
}

export interface GameEntry {
  readonly id: string;
  readonly title: string;
  /** Absent while the game is not built yet. */
  readonly load?: () => Promise<PlayableGame>;
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'freecell',
    title: 'FreeCell',
    load: async () => {
      const { freecell, startFreecell } = await import('./freecell.js');
      return { game: freecell, fresh: (context) => startFreecell({}, context) };
    },
  },
  { id: 'klondike', title: 'Klondike' },
  { id: 'cassino', title: 'Cassino' },
];

export function isReady(entry: GameEntry): entry is GameEntry & Required<Pick<GameEntry, 'load'>> {
  return entry.load !== undefined;
}
