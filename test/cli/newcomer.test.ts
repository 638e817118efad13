/**
 * What a newcomer meets first on the command line (issue 22, items 8 and 17): help for
 * a game that does not exist, `--load` without the game's name, a save of another game,
 * the duel's players, and the example move in --help.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cleanEnv, runCli, STARTED_AS, tempDir } from '../helpers/cli.js';

const UNKNOWN_FOO = "cardtable: unknown game 'foo': choose freecell, klondike, cassino\n";

describe('cardtable help <game>', () => {
  it('answers a game it does not know in one line, with status 2, as `cardtable foo` does', () => {
    const help = runCli(['help', 'foo']);
    expect(help.status).toBe(2);
    expect(help.stdout).toBe('');
    expect(help.stderr).toBe(UNKNOWN_FOO);
    expect(runCli(['foo']).stderr).toBe(UNKNOWN_FOO);
  });

  it('takes a game\'s name in any case, as playing it does', () => {
    const help = runCli(['help', 'FreeCell']);
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(runCli(['help', 'freecell']).stdout);
    expect(help.stdout).toMatch(/^Usage: cardtable freecell /);
  });
});

describe('--help gives one example move and points to help in the game', () => {
  it.each([
    [['--help'], /Example: cardtable freecell, then type a move such as T3 F0/],
    [['help', 'freecell'], /Example move: T3 F0 /],
    [['freecell', '--help'], /Example move: T3 F0 /],
    [['help', 'klondike'], /Example move: T6 F0 /],
    [['help', 'cassino'], /Example move: 7s 3h 4d /],
  ])('%j', (args, example) => {
    const run = runCli(args);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(example);
    expect(run.stdout).toMatch(/type help for /i);
    expect(Math.max(...run.stdout.split('\n').map((line) => [...line].length))).toBeLessThanOrEqual(80);
  });
});

describe('duel cassino --help', () => {
  it('offers only computer players, which is all a duel takes', () => {
    const run = runCli(['duel', 'cassino', '--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('--players <SPEC>');
    expect(run.stdout).not.toMatch(/human/);
    expect(run.stdout).toMatch(/NAME:computer:easy\|normal\|hard/);
  });
});

describe('--load without the game\'s name', () => {
  it('resumes the save as the game it is', () => {
    const dir = tempDir();
    runCli(['klondike', '--seed', '7', '--draw', '3'], { cwd: dir, input: 'draw\nsave k\n' });
    const named = runCli(['klondike', '--load', 'k'], { cwd: dir, input: 'draw\n' });
    const bare = runCli(['--load', 'k'], { cwd: dir, input: 'draw\n' });
    expect(bare.status).toBe(0);
    expect(bare.stderr).toBe('');
    expect(bare.stdout).toBe(named.stdout);
    expect(bare.stdout).toContain('Deck:[##]');
  });

  it('takes the display options beside it', () => {
    const dir = tempDir();
    runCli(['freecell', '--seed', '1'], { cwd: dir, input: 'save f\n' });
    const run = runCli(['--load', 'f', '--no-echo'], { cwd: dir, input: 'T0 F0\n' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Your move <from to>: Freecell 0:[6♠]');
  });

  it('answers a save that cannot be read as the game\'s own --load does: one line, status 1', () => {
    const dir = tempDir();
    const run = runCli(['--load', 'nothing'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^cardtable: saves\/nothing\.json: .*no such file/i);
    expect(run.stderr.split('\n')).toHaveLength(2);
  });

  it('is refused beside a game\'s own options and the other starts, in one line', () => {
    for (const args of [['--load', 'k', '--seed', '3'], ['--load', 'k', 'freecell']]) {
      const run = runCli(args);
      expect(run.status).toBe(2);
      expect(run.stderr.split('\n')).toHaveLength(2);
    }
  });
});

describe('--load of another game\'s save', () => {
  it('names the command that resumes it', () => {
    const dir = tempDir();
    runCli(['klondike', '--seed', '7'], { cwd: dir, input: 'draw\nsave k\n' });
    const run = runCli(['freecell', '--load', 'k'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`cardtable: saves/k.json: it is a save of klondike, not of freecell: resume it with ${STARTED_AS} klondike --load k\n`);
    // the command named, run in the same folder, resumes it
    const command = /resume it with (.+)\n$/.exec(run.stderr)![1]!;
    const again = spawnSync('sh', ['-c', command], { cwd: dir, env: cleanEnv(), input: 'draw\n', encoding: 'utf8' });
    expect(again.stderr).toBe('');
    expect(again.stdout).toBe(runCli(['klondike', '--load', 'k'], { cwd: dir, input: 'draw\n' }).stdout);
  });
});
