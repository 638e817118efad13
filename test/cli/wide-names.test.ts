/**
 * Cassino's screens with names of wide characters (issue 23, item 3): emoji and CJK
 * take two columns each, a combining accent none, and every line the program lays
 * out fits the terminal at 40 and at 80 columns, counted as the terminal counts.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { plainScreen, Terminal } from '../helpers/terminal.js';

/** The wide characters the names below are made of. */
const WIDE = new Set(['😀', '😁', '😂', '😃', '😄', '山', '田']);
const ACUTE = '\u0301';

/** The columns a line takes, as a terminal shows the text of these tests (measured apart from the program's own measure). */
function columns(line: string): number {
  let width = 0;
  for (const char of line) width += WIDE.has(char) ? 2 : char === ACUTE ? 0 : 1;
  return width;
}

/** Six players: at 80 columns names of 20 wide characters (40 columns), at 40 of 10 (20 columns), and one with combining accents. */
function names(width: 40 | 80): string[] {
  const long = width === 80 ? 20 : 10;
  return [
    ...['😀', '😁', '😂', '😃'].map((emoji) => emoji.repeat(long)),
    '山田'.repeat(long / 2),
    `Zoe${ACUTE} Ame${ACUTE}lie Rene${ACUTE}e`,
  ];
}

/** The lines the program laid out: not the prompt's, which node's line editor draws with what is typed after it. */
function laidOut(output: string): string[] {
  return plainScreen(output).split('\n').filter((line) => !line.includes(', your move: '));
}

describe.each([40, 80] as const)('Cassino with names of wide characters at %i columns', (width) => {
  const players = names(width);

  it('fits every line of the board, its columns, the score, the log, a hint, the round\'s end and the statistics to the screen', async () => {
    const spec = players.map((name, seat) => `${name}:${seat === 0 ? 'human' : 'computer:easy'}`).join(',');
    const terminal = new Terminal(['cassino', '--seed', '1', '--target', '1', '--no-color', '--players', spec], { columns: width });
    const prompt = `${players[0]}, your move: `;
    try {
      let from = 0;
      for (const command of ['score', 'log', 'hint', 'view columns', 'view lines', 'view columns']) from = await terminal.answer(prompt, `${command}\r`, from);
      // the round is eight plays a player; the target of 1 point ends the game with it
      for (let play = 0; play < 8; play += 1) from = await terminal.answer(prompt, 'a\r', from);
      expect(await terminal.status()).toBe(0);
      const lines = laidOut(terminal.output);
      const wide = lines.filter((line) => columns(line) > width);
      expect(wide, wide.join('\n')).toEqual([]);
      // what the names are in: the status line, the score, a play, the round's end, the winner
      const screen = lines.join('\n');
      expect(screen).toContain('Player');
      expect(screen).toMatch(/Hint: /);
      expect(screen).toContain(' wins with ');
      expect(screen).toContain('Round 1 scores: ');
      expect(screen).not.toContain('Too narrow for columns.');
    } finally {
      terminal.kill();
    }
  });

  it('lines the score\'s columns up under their heads, however wide the names (on a pipe too)', () => {
    const spec = players.map((name, seat) => `${name}:${seat === 0 ? 'human' : 'computer:easy'}`).join(',');
    const run = runCli(['cassino', '--seed', '1', '--players', spec], { input: 'score\n' });
    const lines = run.stdout.split('\n');
    const head = lines.findIndex((line) => line.startsWith('Player '));
    const rows = lines.slice(head, head + 1 + players.length);
    expect(rows.slice(1).map((row) => row.replace(/( +\d+){4}$/, '').trimEnd())).toEqual(players);
    // every row ends in the column the head's "Total" ends in
    expect(new Set(rows.map(columns)), rows.join('\n')).toEqual(new Set([columns(rows[0] as string)]));
  });

  it('fits the hand-over between two people and the pass line', async () => {
    const spec = players.slice(0, 3).map((name, seat) => `${name}:${seat < 2 ? 'human' : 'computer:easy'}`).join(',');
    const terminal = new Terminal(['cassino', '--seed', '1', '--no-color', '--players', spec], { columns: width });
    try {
      await terminal.answer(`Pass to ${players[0]}, then press Enter`, '\r');
      const at = await terminal.answer(`${players[0]}, your move: `, 'a\r');
      await terminal.answer(`Pass to ${players[1]}, then press Enter`, '\r', at);
      await terminal.answer(`${players[1]}, your move: `, 'quit\r', at);
      await terminal.answer('Save before quitting? [y/n]: ', 'n');
      expect(await terminal.status()).toBe(0);
      const wide = laidOut(terminal.output).filter((line) => columns(line) > width && !line.startsWith('Pass to '));
      expect(wide, wide.join('\n')).toEqual([]);
    } finally {
      terminal.kill();
    }
  });
});
