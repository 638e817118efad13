/** The games of the suite, in menu order. Klondike and Cassino are not built yet. */
export interface GameEntry {
  readonly id: string;
  readonly title: string;
  readonly ready: boolean;
}

export const GAMES: readonly GameEntry[] = [
  { id: 'freecell', title: 'FreeCell', ready: true },
  { id: 'klondike', title: 'Klondike', ready: false },
  { id: 'cassino', title: 'Cassino', ready: false },
];
