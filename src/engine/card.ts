/**
 * Playing cards as plain data, and their notation (CONTRACT "Cards").
 *
 * A card prints as rank then suit (`10♣`, `A♠`). Typed input also accepts `T`
 * for 10 and the letters S H D C for the suits, in any case (`10c`, `Tc`, `th`).
 */

export type Suit = 'C' | 'D' | 'H' | 'S';
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** Suits in the order of Microsoft's deals: clubs, diamonds, hearts, spades. */
export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const RANK_NAMES = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/**
 * The 52 cards, one frozen object each, in the standard order A♣ A♦ A♥ A♠ 2♣ ... K♠
 * (rank by rank, suits as in SUITS). `CARDS[cardIndex(c)]` is `c` itself.
 */
export const CARDS: readonly Card[] = Object.freeze(
  RANKS.flatMap((rank) => SUITS.map((suit) => Object.freeze({ rank, suit }))),
);

/** The card's place in CARDS, 0..51. */
export function cardIndex(card: Card): number {
  return (card.rank - 1) * 4 + SUITS.indexOf(card.suit);
}

/** The canonical object for a rank and suit. */
export function cardOf(rank: Rank, suit: Suit): Card {
  return CARDS[cardIndex({ rank, suit })] as Card;
}

export function sameCard(a: Card, b: Card): boolean {
  return a.rank === b.rank && a.suit === b.suit;
}

export function isRed(card: Card): boolean {
  return card.suit === 'H' || card.suit === 'D';
}

/** `10♣`, `A♠`: the printed form. */
export function formatCard(card: Card): string {
  return RANK_NAMES[card.rank] + SUIT_SYMBOLS[card.suit];
}

/** `10C`, `AS`: the card with its suit as a letter, as it may be typed (and shown where ♣ ♦ ♥ ♠ cannot be). */
export function asciiCard(card: Card): string {
  return RANK_NAMES[card.rank] + card.suit;
}

const RANK_INPUT: Readonly<Record<string, Rank>> = {
  a: 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9,
  '10': 10, t: 10, j: 11, q: 12, k: 13,
};
const SUIT_INPUT: Readonly<Record<string, Suit>> = {
  c: 'C', d: 'D', h: 'H', s: 'S', '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S',
};
/** U+FE0F asks for the emoji form of a symbol (`♥️`); it says nothing about the card. */
const VARIATION_SELECTOR = /\uFE0F/g;
// the suits as escapes: a bundle of ASCII alone reads and compiles faster at start-up
const CARD_PATTERN = /^(10|[2-9atjqk])([cdhs\u2663\u2666\u2665\u2660])$/;

/** Reads one card in printed or typed form; undefined when the text is not a card. */
export function parseCard(text: string): Card | undefined {
  const match = CARD_PATTERN.exec(text.trim().replace(VARIATION_SELECTOR, '').toLowerCase());
  if (match === null) return undefined;
  const rank = RANK_INPUT[match[1] as string];
  const suit = SUIT_INPUT[match[2] as string];
  return rank === undefined || suit === undefined ? undefined : cardOf(rank, suit);
}
