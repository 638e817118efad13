/** Pictures of the table: printed as text through a theme, and the spans a typed line lights. */
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../src/engine/card.js';
import { fits, litSpans, pictureOf, pictureText, rowWidth, type Span } from '../../src/engine/picture.js';
import { PLAIN, type Theme } from '../../src/engine/theme.js';

/** A theme that marks what it styles. */
const MARKED: Theme = { colour: true, card: (card) => `<${card.rank}${card.suit}>`, dim: (text) => `{${text}}` };

const span = (x: number, text: string, extra: Partial<Span> = {}): Span => ({ x, text, style: 'plain', ...extra });

describe('a picture as text', () => {
  it('puts each span at its column, spaces between, in any order given, and ends each row after its last text', () => {
    const rows = [[span(6, 'c'), span(0, 'a'), span(2, 'bb')], [], [span(3, '')]];
    expect(pictureText(pictureOf(rows), PLAIN)).toBe('a bb  c\n\n\n');
  });

  it('asks the theme how each style looks: cards by the card, faint things dimmed, plain text and marks as they are', () => {
    const rows = [[
      span(0, '10♥', { style: 'red', card: cardOf(10, 'H') }),
      span(4, '##', { style: 'back' }),
      span(7, '--', { style: 'empty' }),
      span(10, 'T0', { style: 'label' }),
      span(13, '(3)', { style: 'faint' }),
      span(17, '[', { style: 'mark' }),
      span(18, 'A♠', { style: 'black', card: cardOf(1, 'S') }),
      span(20, ']', { style: 'mark' }),
    ]];
    expect(pictureText(pictureOf(rows), MARKED)).toBe('<10H> {##} {--} {T0} {(3)} [<1S>]\n');
    expect(pictureText(pictureOf(rows), PLAIN)).toBe('10♥ ## -- T0 (3) [A♠]\n');
  });

  it('measures rows as the screen shows them, and fits a size by its width and, when given, its height', () => {
    const picture = pictureOf([[span(0, '山田'), span(5, '10♥')], [span(1, 'x')]]);
    expect(rowWidth(picture.rows[0]!)).toBe(8);
    expect(picture).toMatchObject({ width: 8, height: 2 });
    expect(fits(picture, { width: 8 })).toBe(true);
    expect(fits(picture, { width: 7 })).toBe(false);
    expect(fits(picture, { width: 8, height: 2 })).toBe(true);
    expect(fits(picture, { width: 8, height: 1 })).toBe(false);
  });
});

describe('the spans a typed line lights', () => {
  const pile = (word: string, alias: string, x: number, y: number, run?: number): Span =>
    span(x, `${word}:${y}`, { pick: run === undefined ? { words: [word, alias] } : { words: [word, alias], run } });
  const rows = [
    [pile('T0', '1', 0, 0), pile('T1', '2', 6, 0), span(12, 'Score', {})],
    [pile('T0', '1', 0, 1, 3), pile('T1', '2', 6, 1, 1)],
    [pile('T0', '1', 0, 2, 2)],
    [pile('T0', '1', 0, 3, 1)],
  ];
  const lit = (line: string, joined = false) => litSpans(pictureOf(rows, joined), line).map((s) => s.text);

  it('lights the heads of the piles named, in any case and either name, the first one\'s top card and the others\' too', () => {
    expect(lit('t0 T1')).toEqual(['T0:0', 'T1:0', 'T1:1', 'T0:3']);
    expect(lit('1, 2')).toEqual(lit('t0 T1'));
    expect(lit('T1 T0')).toEqual(['T0:0', 'T1:0', 'T1:1', 'T0:3']);
  });

  it('lights as many cards of the first pile as a count in brackets names', () => {
    expect(lit('T0 T1(2)')).toEqual(['T0:0', 'T1:0', 'T1:1', 'T0:2', 'T0:3']);
    expect(lit('T0 T1 ( 9 )')).toEqual(['T0:0', 'T1:0', 'T0:1', 'T1:1', 'T0:2', 'T0:3']);
  });

  it('reads words run together only where the picture says the notation allows it', () => {
    expect(lit('12')).toEqual([]);
    expect(lit('12', true)).toEqual(lit('1 2'));
    expect(lit('t0t1', true)).toEqual(lit('t0 t1'));
    expect(lit('t0x', true)).toEqual([]);
  });

  it('lights nothing for words it does not know, and never a span that stands for nothing', () => {
    expect(lit('score')).toEqual([]);
    expect(lit('')).toEqual([]);
    expect(lit('   ,  ')).toEqual([]);
  });
});
