/**
 * The loop with several seats, on a toy game: people and computers take turns adding
 * 1 or 2 to a count; whoever reaches 10 wins. Computer seats play without a prompt and
 * their log lines are printed; undo takes back a person's move with the computer moves
 * after it and stops at another person's; redo prints them again.
 */
import { describe, expect, it } from 'vitest';
import type { GameDefinition, Seat } from '../../src/engine/game.js';
import { startHistory } from '../../src/engine/history.js';
import { ScriptInput } from '../../src/engine/input.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { fail, ok } from '../../src/engine/result.js';
import { play, type SessionSetup } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';
import { fakeTerminal } from '../helpers/terminal-extras.js';

interface Count {
  readonly seats: readonly Seat[];
  readonly total: number;
  readonly turn: number;
}

const countGame: GameDefinition<Count, number, Count & { readonly me: number }> = {
  id: 'count',
  title: 'Count',
  help: { moves: '  1, 2        add 1 or 2', rules: '  Reach 10 to win.' },
  seats: (state) => state.seats,
  toAct: (state) => (state.total >= 10 ? null : state.turn),
  view: (state, me) => ({ ...state, me }),
  prompt: (view) => `${view.seats[view.me]?.name}, your move: `,
  render: (view) => (view.total >= 10 ? '' : `Count:[${view.total}]\n`),
  parseMove: (text) => (/^\d+$/.test(text) ? ok(Number(text)) : null),
  formatMove: String,
  legalMoves: (view) => [1, 2].filter((n) => view.total + n <= 11),
  apply: (state, move) => {
    if (move !== 1 && move !== 2) return fail(`${move} is not 1 or 2`);
    const total = state.total + move;
    const name = state.seats[state.turn]?.name;
    return ok({ state: { ...state, total, turn: (state.turn + 1) % state.seats.length }, log: [`${name} adds ${move} (total ${total})`] });
  },
  rejection: (reason) => `Oops, invalid move${reason === null ? '.' : `: ${reason}`}`,
  // the computer adds 2, or 1 when that reaches 10
  choose: (view) => (view.total === 9 ? 1 : 2),
  hint: () => ok({ moves: [1] }),
  result: (state) => `${state.seats[(state.turn + state.seats.length - 1) % state.seats.length]?.name} wins`,
  opening: () => ['Counting to 10'],
  commands: { total: (view) => `The count is ${view.total}.\n` },
  encodeStart: (state) => state,
  decodeStart: (data) => ok(data as Count),
  defaultSaveName: () => 'count',
};

const seat = (name: string, kind: Seat['kind']): Seat => ({ name, kind });

function run(seats: readonly Seat[], lines: string[], handOver?: (seat: Seat) => void) {
  const output = new MemoryOutput();
  const setup: SessionSetup = {
    output, theme: PLAIN, echo: true, savesFolder: '/nonexistent', cwd: '/', ...(handOver === undefined ? {} : { handOver }),
  };
  const input = new ScriptInput(lines);
  const result = play(countGame, startHistory<Count, number>({ seats, total: 0, turn: 0 }), input, setup);
  return { ...result, text: output.text, unread: input.readLine() };
}

