/** FreeCell's figures: the hint along games played by following it, the rules' speed, and a long session's memory. */
import { moveCount, startHistory } from '../../src/engine/history.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { Session } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';
import { dealGame } from '../../src/games/freecell/deal.js';
import { hint } from '../../src/games/freecell/hint.js';
import { freecell } from '../../src/games/freecell/index.js';
import { applyMove, isWon, legalMoves } from '../../src/games/freecell/rules.js';
import type { FreeCellPlay, FreeCellState } from '../../src/games/freecell/state.js';
import { median, ms, percentile, randomPlayRates, ROOT } from './stats.js';

export function freecellHints(deals: number): void {
  const times: number[] = [];
  let won = 0;
  for (let deal = 1; deal <= deals; deal += 1) {
    const line: FreeCellState[] = [dealGame(deal)];
    for (let move = 0; move < 300; move += 1) {
      const started = performance.now();
      const result = hint(line);
      times.push(performance.now() - started);
      if (!result.ok) break;
      const next = applyMove(line[line.length - 1]!, result.value.moves[0]!);
      if (!next.ok) throw new Error('the hint named an illegal move');
      line.push(next.value);
      if (isWon(next.value)) {
        won += 1;
        break;
      }
    }
  }
  console.log(`freecell hint (${times.length} hints over deals 1-${deals}, following each hint: the solver within its budget)`);
  console.log(`  median ${ms(median(times))}, 99th percentile ${ms(percentile(times, 0.99))}, slowest ${ms(Math.max(...times))}`);
  console.log(`  games won by following the hint alone: ${won} of ${deals}`);
}

export function freecellRules(): void {
  // deal #617 first, then the deals after it
  randomPlayRates('freecell rules (random play, 1 s)', 617, { deal: (seed) => dealGame(seed), legalMoves, apply: applyMove });
}

export function freecellMemory(): void {
  const moves = 20_000;
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const output = new MemoryOutput();
  const session = new Session(freecell, startHistory<FreeCellState, FreeCellPlay>(dealGame(1)), {
    output, theme: PLAIN, echo: false, savesFolder: '/nonexistent', cwd: ROOT,
  });
  // a card shuttled between two free cells: always legal, so the history grows by one each time
  session.handle('T0 F0');
  for (let i = 1; i < moves; i += 1) {
    session.handle(i % 2 === 1 ? 'F0 F1' : 'F1 F0');
    output.text = '';
  }
  globalThis.gc?.();
  const held = process.memoryUsage().heapUsed - before;
  const kept = moveCount(session.history); // also keeps the session alive through the measurement
  console.log(`freecell memory (a session of ${moves.toLocaleString('en')} moves, all kept for undo${globalThis.gc ? '' : '; run with --expose-gc for exact figures'})`);
  console.log(`  ${kept.toLocaleString('en')} moves in the history; heap held ${(held / 1024 / 1024).toFixed(1)} MiB, ${Math.round(held / kept)} bytes a move; RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
}
