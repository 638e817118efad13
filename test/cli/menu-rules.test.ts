/**
 * The menu picks each game's rules from the words after the game (`1 supermoves`,
 * `2 draw 3 vegas`, `3 hard`), on a pipe as at a terminal; a person at a terminal gets
 * the last rules picked again, and sees them in the list. A pipe's `1` is always the
 * spec's game, and a pipe never writes the settings.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { converse, FREECELL_PROMPT as PROMPT, screenOf, unwrapped } from '../helpers/terminal.js';

/** What the game prints after the menu's lines: from its first board on. */
function game(stdout: string): string {
  return stdout.slice(stdout.indexOf('Freecell 0:') >= 0 ? stdout.indexOf('Freecell 0:') : stdout.indexOf('Deck:'));
}

describe('the menu picks the rules on a pipe', () => {
  it('FreeCell: supermoves and autoplay after the deal number, as the options give them', () => {
    // deal 12: 15 is a two-card run, which only supermoves carry
    const picked = runCli([], { input: '1 12 supermoves\n15\nquit\n' });
    expect(game(picked.stdout)).toBe(runCli(['freecell', '--seed', '12', '--supermoves'], { input: '15\nquit\n' }).stdout);
    expect(picked.stdout).toContain(`${PROMPT}15\nFreecell 0:[]`);
    const both = runCli([], { input: '1 12 autoplay supermoves\nquit\n' });
    expect(game(both.stdout)).toBe(runCli(['freecell', '--seed', '12', '--supermoves', '--autoplay'], { input: 'quit\n' }).stdout);
    // a fresh deal states its rules, so that it can be played again
    expect(runCli([], { input: 'freecell supermoves\nquit\n' }).stderr).toMatch(/^cardtable: FreeCell game #\d+, supermoves \(play it again with .*--supermoves\)\n$/);
  });

  it('Klondike: draw 1 or 3 and the scoring', () => {
    const picked = runCli([], { input: '2 7 draw 3 vegas\nquit\n' });
    expect(game(picked.stdout)).toBe(runCli(['klondike', '--seed', '7', '--draw', '3', '--scoring', 'vegas'], { input: 'quit\n' }).stdout);
    expect(game(runCli([], { input: 'klondike 7 draw1 standard\nquit\n' }).stdout)).toBe(runCli(['klondike', '--seed', '7', '--draw', '1', '--scoring', 'standard'], { input: 'quit\n' }).stdout);
    expect(runCli([], { input: '2 draw 3\nquit\n' }).stderr).toMatch(/^cardtable: Klondike game #\d+, draw 3 \(play it again with .*--draw 3\)\n$/);
  });

  it('Cassino: the level of the computers the questions add', () => {
    const dir = tempDir();
    runCli([], { cwd: dir, input: '3 5 hard\n2\nAnn\np\nBob\nc\nsave c\n' });
    expect(JSON.parse(readFileSync(join(dir, 'saves', 'c.json'), 'utf8')).start.deal[0]).toBe('Players: Ann:human, Bob:computer:hard');
  });

  it('refuses words that are no rule in one line, and asks again', () => {
    const run = runCli([], { input: '1 617 fly\n2 draw 2\n3 5 brilliant\n1 fly\nq\n' });
    expect(run.stdout).toContain('Your choice: 1 617 fly\n"fly" is not a FreeCell rule: type supermoves, autoplay, both, or spec for neither\nYour choice: ');
    expect(run.stdout).toContain('Your choice: 2 draw 2\ndraw takes 1 or 3: type draw 1 or draw 3\nYour choice: ');
    expect(run.stdout).toContain('Your choice: 3 5 brilliant\nCassino\'s rule in the menu is the computers\' level: type easy, normal or hard\nYour choice: ');
    // one word that is neither is taken for a deal number, as the menu has always said on a pipe
    expect(run.stdout).toContain('Your choice: 1 fly\nA FreeCell deal number is a whole number from 1 to 2147483647.\nYour choice: ');
    expect(run.status).toBe(0);
  });

  it('a plain choice on a pipe is the spec\'s game, and the pipe keeps nothing for next time', () => {
    const dir = tempDir();
    runCli([], { cwd: dir, input: '1 12 supermoves\nquit\n' });
    expect(existsSync(join(dir, 'saves', '.settings.json'))).toBe(false);
    expect(runCli([], { cwd: dir, input: '1 12\n15\nquit\n' }).stdout).toContain(`${PROMPT}15\nOops, invalid move.\n`);
  });
});

describe('the menu at a terminal', () => {
  it('says how rules are picked, keeps the last ones picked, shows them in the list, and spec goes back to the plain game', async () => {
    const folder = tempDir();
    const first = await converse(['--no-color'], [['Your choice: ', '1 12 supermoves\r'], [PROMPT, 'quit\r']], folder);
    const screen = unwrapped(screenOf(first.output));
    expect(screen).toContain('Rules may follow, as in 1 supermoves autoplay, 2 draw 3 vegas, 3 hard.\nThey are kept for next time; spec (Cassino: normal) goes back to the plain rules.\n');
    expect(screen).toContain('FreeCell game #12, supermoves.');
    expect(JSON.parse(readFileSync(join(folder, 'saves', '.settings.json'), 'utf8'))).toMatchObject({ rules: { freecell: ['supermoves'] } });
    // the next time, the list shows them and a plain 1 plays them
    const second = await converse(['--no-color'], [['Your choice: ', '1 12\r'], [PROMPT, '15\r'], [PROMPT, 'quit\r'], ['Save before quitting? [y/n]: ', 'n']], folder);
    const again = screenOf(second.output);
    expect(again).toContain('  1  FreeCell (supermoves)\n  2  Klondike\n  3  Cassino\n');
    expect(again).toContain(`${PROMPT}15\nFreecell 0:[]`);
    const third = await converse(['--no-color'], [['Your choice: ', '1 12 spec\r'], [PROMPT, '15\r'], [PROMPT, 'quit\r']], folder);
    expect(screenOf(third.output)).toContain(`${PROMPT}15\nOops, invalid move. 8♣ cannot go on 10♠`);
    expect(JSON.parse(readFileSync(join(folder, 'saves', '.settings.json'), 'utf8')).rules.freecell).toEqual(['spec']);
  });

  it('keeps the rules of each game apart, and the layout beside them', async () => {
    const folder = tempDir();
    await converse(['--no-color'], [['Your choice: ', '2 7 draw 3 vegas\r'], ['Your move: ', 'view columns\r'], ['Your move: ', 'quit\r']], folder);
    const { output } = await converse(['--no-color'], [['Your choice: ', '1 fly\r'], ['Your choice: ', 'q\r']], folder);
    // one word that is neither a deal nor a rule: the deal number's line, and at a terminal the rules' reason
    expect(unwrapped(screenOf(output))).toContain('Your choice: 1 fly\nA FreeCell deal number is a whole number from 1 to 2147483647.\n"fly" is not a FreeCell rule: type supermoves, autoplay, both, or spec for neither\n');
    expect(screenOf(output)).toContain('  1  FreeCell\n  2  Klondike (draw 3, Vegas scoring)\n  3  Cassino\n');
    expect(JSON.parse(readFileSync(join(folder, 'saves', '.settings.json'), 'utf8'))).toMatchObject({ layout: 'columns', rules: { klondike: ['draw', '3', 'vegas'] } });
  });
});
