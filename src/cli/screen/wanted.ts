/**
 * Whether a command at a terminal draws on the full screen or prints lines as it does
 * through a pipe. A pipe or a file never gets the full screen, nor a terminal that says
 * it can do nothing but print text (TERM dumb, or no TERM at all), whatever is asked.
 * Otherwise the option (`--screen full|lines`) chooses; without it CARDTABLE_SCREEN
 * (`lines` or `full`, in any case; any other value is no choice); and without either, the full screen.
 */
import type { Context } from '../context.js';

export type ScreenChoice = 'full' | 'lines';

export function fullScreenWanted(context: Pick<Context, 'env' | 'stdinIsTerminal' | 'stdoutIsTerminal'>, option?: ScreenChoice): boolean {
  if (!context.stdinIsTerminal || !context.stdoutIsTerminal) return false;
  const term = context.env['TERM'];
  if (term === undefined || term === '' || term === 'dumb') return false;
  const chosen = option ?? context.env['CARDTABLE_SCREEN']?.trim().toLowerCase();
  return chosen !== 'lines';
}
