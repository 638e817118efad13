/** The board as printed, and deal files: written, read back, and refused when impossible. */
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/engine/card.js';
import { PLAIN, type Theme } from '../../../src/engine/theme.js';
import { STUCK_LINE, parseDealFile, renderBoard, writeDealFile } from '../../../src/games/klondike/board.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import type { KlondikeRules } from '../../../src/games/klondike/state.js';
import { viewOf } from '../../../src/games/klondike/view.js';
import { DRAW1, DRAW3, MID_GAME, SPEC, VEGAS3, deal, drawAll, jammed, play, position } from '../../helpers/klondike.js';

describe('the board', () => {
  it('shows the spec\'s deck top, a standard deck face down, and an empty deck', () => {
    expect(renderBoard(viewOf(dealGame(1, SPEC)), PLAIN).split('\n')[0]).toBe('Deck:[K♥] 24 cards');
    expect(renderBoard(viewOf(dealGame(1, DRAW1)), PLAIN).split('\n')[0]).toBe('Deck:[##] 24 cards');
    expect(renderBoard(viewOf(drawAll(dealGame(1, DRAW1))), PLAIN).split('\n').slice(0, 2)).toEqual(['Deck:[] 0 cards', 'Waste:[4♠] 24 cards']);
  });

  it('writes "<n> cards" even for one card, exactly as the contract has it', () => {
    const state = play(position('Deck:[#4♠, #Q♦]', DRAW1), 'draw');
    expect(renderBoard(viewOf(state), PLAIN).split('\n').slice(0, 2)).toEqual(['Deck:[##] 1 cards', 'Waste:[Q♦] 1 cards']);
  });

  it('shows a draw-3 turn on the waste, the playable card last', () => {
    const state = deal(MID_GAME, VEGAS3);
    expect(renderBoard(viewOf(state), PLAIN)).toBe([
      'Deck:[##] 19 cards',
      'Waste:[A♣, K♠, 7♦] 3 cards',
      'Foundation 0:[A♥]',
      'Foundation 1:[A♠, 2♠]',
      'Foundation 2:[]',
      'Foundation 3:[]',
      'Tableau 0:[K♥, Q♠]',
      'Tableau 1:[##, 9♣]',
      'Tableau 2:[##, ##, 5♦]',
      'Tableau 3:[##, ##, ##, 4♣]',
      'Tableau 4:[##, ##, ##, ##, 6♥]',
      'Tableau 5:[##, ##, ##, ##, ##, 9♦]',
      'Tableau 6:[##, ##, ##, ##, 10♠]',
      'Score: -47',
      '',
    ].join('\n'));
  });

  it('prints cards with the theme', () => {
    const theme: Theme = { colour: true, card: (c) => `<${formatCard(c)}>` };
    expect(renderBoard(viewOf(dealGame(1, SPEC)), theme).split('\n')[0]).toBe('Deck:[<K♥>] 24 cards');
  });

  it('adds "No moves left" after the board and the score when play is stuck', () => {
    const stuck = deal(`${jammed()}\nScore: 0`, { draw: 1, scoring: 'standard' });
    const lines = renderBoard(viewOf(stuck), PLAIN).split('\n');
    expect(lines.slice(-3)).toEqual(['Score: 0', STUCK_LINE, '']);
    expect(STUCK_LINE).toMatch(/^No moves left/);
  });
});

