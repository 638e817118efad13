/**
 * The solver's search core (core/, AssemblyScript compiled to WebAssembly by `npm
 * run build:core` into core-wasm.ts, which is generated and not committed), as the
 * host calls it: one instance per thread, made when first used. The host writes the
 * position into the core's memory (the layout: real piles, free cells and home
 * cells), picks the schedule, runs it, and asks for the answer: the core writes the
 * path out on the real table, shortens it (one card a move) and plays it under the
 * rules, and hands back the engine's moves as (from, to, count).
 */
import { CORE_WASM } from './core-wasm.js';
import { instantiateCore, positionLimit as limit } from '../../../engine/wasm-core.js';
import type { Schedule, Weights } from './schedule.js';

/** What the core exports (core/index.ts). Addresses are byte offsets into its memory. */
interface CoreExports {
  readonly memory: { readonly buffer: ArrayBuffer };
  layout(): number;
  weights(): number;
  usePortfolio(count: number, opening: number, turn: number, share: number, rescueAfter: number, oneCard: number): void;
  solve(maxPositions: number, deadline: number): number;
  positions(): number;
  answer(supermoves: number, autoplay: number): number;
  answerMoves(): number;
  answerComplete(): number;
}

/** A search's outcome ('solved': its path is in the core, for `answer`), and the positions stored by all the portfolio's searches. */
export interface PortfolioOutcome {
  readonly kind: 'solved' | 'unsolvable' | 'unknown';
  readonly positions: number;
}

let instance: CoreExports | undefined;

function core(): CoreExports {
  instance ??= instantiateCore<CoreExports>(CORE_WASM, 'solver core');
  return instance;
}

/**
 * The core's layout (core/layout.ts), for the host to write a position into: tableau
 * pile i's cards bottom first at `col[i * 64 ..]`; in `words`, the piles' lengths
 * (0..7), the free cells (8..11, a card or -1), each suit's home rank (12..15) and
 * the home cell that holds it (16..19, -1: none). Views made afresh each time: the
 * core's memory may have grown since.
 */
export function layoutView(): { readonly col: Uint8Array; readonly words: Int32Array } {
  const c = core();
  const at = c.layout();
  const { buffer } = c.memory;
  return { col: new Uint8Array(buffer, at, 8 * 64), words: new Int32Array(buffer, at + 8 * 64, 20) };
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

/** Runs the schedule chosen on the position in the layout: the outcome, and the positions stored by all its searches. */
export function runPortfolio(maxPositions: number, deadline: number): PortfolioOutcome {
  const c = core();
  const kind = c.solve(limit(maxPositions), deadline);
  return { kind: kind === 0 ? 'solved' : kind === 1 ? 'unsolvable' : 'unknown', positions: c.positions() };
}

const FAILURES: Record<number, string> = {
  [-1]: 'a move of the path cannot be made',
  [-2]: 'the written-out solution does not win',
  [-3]: 'a move of the answer cannot be made',
  [-4]: 'a run too long to move',
};

/**
 * The last solved search's answer from the layout's position under these rules
 * (core/answer.ts): the engine's moves as `from | to << 4 | count << 8` (piles 0..7
 * tableau, 8..11 free cells, 12..15 home cells; count 0: none named), and whether they
 * win. With autoplay on they may stop short, autoplay having taken a card a later move
 * needs: the position they reach is then in the layout, for the next search.
 */
export function answer(supermoves: boolean, autoplay: boolean): { readonly moves: Int32Array; readonly complete: boolean } {
  const c = core();
  const count = c.answer(supermoves ? 1 : 0, autoplay ? 1 : 0);
  if (count < 0) throw new Error(`solver: ${FAILURES[count] ?? 'the answer failed'}`);
  return { moves: new Int32Array(c.memory.buffer, c.answerMoves(), count), complete: c.answerComplete() !== 0 };
}
