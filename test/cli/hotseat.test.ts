/**
 * Nothing leaked between people, and nothing left unexplained (issue 13, part 2):
 * Cassino at a real terminal, with people passing the keyboard, and a round's end.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { screenOf, Terminal } from '../helpers/terminal.js';

const CLEAR = '\u001b[2J\u001b[3J\u001b[H';
const UP = '\u001b[A';
const SAVE_QUESTION = 'Save before quitting? [y/n]: ';
const HOTSEAT = ['cassino', '--players', 'Ann:human,Bob:human', '--seed', '1', '--no-color'];

describe('the hand-over between people', () => {
  it('shows the next person, after the clear, what was played since their last turn, then the table and their hand', async () => {
    const terminal = new Terminal(['cassino', '--players', 'Ann:human,Bea:human,Cid:computer', '--seed', '3', '--no-color']);
    try {
      await terminal.answer('Pass to Ann, then press Enter', '\r');
      await terminal.answer('Ann, your move: ', 'a\r');
      await terminal.answer('Pass to Bea, then press Enter', '\r');
      await terminal.answer('Bea, your move: ', 'a\r');
      const cid = await terminal.waitFor('Cid ');
      await terminal.answer('Pass to Ann, then press Enter', '\r', cid);
      await terminal.answer('Ann, your move: ', 'quit\r', cid);
      await terminal.answer('Save before quitting? [y/n]: ', 'n');
      expect(await terminal.status()).toBe(0);
      const screen = screenOf(terminal.output);
      const toAnn = screen.slice(screen.lastIndexOf(CLEAR));
      const beaPlay = /\nBea (?:puts|plays) [^\n]+\n/.exec(screen)![0];
      const cidPlay = /\nCid (?:puts|plays) [^\n]+\n/.exec(screen)![0];
      // the recap: Bea's play and Cid's, after the pass line and before Ann's table
      expect(toAnn).toMatch(/^\u001b\[2J\u001b\[3J\u001b\[HPass to Ann, then press Enter\nSince your last turn:\n/);
      expect(toAnn).toContain(`Since your last turn:${beaPlay.slice(0, -1)}${cidPlay}Table:`);
      expect(toAnn).not.toMatch(/\nAnn (?:puts|plays) /);
    } finally {
      terminal.kill();
    }
  });

  it('undo before a first move says there is nothing of yours to undo (on a pipe too)', () => {
    const run = runCli(['cassino', '--players', 'Ann:human,Bea:human', '--seed', '3'], { input: 'a\nundo\n' });
    expect(run.stdout).toContain('Bea, your move: undo\nNothing to undo: you have not moved yet.\n');
  });
});

/** Bob quits at the prompt shown after `from`, the game left unsaved; what the screen shows from the last clear on (Bob's part). */
async function quitAsBob(terminal: Terminal, from: number): Promise<string> {
  await terminal.answer('Bob, your move: ', 'quit\r', from);
  await terminal.answer(SAVE_QUESTION, 'n');
  expect(await terminal.status()).toBe(0);
  const screen = screenOf(terminal.output);
  return screen.slice(screen.lastIndexOf(CLEAR));
}