describe('turns', () => {
  it('an all-computer game plays to the end and reads no input', () => {
    const { end, text, unread } = run([seat('Ann', 'computer'), seat('Bob', 'computer')], ['never read']);
    expect(end).toBe('over');
    expect(unread).toBe('never read');
    expect(text).toBe([
      'Counting to 10', 'Ann adds 2 (total 2)', 'Bob adds 2 (total 4)', 'Ann adds 2 (total 6)', 'Bob adds 2 (total 8)',
      'Ann adds 2 (total 10)', 'Ann wins', '',
    ].join('\n'));
  });

  it('prompts a person, prints every play\'s log line, and the board only before a person\'s prompt', () => {
    const { text } = run([seat('Ann', 'human'), seat('Cid', 'computer')], ['1', 'total', 'x', '2']);
    expect(text).toBe([
      'Counting to 10',
      'Count:[0]',
      'Ann, your move: 1',
      'Ann adds 1 (total 1)',
      'Cid adds 2 (total 3)',
      'Count:[3]',
      'Ann, your move: total',
      'The count is 3.',
      'Ann, your move: x',
      'Oops, invalid move.',
      'Ann, your move: 2',
      'Ann adds 2 (total 5)',
      'Cid adds 2 (total 7)',
      'Count:[7]',
      'Ann, your move: ',
      '',
    ].join('\n'));
  });

  it('undo takes back the person\'s move and the computer moves after it; redo prints them again', () => {
    const { text } = run([seat('Ann', 'human'), seat('Cid', 'computer'), seat('Dee', 'computer')], ['1', 'undo', 'redo', 'undo', 'undo']);
    expect(text).toBe([
      'Counting to 10',
      'Count:[0]',
      'Ann, your move: 1',
      'Ann adds 1 (total 1)',
      'Cid adds 2 (total 3)',
      'Dee adds 2 (total 5)',
      'Count:[5]',
      'Ann, your move: undo',
      'Count:[0]',
      'Ann, your move: redo',
      'Ann adds 1 (total 1)',
      'Cid adds 2 (total 3)',
      'Dee adds 2 (total 5)',
      'Count:[5]',
      'Ann, your move: undo',
      'Count:[0]',
      'Ann, your move: undo',
      'Nothing to undo.',
      'Ann, your move: ',
      '',
    ].join('\n'));
  });

  it('undo stops at another person\'s move, and says so truly before a first move', () => {
    const { text } = run([seat('Ann', 'human'), seat('Bea', 'human')], ['1', 'undo', '2', 'undo']);
    expect(text).toContain('Bea, your move: undo\nNothing to undo: you have not moved yet.\n');
    expect(text).toContain('Ann, your move: undo\nNothing to undo: Bea has moved since your last move.\n');
  });

  it('asks for the hand-over before the first person\'s hand and whenever another person is to play, not when the same one plays again', () => {
    const handedTo: string[] = [];
    run([seat('Ann', 'human'), seat('Bea', 'human'), seat('Cid', 'computer')], ['1', '1', 'undo', 'undo'], (s) => handedTo.push(s.name));
    expect(handedTo).toEqual(['Ann', 'Bea', 'Ann']);
    const alone: string[] = [];
    run([seat('Ann', 'human'), seat('Cid', 'computer')], ['1', '1'], (s) => alone.push(s.name));
    expect(alone).toEqual([]);
  });
});

describe('at a terminal, between people', () => {
  it('recaps, after the hand-over, what was played since that person\'s last turn', () => {
    const { text } = run([seat('Ann', 'human'), seat('Bea', 'human'), seat('Cid', 'computer')], ['1', '1', '2'], () => {});
    // Bea comes first to the keyboard after Ann's move; Ann after Bea's and Cid's
    expect(text).toContain('Ann adds 1 (total 1)\nSince your last turn:\nAnn adds 1 (total 1)\nCount:[1]\nBea, your move: ');
    expect(text).toContain('Bea, your move: 1\nBea adds 1 (total 2)\nCid adds 2 (total 4)\nSince your last turn:\nBea adds 1 (total 2)\nCid adds 2 (total 4)\nCount:[4]\nAnn, your move: ');
    // and Bea, after Ann's second move, sees only what came after her own
    expect(text).toContain('Ann adds 2 (total 6)\nSince your last turn:\nCid adds 2 (total 4)\nAnn adds 2 (total 6)\nCount:[6]\nBea, your move: ');
    // on a pipe there is no hand-over, and no recap
    expect(run([seat('Ann', 'human'), seat('Bea', 'human')], ['1']).text).not.toContain('Since your last turn');
  });

  it('prints a move\'s asides after the log line they explain, and pauses there, only at a terminal', () => {
    const explained: GameDefinition<Count, number, Count & { readonly me: number }> = {
      ...countGame,
      apply: (state, move) => {
        const applied = countGame.apply(state, move);
        return applied.ok ? ok({ ...applied.value, asides: [{ after: 0, lines: [`  (${move} was added)`], pause: 'Press Enter' }] }) : applied;
      },
    };
    const pauses: string[] = [];
    const output = new MemoryOutput();
    const terminal = fakeTerminal({ describe: () => 'Count', pause: (line) => { pauses.push(line); } });
    const setup: SessionSetup = { output, theme: PLAIN, echo: true, savesFolder: '/nonexistent', cwd: '/', terminal };
    play(explained, startHistory<Count, number>({ seats: [seat('Ann', 'human'), seat('Cid', 'computer')], total: 0, turn: 0 }), new ScriptInput(['1']), setup);
    expect(output.text).toContain('Ann adds 1 (total 1)\n  (1 was added)\nCid adds 2 (total 3)\n  (2 was added)\n');
    expect(pauses).toEqual(['Press Enter', 'Press Enter']);
    const piped = new MemoryOutput();
    const { terminal: _atTerminal, ...onAPipe } = setup;
    play(explained, startHistory<Count, number>({ seats: [seat('Ann', 'human'), seat('Cid', 'computer')], total: 0, turn: 0 }), new ScriptInput(['1']), { ...onAPipe, output: piped });
    expect(piped.text).not.toContain('was added');
  });
});
