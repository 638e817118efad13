/**
 * Ctrl-Z at a terminal, as a shell's job control expects it: the whole job stopped
 * (under `npx cardtable` that is npm and its shell too, not only this program), the
 * screen drawn again once when `fg` continues it, and the stop kept off the clock of
 * time played.
 */
import type { PlayClock } from './play-clock.js';

/** What the suspension does to the terminal and the screen. */
export interface SuspendedScreen {
  /** The terminal given back as the shell left it (raw mode off), before the stop. */
  giveBack(): void;
  /** The terminal taken again (raw mode), once continued. */
  takeBack(): void;
  /**
   * The screen drawn again: the game, or the question that was waiting. `freshLine`:
   * the cursor is at the start of a line, as the shell leaves it when it reports the
   * job stopped and continues it; after a stop from outside that the shell may not have
   * seen, the cursor is still where the program left it (on the prompt's line).
   */
  redraw(freshLine: boolean): void;
}

/**
 * Stops every process of this program's process group with SIGTSTP, as the terminal
 * does for Ctrl-Z when it is not in raw mode: the job's other processes (npm exec and
 * its `sh -c` under npx) stop with it, so the shell sees the job stopped and takes the
 * terminal back. Without a handler of node's for SIGTSTP, this process stops here too,
 * and the call returns once it is continued (SIGCONT, from `fg`). In a process group
 * no shell looks after (an orphaned one), the kernel discards the signal and the call
 * returns at once.
 */
export function stopJob(): void {
  process.kill(0, 'SIGTSTP');
}

export class Suspension {
  /**
   * This program's own stops whose SIGCONT has not been handled yet: node runs the
   * handler only after the stop's own code has drawn the screen again, and then it
   * must not draw a second copy.
   */
  private drawnAhead = 0;

  constructor(
    readonly clock: PlayClock,
    private readonly screen: SuspendedScreen,
    private readonly stop: () => void = stopJob,
  ) {}

  /**
   * Ctrl-Z: the job stopped; returns once it is continued, with the terminal taken
   * again and the screen drawn. It draws here and not in the SIGCONT handler, since a
   * question waiting for its key holds node's event loop, and the handler would run
   * only after the question was answered.
   */
  suspend(): void {
    this.screen.giveBack();
    this.clock.stop();
    this.drawnAhead += 1;
    this.stop();
    this.clock.go();
    this.screen.takeBack();
    this.screen.redraw(true);
  }

  /**
   * SIGCONT, as node hands it on. After a stop of this program's own, the screen was
   * drawn already; after a stop from outside (`kill -STOP`, then `kill -CONT` or `fg`),
   * the terminal is taken again and the screen drawn now. The time of a stop from
   * outside counts as played: when it began is not known.
   */
  continued(): void {
    if (this.drawnAhead > 0) {
      this.drawnAhead -= 1;
      return;
    }
    this.screen.takeBack();
    this.screen.redraw(false);
  }
}
