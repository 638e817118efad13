/**
 * Klondike's solver core (core/, AssemblyScript compiled to WebAssembly by `npm run
 * build:core` into core-wasm.ts, generated and not committed), as the host calls it:
 * one instance per thread, made when first used. The host writes the position into
 * the core's layout (core/layout.ts), runs the search, and reads the path back: the
 * search's packed moves, which answer.ts writes out as the game's moves through the
 * game's own rules.
 */
import { CORE_WASM } from './core-wasm.js';
import { cardIndex } from '../../../engine/card.js';
import { SUIT } from '../../../engine/card-codes.js';
import { instantiateCore, positionLimit } from '../../../engine/wasm-core.js';
import type { KlondikeState } from '../state.js';

/** What the core exports (core/index.ts). Addresses are byte offsets into its memory. */
interface CoreExports {
  readonly memory: { readonly buffer: ArrayBuffer };
  layout(): number;
  solve(maxPositions: number, deadline: number, postpone: number, shuffle: number, tableRoom: number, lanes: number): number;
  keysRoom(): number;
  positions(): number;
  pathMoves(): number;
  pathCount(): number;
  checkTable(positions: number, stride: number): number;
  checkPointerTable(bases: number, stride: number, bits: number): number;
  checkKeys(steps: number, seed: number): number;
  checkLandings(steps: number, seed: number): number;
  checkSets(steps: number, seed: number): number;
}

let instance: CoreExports | undefined;

function core(): CoreExports {
  instance ??= instantiateCore<CoreExports>(CORE_WASM, 'klondike solver core');
  return instance;
}

const PILES = 7;
const STRIDE = 64;
/** Word indices into the layout's words (core/layout.ts). */
const W_LEN = 0;
const W_DOWN = 7;
const W_HOME = 14;
const W_STOCK_LEN = 18;
const W_PTR = 19;
const W_PASS = 20;
const W_DRAW = 21;
const W_PASS_LIMIT = 22;
const W_WORRY_BACK = 23;

/** Writes the position and its rules into the core's layout. */
function writePosition(c: CoreExports, state: KlondikeState): void {
  const at = c.layout();
  const { buffer } = c.memory;
  const col = new Uint8Array(buffer, at, PILES * STRIDE);
  const stock = new Uint8Array(buffer, at + PILES * STRIDE, 52);
  const words = new Int32Array(buffer, at + PILES * STRIDE + 52, 32);
  const { rules } = state;
  words[W_DRAW] = rules.draw === 'spec' ? 0 : rules.draw;
  words[W_PASS_LIMIT] = rules.scoring === 'vegas' ? (rules.draw === 3 ? 3 : 1) : 0;
  words[W_WORRY_BACK] = rules.draw === 'spec' ? 0 : 1;
  for (let s = 0; s < 4; s += 1) words[W_HOME + s] = 0;
  for (const pile of state.foundations) {
    const top = pile[pile.length - 1];
    if (top !== undefined) words[W_HOME + SUIT[cardIndex(top)]!] = pile.length;
  }
  state.tableau.forEach((pile, i) => {
    if (pile.cards.length > STRIDE) throw new RangeError('a tableau pile holds more cards than a game can');
    pile.cards.forEach((card, k) => (col[i * STRIDE + k] = cardIndex(card)));
    words[W_LEN + i] = pile.cards.length;
    words[W_DOWN + i] = pile.down;
  });
  // the stock's sequence: the waste bottom first, then the deck top first
  let n = 0;
  for (const card of state.waste) stock[n++] = cardIndex(card);
  const deck = state.deck.cards;
  for (let k = deck.length - 1; k >= 0; k -= 1) stock[n++] = cardIndex(deck[k]!);
  words[W_STOCK_LEN] = n;
  words[W_PTR] = state.waste.length;
  words[W_PASS] = state.pass;
}

export type CoreOutcome =
  | { readonly kind: 'solved'; readonly path: readonly number[]; readonly positions: number }
  | { readonly kind: 'unsolvable' | 'unknown'; readonly positions: number };

