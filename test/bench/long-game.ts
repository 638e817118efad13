/**
 * Long games (issue 13, part 6): a hint's time and the undo history's memory after
 * 100 to 100,000 moves of one Klondike game (draw 1, drawing through the deck again and
 * again), played through the session as a person's commands are. Between the five hints
 * timed, the last draw is undone and made again, so that each is worked out (a hint asked
 * again at the same step is remembered).
 */
import { moveCount, startHistory } from '../../src/engine/history.js';
import type { Output } from '../../src/engine/output.js';
import { Session } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';
import { dealGame } from '../../src/games/klondike/deal.js';
import { klondike } from '../../src/games/klondike/index.js';
import type { KlondikeMove, KlondikeState } from '../../src/games/klondike/state.js';
import { median, ms, ROOT } from './stats.js';

const NOWHERE: Output = { write: () => {} };

function heapUsed(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

export function longGames(lengths: readonly number[] = [100, 1_000, 10_000, 100_000]): void {
  console.log(`long games (Klondike draw 1, seed 1: draws through the deck, then hints; heap${globalThis.gc ? '' : ' (run with --expose-gc for exact figures)'})`);
  for (const length of lengths) {
    const before = heapUsed();
    const session = new Session(klondike, startHistory<KlondikeState, KlondikeMove>(dealGame(1, { draw: 1, scoring: 'none' })), {
      output: NOWHERE, theme: PLAIN, echo: false, savesFolder: '/nonexistent', cwd: ROOT,
    });
    session.open();
    const started = performance.now();
    for (let i = 0; i < length; i += 1) session.handle('draw');
    const playing = performance.now() - started;
    const held = heapUsed() - before;
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // the last draw taken back and made again: the same position, but a step of its own, whose hint is not remembered (recent-hints.ts)
      if (i > 0) {
        session.handle('undo');
        session.handle('draw');
      }
      const at = performance.now();
      session.handle('hint');
      times.push(performance.now() - at);
    }
    console.log(`  ${moveCount(session.history).toLocaleString('en').padStart(7)} moves: hint median ${ms(median(times))} (of 5); history ${(held / 1024 / 1024).toFixed(1)} MiB, ${Math.round(held / length)} bytes a move; played at ${Math.round(length / (playing / 1000)).toLocaleString('en')} moves/s`);
  }
}
