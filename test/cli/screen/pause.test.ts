/** The pause between watched frames (screen/pause.ts): over when its time is up, or when cut short. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Pause } from '../../../src/cli/screen/pause.js';

describe('Pause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is over when its time is up, not before', async () => {
    const pause = new Pause();
    let over = false;
    void pause.wait(150).then(() => (over = true));
    await vi.advanceTimersByTimeAsync(149);
    expect(over).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(over).toBe(true);
  });

  it('is over at once when cut short, and a cut with no pause waiting does nothing', async () => {
    const pause = new Pause();
    pause.cut();
    let over = false;
    void pause.wait(10_000).then(() => (over = true));
    pause.cut();
    await Promise.resolve();
    expect(over).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits no time for 0 or less', async () => {
    const pause = new Pause();
    let over = false;
    void pause.wait(-20).then(() => (over = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(over).toBe(true);
  });
});
