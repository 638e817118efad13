import { closeSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FdInput, ScriptInput, type InputSource } from '../../src/engine/input.js';
import { tempDir } from '../helpers/cli.js';

function linesOf(source: InputSource): string[] {
  const lines: string[] = [];
  for (let line = source.readLine(); line !== null; line = source.readLine()) lines.push(line);
  return lines;
}

function fromFile(content: string | Buffer): string[] {
  const path = join(tempDir(), 'input.txt');
  writeFileSync(path, content);
  const fd = openSync(path, 'r');
  try {
    return linesOf(new FdInput(fd));
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

  it('keeps a character whole when it straddles two reads', () => {
    const filler = 'x'.repeat(64 * 1024 - 1);
    expect(fromFile(`${filler}♥\n10♣ K♠\n`)).toEqual([`${filler}♥`, '10♣ K♠']);
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