describe('deal files', () => {
  it('write the whole state: unseen cards as #, the deck\'s top last, and what the board leaves out', () => {
    expect(writeDealFile(deal(MID_GAME, VEGAS3))).toBe(MID_GAME);
    expect(writeDealFile(dealGame(2, SPEC)).split('\n')[0]).toBe(
      'Deck:[#3♦, #8♠, #7♠, #4♠, #9♠, #J♠, #Q♦, #A♠, #4♦, #2♥, #Q♥, #8♥, #2♠, #10♥, #9♦, #K♣, #4♣, #5♦, #4♥, #Q♠, #5♥, #A♥, #5♠, 6♣] 24 cards',
    );
  });

  it.each([
    ['a spec deal', dealGame(3, SPEC), SPEC],
    ['a draw 1 deal', dealGame(3, DRAW1), DRAW1],
    ['a draw 3 game', deal(MID_GAME, VEGAS3), VEGAS3],
    ['a game in its second pass', play(drawAll(dealGame(5, SPEC)), 'draw', 'draw'), SPEC],
  ])('read back as the same state (%s)', (_name, state, rules) => {
    expect(parseDealFile(writeDealFile(state), rules)).toEqual({ ok: true, value: { ...state, seed: null } });
  });

  it('read the board as printed where it shows every card', () => {
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const home = (suit: string, count: number) => ranks.slice(0, count).map((r) => r + suit).join(', ');
    const state = deal(`Deck:[]\nWaste:[K♠]\nFoundation 0:[${home('♣', 13)}]\nFoundation 1:[${home('♦', 13)}]\nFoundation 2:[${home('♥', 12)}]\nFoundation 3:[${home('♠', 11)}]\nTableau 0:[K♥, Q♠]`, DRAW1);
    const printed = renderBoard(viewOf(state), PLAIN);
    expect(printed).toContain('Deck:[] 0 cards\nWaste:[K♠] 1 cards\n');
    expect(parseDealFile(printed, DRAW1)).toEqual({ ok: true, value: state });
  });

  it('take lines in any order, blank lines, # comments, ASCII cards and any case', () => {
    const text = `# a game to try\n\n${MID_GAME.split('\n').reverse().join('\n')}`
      .replace('Tableau 0:[K♥, Q♠]', 'tableau 0:[Kh, qs]')
      .replace('Foundation 1:[A♠, 2♠]', '  FOUNDATION 1: [as, 2S]  ');
    expect(parseDealFile(text, VEGAS3)).toEqual({ ok: true, value: deal(MID_GAME, VEGAS3) });
  });

  it('take a pile left out as empty, and the score and pass as at a deal', () => {
    const state = position('Tableau 0:[K♠]', { draw: 1, scoring: 'vegas' });
    expect(state.tableau[1]).toEqual({ cards: [], down: 0 });
    expect(state.score).toBe(-52);
    expect(state.pass).toBe(1);
    expect(state.showing).toBe(0);
  });

  /** MID_GAME with one line changed. */
  const changed = (from: string, to: string) => {
    if (!MID_GAME.includes(from)) throw new Error(from);
    return MID_GAME.replace(from, to);
  };

  it.each<[string, string, KlondikeRules, string]>([
    ['a card twice', changed('Foundation 0:[A♥]', 'Foundation 0:[A♣]'), VEGAS3, 'line 3: A♣ is given twice (first on line 2)'],
    ['a card missing', changed('Foundation 0:[A♥]', 'Foundation 0:[]'), VEGAS3, '1 of the 52 cards is missing: A♥'],
    ['a foundation out of order', changed('Foundation 1:[A♠, 2♠]', 'Foundation 1:[2♠, A♠]'), VEGAS3, 'line 4: Foundation 1 must be built up from the Ace in one suit, but holds 2♠ at place 1'],
    ['a foundation of two suits', changed('Foundation 1:[A♠, 2♠]', 'Foundation 1:[A♥, 2♠]').replace('Foundation 0:[A♥]', 'Foundation 0:[A♠]'), VEGAS3, 'line 4: Foundation 1 must be built up from the Ace in one suit, but holds 2♠ at place 2'],
    ['face-up tableau cards not built down', changed('Tableau 0:[K♥, Q♠]', 'Tableau 0:[Q♠, K♥]'), VEGAS3, 'line 7: the face-up cards of Tableau 0 are not built down: K♥ lies on Q♠'],
    ['a face-down card on top of a tableau pile', changed('Tableau 1:[#3♣, 9♣]', 'Tableau 1:[#3♣, #9♣]'), VEGAS3, 'line 8: the top card of Tableau 1 (#9♣) is face down: a pile\'s top card lies face up'],
    ['a face-down card on a face-up one', changed('Tableau 1:[#3♣, 9♣]', 'Tableau 1:[3♣, #9♣]'), VEGAS3, 'line 8: Tableau 1: a face-down card (#9♣) lies on a face-up one'],
    ['a face-down card in the waste', changed('Waste:[A♣, K♠, 7♦]', 'Waste:[#A♣, K♠, 7♦]'), VEGAS3, 'line 2: the waste holds a face-down card (#A♣): every waste card lies face up'],
    ['a face-down card on a foundation', changed('Foundation 0:[A♥]', 'Foundation 0:[#A♥]'), VEGAS3, 'line 3: Foundation 0 holds a face-down card (#A♥): foundation cards lie face up'],
    ['a Score line without scoring', MID_GAME, DRAW3, 'line 14: a Score line needs scoring (--scoring standard or --scoring vegas)'],
    ['a standard score below 0', MID_GAME, { draw: 3, scoring: 'standard' }, 'line 14: a standard score is never below 0'],
    ['a score that is no number', changed('Score: -47', 'Score: lots'), VEGAS3, 'line 14: "lots" is not a whole number'],
    ['an unknown label', changed('Foundation 3:[]', 'Stock:[]'), VEGAS3, 'line 6: "Stock" is not a Klondike pile: the piles are Deck, Waste, Foundation 0-3 and Tableau 0-6'],
    ['a pile beyond the seventh', changed('Foundation 3:[]', 'Tableau 7:[]'), VEGAS3, 'line 6: "Tableau 7" is not a Klondike pile: the tableau piles are Tableau 0-6'],
    ['a pile given twice', changed('Foundation 3:[]', 'Foundation 2:[]'), VEGAS3, 'line 6: Foundation 2 is given twice (first on line 5)'],
    ['a line that is no pile', changed('Foundation 3:[]', 'Foundation 3'), VEGAS3, 'line 6: expected a pile such as "Tableau 0:[K♠, Q♥]"'],
    ['a card hidden as ##', changed('Tableau 1:[#3♣, 9♣]', 'Tableau 1:[##, 9♣]'), VEGAS3, 'line 8: "##" hides a card: a deal file writes a face-down card with its name, as #7♠'],
    ['a count that disagrees', changed('Waste:[A♣, K♠, 7♦] 3 cards', 'Waste:[A♣, K♠, 7♦] 4 cards'), VEGAS3, 'line 2: Waste lists 3 cards but says 4'],
    ['more showing than the last turn could leave', changed('3 cards, 3 showing', '3 cards, 4 showing'), VEGAS3, 'line 2: the waste shows 1 to 3 cards here, not 4'],
    ['more than one showing in draw 1', MID_GAME, { draw: 1, scoring: 'vegas' }, 'line 2: the waste shows 1 card here, not 3'],
    ['a pass Vegas does not allow', changed('Pass: 2', 'Pass: 4'), VEGAS3, 'line 15: Vegas scoring allows three passes through the deck, not 4'],
    ['a pass of 0', changed('Pass: 2', 'Pass: 0'), VEGAS3, 'line 15: the pass through the deck is counted from 1'],
    ['unseen cards in the deck after a recycle', changed('Deck:[4♠', 'Deck:[#4♠'), VEGAS3, 'line 1: after a recycle every card of the deck has been seen: write them without #'],
    ['seen cards in the standard game\'s first pass', changed('Pass: 2', ''), VEGAS3, 'line 1: in the first pass no card of the deck has been seen: write each as #7♠ (or give a line "Pass: 2")'],
    ['a hidden top in the spec\'s first pass', writeDealFile(dealGame(1, SPEC)).replace(', K♥]', ', #K♥]'), SPEC, 'line 1: in the first pass only the deck\'s top card has been seen: write the others as #7♠ (or give a line "Pass: 2")'],
  ])('refuse %s', (_name, text, rules, reason) => {
    expect(parseDealFile(text, rules)).toEqual({ ok: false, error: reason });
  });
});
