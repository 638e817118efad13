/** Blocks the thread for `ms` milliseconds without spinning (for non-blocking descriptors that are not ready). */
export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
