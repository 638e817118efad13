/**
 * How often the demo's lines meet the same table (issue 25: "no table met three times in
 * any deal's line"): reads the output of `cardtable demo klondike` and replays each
 * deal's line through the game's rules, counting the tables met, up to a permutation of
 * the piles (view.ts `tableKey`, the table the hint itself compares):
 *
 *     node node_modules/.cache/cardtable-bench/test/bench/klondike-demo-tables.js DRAW [vegas] < demo-output.txt
 *
 * DRAW is 1, 3 or spec. Prints the deals read, the most times any one table was met in
 * a deal's line, and how many deals met some table twice and three times or more.
 */
import { readFileSync } from 'node:fs';
import { dealGame } from '../../src/games/klondike/deal.js';
import { parseMove } from '../../src/games/klondike/notation.js';
import { applyMove, tableOf } from '../../src/games/klondike/rules.js';
import type { KlondikeRules } from '../../src/games/klondike/state.js';
import { tableKey } from '../../src/games/klondike/view.js';

/** A line's moves, from its text after the colon: `draw`, `auto`, or `FROM TO` with an optional `(N)`. */
export function movesOf(text: string): string[] {
  return text.match(/draw|auto|[DWTF]\d* [DWTF]\d*(?:\(\d+\))?/g) ?? [];
}

/** The most times any one table is met along the deal's line (the deal's own table included). */
export function mostMet(seed: number, rules: KlondikeRules, moves: readonly string[]): number {
  let state = dealGame(seed, rules);
  const met = new Map<string, number>();
  const count = () => {
    const key = tableKey(tableOf(state));
    met.set(key, (met.get(key) ?? 0) + 1);
  };
  count();
  for (const text of moves) {
    const move = parseMove(text, tableOf(state));
    if (move === null || !move.ok) throw new Error(`deal ${seed}: ${text} is not a move`);
    const next = applyMove(state, move.value);
    if (!next.ok) throw new Error(`deal ${seed}: ${text} is not legal here: ${next.error}`);
    state = next.value;
    count();
  }
  return Math.max(...met.values());
}

function main(argv: readonly string[]): void {
  const draw = argv[0] ?? '3';
  const rules: KlondikeRules = { draw: draw === 'spec' ? 'spec' : (Number(draw) as 1 | 3), scoring: argv.includes('vegas') ? 'vegas' : 'none' };
  let deals = 0;
  let most = 0;
  let twice = 0;
  let thrice = 0;
  for (const line of readFileSync(0, 'utf8').split('\n')) {
    const match = /^(\d+): (?:won in|lost after) \d+ moves?:(.*)$/.exec(line);
    if (match === null) continue;
    const n = mostMet(Number(match[1]), rules, movesOf(match[2]!));
    deals += 1;
    most = Math.max(most, n);
    if (n === 2) twice += 1;
    if (n >= 3) thrice += 1;
  }
  const deal = (n: number) => `${n} ${n === 1 ? 'deal meets' : 'deals meet'}`;
  console.log(`${deals} deals: a table met at most ${most} times in a line; ${deal(twice)} one twice, ${deal(thrice)} one three times or more`);
}

if (process.argv[1]?.endsWith('klondike-demo-tables.js')) main(process.argv.slice(2));
