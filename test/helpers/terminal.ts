/**
 * The program at a real terminal: `script` (util-linux) runs it in a pseudo-terminal,
 * and the test types as a person would.
 */
import { spawn } from 'node:child_process';
import { BIN, cleanEnv, tempDir } from './cli.js';

export const FREECELL_PROMPT = 'Your move <from to>: ';

/**
 * What the screen shows, as text: Windows line ends made plain, and the cursor moves
 * node:readline makes when it draws the prompt taken out (colours stay).
 */
export function screenOf(output: string): string {
  return output.replace(/\r+\n/g, '\n').replace(/\u001b\[(?:\d+G|0J)/g, '');
}

/** Types each key sequence once the prompt has appeared one more time; resolves with the whole screen output. */
export function playAtTerminal(
  args: string[],
  keys: string[],
  env: Record<string, string> = {},
  prompt = FREECELL_PROMPT,
  cwd: string = tempDir(),
): Promise<{ output: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, BIN, ...args].map((word) => `'${word}'`).join(' ');
    const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], { cwd, env: cleanEnv({ TERM: 'xterm', ...env }) });
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

/**
 * A conversation at the terminal: each step waits until its text has appeared in what
 * was printed since the last keys were typed, then types its keys.
 */
export function converse(args: string[], steps: readonly (readonly [string, string])[], cwd: string = tempDir()): Promise<{ output: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, BIN, ...args].map((word) => `'${word}'`).join(' ');
    const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], { cwd, env: cleanEnv({ TERM: 'xterm' }) });
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

