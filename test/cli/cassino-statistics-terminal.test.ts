/**
 * Cassino's statistics at a real terminal: a game won after an undo that took back
 * cards seen is counted apart (won after undo), said so at the undo, and a save keeps
 * it; the fewest moves count the person's own plays.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PEEKED } from '../../src/engine/session.js';
import { lastTricks } from '../helpers/cassino.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { converse, screenOf, unwrapped } from '../helpers/terminal.js';

const PROMPT = 'Ann, your move: ';

function folderWithDeal(): string {
  const folder = tempDir();
  writeFileSync(join(folder, 'end.txt'), lastTricks());
  return folder;
}

describe('Cassino\'s statistics at a terminal', () => {
  it('a plain win counts the person\'s own plays as its moves', async () => {
    const folder = folderWithDeal();
    const { output } = await converse(['cassino', '--deal-file', 'end.txt', '--no-color'], [[PROMPT, 'a\r'], [PROMPT, 'a\r']], folder);
    expect(unwrapped(screenOf(output))).toMatch(/Ann wins with 10 points\nCassino, 2 players: played 1, won 1 \(100%\), streak 1 \(longest 1\), fewest moves 2, fastest /);
  });

  it('a win after an undo that took back the computer\'s play is won after undo, not won; the undo said so', async () => {
    const folder = folderWithDeal();
    const { output } = await converse(['cassino', '--deal-file', 'end.txt', '--no-color'], [[PROMPT, 'a\r'], [PROMPT, 'undo\r'], [PROMPT, 'a\r'], [PROMPT, 'a\r']], folder);
    const screen = unwrapped(screenOf(output));
    expect(screen).toContain(`${PROMPT}undo\n${PEEKED}\n`);
    expect(screen).toContain('Cassino, 2 players: played 1, won 0 (0%), won after undo 1, streak 0 (longest 0), fewest moves -, fastest -\n');
    expect(runCli(['stats'], { cwd: folder }).stdout).toBe('Cassino, 2 players: played 1, won 0 (0%), won after undo 1, streak 0 (longest 0), fewest moves -, fastest -\n');
  });

  it('a save keeps it: the game resumed and won still counts apart, with no word at the next undo', async () => {
    const folder = folderWithDeal();
    runCli(['cassino', '--deal-file', 'end.txt'], { cwd: folder, input: 'a\nundo\nsave p\n' });
    const { output } = await converse(['cassino', '--load', 'p', '--no-color'], [[PROMPT, 'a\r'], [PROMPT, 'undo\r'], [PROMPT, 'a\r'], [PROMPT, 'a\r']], folder);
    const screen = unwrapped(screenOf(output));
    expect(screen).not.toContain(PEEKED);
    expect(screen).toContain('Cassino, 2 players: played 1, won 0 (0%), won after undo 1, ');
  });
});
