/**
 * Work spread over worker threads, with the results handed back in input order, so a
 * range's output is byte for byte the same with one job or many. Each worker is the
 * program itself (the script the user ran) started with CARDTABLE_WORKER set: start.ts
 * sees it and serves tasks from worker-tasks.ts instead of reading the command line.
 * Workers take inputs one at a time as they finish, so a slow item holds up no other
 * (until the others are a window ahead of it). The inputs come from an iterator, made
 * as they are needed: a range holds in memory only the inputs in the window and the
 * outputs waiting for an earlier one, whatever its length. With one job (or one input)
 * everything runs in this thread, without a worker.
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
  /** How many inputs may be taken ahead of the last output handed on (in the workers or done out of order): windowFor(jobs) unless a test says otherwise. */
  readonly window?: number;
  /** The most each worker's young generation may grow to, in MiB (young-generation.ts); V8's own limit without it. */
  readonly youngGenerationMiB?: number;
}

/** Inputs taken ahead for each job: room for the other workers to go on while one works at a slow item (a FreeCell deal at its budget takes about 1,000 ordinary ones' time). */
const WINDOW_PER_JOB = 1024;

export function windowFor(jobs: number): number {
  return WINDOW_PER_JOB * jobs;
}

/** The inputs of a range, from..to: each made by `make` when the pool comes to it, never all at once. */
export function* rangeInputs<T>(from: number, to: number, make: (n: number) => T): Generator<T> {
  for (let n = from; n <= to; n += 1) yield make(n);
}

/**
 * Runs the task over every input on up to `jobs` threads, and calls `each` with the
 * outputs in input order, each as soon as every earlier one is in. The inputs are taken
 * from their iterator only as the workers need them, and never more than a window
 * ahead of the last output handed on, so that a range of any length runs in the same
 * memory. An error in a task (a bug) rejects the whole run; so does an error thrown by
 * `each` (a closed stdout), and the workers are stopped either way.
 */
export async function mapInOrder<N extends TaskName>(
  task: N,
  inputs: Iterable<TaskInput<N>>,
  options: PoolOptions,
  each: (output: TaskOutput<N>, index: number) => void,
): Promise<void> {
  const source = inputs[Symbol.iterator]();
  try {
    // one input a job taken first: with fewer than two there is nothing to share out
    const first: TaskInput<N>[] = [];
    const wanted = Math.max(1, Math.floor(options.jobs));
    while (first.length < wanted) {
      const next = source.next();
      if (next.done === true) break;
      first.push(next.value);
    }
    if (first.length <= 1) await runHere(task, first, source, each);
    else await runOnWorkers(task, first, source, { ...options, jobs: first.length }, each);
  } finally {
    source.return?.();
  }
}

/** The work in this thread, without a worker: the inputs already taken, then the rest. */
async function runHere<N extends TaskName>(
  task: N,
  first: readonly TaskInput<N>[],
  rest: Iterator<TaskInput<N>>,
  each: (output: TaskOutput<N>, index: number) => void,
): Promise<void> {
  const run = (await TASKS[task]()) as (input: TaskInput<N>) => TaskOutput<N>;
  let index = 0;
  for (const input of first) each(run(input), index++);
  for (let next = rest.next(); next.done !== true; next = rest.next()) each(run(next.value), index++);
}

async function runOnWorkers<N extends TaskName>(
  task: N,
  first: readonly TaskInput<N>[],
  rest: Iterator<TaskInput<N>>,
  options: PoolOptions,
  each: (output: TaskOutput<N>, index: number) => void,
): Promise<void> {
  const { Worker } = workerThreads();
  const script = options.script ?? process.argv[1];
  if (script === undefined) throw new Error('no program to start workers from');
  const { jobs } = options;
  const window = Math.max(jobs, options.window ?? windowFor(jobs));
  const workers: Worker[] = [];
  /** Workers with nothing to do while the window is full. */
  const waiting: Worker[] = [];
  const done = new Map<number, TaskOutput<N>>();
  let nextInput = 0;
  let nextOutput = 0;
  let exhausted = false;
  let settled = false;
  try {
    await new Promise<void>((resolve, rejectRun) => {
      const reject = (error: unknown): void => {
        settled = true;
        rejectRun(error);
      };
      /** The next input, from those taken first and then from the iterator; undefined when there are no more. */
      const take = (): { readonly input: TaskInput<N> } | undefined => {
        if (nextInput < first.length) return { input: first[nextInput] as TaskInput<N> };
        if (exhausted) return undefined;
        const next = rest.next();
        if (next.done === true) {
          exhausted = true;
          return undefined;
        }
        return { input: next.value };
      };
      const feed = (worker: Worker): void => {
        if (nextInput - nextOutput >= window) {
          waiting.push(worker);
          return;
        }
        const taken = take();
        if (taken === undefined) return;
        const request: Request = { index: nextInput, input: taken.input };
        nextInput += 1;
        worker.postMessage(request);
      };
      const deliver = (): void => {
        while (done.has(nextOutput)) {
          const output = done.get(nextOutput) as TaskOutput<N>;
          done.delete(nextOutput);
          each(output, nextOutput);
          nextOutput += 1;
        }
      };
      for (let i = 0; i < jobs; i += 1) {
        const worker = new Worker(script, {
          env: { ...process.env, [WORKER_ENV]: task },
          stdout: false,
          stderr: false,
          ...(options.youngGenerationMiB === undefined ? {} : { resourceLimits: { maxYoungGenerationSizeMb: options.youngGenerationMiB } }),
        });
        workers.push(worker);
        worker.on('message', (reply: Reply) => {
          if (settled) return;
          if ('error' in reply) {
            reject(new Error(`a worker failed on item ${reply.index}: ${reply.error}`));
            return;
          }
          done.set(reply.index, reply.output as TaskOutput<N>);
          try {
            deliver();
            feed(worker);
            while (waiting.length > 0 && nextInput - nextOutput < window && !exhausted) feed(waiting.pop() as Worker);
          } catch (error) {
            reject(error);
            return;
          }
          if (exhausted && nextOutput === nextInput) {
            settled = true;
            resolve();
          }
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (!settled) reject(new Error(`a worker stopped (status ${code}) with work left`));
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
