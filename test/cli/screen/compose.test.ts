/**
 * The full screen's presenter (screen/compose.ts): a hand-made picture of a table laid
 * out with the messages, the status line and the command line at 40x20, 80x24 and
 * 200x60; the log beside the table where there is room; a question in place; a window
 * too small; and clicks turned into picks.
 */
import { describe, expect, it } from 'vitest';
import { completer } from '../../../src/cli/line-editor.js';
import { composeScreen, hitTest, tableRoom, type ScreenInput, type Size } from '../../../src/cli/screen/compose.js';
import { edit, newLine, type EditorState } from '../../../src/cli/screen/editor.js';
import { styleCode } from '../../../src/cli/screen/frame.js';
import type { Picture, Span } from '../../../src/engine/picture.js';

const SIZES: readonly Size[] = [{ width: 40, height: 20 }, { width: 80, height: 24 }, { width: 200, height: 60 }];

/**
 * A FreeCell-like table made for the room: a row of cells and foundations, a row of
 * pile names, then eight piles down the screen, slots as wide as the room allows.
 */
function tablePicture(room: Size, depth = 7): Picture {
  const slot = Math.min(12, Math.floor(room.width / 8));
  const rows: Span[][] = [[], []];
  for (let i = 0; i < 4; i += 1) rows[0]?.push({ x: i * slot, text: i === 0 ? '7♥' : '--', style: i === 0 ? 'red' : 'empty', pick: { words: [`F${i}`] } });
  for (let i = 0; i < 4; i += 1) rows[0]?.push({ x: (4 + i) * slot, text: '--', style: 'empty', pick: { words: ['H'] } });
  for (let pile = 0; pile < 8; pile += 1) rows[1]?.push({ x: pile * slot, text: `T${pile}`, style: 'label', pick: { words: [`T${pile}`] } });
  for (let card = 0; card < depth; card += 1) {
    const row: Span[] = [];
    for (let pile = 0; pile < 8; pile += 1) row.push({ x: pile * slot, text: `${10 - (card % 9)}♣`, style: 'black', pick: { words: [`T${pile}`], run: depth - card } });
    rows.push(row);
  }
  return { rows, width: 7 * slot + 3, height: rows.length };
}

const complete = completer(() => ['t1', 't2']);

function typed(text: string): EditorState {
  const step = edit(newLine(), { sequence: text }, complete);
  if (step.kind !== 'edit') throw new Error('not an edit');
  return step.state;
}

function input(size: Size, more: Partial<ScreenInput> = {}): ScreenInput {
  return {
    picture: tablePicture(tableRoom(size)),
    messages: [
      { text: 'You moved 8♣ to T3.', kind: 'log' },
      { text: 'That card cannot go there.', kind: 'refusal' },
      { text: 'Hint: T3 F0', kind: 'hint' },
    ],
    status: 'FreeCell #1  moves 3  0:42',
    commandLine: { prompt: 'Your move <from to>: ', state: typed('t3 f0') },
    question: null,
    lit: new Set(),
    picked: new Set(),
    size,
    theme: { colour: true },
    ...more,
  };
}

/** The cell text of the frame at (x, y) for `length` cells. */
function cells(chars: readonly string[], width: number, x: number, y: number, length: number): string {
  return chars.slice(y * width + x, y * width + x + length).join('');
}

describe.each(SIZES)('the full screen at $width x $height', (size) => {
  const { frame, layout } = composeScreen(input(size));

  it('is the window\'s size, with every span of the table in its place', () => {
    expect([frame.width, frame.height]).toEqual([size.width, size.height]);
    const picture = layout.table?.picture as Picture;
    expect(picture.rows.length).toBeLessThanOrEqual(tableRoom(size).height);
    picture.rows.forEach((row, y) => {
      for (const span of row) expect(cells(frame.chars, frame.width, span.x, y, [...span.text].length)).toBe(span.text);
    });
  });

  it('shows the last messages under the table, then the status line, then the command line with the cursor', () => {
    const lines = frame.lines();
    const picture = layout.table?.picture as Picture;
    const under = lines.slice(picture.rows.length, size.height - 2);
    expect(under.join('\n')).toContain('Hint: T3 F0');
    expect(under.join('\n')).toContain('That card cannot go there.');
    expect(lines[size.height - 2]?.trim()).toBe('FreeCell #1  moves 3  0:42');
    expect(lines[size.height - 1]).toBe('Your move <from to>: t3 f0');
    expect(frame.cursor).toEqual({ x: 26, y: size.height - 1 });
  });

  it('colours red cards red, and shows the status line inverse', () => {
    expect(frame.styleAt(0, 0)).toBe(styleCode({ fg: 'red' }));
    expect(frame.styleAt(0, size.height - 2)).toBe(styleCode({ inverse: true }));
  });

  it('turns a click on a card or a pile\'s name into its pick, and a click on nothing into null', () => {
    const picture = layout.table?.picture as Picture;
    const card = picture.rows[4]?.[3] as Span;
    expect(hitTest(layout, card.x, 4)).toEqual(card.pick);
    expect(hitTest(layout, card.x + 1, 4)).toEqual(card.pick);
    expect(hitTest(layout, card.x + [...card.text].length, 4)).toBeNull();
    expect(hitTest(layout, (picture.rows[1]?.[5] as Span).x, 1)).toEqual({ words: ['T5'] });
    expect(hitTest(layout, 0, size.height - 1)).toBeNull();
  });
});

