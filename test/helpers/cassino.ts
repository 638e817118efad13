/** Small helpers for Cassino positions in tests. */
import { CARDS, formatCard, parseCard, type Card } from '../../src/engine/card.js';
import type { Seat } from '../../src/engine/game.js';
import { parsePileLine } from '../../src/engine/pile.js';
import { chooseNormal, choose } from '../../src/games/cassino/chooser.js';
import { dealGame } from '../../src/games/cassino/deal.js';
import { parseDealFile } from '../../src/games/cassino/dealfile.js';
import { parseMove } from '../../src/games/cassino/notation.js';
import { parsePlayers } from '../../src/games/cassino/players.js';
import { applyMove } from '../../src/games/cassino/rules.js';
import { dealerOf, HAND_SIZE, PLAYS_PER_ROUND, type CassinoState } from '../../src/games/cassino/state.js';
import { viewOf } from '../../src/games/cassino/view.js';

export function card(text: string): Card {
  const parsed = parseCard(text);
  if (parsed === undefined) throw new Error(`not a card: ${text}`);
  return parsed;
}

/** Cards from text such as "7♠ 3h, 4d". */
export function cards(text: string): Card[] {
  return text.split(/[\s,]+/).filter((t) => t !== '').map(card);
}

export function seats(spec: string): Seat[] {
  const parsed = parsePlayers(spec);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** A position from a whole deal file; throws when it is refused. */
export function deal(text: string): CassinoState {
  const parsed = parseDealFile(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

export interface Fill {
  /** How many of the other cards make up the deck (by default, as few plays as the Turn line allows). */
  readonly deck?: number;
  /** Who captured the cards neither dealt nor in the deck (the first player by default); 'table' puts them on the table, after the cards given. */
  readonly holder?: string;
}

const CARD_TEXT = /(10|[2-9AJQK])[♠♥♦♣]/g;

/**
 * A position to test a rule in: the lines given (a Players line, a Table line and a
 * Hand line for each player at least; Round and Turn when wanted), and every other card
 * out of the way. Of those, the deck gets as many as the play count allows (or `deck`),
 * in standard order with the last on top, and the rest are captured by `holder`.
 */
export function position(lines: string, fill: Fill = {}): CassinoState {
  const players = seats(/^players:(.*)$/im.exec(lines)?.[1] ?? '');
  const n = players.length;
  const round = Number(/^round:\s*(\d+)/im.exec(lines)?.[1] ?? 1);
  const dealer = dealerOf(round, n);
  const turnName = /^turn:\s*(.+)$/im.exec(lines)?.[1]?.trim();
  const turn = turnName === undefined ? (dealer + 1) % n : players.findIndex((seat) => seat.name === turnName);
  const piles = lines.split('\n').map((line) => line.trim()).filter((line) => /^(hand|table)/i.test(line)).map((line) => {
    const pile = parsePileLine(line);
    if (!pile.ok) throw new Error(pile.error);
    return pile.value;
  });
  const handSizes = piles.filter((pile) => /^hand /i.test(pile.label)).map((pile) => pile.cards.length);
  const inHands = handSizes.reduce((a, b) => a + b, 0);
  const tableSize = piles.find((pile) => /^table$/i.test(pile.label))?.cards.length ?? 0;
  const used = new Set(lines.match(CARD_TEXT) ?? []);
  const rest = CARDS.map(formatCard).filter((c) => !used.has(c));
  let deckSize = 0;
  if (fill.deck !== undefined) {
    deckSize = fill.deck;
  } else if (handSizes.every((size) => size === HAND_SIZE)) {
    const most = PLAYS_PER_ROUND - inHands;
    const holder = fill.holder === undefined ? 0 : players.findIndex((seat) => seat.name === fill.holder);
    let plays = Math.max(0, tableSize - 4);
    while ((dealer + 1 + plays) % n !== turn) plays += 1;
    // the holder's captures need a play of theirs, and two cards at least
    const captures = (p: number) => 4 + p - tableSize;
    const holderPlayed = (p: number) => p > (((holder - dealer - 1) % n) + n) % n;
    while (fill.holder !== 'table' && captures(plays) > 0 && (captures(plays) === 1 || !holderPlayed(plays))) plays += n;
    deckSize = Math.max(0, most - plays);
  }
  const deck = rest.slice(0, deckSize);
  const others = rest.slice(deckSize);
  let text = `${lines}\nDeck:[${deck.join(', ')}]`;
  if (others.length > 0) {
    if (fill.holder === 'table') {
      text = text.replace(/^(\s*Table:\[)([^\]]*)\]/im, (_, head: string, body: string) => `${head}${[body, ...others].filter((b) => b.trim() !== '').join(', ')}]`);
    } else {
      const holder = fill.holder ?? (players[0] as Seat).name;
      text += `\nCaptured ${holder}:[${others.join(', ')}]`;
      if (!/^last capture:/im.test(lines)) text += `\nLast capture: ${holder}`;
    }
  }
  return deal(text);
}

/** The state after these typed plays, each by the seat to act; throws on a refusal. */
export function play(state: CassinoState, ...texts: string[]): CassinoState {
  return texts.reduce((current, text) => applied(current, text).state, state);
}

/** A typed play carried out: the new state and the log lines it printed; throws on a refusal. */
export function applied(state: CassinoState, text: string): { state: CassinoState; log: readonly string[] } {
  const move = parseMove(text, viewOf(state, state.turn));
  if (move === null || !move.ok) throw new Error(`not a play: ${text}${move === null ? '' : `: ${move.error}`}`);
  const next = applyMove(state, move.value);
  if (!next.ok) throw new Error(`${text}: ${next.error}`);
  return next.value;
}

/** Why this typed play is refused (by the notation or the rules), or null when it is legal. */
export function refusal(state: CassinoState, text: string): string | null {
  const move = parseMove(text, viewOf(state, state.turn));
  if (move === null) throw new Error(`not a play: ${text}`);
  if (!move.ok) return move.error;
  const next = applyMove(state, move.value);
  return next.ok ? null : next.error;
}

/** Freezes the value and everything in it, so that any write throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Every state of a game played by the computer seats' choosers (all seats play as computers), from a seed. */
export function playGame(start: CassinoState, levels: readonly string[] = [], limit = 10_000): CassinoState[] {
  const states = [start];
  let state = start;
  for (let i = 0; i < limit && state.winner === null; i += 1) {
    const seat = state.turn;
    const view = viewOf(state, seat);
    const level = levels[seat] ?? state.seats[seat]?.level ?? 'normal';
    const move = level === 'normal' ? chooseNormal(view) : choose(view, level);
    const next = applyMove(state, move);
    if (!next.ok) throw new Error(`the computer chose an illegal play: ${next.error}`);
    state = next.value.state;
    states.push(state);
  }
  return states;
}

/** A new game of all computers at these levels. */
export function computerGame(seed: number, levels: readonly string[], target = 16): CassinoState {
  return dealGame(seed, levels.map((level, i) => ({ name: `P${i + 1}`, kind: 'computer' as const, level })), target);
}

const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The end of a round: Ann (the person, with every point card taken) and Bob hold two cards each, the deck is empty; 1 point wins. */
export function lastTricks(): string {
  const hands = { ann: ['3♥', '4♥'], bob: ['K♣', 'Q♣'], table: ['9♣'], bobTook: ['J♣', '10♣'] };
  const used = new Set(Object.values(hands).flat());
  const annTook = ['♠', '♥', '♦', '♣'].flatMap((suit) => RANK_NAMES.map((rank) => `${rank}${suit}`)).filter((card) => !used.has(card));
  return [
    'Players: Ann:human, Bob:computer', 'Target: 1', 'Round: 1', `Table:[${hands.table.join(', ')}]`,
    `Hand Ann:[${hands.ann.join(', ')}]`, `Hand Bob:[${hands.bob.join(', ')}]`, 'Deck:[]',
    `Captured Ann:[${annTook.join(', ')}]`, `Captured Bob:[${hands.bobTook.join(', ')}]`,
    'Sweeps: Ann 0, Bob 0', 'Totals: Ann 0, Bob 0', 'Last capture: Ann', '',
  ].join('\n');
}
