/**
 * Work spread over worker threads, with the results handed back in input order, so a
 * range's output is byte for byte the same with one job or many. Each worker is the
 * program itself (the script the user ran) started with CARDTABLE_WORKER set: start.ts
 * sees it and serves tasks from worker-tasks.ts instead of reading the command line.
 * Workers take inputs one at a time as they finish, so a slow item holds up no other.
 * With one job (or one input) everything runs in this thread, without a worker.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { WORKER_ENV } from './worker-env.js';
import { isTaskName, TASKS, type TaskInput, type TaskName, type TaskOutput } from './worker-tasks.js';

/** As many jobs as the machine has processors for. */
export function defaultJobs(): number {
  return availableParallelism();
}

type WorkerThreads = typeof import('node:worker_threads');

/** Required, not imported: in the CommonJS bundle a dynamic import() of a node module starts the ES module loader. */
function workerThreads(): WorkerThreads {
  return createRequire(import.meta.url)('node:worker_threads') as WorkerThreads;
}

interface Request {
  readonly index: number;
  readonly input: unknown;
}

type Reply = { readonly index: number; readonly output: unknown } | { readonly index: number; readonly error: string };

export interface PoolOptions {
  readonly jobs: number;
  /** The program each worker runs; the script this process was started with unless a test says otherwise. */
  readonly script?: string;
}

/**
 * Runs the task over every input on up to `jobs` threads, and calls `each` with the
 * outputs in input order, each as soon as every earlier one is in. An error in a task
 * (a bug) rejects the whole run; so does an error thrown by `each` (a closed stdout),
 * and the workers are stopped either way.
 */
export async function mapInOrder<N extends TaskName>(
  task: N,
  inputs: readonly TaskInput<N>[],
  options: PoolOptions,
  each: (output: TaskOutput<N>, index: number) => void,
): Promise<void> {
  const jobs = Math.min(Math.max(1, Math.floor(options.jobs)), inputs.length);
  if (jobs <= 1) {
    const run = await TASKS[task]();
    inputs.forEach((input, index) => each(run(input as never) as TaskOutput<N>, index));
    return;
  }
  const { Worker } = workerThreads();
  const script = options.script ?? process.argv[1];
  if (script === undefined) throw new Error('no program to start workers from');
  const workers: Worker[] = [];
  const done = new Map<number, TaskOutput<N>>();
  let nextInput = 0;
  let nextOutput = 0;
  let failed = false;
  try {
    await new Promise<void>((resolve, rejectRun) => {
      const reject = (error: unknown): void => {
        failed = true;
        rejectRun(error);
      };
      const feed = (worker: Worker): void => {
        if (nextInput < inputs.length) {
          const request: Request = { index: nextInput, input: inputs[nextInput] };
          nextInput += 1;
          worker.postMessage(request);
        }
      };
      const deliver = (): void => {
        while (done.has(nextOutput)) {
          const output = done.get(nextOutput) as TaskOutput<N>;
          done.delete(nextOutput);
          each(output, nextOutput);
          nextOutput += 1;
        }
        if (nextOutput === inputs.length) resolve();
      };
      for (let i = 0; i < jobs; i += 1) {
        const worker = new Worker(script, {
          env: { ...process.env, [WORKER_ENV]: task },
          stdout: false,
          stderr: false,
        });
        workers.push(worker);
        worker.on('message', (reply: Reply) => {
          if (failed) return;
          if ('error' in reply) {
            reject(new Error(`a worker failed on item ${reply.index}: ${reply.error}`));
            return;
          }
          done.set(reply.index, reply.output as TaskOutput<N>);
          try {
            deliver();
          } catch (error) {
            reject(error);
            return;
          }
          feed(worker);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (nextOutput < inputs.length) reject(new Error(`a worker stopped (status ${code}) with work left`));
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * The worker's side: serves the task named in CARDTABLE_WORKER, one input at a time,
 * until the pool stops it. False when this is no worker thread (the variable was set
 * by hand), so that the program runs as usual.
 */
export async function serveTasks(): Promise<boolean> {
  const { isMainThread, parentPort } = workerThreads();
  const name = process.env[WORKER_ENV];
  if (isMainThread || parentPort === null) return false;
  if (!isTaskName(name)) throw new Error(`no worker task is called ${String(name)}`);
  const run = (await TASKS[name]()) as (input: unknown) => unknown;
  parentPort.on('message', (request: Request) => {
    let reply: Reply;
    try {
      reply = { index: request.index, output: run(request.input) };
    } catch (error) {
      reply = { index: request.index, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    parentPort.postMessage(reply);
  });
  return true;
}
