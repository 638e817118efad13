/**
 * Whether a person at a terminal plays on the full screen or in lines: `--screen`
 * first, then CARDTABLE_SCREEN, then the choice kept in the settings, else the full
 * screen, wherever the terminal can draw it (a TERM that names one, not `dumb`).
 * Only when stdin and stdout are both terminals is either asked: a pipe or a file
 * never gets the full screen.
 */
import { readSettings, SCREEN_MODES, settingsPath, type ScreenMode } from '../../engine/settings-file.js';
import type { Context } from '../context.js';

/** A terminal that cannot take the cursor about and keep an alternate screen. */
function canDrawInPlace(env: Readonly<Record<string, string | undefined>>): boolean {
  const term = env['TERM'] ?? '';
  return term !== '' && term !== 'dumb' && term !== 'unknown';
}

/** The mode chosen, before what the terminal can do: the option, the environment, the settings, else full. */
export function chosenScreen(option: ScreenMode | undefined, env: Readonly<Record<string, string | undefined>>, savesFolder: string): ScreenMode {
  if (option !== undefined) return option;
  const fromEnv = SCREEN_MODES.find((mode) => mode === env['CARDTABLE_SCREEN']?.trim().toLowerCase());
  if (fromEnv !== undefined) return fromEnv;
  return readSettings(settingsPath(savesFolder)).screen ?? 'full';
}

/** Whether this game, at a terminal, is played on the full screen. */
export function fullScreenWanted(context: Context, option: ScreenMode | undefined, savesFolder: string): boolean {
  if (!context.stdinIsTerminal || !context.stdoutIsTerminal) return false;
  return canDrawInPlace(context.env) && chosenScreen(option, context.env, savesFolder) === 'full';
}