describe('the full screen', () => {
  const size = { width: 80, height: 24 };

  it('lights the spans a typed line names, and shows a picked one inverse', () => {
    const picture = tablePicture(tableRoom(size));
    const lit = picture.rows[1]?.[3] as Span;
    const picked = picture.rows[8]?.[2] as Span;
    const { frame } = composeScreen(input(size, { picture, lit: new Set([lit]), picked: new Set([picked]) }));
    expect(frame.styleAt(lit.x, 1)).toBe(styleCode({ dim: true, underline: true, bold: true }));
    expect(frame.styleAt(picked.x, 8)).toBe(styleCode({ inverse: true }));
    expect(frame.styleAt(picked.x, 7)).toBe(0);
  });

  it('draws no colour without it, but still the highlights', () => {
    const picture = tablePicture(tableRoom(size));
    const picked = picture.rows[0]?.[0] as Span;
    const { frame } = composeScreen(input(size, { picture, picked: new Set([picked]), theme: { colour: false } }));
    expect(frame.styleAt(0, 0)).toBe(styleCode({ inverse: true }));
  });

  it('puts the log beside a narrow table when there is room, and under it when there is not', () => {
    const narrow = tablePicture({ width: 40, height: 14 });
    const messages = [{ text: 'Ann takes 7♠ with 7♥.', kind: 'log' as const }, { text: 'Nothing to undo.', kind: 'refusal' as const }];
    const wide = composeScreen(input(size, { picture: narrow, messages, logBeside: true })).frame;
    expect(wide.text(0)).toMatch(new RegExp(`^.{${narrow.width}} {3}Ann takes 7♠ with 7♥\\.$`, 'u'));
    const small = composeScreen(input({ width: 40, height: 20 }, { picture: narrow, messages, logBeside: true })).frame;
    expect(small.text(0)).not.toContain('Ann');
    expect(small.lines().slice(narrow.height)).toContain('Ann takes 7♠ with 7♥.');
  });

  it('asks a question in place of the command line, its help above it', () => {
    const { frame } = composeScreen(input(size, { question: { lines: ['Press y to save the game, n to leave it unsaved, or Esc to go back to it.', 'Save before quitting? [y/n]: '] } }));
    const lines = frame.lines();
    expect(lines[23]).toBe('Save before quitting? [y/n]:');
    expect(lines[21]).toBe('Press y to save the game, n to leave it unsaved, or Esc to go back to it.');
    expect(frame.cursor).toEqual({ x: 29, y: 23 });
  });

  it('shows no table at a hand-over', () => {
    const { frame, layout } = composeScreen(input(size, { picture: 'hidden', messages: [], commandLine: null, question: { lines: ['Pass to Ann, then press Enter'] } }));
    expect(layout.table).toBeNull();
    expect(frame.lines().filter((line) => line !== '')).toEqual([frame.text(22), 'Pass to Ann, then press Enter']);
  });

  it('says in one line that the window is too small, below 40x20 or when the table does not fit', () => {
    for (const small of [{ width: 39, height: 24 }, { width: 80, height: 19 }]) {
      const { frame, layout } = composeScreen(input(small, { picture: tablePicture({ width: 39, height: 10 }) }));
      expect(frame.lines().filter((line) => line !== '')).toEqual([`The window is too small for the table (${small.width}x${small.height}): make it larger.`.slice(0, small.width)]);
      expect(frame.cursor).toBeNull();
      expect(layout.table).toBeNull();
    }
    expect(composeScreen(input(size, { picture: 'unfit' })).frame.text(0)).toBe('The window is too small for the table (80x24): make it larger.');
    expect(composeScreen(input(size, { picture: tablePicture({ width: 80, height: 40 }, 30) })).frame.text(0)).toContain('too small');
  });

  it('lists what Tab offers, and says when the line is too long, above the status line', () => {
    const state: EditorState = { ...typed('t'), offered: ['t1', 't2'], dropped: 5 };
    const lines = composeScreen(input(size, { commandLine: { prompt: '> ', state } })).frame.lines();
    expect(lines[20]).toBe('t1  t2');
    expect(lines[21]).toBe('A command is at most 4096 characters: the rest of this line is left out.');
  });
});
