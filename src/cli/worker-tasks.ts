/**
 * The work a range or a demo hands to worker threads (src/cli/workers.ts), by name: each
 * task turns one input into one output, both plain data (they cross between threads by
 * structured clone). A task's code is loaded only when it is asked for, in the thread
 * that runs it.
 */
import type { DuelGameInput } from './duel-task.js';
import type { DuelGame } from '../games/cassino/duel.js';
import type { DemoDealInput, DemoDealOutput } from './demo-task.js';
import type { SolveKlondikeInput, SolveKlondikeOutput } from './solve-klondike-task.js';
import type { SolveDealInput, SolveDealOutput } from './solve-task.js';

export interface WorkerTasks {
  /** One FreeCell deal solved and its line written (`cardtable solve freecell --range`). */
  'solve-freecell': (input: SolveDealInput) => SolveDealOutput;
  /** One Cassino game between computers (`cardtable duel cassino`). */
  'duel-cassino': (input: DuelGameInput) => DuelGame;
  /** One Klondike deal solved and its line written (`cardtable solve klondike --range`). */
  'solve-klondike': (input: SolveKlondikeInput) => SolveKlondikeOutput;
  /** One Klondike deal played by following the hint, and its line written (`cardtable demo klondike`). */
  'demo-klondike': (input: DemoDealInput) => DemoDealOutput;
}

export type TaskName = keyof WorkerTasks;
export type TaskInput<N extends TaskName> = Parameters<WorkerTasks[N]>[0];
export type TaskOutput<N extends TaskName> = ReturnType<WorkerTasks[N]>;

/** Each task's code, loaded on first use. */
export const TASKS: { readonly [N in TaskName]: () => Promise<WorkerTasks[N]> } = {
  'solve-freecell': async () => (await import('./solve-task.js')).solveDeal,
  'duel-cassino': async () => (await import('./duel-task.js')).playDuelGame,
  'solve-klondike': async () => (await import('./solve-klondike-task.js')).solveKlondikeDeal,
  'demo-klondike': async () => (await import('./demo-task.js')).demoDeal,
};

export function isTaskName(name: unknown): name is TaskName {
  return typeof name === 'string' && Object.hasOwn(TASKS, name);
}
