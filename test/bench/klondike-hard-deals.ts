/**
 * Where the Klondike solver's time goes, deal by deal: each deal of a range searched by
 * the core alone under its own rules (no relaxation), and again under the one-card
 * relaxation (draw 1, no pass limit) wherever the first search stored more than
 * 100,000 positions, both with the same budget; one JSON line a deal:
 *
 *     node node_modules/.cache/cardtable-bench/test/bench/klondike-hard-deals.js FROM TO [DRAW] [--positions N]
 *
 * DRAW is 3 (the default) or 1. `{ seed, blocked: true }` for a deal the relaxation of
 * blocked.ts proves lost before any search; otherwise the verdict, positions and CPU
 * milliseconds of each search (`k3`, `p3`, `ms3` for the first, `k1`, `p1`, `ms1` for
 * the relaxation).
 */
import { dealGame } from '../../src/games/klondike/deal.js';
import { blockedForever } from '../../src/games/klondike/solver/blocked.js';
import { coreSearch } from '../../src/games/klondike/solver/core.js';
import type { KlondikeState } from '../../src/games/klondike/state.js';

function cpuTimed<T>(run: () => T): [T, number] {
  const start = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(start);
  return [result, Math.round((used.user + used.system) / 1000)];
}

function searched(state: KlondikeState, positions: number) {
  const outcome = coreSearch(state, positions, Infinity);
  if (outcome === null) throw new Error('the core cannot take a deal');
  return outcome;
}

function main(argv: readonly string[]): void {
  const numbers = argv.filter((arg) => /^\d+$/.test(arg)).map(Number);
  const [from, to] = numbers as [number, number];
  const draw = (numbers[2] ?? 3) as 1 | 3;
  const at = argv.indexOf('--positions');
  const positions = at >= 0 ? Number(argv[at + 1]) : 11_000_000;
  for (let seed = from; seed <= to; seed += 1) {
    const state = dealGame(seed, { draw, scoring: 'none' });
    if (blockedForever(state)) {
      console.log(JSON.stringify({ seed, blocked: true }));
      continue;
    }
    const [first, ms3] = cpuTimed(() => searched(state, positions));
    const row: Record<string, unknown> = { seed, k3: first.kind, p3: first.positions, ms3 };
    if (first.positions > 100_000) {
      const [relaxed, ms1] = cpuTimed(() => searched({ ...state, rules: { draw: 1, scoring: 'none' } }, positions));
      Object.assign(row, { k1: relaxed.kind, p1: relaxed.positions, ms1 });
    }
    console.log(JSON.stringify(row));
  }
}

if (process.argv[1]?.endsWith('klondike-hard-deals.js')) main(process.argv.slice(2));
