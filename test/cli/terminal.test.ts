/**
 * The program at a real terminal: `script` (util-linux) runs it in a
 * pseudo-terminal, and the test types at each prompt as a person would.
 * node:readline reads the keys (readline-sync the one-key questions); the board
 * comes out in colour.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { converse, FREECELL_PROMPT as PROMPT, playAtTerminal, screenOf, unwrapped } from '../helpers/terminal.js';


describe('at a terminal', () => {
  it('greets, colours red cards, reads typed moves through the line editor, and ends on Ctrl-D', async () => {
    const { output, status } = await playAtTerminal(['freecell', '--seed', '1'], ['t3 f0\r', 'undo\r', '\u0004']);
    const screen = screenOf(output);
    expect(screen.startsWith('FreeCell game #1. Type help for the commands.\n')).toBe(true);
    expect(screen).toContain('Tableau 0:[\u001b[31mJ♦\u001b[39m, \u001b[31mK♦\u001b[39m, 2♠, 4♣, 3♠,');
    // the terminal echoes the keys; the program does not echo them a second time
    expect(screen).toContain(`${PROMPT}t3 f0\nFreecell 0:[\u001b[31m6♥\u001b[39m]\n`);
    expect(screen).toContain(`${PROMPT}undo\nFreecell 0:[]\n`);
    expect(screen.endsWith(`${PROMPT}\n`)).toBe(true);
    expect(status).toBe(0);
  });

  it('gives the reason after "Oops, invalid move." at a terminal (a pipe gets the line alone)', async () => {
    const { output } = await playAtTerminal(['freecell', '--seed', '1', '--no-color'], ['t0 t1\r', 'h0 t1\r', 'tree f0\r', 'quit\r']);
    const screen = screenOf(output);
    // a typo gets the way a move is typed, as the other games say it
    expect(screen).toContain(`${PROMPT}tree f0\nOops, invalid move. Type a move such as T3 F0 (or 3a), or help.\n`);
    expect(runCli(['freecell', '--seed', '1'], { input: 'tree f0\n' }).stdout).toContain(`${PROMPT}tree f0\nOops, invalid move.\n${PROMPT}`);
    expect(screen).toContain(`${PROMPT}t0 t1\nOops, invalid move. 6♠ cannot go on 9♣.\n`);
    expect(screen).toContain(`${PROMPT}h0 t1\nOops, invalid move. A card cannot be taken from a home cell.\n`);
    expect(runCli(['freecell', '--seed', '1'], { input: 't0 t1\n' }).stdout).toContain(`${PROMPT}t0 t1\nOops, invalid move.\n`);
  });

  it('names what is wrong with a line shaped like a move (a pile that is not there, a home cell as the source); a pipe gets the line alone', async () => {
    const typed = ['T1 T9', '9a', 'h1'];
    const { output } = await playAtTerminal(['freecell', '--seed', '1', '--no-color'], [...typed.map((text) => `${text}\r`), 'quit\r']);
    const screen = screenOf(output);
    expect(screen).toContain(`${PROMPT}T1 T9\nOops, invalid move. There is no Tableau 9: the tableau piles are T0-T7.\n`);
    expect(screen).toContain(`${PROMPT}9a\nOops, invalid move. There is no column 9: the columns are 1-8.\n`);
    expect(screen).toContain(`${PROMPT}h1\nOops, invalid move. Nothing leaves a home cell.\n`);
    const piped = runCli(['freecell', '--seed', '1'], { input: `${typed.join('\n')}\n` }).stdout;
    expect(piped).toContain(typed.map((text) => `${PROMPT}${text}\nOops, invalid move.\n`).join(''));
  });

  it('refusing a run typed under the one-card rule, says that supermoves exist and how to turn them on; a pipe gets the line alone', async () => {
    // deal 12: 9♦ 8♣ tops column 1, and column 5's 10♠ takes the 9♦
    const { output } = await playAtTerminal(['freecell', '--seed', '12', '--no-color'], ['15\r', 'quit\r']);
    expect(unwrapped(screenOf(output))).toContain(`${PROMPT}15\nOops, invalid move. 8♣ cannot go on 10♠; one card moves at a time (start the game with --supermoves, or pick supermoves in the menu, to move 9♦ 8♣ as one).\n`);
    expect(runCli(['freecell', '--seed', '12'], { input: '15\n' }).stdout).toContain(`${PROMPT}15\nOops, invalid move.\n${PROMPT}`);
  });

  it('honours --no-color and NO_COLOR there', async () => {
    for (const [args, env] of [[['--no-color'], {}], [[], { NO_COLOR: '1' }]] as const) {
      const { output } = await playAtTerminal(['freecell', '--seed', '1', ...args], ['quit\r'], env);
      expect(output).toContain('Tableau 0:[J♦, K♦, 2♠');
      expect(output).not.toContain('\u001b[3');
    }
  });
});

describe('Klondike at a terminal', () => {
  it('greets with the game and its rules, shows face-down cards as ##, colours red cards, gives the reason for a refusal', async () => {
    const { output, status } = await playAtTerminal(['klondike', '--seed', '7', '--draw', '1'], ['draw\r', 't0 t1\r', 'undo\r', '\u0004'], {}, 'Your move: ');
    const screen = screenOf(output);
    expect(screen.startsWith('Klondike game #7, draw 1. Type help for the commands.\nDeck:[##] 24 cards\n')).toBe(true);
    expect(screen).toContain('Tableau 1:[##, \u001b[31m4♦\u001b[39m]');
    expect(screen).toContain('Your move: draw\nDeck:[##] 23 cards\nWaste:[\u001b[31mJ♥\u001b[39m] 1 cards\n');
    expect(screen).toContain('Your move: t0 t1\nOops, invalid move: 7♣ cannot go on 4♦');
    expect(screen).toContain('Your move: undo\nDeck:[##] 24 cards\nWaste:[] 0 cards\n');
    expect(screen.endsWith('Your move: \n')).toBe(true);
    expect(status).toBe(0);
  });
});

describe('Cassino at a terminal', () => {
  it('with two people, clears the screen before the hand-over line, so no hand is left on it; never on a pipe', async () => {
    const args = ['cassino', '--players', 'Ann:human,Bea:human,Cid:computer', '--seed', '3'];
    const { output, status } = await converse(args, [
      ['Pass to Ann, then press Enter', '\r'],
      ['Ann, your move: ', 'a\r'],
      ['Pass to Bea, then press Enter', '\r'],
      ['Bea, your move: ', 'quit\r'],
      ['Save before quitting? [y/n]: ', 'n'],
    ]);
    const screen = screenOf(output);
    const clear = '\u001b[2J\u001b[3J\u001b[H';
    // a cleared screen, the line, Enter, and only then the hand
    expect(screen).toMatch(/^Cassino game #3, 3 players\. Type help for the commands\.\nRound 1\nTable:\[[^\n]+\]\n\u001b\[2J\u001b\[3J\u001b\[HPass to Ann, then press Enter\nTable:/);
    const annHand = /Hand:\[[^\n]*\]/.exec(screen.slice(screen.indexOf(clear)))![0];
    const beforeBea = screen.slice(0, screen.lastIndexOf(clear));
    expect(beforeBea).toContain(annHand);
    const afterClear = screen.slice(screen.lastIndexOf(clear));
    expect(afterClear.startsWith(`${clear}Pass to Bea, then press Enter\n`)).toBe(true);
    expect(afterClear).not.toContain(annHand);
    expect(afterClear).toContain('Bea, your move: ');
    expect(screen.indexOf('Ann puts ')).toBeLessThan(screen.indexOf('Pass to Bea'));
    expect(status).toBe(0);

    const piped = runCli(args, { input: 'a\nquit\n' });
    expect(piped.stdout).not.toContain('Pass to');
    expect(piped.stdout).not.toContain('\u001b');
  });
});
