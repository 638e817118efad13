/**
 * Words and lines at a terminal (issue 13, part 5): every line fits 80 columns, broken
 * between words; a pipe still gets every line whole.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literally, runCli, STARTED_AS, tempDir } from '../helpers/cli.js';
import { FREECELL_PROMPT, screenOf, Terminal } from '../helpers/terminal.js';

/** The screen's lines as a person sees them: colour codes and the clear-screen code take no room. */
function screenLines(output: string): string[] {
  return screenOf(output).replace(/\u001b\[[0-9;]*[a-zA-Z]/g, '').split('\n');
}

const LONG_TABLE = 'Annabelle:human,Bartholomew:computer,Christabella:computer,Demetrius:computer:easy,Evangeline:computer,Fitzgerald:computer';

describe('at a terminal, every line fits 80 columns', () => {
  it('Cassino with six players: the opening line, the status line and the log', async () => {
    const terminal = new Terminal(['cassino', '--players', LONG_TABLE, '--no-color']);
    try {
      await terminal.answer('Annabelle, your move: ', 'score\r');
      await terminal.answer('Annabelle, your move: ', 'quit\r', terminal.mark());
      await terminal.status();
      const lines = screenLines(terminal.output);
      expect(Math.max(...lines.map((line) => [...line].length))).toBeLessThanOrEqual(80);
      // the status line is there, broken between words, none cut
      const screen = lines.join('\n');
      expect(screen).toMatch(/in hand: Bartholomew\s+4,\s+Christabella\s+4,\s+Demetrius\s+4,\s+Evangeline\s+4,\s+Fitzgerald\s+4\n/);
      expect(screen).toMatch(new RegExp(`play it again with\\s+${STARTED_AS.split(' ').map(literally).join('\\s+')}\\s+cassino\\s+--seed\\s+\\d+\\s+--players`));
    } finally {
      terminal.kill();
    }
  });

  it('the statistics line after a win', async () => {
    const folder = tempDir();
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const home = (suit: string, top: string) => ranks.slice(0, ranks.indexOf(top) + 1).map((rank) => `${rank}${suit}`).join(', ');
    writeFileSync(join(folder, 'last.txt'), [
      `Homecell 0:[${home('♠', 'Q')}]`, `Homecell 1:[${home('♥', 'K')}]`, `Homecell 2:[${home('♦', 'K')}]`, `Homecell 3:[${home('♣', 'K')}]`,
      'Tableau 0:[K♠]',
    ].join('\n'));
    const terminal = new Terminal(['freecell', '--deal-file', 'last.txt', '--no-color', '--supermoves', '--autoplay'], { cwd: folder });
    try {
      await terminal.answer(FREECELL_PROMPT, 't0 h0\r');
      await terminal.status();
      const lines = screenLines(terminal.output);
      expect(lines.join('\n')).toMatch(/FreeCell, supermoves, autoplay: played 1, won 1 \(100%\), streak 1/);
      expect(Math.max(...lines.map((line) => [...line].length))).toBeLessThanOrEqual(80);
    } finally {
      terminal.kill();
    }
  });
});

describe('suits a terminal can show', () => {
  async function firstBoard(args: string[], env: Record<string, string>): Promise<string> {
    const terminal = new Terminal(['freecell', '--seed', '1', ...args], { env });
    try {
      await terminal.answer(FREECELL_PROMPT, 'quit\r');
      await terminal.status();
      return screenOf(terminal.output);
    } finally {
      terminal.kill();
    }
  }

  it('letters with --ascii, CARDTABLE_ASCII=1, or a locale whose charset is not UTF-8; colour goes on', async () => {
    for (const [args, env] of [[['--ascii'], {}], [[], { CARDTABLE_ASCII: '1' }], [[], { LANG: 'en_US.ISO-8859-1' }]] as const) {
      const screen = await firstBoard([...args], { ...env });
      expect(screen).toContain('Tableau 0:[\u001b[31mJD\u001b[39m, \u001b[31mKD\u001b[39m, 2S, 4C, 3S, \u001b[31m6D\u001b[39m, 6S]');
      expect(screen).not.toMatch(/[♠♥♦♣]/);
    }
  });

  it('the Unicode suits for LANG=C, an unset locale, --no-ascii, and always on a pipe', async () => {
    for (const [args, env] of [[[], { LANG: 'C' }], [[], {}], [['--no-ascii'], { LANG: 'en_US.ISO-8859-1' }]] as const) {
      expect(await firstBoard([...args], { ...env })).toContain('2♠, 4♣, 3♠');
    }
    const piped = runCli(['freecell', '--seed', '1', '--ascii'], { input: '', env: { CARDTABLE_ASCII: '1', LANG: 'en_US.ISO-8859-1' } });
    expect(piped.stdout).toContain('Tableau 0:[J♦, K♦, 2♠, 4♣, 3♠, 6♦, 6♠]');
  });

  it('no colour on a terminal that says TERM=dumb', async () => {
    const screen = await firstBoard([], { TERM: 'dumb' });
    expect(screen).toContain('Tableau 0:[J♦, K♦, 2♠');
    expect(screen).not.toContain('\u001b[31m');
  });
});

describe('on a pipe', () => {
  it('every line stays whole, however long', () => {
    const run = runCli(['cassino', '--players', LONG_TABLE, '--seed', '4'], { input: 'quit\n' });
    expect(run.stdout).toMatch(/\nRound 1, dealer Fitzgerald, deck 24 cards, in hand: Bartholomew 4, Christabella 4, Demetrius 4, Evangeline 4, Fitzgerald 4\n/);
  });
});

describe('player-facing text', () => {
  it('speaks of the game, never of "the contract" or "the assignment"', () => {
    const texts = [
      runCli(['--help']).stdout,
      ...['freecell', 'klondike', 'cassino'].map((game) => runCli([game, '--help']).stdout),
      runCli(['freecell', '--seed', '1'], { input: 'help\n' }).stdout,
      runCli(['klondike', '--seed', '1'], { input: 'help\n' }).stdout,
      runCli(['cassino', '--seed', '1', '--players', 'human,computer'], { input: 'help\n' }).stdout,
    ];
    for (const text of texts) expect(text).not.toMatch(/contract|assignment/i);
  });
});
