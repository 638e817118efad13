/**
 * A picture of a table: rows of spans of plain text, each in a style the theme colours
 * and, for a pile or a card, the words of a typed move it stands for. The column view's
 * text and the full screen's table are both made from it.
 *
 * These are the types of the design's part 2 alone (issue 24); the games' pictures and
 * the matching of typed words to spans come with them.
 */

/** What the theme colours. */
export type Style = 'plain' | 'faint' | 'red' | 'black' | 'back' | 'empty' | 'label' | 'note';

/**
 * The words of a typed move a span stands for: ['T3'], ['F0', 'a'], Cassino's ['s', '7S'],
 * ['4'] (table card 4). For a card in a pile, `run`: how many cards from it to the pile's
 * top (1 for the top card).
 */
export interface Pick {
  readonly words: readonly string[];
  readonly run?: number;
}

/** Text at column `x` of its row: plain, no escape codes. */
export interface Span {
  readonly x: number;
  readonly text: string;
  readonly style: Style;
  readonly pick?: Pick;
}

/** Rows of spans, each row within `width` columns; `height` rows. */
export interface Picture {
  readonly rows: readonly (readonly Span[])[];
  readonly width: number;
  readonly height: number;
}
