/**
 * The solver's entry: the position checked and copied into the search's form, the
 * search run (again, from where autoplay left the answer, if it must), and its path
 * written out as the engine's moves under the caller's rules.
 */
import { cardIndex } from '../../../engine/card.js';
import { positionProblem } from '../board.js';
import type { FreeCellMove, FreeCellRules, FreeCellState } from '../state.js';
import { engineMoves, play, Table, writeOut } from './answer.js';
import { SUIT } from './cards.js';
import { runPortfolio, setPosition, shortened, useSchedule } from './core.js';
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

/** The position asked about, in the answer's table (one table, filled afresh for each solve). */
const start = new Table();

function tableOf(state: FreeCellState): Table {
  start.clear();
  state.tableau.forEach((pile, i) => {
    for (let k = 0; k < pile.length; k += 1) start.addToPile(i, cardIndex(pile[k]!));
  });
  state.freecells.forEach((pile, i) => {
    if (pile[0] !== undefined) start.addToCell(i, cardIndex(pile[0]));
  });
  state.homecells.forEach((pile, i) => {
    if (pile[0] !== undefined) start.setHome(i, SUIT[cardIndex(pile[0])]!, pile.length);
  });
  return start;
}

/** `solve` under a given schedule of searches (for tuning them). */
export function solveWith(state: FreeCellState, budget: SolveBudget | undefined, schedule: Schedule): SolveResult {
  if (!plausible(state)) throw new RangeError(`solve: ${positionProblem(state) ?? 'not a FreeCell position'}`);
  const maxPositions = budget?.positions ?? DEFAULT_POSITIONS;
  const deadline = budget?.milliseconds === undefined ? Infinity : performance.now() + budget.milliseconds;
  // the searches of the last schedule asked for are kept (with their memory) for the next deal
  useSchedule(schedule, !state.rules.supermoves);
  return solveTable(tableOf(state), state.rules, maxPositions, deadline);
}

/**
 * The answer for autoplay off, as layout-free moves. With supermoves, the path as
 * written out visits no position twice (the search's positions are distinct, and the
 * moves home between them only add cards home); one card a move, a run taken apart
 * can undo what the last one did, so that answer goes through the shortener.
 */
function answerFrom(table: Table, path: readonly number[], supermoves: boolean): number[] {
  const written = writeOut(table, path, supermoves);
  if (supermoves) return written;
  setPosition(table);
  return shortened(written, false);
}

function solveTable(start: Table, rules: FreeCellRules, maxPositions: number, deadline: number): SolveResult {
  const moves: FreeCellMove[] = [];
  let positions = 0;
  let table = start;
  for (let attempt = 0; ; attempt += 1) {
    setPosition(table);
    const { outcome, positions: used } = runPortfolio(maxPositions - positions, deadline);
    positions += used;
    if (outcome.kind === 'unknown') return { kind: 'unknown', positions };
    // a later search starts from a position the first one could reach: it cannot be unsolvable
    if (outcome.kind === 'unsolvable') return { kind: attempt === 0 ? 'unsolvable' : 'unknown', positions };
    const answer = answerFrom(table, outcome.path, rules.supermoves);
    if (!rules.autoplay) return { kind: 'solved', moves: engineMoves(table, answer, rules.supermoves), positions };
    const played = play(table, answer, rules);
    moves.push(...played.moves);
    if (played.complete) return { kind: 'solved', moves, positions };
    if (positions >= maxPositions) return { kind: 'unknown', positions };
    table = played.table;
  }
}
