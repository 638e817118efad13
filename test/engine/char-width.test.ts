/** Columns at a terminal (char-width.ts): wide characters two, marks and zero-width characters none. */
import { describe, expect, it } from 'vitest';
import { charWidth, columnsOf } from '../../src/engine/char-width.js';

/** Every code point but the surrogates, as a one-character string, that `test` takes. */
function codePoints(test: RegExp): string[] {
  const found: string[] = [];
  for (let code = 0; code < 0x110000; code += 1) {
    if (code >= 0xd800 && code < 0xe000) continue;
    const char = String.fromCodePoint(code);
    if (test.test(char)) found.push(char);
  }
  return found;
}

/** The characters among `chars` whose width is not `width`, as hex code points. */
function notOfWidth(chars: readonly string[], width: number): string[] {
  return chars.filter((char) => charWidth(char) !== width).map((char) => (char.codePointAt(0) as number).toString(16));
}

describe('charWidth and columnsOf', () => {
  it.each<[string, string, number]>([
    ['printable ASCII', 'T3 F0 ~', 7],
    ['the suits, of ambiguous width, drawn narrow', '10♠ A♥ 2♦ K♣', 12],
    ['Latin letters with accents, composed', 'Zoé Renée', 9],
    ['an accent that combines takes none', 'Zoe\u0301 Rene\u0301e', 9],
    ['CJK ideographs', '山田', 4],
    ['Hangul syllables', '한국', 4],
    ['Hangul Jamo: the vowel and final consonant join the first', '\u1112\u1161\u11ab', 2],
    ['the Hangul filler for a missing first consonant is wide', '\u115f\u1161', 2],
    ['Hiragana and fullwidth forms', 'かなＡＢ', 8],
    ['halfwidth Katakana is narrow', 'ｶﾅ', 2],
    ['the ideographic space', '\u3000', 2],
    ['emoji', '😀🃏🀄', 6],
    ['an emoji of text presentation, and a variation selector after it (none)', '\u2764\ufe0f', 1],
    ['a regional indicator pair (a flag): two each, as wcwidth and node count them', '🇫🇮', 4],
    ['a skin tone after an emoji: each its own two', '👍🏽', 4],
    ['zero-width space, joiner and non-joiner, word joiner', '\u200b\u200d\u200c\u2060', 0],
    ['bidi marks and overrides, the byte-order mark', '\u200e\u202e\ufeff', 0],
    ['a soft hyphen is drawn', '\u00ad', 1],
    ['the marks written before a number are drawn', '\u0600', 1],
    ['controls take no column', '\u0007\u001b\u009b', 0],
    ['an enclosing mark', 'a\u20dd', 1],
    ['a spacing mark of Devanagari takes its column, as wcwidth and node count it', '\u0915\u093e', 2],
    ['nothing', '', 0],
  ])('%s: %j is %i columns', (_what, text, width) => {
    expect(columnsOf(text)).toBe(width);
  });

  it('counts every emoji shown as a picture two columns (Emoji_Presentation)', () => {
    expect(notOfWidth(codePoints(/^\p{Emoji_Presentation}$/u), 2)).toEqual([]);
  });

  it('counts every CJK ideograph, Hiragana, and Hangul syllable two columns', () => {
    expect(notOfWidth(codePoints(/^[\p{Unified_Ideograph}\p{Script=Hiragana}\uac00-\ud7a3]$/u), 2)).toEqual([]);
  });

  it('counts every combining and enclosing mark, and every control, none', () => {
    expect(notOfWidth(codePoints(/^[\p{Mn}\p{Me}\p{Cc}]$/u), 0)).toEqual([]);
  });

  it('counts every character of the Latin, Greek and Cyrillic letters, digits and punctuation one column', () => {
    expect(notOfWidth(codePoints(/^(?=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])[\p{L}\p{N}]$/u).filter((char) => !/[\uff00-\uffef]/.test(char)), 1)).toEqual([]);
  });

  it('gives every code point 0, 1 or 2, and a text the sum of its characters', () => {
    const sample = 'Ann 山田 😀 e\u0301 \u200b ♠';
    expect(columnsOf(sample)).toBe([...sample].reduce((sum, char) => sum + charWidth(char), 0));
    expect(new Set(codePoints(/./su).map(charWidth))).toEqual(new Set([0, 1, 2]));
  });
});
