/** Runs the real program, as a user's shell would, and gathers what it printed. */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const BIN = join(ROOT, 'bin', 'cardtable.js');

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The environment without anything that would change colour or the saves folder. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['FORCE_COLOR', 'NO_COLOR', 'CARDTABLE_SAVES', 'NODE_OPTIONS']) delete env[name];
  return { ...env, ...extra };
}

export function runCli(
  args: readonly string[],
  options: { input?: string; env?: Record<string, string>; cwd?: string; stdio?: SpawnSyncOptions['stdio'] } = {},
): CliRun {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input: options.input ?? '',
    env: cleanEnv(options.env),
    cwd: options.cwd ?? tempDir(),
    encoding: 'utf8',
    ...(options.stdio === undefined ? {} : { stdio: options.stdio }),
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'cardtable-test-'));
}
