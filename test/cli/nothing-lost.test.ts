/**
 * Nothing lost at the keyboard (issue 13, part 1), through a real pseudo-terminal:
 * suspending and continuing, keys typed ahead, the save question, new and restart,
 * and every way of leaving, which counts the same and gives the terminal back.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { FREECELL_PROMPT as PROMPT, programCommand, screenOf, Terminal } from '../helpers/terminal.js';

const SAVE_QUESTION = 'Save before quitting? [y/n]: ';
const CTRL_C = '\u0003';
const CTRL_Z = '\u001a';
const ESC = '\u001b';

function statsOf(folder: string): string {
  return runCli(['stats'], { cwd: folder }).stdout;
}

/**
 * A shell with job control around the program, as a person's shell is: Ctrl-Z stops
 * the program and the shell reports it, then `fg` continues it (the shell's job
 * control also keeps the stop from being discarded, as the kernel does for a process
 * group that no shell looks after).
 */
function withJobControl(args: readonly string[]): string {
  return `bash -c ${JSON.stringify(`set -m; ${programCommand(args)}; fg; echo "status $?"`)}`;
}

describe('Ctrl-Z, then fg', () => {
  it('suspends the game, gives the terminal back, and goes on where it was with the board drawn again', async () => {
    const terminal = new Terminal([], { shell: withJobControl(['freecell', '--seed', '1', '--no-color']) });
    try {
      await terminal.answer(PROMPT, 't3 f0\r');
      await terminal.answer(PROMPT, CTRL_Z, terminal.mark());
      const from = await terminal.waitFor('Stopped');
      // the board again, as it was after the move, then the prompt
      await terminal.waitFor('Freecell 0:[6♥]', from);
      await terminal.answer(PROMPT, 't2 f1\r', from);
      await terminal.answer('Freecell 1:[2♥]', 'quit\r', from);
      await terminal.answer(SAVE_QUESTION, 'n');
      await terminal.waitFor('status 0');
      expect(screenOf(terminal.output)).toContain(`${PROMPT}t2 f1\nFreecell 0:[6♥]\nFreecell 1:[2♥]\n`);
    } finally {
      terminal.kill();
    }
  });

  it('at the save question too: the question is asked again after fg', async () => {
    const terminal = new Terminal([], { shell: withJobControl(['freecell', '--seed', '1', '--no-color']) });
    try {
      await terminal.answer(PROMPT, 't3 f0\r');
      await terminal.answer(PROMPT, 'quit\r', terminal.mark());
      await terminal.answer(SAVE_QUESTION, CTRL_Z);
      const from = await terminal.waitFor('Stopped');
      await terminal.answer(SAVE_QUESTION, 'n', from);
      await terminal.waitFor('status 0', from);
    } finally {
      terminal.kill();
    }
  });
});

describe('keys typed ahead', () => {
  it('plays every pasted line, in order, as a pipe would', async () => {
    const terminal = new Terminal(['freecell', '--seed', '1', '--no-color']);
    try {
      await terminal.answer(PROMPT, 't3 f0\rt2 f1\rt1 f2\r');
      await terminal.answer('Freecell 2:[9♣]', 'quit\r');
      await terminal.answer(SAVE_QUESTION, 'n');
      expect(await terminal.status()).toBe(0);
      const screen = screenOf(terminal.output);
      expect(screen).toContain('Freecell 0:[6♥]\nFreecell 1:[2♥]\nFreecell 2:[9♣]\n');
      expect(screen.split(PROMPT)).toHaveLength(5);
    } finally {
      terminal.kill();
    }
  });

  it('keeps a move typed while hint thinks, and the answer typed before the question', async () => {
    const folder = tempDir();
    const terminal = new Terminal(['freecell', '--seed', '617', '--no-color'], { cwd: folder });
    try {
      // all at once: the hint, a move while it thinks, quit, and y for the question still to come
      await terminal.answer(PROMPT, 'hint\rt0 f0\rquit\ry');
      expect(await terminal.status()).toBe(0);
      const screen = screenOf(terminal.output);
      expect(screen).toMatch(/Hint: \S+ \S+/);
      expect(screen).toContain(`${PROMPT}t0 f0\nFreecell 0:[`);
      expect(screen).toContain(`${SAVE_QUESTION}y\nSaved to saves/freecell-617.json\n`);
      expect(JSON.parse(readFileSync(join(folder, 'saves', 'freecell-617.json'), 'utf8')).moves).toEqual(['T0 F0']);
    } finally {
      terminal.kill();
    }
  });
});

describe('Save before quitting? [y/n]', () => {
  it('asks again on any other key and on Enter, goes back to the game on Esc, and quits unsaved only on n', async () => {
    const folder = tempDir();
    const terminal = new Terminal(['freecell', '--seed', '1', '--no-color'], { cwd: folder });
    try {
      await terminal.answer(PROMPT, 't3 f0\r');
      await terminal.answer(PROMPT, 'quit\r', terminal.mark());
      await terminal.answer(SAVE_QUESTION, 'x');
      await terminal.answer(SAVE_QUESTION, '\r', terminal.mark());
      await terminal.answer(SAVE_QUESTION, ESC, terminal.mark());
      // back in the game: a move, then quit, and n
      await terminal.answer(PROMPT, 't2 f1\r', terminal.mark());
      await terminal.answer('Freecell 1:[2♥]', 'quit\r');
      await terminal.answer(SAVE_QUESTION, 'n', terminal.mark());
      expect(await terminal.status()).toBe(0);
      const screen = screenOf(terminal.output);
      expect(screen).toContain(`${SAVE_QUESTION}\nPress y to save the game, n to leave it unsaved, or Esc to go back to it.\n${SAVE_QUESTION}`);
      expect(existsSync(join(folder, 'saves', 'freecell-1.json'))).toBe(false);
      expect(statsOf(folder)).toMatch(/^FreeCell: played 1, won 0 /);
    } finally {
      terminal.kill();
    }
  });

  it('Ctrl-C there leaves at once, and the game counts as any game left unsaved', async () => {
    const folder = tempDir();
    const terminal = new Terminal(['freecell', '--seed', '1', '--no-color'], { cwd: folder });
    try {
      await terminal.answer(PROMPT, 't3 f0\r');
      await terminal.answer(PROMPT, 'quit\r', terminal.mark());
      await terminal.answer(SAVE_QUESTION, CTRL_C);
      expect(await terminal.status()).toBe(130);
      expect(statsOf(folder)).toMatch(/^FreeCell: played 1, won 0 /);
    } finally {
      terminal.kill();
    }
  });
});

