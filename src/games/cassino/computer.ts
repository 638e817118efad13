/**
 * A computer seat's play at its level, from its view only: `easy` and `normal`
 * (chooser.ts), or `hard` (hard.ts), which searches what the other players may hold.
 * A level this version does not know plays as `normal`.
 */
import { choose } from './chooser.js';
import { chooseHard } from './hard.js';
import type { CassinoMove, CassinoView } from './state.js';

export function chooseAtLevel(view: CassinoView, level: string): CassinoMove {
  return level === 'hard' ? chooseHard(view) : choose(view, level);
}
