/**
 * A session played by a front end that waits for the person from the event loop (the
 * full screen): its SessionOutput draws what the core tells it, and it reads lines and
 * answers questions asynchronously. A front end that animates or offers more at a
 * game's end says so in the core's setup (`animates`, `offersAgain`), and is then asked
 * `step` and `over` too.
 */
import type { InputLine } from './input.js';
import type { SessionCore } from './session-core.js';
import { driveAsync } from './session-drive.js';
import type { Answer, Question } from './session-events.js';
import type { SessionEnd } from './session-state.js';

export interface AsyncFrontEnd {
  /** The line the person at `seat` types after `prompt`; null when the input has ended (Ctrl-D). */
  readLine(prompt: string, seat: number): Promise<InputLine | null>;
  ask(question: Question): Promise<Answer>;
}

/** Plays a session until the game is over (and nothing more is wanted), quit, or the input ends. */
export async function playAsync<S, M, V>(session: SessionCore<S, M, V>, frontEnd: AsyncFrontEnd): Promise<SessionEnd> {
  const ask = (question: Question): Promise<Answer> => frontEnd.ask(question);
  let end = await driveAsync(session.open(), ask);
  while (end === null) {
    const prompt = await driveAsync(session.turn(), ask);
    const line = await frontEnd.readLine(prompt, session.personToAct());
    if (line === null) end = await driveAsync(session.endOfInput(), ask);
    else end = typeof line === 'string' ? await driveAsync(session.handle(line), ask) : session.refuseLongLine(line);
  }
  return end;
}