describe('new and restart', () => {
  it('ask before throwing away moves not saved: y saves, n starts again, Esc goes back', async () => {
    const folder = tempDir();
    const terminal = new Terminal(['freecell', '--seed', '1', '--no-color'], { cwd: folder });
    const question = 'Save this game before leaving it? [y/n]: ';
    try {
      await terminal.answer(PROMPT, 't3 f0\r');
      await terminal.answer(PROMPT, 'restart\r', terminal.mark());
      await terminal.answer(question, ESC);
      await terminal.answer(PROMPT, 'restart\r', terminal.mark());
      await terminal.answer(question, 'y', terminal.mark());
      await terminal.answer('from its start again.', 't3 f0\r');
      await terminal.answer(PROMPT, 'new\r', terminal.mark());
      await terminal.answer(question, 'n', terminal.mark());
      await terminal.answer('a new deal.', 'quit\r');
      expect(await terminal.status()).toBe(0);
      const screen = screenOf(terminal.output);
      expect(screen).toContain(`${question}y\nSaved to saves/freecell-1.json\nFreeCell game #1, from its start again.\n`);
      expect(JSON.parse(readFileSync(join(folder, 'saves', 'freecell-1.json'), 'utf8')).moves).toEqual(['T3 F0']);
      // the saved game does not count; the one thrown away on n does
      expect(statsOf(folder)).toMatch(/^FreeCell: played 1, won 0 /);
    } finally {
      terminal.kill();
    }
  });
});

describe('leaving at once', () => {
  it('Ctrl-C after a move counts the game as lost, as quitting without saving does', async () => {
    const folder = tempDir();
    const terminal = new Terminal(['freecell', '--seed', '1', '--no-color'], { cwd: folder });
    try {
      await terminal.answer(PROMPT, 't3 f0\r');
      await terminal.answer(PROMPT, CTRL_C, terminal.mark());
      expect(await terminal.status()).toBe(130);
      expect(statsOf(folder)).toMatch(/^FreeCell: played 1, won 0 /);
    } finally {
      terminal.kill();
    }
  });

  for (const [signal, status] of [['SIGHUP', 129], ['SIGQUIT', 131], ['SIGTERM', 143], ['SIGINT', 130]] as const) {
    it(`${signal} gives the terminal back as it was, and counts the game`, async () => {
      const folder = tempDir();
      // the shell reports the program's status and the terminal's modes once it has gone
      const shell = `${programCommand(['freecell', '--seed', '1', '--no-color'])}; echo "status $?"; stty -a`;
      const terminal = new Terminal([], { cwd: folder, shell });
      try {
        await terminal.answer(PROMPT, 't3 f0\r');
        await terminal.waitFor(PROMPT, terminal.mark());
        process.kill(terminal.gamePid(), signal);
        await terminal.waitFor('speed');
        await terminal.status();
        const screen = screenOf(terminal.output);
        expect(screen).toContain(`status ${status}`);
        expect(screen).toMatch(/ icanon /);
        expect(screen).toMatch(/ echo /);
        expect(statsOf(folder)).toMatch(/^FreeCell: played 1, won 0 /);
      } finally {
        terminal.kill();
      }
    });
  }
});

describe('the hotseat pause', () => {
  it('leaves on Ctrl-C, and takes only Enter to go on', async () => {
    const terminal = new Terminal(['cassino', '--players', 'Ann:human,Bea:human', '--seed', '3', '--no-color']);
    try {
      await terminal.answer('Pass to Ann, then press Enter', 'x');
      await terminal.answer('Pass to Ann, then press Enter', '\r');
      await terminal.answer('Ann, your move: ', 'a\r');
      await terminal.answer('Pass to Bea, then press Enter', CTRL_C);
      expect(await terminal.status()).toBe(130);
      expect(screenOf(terminal.output)).not.toContain('Bea, your move');
    } finally {
      terminal.kill();
    }
  });
});

describe('the terminal tests themselves', () => {
  it('wait for what they expect: a quick typist\'s answer typed with the command lands on the question', async () => {
    const folder = tempDir();
    writeFileSync(join(folder, 'x'), '');
    const terminal = new Terminal(['freecell', '--seed', '1', '--no-color'], { cwd: folder });
    try {
      await terminal.answer(PROMPT, 't3 f0\rquit\rn');
      expect(await terminal.status()).toBe(0);
      const screen = screenOf(terminal.output);
      // the n once, after the question, never echoed twice
      expect(screen).toContain(`${SAVE_QUESTION}n\n`);
      expect(screen).not.toContain('nn');
    } finally {
      terminal.kill();
    }
  });
});
