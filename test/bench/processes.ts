/**
 * Whole processes timed side by side: each command runs as a fresh process (start-up
 * included), the commands take turns round after round (so that a busy moment on this
 * shared machine hurts all of them alike), and each run's wall time and peak resident
 * memory are kept (the memory from /usr/bin/time, which reads the child's rusage).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ROOT } from './stats.js';

const TIME = '/usr/bin/time';

export interface Command {
  readonly name: string;
  readonly file: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
}

export interface Measured {
  readonly ms: number;
  /** Peak resident set size, MiB (NaN without /usr/bin/time). */
  readonly rssMiB: number;
  /** CPU time, user and system, seconds (NaN without /usr/bin/time): on a busy machine, what the wall time would be alone. */
  readonly cpuS: number;
  readonly stdout: string;
}

/** Runs the command once, stdout into a file, stdin empty; its wall time, peak RSS and output. */
export function runMeasured(command: Command): Measured {
  const dir = mkdtempSync(join(tmpdir(), 'cardtable-bench-'));
  try {
    const out = openSync(join(dir, 'stdout'), 'w');
    const rssFile = join(dir, 'rss');
    const timed = existsSync(TIME);
    const file = timed ? TIME : command.file;
    const args = timed ? ['-f', '%M %U %S', '-o', rssFile, command.file, ...command.args] : [...command.args];
    const started = process.hrtime.bigint();
    const run = spawnSync(file, args, { cwd: ROOT, env: command.env ?? process.env, stdio: ['ignore', out, 'pipe'], encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    closeSync(out);
    if (run.status !== 0) throw new Error(`${command.name} exited ${run.status}: ${run.stderr}`);
    const [rssKiB, user, system] = timed ? (readFileSync(rssFile, 'utf8').trim().split('\n').pop() ?? '').split(' ').map(Number) : [];
    const rssMiB = rssKiB === undefined ? Number.NaN : rssKiB / 1024;
    const cpuS = user === undefined || system === undefined ? Number.NaN : user + system;
    return { ms, rssMiB, cpuS, stdout: readFileSync(join(dir, 'stdout'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `runs` rounds, each running every command once in turn, after one round not counted (it warms the file cache). */
export function interleaved(commands: readonly Command[], runs: number): Measured[][] {
  commands.forEach(runMeasured);
  const results = commands.map(() => [] as Measured[]);
  for (let i = 0; i < runs; i += 1) commands.forEach((command, k) => results[k]!.push(runMeasured(command)));
  return results;
}

export interface Spread {
  readonly min: number;
  readonly median: number;
  readonly max: number;
}

export function spread(values: readonly number[]): Spread {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

export function formatSpread(s: Spread, unit: string, digits = 2): string {
  return `${s.min.toFixed(digits)} / ${s.median.toFixed(digits)} / ${s.max.toFixed(digits)} ${unit}`;
}

/** The environment fc-solve's run.sh sets up (it unpacks the tarball on first use), so that its tools run directly, without the script's own start-up; null when it is not there. */
export function fcsEnvironment(): NodeJS.ProcessEnv | null {
  const script = join(ROOT, '..', 'shared', 'tools', 'fcs', 'run.sh');
  if (!existsSync(script)) return null;
  const run = spawnSync(script, ['env', '-0'], { encoding: 'utf8' });
  if (run.status !== 0) return null;
  const env: NodeJS.ProcessEnv = {};
  for (const entry of run.stdout.split('\0')) {
    const at = entry.indexOf('=');
    if (at > 0) env[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return env;
}
