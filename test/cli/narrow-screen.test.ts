/**
 * Screens of every width from 40 columns, through a real pseudo-terminal (script) whose
 * width stty sets: the column view fits, help hangs under its description column, and
 * the menu's list of saves fits. What a pipe gets stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { visibleWidth } from '../../src/engine/wrap.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { FREECELL_PROMPT, plainScreen, Terminal } from '../helpers/terminal.js';

/** Runs the program at a terminal `columns` wide, answering each step's text with its keys; the screen as text. */
async function atWidth(columns: number, args: string[], steps: readonly (readonly [string, string])[], cwd = tempDir()): Promise<string> {
  const terminal = new Terminal(args, { columns, cwd });
  try {
    for (const [text, keys] of steps) await terminal.answer(text, keys, terminal.mark());
    expect(await terminal.status()).toBe(0);
    return plainScreen(terminal.output);
  } finally {
    terminal.kill();
  }
}

/** The lines wider than `columns` screen columns. */
function tooWide(screen: string, columns: number): string[] {
  return screen.split('\n').filter((line) => visibleWidth(line) > columns);
}

describe('the column view on a narrow screen', () => {
  it('draws Klondike within 40 columns, the seven piles side by side', async () => {
    const screen = await atWidth(40, ['klondike', '--seed', '5', '--no-color', '--view', 'columns'], [['Your move: ', 'quit\r']]);
    expect(tooWide(screen, 40)).toEqual([]);
    expect(screen).toContain('\nT0    T1    T2    T3    T4    T5    T6\n');
    expect(screen).not.toMatch(/\n\n\n/);
  });

  it('draws FreeCell within 40 columns, both notations in the heads', async () => {
    const screen = await atWidth(40, ['freecell', '--seed', '1', '--no-color', '--view', 'columns'], [[FREECELL_PROMPT, 'quit\r']]);
    expect(tooWide(screen, 40)).toEqual([]);
    expect(screen).toContain('\n1/T0 2/T1 3/T2 4/T3 5/T4 6/T5 7/T6 8/T7\nJ♦   2♦   9♥   J♣   5♦   7♥   7♣   5♥\n');
  });

  it('shows the board\'s lines, saying so, on a screen too narrow for the columns', async () => {
    const screen = await atWidth(30, ['freecell', '--seed', '1', '--no-color', '--view', 'columns'], [[FREECELL_PROMPT, 'quit\r']]);
    expect(screen).toContain('Too narrow for columns.\nFreecell 0:[]\n');
  });
});

describe('help on the screen', () => {
  it('hangs FreeCell\'s wrapped help under its description column at 80 columns', async () => {
    const screen = await atWidth(80, ['freecell', '--seed', '1', '--no-color'], [[FREECELL_PROMPT, 'help\r'], [FREECELL_PROMPT, 'quit\r']]);
    const help = screen.slice(screen.indexOf('Commands:'), screen.indexOf('Rules:'));
    expect(tooWide(help, 80)).toEqual([]);
    expect(help).not.toMatch(/\n {4}\S/);
    expect(help).not.toMatch(/\n {3,}[^ ]+\n/);
    expect(help).toContain('\n                cells, H0-H3 the home cells (H alone: the one that takes the\n');
  });

  it('hangs --help under its description column at 40 columns', async () => {
    for (const args of [['solve', '--help'], ['solve', 'klondike', '--help'], ['duel', 'cassino', '--help']]) {
      expect(tooWide(await atWidth(40, args, []), 40), args.join(' ')).toEqual([]);
    }
    const screen = await atWidth(40, ['--help'], []);
    expect(tooWide(screen, 40)).toEqual([]);
    const options = screen.slice(screen.indexOf('Options:\n') + 'Options:\n'.length, screen.indexOf('\nCommands:')).trimEnd().split('\n');
    // at 40 columns a description goes under its term, six columns in
    for (const line of options) expect(line).toMatch(/^( {2}-| {6}\S)/);
  });

  it('gives --help at an 80-column terminal, and a wider one, in 80 columns as a pipe gets it, a lone last word taking one down with it', async () => {
    const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');
    const hangs = (text: string) => new Set(text.split('\n').flatMap((line) => (/^ {3,}\S/.test(line) ? [/^ */.exec(line)![0].length] : [])));
    for (const args of [['--help'], ['freecell', '--help'], ['help', 'klondike'], ['cassino', '--help'], ['duel', 'cassino', '--help']]) {
      const piped = runCli(args).stdout;
      for (const columns of [80, 100]) {
        const screen = await atWidth(columns, args, []);
        expect(tooWide(screen, 80), `${args.join(' ')} at ${columns}`).toEqual([]);
        expect(words(screen)).toEqual(words(piped));
        expect(hangs(screen)).toEqual(hangs(piped));
        expect(screen, `${args.join(' ')} at ${columns}`).not.toMatch(/\n {3,}[^ ]+\n/);
      }
    }
    // commander's own layout on a pipe leaves `strength` alone; the screen does not
    expect(runCli(['--help']).stdout).toMatch(/\n {22}strength\n/);
  });

  it('hangs a game\'s --help under its description column at 60 columns', async () => {
    const screen = await atWidth(60, ['cassino', '--help'], []);
    expect(tooWide(screen, 60)).toEqual([]);
    // the options run to the blank line before the example move
    const options = screen.slice(screen.indexOf('Options:\n') + 'Options:\n'.length).split('\n\n')[0]!.split('\n');
    const column = /^ {2}\S.*? {2,}(?=\S)/.exec(options[0]!)![0].length;
    for (const line of options) expect(line, line).toMatch(new RegExp(`^( {2}-.{${column - 3}}\\S| {${column}}\\S)`));
  });
});

describe('the menu on a narrow screen', () => {
  it('lists saves within 40 columns, each save\'s description hanging under its name', async () => {
    const folder = tempDir();
    runCli(['klondike', '--seed', '12', '--draw', '3'], { cwd: folder, input: 'draw\nsave k\n' });
    const screen = await atWidth(40, ['--no-color'], [['Your choice: ', '4\r'], ['Resume which', '\r'], ['Your choice: ', 'q\r']], folder);
    expect(tooWide(screen, 40)).toEqual([]);
    expect(screen).toMatch(/\n {2}1 {2}k\n {5}Klondike game #12, draw 3, 1 move,\n {5}saved \d{4}-\d\d-\d\d \d\d:\d\d UTC\n/);
  });
});
