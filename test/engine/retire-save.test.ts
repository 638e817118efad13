/** The save of a game now over, kept under a name that says so (issue 22, item 9; save-file.ts, retireSave). */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentGameId } from '../../src/engine/game-id.js';
import { isRetired, retireSave, writeSave, type SaveFile } from '../../src/engine/save-file.js';
import { tempDir } from '../helpers/cli.js';

const SAVE: SaveFile = { game: 'freecell', savedAt: '2026-01-01T00:00:00.000Z', id: '0123456789abcdef', start: { deal: 1 }, moves: ['T0 F0'] };

function folderWith(save: SaveFile, name = 'g'): { folder: string; path: string } {
  const folder = join(tempDir(), 'saves');
  mkdirSync(folder);
  const path = join(folder, `${name}.json`);
  const written = writeSave(path, save, folder, (p) => p);
  expect(written.ok).toBe(true);
  return { folder, path };
}

describe('retireSave', () => {
  it('keeps a won game\'s save as NAME.won.json, its content as it was', () => {
    const { folder, path } = folderWith(SAVE);
    const text = readFileSync(path, 'utf8');
    expect(retireSave(path, SAVE.id!, 'won')).toEqual({ ok: true, value: join(folder, 'g.won.json') });
    expect(existsSync(path)).toBe(false);
    expect(readFileSync(join(folder, 'g.won.json'), 'utf8')).toBe(text);
  });

  it('keeps a game the person did not win as NAME.over.json', () => {
    const { folder, path } = folderWith(SAVE);
    expect(retireSave(path, SAVE.id!, 'over')).toEqual({ ok: true, value: join(folder, 'g.over.json') });
  });

  it('takes the next free name, never writing over a file', () => {
    const { folder, path } = folderWith(SAVE);
    writeFileSync(join(folder, 'g.won.json'), 'one');
    writeFileSync(join(folder, 'g.won-2.json'), 'two');
    expect(retireSave(path, SAVE.id!, 'won')).toEqual({ ok: true, value: join(folder, 'g.won-3.json') });
    expect(readFileSync(join(folder, 'g.won.json'), 'utf8')).toBe('one');
    expect(readFileSync(join(folder, 'g.won-2.json'), 'utf8')).toBe('two');
  });

  it('leaves alone a file that holds another game, one gone or spoiled, and one kept so already', () => {
    const { folder, path } = folderWith(SAVE);
    expect(retireSave(path, 'ffffffffffffffff', 'won')).toEqual({ ok: true, value: null });
    expect(existsSync(path)).toBe(true);
    expect(retireSave(join(folder, 'missing.json'), SAVE.id!, 'won')).toEqual({ ok: true, value: null });
    writeFileSync(join(folder, 'bad.json'), '{ broken');
    expect(retireSave(join(folder, 'bad.json'), SAVE.id!, 'won')).toEqual({ ok: true, value: null });
    const kept = folderWith(SAVE, 'g.won');
    expect(retireSave(kept.path, SAVE.id!, 'won')).toEqual({ ok: true, value: null });
    expect(existsSync(kept.path)).toBe(true);
  });

  it('knows a save from before identities were kept by its content', () => {
    const { id: _id, ...old } = SAVE;
    const { folder, path } = folderWith(old);
    expect(retireSave(path, 'ffffffffffffffff', 'won')).toEqual({ ok: true, value: null });
    expect(retireSave(path, contentGameId(old.game, old.start, old.moves), 'won')).toEqual({ ok: true, value: join(folder, 'g.won.json') });
  });
});

describe('isRetired', () => {
  it.each([['g.won.json', true], ['g.won-12.json', true], ['g.over.json', true], ['g.json', false], ['won.json', false], ['g.wonder.json', false]])('%s: %s', (name, retired) => {
    expect(isRetired(join('/saves', name))).toBe(retired);
  });
});
