/**
 * Ctrl-Z at a real terminal, under a shell's job control (issue 22, items 1 to 3): one
 * Ctrl-Z gives the shell back even when the game runs under npx (npm's processes are
 * in the job too), `fg` goes on with the board drawn once and the prompt after it, and
 * the time the game stood stopped is not counted as time played.
 */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';
import { FREECELL_PROMPT as PROMPT, programCommand, screenOf, Terminal } from '../helpers/terminal.js';

const CTRL_Z = '\u001a';
const SAVE_QUESTION = 'Save before quitting? [y/n]: ';
/** What the shell says once the stopped job has given it back. */
const BACK = 'back in the shell';

/**
 * A shell with job control, as a person's is: the command runs as a job; once it has
 * stopped, the shell says so, runs `between`, and continues the job with `fg`.
 */
function jobControl(command: string, between = ''): string {
  const script = `set -m; ${command}; echo "${BACK}"; ${between} fg; echo "status $?"`;
  return `bash -c ${JSON.stringify(script)}`;
}

/**
 * npx as the README runs it in the clone: npm exec, a shell, then the program, all in
 * one job. npm's own cache is the test's, so that the first run installs the clone into
 * it, and with its scripts off, since installing runs `prepare`, which builds dist/ again
 * under the other tests' feet; the program run is the same bin/cardtable.cjs.
 */
