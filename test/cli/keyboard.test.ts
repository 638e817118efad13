/**
 * Comfort at the keyboard, through a real pseudo-terminal (script): the line editor's
 * history and Tab, the column view of each game, the status line, the save-on-quit
 * question, new and restart, and the statistics after a win. A pipe gets none of it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { oneMoveFromWin } from '../helpers/freecell.js';
import { converse, FREECELL_PROMPT as PROMPT, screenOf, unwrapped } from '../helpers/terminal.js';

const UP = '\u001b[A';

describe('the line editor', () => {
  it('recalls the last commands with the Up arrow', async () => {
    const { output } = await converse(['freecell', '--seed', '1', '--no-color'], [
      [PROMPT, 't3 f0\r'],
      [PROMPT, 'undo\r'],
      // Up twice: past `undo` to `t3 f0`, played again
      [PROMPT, `${UP}${UP}\r`],
      [PROMPT, 'quit\r'],
      ['Save before quitting? [y/n]: ', 'n'],
    ]);
    const screen = screenOf(output);
    expect(screen).toContain(`${PROMPT}undo\nFreecell 0:[]\n`);
    expect(screen.split(`t3 f0\nFreecell 0:[6♥]\n`)).toHaveLength(3);
  });

  it('completes commands and pile names with Tab', async () => {
    const { output } = await converse(['freecell', '--seed', '1', '--no-color'], [
      [PROMPT, 't3 f0\r'],
      [PROMPT, 'und\t'],
      ['undo', '\r'],
      [PROMPT, 'quit\r'],
    ]);
    const screen = screenOf(output);
    expect(screen).toContain(`${PROMPT}undo\nFreecell 0:[]\n`);
  });

  it('completes with Tab in keys typed ahead, in their order: the Enter after the Tab ends the completed line', async () => {
    const { output, status } = await converse(['freecell', '--seed', '1', '--no-color'], [
      // typed at once: the Enter after the Tab ends the line the Tab completed
      [PROMPT, 't3 f0\rund\t\rquit\r'],
    ]);
    expect(status).toBe(0);
    const screen = screenOf(output);
    expect(screen).toContain('undo\nFreecell 0:[]\n');
    expect(screen).toContain(`${PROMPT}quit\n`);
    expect(screen).not.toContain('Oops');
  });

  it('takes a pasted line ending of CR LF as one Enter: no empty line, and the question after it waits for its own key', async () => {
    const { output, status } = await converse(['freecell', '--seed', '1', '--no-color'], [
      [PROMPT, 't3 f0\r\nundo\r\nt3 f0\r\nquit\r\n'],
      ['Save before quitting? [y/n]: ', 'n'],
    ]);
    expect(status).toBe(0);
    const screen = screenOf(output);
    expect(screen).not.toContain('Oops');
    expect(screen).toContain(`${PROMPT}quit\nSave before quitting? [y/n]: n\n`);
  });

  it('offers after a source pile only the piles its card may go to', async () => {
    const { output } = await converse(['freecell', '--seed', '1', '--no-color'], [
      // Tab twice lists the choices: 6♥ of T3 may go to a free cell only
      [PROMPT, 't3 \t\t'],
      ['f3', '\u0015quit\r'],
    ]);
    const screen = screenOf(output);
    expect(screen).toMatch(/f0\s+f1\s+f2\s+f3\n/);
    expect(screen).not.toMatch(/t0\s+t1/);
  });
});

describe('the column view', () => {
  it('draws FreeCell in columns with --view columns, and view switches back to lines', async () => {
    const { output } = await converse(['freecell', '--seed', '1', '--no-color', '--view', 'columns'], [
      [PROMPT, 'view\r'],
      [PROMPT, 'quit\r'],
    ]);
    const screen = screenOf(output);
    expect(screen).toContain('a/F0  b/F1  c/F2  d/F3  H0    H1    H2    H3\n--    --    --    --    --    --    --    --\n');
    expect(screen).toContain('1/T0  2/T1  3/T2  4/T3  5/T4  6/T5  7/T6  8/T7\nJ♦    2♦    9♥    J♣    5♦    7♥    7♣    5♥\n');
    expect(screen).toContain(`${PROMPT}view\nFreecell 0:[]\n`);
  });

  it('draws Klondike with backs for face-down cards, and is remembered for the next game', async () => {
    const folder = tempDir();
    await converse(['klondike', '--seed', '7', '--no-color'], [
      ['Your move: ', 'view columns\r'],
      ['Your move: ', 'quit\r'],
    ], folder);
    expect(JSON.parse(readFileSync(join(folder, 'saves', '.settings.json'), 'utf8'))).toMatchObject({ layout: 'columns' });
    const { output } = await converse(['klondike', '--seed', '7', '--no-color'], [['Your move: ', 'quit\r']], folder);
    const screen = screenOf(output);
    expect(screen).toContain('Deck      Waste               F0        F1        F2        F3\nJ♥ (24)   -- (0)              --        --        --        --\n');
    expect(screen).toContain('T0        T1        T2        T3        T4        T5        T6\n7♣        ##        ##        ##        ##        ##        ##\n');
  });

  it('draws Cassino\'s table with positions and the hand under a s d f', async () => {
    const { output } = await converse(['cassino', '--seed', '3', '--players', 'Ann:human,Bob:computer', '--no-color', '--view', 'columns'], [
      ['Ann, your move: ', 'quit\r'],
    ]);
    const screen = screenOf(output);
    expect(screen).toMatch(/Table\n1 {4}2 {4}3 {4}4\n\S+ +\S+ +\S+ +\S+\n\nHand\na {4}s {4}d {4}f\n/);
    expect(screen).toMatch(/Bob +## ## ## ## \(4\)\n/);
  });
});

describe('the status line', () => {
  it('names the game, the moves and the time under the board, after --load too', async () => {
    const folder = tempDir();
    const first = await converse(['freecell', '--seed', '5', '--supermoves', '--no-color'], [
      [PROMPT, 'save mine\r'],
      [PROMPT, 'quit\r'],
    ], folder);
    expect(screenOf(first.output)).toMatch(/\nFreeCell game #5, supermoves · 0 moves · 0:0\d\nYour move/);
    const { output } = await converse(['freecell', '--load', 'mine', '--no-color'], [[PROMPT, 'quit\r']], folder);
    expect(screenOf(output)).toMatch(/\nFreeCell game #5, supermoves · 0 moves · 0:0\d\nYour move/);
  });
});

describe('leaving and starting again', () => {
  it('asks to save before quitting a game with moves not saved, and saves on y', async () => {
    const folder = tempDir();
    const { output, status } = await converse(['freecell', '--seed', '1', '--no-color'], [
      [PROMPT, 't3 f0\r'],
      [PROMPT, 'quit\r'],
      ['Save before quitting? [y/n]: ', 'y'],
    ], folder);
    expect(screenOf(output)).toContain('Save before quitting? [y/n]: y\nSaved to saves/freecell-1.json\n');
    expect(existsSync(join(folder, 'saves', 'freecell-1.json'))).toBe(true);
    expect(status).toBe(0);
  });

  it('does not ask on n, nor when nothing is left unsaved', async () => {
    const folder = tempDir();
    const { output } = await converse(['freecell', '--seed', '1', '--no-color'], [
      [PROMPT, 't3 f0\r'],
      [PROMPT, 'quit\r'],
      ['Save before quitting? [y/n]: ', 'n'],
    ], folder);
    expect(existsSync(join(folder, 'saves', 'freecell-1.json'))).toBe(false);
    expect(screenOf(output)).not.toContain('Saved to');
    const saved = await converse(['freecell', '--seed', '1', '--no-color'], [
      [PROMPT, 't3 f0\r'],
      [PROMPT, 'save\r'],
      [PROMPT, 'quit\r'],
    ], folder);
    expect(screenOf(saved.output)).not.toContain('Save before quitting');
  });

  it('restarts the deal, and deals a new one with the same rules', async () => {
    const { output } = await converse(['freecell', '--seed', '1', '--autoplay', '--no-color'], [
      [PROMPT, 't3 f0\r'],
      [PROMPT, 'restart\r'],
      ['Save this game before leaving it? [y/n]: ', 'n'],
      [PROMPT, 'new\r'],
      [PROMPT, 'quit\r'],
    ]);
    const screen = screenOf(output);
    expect(screen).toContain(`${PROMPT}restart\nSave this game before leaving it? [y/n]: n\nFreeCell game #1, autoplay, from its start again.\nFreecell 0:[]\n`);
    expect(screen).toMatch(/restart\n[^]*Tableau 3:\[J♣, 5♠, Q♦, Q♥, 10♥, Q♠, 6♥\]\n(?:Tableau \d:\[[^\n]*\]\n)+FreeCell game #1, autoplay · 0 moves/);
    expect(screen).toMatch(/Your move <from to>: new\nFreeCell game #\d+, autoplay, a new deal\.\nFreecell 0:\[\]\n/);
  });
});

describe('statistics', () => {
  it('are shown on a win and by cardtable stats; the game counts once a move is made', async () => {
    const folder = tempDir();
    writeFileSync(join(folder, 'last.txt'), oneMoveFromWin());
    const { output } = await converse(['freecell', '--deal-file', 'last.txt', '--no-color'], [[PROMPT, 't0 h0\r']], folder);
    // at a terminal the line is broken between words to fit 80 columns
    expect(screenOf(output)).toMatch(/You won in 1 move\.\nFreeCell: played 1, won 1 \(100%\), streak 1 \(longest 1\), fewest moves 1,\s+fastest\s+0:0\d\n/);
    // a game left after a move counts as lost, and breaks the streak
    await converse(['freecell', '--seed', '1', '--no-color'], [[PROMPT, 't3 f0\r'], [PROMPT, 'quit\r'], ['[y/n]: ', 'n']], folder);
    // a game left without a move does not count
    await converse(['freecell', '--seed', '2', '--no-color'], [[PROMPT, 'quit\r']], folder);
    const stats = runCli(['stats'], { cwd: folder });
    expect(stats.stdout).toMatch(/^FreeCell: played 2, won 1 \(50%\), streak 0 \(longest 1\), fewest moves 1, fastest 0:0\d\n$/);
  });

  it('survive a corrupt file: a warning, and a fresh start', async () => {
    const folder = tempDir();
    mkdirSync(join(folder, 'saves'));
    writeFileSync(join(folder, 'saves', '.stats.json'), '{ not json');
    // stats only looks (issue 23, item 10): the game after it moves the file aside
    expect(runCli(['stats'], { cwd: folder }).stdout).toMatch(/^Statistics in saves\/\.stats\.json could not be read \(.+\); nothing was changed: the next game recorded keeps it as saves\/\.stats\.json\.bad and starts afresh\.\n$/);
    writeFileSync(join(folder, 'last.txt'), oneMoveFromWin());
    const { output } = await converse(['freecell', '--deal-file', 'last.txt', '--no-color'], [[PROMPT, 't0 h0\r']], folder);
    expect(unwrapped(screenOf(output))).toMatch(/You won in 1 move\.\nStatistics in saves\/\.stats\.json could not be read .*\nFreeCell: played 1, won 1/);
    expect(runCli(['stats'], { cwd: folder }).stdout).toMatch(/^FreeCell: played 1, won 1/);
  });
});

describe('on a pipe', () => {
  it('view, new and restart are not commands, and no status line or question appears', () => {
    const piped = runCli(['freecell', '--seed', '1'], { input: 't3 f0\nview\nnew\nrestart\nquit\n' });
    expect(piped.stdout).toContain(`${PROMPT}view\nOops, invalid move.\n${PROMPT}new\nOops, invalid move.\n${PROMPT}restart\nOops, invalid move.\n${PROMPT}quit\n`);
    expect(piped.stdout).not.toContain(' · ');
    expect(piped.stdout).not.toContain('Save before');
  });
});

describe('the menu', () => {
  it('takes a deal number after the game', () => {
    const run = runCli([], { input: '1 617\nquit\n' });
    expect(run.stdout).toContain('Your choice: 1 617\n');
    expect(run.stdout).toContain(runCli(['freecell', '--seed', '617'], { input: 'quit\n' }).stdout);
    expect(runCli([], { input: 'klondike x\nq\n' }).stdout).toContain('A Klondike deal number is a whole number from 0 to 4294967295.\n');
  });

  it('lists saves at a terminal with their game, deal, rules, moves and date', async () => {
    const folder = tempDir();
    runCli(['klondike', '--seed', '12', '--draw', '3'], { cwd: folder, input: 'draw\nsave k\n' });
    const { output } = await converse(['--no-color'], [['Your choice: ', '4\r'], ['Resume which', '\r'], ['Your choice: ', 'q\r']], folder);
    expect(screenOf(output)).toMatch(/ {2}1 {2}k {2}\(Klondike game #12, draw 3, 1 move, saved \d{4}-\d\d-\d\d \d\d:\d\d UTC\)\n/);
  });
});
