/**
 * `klondike-check`: the solver's verdicts against a plain search over the rules on
 * positions small enough for it (see klondike-positions.ts): of each kind and rule set,
 * positions until BENCH_CHECK (200 by default; a tenth of it for deals after random
 * play, which the plain search can seldom finish) are decided by the plain search (at
 * most ten times as many tried), each searched up to BENCH_CHECK_LIMIT positions (100,000). The solver prunes (dominances, draws folded, positions taken for one when
 * they differ only in how the face-up cards lie): this is the check that it loses no win.
 * The solver is the default engine (the WebAssembly core; CARDTABLE_KLONDIKE_SOLVER=typescript
 * for the reference); each kind (small positions, positions after random play) counted apart.
 * BENCH_CHECK_RULES picks the rule sets by name (`draw 3;draw 1, Vegas`: separated by semicolons;
 * all five by default), since each takes about half an hour on the shared machine.
 */
import { solve } from '../../src/games/klondike/solver/index.js';
import { checkSolution } from '../../src/games/klondike/solution.js';
import { isWon, type KlondikeRules } from '../../src/games/klondike/state.js';
import { afterRandomPlay, playedSmallPosition, smallPosition, winnableByRules } from './klondike-positions.js';

const RULES: readonly [string, KlondikeRules][] = [
  ['the spec\'s game', { draw: 'spec', scoring: 'none' }],
  ['draw 1', { draw: 1, scoring: 'none' }],
  ['draw 3', { draw: 3, scoring: 'none' }],
  ['draw 1, Vegas', { draw: 1, scoring: 'vegas' }],
  ['draw 3, Vegas', { draw: 3, scoring: 'vegas' }],
];

export function klondikeCheck(count = Number(process.env['BENCH_CHECK'] ?? 200), limit = Number(process.env['BENCH_CHECK_LIMIT'] ?? 100_000)): void {
  console.log(`klondike solver against a plain search over the rules (${count} positions a kind and rule set, up to ${limit} positions each)`);
  const chosen = process.env['BENCH_CHECK_RULES']?.split(';').map((name) => name.trim());
  for (const [name, rules] of RULES.filter(([name]) => chosen === undefined || chosen.includes(name))) {
    const parts: string[] = [];
    const differ: string[] = [];
    const kinds = [
      ['small', (n: number) => smallPosition(rules, n * 7919)],
      ['small after random moves', (n: number) => playedSmallPosition(rules, n * 7919)],
      ['deal after random play', (n: number) => afterRandomPlay(rules, n * 104729)],
    ] as const;
    for (const [kind, position] of kinds) {
      let won = 0;
      let lost = 0;
      let tooBig = 0;
      // positions until `count` are decided by the plain search, or ten times as many tried
      const wanted = kind === 'deal after random play' ? Math.ceil(count / 10) : count;
      for (let n = 1; won + lost < wanted && n <= 10 * wanted; n += 1) {
        const state = position(n);
        if (isWon(state)) continue;
        const truth = winnableByRules(state, limit);
        if (truth === null) {
          tooBig += 1;
          continue;
        }
        const result = solve(state);
        if (result.kind === 'solved') checkSolution(state, result.moves);
        if ((result.kind === 'solved') !== truth) differ.push(`${kind} ${n}: solver ${result.kind}, plain search ${truth ? 'won' : 'lost'}`);
        else if (truth) won += 1;
        else lost += 1;
      }
      parts.push(`${kind} positions ${won + lost} agree (${won} won, ${lost} lost), ${tooBig} too large for the plain search`);
    }
    console.log(`  ${name}: ${parts.join('; ')}; ${differ.length} differ${differ.length > 0 ? `: ${differ.join('; ')}` : ''}`);
  }
}
