/**
 * Where the demo loses a deal it could have won, and whether a hint would do better
 * there: a yardstick for the hint far sharper than whole games, since a lost line is
 * usually lost at one move.
 *
 *     node node_modules/.cache/cardtable-bench/test/bench/klondike-hint-mistakes.js find DRAW < demo-output.txt > cases.jsonl
 *     node node_modules/.cache/cardtable-bench/test/bench/klondike-hint-mistakes.js control DRAW [MOST] < demo-output.txt > control.jsonl
 *     node node_modules/.cache/cardtable-bench/test/bench/klondike-hint-mistakes.js score DRAW < cases.jsonl
 *
 * `find` reads the output of `cardtable demo klondike --screen lines` and, for each lost
 * deal the solver wins from the deal (every card known, LABEL_POSITIONS a search), finds
 * the move after which the position can no longer be won (a search along the line: once
 * lost, a position stays lost), and there judges every move the hint weighed, on the real
 * cards: one JSON line a case (`seed`, `at`: moves before the fatal one, `chosen`, and
 * `labels`: each candidate's verdict). `score` gives the hint of this build each case's
 * position (the last HINT_WINDOW views of the line, as the demo does) and counts how often
 * its first move keeps the game winnable. DRAW is 1, 3 or spec.
 */
import { readFileSync } from 'node:fs';
import { HINT_WINDOW } from '../../src/engine/session.js';
import { dealGame } from '../../src/games/klondike/deal.js';
import { hint, hintBudget, type HintBudget } from '../../src/games/klondike/hint.js';
import { formatMove } from '../../src/games/klondike/notation.js';
import { movesWorthWeighing, type Step } from '../../src/games/klondike/progress.js';
import { applyMove } from '../../src/games/klondike/rules.js';
import { decide } from '../../src/games/klondike/solver/index.js';
import type { KlondikeRules, KlondikeState, KlondikeView } from '../../src/games/klondike/state.js';
import { viewOf } from '../../src/games/klondike/view.js';
import { play, typedMoves } from '../helpers/klondike.js';

const LABEL_POSITIONS = 2_000_000;

interface Case {
  readonly seed: number;
  readonly at: number;
  readonly chosen: string;
  readonly labels: Record<string, string>;
  readonly line: string;
}

function statesOf(rules: KlondikeRules, seed: number, moves: readonly string[]): KlondikeState[] {
  const states = [dealGame(seed, rules)];
  for (const move of moves) states.push(play(states[states.length - 1]!, move));
  return states;
}

function winnable(state: KlondikeState): boolean {
  return decide(state, { positions: LABEL_POSITIONS }).kind === 'solved';
}

/** Each step's verdict on the real cards after it, a search of `positions` each; `known` is taken as won without one. */
function labelled(state: KlondikeState, steps: readonly Step[], positions: number, known?: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const step of steps) {
    if (step.text === known) {
      labels[step.text] = 'solved';
      continue;
    }
    const next = applyMove(state, step.move);
    if (!next.ok) throw new Error(`${step.text}: ${next.error}`);
    labels[step.text] = decide(next.value, { positions }).kind;
  }
  return labels;
}

function find(rules: KlondikeRules): void {
  for (const text of readFileSync(0, 'utf8').split('\n')) {
    const match = /^(\d+): lost after \d+ moves?:(.*)$/.exec(text);
    if (match === null) continue;
    const seed = Number(match[1]);
    const moves = typedMoves(match[2]!);
    const states = statesOf(rules, seed, moves);
    if (!winnable(states[0]!)) continue;
    if (winnable(states[states.length - 1]!)) {
      console.log(JSON.stringify({ seed, at: moves.length, chosen: '(gave up)', labels: {}, line: match[2]!.trim() }));
      continue;
    }
    // states[lo] is winnable, states[hi] is not
    let lo = 0;
    let hi = states.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (winnable(states[mid]!)) lo = mid;
      else hi = mid;
    }
    const line = states.slice(0, lo + 1).map(viewOf).slice(-HINT_WINDOW);
    const labels = labelled(states[lo]!, movesWorthWeighing(line), LABEL_POSITIONS);
    const kase: Case = { seed, at: lo, chosen: moves[lo]!, labels, line: moves.slice(0, lo).join(' ') };
    console.log(JSON.stringify(kase));
  }
}

