/**
 * Files through the real program (pipes): temporary files a killed save leaves behind
 * are swept, and a save's name may be as long as the file system allows.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryName } from '../../src/engine/atomic-write.js';
import { runCli, tempDir } from '../helpers/cli.js';

/** The pid of a process that has ended. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

/** A file in the folder, its modification time `ageMs` ago. */
function leave(folder: string, name: string, ageMs: number): string {
  const path = join(folder, name);
  writeFileSync(path, '{"format": "cardtable-save", "version": 1, "ga');
  const when = new Date(Date.now() - ageMs);
  utimesSync(path, when, when);
  return name;
}

describe('temporary files a killed save left behind', () => {
  /** A saves folder holding what killed writers leave, and files that are not theirs to sweep. */
  function littered(): { root: string; saves: string; stale: string[]; kept: string[] } {
    const root = tempDir();
    const saves = join(root, 'saves');
    mkdirSync(saves);
    const dead = deadPid();
    const stale = [
      leave(saves, temporaryName(dead), 5_000),
      leave(saves, temporaryName(dead), 60_000),
      // an earlier version's name, for a save and for the statistics
      leave(saves, `.g.json.${dead}.mfx1k2abc123.tmp`, 5_000),
      leave(saves, `.stats.json.${dead}.mfx1k2zzz999.tmp`, 5_000),
      // a live process's, but hours old
      leave(saves, temporaryName(process.pid), 3 * 3600_000),
    ];
    const kept = [
      // a live process's, being written now
      leave(saves, temporaryName(process.pid), 0),
      // a dead process's written a moment ago, perhaps by another machine sharing the folder
      leave(saves, temporaryName(dead), 0),
      leave(saves, '.notes.tmp', 3 * 3600_000),
      leave(saves, 'mine.json.1234.abc.tmp', 3 * 3600_000),
    ];
    return { root, saves, stale, kept };
  }

  it('are swept when a game is saved there', () => {
    const { root, saves, kept } = littered();
    expect(runCli(['freecell', '--seed', '1'], { cwd: root, input: 'save g\n' }).stdout).toContain('Saved to saves/g.json');
    expect(readdirSync(saves).sort()).toEqual([...kept, 'g.json'].sort());
  });

  it('are swept when the menu lists the saves', () => {
    const { root, saves, stale, kept } = littered();
    expect(readdirSync(saves)).toHaveLength(stale.length + kept.length);
    const run = runCli([], { cwd: root, input: 'q\n' });
    expect(run.status).toBe(0);
    expect(readdirSync(saves).sort()).toEqual([...kept].sort());
  });
});

describe('the temporary name', () => {
  it('is 34 characters whatever the target, so a save may have any name the file system takes', () => {
    expect(temporaryName()).toHaveLength(34);
    const dir = tempDir();
    const names = [241, 245, 250, 255].map((length) => `${'x'.repeat(length - 5)}.json`);
    const run = runCli(['freecell', '--seed', '1'], { cwd: dir, input: names.map((name) => `save ${name}\n`).join('') });
    for (const name of names) expect(run.stdout).toContain(`Saved to ${name}\n`);
    expect(readdirSync(dir).sort()).toEqual([...names].sort());
  });

  it('a name longer than the file system takes is refused with one line', () => {
    const name = `${'x'.repeat(251)}.json`;
    const run = runCli(['freecell', '--seed', '1'], { cwd: tempDir(), input: `save ${name}\n` });
    expect(run.stdout).toContain(`Not saved: ${name}: the name is too long\n`);
  });
});

