/**
 * The full screen's command line, as a pure model: a state and the keys that change it,
 * with the keys of the line terminal (node:readline's, as line-editor.ts has them):
 * Left, Right, Home, End, Ctrl-A, Ctrl-E, Ctrl-B, Ctrl-F, Meta-B, Meta-F and Ctrl-Left,
 * Ctrl-Right move; Backspace, Delete, Ctrl-H, Ctrl-U (to the start), Ctrl-K (to the end),
 * Ctrl-W and Meta-Backspace (the word before), Meta-D (the word after) delete, Ctrl-Y
 * puts back what Ctrl-U, Ctrl-K or Ctrl-W took (in this line only); Up, Down, Ctrl-P,
 * Ctrl-N recall the person's earlier lines (Up and Down those that start with what was
 * typed before the cursor, as readline does); Tab completes (the common start of what may come next,
 * and on a second Tab the list of them); Ctrl-L asks for the screen drawn again;
 * Ctrl-D ends the input on an empty line, and after typed text enters it as the last line.
 *
 * A line takes at most MAX_LINE characters: the key that would pass it puts in what
 * fits, the cursor goes to the end, and every key after it up to Enter is left out
 * (counted); Enter gives a LongLine, which is not kept in the history.
 *
 * `editorView` draws the line into one row of the screen, scrolled sideways by half
 * the row's width at a time so that the cursor is always on it.
 */
import { charWidth } from '../../engine/char-width.js';
import { MAX_LINE, type InputLine } from '../../engine/input.js';
import { isText, type Key } from '../key-queue.js';
import { fitting, isEnter, type Completer } from '../line-editor.js';

/** How many earlier lines each person's history keeps, as the line terminal's. */
export const HISTORY_SIZE = 500;

export interface EditorState {
  readonly text: string;
  /** Where the cursor is, as an index into text. */
  readonly cursor: number;
  /** The person's earlier lines, the latest first. */
  readonly history: readonly string[];
  /** Which of them is shown: -1 while the line typed is (history.length: past the oldest). */
  readonly recalled: number;
  /** While Up and Down recall: the text before the cursor when they began, which the lines recalled start with. */
  readonly search: string | null;
  /** What Ctrl-U, Ctrl-K or Ctrl-W took last, for Ctrl-Y. */
  readonly killed: string;
  /** Past MAX_LINE: how many characters were left out; null while within it. */
  readonly dropped: number | null;
  /** The last key was Tab (a second one lists what may come next). */
  readonly afterTab: boolean;
  /** What Tab offers, listed after a second Tab when several words may come next; empty otherwise. */
  readonly offered: readonly string[];
}

/** A new, empty line for the person whose earlier lines are `history` (the latest first). */
export function newLine(history: readonly string[] = []): EditorState {
  return { text: '', cursor: 0, history, recalled: -1, search: null, killed: '', dropped: null, afterTab: false, offered: [] };
}

export type EditorStep =
  /** The line as it is now (maybe unchanged). */
  | { readonly kind: 'edit'; readonly state: EditorState }
  /** Ctrl-L: the line as it is, and the screen to be drawn again whole. */
  | { readonly kind: 'redraw'; readonly state: EditorState }
  /**
   * Enter: the line (a LongLine when it ran past MAX_LINE) and the person's history with
   * it. `again`: the key (Ctrl-D after typed text) is to be given to the next line too.
   */
  | { readonly kind: 'line'; readonly line: InputLine; readonly history: readonly string[]; readonly again: boolean }
  /** Ctrl-D on an empty line: the input has ended. */
  | { readonly kind: 'end' };

/** The history with `line` put first, as readline keeps it: no empty line, no line twice, at most HISTORY_SIZE. */
export function remember(history: readonly string[], line: string): readonly string[] {
  if (line.trim().length === 0 || history[0] === line) return history;
  return [line, ...history.filter((earlier) => earlier !== line)].slice(0, HISTORY_SIZE);
}

/** The index one character (code point) before `at`. */
function before(text: string, at: number): number {
  if (at <= 0) return 0;
  const low = text.charCodeAt(at - 1);
  return at >= 2 && low >= 0xdc00 && low <= 0xdfff ? at - 2 : at - 1;
}

/** The index one character after `at`. */
function after(text: string, at: number): number {
  if (at >= text.length) return text.length;
  const high = text.charCodeAt(at);
  return high >= 0xd800 && high <= 0xdbff && at + 1 < text.length ? at + 2 : at + 1;
}

