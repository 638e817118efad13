/**
 * Help laid out for a screen: the commands as terms with their descriptions, a wrapped
 * description hanging under its own column, and the rules as paragraphs. A block whose
 * written lines all fit the width stays as written; one that does not is reflowed as a
 * whole, so that no word is left alone on a line by the written line breaks (nor on
 * the last line of a reflowed description or paragraph). The help a pipe gets is the
 * written text, which is what any width it all fits in gives back.
 */
import { wrapWords } from './columns.js';
import { padToWidth, visibleWidth } from './wrap.js';

/** The column the help's descriptions start in (`  T3 F0        ` is 16 wide). */
export const DESCRIPTION_COLUMN = 16;

/** The fewest columns a description is given beside its term: with fewer, it goes on the lines under the term. */
export const NARROWEST_DESCRIPTION = 20;

/**
 * One entry: the term, then the description from `column` on, each further line
 * hanging under that column; when that leaves the description fewer than
 * NARROWEST_DESCRIPTION columns, the term stands alone and the description hangs
 * from column `under` on the lines after it.
 */
export function hangingItem(term: string, column: number, description: string, width: number, under: number): string[] {
  const bare = term.trimEnd();
  const beside = width - column >= NARROWEST_DESCRIPTION && visibleWidth(bare) < column;
  const wrapped = noLoneWord(wrapWords(description, Math.max(1, width - (beside ? column : under))), width - (beside ? column : under));
  if (wrapped.length === 0) return [bare];
  if (!beside) return [bare, ...wrapped.map((text) => `${' '.repeat(under)}${text}`)];
  return wrapped.map((text, i) => `${i === 0 ? padToWidth(bare, column) : ' '.repeat(column)}${text}`);
}

/**
 * Wrapped lines whose last holds one word alone (`home`) take the word before it down
 * with it, where the two fit and the line before keeps a word of its own.
 */
export function noLoneWord(lines: readonly string[], width: number): string[] {
  const last = lines[lines.length - 1];
  const before = lines[lines.length - 2];
  if (last === undefined || before === undefined || last.includes(' ')) return [...lines];
  const cut = before.lastIndexOf(' ');
  const moved = `${before.slice(cut + 1)} ${last}`;
  if (cut <= 0 || visibleWidth(moved) > width) return [...lines];
  return [...lines.slice(0, -2), before.slice(0, cut), moved];
}

/** A command's entry as written: its lines, where its description starts (null for a line with none), and the description. */
interface Entry {
  readonly lines: string[];
  readonly column: number | null;
  readonly term: string;
  readonly words: string[];
}

/** Leading spaces. */
function indentOf(line: string): number {
  return /^ */.exec(line)?.[0].length ?? 0;
}

/**
 * Where an entry line's description starts: the help's common column when the term
 * ends before it, else after the first gap of two spaces or more; null for none.
 */
function descriptionColumn(line: string): number | null {
  const common = DESCRIPTION_COLUMN;
  if (line.slice(common - 2, common) === '  ' && /\S/.test(line.charAt(common)) && /\S/.test(line.slice(0, common))) return common;
  const gap = / {2,}(?=\S)/g;
  gap.lastIndex = indentOf(line);
  const found = gap.exec(line);
  return found === null ? null : found.index + found[0].length;
}

/** The written commands as entries: a line indented to its entry's description column (or further) continues it. */
function entries(text: string): Entry[] {
  const found: Entry[] = [];
  for (const line of text.split('\n')) {
    const last = found[found.length - 1];
    if (last !== undefined && last.column !== null && line.trim() !== '' && indentOf(line) >= last.column) {
      last.lines.push(line);
      last.words.push(line.trim());
      continue;
    }
    const column = descriptionColumn(line);
    found.push({
      lines: [line],
      column,
      term: column === null ? line : line.slice(0, column),
      words: column === null ? [] : [line.slice(column)],
    });
  }
  return found;
}

/** Whether every line fits the width. */
function allFit(lines: readonly string[], width: number): boolean {
  return lines.every((line) => visibleWidth(line) <= width);
}

/** The commands part of help (`  T3 F0        move ...`, one entry a command) laid out for `width` columns. */
export function layoutCommands(text: string, width: number): string {
  return entries(text)
    .flatMap((entry) => {
      if (entry.column === null || allFit(entry.lines, width)) return entry.lines;
      return hangingItem(entry.term, entry.column, entry.words.join(' '), width, DESCRIPTION_COLUMN);
    })
    .join('\n');
}

/** The rules part of help (indented lines, a paragraph ending with a line that ends a sentence) laid out for `width` columns. */
export function layoutParagraphs(text: string, width: number): string {
  const paragraphs: string[][] = [[]];
  for (const line of text.split('\n')) {
    (paragraphs[paragraphs.length - 1] as string[]).push(line);
    if (/[.!?]\)?$/.test(line.trimEnd())) paragraphs.push([]);
  }
  return paragraphs
    .filter((lines) => lines.length > 0)
    .flatMap((lines) => {
      if (allFit(lines, width)) return lines;
      const indent = indentOf(lines[0] as string);
      const room = Math.max(1, width - indent);
      return noLoneWord(wrapWords(lines.join(' '), room), room).map((words) => `${' '.repeat(indent)}${words}`);
    })
    .join('\n');
}
