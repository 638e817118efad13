/**
 * The keyboard's queue of what was typed (key-queue.ts), fed bytes as a terminal sends
 * them: decoded a slice at a time, in order, with pasted text in runs.
 */
import { describe, expect, it } from 'vitest';
import { KeyQueue, type Key } from '../../src/cli/key-queue.js';

function queueOf(text: string): KeyQueue {
  const queue = new KeyQueue(() => {});
  queue.add(Buffer.from(text));
  return queue;
}

/** Every key the queue gives, a run of plain characters as one. */
function runs(queue: KeyQueue): Key[] {
  const keys: Key[] = [];
  while (!queue.empty) {
    if (!queue.decoded) queue.decodeSlice();
    for (let key = queue.nextRun(); key !== undefined; key = queue.nextRun()) keys.push(key);
  }
  return keys;
}

describe('the queue of keys typed', () => {
  it('gives plain characters typed together as one key, and every other key alone, in order', () => {
    const keys = runs(queueOf('t3 f0\rund\tx\u007f\u001b[A'));
    expect(keys.map((key) => key.name ?? key.sequence)).toEqual(['t3 f0', 'return', 'und', 'tab', 'x', 'backspace', 'up']);
  });

  it('decodes a long paste a slice at a time, and an escape sequence cut by a slice comes whole', () => {
    // 4095 bytes, then the Esc that ends the first slice of 4096 (é takes the decoder's way, and two bytes)
    const queue = queueOf(`é${'a'.repeat(4093)}\u001b[Ab`);
    queue.decodeSlice();
    expect(queue.nextRun()?.sequence).toBe(`é${'a'.repeat(4093)}`);
    // what follows the Esc was decoded with it
    expect(queue.nextRun()?.name).toBe('up');
    expect(runs(queue).map((key) => key.sequence)).toEqual(['b']);
  });

  it('takes plain ASCII past the decoder a slice at a time, and hands a question its characters one by one, named as the decoder names them', () => {
    const queue = queueOf(`${'a'.repeat(5000)}\r`);
    queue.decodeSlice();
    expect(queue.nextRun()?.sequence).toBe('a'.repeat(4096));
    expect(runs(queue).map((key) => key.name ?? key.sequence)).toEqual(['a'.repeat(904), 'return']);
    const question = queueOf('Y n');
    expect([question.next(), question.next(), question.next()]).toEqual([
      { sequence: 'Y', name: 'y', ctrl: false, meta: false, shift: true },
      { sequence: ' ', name: 'space', ctrl: false, meta: false, shift: false },
      { sequence: 'n', name: 'n', ctrl: false, meta: false, shift: false },
    ]);
  });

  it('keeps a character cut by a slice whole', () => {
    const keys = runs(queueOf(`${'a'.repeat(4095)}é♥`));
    expect(keys.map((key) => key.sequence).join('')).toBe(`${'a'.repeat(4095)}é♥`);
  });

  it('takes CR LF as one Enter, and a line feed alone as Enter', () => {
    const keys = runs(queueOf('a\r\nb\n\r\n\n'));
    expect(keys.map((key) => key.name ?? key.sequence)).toEqual(['a', 'return', 'b', 'enter', 'return', 'enter']);
  });

  it('gives one key at a time to a question, and a key put back comes next', () => {
    const queue = queueOf('yn');
    const first = queue.next() as Key;
    expect(first.sequence).toBe('y');
    queue.unread(first);
    expect(queue.next()?.sequence).toBe('y');
    expect(queue.next()?.sequence).toBe('n');
    expect(queue.next()).toBeUndefined();
  });

  it('takes Esc alone when it is all that waits, and drops everything on clear', () => {
    expect(queueOf('\u001b').loneEscape()?.name).toBe('escape');
    expect(queueOf('\u001b[A').loneEscape()).toBeUndefined();
    const queue = queueOf('abc');
    queue.decodeSlice();
    queue.add(Buffer.from('def'));
    queue.clear();
    expect(queue.empty).toBe(true);
    queue.add(Buffer.from('g'));
    expect(runs(queue).map((key) => key.sequence)).toEqual(['g']);
  });
});
