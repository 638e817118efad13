import { describe, expect, it } from 'vitest';
import {
  CHECKPOINT_EVERY, currentState, moveCount, movesOf, recentStates, record, redo, startHistory, startState, STATE_WINDOW, statesOf, stepsOf, undo,
  type History,
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

  it('redo brings back the very step undone, so that what is known of a position (its hint) is found again', () => {
    const h = played(['a', 'b', 'c']);
    const back = undo(undo(h)!)!;
    expect(redo(back)!.now).toBe(undo(h)!.now);
    expect(redo(redo(back)!)!.now).toBe(h.now);
    // a new move is a step of its own, even the same move again
    expect(record(back, 'b', 'ab').now).not.toBe(undo(h)!.now);
  });

  it('leaves earlier histories untouched', () => {
    const h = played(['a', 'b']);
    undo(h);
    record(h, 'z', 'abz');
    expect(movesOf(h)).toEqual(['a', 'b']);
  });
});

describe('a long history', () => {
  // a state is the sum of the moves so far; replaying a move adds it again
  const replay = (state: number, move: number) => state + move;
  const moves = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 13);
  function long(withReplay: boolean): History<number, number> {
    return moves.reduce((h, move) => record(h, move, replay(currentState(h), move)), startHistory<number, number>(0, withReplay ? replay : null));
  }
  const kept = (h: History<number, number>) => stepsOf(h).filter((step) => step.state !== null).length;

  it('keeps the states of the recent window and the checkpoints only, and every move', () => {
    const h = long(true);
    expect(kept(h)).toBe(STATE_WINDOW + Math.floor((moves.length - STATE_WINDOW) / CHECKPOINT_EVERY) + 1);
    expect(movesOf(h)).toEqual(moves);
    // without a way to replay, every state stays
    expect(kept(long(false))).toBe(moves.length + 1);
  });

  it('undoes to the exact states, however far back, and redoes to them again', () => {
    const full = statesOf(long(false));
    let h: History<number, number> | null = long(true);
    for (let depth = moves.length; depth > 0; depth -= 1) {
      h = undo(h as History<number, number>);
      expect(currentState(h as History<number, number>)).toBe(full[depth - 1]);
    }
    for (let depth = 1; depth <= moves.length; depth += 1) {
      h = redo(h as History<number, number>);
      expect(currentState(h as History<number, number>)).toBe(full[depth]);
    }
    expect(statesOf(h as History<number, number>)).toEqual(full);
  });

  it('gives the recent states, oldest first', () => {
    const full = statesOf(long(false));
    expect(recentStates(long(true), 300)).toEqual(full.slice(-300));
    expect(recentStates(played(['a', 'b']), 300)).toEqual(['', 'a', 'ab']);
  });
});