/** Where the word before the cursor starts (readline's rule: spaces, then a word or a run of other signs). */
function wordStart(text: string, cursor: number): number {
  const reversed = [...text.slice(0, cursor)].reverse().join('');
  return cursor - ((/^\s*(?:[^\w\s]+|\w+)?/.exec(reversed) as RegExpExecArray)[0].length);
}

/** Where the word after the cursor ends. */
function wordEnd(text: string, cursor: number): number {
  return cursor + ((/^\s*(?:[^\w\s]+|\w+)?/.exec(text.slice(cursor)) as RegExpExecArray)[0].length);
}

/** The longest start all the words share. */
function commonStart(words: readonly string[]): string {
  if (words.length === 0) return '';
  const sorted = [...words].sort();
  const first = sorted[0] as string;
  const last = sorted[sorted.length - 1] as string;
  let i = 0;
  while (i < first.length && first[i] === last[i]) i += 1;
  return first.slice(0, i);
}

/** What `key` does to the line; `complete` gives Tab's words for the text before the cursor. */
export function edit(state: EditorState, key: Key, complete: Completer): EditorStep {
  // Up and Down recall lines that start with what was typed before the cursor when they began; any other key ends that
  const arrow = (key.name === 'up' || key.name === 'down') && key.ctrl !== true && key.meta !== true && key.shift !== true;
  let ready = state;
  if (arrow && state.search === null) ready = { ...state, search: state.text.slice(0, state.cursor) };
  else if (!arrow && state.search !== null) ready = { ...state, search: null, recalled: state.history.length > state.recalled ? -1 : state.recalled };
  const step = press(ready, key, complete);
  if (step.kind !== 'edit' && step.kind !== 'redraw') return step;
  const tab = key.name === 'tab' && key.ctrl !== true && key.meta !== true;
  return { kind: step.kind, state: { ...step.state, afterTab: tab, offered: tab ? step.state.offered : [] } };
}

function press(state: EditorState, key: Key, complete: Completer): EditorStep {
  const edited = (changes: Partial<EditorState>): EditorStep => ({ kind: 'edit', state: { ...state, ...changes } });
  const { text, cursor } = state;
  if (key.ctrl === true && key.name === 'd') {
    if (text === '' && state.dropped === null) return { kind: 'end' };
    return { ...enter(state), again: true };
  }
  if (state.dropped !== null) {
    // past the limit, the rest of the line is left out up to its Enter (counted, for the refusal)
    if (isEnter(key)) return enter(state);
    if (isText(key) || key.name === 'tab') return edited({ dropped: state.dropped + key.sequence.length });
    return edited({});
  }
  if (isEnter(key)) return enter(state);
  if (isText(key)) return insert(state, key.sequence);
  const name = key.name ?? '';
  if (key.ctrl === true) {
    switch (name) {
      case 'a': return edited({ cursor: 0 });
      case 'e': return edited({ cursor: text.length });
      case 'b': return edited({ cursor: before(text, cursor) });
      case 'f': return edited({ cursor: after(text, cursor) });
      case 'h': return backspace(state);
      case 'u': return edited({ text: text.slice(cursor), cursor: 0, killed: text.slice(0, cursor) });
      case 'k': return edited({ text: text.slice(0, cursor), killed: text.slice(cursor) });
      case 'w':
      case 'backspace': {
        const start = wordStart(text, cursor);
        return edited({ text: text.slice(0, start) + text.slice(cursor), cursor: start, killed: text.slice(start, cursor) });
      }
      case 'delete': {
        const end = wordEnd(text, cursor);
        return edited({ text: text.slice(0, cursor) + text.slice(end) });
      }
      case 'y': return insert(state, state.killed);
      case 'left': return edited({ cursor: wordStart(text, cursor) });
      case 'right': return edited({ cursor: wordEnd(text, cursor) });
      case 'p': return recall(state, 1);
      case 'n': return recall(state, -1);
      case 'l': return { kind: 'redraw', state };
      default: return edited({});
    }
  }
  if (key.meta === true) {
    switch (name) {
      case 'b': return edited({ cursor: wordStart(text, cursor) });
      case 'f': return edited({ cursor: wordEnd(text, cursor) });
      case 'd': return edited({ text: text.slice(0, cursor) + text.slice(wordEnd(text, cursor)) });
      case 'backspace': {
        const start = wordStart(text, cursor);
        return edited({ text: text.slice(0, start) + text.slice(cursor), cursor: start });
      }
      default: return edited({});
    }
  }
  switch (name) {
    case 'left': return edited({ cursor: before(text, cursor) });
    case 'right': return edited({ cursor: after(text, cursor) });
    case 'home': return edited({ cursor: 0 });
    case 'end': return edited({ cursor: text.length });
    case 'backspace': return backspace(state);
    case 'delete': return edited({ text: text.slice(0, cursor) + text.slice(after(text, cursor)) });
    case 'up': return recall(state, 1);
    case 'down': return recall(state, -1);
    case 'tab': return tabComplete(state, complete);
    default: return edited({});
  }
}

