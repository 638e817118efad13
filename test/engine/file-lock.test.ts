import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock, isAlive, releaseLock, withLock } from '../../src/engine/file-lock.js';
import { tempDir } from '../helpers/cli.js';

/** The pid of a process that has ended. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  const pid = Number(run.stdout);
  expect(isAlive(pid)).toBe(false);
  return pid;
}

describe('a lock file', () => {
  it('is made, held and given back, and nothing is left beside it', () => {
    const dir = tempDir();
    const path = join(dir, 'x.lock');
    expect(withLock(path, () => {
      expect(readFileSync(path, 'utf8')).toMatch(new RegExp(`^${process.pid}\\n${hostname()}\\n\\w+\\n$`));
      return 7;
    })).toEqual({ ok: true, value: 7 });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is waited for while a live process holds it, and the wait ends with one line', () => {
    const path = join(tempDir(), 'x.lock');
    const held = acquireLock(path);
    expect(held.ok).toBe(true);
    expect(acquireLock(path, { waitMs: 200 })).toEqual({
      ok: false, error: `another cardtable (process ${process.pid}) holds the lock ${path}; try again in a moment`,
    });
    if (held.ok) releaseLock(held.value);
    expect(acquireLock(path, { waitMs: 0 }).ok).toBe(true);
  });

  it('left by a process that died is broken at once', () => {
    const path = join(tempDir(), 'x.lock');
    writeFileSync(path, `${deadPid()}\n${hostname()}\nold\n`);
    const lock = acquireLock(path, { waitMs: 0 });
    expect(lock.ok).toBe(true);
    expect(readFileSync(path, 'utf8')).toContain(`${process.pid}\n`);
    expect(readdirSync(join(path, '..'))).toEqual(['x.lock']);
  });

  it('older than the stale age is broken whoever made it (another host, or no pid written)', () => {
    for (const text of [`${process.pid}\nelsewhere\nold\n`, '']) {
      const path = join(tempDir(), 'x.lock');
      writeFileSync(path, text);
      expect(acquireLock(path, { waitMs: 0 }).ok).toBe(false);
      const past = new Date(Date.now() - 60_000);
      utimesSync(path, past, past);
      expect(acquireLock(path, { waitMs: 0 }).ok).toBe(true);
    }
  });

  it('of another host is not judged by its pid', () => {
    const path = join(tempDir(), 'x.lock');
    writeFileSync(path, `${deadPid()}\nanother-host\nold\n`);
    expect(acquireLock(path, { waitMs: 0 }).ok).toBe(false);
  });

  it('is given back only while it is still this one\'s', () => {
    const path = join(tempDir(), 'x.lock');
    const lock = acquireLock(path);
    if (!lock.ok) throw new Error(lock.error);
    writeFileSync(path, `${process.pid}\n${hostname()}\nsomeone-else\n`);
    releaseLock(lock.value);
    expect(existsSync(path)).toBe(true);
  });

  it('in a folder that cannot be written is refused with the reason', () => {
    expect(acquireLock(join(tempDir(), 'missing', 'x.lock'))).toEqual({ ok: false, error: 'no such file or folder' });
  });
});
