/** FreeCell's own command-line options, as plain data: cheap to import. */
import { WINNABLE_OPTION, type OptionSpec } from '../../engine/setup.js';

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
