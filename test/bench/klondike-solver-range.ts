/**
 * The Klondike solver over a range of deals, one thread, in this process:
 *
 *     node node_modules/.cache/cardtable-bench/test/bench/klondike-solver-range.js FROM TO DRAW [vegas] [--positions N] [--json]
 *
 * DRAW is 1, 3 or spec. Each deal is dealt, solved with every card known and, when
 * solved, its solution replayed through the rules (inside the timed part, as `solve
 * klondike` does it). Prints the counts, the winnable share, per-deal times and peak
 * memory, or (--json) one line of figures for test/bench/klondike-solver.ts.
 */
import { dealGame } from '../../src/games/klondike/deal.js';
import { checkedSolve } from '../../src/games/klondike/solution.js';
import { DEFAULT_POSITIONS } from '../../src/cli/solve-klondike.js';
import type { KlondikeRules } from '../../src/games/klondike/state.js';

export interface KlondikeRangeFigures {
  readonly from: number;
  readonly to: number;
  readonly rules: KlondikeRules;
  readonly positionsBudget: number;
  readonly solved: number;
  readonly unsolvable: number;
  readonly unknown: readonly number[];
  readonly totalMs: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly worstMs: number;
  readonly worstDeal: number;
  /** The process's CPU time a deal (user and system), less sensitive than the wall time to a loaded machine. */
  readonly cpuMedianMs: number;
  readonly cpuP99Ms: number;
  readonly cpuWorstMs: number;
  readonly cpuTotalMs: number;
  /** The deals that took more than 5 s of CPU time (the bound for one deal), in order. */
  readonly cpuOver5s: readonly number[];
  readonly medianPositions: number;
  readonly maxPositions: number;
  readonly averageLength: number;
  readonly peakRssMiB: number;
}

function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

function main(argv: readonly string[]): void {
  const [from, to] = argv.filter((arg) => /^\d+$/.test(arg)).map(Number) as [number, number];
  const drawText = argv[2] ?? '3';
  const rules: KlondikeRules = { draw: drawText === 'spec' ? 'spec' : (Number(drawText) as 1 | 3), scoring: argv.includes('vegas') ? 'vegas' : 'none' };
  const at = argv.indexOf('--positions');
  const positions = at >= 0 ? Number(argv[at + 1]) : DEFAULT_POSITIONS;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const counts: number[] = [];
  const lengths: number[] = [];
  const unknown: number[] = [];
  const cpuOver5s: number[] = [];
  let unsolvable = 0;
  let worstDeal = from;
  const started = performance.now();
  for (let seed = from; seed <= to; seed += 1) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    const result = checkedSolve(dealGame(seed, rules), { positions });
    const ms = performance.now() - t;
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    if (used.user + used.system > 5e6) cpuOver5s.push(seed);
    if (ms > Math.max(0, ...times)) worstDeal = seed;
    times.push(ms);
    counts.push(result.positions);
    if (result.kind === 'solved') lengths.push(result.moves.length);
    else if (result.kind === 'unsolvable') unsolvable += 1;
    else unknown.push(seed);
  }
  const totalMs = performance.now() - started;
  const t = sorted(times);
  const c = sorted(counts);
  const u = sorted(cpuTimes);
  const figures: KlondikeRangeFigures = {
    from, to, rules, positionsBudget: positions,
    solved: lengths.length, unsolvable, unknown, totalMs,
    medianMs: t[Math.floor(t.length / 2)]!, p99Ms: t[Math.min(t.length - 1, Math.floor(t.length * 0.99))]!, worstMs: t[t.length - 1]!, worstDeal,
    cpuMedianMs: u[Math.floor(u.length / 2)]!, cpuP99Ms: u[Math.min(u.length - 1, Math.floor(u.length * 0.99))]!, cpuWorstMs: u[u.length - 1]!, cpuTotalMs: u.reduce((a, b) => a + b, 0), cpuOver5s,
    medianPositions: c[Math.floor(c.length / 2)]!, maxPositions: c[c.length - 1]!,
    averageLength: lengths.length === 0 ? 0 : lengths.reduce((a, b) => a + b, 0) / lengths.length,
    peakRssMiB: (process.resourceUsage().maxRSS * 1024) / 2 ** 20,
  };
  if (argv.includes('--json')) console.log(JSON.stringify(figures));
  else console.log(figures);
}

main(process.argv.slice(2));
