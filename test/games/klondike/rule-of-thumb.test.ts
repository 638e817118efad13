/** Rules of thumb (the old hint): moves worth making, from what the player can see. */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { ruleOfThumb as hint } from '../../../src/games/klondike/rule-of-thumb.js';
import { formatMove } from '../../../src/games/klondike/notation.js';
import { applyMove, legalMoves, tableOf } from '../../../src/games/klondike/rules.js';
import type { KlondikeRules, KlondikeState } from '../../../src/games/klondike/state.js';
import { positionKey, viewOf } from '../../../src/games/klondike/view.js';
import { ALL_RULES, DRAW1, DRAW3, SPEC, deal, jammed, play, position } from '../../helpers/klondike.js';

/** The hint's moves after this line of states, as typed. */
function hinted(...line: KlondikeState[]): string[] {
  const result = hint(line.map(viewOf));
  if (!result.ok) throw new Error(result.error);
  return result.value.map(formatMove);
}

/** The line of play the hint's first move leads to, for at most `limit` moves. */
function followHint(start: KlondikeState, limit: number): { line: KlondikeState[]; end: string } {
  const line = [start];
  for (let i = 0; i < limit; i += 1) {
    const result = hint(line.map(viewOf));
    if (!result.ok) return { line, end: result.error };
    const next = applyMove(line[line.length - 1]!, result.value[0]!);
    if (!next.ok) throw new Error(next.error);
    line.push(next.value);
  }
  return { line, end: 'still going' };
}

/** Piles whose black tops take nothing in sight, so that no empty pile tempts a King. */
const FILL = 'Tableau 3:[#2♦, Q♣]\nTableau 4:[#3♦, Q♠]\nTableau 5:[#9♥, 10♣]';

describe('hint', () => {
  it.each(ALL_RULES.map((rules) => [rules]))('names legal moves only, and at least one (%o)', (rules) => {
    for (const seed of [1, 2, 3, 4]) {
      const state = dealGame(seed, rules);
      const legal = legalMoves(tableOf(state)).map(formatMove);
      const moves = hinted(state);
      expect(moves.length).toBeGreaterThan(0);
      for (const move of moves) expect(legal).toContain(move);
    }
  });

  it('gives the same answer for states that differ only in face-down and unseen cards', () => {
    const state = play(dealGame(21, DRAW3), 'draw');
    const tableau = state.tableau.map((pile) => ({ ...pile, cards: [...pile.cards] }));
    const deck = [...state.deck.cards];
    // swap a face-down tableau card with an unseen deck card
    [tableau[6]!.cards[0], deck[0]] = [deck[0]!, tableau[6]!.cards[0]!];
    const other: KlondikeState = { ...state, tableau, deck: { ...state.deck, cards: deck } };
    expect(other).not.toEqual(state);
    expect(hinted(other)).toEqual(hinted(state));
  });

  it('sends a card that can safely go home first', () => {
    const state = position('Tableau 0:[#5♦, 9♠]\nTableau 1:[10♥]\nTableau 3:[#7♦, A♣]');
    expect(hinted(state)[0]).toBe('T3 F0');
  });

  it('prefers turning a card up to playing from the deck', () => {
    const state = position(`Deck:[#4♠, 8♥]\nTableau 0:[9♠]\nTableau 1:[#5♦, 9♣]\nTableau 2:[10♥]\n${FILL}`);
    const moves = hinted(state);
    expect(moves[0]).toBe('T1 T2');
    expect(moves).toContain('D T0');
  });

  it('prefers the pile with more cards face down', () => {
    const state = position(`Deck:[#4♠, 2♠]\nTableau 0:[#5♦, 9♠]\nTableau 1:[#6♦, #J♣, 9♣]\nTableau 2:[10♥]\n${FILL}`);
    expect(hinted(state)[0]).toBe('T1 T2');
  });

  it('leaves out a King\'s run from a pile with nothing under it onto another empty pile', () => {
    const state = position('Tableau 0:[K♠, Q♥]\nTableau 1:[]\nTableau 2:[#5♦, 9♣]', DRAW1);
    expect(legalMoves(tableOf(state)).map(formatMove)).toContain('T0 T1');
    expect(hinted(state)).not.toContain('T0 T1');
  });

  it('leaves out a foundation card brought down for nothing, but not one that makes room', () => {
    const lines = `Foundation 0:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥]\nTableau 0:[#4♠, 8♣]\nTableau 1:[#2♣, 4♣]\nTableau 2:[#3♣, J♣]\n${FILL}`;
    expect(hinted(position(`${lines}\nDeck:[#5♦, #K♦]`, DRAW1))).toEqual(['draw']);
    expect(hinted(position(`${lines}\nDeck:[#5♦]\nWaste:[6♠]`, DRAW1))).toContain('F0 T0');
  });

  it('says draw when only drawing helps', () => {
    const elsewhere = ['J♥', '10♦', '8♥'];
    expect(hinted(deal(`${jammed(undefined, elsewhere)}\nDeck:[#J♥, #10♦, #8♥]`, DRAW1))).toEqual(['draw']);
  });

  it('never suggests a move back into a position already seen', () => {
    const before = position('Deck:[#5♦]\nWaste:[6♠]\nFoundation 0:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥]\nTableau 0:[#4♠, 8♣]', DRAW1);
    const after = play(before, 'F0 T0');
    expect(legalMoves(tableOf(after)).map(formatMove)).toContain('T0 F0');
    expect(hinted(after)).toContain('T0 F0');
    expect(hinted(before, after)).not.toContain('T0 F0');
  });

  it('stops drawing once a pass through the deck has changed nothing', () => {
    const elsewhere = ['J♥', '10♦'];
    const { line, end } = followHint(deal(`${jammed(undefined, elsewhere)}\nDeck:[#J♥, #10♦]`, DRAW1), 50);
    expect(line.length).toBeLessThan(10);
    expect(end).toMatch(/^No move is worth making/);
  });

  it('says so when the game is won, or nothing is legal', () => {
    const suits = ['♣', '♦', '♥', '♠'];
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const won = deal(suits.map((s, i) => `Foundation ${i}:[${ranks.map((r) => r + s).join(', ')}]`).join('\n'));
    expect(hint([viewOf(won)])).toEqual({ ok: false, error: 'The game is won: there is nothing left to move.' });
    expect(hint([viewOf(deal(jammed()))])).toEqual({ ok: false, error: 'No legal move is left: undo some moves, or quit.' });
  });

  it.each<[string, KlondikeRules]>([
    ['the spec\'s game', SPEC],
    ['draw 1', DRAW1],
    ['draw 3', DRAW3],
    ['draw 3, Vegas', { draw: 3, scoring: 'vegas' }],
  ])('followed alone, comes to an end without going round in circles (%s)', (_name, rules) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { line, end } = followHint(dealGame(seed, rules), 500);
      expect(end).not.toBe('still going');
      const keys = line.map((state) => positionKey(tableOf(state)));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('wins some games on its own', () => {
    const won = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((seed) => {
      const { line } = followHint(dealGame(seed, SPEC), 500);
      return line[line.length - 1]!.foundations.every((pile) => pile.length === 13);
    });
    expect(won.length).toBeGreaterThan(0);
  });
});
