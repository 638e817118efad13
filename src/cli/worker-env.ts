/** Set in a worker thread's environment (src/cli/workers.ts): the program serves that task instead of reading its command line. */
export const WORKER_ENV = 'CARDTABLE_WORKER';
