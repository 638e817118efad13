/**
 * The clock of time played at a terminal: it stands still while the program is
 * stopped (Ctrl-Z until `fg`), so the status line, a save's time played and the
 * statistics' fastest wins count only the time the game could be played.
 */
import { monotonicMs } from './monotonic-clock.js';

export class PlayClock {
  /** The time stood still in all earlier stops. */
  private stoppedMs = 0;
  /** When the stop going on began, or null. */
  private stoppedAt: number | null = null;

  constructor(private readonly wall: () => number = monotonicMs) {}

  /** The time played, in milliseconds from an arbitrary start: only differences mean anything. */
  now(): number {
    return (this.stoppedAt ?? this.wall()) - this.stoppedMs;
  }

  /** The program is about to stop: from here the clock stands still. */
  stop(): void {
    if (this.stoppedAt === null) this.stoppedAt = this.wall();
  }

  /** The program goes on: the stop's length is kept off the time played. */
  go(): void {
    if (this.stoppedAt === null) return;
    this.stoppedMs += Math.max(0, this.wall() - this.stoppedAt);
    this.stoppedAt = null;
  }
}
