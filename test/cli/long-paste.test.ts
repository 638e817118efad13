/**
 * A long paste at a real terminal (issue 23, item 5): a line is taken up to the
 * 4,096-character limit and the rest of it, up to its Enter, is left out, so the answer
 * comes at once and the lines pasted after it are played in their turn; Ctrl-C leaves
 * at once however much was pasted before it. How long these take is measured by
 * `npm run bench -- paste`, not here: these wait for the screen, with the usual guard.
 */
import { describe, expect, it } from 'vitest';
import { FREECELL_PROMPT as PROMPT, screenOf, Terminal, unwrapped } from '../helpers/terminal.js';

const SAVE_QUESTION = 'Save before quitting? [y/n]: ';
const CTRL_C = '\u0003';
const NOTICE = 'A command is at most 4096 characters: the rest of this line is left out.';

/** The refusal, as unwrapped() gives it back (it is longer than the screen is wide). */
function refusal(length: number): string {
  return `Oops, invalid move. The line is ${length} characters long; a command is at most 4096.`;
}

describe('a line pasted past the limit', () => {
  it('is answered at once at 200,000 characters, said once, and the line pasted after it is played', async () => {
    const terminal = new Terminal(['freecell', '--seed', '1', '--no-color']);
    try {
      await terminal.answer(PROMPT, `${'x'.repeat(200_000)}\rt3 f0\r`);
      const refused = await terminal.waitFor('The line is 200000 characters long');
      await terminal.answer('Freecell 0:[6♥]', 'quit\r', refused);
      await terminal.answer(SAVE_QUESTION, 'n');
      expect(await terminal.status()).toBe(0);
      const screen = unwrapped(screenOf(terminal.output));
      // the line shows up to the limit, then the notice once, then the refusal and the next line
      expect(screen).toContain(`${PROMPT}${'x'.repeat(4096)}\n${NOTICE}\n${refusal(200_000)}\n${PROMPT}t3 f0\nFreecell 0:[6♥]\n`);
      expect(screen).not.toContain('x'.repeat(4097));
      expect(screen.split(NOTICE)).toHaveLength(2);
    } finally {
      terminal.kill();
    }
  });

  it('in the middle of a pasted batch: the lines before and after it are played in order', async () => {
    const terminal = new Terminal(['freecell', '--seed', '1', '--no-color']);
    try {
      // after the undo no move is left unsaved: quit asks nothing
      await terminal.answer(PROMPT, `t3 f0\r${'y'.repeat(50_000)}\rundo\rquit\r`);
      expect(await terminal.status()).toBe(0);
      const screen = unwrapped(screenOf(terminal.output));
      const played = [`${PROMPT}t3 f0\nFreecell 0:[6♥]\n`, `${NOTICE}\n${refusal(50_000)}\n`, `${PROMPT}undo\nFreecell 0:[]\n`, `${PROMPT}quit\n`];
      const at = played.map((text) => screen.indexOf(text));
      expect(at.every((position) => position >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    } finally {
      terminal.kill();
    }
  });

  it('can be cut short with Backspace before the limit, and a line of exactly 4096 characters is taken whole', async () => {
    const terminal = new Terminal(['freecell', '--seed', '1', '--no-color']);
    try {
      // 4096 characters, one of them rubbed out and typed again: no notice
      await terminal.answer(PROMPT, `${'w'.repeat(4096)}\u007fw\r`);
      const refused = await terminal.waitFor('Oops, invalid move.');
      await terminal.answer(PROMPT, 'quit\r', refused);
      expect(await terminal.status()).toBe(0);
      expect(screenOf(terminal.output)).not.toContain(NOTICE);
    } finally {
      terminal.kill();
    }
  });
});

describe('Ctrl-C after a paste', () => {
  it('leaves at once after a pasted line of 1,000,000 characters', async () => {
    const terminal = new Terminal(['freecell', '--seed', '1', '--no-color']);
    try {
      await terminal.waitFor(PROMPT);
      terminal.type('z'.repeat(1_000_000));
      terminal.type(CTRL_C);
      expect(await terminal.status()).toBe(130);
    } finally {
      terminal.kill();
    }
  });

  it('leaves at once while a pasted batch of commands is still being played', async () => {
    const terminal = new Terminal(['klondike', '--seed', '7', '--no-color']);
    try {
      await terminal.waitFor('Your move: ');
      // each hint takes a while: played one after another, they would take minutes
      terminal.type('hint\r'.repeat(5000));
      await terminal.waitFor('Hint: ');
      terminal.type(CTRL_C);
      expect(await terminal.status()).toBe(130);
      expect(screenOf(terminal.output).split('Hint: ').length).toBeLessThan(5000);
    } finally {
      terminal.kill();
    }
  });
});
