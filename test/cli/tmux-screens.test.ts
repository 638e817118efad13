/**
 * The tests' terminal (test/helpers/tmux.ts) gives each screen a tmux server of its own.
 * With one server shared by a test file's screens, closing the last screen's session
 * makes the server exit, and a screen opened at that moment could reach the exiting
 * server: `new-session` answered "server exited unexpectedly", or the next command "no
 * server running" (3 times in 1,500 such openings on the 2-CPU machine; a PTY test failed
 * so under load, within its first 33 ms). A server of its own is never one another
 * screen is closing.
 */
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { TmuxScreen } from '../helpers/tmux.js';

let screens: TmuxScreen[] = [];

afterEach(() => {
  for (const screen of screens) screen.close();
  screens = [];
});

function open(): TmuxScreen {
  const screen = new TmuxScreen();
  screens.push(screen);
  return screen;
}

describe('the tests\' tmux screens', () => {
  it('each run on a server of their own, which goes, socket and all, when the screen closes', async () => {
    const first = open();
    const second = open();
    const firstSocket = first.mode('socket_path');
    expect(firstSocket).not.toBe(second.mode('socket_path'));
    expect(first.mode('pid')).not.toBe(second.mode('pid'));
    first.close();
    expect(existsSync(firstSocket)).toBe(false);
    second.command('echo still here');
    await second.waitFor('still here');
    const third = open();
    third.command('echo and here');
    await third.waitFor('and here');
  });
});
