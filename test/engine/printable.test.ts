import { describe, expect, it } from 'vitest';
import { printable, quoted } from '../../src/engine/printable.js';

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
