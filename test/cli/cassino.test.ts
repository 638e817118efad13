/** Cassino through the real program: a stored transcript, saves mid-round, the questions at the start, deal files. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';

const PLAYERS = ['--players', 'Ann:human,Bob:computer,Cid:computer:easy', '--seed', '3'];
const fixture = (name: string) => readFileSync(join(ROOT, 'test', 'fixtures', name), 'utf8');

describe('Cassino on the command line', () => {
  it('a game of one person and two computers is what the stored transcript says, byte for byte', () => {
    // refusals with their reasons, hint, score, log, undo and redo, sweeps, the rest taken, two rounds, a winner
    const run = runCli(['cassino', ...PLAYERS], { input: fixture('cassino-ann-bob-cid-seed3.in') });
    expect(run.stdout).toBe(fixture('cassino-ann-bob-cid-seed3.out'));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    for (const line of ['Ann, your move: hint\nHint: ', 'Oops, invalid move: 8, 7 do not split into groups of 12', '(sweep)\n', ' takes the rest: ', 'Round 2 scores: ', 'Ann wins with 16 points\n']) {
      expect(run.stdout).toContain(line);
    }
  });

  it('saved mid-round and loaded, the game goes on exactly as it would have', () => {
    const dir = tempDir();
    const lines = fixture('cassino-ann-bob-cid-seed3.in').trimEnd().split('\n');
    const played = 14; // well into round 1, after undo and redo
    const straight = runCli(['cassino', ...PLAYERS], { cwd: dir, input: `${lines.join('\n')}\n` });
    const saved = runCli(['cassino', ...PLAYERS], { cwd: dir, input: `${lines.slice(0, played).join('\n')}\nsave mid\n` });
    expect(saved.stdout).toContain('Ann, your move: save mid\nSaved to saves/mid.json\n');
    const resumed = runCli(['cassino', '--load', 'mid'], { cwd: dir, input: `${lines.slice(played).join('\n')}\n` });
    expect(resumed.stdout.length).toBeGreaterThan(1000);
    expect(straight.stdout.endsWith(resumed.stdout)).toBe(true);
    // the log and the scoreboard came back with it
    const logged = runCli(['cassino', '--load', 'mid'], { cwd: dir, input: 'log\n' });
    expect(logged.stdout).toContain('Ann, your move: log\nRound 1\nTable:[8♠, K♥, 4♣, 7♣]\nAnn plays Q♥ and takes 8♠, 4♣\n');
  });

  it('asks who plays when --players is not given, and reads the answers from the same input', () => {
    const answers = ['9', '3', '', 'p', 'Bob', 'x', 'c', 'Player 1', 'Cid', 'computer', 'quit'];
    const run = runCli(['cassino', '--seed', '3'], { input: `${answers.join('\n')}\n` });
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith([
      'How many players (2-6)? 9',
      'Type a number from 2 to 6.',
      'How many players (2-6)? 3',
      'Name of player 1 [Player 1]: ',
      'Is Player 1 a person or the computer? [p/c] p',
      'Name of player 2 [Player 2]: Bob',
      'Is Bob a person or the computer? [p/c] x',
      'Answer p for a person or c for the computer.',
      'Is Bob a person or the computer? [p/c] c',
    ].join('\n'))).toBe(true);
    expect(run.stdout).toContain('Name of player 3 [Player 3]: Player 1\nThat name will not do: ');
    expect(run.stdout).toContain('Player 1, your move: quit\n');
    // the input ending during the questions ends the program quietly
    const ended = runCli(['cassino'], { input: '2\nAnn\n' });
    expect(ended.status).toBe(0);
    expect(ended.stderr).toBe('');
    expect(ended.stdout.endsWith('Is Ann a person or the computer? [p/c] \n')).toBe(true);
  });

  it('starts from a deal file in the game\'s own lines, and refuses one that is no position', () => {
    const dir = tempDir();
    const deal = [
      'Players: Ann:human, Bob:computer',
      'Round: 1',
      'Table:[9♠, 8♥, 2♣, 8♦]',
      'Hand Ann:[A♠]',
      'Hand Bob:[K♠]',
      `Captured Ann:[${'2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 10♠ J♠ Q♠ A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 9♥ 10♥ J♥ Q♥ K♥'.split(' ').join(', ')}]`,
      `Captured Bob:[${'A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 9♦ 10♦ J♦ Q♦ K♦ A♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣'.split(' ').join(', ')}]`,
      'Deck:[]',
      'Last capture: Bob',
    ].join('\n');
    writeFileSync(join(dir, 'deal.txt'), deal);
    const run = runCli(['cassino', '--deal-file', 'deal.txt'], { cwd: dir, input: 'a 1 3\n' });
    expect(run.stdout.startsWith('Round 1\nTable:[9♠, 8♥, 2♣, 8♦]\nTable:[9♠, 8♥, 2♣, 8♦]\nHand:[A♠]\n')).toBe(true);
    expect(run.stdout).toContain('Ann, your move: a 1 3\nOops, invalid move: 9, 2 do not split into groups of 14');
    writeFileSync(join(dir, 'bad.txt'), deal.replace('Hand Bob:[K♠]', 'Hand Bob:[K♠, A♠]'));
    const bad = runCli(['cassino', '--deal-file', 'bad.txt'], { cwd: dir });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^cardtable: bad\.txt: .*A♠.*\n$/);
  });
});
