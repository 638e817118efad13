/**
 * `npm run bench:32000`: the solver over deals 1..32000 (a few minutes).
 *
 * 1. Beside fc-solve `-l lg`, whole processes timed the same way (solver.ts):
 *    `cardtable solve freecell --range 1..32000 --supermoves --jobs 1` against
 *    fc-solve's range solver, interleaved, BENCH_SOLVER_RUNS rounds (3 by default),
 *    and another build's (BENCH_BASELINE, see solver.ts) when one is named.
 * 2. Deal by deal, each mode in a fresh process (solver-deals.ts): the slowest deals,
 *    the answers, lengths, and the check that no solution wastes a move.
 * 3. The slowest deals of each mode again, each alone as a whole process
 *    (`cardtable solve freecell --seed N`): its wall time and peak memory.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { formatSpread, interleaved, runMeasured, spread } from './processes.js';
import { baselineOf, cardtableCommand, fcsCommand, NODE, printComparison } from './solver.js';
import type { RangeFigures } from './solver-deals.js';
import { median, ROOT } from './stats.js';

const RUNS = Number(process.env['BENCH_SOLVER_RUNS'] ?? 3);
const DEALS = 32000;

/** The per-deal figures of deals 1..deals, from a fresh process. */
function dealByDeal(deals: number, ...options: string[]): RangeFigures {
  const script = join(import.meta.dirname, 'solver-deals.js');
  const run = spawnSync(process.execPath, [script, '1', String(deals), '--json', ...options], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`solver-deals.js ${options.join(' ')} exited ${run.status}: ${run.stderr}${run.stdout}`);
  return JSON.parse(run.stdout) as RangeFigures;
}

function main(): void {
  const started = performance.now();
  const fcs = fcsCommand(1, DEALS);
  const ours = cardtableCommand('cardtable --supermoves', 1, DEALS, '--supermoves');
  const baseline = baselineOf(ours);
  const commands = [NODE, ...(fcs === null ? [] : [fcs]), ours, ...(baseline === null ? [] : [baseline])];
  const runs = interleaved(commands, RUNS);
  printComparison(`freecell solver, deals 1..${DEALS}, one thread, whole processes (start-up included), ${RUNS} interleaved rounds: min / median / max`, { commands, runs });
  const nodeRss = median(runs[0]!.map((run) => run.rssMiB));

  for (const [mode, options] of [['supermoves', []], ['one card a move', ['--one-card']]] as const) {
    const f = dealByDeal(DEALS, ...options);
    console.log(`deal by deal, ${mode} (in one process; each deal's own time):`);
    console.log(`  solved ${f.solved} of ${DEALS}; not solved: ${f.unsolved.length === 0 ? 'none' : f.unsolved.map(([n, kind]) => `#${n} ${kind}`).join(', ')}`);
    console.log(`  per deal median ${f.medianMs.toFixed(2)} ms; length average ${f.averageLength.toFixed(1)} (${f.shortest}..${f.longest}); positions average ${f.averagePositions.toFixed(0)}, most ${f.maxPositions}`);
    console.log(`  solutions with a wasted move (a move the next one undoes, or a position met twice): ${f.wasteful.length}${f.wasteful.length === 0 ? '' : ` (${f.wasteful.slice(0, 10).map((n) => `#${n}`).join(', ')})`}`);
    console.log(`  replayed through the engine's rules: ${f.verified} won${f.failed.length === 0 ? '' : `; FAILED: ${f.failed.join(', ')}`}`);
    console.log(`  slowest: ${f.slowest.slice(0, 5).map(([n, ms]) => `#${n} ${ms.toFixed(1)} ms`).join(', ')}`);
    for (const [deal] of f.slowest.slice(0, 3)) {
      const alone = [...Array(3)].map(() => runMeasured({
        name: `#${deal}`,
        file: process.execPath,
        args: [join(ROOT, 'bin', 'cardtable.cjs'), 'solve', 'freecell', '--seed', String(deal), ...(options.length === 0 ? ['--supermoves'] : [])],
      }));
      const rss = spread(alone.map((run) => run.rssMiB));
      console.log(`    #${deal} alone, whole process, 3 runs: wall ${formatSpread(spread(alone.map((run) => run.ms / 1000)), 's')}, cpu ${formatSpread(spread(alone.map((run) => run.cpuS)), 's')}, peak RSS ${formatSpread(rss, 'MiB', 1)} (${(rss.max - nodeRss).toFixed(1)} MiB above node -e 0)`);
    }
  }
  console.log(`(bench:32000 took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

main();
