/**
 * The FreeCell solver against Freecell Solver (fc-solve, `-l lg`, its fastest preset),
 * the field's yardstick, on the same deals, one thread each:
 *
 * - cardtable: a fresh node process solves deals 1..N (test/bench/solver-32000.js
 *   with --json), with supermoves (a run moved as one counts one move, as fc-solve
 *   counts) and one card a move; every solution is replayed through the engine's rules.
 * - fc-solve (when ../shared/tools/fcs is there): the range solver's wall time for
 *   1..N, per-deal times from its progress lines, lengths from summary-fc-solve
 *   (moves home counted, a sequence move counted as one), peak RSS from /usr/bin/time.
 * - the hint's budget: how many deals solve within 200 ms each.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RangeFigures } from './solver-32000.js';
import { median, ROOT } from './stats.js';

const FCS = join(ROOT, '..', 'shared', 'tools', 'fcs', 'run.sh');
const TIME = '/usr/bin/time';

export interface FcsFigures {
  readonly totalMs: number;
  readonly medianMs: number;
  readonly worstMs: number;
  readonly worstDeal: number;
  readonly solved: number;
  readonly averageLength: number;
  readonly shortest: number;
  readonly longest: number;
  readonly peakRssMiB: number | null;
}

/** cardtable's figures for deals 1..deals, from a fresh process. */
export function cardtableRange(deals: number, ...options: string[]): RangeFigures {
  const script = join(import.meta.dirname, 'solver-32000.js');
  const run = spawnSync(process.execPath, [script, '1', String(deals), '--json', ...options], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`solver-32000.js ${options.join(' ')} exited ${run.status}: ${run.stderr}${run.stdout}`);
  return JSON.parse(run.stdout) as RangeFigures;
}

function fcs(args: readonly string[], timed = false): { stdout: string; ms: number; rssKiB: number | null } {
  const command = timed && existsSync(TIME) ? [TIME, '-f', 'maxrss %M', FCS, ...args] : [FCS, ...args];
  const started = process.hrtime.bigint();
  const run = spawnSync(command[0]!, command.slice(1), { encoding: 'utf8', maxBuffer: 1 << 26 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  const rss = /maxrss (\d+)/.exec(run.stderr);
  return { stdout: run.stdout, ms, rssKiB: rss === null ? null : Number(rss[1]) };
}

/** fc-solve's figures for deals 1..deals, or null when it is not there. */
export function fcsRange(deals: number): FcsFigures | null {
  if (!existsSync(FCS)) return null;
  fcs(['true']); // unpacks the tarball once, outside the timing
  const total = fcs(['freecell-solver-range-parallel-solve', '1', String(deals), String(deals), '-l', 'lg'], true);
  // per deal: the range solver's progress line after each board, with a timestamp
  const progress = fcs(['freecell-solver-range-parallel-solve', '1', String(deals), '1', '-l', 'lg']).stdout;
  const stamps = [...progress.matchAll(/(?:Started at|Reached Board No\. \d+ at) ([\d.]+)/g)].map((m) => Number(m[1]) * 1000);
  const perDeal = stamps.slice(1).map((stamp, i) => stamp - stamps[i]!);
  const worstMs = Math.max(...perDeal);
  const summary = fcs(['summary-fc-solve', ...Array.from({ length: deals }, (_, i) => String(i + 1)), '--', '-l', 'lg']).stdout;
  const lengths = [...summary.matchAll(/Verdict: Solved ; Iters: \d+ ; Length: (\d+)/g)].map((m) => Number(m[1]));
  return {
    totalMs: total.ms,
    medianMs: median(perDeal),
    worstMs,
    worstDeal: perDeal.indexOf(worstMs) + 1,
    solved: lengths.length,
    averageLength: lengths.reduce((a, b) => a + b, 0) / lengths.length,
    shortest: Math.min(...lengths),
    longest: Math.max(...lengths),
    peakRssMiB: total.rssKiB === null ? null : total.rssKiB / 1024,
  };
}

function line(name: string, f: { totalMs: number; medianMs: number; worstMs: number; worstDeal: number; solved: number; averageLength: number; shortest: number; longest: number }, memory: string): string {
  return `  ${name.padEnd(27)} ${(f.totalMs / 1000).toFixed(2).padStart(6)} s  median ${f.medianMs.toFixed(2).padStart(5)} ms  worst ${f.worstMs.toFixed(1).padStart(6)} ms (#${f.worstDeal})  solved ${f.solved}  length ${f.averageLength.toFixed(1)} (${f.shortest}..${f.longest})  ${memory}`;
}

/** Prints the comparison on deals 1..deals, and the hint's budget figure. */
export function solverBench(deals = 1000): void {
  const supermoves = cardtableRange(deals);
  const oneCard = cardtableRange(deals, '--one-card');
  const yardstick = fcsRange(deals);
  console.log(`freecell solver, deals 1..${deals}, one thread (times include start-up: a fresh process each)`);
  if (yardstick !== null) {
    console.log(line('fc-solve -l lg', yardstick, yardstick.peakRssMiB === null ? '' : `peak RSS ${yardstick.peakRssMiB.toFixed(0)} MiB`));
  } else console.log('  fc-solve: not found (../shared/tools/fcs/run.sh)');
  for (const [name, f] of [['cardtable, supermoves', supermoves], ['cardtable, one card a move', oneCard]] as const) {
    console.log(line(name, f, `peak RSS ${f.peakRssMiB.toFixed(0)} MiB (heap ${f.peakHeapMiB.toFixed(0)} MiB)`));
    const bad = f.failed.length === 0 ? '' : `; REPLAY FAILED on ${f.failed.join(', ')}`;
    const missed = f.unsolved.length === 0 ? '' : `; not solved: ${f.unsolved.map(([n, kind]) => `#${n} ${kind}`).join(', ')}`;
    console.log(`    every solution replayed through the engine's rules: ${f.verified} won${bad}${missed}`);
  }
  if (yardstick !== null) {
    const ratio = (a: number, b: number): string => (a / b).toFixed(2);
    console.log(`  cardtable / fc-solve: time ${ratio(supermoves.totalMs, yardstick.totalMs)} (supermoves), ${ratio(oneCard.totalMs, yardstick.totalMs)} (one card a move); `
      + `median ${ratio(supermoves.medianMs, yardstick.medianMs)}; length ${ratio(supermoves.averageLength, yardstick.averageLength)} (supermoves, counted as fc-solve counts)`);
  }
  const hintOneCard = cardtableRange(deals, '--one-card', '--budget-ms', '200');
  const hintSupermoves = cardtableRange(deals, '--budget-ms', '200');
  console.log(`  the hint's budget: ${hintOneCard.solved} of ${deals} deals solve within 200 ms each one card a move, ${hintSupermoves.solved} with supermoves`);
}
