import { describe, expect, it } from 'vitest';
import { MemoryOutput } from '../../src/engine/output.js';
import { printable, PrintableOutput, quoted } from '../../src/engine/printable.js';

describe('text from a file or input, made printable', () => {
  it.each([
    ['T3 F0', 'T3 F0'],
    ['7♠ 3♥ 10♦', '7♠ 3♥ 10♦'],
    ['\u001b]0;pwned\u0007\u001b[2J', '\\x1b]0;pwned\\x07\\x1b[2J'],
    ['a\nb\rc\td', 'a\\x0ab\\x0dc\\x09d'],
    ['\u009b31m', '\\x9b31m'],
    ['right\u202eleft', 'right\\u202eleft'],
    ['\ufeffbom', '\\ufeffbom'],
    ['lone \ud800 surrogate', 'lone \\ud800 surrogate'],
    ['♥️', '♥️'], // a variation selector is a mark, not a control: harmless
  ])('%j prints as %j', (text, shown) => {
    expect(printable(text)).toBe(shown);
  });

  it('cuts a long text short and says how long it was', () => {
    expect(printable('x'.repeat(10), 4)).toBe('xxxx… (10 characters)');
    expect(printable('x'.repeat(4), 4)).toBe('xxxx');
    expect(quoted(`\u001b${'z'.repeat(900_000)}`)).toBe(`"\\x1b${'z'.repeat(79)}… (900001 characters)"`);
  });
});

describe('an output that writes no escape code', () => {
  const hostile = 'Ann\u001b]2;PWNED\u0007 \u001b[2J\u001b[31mred\u001b[39m\r\t\u009b\u202e\n';

  it('escapes every unprintable character but the line break', () => {
    const memory = new MemoryOutput();
    new PrintableOutput(memory).write(hostile);
    expect(memory.text).toBe('Ann\\x1b]2;PWNED\\x07 \\x1b[2J\\x1b[31mred\\x1b[39m\\x0d\\x09\\x9b\\u202e\n');
  });

  it('with colour, keeps the colour codes and escapes the rest', () => {
    const memory = new MemoryOutput();
    new PrintableOutput(memory, true).write(hostile);
    expect(memory.text).toBe('Ann\\x1b]2;PWNED\\x07 \\x1b[2J\u001b[31mred\u001b[39m\\x0d\\x09\\x9b\\u202e\n');
  });

  it('writes text that holds nothing unprintable as it is', () => {
    const memory = new MemoryOutput();
    const text = 'Tableau 0:[J♦, K♦, 2♠]\nRound 1, dealer 山田, in hand: 🂡 4\nYour move: ';
    new PrintableOutput(memory).write(text);
    new PrintableOutput(memory, true).write(text);
    expect(memory.text).toBe(text + text);
  });
});
