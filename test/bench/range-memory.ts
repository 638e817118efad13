/**
 * A range's memory (issue 23, item 4): the longest range there is, `cardtable solve
 * freecell --range 1..2147483647` with the default jobs, run for BENCH_RANGE_SECONDS
 * (20 by default) and stopped with SIGTERM; its resident memory sampled from
 * /proc/PID/status every quarter of a second (VmRSS, and VmHWM, the kernel's own peak),
 * and the deal lines it printed counted. Flat memory is the same RSS at the end as a
 * few seconds in. (This build only: the build before streaming took gigabytes.) Then `--range 1..1000` with the default jobs, whole processes,
 * interleaved (BENCH_SOLVER_RUNS rounds, 7 by default): wall time and peak RSS, beside
 * the build BENCH_BASELINE names (a checkout, built), for the before and after.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatSpread, interleaved, spread, type Command } from './processes.js';
import { baselineOf } from './solver.js';
import { ROOT } from './stats.js';

const BIN = join(ROOT, 'bin', 'cardtable.cjs');

/** A field of /proc/PID/status in MiB (its value is in kB), or NaN once the process is gone. */
function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match === null ? Number.NaN : Number(match[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

interface Sample {
  readonly seconds: number;
  readonly rssMiB: number;
  readonly lines: number;
}

/** The command run for `seconds` then sent SIGTERM: its samples, its peak RSS (VmHWM) and the lines it printed. */
async function sampled(command: Command, seconds: number): Promise<{ samples: Sample[]; peakMiB: number; lines: number }> {
  const child = spawn(command.file, command.args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = child.pid as number;
  let lines = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines += 1;
  });
  const ended = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const started = performance.now();
  const samples: Sample[] = [];
  let peakMiB = 0;
  while (performance.now() - started < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const rssMiB = statusMiB(pid, 'VmRSS');
    peakMiB = Math.max(peakMiB, statusMiB(pid, 'VmHWM') || 0);
    samples.push({ seconds: (performance.now() - started) / 1000, rssMiB, lines });
  }
  child.kill('SIGTERM');
  await ended;
  return { samples, peakMiB, lines };
}

export async function rangeMemory(): Promise<void> {
  const seconds = Number(process.env['BENCH_RANGE_SECONDS'] ?? 20);
  const rounds = Number(process.env['BENCH_SOLVER_RUNS'] ?? 7);
  const longest: Command = { name: 'cardtable', file: process.execPath, args: [BIN, 'solve', 'freecell', '--range', '1..2147483647'] };
  const { samples, peakMiB, lines } = await sampled(longest, seconds);
  console.log(`solve freecell --range 1..2147483647 (default jobs), stopped after ${seconds} s: ${lines} deal lines, peak RSS (VmHWM) ${peakMiB.toFixed(1)} MiB`);
  const every = Math.max(1, Math.round(samples.length / 10));
  const shown = samples.filter((_, i) => (i + 1) % every === 0);
  console.log(`  RSS over time: ${shown.map((s) => `${s.seconds.toFixed(0)} s ${Number.isNaN(s.rssMiB) ? '(gone)' : `${s.rssMiB.toFixed(1)} MiB`} (${s.lines} lines)`).join(', ')}`);
  const short: Command = { name: 'cardtable 1..1000', file: process.execPath, args: [BIN, 'solve', 'freecell', '--range', '1..1000'] };
  const commands = [short, ...(baselineOf(short) === null ? [] : [baselineOf(short) as Command])];
  const measured = interleaved(commands, rounds);
  console.log(`solve freecell --range 1..1000, default jobs, whole processes, ${rounds} interleaved rounds: min / median / max`);
  commands.forEach((command, k) => {
    const runs = measured[k]!;
    console.log(`  ${command.name.padEnd(28)} wall ${formatSpread(spread(runs.map((run) => run.ms / 1000)), 's')}   cpu ${formatSpread(spread(runs.map((run) => run.cpuS)), 's')}   peak RSS ${formatSpread(spread(runs.map((run) => run.rssMiB)), 'MiB', 1)}`);
  });
  if (commands.length === 2) {
    const untimed = (out: string): string => out.replace(/; [\d.]+ s;/, '; (time);');
    const outputs = new Set(measured.flat().map((run) => untimed(run.stdout)));
    const ratios = measured[0]!.map((run, i) => run.ms / measured[1]![i]!.ms);
    console.log(`  this build / baseline, wall per round: ${formatSpread(spread(ratios), '', 2).trim()}; outputs ${outputs.size === 1 ? 'byte for byte the same (the summary\'s time aside)' : `DIFFER (${outputs.size} distinct)`}`);
  }
}
