/**
 * Cassino's set-up questions at a terminal: a word on the game and on help before
 * them, and the level of each computer added (Enter for normal). A pipe's answers
 * are read as they always were (cassino.test.ts): no level question there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { converse, screenOf, unwrapped } from '../helpers/terminal.js';

const players = (folder: string, name: string): string => JSON.parse(readFileSync(join(folder, 'saves', `${name}.json`), 'utf8')).start.deal[0];

describe('Cassino\'s set-up at a terminal', () => {
  it('says a word on the rules and on help, and asks each computer\'s level, normal on Enter', async () => {
    const folder = tempDir();
    const { output, status } = await converse(['cassino', '--seed', '3', '--no-color'], [
      ['How many players (2-6)? ', '3\r'],
      ['Name of player 1 [Player 1]: ', 'Ann\r'],
      ['Is Ann a person or the computer? [p/c] ', 'p\r'],
      ['Name of player 2 [Player 2]: ', 'Bob\r'],
      ['Is Bob a person or the computer? [p/c] ', 'c\r'],
      ['How well does Bob play: easy, normal or hard? [normal] ', 'hard\r'],
      ['Name of player 3 [Player 3]: ', 'Cid\r'],
      ['Is Cid a person or the computer? [p/c] ', 'c\r'],
      ['How well does Cid play: easy, normal or hard? [normal] ', '\r'],
      ['Ann, your move: ', 'save s\r'],
      ['Ann, your move: ', 'quit\r'],
    ], folder);
    expect(status).toBe(0);
    const screen = unwrapped(screenOf(output));
    expect(screen).toContain('Cassino: play a card from your hand to take the table cards that add up to its value, or put it on the table.\n');
    expect(screen).toContain('16 points win. At your move, help gives the rules and the commands.\nHow many players (2-6)? ');
    expect(players(folder, 's')).toBe('Players: Ann:human, Bob:computer:hard, Cid:computer:normal');
  });

  it('takes the level with the kind (c easy), and then asks no more; a pipe does the same', async () => {
    const folder = tempDir();
    await converse(['cassino', '--seed', '3', '--no-color'], [
      ['How many players (2-6)? ', '2\r'],
      ['Name of player 1 [Player 1]: ', '\r'],
      ['Is Player 1 a person or the computer? [p/c] ', 'p\r'],
      ['Name of player 2 [Player 2]: ', '\r'],
      ['Is Player 2 a person or the computer? [p/c] ', 'c easy\r'],
      ['Player 1, your move: ', 'save t\r'],
      ['Player 1, your move: ', 'quit\r'],
    ], folder);
    expect(players(folder, 't')).toBe('Players: Player 1:human, Player 2:computer:easy');
    const piped = runCli(['cassino', '--seed', '3'], { cwd: folder, input: '2\n\np\n\nc easy\nsave u\n' });
    expect(piped.stdout).not.toContain('How well');
    expect(players(folder, 'u')).toBe('Players: Player 1:human, Player 2:computer:easy');
  });
});
