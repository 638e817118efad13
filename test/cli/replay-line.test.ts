/**
 * The line that states a fresh seed names a command that works (issue 22, item 11):
 * the program as it was started (`npx cardtable`, `cardtable` on PATH, `node
 * bin/cardtable.cjs`), the game and every option that deals the same game. The test
 * pastes the command stated into the same shell, in the same folder, and compares.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cleanEnv, literally, ROOT, runCli, STARTED_AS, tempDir } from '../helpers/cli.js';
import { FREECELL_PROMPT, screenOf, Terminal, unwrapped } from '../helpers/terminal.js';

interface ShellRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A command line run by sh, as pasted into a shell. */
function shell(command: string, options: { cwd: string; input: string; env?: Record<string, string> }): ShellRun {
  const run = spawnSync('sh', ['-c', command], { cwd: options.cwd, env: cleanEnv(options.env), input: options.input, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The command in `cardtable: <game> (play it again with <command>)`, the line's only content. */
function stated(stderr: string): string {
  const command = /^cardtable: [^\n]+ \(play it again with ([^\n]+)\)\n$/.exec(stderr)?.[1];
  expect(command, stderr).toBeDefined();
  return command!;
}

/** Runs `start` in sh, takes the command it states, runs that in the same shell and folder: the same deal, nothing on stderr. */
function pastedAgain(start: string, input: string, options: { cwd: string; env?: Record<string, string> }): string {
  const first = shell(start, { ...options, input });
  expect(first.status).toBe(0);
  const command = stated(first.stderr);
  const again = shell(command, { ...options, input });
  expect(again.stderr).toBe('');
  expect(again.status).toBe(0);
  expect(again.stdout).toBe(first.stdout);
  return command;
}

const quote = (word: string): string => `'${word.replace(/'/g, `'\\''`)}'`;

describe('the command that deals a fresh game again', () => {
  it.each<[string, string[], string, RegExp]>([
    ['FreeCell', ['freecell'], 'T0 F0\n', / freecell --seed \d+$/],
    ['FreeCell with its rules', ['freecell', '--supermoves', '--autoplay'], 'T0 F0\n', / freecell --seed \d+ --supermoves --autoplay$/],
    ['Klondike, draw 3', ['klondike', '--draw', '3'], 'draw\ndraw\n', / klondike --seed \d+ --draw 3$/],
    ['Klondike, draw 3 and Vegas, winnable', ['klondike', '--winnable', '--draw', '3', '--scoring', 'vegas'], 'draw\n', / klondike --seed \d+ --draw 3 --scoring vegas$/],
    ['Cassino with its players', ['cassino', '--players', "Ann Lee:human,Cy O'Neil:computer:easy", '--target', '9'], 'a\ns\n', / cassino --seed \d+ --players .+ --target 9$/],
  ])('%s, started as node with the program\'s path: node and that path', (_what, args, input, rules) => {
    const cwd = tempDir();
    const command = pastedAgain(['node', BIN, ...args].map(quote).join(' '), input, { cwd });
    expect(command.startsWith(`${STARTED_AS} `)).toBe(true);
    expect(command).toMatch(rules);
  });

  it('started as node bin/cardtable.cjs in the program\'s folder: that, as typed', () => {
    const command = pastedAgain('node bin/cardtable.cjs klondike --draw 3', 'draw\n', { cwd: ROOT });
    expect(command).toMatch(/^node bin\/cardtable\.cjs klondike --seed \d+ --draw 3$/);
  });

  it('started as the cardtable command on PATH (npm link): cardtable', () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'bin'));
    symlinkSync(BIN, join(cwd, 'bin', 'cardtable'));
    const env = { PATH: `${join(cwd, 'bin')}:${process.env['PATH'] ?? ''}` };
    const command = pastedAgain('cardtable freecell', 'T0 F0\n', { cwd, env });
    expect(command).toMatch(/^cardtable freecell --seed \d+$/);
  });

  it('started as a cardtable that is not PATH\'s: its path', () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'bin'));
    symlinkSync(BIN, join(cwd, 'bin', 'cardtable'));
    const command = pastedAgain('bin/cardtable freecell', 'T0 F0\n', { cwd });
    expect(command).toMatch(/^bin\/cardtable freecell --seed \d+$/);
  });

  it('started through npx in the clone, as the README has it: npx cardtable', () => {
    const command = pastedAgain('npx cardtable klondike --draw 3', 'draw\n', { cwd: ROOT });
    expect(command).toMatch(/^npx cardtable klondike --seed \d+ --draw 3$/);
  });

  it('an npm variable left by an outer npm command does not make node\'s start into npx', () => {
    const cwd = tempDir();
    const command = pastedAgain(`node ${quote(BIN)} freecell`, 'T0 F0\n', { cwd, env: { npm_command: 'exec', npm_lifecycle_event: 'npx' } });
    expect(command.startsWith(`${STARTED_AS} freecell --seed `)).toBe(true);
  });

  it('the line the menu states for a fresh game names the same command', () => {
    const run = runCli([], { input: '2\n' });
    expect(stated(run.stderr)).toMatch(new RegExp(`^${literally(STARTED_AS)} klondike --seed \\d+$`));
  });

  it('at a terminal, the line before the board names it too', async () => {
    const terminal = new Terminal(['freecell', '--no-color']);
    try {
      await terminal.answer(FREECELL_PROMPT, 'quit\r');
      await terminal.closed;
      const screen = unwrapped(screenOf(terminal.output));
      const line = /FreeCell game #(\d+) \(play it again with node (\S+) freecell --seed (\d+)\)\. Type help/.exec(screen);
      expect(line).not.toBeNull();
      expect(line![2]).toBe(BIN);
      expect(line![3]).toBe(line![1]);
      expect(screen.indexOf('play it again')).toBeLessThan(screen.indexOf('Freecell 0:'));
    } finally {
      terminal.kill();
    }
  });
});
