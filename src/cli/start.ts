/**
 * The program's entry: the command line on the real process, or, in a worker thread
 * started by src/cli/workers.ts, the tasks it is handed. bin/cardtable.cjs runs its bundle.
 */
import { main } from './main.js';
import { WORKER_ENV } from './worker-env.js';

async function start(): Promise<void> {
  // checked by the environment first, so that a plain start never loads node:worker_threads
  if (process.env[WORKER_ENV] !== undefined && (await import('./workers.js').then((workers) => workers.serveTasks()))) return;
  process.exitCode = await main(process.argv.slice(2));
}

void start();
