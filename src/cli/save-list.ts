/**
 * The menu's list of saves as lines: each save's number, its name and what it holds
 * (`  1  k  (Klondike game #12, draw 3, 1 move, saved 2026-12-01 20:01 UTC)`). On a
 * pipe that one line each, as it always was. At a terminal the same, when every line
 * fits the screen; else each save takes two lines or more, the name after its number
 * and the description on the lines under it, hanging under the name:
 *
 *       1  k
 *          Klondike game #12, draw 3, 1 move,
 *          saved 2026-12-01 20:01 UTC
 */
import { wrapWords } from '../engine/columns.js';
import { hangingItem, noLoneWord } from '../engine/help-layout.js';
import { visibleWidth } from '../engine/wrap.js';

/** A save as the list names it: its name, and what it holds ("Klondike game #12, 1 move, saved ..."). */
export interface ListedSave {
  readonly name: string;
  readonly description: string;
}

/** The list's lines, for a screen `width` columns wide, or for a pipe (null). */
export function saveListLines(saves: readonly ListedSave[], width: number | null): string[] {
  const oneLine = saves.map(({ name, description }, i) => `  ${i + 1}  ${name}  (${description})`);
  if (width === null || oneLine.every((line) => visibleWidth(line) <= width)) return oneLine;
  const digits = String(saves.length).length;
  return saves.flatMap(({ name, description }, i) => {
    const number = `  ${String(i + 1).padStart(digits)}`;
    const column = number.length + 2;
    const named = hangingItem(number, column, name, width, column);
    return [...named, ...noLoneWord(wrapWords(description, width - column), width - column).map((text) => `${' '.repeat(column)}${text}`)];
  });
}