describe('writing over a file', () => {
  it('save package.json leaves the project\'s package.json as it is: only a save is written over', () => {
    const dir = tempDir();
    const manifest = '{\n  "name": "my-project",\n  "version": "1.0.0"\n}\n';
    writeFileSync(join(dir, 'package.json'), manifest);
    writeFileSync(join(dir, 'notes.json'), '[1, 2, 3]');
    const run = runCli(['freecell', '--seed', '1'], { cwd: dir, input: 'save package.json\nsave notes.json\n' });
    expect(run.stdout).toContain('Your move <from to>: save package.json\nNot saved: package.json: it is not a cardtable save, and only a save is written over\n');
    expect(run.stdout).toContain('Not saved: notes.json: it is not a cardtable save, and only a save is written over\n');
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(manifest);
    expect(readFileSync(join(dir, 'notes.json'), 'utf8')).toBe('[1, 2, 3]');
    expect(readdirSync(dir).sort()).toEqual(['notes.json', 'package.json']);
  });

  it('writes over a cardtable save, and an empty file, but not a read-only save', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'empty.json'), '');
    const first = runCli(['freecell', '--seed', '1'], { cwd: dir, input: 'save g.json\nsave empty.json\nsave ro.json\n' });
    expect(first.stdout).toContain('Saved to g.json\n');
    expect(first.stdout).toContain('Saved to empty.json\n');
    chmodSync(join(dir, 'ro.json'), 0o444);
    const kept = readFileSync(join(dir, 'ro.json'), 'utf8');
    const again = runCli(['freecell', '--seed', '1'], { cwd: dir, input: 'T0 F0\nsave g.json\nsave ro.json\n' });
    expect(again.stdout).toContain('Saved to g.json\n');
    expect(JSON.parse(readFileSync(join(dir, 'g.json'), 'utf8')).moves).toEqual(['T0 F0']);
    expect(again.stdout).toContain('Not saved: ro.json: it is read-only\n');
    expect(readFileSync(join(dir, 'ro.json'), 'utf8')).toBe(kept);
  });

  it('never makes the saves folder\'s own files, by path or by name, nor a save named as one whose game is over', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'saves'));
    const lines = [
      'save saves/.stats.json', 'save saves/.settings.json', 'save ./saves/../saves/.STATS.json', 'save .stats.json',
      'save saves/.stats.json.lock.json', 'save saves/.hidden.json', 'save g.won', 'save g.over-2', 'save saves/g.won.json', 'save h.Over.JSON',
    ];
    const run = runCli(['freecell', '--seed', '1'], { cwd: dir, input: `${lines.join('\n')}\n` });
    const DOT = 'a save\'s file name never starts with \'.\': such names are the saves folder\'s own (statistics, settings, locks)';
    const OVER = 'a name ending in .won or .over is the one a save is kept under once its game is over';
    expect(run.stdout).toContain('save saves/.stats.json\nNot saved: saves/.stats.json: ' + DOT + '\n');
    expect(run.stdout).toContain('Not saved: saves/.settings.json: ' + DOT + '\n');
    expect(run.stdout).toContain('Not saved: saves/.STATS.json: ' + DOT + '\n');
    expect(run.stdout).toContain('Not saved: .stats.json: ' + DOT + '\n');
    expect(run.stdout).toContain('Not saved: saves/.stats.json.lock.json: ' + DOT + '\n');
    expect(run.stdout).toContain('Not saved: saves/.hidden.json: ' + DOT + '\n');
    expect(run.stdout).toContain('Not saved: saves/g.won.json: ' + OVER + '\n');
    expect(run.stdout).toContain('Not saved: saves/g.over-2.json: ' + OVER + '\n');
    expect(run.stdout).toContain('save saves/g.won.json\nNot saved: saves/g.won.json: ' + OVER + '\n');
    expect(run.stdout).toContain('Not saved: h.Over.JSON: ' + OVER + '\n');
    expect(run.stdout).not.toContain('Saved to');
    expect(readdirSync(join(dir, 'saves'))).toEqual([]);
    expect(readdirSync(dir)).toEqual(['saves']);
    // a name that merely holds a dot, or won in the middle, is a save's like any other
    const fine = runCli(['freecell', '--seed', '1'], { cwd: dir, input: 'save g.won.again\nsave saves/over.json\n' });
    expect(fine.stdout).toContain('Saved to saves/g.won.again.json\n');
    expect(fine.stdout).toContain('Saved to saves/over.json\n');
  });

  it('refuses a name or path with a control character, in one line', () => {
    const dir = tempDir();
    const run = runCli(['freecell', '--seed', '1'], { cwd: dir, input: 'save a\u001b[2Jb.json\nsave tab\there.json\nsave x\u202egnp.json\n' });
    expect(run.stdout).toContain('Not saved: "a\\x1b[2Jb.json" holds a control character, which a save\'s name or path cannot\n');
    expect(run.stdout).toContain('Not saved: "tab\\x09here.json" holds a control character, which a save\'s name or path cannot\n');
    expect(run.stdout).toContain('Not saved: "x\\u202egnp.json" holds a control character, which a save\'s name or path cannot\n');
    expect(run.stdout).not.toContain('\u001b');
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('the menu reads only the head of each save', () => {
  it('lists a save from its summary, and reads it whole only when it is chosen', () => {
    const dir = tempDir();
    runCli(['freecell', '--seed', '4', '--supermoves'], { cwd: dir, input: 'T0 F0\nsave g\n' });
    const path = join(dir, 'saves', 'g.json');
    const text = readFileSync(path, 'utf8');
    expect(JSON.parse(text).summary).toEqual({ title: 'FreeCell game #4, supermoves', moves: 1 });
    // the rest of the file is lost: the list does not know, choosing it tells
    writeFileSync(path, text.slice(0, text.indexOf('"moves": [')));
    const run = runCli([], { cwd: dir, input: '4\n1\n\nq\n' });
    expect(run.stdout).toMatch(/\n {2}1 {2}g {2}\(FreeCell, 1 move, saved \d{4}-\d\d-\d\d \d\d:\d\d UTC\)\n/);
    expect(run.stdout).toContain('g cannot be resumed: not a save file: its JSON is broken (truncated?)\n');
  });
});
