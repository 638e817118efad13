/**
 * The full screen's command line as a pure model (screen/editor.ts): the line
 * terminal's keys, each person's history, Tab, the 4,096 limit, one row scrolled sideways.
 */
import { describe, expect, it } from 'vitest';
import type { Key } from '../../../src/cli/key-queue.js';
import { completer } from '../../../src/cli/line-editor.js';
import { edit, editorView, newLine, remember, type EditorState, type EditorStep } from '../../../src/cli/screen/editor.js';
import { MAX_LINE } from '../../../src/engine/input.js';

const WORDS = ['t1', 't2', 't3', 'f0', 'undo', 'hint'];
const complete = completer((typed) => (typed.length === 0 ? WORDS : ['f0', 'f1', 't5']));

const key = (name: string, more: Partial<Key> = {}): Key => ({ sequence: '', name, ...more });
const ctrl = (name: string): Key => key(name, { ctrl: true });
const meta = (name: string): Key => key(name, { meta: true });
const text = (typed: string): Key => ({ sequence: typed });
const RETURN = key('return', { sequence: '\r' });

function typing(keys: readonly Key[], state: EditorState = newLine()): { state: EditorState; steps: EditorStep[] } {
  const steps: EditorStep[] = [];
  let now = state;
  for (const each of keys) {
    const step = edit(now, each, complete);
    steps.push(step);
    if (step.kind === 'edit' || step.kind === 'redraw') now = step.state;
  }
  return { state: now, steps };
}