function backspace(state: EditorState): EditorStep {
  const start = before(state.text, state.cursor);
  return { kind: 'edit', state: { ...state, text: state.text.slice(0, start) + state.text.slice(state.cursor), cursor: start } };
}

/** Text put in at the cursor, as much as fits in MAX_LINE; past it, the cursor at the end and the rest counted as left out. */
function insert(state: EditorState, typed: string): EditorStep {
  const room = MAX_LINE - state.text.length;
  const fits = typed.length > room ? fitting(typed, room) : typed;
  const text = state.text.slice(0, state.cursor) + fits + state.text.slice(state.cursor);
  if (fits.length === typed.length) return { kind: 'edit', state: { ...state, text, cursor: state.cursor + fits.length } };
  return { kind: 'edit', state: { ...state, text, cursor: text.length, dropped: typed.length - fits.length } };
}

/** Enter: the line, and the history with it unless it ran past MAX_LINE. */
function enter(state: EditorState): { kind: 'line'; line: InputLine; history: readonly string[]; again: false } {
  const length = state.text.length + (state.dropped ?? 0);
  if (length > MAX_LINE) return { kind: 'line', line: { start: state.text.slice(0, MAX_LINE), length }, history: state.history, again: false };
  return { kind: 'line', line: state.text, history: remember(state.history, state.text), again: false };
}

/** Up (1, further back) or Down (-1), through the lines that start with what was typed before the cursor, as readline does. */
function recall(state: EditorState, way: 1 | -1): EditorStep {
  const { history } = state;
  if (way === 1 ? history.length === 0 || state.recalled >= history.length : state.recalled < 0) return { kind: 'edit', state };
  const search = state.search ?? '';
  let index = state.recalled + way;
  while (index >= 0 && index < history.length && (!(history[index] as string).startsWith(search) || history[index] === state.text)) index += way;
  const text = index < 0 || index >= history.length ? search : (history[index] as string);
  return { kind: 'edit', state: { ...state, text, cursor: text.length, recalled: index } };
}

/** Tab, as readline has it: the words' common start put in; a second Tab, when that adds nothing, lists them. */
function tabComplete(state: EditorState, complete: Completer): EditorStep {
  const [words, word] = complete(state.text.slice(0, state.cursor));
  if (words.length === 0) return { kind: 'edit', state };
  const start = commonStart(words.filter((w) => w !== ''));
  if (start.startsWith(word) && start.length > word.length) return insert(state, start.slice(word.length));
  if (!word.startsWith(start)) {
    const text = state.text.slice(0, state.cursor - word.length) + start + state.text.slice(state.cursor);
    return { kind: 'edit', state: { ...state, text, cursor: state.cursor - word.length + start.length } };
  }
  return { kind: 'edit', state: { ...state, offered: state.afterTab ? words : [] } };
}

/** The command line as one row of `width` columns: its text and the column of the cursor. */
export interface EditorView {
  readonly text: string;
  readonly cursor: number;
}

/**
 * The prompt and the line drawn in `width` columns, scrolled sideways (half the row at
 * a time) so that the cursor is on the row, never in its last column; a wide character
 * cut by the row's left edge shows as a space.
 */
export function editorView(prompt: string, state: EditorState, width: number): EditorView {
  const chars = [...prompt, ...state.text];
  const cursorAt = [...prompt].length + [...state.text.slice(0, state.cursor)].length;
  const columns: number[] = [];
  let column = 0;
  for (const char of chars) {
    columns.push(column);
    column += charWidth(char);
  }
  const cursorColumn = cursorAt < columns.length ? (columns[cursorAt] as number) : column;
  const room = Math.max(1, width - 1);
  const step = Math.max(1, Math.floor(width / 2));
  const left = cursorColumn < room ? 0 : (Math.floor((cursorColumn - room) / step) + 1) * step;
  let text = '';
  chars.forEach((char, i) => {
    const at = columns[i] as number;
    const charColumns = charWidth(char);
    if (at < left) {
      // the right half of a wide character cut by the edge
      if (at + charColumns > left) text += ' '.repeat(at + charColumns - left);
      return;
    }
    if (at + charColumns <= left + width) text += char;
  });
  return { text, cursor: cursorColumn - left };
}
