/**
 * The full screen's terminal given back, as a pseudo-terminal test checks it: the
 * program run in a shell that then says its status and shows the terminal's modes
 * (stty), and the checks that every time the modes were taken they were given back,
 * nothing of them after, and raw mode off.
 */
import { expect } from 'vitest';
import { GIVE_BACK, TAKE } from '../../src/cli/screen/modes.js';

/** Said once stty has shown the terminal's modes after the program. */
export const SHOWN = 'modes shown';

/** A shell command: `command`, then its status (`status N`) and the terminal's modes as stty sees them, then SHOWN. */
export function thenModes(command: string): string {
  return `${command}; echo "status $?"; stty -a; echo "${SHOWN}"`;
}

/** Whether the modes were given back after each time they were taken, and last; and raw mode with them (stty after). */
export function expectGivenBack(output: string): void {
  const takes = output.split(TAKE).length - 1;
  expect(takes).toBeGreaterThan(0);
  expect(output.split(GIVE_BACK).length - 1).toBe(takes);
  expect(output.lastIndexOf(GIVE_BACK)).toBeGreaterThan(output.lastIndexOf(TAKE));
  // nothing of the modes after they were given back
  expect(output.slice(output.lastIndexOf(GIVE_BACK) + GIVE_BACK.length)).not.toMatch(/\u001b\[\?(?:1049|25|1000|1002|1006)[hl]/);
  const stty = output.slice(output.lastIndexOf('status '), output.lastIndexOf(SHOWN));
  expect(stty).toMatch(/(?<![-\w])icanon\b/);
  expect(stty).toMatch(/(?<![-\w])echo\b/);
}
