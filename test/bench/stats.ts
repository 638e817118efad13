/** Small helpers for the benchmarks: medians, percentiles and timing a command. */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The project's folder: the nearest one above this file with bin/cardtable.cjs (the bench runs compiled, from elsewhere). */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'bin', 'cardtable.cjs'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no cardtable project above ${from}`);
  }
}

export const ROOT = projectRoot(import.meta.dirname);

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

export function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}

/**
 * How a run's stdin and stdout are connected: both pipes (a script feeding the game and
 * reading it), or both /dev/null.
 */
export type Wiring = 'pipes' | '/dev/null';

/** Wall time of one run of node with these arguments: stdin empty and stdout read away, through pipes or /dev/null. */
export function timeRun(args: readonly string[], wiring: Wiring = '/dev/null'): number {
  const devNull = openSync('/dev/null', 'r');
  const stdio = wiring === 'pipes' ? (['pipe', 'pipe', 'inherit'] as const) : ([devNull, 'ignore', 'inherit'] as const);
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: [...stdio], input: wiring === 'pipes' ? '' : undefined });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  closeSync(devNull);
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}`);
  return elapsed;
}

/** The rules of one game as random play needs them. */
export interface RandomPlay<S, M> {
  deal(seed: number): S;
  legalMoves(state: S): readonly M[];
  apply(state: S, move: M): { readonly ok: true; readonly value: S } | { readonly ok: false };
  /** Deal afresh after this many moves of one deal, so that play does not run in circles (none: only when stuck). */
  readonly movesPerDeal?: number;
}

/**
 * Random play for a second: each step lists the legal moves and applies one picked by
 * a fixed rule, dealing the next seed when no move is left. Prints the legal-move
 * lists and the moves applied a second, under `title`.
 */
export function randomPlayRates<S, M>(title: string, firstSeed: number, play: RandomPlay<S, M>): void {
  let seed = firstSeed;
  let state = play.deal(seed);
  let generated = 0;
  let applied = 0;
  let sinceDeal = 0;
  const started = performance.now();
  while (performance.now() - started < 1000) {
    const moves = play.legalMoves(state);
    generated += 1;
    if (moves.length === 0 || sinceDeal === play.movesPerDeal) {
      state = play.deal(++seed);
      sinceDeal = 0;
      continue;
    }
    const next = play.apply(state, moves[(generated * 7) % moves.length]!);
    if (next.ok) {
      state = next.value;
      applied += 1;
      sinceDeal += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(title);
  console.log(`  ${Math.round(generated / seconds).toLocaleString('en')} legal-move lists and ${Math.round(applied / seconds).toLocaleString('en')} moves applied a second`);
}
