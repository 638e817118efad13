/**
 * The solver's search core (core/, AssemblyScript compiled to WebAssembly by `npm
 * run build:core` into core-wasm.ts, which is generated and not committed), as the
 * host calls it: one instance per thread, made when first used. The host writes the
 * position into the core's memory (the answer's Table: real piles), picks the
 * schedule, runs it, and reads back the outcome, the positions stored and the path.
 * The shortener (core/shorten.ts) runs in the core too.
 */
import { CORE_WASM } from './core-wasm.js';
import type { Table } from './answer.js';
import type { Schedule, Weights } from './schedule.js';

/** What the core exports (core/index.ts). Addresses are byte offsets into its memory. */
interface CoreExports {
  readonly memory: { readonly buffer: ArrayBuffer };
  layout(): number;
  weights(): number;
  usePortfolio(count: number, opening: number, turn: number, share: number, rescueAfter: number, oneCard: number): void;
  solve(maxPositions: number, deadline: number): number;
  positions(): number;
  path(): number;
  pathLength(): number;
  shortenRoom(count: number): number;
  shorten(count: number, supermoves: number): number;
}

export type SearchOutcome =
  | { readonly kind: 'solved'; readonly path: readonly number[] }
  | { readonly kind: 'unsolvable' }
  | { readonly kind: 'unknown' };

export interface PortfolioOutcome {
  readonly outcome: SearchOutcome;
  readonly positions: number;
}

/** The little of WebAssembly's API used here (node has it; the project's type libraries do not declare it). */
interface WebAssemblyApi {
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Instance: new (module: object, imports: object) => { readonly exports: object };
}
const { WebAssembly } = globalThis as unknown as { WebAssembly: WebAssemblyApi };

let instance: CoreExports | undefined;

function core(): CoreExports {
  if (instance === undefined) {
    const module = new WebAssembly.Module(Buffer.from(CORE_WASM, 'base64'));
    const imports = {
      env: {
        now: (): number => performance.now(),
        abort: (): never => {
          throw new Error('solver core: aborted (out of memory?)');
        },
      },
    };
    instance = new WebAssembly.Instance(module, imports).exports as unknown as CoreExports;
  }
  return instance;
}

/** Positions as the core counts them: a whole number in 32 bits (a budget beyond that is no budget). */
function limit(positions: number): number {
  if (Number.isNaN(positions)) return 0x7fffffff;
  return Math.max(-0x80000000, Math.min(0x7fffffff, Math.ceil(positions)));
}

/** Writes the table's position into the core's layout (core/layout.ts). */
export function setPosition(table: Table): void {
  const c = core();
  const at = c.layout();
  const { buffer } = c.memory;
  new Uint8Array(buffer, at, 8 * 64).set(table.col);
  const words = new Int32Array(buffer, at + 8 * 64, 16);
  words.set(table.len, 0);
  words.set(table.cells, 8);
  words.set(table.suitRank, 12);
}

/** The schedule the core's portfolio was made for: it keeps its searches (with their memory) for the next deal of the same schedule. */
let chosen: { schedule: Schedule; oneCard: boolean } | undefined;

const WEIGHT_ORDER = ['notHome', 'blocker', 'sameSuitBlocker', 'disorder', 'aboveNext', 'wellPlaced', 'cell', 'emptyPile', 'depth'] as const;

/** Makes the core's portfolio follow this schedule (a new one only when the schedule or the kind of solution changes). */
export function useSchedule(schedule: Schedule, oneCard: boolean): void {
  if (chosen !== undefined && chosen.schedule === schedule && chosen.oneCard === oneCard) return;
  const c = core();
  const sets: Weights[] = [...schedule.weights];
  if (schedule.rescue !== undefined) sets.push(schedule.rescue.weights);
  if (sets.length > 16) throw new RangeError('solve: a schedule has at most 16 searches');
  const words = new Int32Array(c.memory.buffer, c.weights(), sets.length * 9);
  sets.forEach((w, i) => WEIGHT_ORDER.forEach((name, k) => (words[i * 9 + k] = w[name])));
  c.usePortfolio(sets.length, schedule.opening, schedule.turn, schedule.share, schedule.rescue?.after ?? -1, oneCard ? 1 : 0);
  chosen = { schedule, oneCard };
}

/** Runs the schedule chosen on the position set: the outcome, and the positions stored by all its searches. */
export function runPortfolio(maxPositions: number, deadline: number): PortfolioOutcome {
  const c = core();
  const kind = c.solve(limit(maxPositions), deadline);
  const positions = c.positions();
  if (kind === 0) {
    const path = numbers(c.memory.buffer, c.path(), c.pathLength());
    return { outcome: { kind: 'solved', path }, positions };
  }
  return { outcome: { kind: kind === 1 ? 'unsolvable' : 'unknown' }, positions };
}

/**
 * A one-card answer from the position set (setPosition) with its loops and detours cut
 * out (core/shorten.ts says how).
 */
export function shortened(moves: readonly number[], supermoves: boolean): number[] {
  const c = core();
  const at = c.shortenRoom(moves.length);
  new Int32Array(c.memory.buffer, at, moves.length).set(moves);
  const length = c.shorten(moves.length, supermoves ? 1 : 0);
  return numbers(c.memory.buffer, at, length);
}

/** `count` 32-bit words of the core's memory from byte `at`, copied into an array (a plain loop: Array.from's iterator made most of the garbage here). */
function numbers(buffer: ArrayBuffer, at: number, count: number): number[] {
  const words = new Int32Array(buffer, at, count);
  const out = new Array<number>(count);
  for (let i = 0; i < count; i += 1) out[i] = words[i]!;
  return out;
}
