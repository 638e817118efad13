/**
 * `npm run bench`: the figures the issues ask for, measured on this machine.
 *
 * 1. Start-up: `node bin/cardtable.js freecell --seed 1 </dev/null` against
 *    `node -e 0`, median of interleaved runs; the budget is a ratio of 2.
 * 2. The hint: milliseconds per hint along games played by following it.
 * 3. The rules: legal-move generation and moves applied per second.
 * 4. Memory: heap held by a session of 20,000 moves with its full undo history.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { resolve } from 'node:path';
import { moveCount, startHistory } from '../../src/engine/history.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { Session } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';
import { dealGame } from '../../src/games/freecell/deal.js';
import { hint } from '../../src/games/freecell/hint.js';
import { freecell } from '../../src/games/freecell/index.js';
import { applyMove, isWon, legalMoves } from '../../src/games/freecell/rules.js';
import type { FreeCellMove, FreeCellState } from '../../src/games/freecell/state.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 41);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function timeRun(args: string[]): number {
  const devNull = openSync('/dev/null', 'r');
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: [devNull, 'ignore', 'inherit'] });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  closeSync(devNull);
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}`);
  return elapsed;
}

function startup(): void {
  const baseline: number[] = [];
  const program: number[] = [];
  timeRun(['-e', '0']); // warm the file cache
  timeRun(['bin/cardtable.js', 'freecell', '--seed', '1']);
  for (let i = 0; i < RUNS; i += 1) {
    baseline.push(timeRun(['-e', '0']));
    program.push(timeRun(['bin/cardtable.js', 'freecell', '--seed', '1']));
  }
  const ratio = median(program) / median(baseline);
  console.log(`start-up (median of ${RUNS} runs each)`);
  console.log(`  node -e 0                                         ${median(baseline).toFixed(1)} ms`);
  console.log(`  node bin/cardtable.js freecell --seed 1 </dev/null ${median(program).toFixed(1)} ms`);
  console.log(`  ratio ${ratio.toFixed(2)} (budget 2.00): ${ratio <= 2 ? 'within budget' : 'OVER BUDGET'}`);
}

function hints(): void {
  const times: number[] = [];
  let won = 0;
  const deals = 20;
  for (let deal = 1; deal <= deals; deal += 1) {
    const line: FreeCellState[] = [dealGame(deal)];
    for (let move = 0; move < 300; move += 1) {
      const started = performance.now();
      const result = hint(line);
      times.push(performance.now() - started);
      if (!result.ok) break;
      const next = applyMove(line[line.length - 1]!, result.value);
      if (!next.ok) throw new Error('the hint named an illegal move');
      line.push(next.value);
      if (isWon(next.value)) {
        won += 1;
        break;
      }
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`hint (${times.length} hints over deals 1-${deals}, following each hint)`);
  console.log(`  median ${median(times).toFixed(2)} ms, 99th percentile ${sorted[Math.floor(sorted.length * 0.99)]!.toFixed(2)} ms, slowest ${sorted.at(-1)!.toFixed(2)} ms`);
  console.log(`  games won by following the hint alone: ${won} of ${deals}`);
}

function rules(): void {
  let state = dealGame(617);
  let generated = 0;
  let applied = 0;
  let seed = 1;
  const started = performance.now();
  while (performance.now() - started < 1000) {
    const moves = legalMoves(state);
    generated += 1;
    if (moves.length === 0) {
      state = dealGame(++seed);
      continue;
    }
    const next = applyMove(state, moves[(generated * 7) % moves.length]!);
    if (next.ok) {
      state = next.value;
      applied += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log('rules (random play, 1 s)');
  console.log(`  ${Math.round(generated / seconds).toLocaleString('en')} legal-move lists and ${Math.round(applied / seconds).toLocaleString('en')} moves applied a second`);
}

function memory(): void {
  const moves = 20_000;
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const output = new MemoryOutput();
  const session = new Session(freecell, startHistory<FreeCellState, FreeCellMove>(dealGame(1)), {
    output, theme: PLAIN, echo: false, savesFolder: '/nonexistent', cwd: ROOT,
  });
  // a card shuttled between two free cells: always legal, so the history grows by one each time
  session.handle('T0 F0');
  for (let i = 1; i < moves; i += 1) {
    session.handle(i % 2 === 1 ? 'F0 F1' : 'F1 F0');
    output.text = '';
  }
  globalThis.gc?.();
  const held = process.memoryUsage().heapUsed - before;
  const kept = moveCount(session.history); // also keeps the session alive through the measurement
  console.log(`memory (a session of ${moves.toLocaleString('en')} moves, all kept for undo${globalThis.gc ? '' : '; run with --expose-gc for exact figures'})`);
  console.log(`  ${kept.toLocaleString('en')} moves in the history; heap held ${(held / 1024 / 1024).toFixed(1)} MiB, ${Math.round(held / kept)} bytes a move; RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
}

startup();
hints();
rules();
memory();