/**
 * The other side of the yardstick: along won lines, the positions where some move the hint
 * weighed would lose the game and the demo's did not (CONTROL_POSITIONS a search), so that
 * a hint which mends the mistakes can be seen not to make new ones.
 */
function control(rules: KlondikeRules, most: number): void {
  let found = 0;
  for (const text of readFileSync(0, 'utf8').split('\n')) {
    const match = /^(\d+): won in \d+ moves?:(.*)$/.exec(text);
    if (match === null || found >= most) continue;
    const seed = Number(match[1]);
    const moves = typedMoves(match[2]!);
    const states = statesOf(rules, seed, moves);
    const views = states.map(viewOf);
    for (let at = 0; at < moves.length; at += 1) {
      const steps = movesWorthWeighing(views.slice(Math.max(0, at + 1 - HINT_WINDOW), at + 1));
      if (steps.length < 2) continue;
      // the demo's own move won the game: no search needed
      const labels = labelled(states[at]!, steps, CONTROL_POSITIONS, moves[at]);
      if (!Object.values(labels).includes('unsolvable')) continue;
      found += 1;
      console.log(JSON.stringify({ seed, at, chosen: moves[at]!, labels, line: moves.slice(0, at).join(' ') }));
    }
  }
}

const CONTROL_POSITIONS = 300_000;

function score(rules: KlondikeRules, budget: HintBudget): void {
  let cases = 0;
  let kept = 0;
  let unknown = 0;
  const changed: string[] = [];
  for (const text of readFileSync(0, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const kase = JSON.parse(text) as Case;
    if (kase.chosen === '(gave up)') continue;
    const states = statesOf(rules, kase.seed, typedMoves(kase.line));
    const line: KlondikeView[] = states.map(viewOf).slice(-HINT_WINDOW);
    const answer = hint(line, budget);
    const first = answer.ok && answer.value[0] !== undefined ? formatMove(answer.value[0]) : '(none)';
    cases += 1;
    const label = kase.labels[first];
    if (label === 'solved') kept += 1;
    if (label === undefined || label === 'unknown') unknown += 1;
    if (first !== kase.chosen) changed.push(`${kase.seed}@${kase.at}: ${kase.chosen} -> ${first} (${label ?? 'not weighed'})`);
  }
  for (const line of changed) console.log(line);
  console.log(`${cases} cases: the hint keeps ${kept} winnable (${unknown} undecided or not weighed); ${changed.length} moves differ from the demo's`);
}

/** The rule set's hint budget with any of its figures replaced, in order: samples, root, move and total positions, salt, quick positions, earliest stop (`-` keeps one). */
function budgetOf(rules: KlondikeRules, figures: readonly string[]): HintBudget {
  const base = hintBudget(rules);
  const [samples, rootPositions, movePositions, positions, salt, quickPositions, earliestStop] = [0, 1, 2, 3, 4, 5, 6].map((i) => {
    const text = figures[i];
    return text === undefined || text === '-' ? undefined : Number(text);
  });
  return {
    samples: samples ?? base.samples,
    quickPositions: quickPositions ?? base.quickPositions,
    rootPositions: rootPositions ?? base.rootPositions,
    movePositions: movePositions ?? base.movePositions,
    positions: positions ?? base.positions,
    earliestStop: earliestStop ?? base.earliestStop,
    ...(salt === undefined ? {} : { salt }),
  };
}

function main(argv: readonly string[]): void {
  const draw = argv[1] ?? '3';
  const rules: KlondikeRules = { draw: draw === 'spec' ? 'spec' : (Number(draw) as 1 | 3), scoring: 'none' };
  if (argv[0] === 'find') find(rules);
  else if (argv[0] === 'control') control(rules, Number(argv[2] ?? 100));
  else if (argv[0] === 'score') score(rules, budgetOf(rules, argv.slice(2)));
  else throw new Error('usage: klondike-hint-mistakes.js find|control|score DRAW [SAMPLES ROOT MOVE TOTAL SALT QUICK EARLIEST]');
}

if (process.argv[1]?.endsWith('klondike-hint-mistakes.js')) main(process.argv.slice(2));