describe('nothing typed by one person reaches another (issue 23, item 6)', () => {
  it('gives each person their own history: Up at Bob\'s turn recalls Bob\'s lines, never Ann\'s', async () => {
    const terminal = new Terminal(HOTSEAT);
    try {
      await terminal.answer('Pass to Ann, then press Enter', '\r');
      await terminal.answer('Ann, your move: ', '9d 8s\r');
      await terminal.answer('8 does not make 9', 'a\r');
      const toBob = await terminal.answer('Pass to Bob, then press Enter', '\r');
      // nothing of Bob's yet: Up twice recalls nothing, and an empty line is refused
      const empty = await terminal.answer('Bob, your move: ', `${UP}${UP}\r`, toBob);
      const own = await terminal.answer('Bob, your move: ', 'x\r', empty);
      // Bob's own line comes back
      const again = await terminal.answer('Bob, your move: ', `${UP}\r`, own);
      const bobs = await quitAsBob(terminal, again);
      expect(bobs).not.toContain('9d 8s');
      expect(bobs).toContain('Bob, your move: \nOops, invalid move: type a card');
      expect(bobs.split('Bob, your move: x\nOops, invalid move')).toHaveLength(3);
    } finally {
      terminal.kill();
    }
  });

  it('keeps what Ann rubbed out with Ctrl-U from Bob: Ctrl-Y at his turn brings back nothing', async () => {
    const terminal = new Terminal(HOTSEAT);
    try {
      await terminal.answer('Pass to Ann, then press Enter', '\r');
      // Ann types a play, thinks better of it (Ctrl-U), and puts a card down
      await terminal.answer('Ann, your move: ', '9d 8s\u0015a\r');
      const toBob = await terminal.answer('Pass to Bob, then press Enter', '\r');
      const yanked = await terminal.answer('Bob, your move: ', '\u0019\r', toBob);
      const bobs = await quitAsBob(terminal, yanked);
      expect(bobs).not.toContain('9d 8s');
      expect(bobs).toContain('Bob, your move: \nOops, invalid move: type a card');
    } finally {
      terminal.kill();
    }
  });

  it('drops what the last person typed ahead at the hand-over: it neither answers the pass nor plays for the next', async () => {
    const terminal = new Terminal(HOTSEAT);
    try {
      await terminal.answer('Pass to Ann, then press Enter', '\r');
      // Ann plays, then types on: an Enter for the pass, and a play of Bob's first card
      const played = await terminal.answer('Ann, your move: ', 'a\r\rs\r');
      const toBob = await terminal.answer('Pass to Bob, then press Enter', '\r', played);
      const bobs = await quitAsBob(terminal, toBob);
      const screen = screenOf(terminal.output);
      expect(screen).toContain('Ann puts 3♣ on the table');
      expect(screen).not.toMatch(/\nBob (?:puts|plays|takes|builds)/);
      expect(bobs).toMatch(/^\u001b\[2J\u001b\[3J\u001b\[HPass to Bob, then press Enter\n/);
    } finally {
      terminal.kill();
    }
  });
});

describe('the end of a round at a terminal', () => {
  it('says where each point came from and waits for Enter before the next deal; score then shows the round', async () => {
    const terminal = new Terminal(['cassino', '--players', 'Ann:human,Bob:computer', '--seed', '3', '--no-color']);
    try {
      // Ann puts her first card down each turn, 24 times: the round ends
      let from = 0;
      for (let play = 0; play < 24; play += 1) from = await terminal.answer('Ann, your move: ', 'a\r', from);
      const pause = await terminal.waitFor('Press Enter for round 2', from);
      const before = screenOf(terminal.output);
      expect(before).toMatch(/\nRound 1 scores: Ann \d+ \(total \d+\), Bob \d+ \(total \d+\)\n {2}Most cards: [^\n]+\(Ann \d+, Bob \d+\)\n {2}Most spades: [^\n]+\(Ann \d+, Bob \d+\)\n {2}Ann \d+[^\n]*\n {2}Bob \d+[^\n]*\nPress Enter for round 2$/);
      // nothing of round 2 until Enter
      expect(before).not.toContain('Round 2\n');
      terminal.type('\r');
      await terminal.answer('Ann, your move: ', 'score\r', pause);
      const scored = await terminal.waitFor('Round 1: Ann ', pause);
      await terminal.answer('Ann, your move: ', 'quit\r', scored);
      await terminal.answer('Save before quitting? [y/n]: ', 'n');
      expect(await terminal.status()).toBe(0);
      const screen = screenOf(terminal.output);
      expect(screen.slice(screen.indexOf('Press Enter for round 2'))).toMatch(/^Press Enter for round 2\nRound 2\nTable:/);
      const [, ann, bob] = /Round 1 scores: Ann (\d+) \(total \d+\), Bob (\d+)/.exec(screen)!;
      expect(screen).toContain(`Round 1: Ann ${ann}, Bob ${bob}\n`);
    } finally {
      terminal.kill();
    }
  });

  it('keeps the pipe\'s log as the contract has it: no explanation and no pause', () => {
    const run = runCli(['cassino', '--players', 'Ann:human,Bob:computer', '--seed', '3'], { input: `${'a\n'.repeat(24)}quit\n` });
    expect(run.stdout).toMatch(/\nRound 1 scores: [^\n]+\nRound 2\nTable:/);
    expect(run.stdout).not.toContain('Most cards');
    expect(run.stdout).not.toContain('Press Enter');
  });
});
