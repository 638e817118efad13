/**
 * Klondike positions to check the solver against, and the plain search that checks it:
 * shared by test/games/klondike/solver.test.ts (a few) and the bench's klondike-check
 * (many).
 */
import { CARDS, cardIndex, formatCard, type Card } from '../../src/engine/card.js';
import { shuffle } from '../../src/engine/deck.js';
import { parseDealFile } from '../../src/games/klondike/board.js';
import { dealGame } from '../../src/games/klondike/deal.js';
import { applyMove, legalMoves, tableOf } from '../../src/games/klondike/rules.js';
import { isWon, type KlondikeRules, type KlondikeState } from '../../src/games/klondike/state.js';

/** A small fixed-seed generator for the positions (a linear congruential one: fine for picking). */
function picker(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
}

/** A position from a deal after random legal moves: often lost, and then often with few positions left to reach. */
export function afterRandomPlay(rules: KlondikeRules, seed: number): KlondikeState {
  const pick = picker(seed);
  return playedRandomly(dealGame(seed, rules), pick, 20 + pick(200));
}

/** The state after up to `steps` random legal moves (fewer when the game is won or stuck). */
function playedRandomly(start: KlondikeState, pick: (n: number) => number, steps: number): KlondikeState {
  let state = start;
  for (let i = 0; i < steps && !isWon(state); i += 1) {
    const moves = legalMoves(tableOf(state));
    if (moves.length === 0) break;
    const next = applyMove(state, moves[pick(moves.length)]!);
    if (!next.ok) throw new Error(next.error);
    state = next.value;
  }
  return state;
}

/**
 * A small position: the foundations hold each suit up to a random rank, and the other
 * cards lie in random order in the stock and, face down under one face-up card, in a
 * few tableau piles.
 */
export function smallPosition(rules: KlondikeRules, seed: number, lowestHome = 8): KlondikeState {
  const pick = picker(seed);
  const homeRanks = [0, 1, 2, 3].map(() => lowestHome + pick(14 - lowestHome));
  const suits = ['♣', '♦', '♥', '♠'];
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const foundations = suits.map((suit, i) => `Foundation ${i}:[${ranks.slice(0, homeRanks[i]).map((r) => r + suit).join(', ')}]`);
  const left: Card[] = CARDS.filter((card) => card.rank > homeRanks[['C', 'D', 'H', 'S'].indexOf(card.suit)]!);
  const cards = shuffle(left, seed).items.map(formatCard);
  const stock = cards.slice(0, Math.min(pick(9), cards.length));
  const rest = cards.slice(stock.length);
  const piles: string[][] = Array.from({ length: 7 }, () => []);
  const used = 2 + pick(6);
  rest.forEach((card, i) => piles[i % used]!.push(card));
  const tableau = piles.map((pile, i) => `Tableau ${i}:[${pile.map((card, k) => (k < pile.length - 1 ? `#${card}` : card)).join(', ')}]`);
  const unseen = rules.draw === 'spec' ? stock.length - 1 : stock.length;
  const deck = `Deck:[${stock.map((card, k) => (k < unseen ? `#${card}` : card)).join(', ')}]`;
  const score = rules.scoring === 'none' ? [] : ['Score: 0'];
  const parsed = parseDealFile([...foundations, ...tableau, deck, ...score].join('\n'), rules);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/**
 * A small position (foundations from rank 6 up, so more cards to play) after a few
 * random legal moves: runs split and moved about, cards taken from the stock and the
 * foundations, so that the face-up cards lie in ways the tidy small positions never do.
 */
export function playedSmallPosition(rules: KlondikeRules, seed: number): KlondikeState {
  const pick = picker(seed ^ 0x5bd1e995);
  return playedRandomly(smallPosition(rules, seed, 6), pick, 3 + pick(30));
}

/**
 * Whether the game can be won from here, by a plain search over every legal move of the
 * rules themselves (no dominance, no folding of draws, every position exact, the pass
 * only under Vegas); null when there are more than `limit` positions to look at.
 */
export function winnableByRules(start: KlondikeState, limit: number): boolean | null {
  const keyOf = (state: KlondikeState) => exactKey(state);
  const seen = new Set([keyOf(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const state = stack.pop()!;
    if (isWon(state)) return true;
    for (const move of legalMoves(tableOf(state))) {
      const next = applyMove(state, move);
      if (!next.ok) throw new Error(next.error);
      const key = keyOf(next.value);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return null;
      seen.add(key);
      stack.push(next.value);
    }
  }
  return false;
}

/**
 * Everything of a position that play can depend on, as a string (one character a card,
 * a separator a pile, the face-down counts, the pass under Vegas): what the plain search
 * tells positions apart by. Only the display (`showing`) and the score are left out.
 */
function exactKey(state: KlondikeState): string {
  const codes: number[] = [];
  const pile = (cards: readonly Card[]) => {
    for (const card of cards) codes.push(65 + cardIndex(card));
    codes.push(32);
  };
  pile(state.deck.cards);
  codes.push(48 + state.deck.down);
  pile(state.waste);
  for (const foundation of state.foundations) pile(foundation);
  for (const layered of state.tableau) {
    pile(layered.cards);
    codes.push(48 + layered.down);
  }
  if (state.rules.scoring === 'vegas') codes.push(48 + state.pass);
  return String.fromCharCode(...codes);
}
