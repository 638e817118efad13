/**
 * The hint's time in CPU as well as wall time, which a loaded machine inflates less:
 *
 *     node node_modules/.cache/cardtable-bench/test/bench/klondike-hint-cpu.js FROM TO DRAW
 *
 * DRAW is 1, 3 or spec. The loop of demo.ts's playDeal (the hint given the last
 * HINT_WINDOW views, its first move played) over deals FROM..TO, with the process's CPU
 * time (user and system) taken around each hint. Prints one line.
 */
import { HINT_WINDOW } from '../../src/engine/session.js';
import { dealGame } from '../../src/games/klondike/deal.js';
import { hint } from '../../src/games/klondike/hint.js';
import { applyMove } from '../../src/games/klondike/rules.js';
import { isWon, type KlondikeRules, type KlondikeView } from '../../src/games/klondike/state.js';
import { viewOf } from '../../src/games/klondike/view.js';
import { median, ms, percentile } from './stats.js';

function main(argv: readonly string[]): void {
  const [from, to] = argv.slice(0, 2).map(Number) as [number, number];
  const rules: KlondikeRules = { draw: argv[2] === 'spec' ? 'spec' : (Number(argv[2] ?? '3') as 1 | 3), scoring: 'none' };
  const cpu: number[] = [];
  const wall: number[] = [];
  let won = 0;
  for (let seed = from; seed <= to; seed += 1) {
    let state = dealGame(seed, rules);
    const line: KlondikeView[] = [viewOf(state)];
    while (!isWon(state)) {
      const used = process.cpuUsage();
      const started = performance.now();
      const answer = hint(line.slice(-HINT_WINDOW));
      wall.push(performance.now() - started);
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
      if (!answer.ok) break;
      const next = applyMove(state, answer.value[0]!);
      if (!next.ok) throw new Error(`the hint named a move that is not legal: ${next.error}`);
      state = next.value;
      line.push(viewOf(state));
      if (line.length > 2 * HINT_WINDOW) line.splice(0, line.length - HINT_WINDOW);
    }
    if (isWon(state)) won += 1;
  }
  console.log(`draw ${argv[2] ?? '3'}, deals ${from}-${to}: ${cpu.length} hints; CPU: median ${ms(median(cpu))}, 99th percentile ${ms(percentile(cpu, 0.99))}, slowest ${ms(Math.max(...cpu))}; wall: median ${ms(median(wall))}, 99th percentile ${ms(percentile(wall, 0.99))}, slowest ${ms(Math.max(...wall))}; won ${won}`);
}

main(process.argv.slice(2));
