/**
 * Keeps V8's young generation at its starting size for the rest of the process.
 *
 * V8 grows the space where new objects are made (from 1 MiB up to 16 MiB a half)
 * when a program allocates fast, and never gives that memory back while the process
 * lives. A long batch (`solve freecell --range`) makes many short-lived objects (the
 * solutions replayed through the rules, the lines written) but keeps few, so the
 * growth buys it nothing and cost it about 5 MiB of peak memory over deals 1..1000,
 * at no measured cost in time (docs/freecell-solver.md). The flag is one V8 reads
 * at each collection, so it takes effect when set at run time.
 *
 * A worker thread's heap does not follow the flag: node sizes it itself, and over a
 * long range each worker's young generation grew to its limit (about 16 MiB a half),
 * some 25 MiB more a worker. The pool gives each worker the same small young
 * generation through its resource limits instead (WORKER_YOUNG_GENERATION_MIB).
 */
import { setFlagsFromString } from 'node:v8';

/** A worker's young generation, in MiB: both halves and the space beside them, at the starting size of each (1 MiB). */
export const WORKER_YOUNG_GENERATION_MIB = 3;

export function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