function npxEnv(saves: string): Record<string, string> {
  return {
    CARDTABLE_SAVES: saves,
    npm_config_cache: tempDir(),
    npm_config_ignore_scripts: 'true',
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

/** How many times `text` is in `screen`. */
function count(screen: string, text: string): number {
  return screen.split(text).length - 1;
}

describe('Ctrl-Z under npx', () => {
  it('one Ctrl-Z stops the whole job and gives the shell back; fg goes on with the board drawn once', async () => {
    const command = 'npx cardtable freecell --seed 1 --no-color';
    const terminal = new Terminal([], { shell: jobControl(command), cwd: ROOT, env: npxEnv(tempDir()) });
    try {
      await terminal.answer(PROMPT, 't3 f0\r');
      // half a move typed, then Ctrl-Z: it must be on the prompt again after fg
      await terminal.answer(PROMPT, `t2${CTRL_Z}`, terminal.mark());
      const stopped = await terminal.waitFor('Stopped');
      const back = await terminal.waitFor(BACK, stopped);
      await terminal.waitFor(`${PROMPT}t2`, back);
      terminal.type(' f1\r');
      await terminal.answer('Freecell 1:[2♥]', 'quit\r', back);
      await terminal.answer(SAVE_QUESTION, 'n', back);
      // npm and its shell went on too: the job ends, and fg with it
      await terminal.waitFor('status 0', back);
      const screen = screenOf(terminal.output);
      const from = screen.indexOf(BACK);
      // from the shell's line to the move typed on the prompt after fg: one board, no other prompt
      const afterFg = screen.slice(from, screen.indexOf(`${PROMPT}t2 f1`, from));
      expect(count(afterFg, 'Freecell 0:[6♥]')).toBe(1);
      expect(count(afterFg, PROMPT)).toBe(0);
      expect(screen).toMatch(/ · 1 move · \d+:\d\d\nYour move <from to>: t2 f1\nFreecell 0:\[6♥\]\nFreecell 1:\[2♥\]\n/);
    } finally {
      terminal.kill();
    }
  });
});

describe('after fg', () => {
  it('the board is drawn once, then the prompt with what was typed', async () => {
    const terminal = new Terminal([], { shell: jobControl(programCommand(['freecell', '--seed', '1', '--no-color'])) });
    try {
      await terminal.answer(PROMPT, 't3 f0\r');
      await terminal.answer(PROMPT, `t2${CTRL_Z}`, terminal.mark());
      const back = await terminal.waitFor(BACK);
      await terminal.waitFor(`${PROMPT}t2`, back);
      terminal.type(' f1\r');
      await terminal.answer('Freecell 1:[2♥]', 'quit\r', back);
      await terminal.answer(SAVE_QUESTION, 'n', back);
      await terminal.waitFor('status 0', back);
      const afterFg = screenOf(terminal.output.slice(back));
      // one board before the move and one after it; the prompt of each, never a board on the prompt's line
      expect(count(afterFg, 'Tableau 7:[5♥, 3♥, 3♣, 7♠, 7♦, 10♣]\n')).toBe(2);
      expect(afterFg).toMatch(/^[^]*?\nFreecell 0:\[6♥\]\n[^]*? · 1 move · \d+:\d\d\nYour move <from to>: t2 f1\nFreecell 0:\[6♥\]\nFreecell 1:\[2♥\]\n/);
      expect(afterFg).not.toMatch(/<from to>: \S*Freecell/);
    } finally {
      terminal.kill();
    }
  });

  it('a question waiting when Ctrl-Z came is asked again once', async () => {
    const terminal = new Terminal([], { shell: jobControl(programCommand(['freecell', '--seed', '1', '--no-color'])) });
    try {
      await terminal.answer(PROMPT, 't3 f0\r');
      await terminal.answer(PROMPT, 'quit\r', terminal.mark());
      await terminal.answer(SAVE_QUESTION, CTRL_Z);
      const back = await terminal.waitFor(BACK);
      await terminal.answer(SAVE_QUESTION, 'n', back);
      await terminal.waitFor('status 0', back);
      expect(count(screenOf(terminal.output.slice(back)), SAVE_QUESTION)).toBe(1);
    } finally {
      terminal.kill();
    }
  });
});

describe('a stop from outside', () => {
  it('(kill -STOP, then SIGCONT) draws the board again below the prompt, then the prompt', async () => {
    // under a shell, not script(1) alone: script stops itself when its own child stops, until
    // something continues it, and nothing would
    const terminal = new Terminal([], { shell: `${programCommand(['freecell', '--seed', '1', '--no-color'])}; echo "status $?"` });
    try {
      await terminal.answer(PROMPT, 't3 f0\r');
      await terminal.answer(PROMPT, 't2', terminal.mark());
      const typed = await terminal.waitFor('t2', terminal.mark());
      const game = terminal.gamePid();
      process.kill(game, 'SIGSTOP');
      process.kill(game, 'SIGCONT');
      const drawn = await terminal.waitFor(PROMPT, typed);
      terminal.type(' f1\r');
      await terminal.answer('Freecell 1:[2♥]', 'quit\r', drawn);
      await terminal.answer(SAVE_QUESTION, 'n', drawn);
      await terminal.waitFor('status 0', drawn);
      const screen = screenOf(terminal.output);
      expect(screen).toContain(`${PROMPT}t2\nFreecell 0:[6♥]\n`);
      expect(screen).not.toMatch(/<from to>: \S*Freecell/);
      expect(count(screenOf(terminal.output.slice(typed)), 'Tableau 7:[5♥, 3♥, 3♣, 7♠, 7♦, 10♣]\n')).toBe(2);
    } finally {
      terminal.kill();
    }
  });
});

describe('the clock', () => {
  it('does not count the time the game stood stopped', async () => {
    // stopped for at least STOP_S seconds (the shell sleeps between the stop and fg)
    const STOP_S = 4;
    const shell = jobControl(programCommand(['freecell', '--seed', '1', '--no-color']), `sleep ${STOP_S};`);
    const started = performance.now();
    const terminal = new Terminal([], { shell });
    try {
      await terminal.answer(PROMPT, CTRL_Z);
      const back = await terminal.waitFor(BACK);
      const shown = await terminal.waitFor(PROMPT, back);
      const seen = performance.now();
      const status = /· 0 moves · (\d+):(\d\d)\n/.exec(screenOf(terminal.output.slice(back, shown)));
      expect(status).not.toBeNull();
      const playedS = Number(status?.[1]) * 60 + Number(status?.[2]);
      // the game ran at most from the terminal's start until the status line was seen, less
      // the stop: whatever the machine's load, the seconds shown are no more than that
      expect(playedS * 1000).toBeLessThanOrEqual(seen - started - STOP_S * 1000);
      terminal.type('quit\r');
      await terminal.waitFor('status 0', shown);
    } finally {
      terminal.kill();
    }
  });
});
