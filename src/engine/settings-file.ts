/**
 * Settings a person chose at the terminal and wants kept for next time (the board's
 * layout, and the rules last picked in the menu for each game), in `.settings.json` in
 * the saves folder: a dot name never clashes with a save's. A missing or unreadable
 * file means the defaults, and a field that does not read is its default; the file is
 * written whole or not at all.
 *
 *   { "version": 1, "layout": "columns", "rules": { "klondike": ["draw", "3", "vegas"] } }
 */
import { join } from 'node:path';
import { writeFileAtomically } from './atomic-write.js';
import type { Result } from './result.js';
import { LAYOUTS, type Layout } from './terminal-extras.js';
import { readTextFile } from './text-file.js';

/** How a game is played at a terminal: on the whole screen, the table drawn in place, or as lines. */
export type ScreenMode = 'full' | 'lines';
export const SCREEN_MODES: readonly ScreenMode[] = ['full', 'lines'];

export interface Settings {
  readonly layout: Layout;
  /** `--screen`, when one was chosen: the full screen unless `lines`. */
  readonly screen?: ScreenMode;
  /** The rules last picked in the menu, by game id: the words typed after the game (`["draw", "3", "vegas"]`). */
  readonly rules: Readonly<Record<string, readonly string[]>>;
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({ layout: 'lines', rules: Object.freeze({}) });

/** Settings are a few bytes; a larger file is not ours. */
const MAX_SETTINGS_BYTES = 4096;

/** A game's id, and a word of its rules, as the menu reads them. */
const GAME_ID = /^[a-z][a-z0-9-]{0,19}$/;
const RULE_WORD = /^[a-z0-9-]{1,20}$/;
const MAX_RULE_WORDS = 8;

export function settingsPath(savesFolder: string): string {
  return join(savesFolder, '.settings.json');
}

/** The rules kept per game: only lists of plain words under plain game ids; the rest is passed over. */
function rulesOf(data: unknown): Record<string, readonly string[]> {
  const rules: Record<string, readonly string[]> = {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return rules;
  for (const [game, words] of Object.entries(data)) {
    if (!GAME_ID.test(game) || !Array.isArray(words) || words.length > MAX_RULE_WORDS) continue;
    if (!words.every((word) => typeof word === 'string' && RULE_WORD.test(word))) continue;
    Object.defineProperty(rules, game, { value: Object.freeze([...words]), enumerable: true });
  }
  return rules;
}

/** The settings kept, or the defaults for whatever is missing or cannot be read. */
export function readSettings(path: string): Settings {
  const text = readTextFile(path, MAX_SETTINGS_BYTES, 'a settings file');
  if (!text.ok) return DEFAULT_SETTINGS;
  try {
    const data = JSON.parse(text.value) as { layout?: unknown; rules?: unknown; screen?: unknown };
    const layout = LAYOUTS.find((known) => known === data.layout) ?? DEFAULT_SETTINGS.layout;
    const screen = SCREEN_MODES.find((known) => known === data.screen);
    return { layout, rules: rulesOf(data.rules), ...(screen === undefined ? {} : { screen }) };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function writeSettings(path: string, settings: Settings, savesFolder: string): Result<void> {
  const rules = Object.keys(settings.rules).length === 0 ? {} : { rules: settings.rules };
  const screen = settings.screen === undefined ? {} : { screen: settings.screen };
  return writeFileAtomically(path, `${JSON.stringify({ version: 1, layout: settings.layout, ...screen, ...rules }, null, 2)}\n`, savesFolder);
}

/** Changes one setting and keeps the others as the file has them. */
export function updateSettings(path: string, change: (settings: Settings) => Settings, savesFolder: string): Result<void> {
  return writeSettings(path, change(readSettings(path)), savesFolder);
}
