/**
 * The full screen's modes at a real terminal (screen/modes.ts through the keyboard):
 * the alternate screen, the hidden cursor and the mouse are taken, and given back
 * exactly (and raw mode with them) however the program goes: quit, SIGTERM, SIGHUP,
 * Ctrl-C, an error nobody catches (printed on the user's own screen, after), Ctrl-Z
 * (taken again after fg, the screen drawn whole). Mouse reports typed at the terminal
 * come through the keyboard as mouse events. A small program under test/helpers runs
 * the layer: the product has no entry point for it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GIVE_BACK, TAKE } from '../../src/cli/screen/modes.js';
import { ROOT } from '../helpers/cli.js';
import { expectGivenBack, SHOWN, thenModes } from '../helpers/given-back.js';
import { Terminal } from '../helpers/terminal.js';

const PROGRAM = [process.execPath, '--import', 'tsx', join(ROOT, 'test', 'helpers', 'screen-modes-program.ts')].map((word) => `'${word}'`).join(' ');
const BACK = 'back in the shell';

/** The program, then its status and the terminal's modes as stty sees them. */
function run(before = ''): Terminal {
  return new Terminal([], { shell: thenModes(`${before}${PROGRAM}`), cwd: ROOT });
}

/** The pid the program says it has, once its screen is drawn. */
async function pidOf(terminal: Terminal): Promise<number> {
  // the pid, then the line under it
  await terminal.waitFor('ready');
  return Number(/screen taken by (\d+)/.exec(terminal.output)?.[1]);
}

describe('the full screen\'s modes', () => {
  it('are taken, and given back on quit with the terminal out of raw mode', async () => {
    const terminal = run();
    try {
      await pidOf(terminal);
      terminal.type('q');
      await terminal.waitFor('status 0');
      await terminal.waitFor(SHOWN);
      expect(terminal.output.indexOf(TAKE)).toBeLessThan(terminal.output.indexOf('screen taken by'));
      expect(terminal.output.indexOf(GIVE_BACK)).toBeLessThan(terminal.output.indexOf('given back'));
      expectGivenBack(terminal.output);
    } finally {
      terminal.kill();
    }
  });

  it('pass mouse reports to the program as mouse events, keys as keys', async () => {
    const terminal = run();
    try {
      await pidOf(terminal);
      terminal.type('\u001b[<0;5;3M');
      await terminal.waitFor('mouse press left at 4,2');
      terminal.type('\u001b[<0;5;3m');
      await terminal.waitFor('mouse release left at 4,2');
      terminal.type('\u001b[<64;10;10M');
      await terminal.waitFor('mouse wheel none at 9,9');
      terminal.type('x');
      await terminal.waitFor('key x');
      terminal.type('q');
      await terminal.waitFor(SHOWN);
    } finally {
      terminal.kill();
    }
  });

  for (const [signal, status] of [['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    it(`are given back on ${signal}, the program ending with ${status}`, async () => {
      const terminal = run();
      try {
        process.kill(await pidOf(terminal), signal);
        await terminal.waitFor(`status ${status}`);
        await terminal.waitFor(SHOWN);
        expectGivenBack(terminal.output);
      } finally {
        terminal.kill();
      }
    });
  }

  it('are given back on Ctrl-C, the program ending with 130', async () => {
    const terminal = run();
    try {
      await pidOf(terminal);
      terminal.type('\u0003');
      await terminal.waitFor('status 130');
      await terminal.waitFor(SHOWN);
      expectGivenBack(terminal.output);
    } finally {
      terminal.kill();
    }
  });

  it('are given back before an error nobody caught is printed, on the user\'s own screen', async () => {
    const terminal = run();
    try {
      await pidOf(terminal);
      terminal.type('e');
      await terminal.waitFor('status 1');
      await terminal.waitFor(SHOWN);
      expectGivenBack(terminal.output);
      expect(terminal.output.indexOf(GIVE_BACK)).toBeLessThan(terminal.output.indexOf('a bug on purpose'));
    } finally {
      terminal.kill();
    }
  });

  it('are given back on Ctrl-Z before the job stops, and taken again after fg with the screen drawn whole', async () => {
    const script = `set -m; ${PROGRAM}; echo "${BACK}"; fg; echo "status $?"; stty -a; echo "${SHOWN}"`;
    const terminal = new Terminal([], { shell: `bash -c ${JSON.stringify(script)}`, cwd: ROOT });
    try {
      await pidOf(terminal);
      terminal.type('\u001a');
      const back = await terminal.waitFor(BACK);
      // given back before the shell had the terminal (fg may have taken them again since)
      const stopped = terminal.output.slice(0, back);
      expect(stopped.lastIndexOf(GIVE_BACK)).toBeGreaterThan(stopped.lastIndexOf(TAKE));
      await terminal.waitFor('screen taken by', back);
      const after = terminal.output.slice(back);
      expect(after.indexOf(TAKE)).toBeGreaterThanOrEqual(0);
      // drawn whole: the screen cleared, then the frame
      expect(after.indexOf('\u001b[2J')).toBeGreaterThan(after.indexOf(TAKE));
      terminal.type('q');
      await terminal.waitFor('status 0', back);
      await terminal.waitFor(SHOWN, back);
      expectGivenBack(terminal.output);
    } finally {
      terminal.kill();
    }
  });
});
