/**
 * The program at a real terminal: `script` (util-linux) runs it in a
 * pseudo-terminal, and the test types at each prompt as a person would.
 * readline-sync reads the keys; the board comes out in colour.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, cleanEnv, runCli, tempDir } from '../helpers/cli.js';

const PROMPT = 'Your move <from to>: ';

/** Types each key sequence once the prompt has appeared one more time; resolves with the whole screen output. */
function playAtTerminal(
  args: string[],
  keys: string[],
  env: Record<string, string> = {},
  prompt = PROMPT,
): Promise<{ output: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, BIN, ...args].map((word) => `'${word}'`).join(' ');
    const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], { cwd: tempDir(), env: cleanEnv({ TERM: 'xterm', ...env }) });
    let output = '';
    let typed = 0;
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`no answer at the terminal; it showed:\n${output}`));
    }, 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const prompts = output.split(prompt).length - 1;
      while (typed < keys.length && typed < prompts) child.stdin.write(keys[typed++]!);
    });
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ output, status });
    });
  });
}

describe('at a terminal', () => {
  it('greets, colours red cards, reads typed moves through readline-sync, and ends on Ctrl-D', async () => {
    const { output, status } = await playAtTerminal(['freecell', '--seed', '1'], ['t3 f0\r', 'undo\r', '\u0004']);
    const screen = output.replace(/\r\n/g, '\n');
    expect(screen.startsWith('FreeCell game #1. Type help for the commands.\n')).toBe(true);
    expect(screen).toContain('Tableau 0:[\u001b[31mJ♦\u001b[39m, \u001b[31mK♦\u001b[39m, 2♠, 4♣, 3♠,');
    // the terminal echoes the keys; the program does not echo them a second time
    expect(screen).toContain(`${PROMPT}t3 f0\nFreecell 0:[\u001b[31m6♥\u001b[39m]\n`);
    expect(screen).toContain(`${PROMPT}undo\nFreecell 0:[]\n`);
    expect(screen.endsWith(`${PROMPT}\n`)).toBe(true);
    expect(status).toBe(0);
  });

  it('gives the reason after "Oops, invalid move." at a terminal (a pipe gets the line alone)', async () => {
    const { output } = await playAtTerminal(['freecell', '--seed', '1', '--no-color'], ['t0 t1\r', 'h0 t1\r', 'quit\r']);
    const screen = output.replace(/\r\n/g, '\n');
    expect(screen).toContain(`${PROMPT}t0 t1\nOops, invalid move. 6♠ cannot go on 9♣.\n`);
    expect(screen).toContain(`${PROMPT}h0 t1\nOops, invalid move. A card cannot be taken from a home cell.\n`);
    expect(runCli(['freecell', '--seed', '1'], { input: 't0 t1\n' }).stdout).toContain(`${PROMPT}t0 t1\nOops, invalid move.\n`);
  });

  it('honours --no-color and NO_COLOR there', async () => {
    for (const [args, env] of [[['--no-color'], {}], [[], { NO_COLOR: '1' }]] as const) {
      const { output } = await playAtTerminal(['freecell', '--seed', '1', ...args], ['quit\r'], env);
      expect(output).toContain('Tableau 0:[J♦, K♦, 2♠');
      expect(output).not.toContain('\u001b[3');
    }
  });
});

describe('Klondike at a terminal', () => {
  it('greets with the game and its rules, shows face-down cards as ##, colours red cards, gives the reason for a refusal', async () => {
    const { output, status } = await playAtTerminal(['klondike', '--seed', '7', '--draw', '1'], ['draw\r', 't0 t1\r', 'undo\r', '\u0004'], {}, 'Your move: ');
    const screen = output.replace(/\r\n/g, '\n');
    expect(screen.startsWith('Klondike game #7, draw 1. Type help for the commands.\nDeck:[##] 24 cards\n')).toBe(true);
    expect(screen).toContain('Tableau 1:[##, \u001b[31m4♦\u001b[39m]');
    expect(screen).toContain('Your move: draw\nDeck:[##] 23 cards\nWaste:[\u001b[31mJ♥\u001b[39m] 1 cards\n');
    expect(screen).toContain('Your move: t0 t1\nOops, invalid move: 7♣ cannot go on 4♦');
    expect(screen).toContain('Your move: undo\nDeck:[##] 24 cards\nWaste:[] 0 cards\n');
    expect(screen.endsWith('Your move: \n')).toBe(true);
    expect(status).toBe(0);
  });
});

/**
 * A conversation at the terminal: each step waits until its text has appeared in what
 * was printed since the last keys were typed, then types its keys.
 */
function converse(args: string[], steps: readonly (readonly [string, string])[]): Promise<{ output: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, BIN, ...args].map((word) => `'${word}'`).join(' ');
    const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], { cwd: tempDir(), env: cleanEnv({ TERM: 'xterm' }) });
    let output = '';
    let from = 0;
    let step = 0;
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`no answer at the terminal at step ${step}; it showed:\n${output}`));
    }, 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      while (step < steps.length && output.indexOf(steps[step]![0], from) >= 0) {
        from = output.length;
        child.stdin.write(steps[step]![1]);
        step += 1;
      }
    });
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ output, status });
    });
  });
}

describe('Cassino at a terminal', () => {
  it('with two people, pauses and clears the screen before each person\'s hand; never on a pipe', async () => {
    const args = ['cassino', '--players', 'Ann:human,Bea:human,Cid:computer', '--seed', '3'];
    const { output, status } = await converse(args, [
      ['Pass to Ann, then press Enter', '\r'],
      ['Ann, your move: ', 'a\r'],
      ['Pass to Bea, then press Enter', '\r'],
      ['Bea, your move: ', 'quit\r'],
    ]);
    const screen = output.replace(/\r\n/g, '\n');
    const clear = '\u001b[2J\u001b[3J\u001b[H';
    // the line, Enter, a cleared screen, and only then the hand
    expect(screen).toMatch(/^Cassino game #3, 3 players\. Type help for the commands\.\nRound 1\nTable:\[[^\n]+\]\nPass to Ann, then press Enter\n\u001b\[2J\u001b\[3J\u001b\[HTable:/);
    const annHand = /Hand:\[[^\n]*\]/.exec(screen.slice(screen.indexOf(clear)))![0];
    const beforeBea = screen.slice(0, screen.indexOf('Pass to Bea'));
    expect(beforeBea).toContain(annHand);
    const afterBea = screen.slice(screen.lastIndexOf(clear));
    expect(afterBea).not.toContain(annHand);
    expect(afterBea).toContain('Bea, your move: ');
    expect(screen.indexOf('Ann puts ')).toBeLessThan(screen.indexOf('Pass to Bea'));
    expect(status).toBe(0);

    const piped = runCli(args, { input: 'a\nquit\n' });
    expect(piped.stdout).not.toContain('Pass to');
    expect(piped.stdout).not.toContain('\u001b');
  });
});
