/**
 * The commands only a terminal has: `view` (the board as lines or columns, remembered),
 * `new` (a new deal with the same rules) and `restart` (this deal from its start).
 */
import { startState } from './history.js';
import type { Asking } from './session-events.js';
import { leave } from './session-leaving.js';
import { open } from './session-loop.js';
import { say, startAfresh, terminalOf, type SessionEnd, type SessionState } from './session-state.js';
import { LAYOUTS } from './terminal-extras.js';

/** `view`, `new` and `restart` at a terminal; undefined for anything else. */
export function* terminalCommand<S, M, V>(session: SessionState<S, M, V>, words: readonly string[]): Asking<SessionEnd | null | undefined> {
  const terminal = terminalOf(session);
  if (terminal === undefined) return undefined;
  const [first, second, ...rest] = words;
  if (first === 'view' && rest.length === 0) {
    const layout = second === undefined ? LAYOUTS.find((l) => l !== session.layout)! : LAYOUTS.find((l) => l === second);
    if (layout === undefined) {
      say(session, 'View what? Type view, view lines or view columns.', 'refusal');
      return null;
    }
    session.layout = layout;
    session.boardStale = true;
    const warning = terminal.rememberLayout(layout);
    if (warning !== null) say(session, warning, 'refusal');
    return null;
  }
  if ((first === 'new' || first === 'restart') && second === undefined) {
    // a game with moves not saved is not thrown away without asking, as quit asks
    if ((yield* leave(session, 'quit', 'Save this game before leaving it? [y/n]: ')) === null) return null;
    const start = startState(session.current);
    startAfresh(session, terminal, first === 'new' ? terminal.again(start) : start, first === 'new');
    return yield* open(session);
  }
  return undefined;
}
