/** The rules of spec/freecell.txt, one row a rule. */
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../../src/games/freecell/board.js';
import { dealGame } from '../../../src/games/freecell/deal.js';
import { formatMove, parseMove } from '../../../src/games/freecell/notation.js';
import { applyMove, isWon, legalMoves } from '../../../src/games/freecell/rules.js';
import type { FreeCellState } from '../../../src/games/freecell/state.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { board, SPEC_BOARD, SPEC_BOARD_AFTER } from '../../helpers/freecell.js';

function play(state: FreeCellState, ...moves: string[]): FreeCellState {
  return moves.reduce((s, text) => {
    const result = applyMove(s, parseMove(text)!);
    if (!result.ok) throw new Error(`${text}: ${result.error}`);
    return result.value;
  }, state);
}

function refusal(state: FreeCellState, text: string): string | null {
  const result = applyMove(state, parseMove(text)!);
  return result.ok ? null : result.error;
}

/** A position to test one rule in: the given piles, and the rest of the deck parked on T7. */
function position(lines: string): FreeCellState {
  return board(`${lines}\n${restOfDeck(lines)}`);
}

function restOfDeck(lines: string): string {
  const used = new Set(lines.match(/(10|[2-9AJQK])[♠♥♦♣]/g) ?? []);
  const rest = ['♣', '♦', '♥', '♠'].flatMap((s) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => r + s))
    .filter((c) => !used.has(c));
  return `Tableau 7:[${rest.join(', ')}]`;
}

describe('the spec\'s examples', () => {
  it('plays T3 F0, T3 T7, T3 H0 to the board the spec shows', () => {
    expect(renderBoard(play(board(SPEC_BOARD), 'T3 F0', 'T3 T7', 'T3 H0'), PLAIN)).toBe(renderBoard(board(SPEC_BOARD_AFTER), PLAIN));
  });

  it.each([
    ['H0 T6', 'a card cannot be taken from a home cell'],
    ['F0 T5', 'K♣ cannot go on 4♥'],
    ['T0 T1', '8♥ cannot go on J♦'],
  ])('refuses %s: %s', (move, reason) => {
    expect(refusal(board(SPEC_BOARD_AFTER), move)).toBe(reason);
  });
});

describe('free cells', () => {
  it.each([
    ['any card can be put onto an empty free cell', 'Tableau 0:[K♠]', 'T0 F2', null],
    ['a free cell holds at most one card', 'Freecell 2:[Q♦]\nTableau 0:[K♠]', 'T0 F2', 'Freecell 2 already holds a card'],
    ['any card can be taken from a free cell', 'Freecell 2:[Q♦]\nTableau 0:[]', 'F2 T0', null],
    ['an empty free cell has nothing to take', 'Tableau 0:[K♠]', 'F1 T0', 'Freecell 1 is empty'],
    ['a card moves from one free cell to another', 'Freecell 0:[Q♦]', 'F0 F3', null],
  ])('%s', (_rule, lines, move, reason) => {
    expect(refusal(position(lines), move)).toBe(reason);
  });
});

describe('home cells', () => {
  it.each([
    ['only an ace can be put onto an empty home cell', 'Tableau 0:[2♣]', 'T0 H0', '2♣ cannot go home: A♣ is next'],
    ['a card far from its turn names the card that is next', 'Homecell 0:[A♠]\nHomecell 2:[A♣, 2♣, 3♣]\nTableau 0:[K♣]', 'T0 H0', 'K♣ cannot go home: 4♣ is next'],
    ['the next card onto the wrong home cell says where it goes', 'Homecell 0:[A♠]\nHomecell 2:[A♣, 2♣, 3♣]\nTableau 0:[4♣]', 'T0 H0', '4♣ goes home on 3♣, not on A♠'],
    ['an ace onto a home cell in use', 'Homecell 0:[A♠]\nTableau 0:[A♣]', 'T0 H0', 'A♣ starts an empty home cell, not one that holds A♠'],
    ['an ace goes onto any empty home cell', 'Tableau 0:[A♥]', 'T0 H3', null],
    ['then the next higher card of the same suit', 'Homecell 1:[A♥]\nTableau 0:[2♥]', 'T0 H1', null],
    ['not a card of another suit', 'Homecell 1:[A♥]\nTableau 0:[2♦]', 'T0 H1', '2♦ cannot go home: A♦ is next'],
    ['not a card two ranks higher', 'Homecell 1:[A♥]\nTableau 0:[3♥]', 'T0 H1', '3♥ cannot go home: 2♥ is next'],
    ['from a free cell too', 'Homecell 1:[A♥]\nFreecell 0:[2♥]', 'F0 H1', null],
    ['a card cannot be taken from a home cell', 'Homecell 1:[A♥, 2♥]', 'H1 F0', 'a card cannot be taken from a home cell'],
    ['not even onto another home cell', 'Homecell 1:[A♥]', 'H1 H2', 'a card cannot be taken from a home cell'],
  ])('%s', (_rule, lines, move, reason) => {
    expect(refusal(position(lines), move)).toBe(reason);
  });
});

