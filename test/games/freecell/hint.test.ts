/** `hint`: the next move of a solution, checked by following it to the end. */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/freecell/deal.js';
import { hint } from '../../../src/games/freecell/hint.js';
import { applyMove, isWon } from '../../../src/games/freecell/rules.js';
import type { FreeCellRules, FreeCellState } from '../../../src/games/freecell/state.js';
import { board } from '../../helpers/freecell.js';

function follow(state: FreeCellState): { won: boolean; moves: number } {
  const line = [state];
  for (let moves = 0; moves < 1000; moves += 1) {
    const current = line[line.length - 1]!;
    if (isWon(current)) return { won: true, moves };
    const answer = hint(line);
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.value.note).toBeUndefined();
    const next = applyMove(current, answer.value.moves[0]!);
    if (!next.ok) throw new Error(next.error);
    line.push(next.value);
  }
  return { won: false, moves: 1000 };
}

describe('following hint alone', () => {
  it.each([
    [1, { supermoves: false, autoplay: false }],
    [2, { supermoves: false, autoplay: false }],
    [3, { supermoves: true, autoplay: false }],
    [4, { supermoves: false, autoplay: true }],
    [5, { supermoves: true, autoplay: true }],
  ] as [number, FreeCellRules][])('wins deal %i under %j', (deal, rules) => {
    expect(follow(dealGame(deal, rules)).won).toBe(true);
  });

  it('says a lost position is lost', () => {
    // the aces at the bottom, every free cell holding a king, and no card that takes another
    const lost = board([
      'Freecell 0:[K♠]', 'Freecell 1:[K♥]', 'Freecell 2:[K♦]', 'Freecell 3:[K♣]',
      ...['♠', '♥', '♦', '♣'].map((suit, i) => `Tableau ${i}:[A${suit}, 3${suit}, 4${suit}, 5${suit}, 6${suit}, 2${suit}]`),
      ...['♠', '♥', '♦', '♣'].map((suit, i) => `Tableau ${i + 4}:[7${suit}, 8${suit}, 9${suit}, 10${suit}, J${suit}, Q${suit}]`),
    ].join('\n'));
    // reached after a move, undo goes back; as the start of a game, there is nothing to undo
    expect(hint([lost, lost])).toEqual({ ok: false, error: 'This position is lost: no line of moves wins from here. Undo to go back.' });
    expect(hint([lost])).toEqual({ ok: false, error: 'This deal cannot be won: no line of moves wins it from the start.' });
  });
});
