import { describe, expect, it } from 'vitest';
import {
  currentState, moveCount, movesOf, record, redo, startHistory, startState, statesOf, undo, type History,
} from '../../src/engine/history.js';

function played(moves: string[]): History<string, string> {
  return moves.reduce((h, move) => record(h, move, `${currentState(h)}${move}`), startHistory<string, string>(''));
}

describe('undo and redo', () => {
  it('walks back and forth through the moves', () => {
    const h = played(['a', 'b', 'c']);
    expect(currentState(h)).toBe('abc');
    const back2 = undo(undo(h)!)!;
    expect(currentState(back2)).toBe('a');
    expect(moveCount(back2)).toBe(1);
    expect(currentState(redo(back2)!)).toBe('ab');
    expect(currentState(redo(redo(back2)!)!)).toBe('abc');
    expect(redo(redo(redo(back2)!)!)).toBeNull();
  });

  it('has nothing to undo at the start, and nothing to redo after a new move', () => {
    expect(undo(startHistory('s'))).toBeNull();
    const h = record(undo(played(['a', 'b']))!, 'x', 'ax');
    expect(redo(h)).toBeNull();
    expect(movesOf(h)).toEqual(['a', 'x']);
    expect(statesOf(h)).toEqual(['', 'a', 'ax']);
    expect(startState(h)).toBe('');
  });

  it('leaves earlier histories untouched', () => {
    const h = played(['a', 'b']);
    undo(h);
    record(h, 'z', 'abz');
    expect(movesOf(h)).toEqual(['a', 'b']);
  });
});
