/**
 * A program run by script(1) in a pseudo-terminal, for the benchmarks that time it as a
 * person has it: its output watched for texts, the bytes it writes counted, keys typed.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A text awaited in the output from a position on. */
interface Watch {
  readonly text: string;
  from: number;
  readonly found: () => void;
}

export interface PtyOptions {
  /** The window's size, set with stty before the command runs (script's own is 0 by 0). */
  readonly size?: { readonly columns: number; readonly rows: number };
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
}

/** Every control sequence (CSI, and the two-character escapes) taken out: what the screen shows as text. */
export function plainText(output: string): string {
  return output.replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '').replace(/\u001b[()][0-9A-Za-z]|\u001b[0-9A-Za-z=>]/g, '');
}

/** A command word quoted for sh. */
function shellWord(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** `node <args>` in a pseudo-terminal, watched for texts. */
export class Pty {
  private readonly child: ChildProcessWithoutNullStreams;
  /** All the output so far, as text. */
  output = '';
  /** The bytes written to the terminal so far. */
  bytes = 0;
  /** When the last output came (performance.now()). */
  lastOutputAt = 0;
  /** When the process was started (performance.now()). */
  readonly startedAt: number;
  private watches: Watch[] = [];
  private listeners: (() => void)[] = [];
  readonly closed: Promise<void>;

  constructor(args: readonly string[], options: PtyOptions = {}) {
    const run = [process.execPath, ...args].map(shellWord).join(' ');
    const command = options.size === undefined ? run : `stty cols ${options.size.columns} rows ${options.size.rows}; exec ${run}`;
    this.startedAt = performance.now();
    this.child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], {
      cwd: options.cwd ?? mkdtempSync(join(tmpdir(), 'cardtable-pty-')),
      env: { ...process.env, TERM: 'xterm', ...options.env },
    });
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.lastOutputAt = performance.now();
      this.bytes += chunk.length;
      this.output += chunk.toString('utf8');
      this.watches = this.watches.filter((watch) => !this.check(watch));
      for (const listener of [...this.listeners]) listener();
    });
    this.closed = new Promise((resolve) => this.child.on('close', () => resolve()));
  }

  /** Where the output stands now. */
  mark(): number {
    return this.output.length;
  }

  /** Resolves once `text` is in the output after `from`. */
  waitFor(text: string, from = 0): Promise<void> {
    return new Promise((found) => {
      const watch = { text, from, found };
      if (!this.check(watch)) this.watches.push(watch);
    });
  }

  /** Resolves once `text` is on the screen (the output after `from` with its control sequences taken out); the time it came. */
  waitForPlain(text: string, from = 0): Promise<number> {
    return new Promise((found) => {
      const look = (): boolean => {
        if (!plainText(this.output.slice(from)).includes(text)) return false;
        found(performance.now());
        return true;
      };
      if (look()) return;
      const listener = (): void => {
        if (look()) this.listeners = this.listeners.filter((other) => other !== listener);
      };
      this.listeners.push(listener);
    });
  }

  /** Resolves once nothing more has come for `quietMs`: the output has settled. */
  async settled(quietMs: number): Promise<void> {
    for (;;) {
      const wait = this.lastOutputAt + quietMs - performance.now();
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  type(keys: string): void {
    this.child.stdin.write(keys);
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }

  /** Whether the watch's text has come (and it is told so); else it looks only at what is new next time. */
  private check(watch: Watch): boolean {
    if (this.output.indexOf(watch.text, watch.from) >= 0) {
      watch.found();
      return true;
    }
    watch.from = Math.max(watch.from, this.output.length - watch.text.length);
    return false;
  }
}
