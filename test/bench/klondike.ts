/** Klondike's figures: the hint along games played by following it, and the rules' speed. */
import { dealGame } from '../../src/games/klondike/deal.js';
import { hint } from '../../src/games/klondike/hint.js';
import { applyMove, legalMoves, tableOf } from '../../src/games/klondike/rules.js';
import { isWon, type KlondikeRules, type KlondikeState, type KlondikeView } from '../../src/games/klondike/state.js';
import { viewOf } from '../../src/games/klondike/view.js';
import { median, ms, percentile, randomPlayRates } from './stats.js';

const RULE_SETS: readonly [string, KlondikeRules][] = [
  ['the spec\'s game', { draw: 'spec', scoring: 'none' }],
  ['draw 1', { draw: 1, scoring: 'none' }],
  ['draw 3', { draw: 3, scoring: 'none' }],
];

export function klondikeHints(deals: number): void {
  console.log(`klondike hint (following each hint from seeds 1-${deals}, up to 500 moves a game)`);
  for (const [name, rules] of RULE_SETS) {
    const times: number[] = [];
    let won = 0;
    for (let seed = 1; seed <= deals; seed += 1) {
      let state = dealGame(seed, rules);
      const line: KlondikeView[] = [viewOf(state)];
      for (let move = 0; move < 500; move += 1) {
        const started = performance.now();
        const result = hint(line);
        times.push(performance.now() - started);
        if (!result.ok) break;
        const next = applyMove(state, result.value[0]!);
        if (!next.ok) throw new Error(`the hint named an illegal move: ${next.error}`);
        state = next.value;
        line.push(viewOf(state));
        if (isWon(state)) {
          won += 1;
          break;
        }
      }
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
