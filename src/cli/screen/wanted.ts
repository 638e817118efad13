/**
 * Whether a command at a terminal draws on the full screen or prints lines as it does
 * through a pipe. A pipe or a file never gets the full screen, nor a terminal that says
 * it can do nothing but print text (TERM dumb, or no TERM at all), whatever is asked.
 * Otherwise the option (`--screen full|lines`) chooses; without it CARDTABLE_SCREEN
 * (`lines` or `full`, in any case; any other value is no choice); without either, a
 * game's choice kept in the settings (when the saves folder is given); else the full screen.
 */
import { readSettings, SCREEN_MODES, settingsPath, type ScreenMode } from '../../engine/settings-file.js';
import type { Context } from '../context.js';

export type ScreenChoice = ScreenMode;

/** The mode chosen, before what the terminal can do. */
export function chosenScreen(option: ScreenChoice | undefined, env: Context['env'], savesFolder?: string): ScreenChoice {
  if (option !== undefined) return option;
  const fromEnv = SCREEN_MODES.find((mode) => mode === env['CARDTABLE_SCREEN']?.trim().toLowerCase());
  if (fromEnv !== undefined) return fromEnv;
  return (savesFolder === undefined ? undefined : readSettings(settingsPath(savesFolder)).screen) ?? 'full';
}

export function fullScreenWanted(context: Pick<Context, 'env' | 'stdinIsTerminal' | 'stdoutIsTerminal'>, option?: ScreenChoice, savesFolder?: string): boolean {
  if (!context.stdinIsTerminal || !context.stdoutIsTerminal) return false;
  const term = context.env['TERM'];
  if (term === undefined || term === '' || term === 'dumb') return false;
  return chosenScreen(option, context.env, savesFolder) === 'full';
}
