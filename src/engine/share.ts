/**
 * A share of trials (deals won, deals winnable) with its 95% interval: Wilson's score
 * interval, which stays inside 0..1 and holds up for small counts and shares near 0 or 1.
 */

export interface Share {
  readonly share: number;
  readonly low: number;
  readonly high: number;
}

/** The share of `hits` in `trials` and its Wilson interval (95% unless `z` says otherwise). */
export function wilson(hits: number, trials: number, z = 1.959964): Share {
  if (trials === 0) return { share: 0, low: 0, high: 1 };
  const p = hits / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { share: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** "81.9% (95% interval 79.4% to 84.1%)". */
export function shareText(hits: number, trials: number): string {
  const { share, low, high } = wilson(hits, trials);
  const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
  return `${percent(share)} (95% interval ${percent(low)} to ${percent(high)})`;
}
