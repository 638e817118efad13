/**
 * How often the demo's lines meet the same table (issue 25: "no table met three times in
 * any deal's line"): reads the output of `cardtable demo klondike` and replays each
 * deal's line through the game's rules, counting the tables met, up to a permutation of
 * the piles (the tests' `tablesMet`, test/helpers/klondike.ts, which the demo's own test
 * uses too):
 *
 *     node node_modules/.cache/cardtable-bench/test/bench/klondike-demo-tables.js DRAW [vegas] < demo-output.txt
 *
 * DRAW is 1, 3 or spec. Prints the deals read, the most times any one table was met in
 * a deal's line, and how many deals met some table twice and three times or more.
 */
import { readFileSync } from 'node:fs';
import { dealGame } from '../../src/games/klondike/deal.js';
import type { KlondikeRules } from '../../src/games/klondike/state.js';
import { tablesMet, typedMoves } from '../helpers/klondike.js';

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
    const n = Math.max(...tablesMet(dealGame(Number(match[1]), rules), typedMoves(match[2]!)).values());
    deals += 1;
    most = Math.max(most, n);
    if (n === 2) twice += 1;
    if (n >= 3) thrice += 1;
  }
  const deal = (n: number) => `${n} ${n === 1 ? 'deal meets' : 'deals meet'}`;
  console.log(`${deals} deals: a table met at most ${most} times in a line; ${deal(twice)} one twice, ${deal(thrice)} one three times or more`);
}

if (process.argv[1]?.endsWith('klondike-demo-tables.js')) main(process.argv.slice(2));
