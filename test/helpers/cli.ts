/** Runs the real program, as a user's shell would, and gathers what it printed. */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const BIN = join(ROOT, 'bin', 'cardtable.cjs');

/** Whether the first `node` on PATH is the node that runs the tests (and the program, in runCli). */
function pathNodeIsOurs(): boolean {
  for (const folder of (process.env['PATH'] ?? '').split(delimiter)) {
    try {
      return realpathSync(join(folder, 'node')) === realpathSync(process.execPath);
    } catch {
      // no node here
    }
  }
  return false;
}

/**
 * How the program names itself in the line that states a fresh seed when runCli (or
 * the Terminal) starts it: `node /…/bin/cardtable.cjs`, the command a shell runs again.
 */
export const STARTED_AS = `${pathNodeIsOurs() ? 'node' : process.execPath} ${BIN}`;

/** A text as a regular expression matches it, character for character. */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment without anything that would change colour, and with the saves folder
 * in the test's own working folder: `CARDTABLE_SAVES=saves` (the program's own saves/
 * is the default, shared by every run: saves-folder.test.ts tests it with a copy of the
 * program). A test may give CARDTABLE_SAVES itself, or leave it out with `{ CARDTABLE_SAVES: '' }`.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['FORCE_COLOR', 'NO_COLOR', 'CARDTABLE_SAVES', 'NODE_OPTIONS']) delete env[name];
  return { ...env, CARDTABLE_SAVES: 'saves', ...extra };
}

export function runCli(
  args: readonly string[],
  options: {
    input?: string | Buffer;
    env?: Record<string, string>;
    cwd?: string;
    stdio?: SpawnSyncOptions['stdio'];
    /** Node's own flags before the program (`--max-old-space-size=64`). */
    node?: readonly string[];
    /** A guard against a hang, in milliseconds: the run is killed after it (status null). */
    timeout?: number;
  } = {},
): CliRun {
  const result = spawnSync(process.execPath, [...(options.node ?? []), BIN, ...args], {
    input: options.input ?? '',
    env: cleanEnv(options.env),
    cwd: options.cwd ?? tempDir(),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    ...(options.timeout === undefined ? {} : { timeout: options.timeout, killSignal: 'SIGKILL' }),
    ...(options.stdio === undefined ? {} : { stdio: options.stdio }),
  });
  if (result.error && (result.error as NodeJS.ErrnoException).code !== 'ETIMEDOUT') throw result.error;
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** The variable that names the run's own folder for the tests' folders (global-setup.ts sets it; the test processes inherit it). */
export const TEST_ROOT_VARIABLE = 'CARDTABLE_TEST_ROOT';

/**
 * A new empty folder. Under vitest it lies in the run's own folder (global-setup.ts), which
 * is removed when the run ends; elsewhere (a bench script) in the system's.
 */
export function tempDir(): string {
  return mkdtempSync(join(process.env[TEST_ROOT_VARIABLE] ?? tmpdir(), 'cardtable-test-'));
}
