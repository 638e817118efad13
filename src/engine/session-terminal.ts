/**
 * The commands only a terminal has: `view` (the board as lines or columns, remembered),
 * `new` (a new deal with the same rules) and `restart` (this deal from its start).
 */
import { startState } from './history.js';
import type { Asking } from './session-events.js';
import { leave } from './session-leaving.js';
import { open } from './session-loop.js';
import { say, startAfresh, terminalOf, type SessionEnd, type Table } from './session-state.js';
import { LAYOUTS } from './terminal-extras.js';

/** `view`, `new` and `restart` at a terminal; undefined for anything else. */
export function* terminalCommand<S, M, V>(table: Table<S, M, V>, words: readonly string[]): Asking<SessionEnd | null | undefined> {
  const terminal = terminalOf(table);
  if (terminal === undefined) return undefined;
  const [first, second, ...rest] = words;
  if (first === 'view' && rest.length === 0) {
    const layout = second === undefined ? LAYOUTS.find((l) => l !== table.layout)! : LAYOUTS.find((l) => l === second);
    if (layout === undefined) {
      say(table, 'View what? Type view, view lines or view columns.', 'refusal');
      return null;
    }
    table.layout = layout;
    table.boardStale = true;
    const warning = terminal.rememberLayout(layout);
    if (warning !== null) say(table, warning, 'refusal');
    return null;
  }
  if ((first === 'new' || first === 'restart') && second === undefined) {
    // a game with moves not saved is not thrown away without asking, as quit asks
    if ((yield* leave(table, 'quit', 'Save this game before leaving it? [y/n]: ')) === null) return null;
    const start = startState(table.current);
    startAfresh(table, terminal, first === 'new' ? terminal.again(start) : start, first === 'new');
    return yield* open(table);
  }
  return undefined;
}
