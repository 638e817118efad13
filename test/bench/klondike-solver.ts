/**
 * The Klondike solver's figures (issue 14): deals 1..N (BENCH_KLONDIKE_DEALS, 1000 by
 * default) in draw 3 and in draw 1, every card known, beside the field's figures:
 *
 * - one thread: a fresh node process solves the deals one after another
 *   (klondike-solver-range.js): solved, unsolvable, unknown; the winnable share of the
 *   deals decided with its Wilson 95% interval; time a deal (median, 99th percentile,
 *   worst); positions; the process's peak memory;
 * - worker threads: `cardtable solve klondike --range 1..N --jobs J` (BENCH_JOBS, 2 by
 *   default), the whole process timed, for the wall time a user waits.
 *
 * `klondike-check`: the solver against a plain search over the rules themselves (every
 * legal move, exact positions) on small positions and positions after random play,
 * each rule set: how many verdicts were compared, and any that differ.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { wilson } from '../../src/engine/share.js';
import type { KlondikeRangeFigures } from './klondike-solver-range.js';
import { ms, ROOT } from './stats.js';

const REFERENCE: Readonly<Record<string, string>> = {
  '3': 'Solvitaire 81.945% ± 0.084, lonelybot 81.95% ± 0.03',
  '1': 'Solvitaire about 90.5%; Klondike-Solver 91.9% of 1,000 with 1.9% undecided',
};

function percent(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function range(from: number, to: number, draw: string): KlondikeRangeFigures {
  const script = join(import.meta.dirname, 'klondike-solver-range.js');
  const run = spawnSync(process.execPath, [script, String(from), String(to), draw, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`klondike-solver-range.js exited ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as KlondikeRangeFigures;
}

/** The wall time of `cardtable solve klondike --range` on worker threads, and its summary line. */
function withJobs(from: number, to: number, draw: string, jobs: number): { ms: number; summary: string } {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [join(ROOT, 'bin', 'cardtable.cjs'), 'solve', 'klondike', '--range', `${from}..${to}`, '--draw', draw, '--jobs', String(jobs)], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(`solve klondike exited ${run.status}: ${run.stderr}`);
  const lines = run.stdout.trimEnd().split('\n');
  return { ms: elapsed, summary: lines[lines.length - 1]! };
}

export function klondikeSolverBench(deals = Number(process.env['BENCH_KLONDIKE_DEALS'] ?? 1000)): void {
  const jobs = Number(process.env['BENCH_JOBS'] ?? 2);
  console.log(`klondike solver (deals 1-${deals}, every card known; one thread in a fresh process, then ${jobs} worker threads)`);
  for (const draw of ['3', '1']) {
    const f = range(1, deals, draw);
    const decided = f.solved + f.unsolvable;
    const share = decided === 0 ? { share: 0, low: 0, high: 1 } : wilson(f.solved, decided);
    console.log(`  draw ${draw}: solved ${f.solved}, unsolvable ${f.unsolvable}, unknown ${f.unknown.length}${f.unknown.length > 0 ? ` (${f.unknown.slice(0, 12).join(', ')}${f.unknown.length > 12 ? ', ...' : ''})` : ''}; decided ${percent(decided / deals)}`);
    console.log(`    winnable ${percent(share.share)} of the decided (95% interval ${percent(share.low)} to ${percent(share.high)}); bounds with the unknown: ${percent(f.solved / deals)} to ${percent((f.solved + f.unknown.length) / deals)}; field: ${REFERENCE[draw]}`);
    console.log(`    one thread: ${(f.totalMs / 1000).toFixed(1)} s in all; a deal: median ${ms(f.medianMs)}, 99th percentile ${ms(f.p99Ms)}, worst ${ms(f.worstMs)} (#${f.worstDeal}); CPU time a deal: median ${ms(f.cpuMedianMs)}, 99th percentile ${ms(f.cpuP99Ms)}, worst ${ms(f.cpuWorstMs)}, ${(f.cpuTotalMs / 1000).toFixed(1)} s in all, ${f.cpuOver5s.length} deals over 5 s (${f.cpuOver5s.join(', ') || 'none'}); positions: median ${f.medianPositions}, most ${f.maxPositions} (budget ${f.positionsBudget}); solution ${f.averageLength.toFixed(1)} moves on average, draws included; peak RSS ${f.peakRssMiB.toFixed(0)} MiB`);
    const pooled = withJobs(1, deals, draw, jobs);
    console.log(`    ${jobs} worker threads (cardtable solve klondike, the whole process): ${(pooled.ms / 1000).toFixed(1)} s; ${pooled.summary.replace(/; \d+\.\d\d s;/, ';')}`);
  }
}
