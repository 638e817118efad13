/** Small helpers for Klondike positions in tests. */
import { CARDS, formatCard, parseCard, type Card } from '../../src/engine/card.js';
import { parseDealFile } from '../../src/games/klondike/board.js';
import { parseMove } from '../../src/games/klondike/notation.js';
import { applyMove, tableOf } from '../../src/games/klondike/rules.js';
import type { SeenCard } from '../../src/engine/pile.js';
import type { KlondikeRules, KlondikeState, Table } from '../../src/games/klondike/state.js';

export const SPEC: KlondikeRules = { draw: 'spec', scoring: 'none' };
export const DRAW1: KlondikeRules = { draw: 1, scoring: 'none' };
export const DRAW3: KlondikeRules = { draw: 3, scoring: 'none' };
export const VEGAS3: KlondikeRules = { draw: 3, scoring: 'vegas' };

/** The rule sets that play differently for the solver, each with its name (scoring other than Vegas changes nothing in play). */
export const SOLVER_RULES: readonly [string, KlondikeRules][] = [
  ['the spec\'s game', SPEC],
  ['draw 1', DRAW1],
  ['draw 3', DRAW3],
  ['draw 1, Vegas', { draw: 1, scoring: 'vegas' }],
  ['draw 3, Vegas', VEGAS3],
];

/** A draw-3 Vegas game after a recycle, some play, and one turn on the waste. */
export const MID_GAME = [
  'Deck:[4♠, Q♦, 8♥, 2♣, J♦, 5♣, 9♥, 6♠, A♦, K♦, 10♣, 7♥, 3♠, J♠, 2♥, 6♣, 8♦, 10♥, Q♣] 19 cards',
  'Waste:[A♣, K♠, 7♦] 3 cards, 3 showing',
  'Foundation 0:[A♥]',
  'Foundation 1:[A♠, 2♠]',
  'Foundation 2:[]',
  'Foundation 3:[]',
  'Tableau 0:[K♥, Q♠]',
  'Tableau 1:[#3♣, 9♣]',
  'Tableau 2:[#4♦, #7♠, 5♦]',
  'Tableau 3:[#10♦, #Q♥, #3♦, 4♣]',
  'Tableau 4:[#J♣, #8♣, #4♥, #9♠, 6♥]',
  'Tableau 5:[#5♠, #5♥, #6♦, #3♥, #K♣, 9♦]',
  'Tableau 6:[#2♦, #7♣, #J♥, #8♠, 10♠]',
  'Score: -47',
  'Pass: 2',
  '',
].join('\n');

/** A deal file where no card can ever move: each pile's face-up card is blocked, nothing is in the deck. */
export const STUCK_DEAL = [
  'Tableau 0:[#A♠, #2♠, #3♠, #4♠, #5♠, #6♠, #7♠, K♦]',
  'Tableau 1:[#A♥, #2♥, #3♥, #4♥, #5♥, #6♥, #7♥, K♣]',
  'Tableau 2:[#A♦, #2♦, #3♦, #4♦, #5♦, #6♦, #7♦, K♥]',
  'Tableau 3:[#A♣, #2♣, #3♣, #4♣, #5♣, #6♣, #7♣, K♠]',
  'Tableau 4:[#8♠, #9♠, #10♠, #J♠, #Q♠, #8♥, #9♥, Q♦]',
  'Tableau 5:[#10♥, #J♥, #Q♥, #8♦, #9♦, #10♦, #J♦, Q♣]',
  'Tableau 6:[#8♣, #9♣, #10♣, J♣]',
].join('\n');

export const ALL_RULES: readonly KlondikeRules[] = (['spec', 1, 3] as const).flatMap((draw) =>
  (['none', 'standard', 'vegas'] as const).map((scoring) => ({ draw, scoring })),
);

export function card(text: string): Card {
  const parsed = parseCard(text);
  if (parsed === undefined) throw new Error(`not a card: ${text}`);
  return parsed;
}

