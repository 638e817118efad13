/**
 * The statistics tell the truth, at a real terminal (script): a game the solver played
 * out, or a save won a second time, is solved, not won; a resumed game's time is the
 * sum of its sittings.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { oneMoveFromWin } from '../helpers/freecell.js';
import { converse, FREECELL_PROMPT as PROMPT, screenOf, unwrapped } from '../helpers/terminal.js';

/** A folder with saves/g.json, a game one move from a win, saved through a pipe. */
function folderWithSave(): string {
  const folder = tempDir();
  writeFileSync(join(folder, 'last.txt'), oneMoveFromWin());
  expect(runCli(['freecell', '--deal-file', 'last.txt'], { cwd: folder, input: 'save g\n' }).stdout).toContain('Saved to saves/g.json');
  return folder;
}

async function winAt(folder: string, args: readonly string[], move = 't0 h0'): Promise<string> {
  const { output } = await converse([...args, '--no-color'], [[PROMPT, `${move}\r`]], folder);
  // the statistics line is longer than the terminal's 80 columns: read with its parts joined
  const screen = unwrapped(screenOf(output));
  expect(screen).toMatch(/You won in 1 move\.\n/);
  return screen;
}

const statsOf = (folder: string): string => runCli(['stats'], { cwd: folder }).stdout;

describe('games solved, not won', () => {
  it('a game finished by solve is solved: played, not won, no fewest moves or fastest time', async () => {
    const folder = tempDir();
    writeFileSync(join(folder, 'last.txt'), oneMoveFromWin());
    const screen = await winAt(folder, ['freecell', '--deal-file', 'last.txt'], 'solve');
    expect(screen).toContain('FreeCell: played 1, won 0 (0%), solved 1, streak 0 (longest 0), fewest moves -, fastest -\n');
    expect(statsOf(folder)).toBe('FreeCell: played 1, won 0 (0%), solved 1, streak 0 (longest 0), fewest moves -, fastest -\n');
  });

  it('a save won a second time is solved, and breaks the streak', async () => {
    const folder = folderWithSave();
    expect(await winAt(folder, ['freecell', '--load', 'g'])).toMatch(/\nFreeCell: played 1, won 1 \(100%\), streak 1 \(longest 1\), fewest moves 1, fastest 0:0\d\n/);
    // won, the save is kept as g.won (issue 22, item 9), and loads by that name
    expect(await winAt(folder, ['freecell', '--load', 'g.won'])).toMatch(/\nFreeCell: played 2, won 1 \(50%\), solved 1, streak 0 \(longest 1\), fewest moves 1, fastest 0:0\d\n/);
    // another game of the same deal is a new game
    expect(await winAt(folder, ['freecell', '--deal-file', 'last.txt'])).toMatch(/\nFreeCell: played 3, won 2 \(67%\), solved 1, streak 1 \(longest 1\)/);
  });

  it('a save from before identities were kept gets one from its content: won once, then solved', async () => {
    const folder = folderWithSave();
    const save = JSON.parse(readFileSync(join(folder, 'saves', 'g.json'), 'utf8'));
    expect(save.id).toMatch(/^[0-9a-f]{16}$/);
    const old = { format: save.format, version: save.version, game: save.game, savedAt: save.savedAt, start: save.start, moves: save.moves };
    writeFileSync(join(folder, 'saves', 'old.json'), JSON.stringify(old, null, 2));
    await winAt(folder, ['freecell', '--load', 'old']);
    expect(await winAt(folder, ['freecell', '--load', 'old.won'])).toMatch(/\nFreeCell: played 2, won 1 \(50%\), solved 1, streak 0/);
  });
});

describe('the time played', () => {
  it('is kept in the save: the status line and the fastest time count every sitting', async () => {
    const folder = folderWithSave();
    const path = join(folder, 'saves', 'g.json');
    const save = JSON.parse(readFileSync(path, 'utf8'));
    expect(save.playedMs).toEqual(expect.any(Number));
    writeFileSync(path, JSON.stringify({ ...save, playedMs: 185_000 }, null, 2));
    const screen = await winAt(folder, ['freecell', '--load', 'g']);
    expect(screen).toMatch(/\nFreeCell · 0 moves · 3:0\d\n/);
    expect(screen).toMatch(/\nFreeCell: played 1, won 1 \(100%\), streak 1 \(longest 1\), fewest moves 1, fastest 3:0\d\n/);
    // saved again, the time goes on from there (won, the save is kept as g.won: issue 22, item 9)
    runCli(['freecell', '--load', 'g.won'], { cwd: folder, input: 'save\n' });
    expect(JSON.parse(readFileSync(join(folder, 'saves', 'g.won.json'), 'utf8')).playedMs).toBeGreaterThanOrEqual(185_000);
  });
});

describe('cardtable stats --reset', () => {
  async function folderWithStats(): Promise<string> {
    const folder = tempDir();
    writeFileSync(join(folder, 'last.txt'), oneMoveFromWin());
    await winAt(folder, ['freecell', '--deal-file', 'last.txt']);
    expect(statsOf(folder)).toMatch(/^FreeCell: played 1/);
    return folder;
  }

  it('asks first at a terminal with one key: n (or any other key) keeps them, y clears them', async () => {
    const folder = await folderWithStats();
    const kept = await converse(['stats', '--reset'], [['Clear every statistic in saves/.stats.json? [y/n]: ', 'n']], folder);
    expect(screenOf(kept.output)).toMatch(/\[y\/n\]: n\nNothing cleared\.\n$/);
    expect(kept.status).toBe(0);
    expect(statsOf(folder)).toMatch(/^FreeCell: played 1/);
    // any other key, Enter and Ctrl-C included, clears nothing
    for (const key of ['\r', '\u0003', 'x']) {
      const other = await converse(['stats', '--reset'], [['[y/n]: ', key]], folder);
      expect(screenOf(other.output)).toMatch(/\[y\/n\]: x?\nNothing cleared\.\n$/);
    }
    expect(statsOf(folder)).toMatch(/^FreeCell: played 1/);
    const cleared = await converse(['stats', '--reset'], [['[y/n]: ', 'y']], folder);
    expect(screenOf(cleared.output)).toMatch(/\[y\/n\]: y\nStatistics cleared\.\n$/);
    expect(statsOf(folder)).toBe('No statistics yet: none are kept until a game has seen a move.\n');
  });

  it('on a pipe needs --yes, and clears without a question with it', async () => {
    const folder = await folderWithStats();
    const refused = runCli(['stats', '--reset'], { cwd: folder, input: 'y\n' });
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe('cardtable: stats --reset asks before it clears, and there is no terminal to ask at: add --yes to clear without asking\n');
    expect(statsOf(folder)).toMatch(/^FreeCell: played 1/);
    const cleared = runCli(['stats', '--reset', '--yes'], { cwd: folder });
    expect(cleared).toEqual({ status: 0, stdout: 'Statistics cleared.\n', stderr: '' });
    expect(runCli(['stats', '--reset', '--yes'], { cwd: folder }).stdout).toBe('No statistics to clear.\n');
    const alone = runCli(['stats', '--yes'], { cwd: folder });
    expect(alone.status).toBe(2);
    expect(alone.stderr).toBe('cardtable: --yes goes with --reset\n');
  });
});