/**
 * Searches from the position in the core: the outcome, the positions stored, and when
 * solved the search's path (its packed moves, board.ts), stock cards put down waiting
 * for a card to land on them when `postpone` says so (index.ts), the moves of near
 * priorities tried in another order when `shuffle` is not 0 (index.ts, the restarts); the table forgetting
 * whenever it holds `tableRoom` positions when that is above 0 (the tests': see core/search.ts
 * `forgetAllBut`), else only when it is full; in `lanes` searches of their own orders
 * sharing the table (core/search.ts, LANES_MAX; index.ts `LANES`); null when the core
 * cannot take the position (its key would need more than 64 bits: a deal file's piles and stock far
 * beyond a deal's), for the caller to search it with the TypeScript solver.
 */
export function coreSearch(state: KlondikeState, positions: number, deadline: number, postpone = false, shuffle = 0, tableRoom = 0, lanes = 1): CoreOutcome | null {
  const c = core();
  writePosition(c, state);
  const kind = c.solve(positionLimit(positions), deadline, postpone ? 1 : 0, shuffle >>> 0, positionLimit(tableRoom), lanes);
  if (kind === 3) return null;
  const stored = c.positions();
  if (kind === 1) return { kind: 'unsolvable', positions: stored };
  if (kind !== 0) return { kind: 'unknown', positions: stored };
  const path = Array.from(new Int32Array(c.memory.buffer, c.pathMoves(), c.pathCount()));
  return { kind: 'solved', path, positions: stored };
}

/**
 * The most positions a core search that keeps whole keys may store (19.7 million: the
 * largest table, packed); a three-card search without a pass limit, which keeps
 * pointer sets, may store more (core/table.ts).
 */
export function coreKeysRoom(): number {
  return core().keysRoom();
}

/** The core's transposition table checked on its own (core/table.ts `checkTable`), for the tests: its wrong answers, or -1 when it ran out of room. */
export function checkCoreTable(positions: number, stride: number): number {
  return core().checkTable(positionLimit(positions), stride);
}

/** The core's table checked on its own in its pointer-set form (core/table.ts `checkPointerTable`), for the tests: its wrong answers, or -1 when it ran out of room. */
export function checkCorePointerTable(bases: number, stride: number, bits: number): number {
  return core().checkPointerTable(positionLimit(bases), stride, bits);
}

/**
 * The core's keys worked out ahead of a move (core/board.ts `keyAfter`, `decidedAfter`)
 * checked against the moves made, along a line of play of up to `steps` moves from the
 * position chosen by `seed` (core/check.ts), for the tests: the moves compared when all
 * agreed, else minus the moves that disagreed.
 */
export function checkCoreKeysAfter(state: KlondikeState, steps: number, seed: number): number {
  const c = core();
  writePosition(c, state);
  return c.checkKeys(steps, seed >>> 0);
}

/**
 * The card sets the core's board keeps move by move (core/board.ts `tops`, `surfaces`,
 * `covers`, `empties`) checked against the piles after every move made and taken back,
 * along a line of play of up to `steps` moves from the position chosen by `seed`
 * (core/check.ts), for the tests: the moves compared when all agreed, else minus the
 * moves that disagreed.
 */
export function checkCoreSetsAfter(state: KlondikeState, steps: number, seed: number): number {
  const c = core();
  writePosition(c, state);
  return c.checkSets(steps, seed >>> 0);
}

/**
 * The core's test of which foundation cards coming down find a card to land on them
 * (core/moves.ts `landingAfterHome`) checked against the moves made, along a line of play
 * of up to `steps` moves from the position chosen by `seed` (core/check.ts), for the
 * tests: the foundation cards compared when all agreed, else minus the moves that disagreed.
 */
export function checkCoreLandingsAfter(state: KlondikeState, steps: number, seed: number): number {
  const c = core();
  writePosition(c, state);
  return c.checkLandings(steps, seed >>> 0);
}
