/** Shares with their Wilson 95% intervals, checked against published values. */
import { describe, expect, it } from 'vitest';
import { shareText, wilson } from '../../src/engine/share.js';

describe('a share and its Wilson interval', () => {
  it.each<[number, number, number, number]>([
    // successes, trials, low, high (Wilson score intervals, 95%)
    [109, 200, 0.476, 0.613], // the 54.5% (47.6-61.3) for the hint today
    [0, 200, 0, 0.0188],
    [200, 200, 0.9812, 1],
    [5, 10, 0.2366, 0.7634],
    [1, 1, 0.2065, 1],
  ])('%i of %i', (successes, trials, low, high) => {
    const share = wilson(successes, trials);
    expect(share.share).toBeCloseTo(successes / trials, 10);
    expect(share.low).toBeCloseTo(low, 3);
    expect(share.high).toBeCloseTo(high, 3);
  });

  it('reads as a sentence, and refuses counts that are no share', () => {
    expect(shareText(109, 200)).toBe('54.5% (95% interval 47.6% to 61.3%)');
    expect(() => wilson(3, 2)).toThrow(RangeError);
    expect(() => wilson(0, 0)).toThrow(RangeError);
  });
});
