/**
 * A share of trials (games won, say) with its 95% interval, by Wilson's score method:
 * the interval the house rules ask every strength or win rate to be given with. Unlike
 * the plain normal approximation, it stays within 0 to 1 and is sound for small counts
 * and for shares near 0 or 1.
 */

/** The two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

export interface Share {
  readonly share: number;
  readonly low: number;
  readonly high: number;
}

/** The share `successes / trials` and its Wilson score interval at this z (95% by default). */
export function wilson(successes: number, trials: number, z: number = Z95): Share {
  if (!Number.isInteger(trials) || trials < 1 || !Number.isInteger(successes) || successes < 0 || successes > trials) {
    throw new RangeError(`bad share ${successes} of ${trials}`);
  }
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { share: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** A fraction as a percentage with one decimal: "72.5%". */
export function percent(fraction: number): string {
  return `${(100 * fraction).toFixed(1)}%`;
}

/** "72.5% (95% interval 67.9% to 76.7%)". */
export function shareText(successes: number, trials: number): string {
  const { share, low, high } = wilson(successes, trials);
  return `${percent(share)} (95% interval ${percent(low)} to ${percent(high)})`;
}
