/**
 * How many columns text takes at a terminal, counted as wcwidth(3) counts them and as
 * most terminals (and node's own line editor) draw them: a character the Unicode
 * standard calls East Asian Wide or Fullwidth (CJK, Hangul syllables, fullwidth
 * forms, and the emoji shown as pictures) takes two; a mark that combines with the
 * character before it, a format character (zero-width space and joiner, bidi marks,
 * the byte-order mark, variation selectors), a control character, and the vowels and
 * final consonants of Hangul Jamo take none; any other character one, a spacing
 * combining mark (Mc, as in Devanagari) too, as wcwidth and node count it. The suits ♠ ♥ ♦ ♣ are of ambiguous
 * width, which a terminal outside East Asia draws narrow: one column.
 *
 * Each code point is counted on its own, as wcwidth and node's line editor count
 * them: a sequence joined by a zero-width joiner counts each picture in it, and a
 * flag's two regional indicators two columns each. A terminal that draws such a
 * sequence as one picture takes fewer columns than counted, never more.
 */

/**
 * East_Asian_Width W and F in Unicode 17.0 (EastAsianWidth-17.0.0.txt), as ranges:
 * first and last code point of each, in order. Taken from the tables of Python's
 * wcwidth 0.7.0, which are made from that file, and checked against it code point
 * by code point (test/engine/char-width.test.ts checks them against Unicode's own
 * properties as node knows them).
 */
const WIDE: readonly number[] = [
  0x1100, 0x115f, 0x231a, 0x231b, 0x2329, 0x232a, 0x23e9, 0x23ec, 0x23f0, 0x23f0, 0x23f3, 0x23f3,
  0x25fd, 0x25fe, 0x2614, 0x2615, 0x2630, 0x2637, 0x2648, 0x2653, 0x267f, 0x267f, 0x268a, 0x268f,
  0x2693, 0x2693, 0x26a1, 0x26a1, 0x26aa, 0x26ab, 0x26bd, 0x26be, 0x26c4, 0x26c5, 0x26ce, 0x26ce,
  0x26d4, 0x26d4, 0x26ea, 0x26ea, 0x26f2, 0x26f3, 0x26f5, 0x26f5, 0x26fa, 0x26fa, 0x26fd, 0x26fd,
  0x2705, 0x2705, 0x270a, 0x270b, 0x2728, 0x2728, 0x274c, 0x274c, 0x274e, 0x274e, 0x2753, 0x2755,
  0x2757, 0x2757, 0x2795, 0x2797, 0x27b0, 0x27b0, 0x27bf, 0x27bf, 0x2b1b, 0x2b1c, 0x2b50, 0x2b50,
  0x2b55, 0x2b55, 0x2e80, 0x2e99, 0x2e9b, 0x2ef3, 0x2f00, 0x2fd5, 0x2ff0, 0x3029, 0x3030, 0x303e,
  0x3041, 0x3096, 0x309b, 0x30ff, 0x3105, 0x312f, 0x3131, 0x3163, 0x3165, 0x318e, 0x3190, 0x31e5,
  0x31ef, 0x321e, 0x3220, 0x3247, 0x3250, 0xa48c, 0xa490, 0xa4c6, 0xa960, 0xa97c, 0xac00, 0xd7a3,
  0xf900, 0xfaff, 0xfe10, 0xfe19, 0xfe30, 0xfe52, 0xfe54, 0xfe66, 0xfe68, 0xfe6b, 0xff01, 0xff60,
  0xffe0, 0xffe6, 0x16fe0, 0x16fe3, 0x16ff2, 0x16ff6, 0x17000, 0x18cd5, 0x18cff, 0x18d1e, 0x18d80, 0x18df2,
  0x1aff0, 0x1aff3, 0x1aff5, 0x1affb, 0x1affd, 0x1affe, 0x1b000, 0x1b122, 0x1b132, 0x1b132, 0x1b150, 0x1b152,
  0x1b155, 0x1b155, 0x1b164, 0x1b167, 0x1b170, 0x1b2fb, 0x1d300, 0x1d356, 0x1d360, 0x1d376, 0x1f004, 0x1f004,
  0x1f0cf, 0x1f0cf, 0x1f18e, 0x1f18e, 0x1f191, 0x1f19a, 0x1f1e6, 0x1f202, 0x1f210, 0x1f23b, 0x1f240, 0x1f248,
  0x1f250, 0x1f251, 0x1f260, 0x1f265, 0x1f300, 0x1f320, 0x1f32d, 0x1f335, 0x1f337, 0x1f37c, 0x1f37e, 0x1f393,
  0x1f3a0, 0x1f3ca, 0x1f3cf, 0x1f3d3, 0x1f3e0, 0x1f3f0, 0x1f3f4, 0x1f3f4, 0x1f3f8, 0x1f43e, 0x1f440, 0x1f440,
  0x1f442, 0x1f4fc, 0x1f4ff, 0x1f53d, 0x1f54b, 0x1f54e, 0x1f550, 0x1f567, 0x1f57a, 0x1f57a, 0x1f595, 0x1f596,
  0x1f5a4, 0x1f5a4, 0x1f5fb, 0x1f64f, 0x1f680, 0x1f6c5, 0x1f6cc, 0x1f6cc, 0x1f6d0, 0x1f6d2, 0x1f6d5, 0x1f6d8,
  0x1f6dc, 0x1f6df, 0x1f6eb, 0x1f6ec, 0x1f6f4, 0x1f6fc, 0x1f7e0, 0x1f7eb, 0x1f7f0, 0x1f7f0, 0x1f90c, 0x1f93a,
  0x1f93c, 0x1f945, 0x1f947, 0x1f9ff, 0x1fa70, 0x1fa7c, 0x1fa80, 0x1fa8a, 0x1fa8e, 0x1fac6, 0x1fac8, 0x1fac8,
  0x1facd, 0x1fadc, 0x1fadf, 0x1faea, 0x1faef, 0x1faf8, 0x20000, 0x2fffd, 0x30000, 0x3fffd,
];

