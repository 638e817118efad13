/**
 * A picture of the table: rows of spans of plain text, each with a style the theme
 * colours and, for a pile or a card, the words of a typed move it stands for. Each
 * game draws its table as a picture for a size (its columns view, and the full
 * screen's table); the line terminal prints it as text (pictureText), the full screen
 * draws it as cells, lights the spans a typed line names (litSpans) and turns a click
 * on a span into its words.
 *
 * A picture holds no escape code and knows no theme: a style says what a span is (a
 * red card, a back, a label), and pictureText asks the theme how that looks. Spans of
 * a row lie left to right without overlapping; the columns between them are spaces.
 */
import type { Card } from './card.js';
import { dimmed, type Theme } from './theme.js';
import { visibleWidth } from './wrap.js';

/**
 * What a span is, for the theme to colour: a card (red or black), a face-down card
 * (`back`), an empty pile or cell (`empty`), a pile's head (`label`), other faint text
 * (`faint`: a count), text (`plain`), and a mark beside a card (`mark`: the waste's
 * playable card in draw 3).
 */
export type Style = 'plain' | 'faint' | 'red' | 'black' | 'back' | 'empty' | 'label' | 'mark';

/**
 * The words of a typed move that a span stands for, as the game's notation reads them:
 * a pile's head and each of its cards carry the pile's words (`T3` and its alias `4` in
 * FreeCell; `W`, `D`, `F0` in Klondike), Cassino's hand cards their key and their name
 * (`s`, `7S`), table cards their number and name (`4`, `3H`).
 */
export interface Pick {
  readonly words: readonly string[];
  /** For a card in a pile: how many cards from it to the pile's top (1 for the top card); absent for a head or a lone card. */
  readonly run?: number;
}

export interface Span {
  /** The column the span starts in, from 0. */
  readonly x: number;
  /** Plain text, no escape codes. */
  readonly text: string;
  readonly style: Style;
  readonly pick?: Pick;
  /** The card the span shows face up, for the theme to colour it (red and black spans). */
  readonly card?: Card;
}

export type Row = readonly Span[];

export interface Picture {
  readonly rows: readonly Row[];
  /** The columns the widest row takes. */
  readonly width: number;
  /** The rows, blank ones included. */
  readonly height: number;
  /**
   * Whether the game's notation lets pile words run together in a typed move (FreeCell's
   * `38` and `t3f0`, Klondike's `t2t5`): then litSpans reads a token made of words as those words.
   */
  readonly joinedWords?: boolean;
}

/** The room a picture is drawn for: at most `width` columns, and at most `height` rows when given (the full screen). */
export interface PictureSize {
  readonly width: number;
  readonly height?: number;
}

/** The columns a span takes. */
export function spanWidth(span: Span): number {
  return visibleWidth(span.text);
}

/** The columns a row takes: to the end of its last span. */
export function rowWidth(row: Row): number {
  return row.reduce((widest, span) => Math.max(widest, span.x + spanWidth(span)), 0);
}

/** The rows as a picture, with its width and height. */
export function pictureOf(rows: readonly Row[], joinedWords = false): Picture {
  const width = rows.reduce((widest, row) => Math.max(widest, rowWidth(row)), 0);
  return joinedWords ? { rows, width, height: rows.length, joinedWords } : { rows, width, height: rows.length };
}

/** Whether the picture fits the size: every row within the width, and the rows within the height when there is one. */
export function fits(picture: Picture, size: PictureSize): boolean {
  return picture.width <= size.width && (size.height === undefined || picture.height <= size.height);
}

/** The span's text as the theme shows it. */
function styled(span: Span, theme: Theme): string {
  switch (span.style) {
    case 'red':
    case 'black':
      return span.card === undefined ? span.text : theme.card(span.card);
    case 'faint':
    case 'back':
    case 'empty':
    case 'label':
      return dimmed(theme, span.text);
    case 'plain':
    case 'mark':
      return span.text;
  }
}

/** The picture as lines of text, each ending in a newline, coloured by the theme: what the column view prints. */
export function pictureText(picture: Picture, theme: Theme): string {
  return picture.rows.map((row) => `${rowText(row, theme)}\n`).join('');
}

function rowText(row: Row, theme: Theme): string {
  let text = '';
  let column = 0;
  for (const span of [...row].sort((a, b) => a.x - b.x)) {
    if (span.text === '') continue;
    text += ' '.repeat(Math.max(0, span.x - column)) + styled(span, theme);
    column = Math.max(column, span.x) + spanWidth(span);
  }
  return text;
}

/** A run's count in brackets after a word, as FreeCell and Klondike type it: `T2 T7(3)`. */
const COUNT = /\(\s*(\d+)\s*\)?/;

/**
 * The spans a typed line names, to light as it is typed: every span one of whose words
 * is a token of the line, in any case (tokens split at spaces and commas). A token that
 * is no word may be words run together when the picture says so (`38`, `t3f0`). Of a
 * pile's cards only the ones a move would carry light: for the line's first word its
 * top card, or as many as a count in brackets names (`T2 T7(3)`), for any other word
 * its top card (where the cards land); heads, lone cards and empty piles light whole.
 */
export function litSpans(picture: Picture, line: string): Span[] {
  const known = new Set(picture.rows.flatMap((row) => row.flatMap((span) => span.pick?.words.map(lower) ?? [])));
  const count = COUNT.exec(line);
  const carried = count === null ? 1 : Math.max(1, Number(count[1]));
  const named = line
    .replace(new RegExp(COUNT.source, 'g'), ' ')
    .split(/[\s,]+/)
    .filter((token) => token !== '')
    .flatMap((token) => wordsOf(lower(token), known, picture.joinedWords === true));
  const runs = new Map<string, number>();
  named.forEach((word, i) => runs.set(word, Math.max(runs.get(word) ?? 0, i === 0 ? carried : 1)));
  return picture.rows.flatMap((row) => row.filter((span) => {
    const pick = span.pick;
    if (pick === undefined) return false;
    const run = Math.max(0, ...pick.words.map((word) => runs.get(lower(word)) ?? 0));
    return run > 0 && (pick.run === undefined || pick.run <= run);
  }));
}

function lower(text: string): string {
  return text.toLowerCase();
}

/** The token as words of the picture: itself when it is one, else (when words may run together) the fewest words it is made of; none when it is not. */
function wordsOf(token: string, known: ReadonlySet<string>, joined: boolean): string[] {
  if (known.has(token)) return [token];
  if (!joined) return [];
  // best[i]: the fewest words that make the token's first i characters
  const best: (string[] | null)[] = [[], ...Array.from({ length: token.length }, () => null)];
  for (let end = 1; end <= token.length; end += 1) {
    for (let start = 0; start < end; start += 1) {
      const before = best[start];
      const word = token.slice(start, end);
      if (before === null || before === undefined || !known.has(word)) continue;
      const current = best[end];
      if (current === null || current === undefined || before.length + 1 < current.length) best[end] = [...before, word];
    }
  }
  return best[token.length] ?? [];
}
