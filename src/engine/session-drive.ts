/**
 * Running a session's asking steps (session-events.ts) to their end: each question
 * yielded is answered by the front end's `ask`, synchronously (the pipe, the line
 * terminal, a test) or asynchronously (a full screen that waits for a key from the
 * event loop).
 */
import type { Answer, Asking, Question } from './session-events.js';

export function drive<R>(steps: Asking<R>, ask: (question: Question) => Answer): R {
  for (let next = steps.next(); ; ) {
    if (next.done === true) return next.value;
    next = steps.next(ask(next.value));
  }
}

export async function driveAsync<R>(steps: Asking<R>, ask: (question: Question) => Promise<Answer>): Promise<R> {
  for (let next = steps.next(); ; ) {
    if (next.done === true) return next.value;
    next = steps.next(await ask(next.value));
  }
}

/** The `ask` of a front end that is never asked anything (a pipe): a question reaching it is a bug. */
export function askNothing(question: Question): never {
  throw new Error(`a ${question.kind} question reached a front end that is asked none`);
}
