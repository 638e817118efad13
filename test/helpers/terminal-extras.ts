/**
 * A session's terminal extras for tests that drive a Session directly: nothing is
 * remembered, recorded or asked (a quit discards), the clock stands at 0, and a won
 * game is the person's. A test overrides what it looks at.
 */
import type { TerminalExtras } from '../../src/engine/terminal-extras.js';

export function fakeTerminal(overrides: Partial<TerminalExtras<unknown>> = {}): TerminalExtras<unknown> {
  return {
    layout: 'lines',
    rememberLayout: () => null,
    describe: () => 'A game',
    score: () => null,
    again: (state) => state,
    record: () => [],
    won: () => true,
    askToSave: () => 'discard',
    pause: () => undefined,
    now: () => 0,
    ...overrides,
  };
}
