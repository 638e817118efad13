/**
 * The real program run in the background through pipes, for a command that would run
 * for a long time (a huge range): the test waits for the lines it expects, never for
 * a fixed time, then stops the program with a signal. A guard fails the test if the
 * lines never come.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { BIN, cleanEnv, tempDir } from './cli.js';

/** How long awaited lines may take before the test fails, in milliseconds. */
const GUARD_MS = 20_000;

export interface Ended {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
}

export class Running {
  stdout = '';
  stderr = '';
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiters = new Set<() => void>();
  private finished: Ended | null = null;
  readonly ended: Promise<Ended>;

  /** `node` gives node's own flags before the program (`--max-old-space-size=64`). */
  constructor(args: readonly string[], options: { readonly node?: readonly string[] } = {}) {
    this.child = spawn(process.execPath, [...(options.node ?? []), BIN, ...args], { cwd: tempDir(), env: cleanEnv() });
    this.child.stdin.end();
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.stdout += chunk.toString('utf8');
      this.waiters.forEach((check) => check());
    });
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.ended = new Promise((resolve, reject) => {
      this.child.on('error', reject);
      this.child.on('close', (status, signal) => {
        this.finished = { status, signal };
        this.waiters.forEach((check) => check());
        resolve(this.finished);
      });
    });
  }

  /** Waits until stdout holds `count` whole lines; the first `count`. */
  lines(count: number): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const check = (): void => {
        const lines = this.stdout.split('\n').slice(0, -1);
        if (lines.length >= count) done(() => resolve(lines.slice(0, count)));
        else if (this.finished !== null) done(() => reject(new Error(`the program ended (${JSON.stringify(this.finished)}) after ${lines.length} lines; stderr:\n${this.stderr.slice(0, 2000)}`)));
      };
      const guard = setTimeout(() => done(() => reject(new Error(`no ${count} lines within ${GUARD_MS} ms; ${this.stdout.split('\n').length - 1} came; stderr:\n${this.stderr.slice(0, 2000)}`))), GUARD_MS);
      const done = (settle: () => void): void => {
        clearTimeout(guard);
        this.waiters.delete(check);
        settle();
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Sends the program a signal; how it ended. */
  async stop(signal: NodeJS.Signals): Promise<Ended> {
    if (this.finished === null) this.child.kill(signal);
    const guard = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the program did not end after ${signal}`)), GUARD_MS).unref());
    return Promise.race([this.ended, guard]);
  }

  /** Ends the program whatever it is doing (after a failed test). */
  kill(): void {
    if (this.finished === null) this.child.kill('SIGKILL');
  }
}
