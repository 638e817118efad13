/**
 * The mouse's SGR reports (screen/mouse.ts), taken out of the keyboard's bytes before
 * the keys are decoded (key-queue.ts): each a key named `mouse` in its turn among the
 * keys, a report cut in two by the end of a read put together again.
 */
import { describe, expect, it } from 'vitest';
import { KeyQueue, type Key } from '../../../src/cli/key-queue.js';
import { decodeMouse, splitMouse } from '../../../src/cli/screen/mouse.js';

/** Every key the queue gives for the chunks added one after another, as names (a mouse's as kind@x,y) and runs of text. */
function keysOf(...chunks: string[]): string[] {
  const queue = new KeyQueue(() => {});
  const keys: Key[] = [];
  for (const chunk of chunks) {
    queue.add(Buffer.from(chunk, 'latin1'));
    while (!queue.empty) {
      if (!queue.decoded) queue.decodeSlice();
      for (let key = queue.nextRun(); key !== undefined; key = queue.nextRun()) keys.push(key);
    }
  }
  return keys.map((key) => (key.mouse !== undefined ? `${key.mouse.kind}:${key.mouse.button}@${key.mouse.x},${key.mouse.y}` : key.name ?? key.sequence));
}

describe('a mouse report', () => {
  it('decodes presses, releases, drags, moves and the wheel, with x and y from 0 and the keys held', () => {
    expect(decodeMouse(0, 10, 5, 'M')).toEqual({ kind: 'press', button: 'left', x: 9, y: 4, shift: false, meta: false, ctrl: false });
    expect(decodeMouse(2, 1, 1, 'm')).toMatchObject({ kind: 'release', button: 'right', x: 0, y: 0 });
    expect(decodeMouse(32, 3, 4, 'M')).toMatchObject({ kind: 'drag', button: 'left', x: 2, y: 3 });
    expect(decodeMouse(35, 3, 4, 'M')).toMatchObject({ kind: 'move', button: 'none' });
    expect(decodeMouse(64, 7, 8, 'M')).toMatchObject({ kind: 'wheel', wheel: 'up', x: 6, y: 7 });
    expect(decodeMouse(65, 7, 8, 'M')).toMatchObject({ kind: 'wheel', wheel: 'down' });
    expect(decodeMouse(1 + 4 + 8 + 16, 2, 2, 'M')).toMatchObject({ kind: 'press', button: 'middle', shift: true, meta: true, ctrl: true });
    expect(decodeMouse(128, 2, 2, 'M')).toMatchObject({ kind: 'press', button: 'other' });
  });

  it('is taken out of the bytes whole, whatever is around it, at any column and row', () => {
    const { parts, partial } = splitMouse(Buffer.from('t3\u001b[<0;200;60Mf0\u001b[<0;1;1m'));
    expect(parts.map((part) => (Buffer.isBuffer(part) ? part.toString() : part.sequence))).toEqual(['t3', '\u001b[<0;200;60M', 'f0', '\u001b[<0;1;1m']);
    expect(partial.length).toBe(0);
  });

  it('leaves bytes that only look like a report\'s start as they are', () => {
    const { parts } = splitMouse(Buffer.from('\u001b[<x;1;1M and more than a report could hold'));
    expect(parts.map((part) => (Buffer.isBuffer(part) ? part.toString() : part.sequence))).toEqual(['\u001b[<x;1;1M and more than a report could hold']);
  });
});

describe('the keyboard\'s queue with the mouse on', () => {
  it('gives each report as a mouse key in its turn among the keys typed', () => {
    expect(keysOf('t3\u001b[<0;5;6M\u001b[<0;5;6m f0\r\u001b[A')).toEqual(['t3', 'press:left@4,5', 'release:left@4,5', ' f0', 'return', 'up']);
  });

  it('puts a report cut by the end of a read together with its rest, wherever it was cut', () => {
    const report = '\u001b[<0;12;34M';
    for (let cut = 1; cut < report.length; cut += 1) {
      expect(keysOf(`a${report.slice(0, cut)}`, `${report.slice(cut)}b`), `cut after ${cut}`).toEqual(['a', 'press:left@11,33', 'b']);
    }
  });

  it('gives the keys as decoded when what began as a report, its Esc decoded before the rest came, is none', () => {
    expect(keysOf('a\u001b', '[<1;x')).toEqual(['a', 'undefined', '1;x']);
  });

  it('still gives Esc alone, and arrows and other keys as before', () => {
    expect(keysOf('\u001b[B\u001b[1;5C', 'x')).toEqual(['down', 'right', 'x']);
    const queue = new KeyQueue(() => {});
    queue.add(Buffer.from('\u001b'));
    expect(queue.loneEscape()?.name).toBe('escape');
  });
});