/**
 * What takes no column: marks that combine (Mn, Me), controls (Cc), format characters
 * (Cf), line and paragraph separators, the code points Unicode says to draw as nothing
 * when unsupported (Default_Ignorable_Code_Point), and the Hangul Jamo that join the
 * syllable's first consonant...
 */
const ZERO = /[\p{Mn}\p{Me}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u1160-\u11ff\ud7b0-\ud7ff]/u;

/**
 * ...but for those of them that are drawn: the soft hyphen, the Hangul filler that
 * stands for a missing first consonant (wide), and the marks written before a number
 * (Prepended_Concatenation_Mark).
 */
const DRAWN = /[\u00ad\u115f\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}]/u;

/** Text of printable ASCII alone: a column a character. */
const ASCII = /^[\x20-\x7e]*$/;

/** Whether the code point lies in one of the wide ranges (a binary search over their pairs). */
function isWide(code: number): boolean {
  if (code < 0x1100) return false;
  let low = 0;
  let high = WIDE.length / 2 - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (code < (WIDE[middle * 2] as number)) high = middle - 1;
    else if (code > (WIDE[middle * 2 + 1] as number)) low = middle + 1;
    else return true;
  }
  return false;
}

/** The columns one character (one code point) takes: 0, 1 or 2. */
export function charWidth(char: string): 0 | 1 | 2 {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x20 && code < 0x7f) return 1;
  if (ZERO.test(char) && !DRAWN.test(char)) return 0;
  return isWide(code) ? 2 : 1;
}

/** The columns text takes at a terminal (it holds no escape codes: wrap.ts's visibleWidth takes out colours first). */
export function columnsOf(text: string): number {
  if (ASCII.test(text)) return text.length;
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}
