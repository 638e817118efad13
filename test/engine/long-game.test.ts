/**
 * A long game costs a hint no more than a short one, and its undo history keeps only
 * recent states (history.ts): a toy game whose hint reports how much of the line it saw.
 */
import { describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../src/engine/game.js';
import { CHECKPOINT_EVERY, moveCount, startHistory, STATE_WINDOW, stepsOf } from '../../src/engine/history.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { ok } from '../../src/engine/result.js';
import { HINT_WINDOW, Session } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';

/** A count that each move adds one to, for ever; the hint says how many views it was given. */
const counter: GameDefinition<number, number, number> = {
  id: 'counter',
  title: 'Counter',
  help: { moves: '  +          add one', rules: '  It never ends.' },
  seats: () => [{ name: 'You', kind: 'human' }],
  toAct: () => 0,
  view: (state) => state,
  prompt: () => '> ',
  render: (view) => `Count:[${view}]\n`,
  parseMove: (text) => (text === '+' ? ok(1) : null),
  formatMove: () => '+',
  legalMoves: () => [1],
  apply: (state, move) => ok({ state: state + move, log: [] }),
  rejection: () => 'Oops, invalid move.',
  hint: (line) => ok({ moves: [1], note: `${line.length} views, from ${line[0]} to ${line[line.length - 1]}` }),
  result: () => 'never',
  encodeStart: (state) => state,
  decodeStart: (data) => ok(data as number),
  defaultSaveName: () => 'counter',
};

describe('a long game', () => {
  it('gives the hint the recent positions only, and keeps only recent states for undo', () => {
    const output = new MemoryOutput();
    const session = new Session(counter, startHistory<number, number>(0), { output, theme: PLAIN, echo: false, savesFolder: '/nonexistent', cwd: '/' });
    session.open();
    session.handle('hint');
    expect(output.text).toContain('Hint: + (1 views, from 0 to 0)');
    for (let i = 0; i < 5000; i += 1) session.handle('+');
    output.text = '';
    session.handle('hint');
    expect(output.text).toBe(`Hint: + (${HINT_WINDOW} views, from ${5000 - HINT_WINDOW + 1} to 5000)\n`);
    const kept = stepsOf(session.history).filter((step) => step.state !== null).length;
    expect(kept).toBeLessThanOrEqual(STATE_WINDOW + 5000 / CHECKPOINT_EVERY + 1);
    // and undo still reaches the start
    for (let i = 0; i < 5000; i += 1) session.handle('undo');
    expect(moveCount(session.history)).toBe(0);
    output.text = '';
    session.prompt();
    expect(output.text).toBe('Count:[0]\n> ');
  });
});
