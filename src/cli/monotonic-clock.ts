/**
 * Milliseconds on the process's monotonic clock, which no change of the date moves.
 * Not performance.now(): the `performance` global loads perf_hooks (eight of node's
 * modules, about half a MiB) when first touched, and what uses this never needs it.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
