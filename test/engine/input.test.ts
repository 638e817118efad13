import { closeSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FdInput, MAX_LINE, ScriptInput, type InputLine, type InputSource } from '../../src/engine/input.js';
import { tempDir } from '../helpers/cli.js';

function linesOf(source: InputSource): InputLine[] {
  const lines: InputLine[] = [];
  for (let line = source.readLine(); line !== null; line = source.readLine()) lines.push(line);
  return lines;
}

function fromFile(content: string | Buffer, chunk?: number): InputLine[] {
  const path = join(tempDir(), 'input.txt');
  writeFileSync(path, content);
  const fd = openSync(path, 'r');
  try {
    return linesOf(new FdInput(fd, chunk));
  } finally {
    closeSync(fd);
  }
}

describe('reading a pipe or a file from a descriptor', () => {
  it.each([
    ['T3 F0\nT3 T7\n', ['T3 F0', 'T3 T7']],
    ['T3 F0\r\nT3 T7\r\n', ['T3 F0', 'T3 T7']],
    ['T3 F0\nT3 T7', ['T3 F0', 'T3 T7']],
    ['\n\n', ['', '']],
    ['', []],
    ['  save x  \n', ['  save x  ']],
  ])('%j gives %j', (content, lines) => {
    expect(fromFile(content)).toEqual(lines);
  });

  it('keeps a character whole when it straddles two reads, and a line whole across many', () => {
    for (const chunk of [1, 2, 3, 5, 7]) {
      expect(fromFile('T3 F0\n♥♦ 10♣ K♠\r\nlast', chunk)).toEqual(['T3 F0', '♥♦ 10♣ K♠', 'last']);
    }
  });

  it('drops a byte-order mark at the very start, and only there', () => {
    expect(fromFile('\ufeffT3 F0\n\ufeffx\n')).toEqual(['T3 F0', '\ufeffx']);
    expect(fromFile('\ufeffhelp', 1)).toEqual(['help']);
  });

  it('hands out a line longer than MAX_LINE as its start and its length, and goes on after it', () => {
    const long = 'y'.repeat(MAX_LINE + 1);
    for (const chunk of [7, 1000, 64 * 1024]) {
      expect(fromFile(`${'x'.repeat(MAX_LINE)}\r\n${long}\r\nhelp\n${'z'.repeat(100_000)}`, chunk)).toEqual([
        'x'.repeat(MAX_LINE),
        { start: 'y'.repeat(MAX_LINE), length: MAX_LINE + 1 },
        'help',
        { start: 'z'.repeat(MAX_LINE), length: 100_000 },
      ]);
    }
  });

  it('says why when the input cannot be read: a folder', () => {
    const fd = openSync(tempDir(), 'r');
    try {
      expect(() => new FdInput(fd).readLine()).toThrow('cannot read the input: it is a folder, not a file');
    } finally {
      closeSync(fd);
    }
  });

  it('reads /dev/null as no input at all', () => {
    const fd = openSync('/dev/null', 'r');
    try {
      expect(new FdInput(fd).readLine()).toBeNull();
    } finally {
      closeSync(fd);
    }
  });

  it('treats a closed descriptor as the end of input', () => {
    const fd = openSync('/dev/null', 'r');
    closeSync(fd);
    expect(new FdInput(fd).readLine()).toBeNull();
  });
});

describe('a script of lines', () => {
  it('hands out its lines, then null for good', () => {
    const source = new ScriptInput(['a', 'b']);
    expect([source.readLine(), source.readLine(), source.readLine(), source.readLine()]).toEqual(['a', 'b', null, null]);
  });
});
