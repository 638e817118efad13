/**
 * A hint asked again at a position already asked about is answered from memory, not
 * worked out again (issue 23, item 7); and never from another position's answer. The
 * game here is a toy whose hint counts its calls and names the whole line it was given,
 * so an answer taken from the wrong position would show.
 */
import { describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../src/engine/game.js';
import { startHistory } from '../../src/engine/history.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { ok } from '../../src/engine/result.js';
import { HINT_MEMORY } from '../../src/engine/recent-hints.js';
import { Session } from '../../src/engine/session.js';
import { SOLITAIRE_SEATS } from '../../src/engine/game.js';
import { PLAIN } from '../../src/engine/theme.js';
import { fakeTerminal } from '../helpers/terminal-extras.js';

/** A count that goes up by 1 or 2 a move, for ever; `start` tells one deal from another. */
interface Count {
  readonly start: number;
  readonly total: number;
}

function countingGame() {
  const calls: string[] = [];
  const game: GameDefinition<Count, number, Count> = {
    id: 'count',
    title: 'Count',
    help: { moves: '  1, 2        add 1 or 2', rules: '  Count.' },
    seats: () => SOLITAIRE_SEATS,
    toAct: () => 0,
    view: (state) => state,
    prompt: () => 'Your move: ',
    render: (view) => `Count:[${view.total}]\n`,
    parseMove: (text) => (text === '1' || text === '2' ? ok(Number(text)) : null),
    formatMove: String,
    legalMoves: () => [1, 2],
    apply: (state, move) => ok({ state: { ...state, total: state.total + move }, log: [] }),
    rejection: () => 'Oops, invalid move.',
    // the answer names the line it was worked out from: deal and every total, oldest first
    hint: (line) => {
      const seen = `${line[0]?.start}: ${line.map((view) => view.total).join(' ')}`;
      calls.push(seen);
      return ok({ moves: [1], note: seen });
    },
    result: () => 'Done',
    encodeStart: (state) => state,
    decodeStart: (data) => ok(data as Count),
    defaultSaveName: () => 'count',
  };
  return { game, calls };
}

function session(terminal = false) {
  const { game, calls } = countingGame();
  const output = new MemoryOutput();
  const again = (start: unknown) => ({ start: (start as Count).start + 1, total: 0 });
  const s = new Session(game, startHistory<Count, number>({ start: 1, total: 0 }), {
    output, theme: PLAIN, echo: false, savesFolder: '/nonexistent', cwd: '/',
    ...(terminal ? { terminal: fakeTerminal({ again }) } : {}),
  });
  s.open();
  const hint = () => {
    output.text = '';
    s.handle('hint');
    return output.text;
  };
  return { s, calls, hint };
}

describe('hints remembered', () => {
  it('works a hint out once for a position asked about again and again, and says the same each time', () => {
    const { calls, hint } = session();
    const first = hint();
    expect(first).toBe('Hint: 1 (1: 0)\n');
    for (let i = 0; i < 5; i += 1) expect(hint()).toBe(first);
    expect(calls).toEqual(['1: 0']);
  });

  it('remembers the position before a move after undo, and the one after it after redo', () => {
    const { s, calls, hint } = session();
    expect(hint()).toBe('Hint: 1 (1: 0)\n');
    s.handle('2');
    expect(hint()).toBe('Hint: 1 (1: 0 2)\n');
    s.handle('undo');
    expect(hint()).toBe('Hint: 1 (1: 0)\n');
    s.handle('redo');
    expect(hint()).toBe('Hint: 1 (1: 0 2)\n');
    expect(calls).toEqual(['1: 0', '1: 0 2']);
  });

  it('never gives one line of play the answer of another that ends in the same position', () => {
    const { s, calls, hint } = session();
    s.handle('1');
    s.handle('2');
    expect(hint()).toBe('Hint: 1 (1: 0 1 3)\n');
    s.handle('undo');
    s.handle('undo');
    s.handle('2');
    s.handle('1');
    // the same total at the same depth, reached the other way: its own answer
    expect(hint()).toBe('Hint: 1 (1: 0 2 3)\n');
    expect(calls).toEqual(['1: 0 1 3', '1: 0 2 3']);
  });

  it('works the hint out again for a new deal and a restart, which start from a position of their own', () => {
    const { s, calls, hint } = session(true);
    expect(hint()).toBe('Hint: 1 (1: 0)\n');
    s.handle('new');
    expect(hint()).toBe('Hint: 1 (2: 0)\n');
    s.handle('restart');
    expect(hint()).toBe('Hint: 1 (2: 0)\n');
    expect(calls).toEqual(['1: 0', '2: 0', '2: 0']);
  });

  it(`keeps the answers of the last ${HINT_MEMORY} positions asked about, no more`, () => {
    const { s, calls, hint } = session();
    hint();
    for (let i = 0; i < HINT_MEMORY; i += 1) {
      s.handle('1');
      hint();
    }
    expect(calls).toHaveLength(HINT_MEMORY + 1);
    // the latest positions are still known; the first, asked about longest ago, is not
    s.handle('undo');
    hint();
    expect(calls).toHaveLength(HINT_MEMORY + 1);
    for (let i = 1; i < HINT_MEMORY; i += 1) s.handle('undo');
    expect(hint()).toBe('Hint: 1 (1: 0)\n');
    expect(calls).toHaveLength(HINT_MEMORY + 2);
  });
});
