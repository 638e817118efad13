/**
 * A won game's save is no longer offered to resume (issue 22, item 9): at a terminal,
 * when a game with a save is won, the save is kept as NAME.won.json (never over another
 * file), which the menu leaves out; `--load NAME.won` still plays it from where it was
 * saved, a second win counting as solved. A pipe's files stay as they are.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { oneMoveFromWin } from '../helpers/freecell.js';
import { converse, FREECELL_PROMPT as PROMPT, screenOf, Terminal, unwrapped } from '../helpers/terminal.js';

/** A folder with saves/g.json, a game one move from a win, saved through a pipe. */
function folderWithSave(): string {
  const folder = tempDir();
  writeFileSync(join(folder, 'last.txt'), oneMoveFromWin());
  expect(runCli(['freecell', '--deal-file', 'last.txt'], { cwd: folder, input: 'save g\n' }).stdout).toContain('Saved to saves/g.json');
  return folder;
}

/** Plays at the terminal until the game is won; the screen, long lines joined. */
async function winAt(folder: string, args: readonly string[], steps: readonly (readonly [string, string])[] = [[PROMPT, 't0 h0\r']]): Promise<string> {
  const { output } = await converse([...args, '--no-color'], steps, folder);
  const screen = unwrapped(screenOf(output));
  expect(screen).toMatch(/You won in \d+ moves?\./);
  return screen;
}

const menuOf = (folder: string): string => runCli([], { cwd: folder, input: 'q\n' }).stdout;

describe('the save of a game won at a terminal', () => {
  it('is kept as NAME.won.json, said in one line, and the menu no longer offers it', async () => {
    const folder = folderWithSave();
    const saved = readFileSync(join(folder, 'saves', 'g.json'), 'utf8');
    expect(menuOf(folder)).toContain('Resume a saved game (1 in saves)');
    const screen = await winAt(folder, ['freecell', '--load', 'g']);
    expect(screen).toMatch(/\nFreeCell: played 1, won 1[^\n]*\nThe save saves\/g\.json is kept as saves\/g\.won\.json: a game won is not offered to resume\.\n/);
    expect(readdirSync(join(folder, 'saves')).filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort()).toEqual(['g.won.json']);
    expect(readFileSync(join(folder, 'saves', 'g.won.json'), 'utf8')).toBe(saved);
    expect(menuOf(folder)).not.toContain('Resume a saved game');
  });

  it('still plays by its new name, from where it was saved; won again, it is solved, and stays as it is', async () => {
    const folder = folderWithSave();
    await winAt(folder, ['freecell', '--load', 'g']);
    const screen = await winAt(folder, ['freecell', '--load', 'g.won']);
    expect(screen).toMatch(/\nFreeCell: played 2, won 1 \(50%\), solved 1/);
    expect(screen).not.toContain('is kept as');
    expect(readdirSync(join(folder, 'saves')).filter((name) => name.endsWith('.json') && !name.startsWith('.'))).toEqual(['g.won.json']);
  });

  it('is the one saved in the same sitting too', async () => {
    const folder = tempDir();
    writeFileSync(join(folder, 'last.txt'), oneMoveFromWin());
    const screen = await winAt(folder, ['freecell', '--deal-file', 'last.txt'], [[PROMPT, 'save mine\r'], ['Saved to saves/mine.json', 't0 h0\r']]);
    expect(screen).toContain('The save saves/mine.json is kept as saves/mine.won.json');
    expect(existsSync(join(folder, 'saves', 'mine.json'))).toBe(false);
    expect(existsSync(join(folder, 'saves', 'mine.won.json'))).toBe(true);
  });

  it('never goes over a file already there: the next free name', async () => {
    const folder = folderWithSave();
    writeFileSync(join(folder, 'saves', 'g.won.json'), 'kept');
    const screen = await winAt(folder, ['freecell', '--load', 'g']);
    expect(screen).toContain('The save saves/g.json is kept as saves/g.won-2.json');
    expect(readFileSync(join(folder, 'saves', 'g.won.json'), 'utf8')).toBe('kept');
    expect(existsSync(join(folder, 'saves', 'g.won-2.json'))).toBe(true);
    expect(menuOf(folder)).not.toContain('Resume a saved game');
  });

  it('is left as it is when the file now holds another game (saved over meanwhile)', async () => {
    const folder = folderWithSave();
    const terminal = new Terminal(['freecell', '--load', 'g', '--no-color'], { cwd: folder });
    try {
      await terminal.waitFor(PROMPT);
      // another game saved under the same name while this one is played: only the game in the file counts
      expect(runCli(['freecell', '--seed', '3'], { cwd: folder, input: 'T0 F0\nsave g\n' }).stdout).toContain('Saved to saves/g.json');
      const other = readFileSync(join(folder, 'saves', 'g.json'), 'utf8');
      terminal.type('t0 h0\r');
      await terminal.status();
      expect(unwrapped(screenOf(terminal.output))).toMatch(/You won in 1 move\.\nFreeCell: played 1, won 1[^\n]*\n$/);
      expect(readFileSync(join(folder, 'saves', 'g.json'), 'utf8')).toBe(other);
      expect(existsSync(join(folder, 'saves', 'g.won.json'))).toBe(false);
    } finally {
      terminal.kill();
    }
  });

  it('through a pipe, stays as it is, and the transcript is as it was', () => {
    const folder = folderWithSave();
    const saved = readFileSync(join(folder, 'saves', 'g.json'), 'utf8');
    const run = runCli(['freecell', '--load', 'g'], { cwd: folder, input: 't0 h0\n' });
    expect(run.stdout).toMatch(/You won in 1 move\.\n$/);
    expect(run.stdout).not.toContain('kept as');
    expect(readFileSync(join(folder, 'saves', 'g.json'), 'utf8')).toBe(saved);
  });
});
