/**
 * Settings a person chose at the terminal and wants kept for next time (for now, the
 * board's layout), in `.settings.json` in the saves folder: a dot name never clashes
 * with a save's. A missing or unreadable file means the defaults; it is written whole
 * or not at all.
 */
import { join } from 'node:path';
import { writeFileAtomically } from './atomic-write.js';
import type { Result } from './result.js';
import { LAYOUTS, type Layout } from './terminal-extras.js';
import { readTextFile } from './text-file.js';

export interface Settings {
  readonly layout: Layout;
}

export const DEFAULT_SETTINGS: Settings = { layout: 'lines' };

/** Settings are a few bytes; a larger file is not ours. */
const MAX_SETTINGS_BYTES = 4096;

export function settingsPath(savesFolder: string): string {
  return join(savesFolder, '.settings.json');
}

/** The settings kept, or the defaults for whatever is missing or cannot be read. */
export function readSettings(path: string): Settings {
  const text = readTextFile(path, MAX_SETTINGS_BYTES, 'a settings file');
  if (!text.ok) return DEFAULT_SETTINGS;
  try {
    const data = JSON.parse(text.value) as { layout?: unknown };
    const layout = LAYOUTS.find((known) => known === data.layout);
    return layout === undefined ? DEFAULT_SETTINGS : { layout };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function writeSettings(path: string, settings: Settings, savesFolder: string): Result<void> {
  return writeFileAtomically(path, `${JSON.stringify({ version: 1, layout: settings.layout }, null, 2)}\n`, savesFolder);
}
