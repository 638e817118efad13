/** What the picture tests check of a picture: the cards and backs its spans show, and that its rows fit. */
import { expect } from 'vitest';
import { formatCard, type Card } from '../../src/engine/card.js';
import { columnsOf } from '../../src/engine/char-width.js';
import type { Picture, PictureSize, Span } from '../../src/engine/picture.js';

/** A table area of the full screen: a width and a height. */
export type Area = Required<PictureSize>;

/** The sizes of table area the full screen may give, corners and the common terminal. */
export const SIZES: readonly Area[] = [
  { width: 40, height: 20 },
  { width: 80, height: 24 },
  { width: 200, height: 60 },
];

/** A sweep of table areas from 40x20 to 200x60: every width and height a few columns and rows apart, the corners included. */
export const SWEEP: readonly Area[] = [40, 41, 43, 47, 52, 58, 64, 71, 79, 80, 88, 99, 111, 124, 138, 153, 169, 184, 199, 200].flatMap((width) =>
  [20, 21, 23, 26, 30, 35, 41, 48, 55, 60].map((height) => ({ width, height })),
);

/** Every span of the picture, row by row. */
export function spansOf(picture: Picture): Span[] {
  return picture.rows.flatMap((row) => [...row]);
}

/** Each card the picture shows face up, by its printed name, with how many times. */
export function cardsShown(picture: Picture): Map<string, number> {
  const counts = new Map<string, number>();
  for (const span of spansOf(picture)) {
    if (span.card === undefined) continue;
    expect(span.text).toBe(formatCard(span.card));
    const name = formatCard(span.card);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** Each of the cards once, as cardsShown counts them. */
export function eachOnce(cards: readonly Card[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const card of cards) counts.set(formatCard(card), (counts.get(formatCard(card)) ?? 0) + 1);
  return counts;
}

/** How many face-down cards the picture draws. */
export function backsShown(picture: Picture): number {
  return spansOf(picture).filter((span) => span.style === 'back').length;
}

/**
 * The picture fits the size: in every row the spans lie left to right without
 * overlapping, each ending within the width (columns counted as a terminal counts
 * them, char-width.ts); as many rows as the height allows at most; and the picture's
 * own width and height say what its rows take.
 */
export function expectFits(picture: Picture, size: PictureSize): void {
  let widest = 0;
  picture.rows.forEach((row, y) => {
    let end = 0;
    for (const span of [...row].sort((a, b) => a.x - b.x)) {
      expect(span.x, `row ${y}: a span starts inside the one before it`).toBeGreaterThanOrEqual(end);
      expect(span.text).not.toMatch(/[\u0000-\u001f\u007f]/);
      end = span.x + columnsOf(span.text);
    }
    expect(end, `row ${y} is wider than ${size.width}`).toBeLessThanOrEqual(size.width);
    widest = Math.max(widest, end);
  });
  if (size.height !== undefined) expect(picture.rows.length).toBeLessThanOrEqual(size.height);
  expect(picture.width).toBe(widest);
  expect(picture.height).toBe(picture.rows.length);
}

/** The spans standing for words[0] === word: a pile's, or a card's. */
export function spansFor(picture: Picture, word: string): Span[] {
  return spansOf(picture).filter((span) => span.pick?.words[0] === word);
}

/** The texts of spans, in picture order. */
export function textsOf(spans: readonly Span[]): string[] {
  return spans.map((span) => span.text);
}
