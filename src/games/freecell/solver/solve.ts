/**
 * The solver's entry: the position checked and written into the core's layout, the
 * search run (again, from where autoplay left the answer, if it must), and its answer
 * (written out, shortened and played in the core) made the engine's moves.
 */
import { cardIndex } from '../../../engine/card.js';
import { SUIT } from '../../../engine/card-codes.js';
import { positionProblem } from '../board.js';
import type { FreeCellMove, FreeCellRules, FreeCellState } from '../state.js';
import { pushEngineMoves } from './answer.js';
import { answer, layoutView, runPortfolio, useSchedule } from './core.js';
import type { SolveBudget, SolveResult } from './index.js';
import type { Schedule } from './schedule.js';

/** Positions a search may store when the budget names none (about 60 bytes each). */
export const DEFAULT_POSITIONS = 500_000;

const seen = new Uint8Array(52);

/** A quick check that the state holds each card once, a free cell at most one, and home cells built up from aces (positionProblem says what is wrong). */
function plausible(state: FreeCellState): boolean {
  if (state.freecells.length !== 4 || state.homecells.length !== 4 || state.tableau.length !== 8) return false;
  seen.fill(0);
  let count = 0;
  // index loops: this runs once a deal, mostly before the optimiser has seen it, and for...of then makes an object a card
  for (const pile of state.freecells) {
    if (pile.length > 1) return false;
    for (let i = 0; i < pile.length; i += 1) count += mark(cardIndex(pile[i]!));
  }
  for (const pile of state.homecells) {
    const first = pile[0];
    for (let i = 0; i < pile.length; i += 1) {
      const card = pile[i]!;
      if (card.rank !== i + 1 || card.suit !== first?.suit) return false;
      count += mark(cardIndex(card));
    }
  }
  for (const pile of state.tableau) for (let i = 0; i < pile.length; i += 1) count += mark(cardIndex(pile[i]!));
  return count === 52;
}

/** 1 for a card not seen before, and notes it; a card seen twice makes the count fall short. */
function mark(code: number): number {
  if (!(code >= 0 && code < 52) || seen[code] !== 0) return -99;
  seen[code] = 1;
  return 1;
}

/** Writes the position asked about into the core's layout (core.ts: layoutView). Index loops, as in `plausible`. */
function setPosition(state: FreeCellState): void {
  const { col, words } = layoutView();
  words.fill(0, 0, 8);
  words.fill(-1, 8, 12);
  words.fill(0, 12, 16);
  words.fill(-1, 16, 20);
  for (let i = 0; i < 8; i += 1) {
    const pile = state.tableau[i]!;
    for (let k = 0; k < pile.length; k += 1) col[i * 64 + k] = cardIndex(pile[k]!);
    words[i] = pile.length;
  }
  for (let i = 0; i < 4; i += 1) {
    const card = state.freecells[i]![0];
    if (card !== undefined) words[8 + i] = cardIndex(card);
  }
  for (let i = 0; i < 4; i += 1) {
    const pile = state.homecells[i]!;
    if (pile[0] === undefined) continue;
    const suit = SUIT[cardIndex(pile[0])]!;
    words[12 + suit] = pile.length;
    words[16 + suit] = i;
  }
}

/** `solve` under a given schedule of searches (for tuning them). */
export function solveWith(state: FreeCellState, budget: SolveBudget | undefined, schedule: Schedule): SolveResult {
  if (!plausible(state)) throw new RangeError(`solve: ${positionProblem(state) ?? 'not a FreeCell position'}`);
  const maxPositions = budget?.positions ?? DEFAULT_POSITIONS;
  const deadline = budget?.milliseconds === undefined ? Infinity : performance.now() + budget.milliseconds;
  // the searches of the last schedule asked for are kept (with their memory) for the next deal
  useSchedule(schedule, !state.rules.supermoves);
  setPosition(state);
  return solveInCore(state.rules, maxPositions, deadline);
}

/**
 * Runs the search on the position in the core's layout and makes its answer the
 * engine's moves. With autoplay on, should autoplay take a card a later one-card move
 * needs, the answer stops short and the core leaves the position reached in the
 * layout: the search runs again from there.
 */
function solveInCore(rules: FreeCellRules, maxPositions: number, deadline: number): SolveResult {
  const moves: FreeCellMove[] = [];
  let positions = 0;
  for (let attempt = 0; ; attempt += 1) {
    const { kind, positions: used } = runPortfolio(maxPositions - positions, deadline);
    positions += used;
    if (kind === 'unknown') return { kind: 'unknown', positions };
    // a later search starts from a position the first one could reach: it cannot be unsolvable
    if (kind === 'unsolvable') return { kind: attempt === 0 ? 'unsolvable' : 'unknown', positions };
    const played = answer(rules.supermoves, rules.autoplay);
    pushEngineMoves(played.moves, moves);
    if (played.complete) return { kind: 'solved', moves, positions };
    if (positions >= maxPositions) return { kind: 'unknown', positions };
  }
}
