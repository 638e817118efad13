/**
 * The solver deal by deal, in this process: each deal's own time, positions, length
 * and the solver's answer (figures of its own, never set beside fc-solve's: that
 * comparison is whole processes, solver.ts):
 *
 *     node node_modules/.cache/cardtable-bench/test/bench/solver-deals.js [from] [to] [options]
 *
 * Deals 1..32000 by default. Options: --one-card (the default rules: one card a
 * move; otherwise --supermoves), --autoplay, --budget-ms N (each deal gets N ms;
 * otherwise the solver's default budget), --json (one line of figures, for
 * solver-32000.ts). Prints how many deals were solved, which were not (and what the
 * solver said), the per-deal median and worst, the slowest deals, solution lengths,
 * and memory. Every solution is then replayed through the engine's rules (applyMove
 * from the deal, ending won), outside the timed part; a solution that fails its
 * replay makes the exit status 1.
 */
import { dealGame } from '../../src/games/freecell/deal.js';
import { wastedMoves } from '../../src/games/freecell/solution.js';
import { solve, type SolveBudget, type SolveResult } from '../../src/games/freecell/solver/index.js';
import type { FreeCellMove, FreeCellState } from '../../src/games/freecell/state.js';

export interface RangeFigures {
  readonly from: number;
  readonly to: number;
  readonly mode: string;
  readonly solved: number;
  /** Deals not solved, with what the solver said. */
  readonly unsolved: readonly (readonly [number, string])[];
  readonly totalMs: number;
  readonly medianMs: number;
  readonly worstMs: number;
  readonly worstDeal: number;
  /** The ten slowest deals, slowest first: deal number and milliseconds. */
  readonly slowest: readonly (readonly [number, number])[];
  readonly within200Ms: number;
  readonly averageLength: number;
  readonly shortest: number;
  readonly longest: number;
  readonly longestDeal: number;
  readonly averagePositions: number;
  readonly maxPositions: number;
  /** Peak resident set size of this process (the solver's memory and node's own), and the peak of the JS heap after a solve. */
  readonly peakRssMiB: number;
  readonly peakHeapMiB: number;
  /** Solutions replayed through applyMove that ended won, and those that did not. */
  readonly verified: number;
  readonly failed: readonly number[];
  /** Deals whose solution comes back to a position it met before (solution.ts, wastedMoves). */
  readonly wasteful: readonly number[];
}

/** The solution's wasted moves, or null when it does not win as the rules play it. */
function replayed(state: FreeCellState, moves: readonly FreeCellMove[]): number[] | null {
  try {
    return wastedMoves(state, moves);
  } catch {
    return null;
  }
}

function main(argv: readonly string[]): void {
  const numbers = argv.filter((arg) => /^\d+$/.test(arg)).map(Number);
  const flag = (name: string): boolean => argv.includes(name);
  const budgetAt = argv.indexOf('--budget-ms');
  const from = numbers[0] ?? 1;
  const to = numbers[1] ?? 32000;
  const rules = { supermoves: !flag('--one-card'), autoplay: flag('--autoplay') };
  const budget: SolveBudget | undefined = budgetAt >= 0 ? { milliseconds: Number(argv[budgetAt + 1]) } : undefined;
  const mode = `${rules.supermoves ? 'supermoves' : 'one card a move'}${rules.autoplay ? ', autoplay' : ''}${budget === undefined ? '' : `, ${budget.milliseconds} ms a deal`}`;

  const deals: FreeCellState[] = [];
  for (let n = from; n <= to; n += 1) deals.push(dealGame(n, rules));
  const results: SolveResult[] = [];
  const times: number[] = [];
  let peakHeap = 0;
  const started = performance.now();
  for (const state of deals) {
    const t = performance.now();
    results.push(solve(state, budget));
    times.push(performance.now() - t);
    const heap = process.memoryUsage().heapUsed;
    if (heap > peakHeap) peakHeap = heap;
  }
  const totalMs = performance.now() - started;
  const peakRss = process.resourceUsage().maxRSS * 1024;

  const unsolved: [number, string][] = [];
  const lengths: number[] = [];
  const failed: number[] = [];
  const wasteful: number[] = [];
  let longestDeal = from;
  let longest = 0;
  results.forEach((result, i) => {
    const n = from + i;
    if (result.kind !== 'solved') {
      unsolved.push([n, result.kind]);
      return;
    }
    const wasted = replayed(deals[i]!, result.moves);
    if (wasted === null) failed.push(n);
    else if (wasted.length > 0) wasteful.push(n);
    if (result.moves.length > longest) {
      longest = result.moves.length;
      longestDeal = n;
    }
    lengths.push(result.moves.length);
  });
  const sorted = [...times].sort((a, b) => a - b);
  const worstMs = sorted[sorted.length - 1] ?? 0;
  const positions = results.map((result) => result.positions);
  const figures: RangeFigures = {
    from, to, mode,
    solved: lengths.length,
    unsolved,
    totalMs,
    medianMs: sorted.length % 2 === 1 ? sorted[sorted.length >> 1]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2,
    worstMs,
    worstDeal: from + times.indexOf(worstMs),
    slowest: times.map((t, i) => [from + i, t] as const).sort((a, b) => b[1] - a[1]).slice(0, 10),
    within200Ms: results.filter((result, i) => result.kind === 'solved' && times[i]! <= 200).length,
    averageLength: lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length),
    shortest: lengths.reduce((a, b) => Math.min(a, b), Infinity),
    longest,
    longestDeal,
    averagePositions: positions.reduce((a, b) => a + b, 0) / positions.length,
    maxPositions: positions.reduce((a, b) => Math.max(a, b), 0),
    peakRssMiB: peakRss / 1048576,
    peakHeapMiB: peakHeap / 1048576,
    verified: lengths.length - failed.length,
    failed,
    wasteful,
  };
  if (flag('--json')) {
    console.log(JSON.stringify(figures));
  } else {
    const count = to - from + 1;
    console.log(`cardtable solver, deals ${from}..${to} (${mode}), one thread`);
    console.log(`  solved ${figures.solved} of ${count}; not solved: ${unsolved.length === 0 ? 'none' : unsolved.map(([n, kind]) => `#${n} (${kind})`).join(', ')}`);
    console.log(`  total ${(totalMs / 1000).toFixed(2)} s; per deal median ${figures.medianMs.toFixed(2)} ms, worst ${worstMs.toFixed(1)} ms (#${figures.worstDeal}); within 200 ms: ${figures.within200Ms}`);
    console.log(`  slowest: ${figures.slowest.map(([n, t]) => `#${n} ${t.toFixed(1)} ms`).join(', ')}`);
    console.log(`  solution length: average ${figures.averageLength.toFixed(1)}, shortest ${figures.shortest}, longest ${figures.longest} (#${longestDeal}) moves`);
    console.log(`  positions stored: average ${figures.averagePositions.toFixed(0)}, most ${figures.maxPositions}; peak RSS ${figures.peakRssMiB.toFixed(0)} MiB, peak heap ${figures.peakHeapMiB.toFixed(0)} MiB`);
    console.log(`  replayed through the engine's rules: ${figures.verified} won${failed.length === 0 ? '' : `; FAILED: ${failed.map((n) => `#${n}`).join(', ')}`}`);
    console.log(`  solutions with a wasted move (back to a position met before): ${wasteful.length}${wasteful.length === 0 ? '' : ` (${wasteful.slice(0, 10).map((n) => `#${n}`).join(', ')}${wasteful.length > 10 ? ', ...' : ''})`}`);
  }
  if (failed.length > 0) process.exitCode = 1;
}

main(process.argv.slice(2));
