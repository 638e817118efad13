/**
 * The program at a real terminal: `script` (util-linux) runs it in a pseudo-terminal,
 * and the test types as a person would. Every wait is for something the test expects
 * to see (a prompt, a question), never for a fixed time; a guard
 * fails the test if it never comes.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { BIN, cleanEnv, tempDir } from './cli.js';

export const FREECELL_PROMPT = 'Your move <from to>: ';

/** How long anything awaited may take before the test fails, in milliseconds. */
const GUARD_MS = 20_000;

/**
 * What the screen shows, as text: Windows line ends made plain, and the cursor moves
 * node:readline makes when it draws the prompt taken out (colours stay).
 */
export function screenOf(output: string): string {
  return output.replace(/\r+\n/g, '\n').replace(/\u001b\[(?:\d+G|0J)/g, '');
}

/** The screen with the lines the program broke to fit the terminal (continued two columns in) joined again. */
export function unwrapped(screen: string): string {
  return screen.replace(/\n {2}(?=\S)/g, ' ');
}

/** Quotes a word for sh. */
function shellWord(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The program's own command line, as `script` runs it. */
export function programCommand(args: readonly string[]): string {
  return [process.execPath, BIN, ...args].map(shellWord).join(' ');
}

export interface TerminalOptions {
  readonly env?: Record<string, string>;
  readonly cwd?: string;
  /** A shell command to run in the terminal instead of the program alone (programCommand gives the program's part). */
  readonly shell?: string;
  /** The terminal's width in columns (set with stty before the command runs); script's own is 0, which the program takes as 80. */
  readonly columns?: number;
}

/** Every control sequence taken out (colours, cursor moves, modes): what the screen shows as text, to measure. */
export function plainScreen(output: string): string {
  return screenOf(output).replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
}

/** The children of every process, from /proc. */
function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(/^\d+ \(.*\) \S (\d+)/s.exec(readFileSync(`/proc/${entry}/stat`, 'utf8'))?.[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone while looked at
    }
  }
  return children;
}

/** A program running in a pseudo-terminal, watched and typed at. */
export class Terminal {
  output = '';
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiters = new Set<() => void>();
  readonly closed: Promise<number | null>;

  constructor(args: readonly string[], options: TerminalOptions = {}) {
    const run = options.shell ?? programCommand(args);
    const command = options.columns === undefined ? run : `stty cols ${options.columns} rows 50; ${run}`;
    this.child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], {
      cwd: options.cwd ?? tempDir(),
      // the line terminal unless a test asks for the full screen (CARDTABLE_SCREEN=full, or --screen full)
      env: cleanEnv({ TERM: 'xterm', CARDTABLE_SCREEN: 'lines', ...options.env }),
    });
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.output += chunk.toString('utf8');
      this.waiters.forEach((check) => check());
    });
    this.closed = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (status) => {
        this.waiters.forEach((check) => check());
        resolve(status);
      });
    });
  }

  /** Where the output stands now: a later wait can look only at what comes after it. */
  mark(): number {
    return this.output.length;
  }

  /** Waits until `text` is in the output after `from` (by default, anywhere); the position just after it. */
  waitFor(text: string, from = 0): Promise<number> {
    return this.until(() => {
      const at = this.output.indexOf(text, from);
      return at < 0 ? null : at + text.length;
    }, `${JSON.stringify(text)}`);
  }

  /** Waits until `check`, looked at on every output, gives an answer other than null; the answer. */
  waitUntil<T>(check: (output: string) => T | null, what: string): Promise<T> {
    return this.until(() => check(this.output), what);
  }

  /** Waits for `text` after `from`, then types `keys`; the position after the text. */
  async answer(text: string, keys: string, from = 0): Promise<number> {
    const at = await this.waitFor(text, from);
    this.type(keys);
    return at;
  }

  type(keys: string): void {
    this.child.stdin.write(keys);
  }

  /** The pid of the program itself (not script's, nor a shell's): the descendant whose command line runs the program. */
  gamePid(): number {
    const children = childrenOf();
    const queue = [...(children.get(this.child.pid as number) ?? [])];
    while (queue.length > 0) {
      const pid = queue.shift() as number;
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(BIN)) return pid;
      } catch {
        // gone
      }
      queue.push(...(children.get(pid) ?? []));
    }
    throw new Error('the program is not running in the terminal');
  }

  /** The status the program ended with, once `script` has passed it on. */
  async status(): Promise<number | null> {
    return withGuard(this.closed, () => `the program did not end; it showed:\n${this.output}`);
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }

  /** Resolves with check's answer once it has one, looked at on every output. */
  private until<T>(check: () => T | null, what: string): Promise<T> {
    return withGuard(new Promise<T>((resolve) => {
      const look = (): void => {
        const found = check();
        if (found === null) return;
        this.waiters.delete(look);
        resolve(found);
      };
      this.waiters.add(look);
      look();
    }), () => `no ${what} at the terminal; it showed:\n${this.output}`);
  }
}

/** The promise, or a failure naming what never came if it takes longer than the guard. */
function withGuard<T>(promise: Promise<T>, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what())), GUARD_MS);
  });
  return Promise.race([promise, guard]).finally(() => clearTimeout(timer));
}

/** Types each key sequence once the prompt has appeared one more time; resolves with the whole screen output. */
export async function playAtTerminal(
  args: string[],
  keys: string[],
  env: Record<string, string> = {},
  prompt = FREECELL_PROMPT,
  cwd: string = tempDir(),
): Promise<{ output: string; status: number | null }> {
  const terminal = new Terminal(args, { env, cwd });
  try {
    let from = 0;
    for (const key of keys) from = await terminal.answer(prompt, key, from);
    const status = await terminal.status();
    return { output: terminal.output, status };
  } finally {
    terminal.kill();
  }
}

/**
 * A conversation at the terminal: each step waits until its text has appeared in what
 * was printed since the last keys were typed, then types its keys.
 */
export async function converse(
  args: string[],
  steps: readonly (readonly [string, string])[],
  cwd: string = tempDir(),
  env: Record<string, string> = {},
): Promise<{ output: string; status: number | null }> {
  const terminal = new Terminal(args, { env, cwd });
  try {
    for (const [text, keys] of steps) {
      await terminal.answer(text, keys, terminal.mark());
    }
    const status = await terminal.status();
    return { output: terminal.output, status };
  } finally {
    terminal.kill();
  }
}
