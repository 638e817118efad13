/**
 * The program at a real terminal: `script` (util-linux) runs it in a
 * pseudo-terminal, and the test types at each prompt as a person would.
 * readline-sync reads the keys; the board comes out in colour.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, cleanEnv, tempDir } from '../helpers/cli.js';

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
