/**
 * The solver's search core (core/, AssemblyScript compiled to WebAssembly by `npm
 * run build:core` into core-wasm.ts, which is generated and not committed), as the
 * host calls it: one instance per thread, made when first used. The host writes the
 * position into the core's memory (the answer's Table: real piles), picks the
 * schedule, runs it, and reads back the outcome, the positions stored and the path.
 * The shortener walks solutions on a board of the core's own (`ShortBoard`).
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
  shortLoad(): void;
  shortStart(): void;
  shortPlay(move: number): void;
  shortHash(): number;
  shortKey(): number;
  shortGenerate(supermoves: number): number;
  shortMovesAt(): number;
  shortHashesAt(): number;
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
    const path = Array.from(new Int32Array(c.memory.buffer, c.path(), c.pathLength()));
    return { outcome: { kind: 'solved', path }, positions };
  }
  return { outcome: { kind: kind === 1 ? 'unsolvable' : 'unknown' }, positions };
}

/**
 * The shortener's board, in the core: the position set (`load`), walked by
 * layout-free moves. Its key is read and changed in place through `key` and `below`
 * (views made at `load`: the core's memory does not grow while the shortener works).
 */
export class ShortBoard {
  /** What each card lies on (52 bytes), and the same as 13 words. */
  below = new Uint8Array(0);
  key = new Uint32Array(0);
  /** After `generate`: the moves (layout-free) and the hash of the position each leads to. */
  moves = new Int32Array(0);
  hashes = new Int32Array(0);

  /** Takes the position set (setPosition) as the start. */
  load(): void {
    const c = core();
    c.shortLoad();
    const { buffer } = c.memory;
    this.below = new Uint8Array(buffer, c.shortKey(), 52);
    this.key = new Uint32Array(buffer, c.shortKey(), 13);
    this.moves = new Int32Array(buffer, c.shortMovesAt(), 256);
    this.hashes = new Int32Array(buffer, c.shortHashesAt(), 256);
  }

  /** Back to the start (decoded from its key: the piles in the order of their bottom cards). */
  start(): void {
    core().shortStart();
  }

  play(move: number): void {
    core().shortPlay(move);
  }

  hash(): number {
    return core().shortHash();
  }

  /** The legal moves here (runs as one with supermoves): how many, in `moves` and `hashes`. */
  generate(supermoves: boolean): number {
    return core().shortGenerate(supermoves ? 1 : 0);
  }
}