describe('tableau piles', () => {
  it.each([
    ['any card can be put onto an empty pile', 'Tableau 0:[]\nTableau 1:[9♣, 5♦]', 'T1 T0', null],
    ['a card goes onto the next higher card of the other colour', 'Tableau 0:[6♣]\nTableau 1:[5♦]', 'T1 T0', null],
    ['black on red too', 'Tableau 0:[6♦]\nTableau 1:[5♣]', 'T1 T0', null],
    ['not onto the same colour', 'Tableau 0:[6♣]\nTableau 1:[5♠]', 'T1 T0', '5♠ cannot go on 6♣'],
    ['not onto a card two higher', 'Tableau 0:[7♣]\nTableau 1:[5♦]', 'T1 T0', '5♦ cannot go on 7♣'],
    ['not onto a lower card', 'Tableau 0:[4♣]\nTableau 1:[5♦]', 'T1 T0', '5♦ cannot go on 4♣'],
    ['only the top card is taken', 'Tableau 0:[6♣]\nTableau 1:[5♦, K♠]', 'T1 T0', 'K♠ cannot go on 6♣'],
    ['an empty pile has nothing to take', 'Tableau 0:[]', 'T0 F0', 'Tableau 0 is empty'],
    ['a card does not move onto its own pile', 'Tableau 0:[6♣]', 'T0 T0', 'a card cannot move to the pile it is on'],
  ])('%s', (_rule, lines, move, reason) => {
    expect(refusal(position(lines), move)).toBe(reason);
  });
});

describe('the legal-move generator', () => {
  it('agrees with applyMove on every pair of piles', () => {
    for (const state of [dealGame(1), board(SPEC_BOARD_AFTER), position('Freecell 0:[Q♦]\nTableau 0:[]')]) {
      const legal = new Set(legalMoves(state).map(formatMove));
      for (const from of ['F', 'H', 'T']) {
        for (const to of ['F', 'H', 'T']) {
          for (let i = 0; i < 8; i += 1) {
            for (let j = 0; j < 8; j += 1) {
              const move = parseMove(`${from}${i} ${to}${j}`);
              if (move === null) continue;
              expect(applyMove(state, move).ok, formatMove(move)).toBe(legal.has(formatMove(move)));
            }
          }
        }
      }
    }
  });

  it('lists the spec board\'s legal moves', () => {
    expect(legalMoves(board(SPEC_BOARD_AFTER)).map(formatMove)).toMatchInlineSnapshot(`
      [
        "F0 F1",
        "F0 F2",
        "F0 F3",
        "T0 F1",
        "T0 F2",
        "T0 F3",
        "T1 F1",
        "T1 F2",
        "T1 F3",
        "T1 T2",
        "T2 F1",
        "T2 F2",
        "T2 F3",
        "T3 F1",
        "T3 F2",
        "T3 F3",
        "T4 F1",
        "T4 F2",
        "T4 F3",
        "T5 F1",
        "T5 F2",
        "T5 F3",
        "T5 T3",
        "T6 F1",
        "T6 F2",
        "T6 F3",
        "T7 F1",
        "T7 F2",
        "T7 F3",
      ]
    `);
  });
});

describe('winning', () => {
  it('is won when all 52 cards are home', () => {
    const almost = board(`Homecell 0:[${'A 2 3 4 5 6 7 8 9 10 J Q K'.split(' ').map((r) => `${r}♣`).join(', ')}]
Homecell 1:[${'A 2 3 4 5 6 7 8 9 10 J Q K'.split(' ').map((r) => `${r}♦`).join(', ')}]
Homecell 2:[${'A 2 3 4 5 6 7 8 9 10 J Q K'.split(' ').map((r) => `${r}♥`).join(', ')}]
Homecell 3:[${'A 2 3 4 5 6 7 8 9 10 J Q'.split(' ').map((r) => `${r}♠`).join(', ')}]
Tableau 4:[K♠]`);
    expect(isWon(almost)).toBe(false);
    expect(isWon(play(almost, 'T4 H3'))).toBe(true);
    expect(legalMoves(play(almost, 'T4 H3'))).toEqual([]);
  });
});

describe('move notation', () => {
  it.each([
    ['T3 F0', 'T3 F0'], ['t3 f0', 'T3 F0'], [' H0   T6 ', 'H0 T6'], ['t3f0', 'T3 F0'], ['F3 T7', 'F3 T7'],
  ])('reads %j as %s', (text, move) => {
    expect(formatMove(parseMove(text)!)).toBe(move);
  });

  it.each(['T8 F0', 'F4 T0', 'H4 T0', 'T3', 'T3 F0 F1', 'X1 T0', 'T-1 F0', 'T10 F0', 'T3 to F0', ''])('refuses %j', (text) => {
    expect(parseMove(text)).toBeNull();
  });
});
