/**
 * Saves, statistics and settings do not depend on the current folder (issue 22, item
 * 12): they live in the program's own saves/ (a copy of the program here, so that no
 * test writes into the clone's), or the per-user data folder where that cannot be
 * written. Saves in the old place, saves/ in the current folder, are still found and kept.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cleanEnv, ROOT, tempDir } from '../helpers/cli.js';
import { oneMoveFromWin } from '../helpers/freecell.js';
import { FREECELL_PROMPT, screenOf, Terminal, unwrapped } from '../helpers/terminal.js';

/** A copy of the built program (bin/, dist/, package.json; node_modules linked) in a folder of its own. */
function programCopy(): string {
  const folder = join(tempDir(), 'cardtable');
  mkdirSync(folder);
  for (const part of ['bin', 'dist', 'package.json']) cpSync(join(ROOT, part), join(folder, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'));
  mkdirSync(join(folder, 'saves'));
  return folder;
}

/** The copy run through pipes, CARDTABLE_SAVES not set. */
function run(program: string, args: readonly string[], options: { cwd: string; input?: string; env?: Record<string, string> }) {
  const result = spawnSync(process.execPath, [join(program, 'bin', 'cardtable.cjs'), ...args], {
    cwd: options.cwd, input: options.input ?? '', encoding: 'utf8', env: cleanEnv({ CARDTABLE_SAVES: '', ...options.env }),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file under a folder with its content, to show that nothing in it changed. */
function contents(folder: string): Record<string, string> {
  return Object.fromEntries(readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort().map((name) => {
    const path = join(folder, name);
    try {
      return [name, readFileSync(path, 'utf8')];
    } catch {
      return [name, '(folder)'];
    }
  }));
}

describe('one place for saves, whatever the current folder', () => {
  it('a save made in one folder is resumed from another, by --load and by the menu, and no saves/ is made where one stands', () => {
    const program = programCopy();
    const here = tempDir();
    const there = tempDir();
    const saved = run(program, ['freecell', '--seed', '5'], { cwd: here, input: 'T0 F0\nsave g\n' });
    expect(saved.stdout).toContain(`Saved to ${join(program, 'saves', 'g.json')}\n`);
    expect(existsSync(join(program, 'saves', 'g.json'))).toBe(true);
    expect(existsSync(join(here, 'saves'))).toBe(false);
    const loaded = run(program, ['freecell', '--load', 'g'], { cwd: there, input: 'undo\n' });
    expect(loaded.status).toBe(0);
    expect(loaded.stderr).toBe('');
    expect(loaded.stdout).toContain('Freecell 0:[');
    const menu = run(program, [], { cwd: there, input: '4\n1\nquit\n' });
    expect(menu.stdout).toContain(`4  Resume a saved game (1 in ${join(program, 'saves')})\n`);
    expect(menu.stdout).toMatch(/ {2}1 {2}g {2}\(FreeCell, 1 move/);
    expect(existsSync(join(there, 'saves'))).toBe(false);
  });

  it('in the program\'s own folder, the saves are in saves/ as they always were', () => {
    const program = programCopy();
    expect(run(program, ['klondike', '--seed', '3'], { cwd: program, input: 'save k\n' }).stdout).toContain('Saved to saves/k.json\n');
  });

  it('save NAME.json still saves at that path, relative to the current folder', () => {
    const program = programCopy();
    const here = tempDir();
    mkdirSync(join(here, 'sub'));
    expect(run(program, ['klondike', '--seed', '3'], { cwd: here, input: 'save sub/k.json\n' }).stdout).toContain('Saved to sub/k.json\n');
    expect(existsSync(join(here, 'sub', 'k.json'))).toBe(true);
    expect(readdirSync(join(program, 'saves'))).toEqual([]);
  });

  it('where the program\'s saves/ cannot be used: $XDG_DATA_HOME/cardtable, else ~/.local/share/cardtable', () => {
    const program = programCopy();
    const here = tempDir();
    // a file in its place: root writes anywhere, but not into a file
    spawnSync('rmdir', [join(program, 'saves')]);
    writeFileSync(join(program, 'saves'), '');
    const xdg = tempDir();
    expect(run(program, ['klondike', '--seed', '3'], { cwd: here, input: 'save k\n', env: { XDG_DATA_HOME: xdg } }).stdout)
      .toContain(`Saved to ${join(xdg, 'cardtable', 'k.json')}\n`);
    const home = tempDir();
    expect(run(program, ['klondike', '--seed', '3'], { cwd: here, input: 'save k\n', env: { HOME: home, XDG_DATA_HOME: '' } }).stdout)
      .toContain(`Saved to ${join(home, '.local', 'share', 'cardtable', 'k.json')}\n`);
    expect(run(program, ['klondike', '--load', 'k'], { cwd: tempDir(), env: { HOME: home, XDG_DATA_HOME: '' } }).status).toBe(0);
  });

  it('CARDTABLE_SAVES still chooses the folder', () => {
    const program = programCopy();
    const here = tempDir();
    expect(run(program, ['klondike', '--seed', '3'], { cwd: here, input: 'save k\n', env: { CARDTABLE_SAVES: 'mine' } }).stdout).toContain('Saved to mine/k.json\n');
    expect(readdirSync(join(program, 'saves'))).toEqual([]);
  });

  it('statistics and settings made at a terminal in one folder are there from another', async () => {
    const program = programCopy();
    const here = tempDir();
    writeFileSync(join(here, 'last.txt'), oneMoveFromWin());
    const command = [process.execPath, join(program, 'bin', 'cardtable.cjs'), 'freecell', '--deal-file', 'last.txt', '--no-color', '--view', 'columns'];
    const terminal = new Terminal([], { cwd: here, env: { CARDTABLE_SAVES: '' }, shell: command.map((word) => `'${word}'`).join(' ') });
    try {
      await terminal.answer(FREECELL_PROMPT, 't0 h0\r');
      await terminal.status();
      expect(unwrapped(screenOf(terminal.output))).toMatch(/You won in 1 move\.\nFreeCell: played 1, won 1/);
    } finally {
      terminal.kill();
    }
    expect(run(program, ['stats'], { cwd: tempDir() }).stdout).toMatch(/^FreeCell: played 1, won 1 \(100%\)/);
    expect(JSON.parse(readFileSync(join(program, 'saves', '.settings.json'), 'utf8')).layout).toBe('columns');
    expect(existsSync(join(here, 'saves'))).toBe(false);
  });
});

describe('saves in the old place, saves/ in the current folder', () => {
  /** A folder whose saves/ holds what an earlier cardtable saved there: old.json and same.json. */
  function oldPlace(program: string): string {
    const here = tempDir();
    for (const [name, seed] of [['old', '11'], ['same', '12']] as const) {
      run(program, ['freecell', '--seed', seed], { cwd: here, input: `T0 F0\nsave ${name}\n`, env: { CARDTABLE_SAVES: 'saves' } });
    }
    expect(readdirSync(join(here, 'saves')).sort()).toEqual(['old.json', 'same.json']);
    return here;
  }

  it('are listed by the menu beside the saves folder\'s, and resumed from there', () => {
    const program = programCopy();
    const here = oldPlace(program);
    run(program, ['freecell', '--seed', '13'], { cwd: tempDir(), input: 'T0 F0\nT1 F1\nsave same\n' });
    const before = contents(join(here, 'saves'));
    const menu = run(program, [], { cwd: here, input: '4\n' });
    expect(menu.stdout).toContain(`4  Resume a saved game (1 in ${join(program, 'saves')}, 2 in saves)\n`);
    expect(menu.stdout).toMatch(/\n {2}1 {2}same {2}\(FreeCell, 2 moves[^\n]*\n {2}2 {2}saves\/old\.json {2}\(FreeCell, 1 move[^\n]*\n {2}3 {2}saves\/same\.json {2}\(FreeCell, 1 move/);
    const resumed = run(program, [], { cwd: here, input: '4\n2\nundo\n' });
    expect(resumed.stdout).toContain('Freecell 0:[]');
    expect(contents(join(here, 'saves'))).toEqual(before);
  });

  it('are found by --load NAME when the saves folder has no save of that name, and saved back where they are', () => {
    const program = programCopy();
    const here = oldPlace(program);
    const same = readFileSync(join(here, 'saves', 'same.json'), 'utf8');
    const resumed = run(program, ['freecell', '--load', 'old'], { cwd: here, input: 'T1 F1\nsave\n' });
    expect(resumed.stderr).toBe('');
    expect(resumed.stdout).toContain('Saved to saves/old.json\n');
    expect(JSON.parse(readFileSync(join(here, 'saves', 'old.json'), 'utf8')).moves).toEqual(['T0 F0', 'T1 F1']);
    expect(readdirSync(join(program, 'saves'))).toEqual([]);
    expect(readFileSync(join(here, 'saves', 'same.json'), 'utf8')).toBe(same);
  });

  it('never shadow a save of the same name in the saves folder, nor are they written over by one: both stay', () => {
    const program = programCopy();
    const here = oldPlace(program);
    const before = contents(join(here, 'saves'));
    expect(run(program, ['freecell', '--seed', '13'], { cwd: here, input: 'T0 F0\nT1 F1\nsave same\n' }).stdout).toContain(`Saved to ${join(program, 'saves', 'same.json')}\n`);
    const mine = run(program, ['freecell', '--load', 'same', '--no-echo'], { cwd: here, input: 'quit\n' });
    expect(mine.stdout).toMatch(/^Freecell 0:\[[^\]]+\]\nFreecell 1:\[[^\]]+\]\n/);
    const older = run(program, ['freecell', '--load', 'saves/same.json'], { cwd: here, input: 'quit\n' });
    expect(older.stdout).toMatch(/^Freecell 0:\[[^\]]+\]\nFreecell 1:\[\]\n/);
    expect(contents(join(here, 'saves'))).toEqual(before);
  });

  it('--load NAME of a save in neither place names both places', () => {
    const program = programCopy();
    const here = oldPlace(program);
    const missing = run(program, ['freecell', '--load', 'none'], { cwd: here });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(`cardtable: ${join(program, 'saves', 'none.json')}: no such file or folder (nor saves/none.json)\n`);
  });

  it('cardtable stats says where the statistics kept there are, and how to count them', () => {
    const program = programCopy();
    const here = tempDir();
    mkdirSync(join(here, 'saves'));
    writeFileSync(join(here, 'saves', '.stats.json'), '{"version": 1, "records": {"FreeCell": {"played": 1, "won": 1, "currentStreak": 1, "longestStreak": 1, "fewestMoves": 9, "fastestMs": 1000}}}\n');
    const stats = run(program, ['stats'], { cwd: here });
    expect(stats.stdout).toBe(
      'No statistics yet: none are kept until a game has seen a move.\n'
      + `Statistics kept here before are in saves/.stats.json; to count them, move the file to the saves folder: mv saves/.stats.json ${join(program, 'saves')}/\n`,
    );
    // the command as printed does it
    const move = /: (mv .+)\n$/.exec(stats.stdout)![1]!;
    expect(spawnSync('sh', ['-c', move], { cwd: here }).status).toBe(0);
    const FIRST = 'FreeCell: played 1, won 1 (100%), streak 1 (longest 1), fewest moves 9, fastest 0:01\n';
    expect(run(program, ['stats'], { cwd: here }).stdout).toBe(FIRST);
    expect(run(program, ['stats'], { cwd: tempDir() }).stdout).toBe(FIRST);
    // another file left there later is named, and counted apart
    writeFileSync(join(here, 'saves', '.stats.json'), '{"version": 1, "records": {}}\n');
    expect(run(program, ['stats'], { cwd: here }).stdout)
      .toBe(`${FIRST}Statistics kept here before are in saves/.stats.json, not counted with these, which are kept in ${join(program, 'saves')}.\n`);
  });
});
