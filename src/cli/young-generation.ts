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
 */
import { setFlagsFromString } from 'node:v8';

export function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
