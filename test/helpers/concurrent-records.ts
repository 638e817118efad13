/**
 * Many processes recording a game in the same statistics file at the same moment, as
 * games finishing at once at many terminals do: each is its own node process running
 * record-game.ts (bundled once with esbuild, so that a process starts in tens of
 * milliseconds), held at a barrier until all are ready, then let go together.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { tempDir } from './cli.js';

/** record-game.ts bundled into a script node runs as it is; `entry` may be another copy of it (the bench's "before"). */
export function bundleRecorder(entry: string = resolve(import.meta.dirname, 'record-game.ts')): string {
  const outfile = join(tempDir(), 'record-game.cjs');
  buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile, logLevel: 'warning' });
  return outfile;
}

export interface ConcurrentRun {
  /** Each process's exit status and what it printed, in the order of their indexes. */
  readonly runs: readonly { status: number | null; stdout: string; stderr: string }[];
}

/** Runs `count` recorders at once against `folder`; resolves when every one has exited. */
export async function recordAtOnce(script: string, folder: string, count: number): Promise<ConcurrentRun> {
  const barrier = join(tempDir(), 'barrier');
  mkdirSync(barrier);
  const runs = Array.from({ length: count }, (_, index) => new Promise<{ status: number | null; stdout: string; stderr: string }>((done, failed) => {
    const child = spawn(process.execPath, [script, folder, barrier, String(index)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', failed);
    child.on('close', (status) => done({ status, stdout, stderr }));
  }));
  // let them go once every one is waiting at the barrier
  await new Promise<void>((ready) => {
    const check = (): void => {
      if (readdirSync(barrier).filter((name) => name.startsWith('ready-')).length === count) ready();
      else setTimeout(check, 5);
    };
    check();
  });
  if (!existsSync(join(barrier, 'go'))) writeFileSync(join(barrier, 'go'), '');
  return { runs: await Promise.all(runs) };
}
