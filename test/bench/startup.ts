/**
 * Start-up: each game's `node bin/cardtable.cjs <game> --seed 1` against `node -e 0`,
 * median of interleaved runs (so that a busy moment hurts both alike), with stdin and
 * stdout as pipes (a script playing it) and as /dev/null.
 */
import { median, ms, timeRun, type Wiring } from './stats.js';

const BUDGET = 1.2;

export function startup(games: readonly (readonly string[])[], runs: number): void {
  for (const wiring of ['pipes', '/dev/null'] as const satisfies readonly Wiring[]) {
    const commands = [['-e', '0'], ...games.map((args) => ['bin/cardtable.cjs', ...args])];
    const times = commands.map(() => [] as number[]);
    commands.forEach((args) => timeRun(args, wiring)); // warm the file cache
    for (let i = 0; i < runs; i += 1) commands.forEach((args, k) => times[k]!.push(timeRun(args, wiring)));
    const baseline = median(times[0]!);
    console.log(`start-up (median of ${runs} interleaved runs each, stdin and stdout ${wiring})`);
    console.log(`  node -e 0  ${ms(baseline)}`);
    games.forEach((args, k) => {
      const ratio = median(times[k + 1]!) / baseline;
      console.log(`  cardtable ${args.join(' ')}  ${ms(median(times[k + 1]!))}  ratio ${ratio.toFixed(2)} (goal ${BUDGET.toFixed(2)}): ${ratio <= BUDGET ? 'within' : 'OVER'}`);
    });
  }
}
