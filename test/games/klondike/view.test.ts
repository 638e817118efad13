/** What the player sees: no hidden card, and whether play is stuck. */
import { describe, expect, it } from 'vitest';
import { cardIndex, type Card } from '../../../src/engine/card.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { tableOf } from '../../../src/games/klondike/rules.js';
import type { KlondikeRules, KlondikeState, KlondikeView } from '../../../src/games/klondike/state.js';
import { isStuck, stateFromView, viewOf } from '../../../src/games/klondike/view.js';
import { DRAW1, SPEC, deal, drawAll, jammed, play } from '../../helpers/klondike.js';

/** The cards a view shows, by index. */
function shown(view: KlondikeView): Set<number> {
  const piles = [view.deck, view.waste, ...view.foundations, ...view.tableau];
  return new Set(piles.flat().filter((card): card is Card => card !== null).map(cardIndex));
}

/** The same state with two of its face-down tableau cards swapped. */
function swapHidden(state: KlondikeState): KlondikeState {
  const tableau = state.tableau.map((pile) => ({ ...pile, cards: [...pile.cards] }));
  const a = tableau[6]!;
  const b = tableau[5]!;
  [a.cards[0], b.cards[1]] = [b.cards[1]!, a.cards[0]!];
  return { ...state, tableau };
}

describe('the view', () => {
  it.each<[string, KlondikeRules]>([['the spec\'s game', SPEC], ['draw 1', DRAW1]])('shows no face-down or unseen card (%s)', (_name, rules) => {
    const state = dealGame(8, rules);
    const view = viewOf(state);
    const faceUp = [...state.tableau.map((pile) => pile.cards.at(-1)!), ...(rules.draw === 'spec' ? [state.deck.cards.at(-1)!] : [])];
    expect(shown(view)).toEqual(new Set(faceUp.map(cardIndex)));
    expect(view.tableau.map((pile) => pile.filter((card) => card === null).length)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(view.deck.filter((card) => card === null)).toHaveLength(rules.draw === 'spec' ? 23 : 24);
  });

  it('is the same for two states that differ only in face-down cards', () => {
    const state = dealGame(8, SPEC);
    expect(swapHidden(state)).not.toEqual(state);
    expect(viewOf(swapHidden(state))).toEqual(viewOf(state));
  });

  it('shows the deck\'s cards once they have all been through the waste', () => {
    const recycled = play(drawAll(dealGame(8, DRAW1)), 'draw');
    expect(viewOf(recycled).deck).toEqual(recycled.deck.cards);
  });

  it('comes back as a state that looks the same, for the hint\'s look-ahead', () => {
    const view = viewOf(play(dealGame(8, DRAW1), 'draw', 'draw'));
    const { stuck: _stuck, showing: _showing, score: _score, ...table } = view;
    expect(tableOf(stateFromView(view))).toEqual(table);
  });

  it('is the same each time it is asked for', () => {
    const state = dealGame(8, SPEC);
    expect(viewOf(state)).toEqual(viewOf(state));
    expect(viewOf(state).stuck).toBe(viewOf(state).stuck);
  });
});

describe('the stuck check', () => {
  it('says so when no card can move, whatever is drawn', () => {
    expect(viewOf(deal(jammed())).stuck).toBe(true);
  });

  it('says so when the deck holds nothing that fits', () => {
    const elsewhere = ['J♥', '10♦'];
    expect(isStuck(deal(`${jammed(undefined, elsewhere)}\nDeck:[#J♥, 10♦]`))).toBe(true);
  });

  it('does not when a card deeper in the deck could be played later', () => {
    const elsewhere = ['8♥', '10♦'];
    expect(isStuck(deal(`${jammed(undefined, elsewhere)}\nDeck:[#8♥, 10♦]`))).toBe(false);
  });

  it('respects Vegas\' pass limit: a card under the waste is out of reach once the passes are used', () => {
    const elsewhere = ['8♥', '10♦'];
    const lines = `${jammed(undefined, elsewhere)}\nDeck:[]\nWaste:[8♥, 10♦]`;
    expect(isStuck(deal(lines, { draw: 1, scoring: 'none' }))).toBe(false);
    expect(isStuck(deal(`${lines}\nScore: -52`, { draw: 1, scoring: 'vegas' }))).toBe(true);
  });

  it('looks past moves that gain nothing at once: a foundation card down makes room for the deck\'s', () => {
    const tops = ['9♣', '9♠', 'J♣', 'J♠', '5♣', '5♠', '3♣'];
    const home = ['A♦', '2♦', '3♦', '4♦', '5♦', '6♦', '7♦', '8♦'];
    const lines = `${jammed(tops, [...home, '7♣'])}\nFoundation 0:[${home.join(', ')}]`;
    // the standard game: 8♦ may come down onto a black 9, and then 7♣ goes on it
    expect(isStuck(deal(`${lines}\nDeck:[7♣]\nPass: 2`, DRAW1))).toBe(false);
    // the spec's game: nothing leaves a foundation
    expect(isStuck(deal(`${lines}\nDeck:[7♣]`, SPEC))).toBe(true);
  });

  it('is not claimed for a fresh deal or a won game', () => {
    expect(viewOf(dealGame(1, SPEC)).stuck).toBe(false);
    const suits = ['♣', '♦', '♥', '♠'];
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    expect(isStuck(deal(suits.map((s, i) => `Foundation ${i}:[${ranks.map((r) => r + s).join(', ')}]`).join('\n')))).toBe(false);
  });
});
