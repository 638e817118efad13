/**
 * Start-up: each game's `node bin/cardtable.cjs <game> --seed 1 </dev/null` against
 * `node -e 0`, median of interleaved runs (so that a busy moment hurts both alike).
 */
import { median, ms, timeRun } from './stats.js';

const BUDGET = 2;

export function startup(games: readonly (readonly string[])[], runs: number): void {
  const commands = [['-e', '0'], ...games.map((args) => ['bin/cardtable.cjs', ...args])];
  const times = commands.map(() => [] as number[]);
  commands.forEach((args) => timeRun(args)); // warm the file cache
  for (let i = 0; i < runs; i += 1) commands.forEach((args, k) => times[k]!.push(timeRun(args)));
  const baseline = median(times[0]!);
  console.log(`start-up (median of ${runs} interleaved runs each, stdin /dev/null)`);
  console.log(`  node -e 0  ${ms(baseline)}`);
  games.forEach((args, k) => {
    const ratio = median(times[k + 1]!) / baseline;
    console.log(`  cardtable ${args.join(' ')}  ${ms(median(times[k + 1]!))}  ratio ${ratio.toFixed(2)} (budget ${BUDGET.toFixed(2)}): ${ratio <= BUDGET ? 'within budget' : 'OVER BUDGET'}`);
  });
}
