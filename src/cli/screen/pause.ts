/**
 * A pause between the frames of something watched (the demo's moves): over when its
 * time is up, or at once when it is cut short (a key pressed).
 */
export class Pause {
  private end: (() => void) | null = null;

  /** Waits `ms` milliseconds (none when 0 or less: the event loop turns once), unless cut short. */
  wait(ms: number): Promise<void> {
    this.cut();
    return new Promise((resolve) => {
      const over = (): void => {
        clearTimeout(timer);
        if (this.end === over) this.end = null;
        resolve();
      };
      const timer = setTimeout(over, Math.max(0, ms));
      this.end = over;
    });
  }

  /** The pause waited now, if any, over at once. */
  cut(): void {
    this.end?.();
  }
}
