/** Where saves, statistics and settings live, whatever the current folder (issue 22, item 12). */
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { oldSavesFolder, savesFolder, userDataFolder } from '../../src/engine/saves-folder.js';
import { tempDir } from '../helpers/cli.js';

/** A program's folder of its own, with bin/ (and saves/ unless told otherwise), and a working folder elsewhere. */
function place(options: { saves?: 'folder' | 'file' | 'none'; env?: Record<string, string>; within?: string } = {}) {
  const program = join(options.within ?? tempDir(), 'cardtable');
  mkdirSync(join(program, 'bin'), { recursive: true });
  if ((options.saves ?? 'folder') === 'folder') mkdirSync(join(program, 'saves'));
  if (options.saves === 'file') writeFileSync(join(program, 'saves'), 'not a folder');
  return { env: options.env ?? {}, cwd: tempDir(), program: { folder: program } };
}

describe('the saves folder', () => {
  it('is the program\'s own saves/, beside bin/, whatever the current folder', () => {
    const at = place();
    expect(savesFolder(at)).toBe(join(at.program.folder, 'saves'));
    expect(savesFolder({ ...at, cwd: '/' })).toBe(join(at.program.folder, 'saves'));
  });

  it('is the program\'s saves/ to be made, when the program\'s folder can be written', () => {
    const at = place({ saves: 'none' });
    expect(savesFolder(at)).toBe(join(at.program.folder, 'saves'));
    expect(existsSync(join(at.program.folder, 'saves'))).toBe(false);
  });

  it('is $XDG_DATA_HOME/cardtable where the program\'s saves/ cannot be used', () => {
    const xdg = tempDir();
    const at = place({ saves: 'file', env: { XDG_DATA_HOME: xdg, HOME: tempDir() } });
    expect(savesFolder(at)).toBe(join(xdg, 'cardtable'));
  });

  it('is ~/.local/share/cardtable without $XDG_DATA_HOME (or with one that is not absolute), its parents made', () => {
    const home = tempDir();
    for (const env of [{ HOME: home }, { HOME: home, XDG_DATA_HOME: 'relative/data' }]) {
      const at = place({ saves: 'file', env });
      expect(savesFolder(at)).toBe(join(home, '.local', 'share', 'cardtable'));
      expect(existsSync(join(home, '.local', 'share'))).toBe(true);
      // the folder itself is made when the first file goes in
      expect(existsSync(join(home, '.local', 'share', 'cardtable'))).toBe(false);
    }
    expect(userDataFolder({ HOME: '/h' })).toBe('/h/.local/share/cardtable');
  });

  it('is the per-user folder for a program inside node_modules, which npm replaces at every install', () => {
    const home = tempDir();
    const at = place({ within: join(tempDir(), 'lib', 'node_modules'), env: { HOME: home } });
    expect(savesFolder(at)).toBe(join(home, '.local', 'share', 'cardtable'));
  });

  it('is $CARDTABLE_SAVES when set, relative to the current folder; an empty one is not set', () => {
    const at = place();
    expect(savesFolder({ ...at, cwd: '/w', env: { CARDTABLE_SAVES: 'elsewhere' } })).toBe('/w/elsewhere');
    expect(savesFolder({ ...at, cwd: '/w', env: { CARDTABLE_SAVES: '/abs' } })).toBe('/abs');
    expect(savesFolder({ ...at, env: { CARDTABLE_SAVES: '' } })).toBe(join(at.program.folder, 'saves'));
  });
});

describe('the old place: saves/ in the current folder, where saves went before', () => {
  it('is read when it is there and is another folder', () => {
    const at = place();
    expect(oldSavesFolder(at)).toBeNull();
    mkdirSync(join(at.cwd, 'saves'));
    expect(oldSavesFolder(at)).toBe(join(at.cwd, 'saves'));
  });

  it('is none in the program\'s own folder, through a symbolic link too', () => {
    const at = place();
    expect(oldSavesFolder({ ...at, cwd: at.program.folder })).toBeNull();
    const link = join(tempDir(), 'link');
    symlinkSync(at.program.folder, link);
    expect(oldSavesFolder({ ...at, cwd: link })).toBeNull();
  });

  it('is none when $CARDTABLE_SAVES chooses the folder', () => {
    const at = place({ env: { CARDTABLE_SAVES: '/abs' } });
    mkdirSync(join(at.cwd, 'saves'));
    expect(oldSavesFolder(at)).toBeNull();
  });
});