describe('the command line', () => {
  it('puts text in at the cursor and moves it with the arrows, Home, End and the Ctrl keys', () => {
    const { state } = typing([text('t3f0'), key('left'), key('left'), text(' '), ctrl('a'), text('>'), ctrl('e'), text('!'), key('home'), key('right'), ctrl('f'), ctrl('b')]);
    expect(state.text).toBe('>t3 f0!');
    expect(state.cursor).toBe(1);
  });

  it('deletes as readline does: Backspace, Delete, Ctrl-U, Ctrl-K, Ctrl-W, and Ctrl-Y puts back what was cut', () => {
    expect(typing([text('t3 f0x'), key('backspace')]).state.text).toBe('t3 f0');
    expect(typing([text('t3 f0'), key('home'), key('delete')]).state.text).toBe('3 f0');
    expect(typing([text('t3 f0'), key('left'), ctrl('u')]).state).toMatchObject({ text: '0', cursor: 0 });
    expect(typing([text('t3 f0'), key('home'), ctrl('k')]).state.text).toBe('');
    expect(typing([text('t3 f0'), ctrl('w')]).state.text).toBe('t3 ');
    expect(typing([text('t3 f0'), ctrl('w'), ctrl('w'), ctrl('y')]).state.text).toBe('t3 ');
    expect(typing([text('t3 f0'), meta('b'), meta('b'), meta('d')]).state.text).toBe(' f0');
  });

  it('moves over a character of two halves (an emoji) as one', () => {
    const { state } = typing([text('a😀b'), key('left'), key('left'), key('backspace')]);
    expect(state.text).toBe('😀b');
  });

  it('ends a line with Enter, kept first in the person\'s history', () => {
    const { steps } = typing([text('t3 f0'), RETURN], newLine(['undo']));
    expect(steps[1]).toEqual({ kind: 'line', line: 't3 f0', history: ['t3 f0', 'undo'], again: false });
  });

  it('keeps a history as readline does: no empty line, no line twice, at most 500', () => {
    expect(remember(['a', 'b'], '  ')).toEqual(['a', 'b']);
    expect(remember(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(remember(Array.from({ length: 500 }, (_, i) => `${i}`), 'new')).toHaveLength(500);
  });

  it('recalls earlier lines with Up and Down, back to what was typed; those starting with it when something was', () => {
    const history = ['t3 f0', 'undo', 't1 t2'];
    expect(typing([key('up'), key('up')], newLine(history)).state.text).toBe('undo');
    expect(typing([key('up'), key('up'), key('down')], newLine(history)).state.text).toBe('t3 f0');
    expect(typing([key('up'), key('down')], newLine(history)).state.text).toBe('');
    // with `t` typed, Up passes over `undo`
    expect(typing([text('t'), key('up'), key('up')], newLine(history)).state.text).toBe('t1 t2');
    expect(typing([text('t'), key('up'), key('up'), key('up')], newLine(history)).state.text).toBe('t');
    // each person's own: a new line for Ann has Ann's history only
    expect(typing([key('up')], newLine([])).state.text).toBe('');
  });

  it('completes with Tab: the one word that fits, the common start of several, and their list on a second Tab', () => {
    expect(typing([text('und'), key('tab')]).state.text).toBe('undo');
    expect(typing([text('t3 f'), key('tab')]).state.text).toBe('t3 f');
    const once = typing([text('t3 f'), key('tab')]).state;
    expect(once.offered).toEqual([]);
    const twice = typing([key('tab')], once).state;
    expect(twice.offered).toEqual(['f0', 'f1']);
    // any other key puts the list away
    expect(typing([text('0')], twice).state).toMatchObject({ text: 't3 f0', offered: [] });
    // the words in the case the completer gives them: `T` made `t`, as readline does
    expect(typing([text('T'), key('tab')]).state.text).toBe('t');
  });

  it('ends the input with Ctrl-D on an empty line; after text, enters it and gives the Ctrl-D to the next line', () => {
    expect(typing([ctrl('d')]).steps[0]).toEqual({ kind: 'end' });
    expect(typing([text('undo'), ctrl('d')]).steps[1]).toMatchObject({ kind: 'line', line: 'undo', again: true });
  });

  it('asks for the screen drawn again on Ctrl-L, the line kept', () => {
    const { steps } = typing([text('t3'), ctrl('l')]);
    expect(steps[1]).toMatchObject({ kind: 'redraw', state: { text: 't3' } });
  });

  it('takes at most 4,096 characters: the rest up to Enter is left out and counted, and the line is not kept', () => {
    const { state, steps } = typing([text('x'.repeat(MAX_LINE - 2)), text('abcd'), text('more'), key('tab'), key('left')]);
    expect(state.text).toBe(`${'x'.repeat(MAX_LINE - 2)}ab`);
    expect(state.dropped).toBe(2 + 4 + 0);
    expect(steps.length).toBe(5);
    const entered = edit(state, RETURN, complete);
    expect(entered).toEqual({ kind: 'line', line: { start: state.text, length: MAX_LINE + 6 }, history: [], again: false });
  });

  it('ignores a mouse key', () => {
    const mouse: Key = { sequence: '\u001b[<0;1;1M', name: 'mouse', mouse: { kind: 'press', button: 'left', x: 0, y: 0, shift: false, meta: false, ctrl: false } };
    expect(typing([text('t3'), mouse]).state.text).toBe('t3');
  });
});

describe('the command line in one row', () => {
  it('shows the prompt and the line, the cursor after it', () => {
    const state = typing([text('t3 f0')]).state;
    expect(editorView('Your move: ', state, 40)).toEqual({ text: 'Your move: t3 f0', cursor: 16 });
  });

  it('scrolls sideways half a row at a time so that the cursor stays on it', () => {
    const state = typing([text('0123456789abcdefghij')]).state;
    // 2 + 20 columns in a row of 10: the cursor at column 22, shown from column 15
    expect(editorView('> ', state, 10)).toEqual({ text: 'defghij', cursor: 7 });
    const home = typing([key('home')], state).state;
    expect(editorView('> ', home, 10)).toEqual({ text: '> 01234567', cursor: 2 });
  });

  it('counts wide characters as two columns, one cut by the edge shown as a space', () => {
    const state = typing([text('漢字漢字漢字')]).state;
    // 3 + 12 columns: shown from column 10, which cuts the fourth character in two
    expect(editorView('>  ', state, 10)).toEqual({ text: ' 漢字', cursor: 5 });
  });
});
