/** Klondike's figures: the hint's time along games played by following it, and the rules' speed. */
import { dealGame } from '../../src/games/klondike/deal.js';
import { playDeal } from '../../src/games/klondike/demo.js';
import { applyMove, legalMoves, tableOf } from '../../src/games/klondike/rules.js';
import type { KlondikeRules, KlondikeState } from '../../src/games/klondike/state.js';
import { viewOf } from '../../src/games/klondike/view.js';
import { median, ms, percentile, randomPlayRates } from './stats.js';

const RULE_SETS: readonly [string, KlondikeRules][] = [
  ['the spec\'s game', { draw: 'spec', scoring: 'none' }],
  ['draw 1', { draw: 1, scoring: 'none' }],
  ['draw 3', { draw: 3, scoring: 'none' }],
];

/** The hint's time, one thread, along games played by following it (demo.ts's playDeal) from seeds 1..deals. */
export function klondikeHints(deals: number): void {
  console.log(`klondike hint, one thread (following each hint from seeds 1-${deals} to the end of the game)`);
  for (const [name, rules] of RULE_SETS) {
    const times: number[] = [];
    let won = 0;
    for (let seed = 1; seed <= deals; seed += 1) {
      const game = playDeal(seed, rules);
      times.push(...game.hintTimes);
      if (game.won) won += 1;
    }
    console.log(`  ${name}: ${times.length} hints, median ${ms(median(times))}, 99th percentile ${ms(percentile(times, 0.99))}, slowest ${ms(Math.max(...times))}; won ${won} of ${deals}`);
  }
}

/** Random play for a second: legal-move lists from the table (the rules alone), or from the whole view (with the "No moves left" check). */
export function klondikeRules(): void {
  for (const [what, see] of [['the rules alone', tableOf], ['with each view (the "No moves left" check too)', viewOf]] as const) {
    randomPlay(what, see);
  }
}

function randomPlay(what: string, see: (state: KlondikeState) => Parameters<typeof legalMoves>[0]): void {
  randomPlayRates(`klondike rules, ${what} (random play in draw 3 with scoring, 1 s)`, 1, {
    deal: (seed) => dealGame(seed, { draw: 3, scoring: 'standard' }),
    legalMoves: (state) => legalMoves(see(state)),
    apply: applyMove,
    movesPerDeal: 400,
  });
}
