/** The rules of spec/klondike.txt and of Windows Solitaire's game, one row a rule. */
import { describe, expect, it } from 'vitest';
import { PLAIN } from '../../../src/engine/theme.js';
import { renderBoard, writeDealFile } from '../../../src/games/klondike/board.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { formatMove, parseMove } from '../../../src/games/klondike/notation.js';
import { applyMove, legalMoves, tableOf } from '../../../src/games/klondike/rules.js';
import { isWon, type KlondikeRules, type KlondikeState } from '../../../src/games/klondike/state.js';
import { viewOf } from '../../../src/games/klondike/view.js';
import { ALL_RULES, DRAW1, DRAW3, SPEC, card, deal, drawAll, play, position, refusal } from '../../helpers/klondike.js';

const VEGAS1: KlondikeRules = { draw: 1, scoring: 'vegas' };
const VEGAS3: KlondikeRules = { draw: 3, scoring: 'vegas' };

/** The board lines of a state, as the player sees them. */
function board(state: KlondikeState): string {
  return renderBoard(viewOf(state), PLAIN);
}

describe('the deal', () => {
  it.each(ALL_RULES.map((rules) => [rules]))('gives pile i i+1 cards, only the top one face up, and leaves 24 in the deck (%o)', (rules) => {
    const state = dealGame(7, rules);
    expect(state.tableau.map((pile) => [pile.cards.length, pile.down])).toEqual([[1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]);
    expect(state.deck.cards).toHaveLength(24);
    // the spec's deck shows its top card; the standard game's deck is face down
    expect(state.deck.down).toBe(rules.draw === 'spec' ? 23 : 24);
    expect(state.waste).toEqual([]);
    expect(state.foundations).toEqual([[], [], [], []]);
    expect(state.score).toBe(rules.scoring === 'vegas' ? -52 : 0);
    expect(state.pass).toBe(1);
  });

  it('is the spec\'s opening board', () => {
    expect(board(dealGame(1, SPEC))).toBe([
      'Deck:[K♥] 24 cards',
      'Waste:[] 0 cards',
      'Foundation 0:[]',
      'Foundation 1:[]',
      'Foundation 2:[]',
      'Foundation 3:[]',
      'Tableau 0:[3♣]',
      'Tableau 1:[##, J♠]',
      'Tableau 2:[##, ##, 2♦]',
      'Tableau 3:[##, ##, ##, 10♥]',
      'Tableau 4:[##, ##, ##, ##, 6♣]',
      'Tableau 5:[##, ##, ##, ##, ##, 4♥]',
      'Tableau 6:[##, ##, ##, ##, ##, ##, 7♦]',
      '',
    ].join('\n'));
  });
});

describe('moves on the tableau', () => {
  it.each([
    ['a card goes on the next higher card of the other colour', 'Tableau 0:[#5♦, 8♥]\nTableau 1:[9♠]', 'T0 T1', null],
    ['black on red too', 'Tableau 0:[#5♦, 8♣]\nTableau 1:[9♥]', 'T0 T1', null],
    ['not on the same colour', 'Tableau 0:[#5♦, 8♦]\nTableau 1:[9♥]', 'T0 T1', '8♦ cannot go on 9♥'],
    ['not on a card two higher', 'Tableau 0:[#5♦, 7♠]\nTableau 1:[9♥]', 'T0 T1', '7♠ cannot go on 9♥'],
    ['a run goes with its bottom card', 'Tableau 0:[#5♦, 8♥, 7♣]\nTableau 1:[9♠]', 'T0 T1', null],
    ['a run onto a wrong card', 'Tableau 0:[#5♦, 8♥, 7♣]\nTableau 1:[9♥]', 'T0 T1', 'no face-up card of Tableau 0 (8♥ to 7♣) can go on 9♥'],
    ['a chosen run onto a wrong card', 'Tableau 0:[#5♦, 8♥, 7♣]\nTableau 1:[10♣]', 'T0 T1(2)', '8♥ cannot go on 10♣'],
    ['a face-down card cannot move', 'Tableau 0:[#5♦, #9♣, 8♥, 7♣]\nTableau 1:[9♠]', 'T0 T1(3)', 'a face-down card cannot move: Tableau 0 has only 2 cards face up'],
    ['nor more cards than the pile holds', 'Tableau 0:[#5♦, 8♥, 7♣]\nTableau 1:[9♠]', 'T0 T1(4)', 'Tableau 0 holds only 3 cards'],
    ['only a King onto an empty pile', 'Tableau 0:[#5♦, Q♥, J♣]\nTableau 1:[]', 'T0 T1', 'only a King can go onto an empty pile, not Q♥'],
    ['a King with its run onto an empty pile', 'Tableau 0:[#5♦, K♥, Q♣]\nTableau 1:[]', 'T0 T1', null],
    ['an empty pile has nothing to take', 'Tableau 0:[]\nTableau 1:[9♠]', 'T0 T1', 'Tableau 0 is empty'],
    ['not onto its own pile', 'Tableau 0:[#5♦, 8♥]', 'T0 T0', 'a card cannot move to the pile it is on'],
  ])('%s', (_rule, lines, move, reason) => {
    expect(refusal(position(lines), move)).toBe(reason);
  });

  it('carries the run that fits and turns the card under it face up', () => {
    const after = play(position('Tableau 0:[#5♦, #9♣, 8♥, 7♣]\nTableau 1:[9♠]'), 'T0 T1');
    expect(after.tableau[1]).toEqual({ cards: [card('9♠'), card('8♥'), card('7♣')], down: 0 });
    expect(after.tableau[0]).toEqual({ cards: [card('5♦'), card('9♣')], down: 1 });
  });

  it('carries only the part of the run that fits', () => {
    const after = play(position('Tableau 0:[#5♦, 9♣, 8♥, 7♣]\nTableau 1:[8♦]'), 'T0 T1');
    expect(after.tableau[1]?.cards).toEqual([card('8♦'), card('7♣')]);
    expect(after.tableau[0]).toEqual({ cards: [card('5♦'), card('9♣'), card('8♥')], down: 1 });
  });

  it('carries a King\'s whole run onto an empty pile, and the pile left shows its next card', () => {
    const after = play(position('Tableau 0:[#5♦, K♥, Q♣]\nTableau 1:[]'), 'T0 T1');
    expect(after.tableau[1]).toEqual({ cards: [card('K♥'), card('Q♣')], down: 0 });
    expect(after.tableau[0]).toEqual({ cards: [card('5♦')], down: 0 });
  });
});

describe('moves to a foundation', () => {
  it.each([
    ['an Ace onto an empty foundation', 'Tableau 0:[#5♦, A♥]', 'T0 F0', null],
    ['onto any empty one', 'Tableau 0:[#5♦, A♥]', 'T0 F3', null],
    ['only an Ace starts one', 'Tableau 0:[#5♦, 2♥]', 'T0 F1', 'only an Ace can start a foundation, not 2♥'],
    ['then the next card of its suit', 'Foundation 2:[A♣]\nTableau 0:[#5♦, 2♣]', 'T0 F2', null],
    ['not a card of another suit', 'Foundation 2:[A♣]\nTableau 0:[#5♦, 2♦]', 'T0 F2', '2♦ does not follow A♣ on a foundation'],
    ['not a card two higher', 'Foundation 2:[A♣]\nTableau 0:[#5♦, 3♣]', 'T0 F2', '3♣ does not follow A♣ on a foundation'],
    ['the top card of a run', 'Foundation 2:[A♣]\nTableau 0:[#5♦, 3♥, 2♣]', 'T0 F2', null],
    ['one card at a time', 'Foundation 2:[A♣]\nTableau 0:[#5♦, 3♥, 2♣]', 'T0 F2(2)', 'only one card at a time goes onto a foundation'],
  ])('%s', (_rule, lines, move, reason) => {
    expect(refusal(position(lines), move)).toBe(reason);
  });

  it('sends only the top card, and the card under it stays face up', () => {
    const after = play(position('Foundation 2:[A♣]\nTableau 0:[#5♦, 3♥, 2♣]'), 'T0 F2');
    expect(after.foundations[2]).toEqual([card('A♣'), card('2♣')]);
    expect(after.tableau[0]).toEqual({ cards: [card('5♦'), card('3♥')], down: 1 });
  });
});

describe('the spec\'s game: the deck\'s top card plays as D', () => {
  const lines = 'Deck:[#4♠, #Q♦, 8♥]\nTableau 0:[9♠]\nTableau 1:[]\nFoundation 0:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥]';

  it.each([
    ['D onto the tableau', 'D T0', null],
    ['D onto a foundation', 'D F0', null],
    ['D onto an empty pile, not a King', 'D T1', 'only a King can go onto an empty pile, not 8♥'],
    ['one card at a time', 'D T0(2)', 'only one card at a time comes off the deck'],
    ['the waste is not a source', 'W T0', "in this game the waste does not play: the deck's top card plays with D"],
    ['nor are the foundations', 'F0 T0', 'in this game a card never leaves a foundation'],
  ])('%s', (_rule, move, reason) => {
    expect(refusal(position(lines), move)).toBe(reason);
  });

  it('turns the deck\'s next card face up after D plays', () => {
    const after = play(position(lines), 'D T0');
    expect(after.deck).toEqual({ cards: [card('4♠'), card('Q♦')], down: 1 });
    expect(board(after).split('\n')[0]).toBe('Deck:[Q♦] 2 cards');
  });

  it('refuses D from an empty deck', () => {
    expect(refusal(position('Deck:[]\nWaste:[8♥]\nTableau 0:[9♠]'), 'D T0')).toBe('the deck is empty');
  });
});

describe('the standard game: the waste\'s top card plays as W, and foundation cards may come back', () => {
  const lines = 'Deck:[#4♠]\nWaste:[Q♦, 8♥]\nTableau 0:[9♠]\nTableau 1:[8♣]\nFoundation 0:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥]\nFoundation 1:[]';

  it.each([
    ['W onto the tableau', 'W T0', null],
    ['W onto a foundation', 'W F0', null],
    ['one card at a time', 'W T0(2)', 'only one card at a time comes off the waste'],
    ['the deck is face down', 'D T0', "the deck is face down in this game: draw, then play the waste's top card with W"],
    ['a foundation\'s top card onto the tableau', 'F0 T1', null],
    ['not onto another foundation', 'F0 F1', 'a card from a foundation goes back only onto the tableau'],
    ['not from an empty foundation', 'F1 T0', 'Foundation 1 is empty'],
    ['and by the tableau\'s rule', 'F0 T0', '7♥ cannot go on 9♠'],
  ])('%s', (_rule, move, reason) => {
    expect(refusal(position(lines, DRAW1), move)).toBe(reason);
  });

  it('refuses W from an empty waste', () => {
    expect(refusal(position('Deck:[#4♠]\nWaste:[]\nTableau 0:[9♠]', DRAW1), 'W T0')).toBe('the waste is empty');
  });

  it('puts a foundation\'s top card back on the tableau', () => {
    const after = play(position(lines, DRAW1), 'F0 T1');
    expect(after.foundations[0]).toHaveLength(6);
    expect(after.tableau[1]?.cards).toEqual([card('8♣'), card('7♥')]);
  });
});

describe('draw', () => {
  it('in the spec\'s game moves the deck\'s top card onto the waste and turns the next up', () => {
    const after = play(position('Deck:[#4♠, #Q♦, 8♥]\nWaste:[2♣]'), 'draw');
    expect(after.deck).toEqual({ cards: [card('4♠'), card('Q♦')], down: 1 });
    expect(after.waste).toEqual([card('2♣'), card('8♥')]);
    expect(board(after).split('\n').slice(0, 2)).toEqual(['Deck:[Q♦] 2 cards', 'Waste:[8♥] 2 cards']);
  });

  it('with draw 1 turns one card', () => {
    const after = play(position('Deck:[#4♠, #Q♦, #8♥]', DRAW1), 'd');
    expect(after.waste).toEqual([card('8♥')]);
    expect(board(after).split('\n').slice(0, 2)).toEqual(['Deck:[##] 2 cards', 'Waste:[8♥] 1 cards']);
  });

  it('with draw 3 turns three, the third one on top and playable, and shows them', () => {
    const after = play(position('Deck:[#4♠, #Q♦, #8♥, #2♣, #J♦]\nWaste:[5♣]', DRAW3), 'draw');
    expect(after.waste).toEqual([card('5♣'), card('J♦'), card('2♣'), card('8♥')]);
    expect(board(after).split('\n').slice(0, 2)).toEqual(['Deck:[##] 2 cards', 'Waste:[J♦, 2♣, 8♥] 4 cards']);
    expect(refusal(after, 'W F0')).toBe('only an Ace can start a foundation, not 8♥');
  });

  it('with draw 3 turns what is left at the end', () => {
    const after = play(position('Deck:[#4♠, #Q♦]\nWaste:[5♣]', DRAW3), 'draw');
    expect(after.waste).toEqual([card('5♣'), card('Q♦'), card('4♠')]);
    expect(board(after).split('\n').slice(0, 2)).toEqual(['Deck:[] 0 cards', 'Waste:[Q♦, 4♠] 3 cards']);
  });

  it('with draw 3 shows fewer of the last turn as they are played, then the top card', () => {
    const start = position('Deck:[#4♠, #Q♦, #8♥, #2♣, #J♦, #5♣]\nTableau 0:[9♠]\nTableau 1:[5♥]\nTableau 2:[K♣]', DRAW3);
    const shown = (state: KlondikeState) => board(state).split('\n')[1];
    let state = play(start, 'draw');
    expect(shown(state)).toBe('Waste:[5♣, J♦, 2♣] 3 cards');
    state = play(state, 'draw');
    expect(shown(state)).toBe('Waste:[8♥, Q♦, 4♠] 6 cards');
    state = play(state, 'W T1');
    expect(shown(state)).toBe('Waste:[8♥, Q♦] 5 cards');
    state = play(state, 'W T2');
    expect(shown(state)).toBe('Waste:[8♥] 4 cards');
    state = play(state, 'W T0');
    // none of the last turn is left: the top card shows alone
    expect(shown(state)).toBe('Waste:[2♣] 3 cards');
    state = play(state, 'draw');
    expect(shown(state)).toBe('Waste:[] 0 cards');
    expect(state.deck.cards).toHaveLength(3); // the recycle turned the waste back
  });

  it.each([
    ['the spec\'s game', SPEC],
    ['draw 1', DRAW1],
    ['draw 3', DRAW3],
  ])('with the deck and the waste both empty is refused (%s)', (_name, rules) => {
    expect(refusal(position('Deck:[]\nWaste:[]\nTableau 0:[K♠]', rules), 'draw')).toBe('the deck and the waste are both empty: there is nothing to draw');
  });

  it.each([
    ['draw 1', VEGAS1, 1, 'Vegas scoring allows one pass through the deck'],
    ['draw 3', VEGAS3, 3, 'Vegas scoring allows three passes through the deck'],
    ['the spec\'s game, counted as draw 1', { draw: 'spec', scoring: 'vegas' } as const, 1, 'Vegas scoring allows one pass through the deck'],
  ])('with Vegas scoring stops recycling after the passes allowed (%s)', (_name, rules, passes, reason) => {
    let state = dealGame(3, rules);
    for (let pass = 1; pass < passes; pass += 1) state = play(drawAll(state), 'draw');
    state = drawAll(state);
    expect(state.pass).toBe(passes);
    expect(refusal(state, 'draw')).toBe(reason);
  });
});

describe('recycling the waste', () => {
  /** The cards a draw makes playable, pass by pass: the deck's top (spec) or the waste's (standard). */
  function passesOf(rules: KlondikeRules, passes: number): { order: string[][]; decks: KlondikeState['deck']['cards'][] } {
    let state = dealGame(11, rules);
    const order: string[][] = [];
    const decks = [state.deck.cards];
    for (let pass = 0; pass < passes; pass += 1) {
      const seen: string[] = [];
      while (state.deck.cards.length > 0) {
        if (rules.draw === 'spec') seen.push(String(state.deck.cards[state.deck.cards.length - 1]?.rank));
        state = play(state, 'draw');
        if (rules.draw !== 'spec') seen.push(writeDealFile(state).split('\n')[1] as string);
      }
      order.push(seen);
      state = play(state, 'draw');
      expect(state.waste).toEqual([]);
      decks.push(state.deck.cards);
    }
    return { order, decks };
  }

  it.each([
    ['the spec\'s game', 2, SPEC],
    ['the spec\'s game', 3, SPEC],
    ['draw 1', 2, DRAW1],
    ['draw 1', 3, DRAW1],
    ['draw 3', 2, DRAW3],
    ['draw 3', 3, DRAW3],
  ])('brings the deck back in its first order, the first card drawn first again (%s, %i passes)', (_name, passes, rules) => {
    const { order, decks } = passesOf(rules, passes);
    for (const deck of decks) expect(deck).toEqual(decks[0]);
    for (const pass of order) expect(pass).toEqual(order[0]);
  });

  it('keeps the order of the cards left when some were played', () => {
    const start = position('Deck:[#4♠, #Q♦, #8♥, #2♣, #J♦]\nTableau 0:[9♠]', DRAW1);
    let state = play(start, 'draw', 'draw', 'draw'); // J♦, 2♣, 8♥
    state = play(state, 'W T0'); // 8♥ goes
    state = play(drawAll(state), 'draw');
    expect(state.deck.cards).toEqual([card('4♠'), card('Q♦'), card('2♣'), card('J♦')]);
    expect(state.deck.down).toBe(0); // every card of it has been seen
    expect(state.pass).toBe(2);
  });

  it('shows the recycled deck\'s top card face up in the spec\'s game, face down in the standard game', () => {
    const spec = play(drawAll(position('Deck:[#4♠, #Q♦, 8♥]')), 'draw');
    expect(board(spec).split('\n')[0]).toBe('Deck:[8♥] 3 cards');
    const standard = play(drawAll(position('Deck:[#4♠, #Q♦, #8♥]', DRAW1)), 'draw');
    expect(board(standard).split('\n')[0]).toBe('Deck:[##] 3 cards');
  });
});

describe('auto', () => {
  const lines = 'Deck:[#3♦, 2♠]\nTableau 0:[#9♦, 2♥]\nTableau 1:[#8♦, A♥]\nTableau 2:[#7♦, A♠]\nTableau 3:[#6♦, 3♥]';

  it('sends home every card that can safely go, again and again, as one move', () => {
    const after = play(position(lines), 'auto');
    expect(after.foundations).toEqual([[card('A♥'), card('2♥')], [card('A♠'), card('2♠')], [], []]);
    // 3♥ is not safe while the clubs' foundation lacks its 2; 3♦ the same
    expect(after.tableau[3]?.cards.at(-1)).toEqual(card('3♥'));
    expect(after.deck.cards.at(-1)).toEqual(card('3♦'));
  });

  it('in the standard game plays from the waste', () => {
    const after = play(position('Deck:[#3♦]\nWaste:[A♣]\nTableau 0:[#9♦, 2♣]', DRAW1), 'auto');
    expect(after.foundations[0]).toEqual([card('A♣'), card('2♣')]);
  });

  it('is refused when nothing can go', () => {
    expect(refusal(position('Deck:[#3♦, 5♠]\nTableau 0:[#9♦, 3♥]'), 'auto')).toBe('no card can safely go to a foundation now');
  });
});

describe('the legal-move generator', () => {
  const positions: [string, KlondikeState][] = [
    ['a fresh spec deal', dealGame(1, SPEC)],
    ['a fresh draw 3 deal', dealGame(2, DRAW3)],
    ['the auto position', position('Deck:[#3♦, 2♠]\nTableau 0:[#9♦, 2♥]\nTableau 1:[#8♦, A♥]\nTableau 2:[#7♦, A♠]')],
    ['a standard position', position('Deck:[#4♠]\nWaste:[Q♦, 8♥]\nTableau 0:[9♠]\nTableau 1:[8♣]\nTableau 2:[]\nFoundation 0:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥]', DRAW1)],
  ];

  it.each(positions)('agrees with apply on every move that can be typed (%s)', (_name, state) => {
    const legal = new Set(legalMoves(tableOf(state)).map(formatMove));
    const typed = ['draw', 'auto'];
    for (const from of ['D', 'W', 'T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'F0', 'F1', 'F2', 'F3']) {
      for (const to of ['T0', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'F0', 'F1', 'F2', 'F3']) typed.push(`${from} ${to}`);
    }
    for (const text of typed) {
      const move = parseMove(text);
      if (move === null || !move.ok) throw new Error(text);
      expect(applyMove(state, move.value).ok, text).toBe(legal.has(text));
    }
  });

  it('lists the moves of the spec\'s first deal', () => {
    expect(legalMoves(tableOf(dealGame(1, SPEC))).map(formatMove)).toEqual(['T0 T5', 'T2 T0', 'T3 T1', 'T4 T6', 'draw']);
  });

  it('sees no hidden card: the same table gives the same moves', () => {
    const state = dealGame(5, DRAW1);
    expect(legalMoves(viewOf(state))).toEqual(legalMoves(tableOf(state)));
  });
});

describe('winning', () => {
  it('is every card home', () => {
    const suits = ['♣', '♦', '♥', '♠'];
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const home = suits.map((s, i) => `Foundation ${i}:[${ranks.map((r) => r + s).join(', ')}]`).join('\n');
    expect(isWon(deal(home))).toBe(true);
    const almost = deal(home.replace(', K♠]', ']') + '\nTableau 0:[K♠]');
    expect(isWon(almost)).toBe(false);
    expect(isWon(play(almost, 'T0 F3'))).toBe(true);
  });
});