export function deal(text: string, rules: KlondikeRules = SPEC): KlondikeState {
  const parsed = parseDealFile(text, rules);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/**
 * A position to test a rule in: the lines given, and every other card out of the way.
 * Without a Deck line the other cards make up the deck (in standard order, the last on
 * top, seen or not as the rules and the pass have it); with one, they go to Tableau 6
 * (which must be left out), face down under the last of them.
 */
export function position(lines: string, rules: KlondikeRules = SPEC): KlondikeState {
  const used = new Set((lines.match(/(10|[2-9AJQK])[♠♥♦♣]/g) ?? []));
  const rest = CARDS.map(formatCard).filter((c) => !used.has(c));
  const pass = Number(/^pass:\s*(\d+)/im.exec(lines)?.[1] ?? 1);
  if (!/^deck:/im.test(lines)) {
    const unseen = pass > 1 ? 0 : rules.draw === 'spec' ? rest.length - 1 : rest.length;
    return deal(`${lines}\nDeck:[${rest.map((c, i) => (i < unseen ? `#${c}` : c)).join(', ')}]`, rules);
  }
  if (rest.length === 0) return deal(lines, rules);
  if (/^tableau 6:/im.test(lines)) throw new Error('no room for the other cards: leave out Tableau 6 or the Deck');
  return deal(`${lines}\nTableau 6:[${rest.map((c, i) => (i < rest.length - 1 ? `#${c}` : c)).join(', ')}]`, rules);
}

/** The state after these typed moves; throws on a refusal. */
export function play(state: KlondikeState, ...moves: string[]): KlondikeState {
  return moves.reduce((current, text) => {
    const move = parseMove(text);
    if (move === null || !move.ok) throw new Error(`not a move: ${text}`);
    const next = applyMove(current, move.value);
    if (!next.ok) throw new Error(`${text}: ${next.error}`);
    return next.value;
  }, state);
}

/** Why this typed move is refused, or null when it is legal. */
export function refusal(state: KlondikeState, text: string): string | null {
  const move = parseMove(text);
  if (move === null) throw new Error(`not a move: ${text}`);
  if (!move.ok) return move.error;
  const next = applyMove(state, move.value);
  return next.ok ? null : next.error;
}

/** Draws until the deck is empty. */
export function drawAll(state: KlondikeState): KlondikeState {
  let current = state;
  while (current.deck.cards.length > 0) current = play(current, 'draw');
  return current;
}

/** Freezes the value and everything in it, so that any write throws: to show a function does not change its input. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Seven tableau piles topped by black cards (none fits on another, none goes home), every
 * other card face down under them, and the deck and the waste empty: play is stuck.
 * `tops` may name other top cards; cards in `elsewhere` are left for other lines.
 */
export function jammed(tops: readonly string[] = ['9♣', '9♠', '7♣', '7♠', '5♣', '5♠', '3♣'], elsewhere: readonly string[] = []): string {
  const rest = CARDS.map(formatCard).filter((c) => !tops.includes(c) && !elsewhere.includes(c));
  const piles = tops.map((top, i) => [...rest.filter((_, j) => j % tops.length === i).map((c) => `#${c}`), top]);
  return piles.map((pile, i) => `Tableau ${i}:[${pile.join(', ')}]`).join('\n');
}

/**
 * The table as the player sees it, whichever tableau pile holds which run and whichever
 * foundation which suit: the piles' cards as seen (`##` for one not seen), sorted, with
 * the deck and the waste as they lie. (The tests' own, to check the game's tableKey by.)
 */
export function tableSeen(table: Table): string {
  const pile = (cards: readonly SeenCard[]) => cards.map((card) => (card === null ? '##' : formatCard(card))).join(',');
  return [
    `deck ${pile(table.deck)}`,
    `waste ${pile(table.waste)}`,
    `home ${table.foundations.map(pile).sort().join(' ')}`,
    `piles ${table.tableau.map(pile).sort().join(' ')}`,
  ].join(' | ');
}

/** The typed moves of a line of play as the demo writes it (`draw T4 F0 ...`): `draw` and `auto` one word each, any other move two. */
export function typedMoves(text: string): string[] {
  const words = text.trim().split(/\s+/).filter((word) => word !== '');
  const moves: string[] = [];
  for (let i = 0; i < words.length; i += 1) moves.push(words[i] === 'draw' || words[i] === 'auto' ? words[i]! : `${words[i]} ${words[(i += 1)]}`);
  return moves;
}

/** How often the line of play from this state meets each table (tableSeen), the start included. */
export function tablesMet(start: KlondikeState, moves: readonly string[]): Map<string, number> {
  let state = start;
  const met = new Map<string, number>([[tableSeen(tableOf(state)), 1]]);
  for (const move of moves) {
    state = play(state, move);
    const key = tableSeen(tableOf(state));
    met.set(key, (met.get(key) ?? 0) + 1);
  }
  return met;
}
