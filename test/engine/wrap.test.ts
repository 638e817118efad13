/** Lines broken at spaces to fit a terminal (wrap.ts). */
import { describe, expect, it } from 'vitest';
import { MemoryOutput } from '../../src/engine/output.js';
import { padToWidth, visibleWidth, WrappingOutput, wrapLine } from '../../src/engine/wrap.js';

describe('wrapLine', () => {
  it.each<[string, string, number, string[]]>([
    ['a line that fits stays whole', 'Hint: T4 F1', 20, ['Hint: T4 F1']],
    ['a long line breaks at spaces, the rest indented two', 'one two three four five six', 13, ['one two three', '  four five', '  six']],
    ['an indented line keeps its indent, and more on the next', '  Ann 9 = most cards 1 + aces 2', 16, ['  Ann 9 = most', '    cards 1 +', '    aces 2']],
    ['a word wider than the screen stands alone', 'a abcdefghijklmnop b', 8, ['a', '  abcdefghijklmnop', '  b']],
    ['a card list breaks between cards', 'Table:[A♠, 2♥, 3♦, 4♣]', 12, ['Table:[A♠,', '  2♥, 3♦,', '  4♣]']],
  ])('%s', (_what, line, width, lines) => {
    expect(wrapLine(line, width)).toEqual(lines);
    expect(Math.max(...wrapLine(line, width).filter((part) => !part.includes('abcdefghijklmnop')).map(visibleWidth))).toBeLessThanOrEqual(width);
  });

  it('counts columns as the screen shows them: a wide character two, a combining accent none', () => {
    expect(visibleWidth('😀😀 山田 Zoe\u0301')).toBe(13);
    expect(visibleWidth('\u001b[2m😀\u001b[22m')).toBe(2);
    const names = `in hand: ${'😀'.repeat(5)} 4, ${'山'.repeat(5)} 4`;
    expect(wrapLine(names, 16)).toEqual(['in hand:', `  ${'😀'.repeat(5)} 4,`, `  ${'山'.repeat(5)} 4`]);
    expect(wrapLine('Zoe\u0301 Rene\u0301e Ame\u0301lie', 16)).toEqual(['Zoe\u0301 Rene\u0301e Ame\u0301lie']);
  });

  it('pads text to a width in columns', () => {
    expect(padToWidth('Ann', 6)).toBe('Ann   ');
    expect(padToWidth('山田', 6)).toBe('山田  ');
    expect(padToWidth('Zoe\u0301', 6)).toBe('Zoe\u0301   ');
    expect(padToWidth('山田山田', 6)).toBe('山田山田');
  });

  it('gives colour codes no width', () => {
    const red = '\u001b[31m7♥\u001b[39m';
    expect(visibleWidth(red)).toBe(2);
    expect(wrapLine(`x ${red} ${red}`, 7)).toEqual([`x ${red} ${red}`]);
  });
});

describe('WrappingOutput', () => {
  it('wraps whole lines and leaves a prompt after the last newline as it is', () => {
    const inner = new MemoryOutput();
    const out = new WrappingOutput(inner, () => 10);
    out.write('one two three four\nYour move that is long: ');
    expect(inner.text).toBe('one two\n  three\n  four\nYour move that is long: ');
  });
});
