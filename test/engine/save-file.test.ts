import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  displayPath, HEAD_BYTES, listSaves, locateSave, MAX_SAVE_BYTES, MAX_SAVE_MOVES, parseSave, readSave, readSaveHead,
  writeSave, type SaveFile,
} from '../../src/engine/save-file.js';
import { tempDir } from '../helpers/cli.js';

const SAVE: SaveFile = { game: 'freecell', savedAt: '2026-11-29T15:00:00.000Z', start: { deal: 1, board: [] }, moves: ['T3 F0'] };

describe('where a save goes', () => {
  const folder = '/home/p/saves';
  const cwd = '/home/p';

  it.each([
    ['game1', '/home/p/saves/game1.json', 'game1'],
    ['my-game_2.b', '/home/p/saves/my-game_2.b.json', 'my-game_2.b'],
    ['a..b', '/home/p/saves/a..b.json', 'a..b'],
    ['x.json', '/home/p/x.json', 'x.json'],
    ['/tmp/g.JSON', '/tmp/g.JSON', '/tmp/g.JSON'],
    ['../elsewhere/g.json', '/home/elsewhere/g.json', '../elsewhere/g.json'],
  ])('%j is %s', (text, path, name) => {
    expect(locateSave(text, folder, cwd)).toEqual({ ok: true, value: { path, name } });
  });

  it('says an empty name is an empty path', () => {
    expect(locateSave('  ', folder, cwd)).toEqual({ ok: false, error: 'the path is empty' });
  });

  it.each(['..', '../../etc/passwd', 'a/b', '.hidden', 'with space', 'x'.repeat(65), 'sub\\name', '~root'])(
    'refuses the name %j: it could leave the saves folder or is no name',
    (text) => {
      const located = locateSave(text, folder, cwd);
      expect(located.ok).toBe(false);
      expect(!located.ok && located.error).toMatch(/is not a save name/);
    },
  );

  it.each(['a\u001bb.json', 'tab\there.json', 'nul\u0000.json', 'c1\u009b.json', 'x\u202egnp.json', 'name\u0007'])(
    'refuses %j: a control character has no place in a save\'s name or path',
    (text) => {
      const located = locateSave(text, folder, cwd);
      expect(!located.ok && located.error).toMatch(/holds a control character, which a save's name or path cannot$/);
      expect(!located.ok && located.error).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    },
  );

  it('shows a path relative to the working folder when inside it', () => {
    expect(displayPath('/w/saves/x.json', '/w')).toBe('saves/x.json');
    expect(displayPath('/tmp/x.json', '/w')).toBe('/tmp/x.json');
  });
});

/** Paths as they are shown in messages: here, as they are. */
const show = (path: string) => path;

describe('writing and reading a save', () => {
  it('round-trips, creating the folder and leaving no temporary file', () => {
    const folder = join(tempDir(), 'saves');
    const path = join(folder, 'g.json');
    expect(writeSave(path, SAVE, folder, show)).toEqual({ ok: true, value: undefined });
    expect(readdirSync(folder)).toEqual(['g.json']);
    expect(readSave(path)).toEqual({ ok: true, value: SAVE });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ format: 'cardtable-save', version: 1 });
  });

  it('fails whole, keeping the earlier save, when it cannot write', () => {
    const dir = tempDir();
    const path = join(dir, 'g.json');
    writeSave(path, SAVE, dir, show);
    mkdirSync(join(dir, 'g.json.d'));
    // the target is a folder: the rename fails after the data was written to the temporary file
    const failed = writeSave(join(dir, 'g.json.d'), { ...SAVE, moves: [] }, dir, show);
    expect(failed.ok).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['g.json', 'g.json.d']);
    expect(readSave(path)).toEqual({ ok: true, value: SAVE });
    // a saves folder where a file is
    writeFileSync(join(dir, 'file'), 'x');
    expect(writeSave(join(dir, 'file', 'g.json'), SAVE, join(dir, 'file'), show)).toEqual({ ok: false, error: 'a part of the path is not a folder' });
  });

  it('makes the saves folder when its parent exists, and no other folder', () => {
    const dir = tempDir();
    const saves = join(dir, 'saves');
    expect(writeSave(join(saves, 'g.json'), SAVE, saves, show).ok).toBe(true);
    const deep = join(dir, 'a', 'b');
    expect(writeSave(join(deep, 'g.json'), SAVE, deep, show)).toEqual({ ok: false, error: `the folder ${join(dir, 'a')} does not exist` });
    expect(writeSave(join(dir, 'elsewhere', 'g.json'), SAVE, saves, show)).toEqual({ ok: false, error: `the folder ${join(dir, 'elsewhere')} does not exist` });
    expect(readdirSync(dir)).toEqual(['saves']);
  });

  it.each([
    ['', 'the file is empty'],
    ['{"format": "cardtable-save", "version": 1, "game": "freecell", "sta', 'its JSON is broken'],
    ['[1, 2]', 'not a cardtable save file'],
    ['{"format": "other"}', 'not a cardtable save file'],
    ['{"format": "cardtable-save"}', 'no valid version'],
    ['{"format": "cardtable-save", "version": 1.5}', 'no valid version'],
    ['{"format": "cardtable-save", "version": 2}', 'saved by a newer cardtable (save version 2; this one reads version 1)'],
    ['{"format": "cardtable-save", "version": 1, "moves": []}', 'does not say which game'],
    ['{"format": "cardtable-save", "version": 1, "game": "freecell", "moves": "T3 F0"}', '"moves" is not a list'],
    ['{"format": "cardtable-save", "version": 1, "game": "freecell", "moves": [1]}', '"moves" is not a list'],
    ['{"format": "cardtable-save", "version": 1, "game": "freecell", "moves": []}', 'no start position'],
  ])('refuses %j: %s', (text, error) => {
    const parsed = parseSave(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(error);
  });

  it('keeps a game\'s identity, its time played and a summary for the menu, before the start position', () => {
    const folder = tempDir();
    const path = join(folder, 'g.json');
    const full: SaveFile = { ...SAVE, summary: { title: 'FreeCell game #1', moves: 1 }, id: '0123456789abcdef', playedMs: 61_000 };
    expect(writeSave(path, full, folder, show).ok).toBe(true);
    expect(readSave(path)).toEqual({ ok: true, value: full });
    const text = readFileSync(path, 'utf8');
    expect(Object.keys(JSON.parse(text))).toEqual(['format', 'version', 'game', 'savedAt', 'summary', 'id', 'playedMs', 'start', 'moves']);
  });

  it.each([
    ['"id": 7', 'the save\'s "id" is not a game\'s identity'],
    ['"id": "a b"', 'the save\'s "id" is not a game\'s identity'],
    ['"playedMs": -1', 'the save\'s "playedMs" is not a whole number of milliseconds'],
    ['"playedMs": "61000"', 'the save\'s "playedMs" is not a whole number of milliseconds'],
  ])('refuses %s', (field, error) => {
    expect(parseSave(`{"format": "cardtable-save", "version": 1, "game": "freecell", "start": {}, "moves": [], ${field}}`)).toEqual({ ok: false, error });
  });

  it('passes over a summary that is not valid: it only names the game in a list', () => {
    const parsed = parseSave('{"format": "cardtable-save", "version": 1, "game": "freecell", "summary": {"title": 5}, "start": {}, "moves": []}');
    expect(parsed).toEqual({ ok: true, value: { game: 'freecell', savedAt: '', start: {}, moves: [] } });
  });

  it('refuses a file too large to be a save, and one that is not there', () => {
    const path = join(tempDir(), 'big.json');
    writeFileSync(path, ' '.repeat(MAX_SAVE_BYTES + 1));
    expect(readSave(path)).toMatchObject({ ok: false, error: expect.stringContaining('too large') });
    expect(readSave(join(tempDir(), 'none.json'))).toEqual({ ok: false, error: 'no such file or folder' });
  });

  it('lists the saves of a folder by name, broken ones with the reason', () => {
    const folder = tempDir();
    writeSave(join(folder, 'b.json'), SAVE, folder, show);
    writeFileSync(join(folder, 'a.json'), '{');
    writeFileSync(join(folder, 'notes.txt'), 'x');
    const listed = listSaves(folder);
    expect(listed.map((s) => [s.name, s.save.ok])).toEqual([['a', false], ['b', true]]);
    expect(listSaves(join(folder, 'missing'))).toEqual([]);
  });
});

describe('what save writes, --load reads', () => {
  /** A FreeCell save with `count` moves (a card to a free cell and back and forth): about 13 bytes a move. */
  const longSave = (count: number): SaveFile => ({
    ...SAVE,
    moves: Array.from({ length: count }, (_, i) => (i === 0 ? 'T0 F0' : i % 2 === 1 ? 'F0 F1' : 'F1 F0')),
  });

  it(`a save of ${MAX_SAVE_MOVES.toLocaleString('en')} moves is written and read back (one of 81,000 was written and then refused)`, () => {
    const folder = tempDir();
    for (const count of [81_000, MAX_SAVE_MOVES]) {
      const path = join(folder, `g${count}.json`);
      expect(writeSave(path, longSave(count), folder, show)).toEqual({ ok: true, value: undefined });
      const read = readSave(path);
      expect(read.ok && read.value.moves.length).toBe(count);
    }
  });

  it('a game of more moves than a save holds is refused at save time, with one line, and nothing is written', () => {
    const folder = tempDir();
    expect(writeSave(join(folder, 'g.json'), longSave(MAX_SAVE_MOVES + 1), folder, show)).toEqual({
      ok: false, error: `the game has ${(MAX_SAVE_MOVES + 1).toLocaleString('en')} moves, and a save holds at most ${MAX_SAVE_MOVES.toLocaleString('en')}`,
    });
    expect(readdirSync(folder)).toEqual([]);
  });

  it('a save larger than --load reads is refused at save time, and one just under the limit is read back', () => {
    const folder = tempDir();
    const padded = (bytes: number): SaveFile => ({ ...SAVE, start: { deal: 1, board: [], pad: 'x'.repeat(bytes) } });
    const overhead = Buffer.byteLength(`${JSON.stringify({ format: 'cardtable-save', version: 1, ...padded(0) }, null, 2)}\n`);
    const fits = join(folder, 'fits.json');
    expect(writeSave(fits, padded(MAX_SAVE_BYTES - overhead), folder, show)).toEqual({ ok: true, value: undefined });
    expect(readFileSync(fits).length).toBe(MAX_SAVE_BYTES);
    expect(readSave(fits).ok).toBe(true);
    const over = writeSave(join(folder, 'over.json'), padded(MAX_SAVE_BYTES - overhead + 1), folder, show);
    expect(over).toEqual({ ok: false, error: `the save would be ${(MAX_SAVE_BYTES + 1).toLocaleString('en')} bytes, and a save holds at most ${MAX_SAVE_BYTES.toLocaleString('en')}` });
    expect(readdirSync(folder)).toEqual(['fits.json']);
  });
});

describe('the head of a save, for the menu\'s list', () => {
  const FULL: SaveFile = { ...SAVE, summary: { title: 'FreeCell game #1, supermoves', moves: 1 }, id: '0123456789abcdef', playedMs: 5 };

  it('is read from the first bytes alone: a save cut after its head still lists, though it will not load', () => {
    const folder = tempDir();
    const path = join(folder, 'g.json');
    writeSave(path, { ...FULL, moves: Array.from({ length: 2000 }, () => 'T0 F0') }, folder, show);
    const text = readFileSync(path, 'utf8');
    expect(text.indexOf('"start"')).toBeLessThan(HEAD_BYTES);
    writeFileSync(path, text.slice(0, HEAD_BYTES + 10));
    expect(readSaveHead(path)).toEqual({ ok: true, value: { game: 'freecell', savedAt: SAVE.savedAt, moves: 1, title: 'FreeCell game #1, supermoves' } });
    expect(readSave(path).ok).toBe(false);
  });

  it('lists a save too large to load, which choosing it then says', () => {
    const folder = tempDir();
    const path = join(folder, 'g.json');
    writeSave(path, FULL, folder, show);
    writeFileSync(path, readFileSync(path, 'utf8').replace('"moves": [', `"moves": [${'"T0 F0", '.repeat(MAX_SAVE_BYTES / 9)}`));
    expect(readSaveHead(path).ok).toBe(true);
    expect(readSave(path)).toMatchObject({ ok: false, error: expect.stringContaining('too large') });
  });

  it('of a save without a summary (written before it was kept, or by hand) is read whole, as before', () => {
    const folder = tempDir();
    writeSave(join(folder, 'old.json'), SAVE, folder, show);
    expect(readSaveHead(join(folder, 'old.json'))).toEqual({ ok: true, value: { game: 'freecell', savedAt: SAVE.savedAt, moves: 1, title: null, start: SAVE.start } });
    writeFileSync(join(folder, 'compact.json'), JSON.stringify({ format: 'cardtable-save', version: 1, game: 'freecell', summary: FULL.summary, start: {}, moves: [] }));
    expect(readSaveHead(join(folder, 'compact.json'))).toMatchObject({ ok: true, value: { moves: 0, title: 'FreeCell game #1, supermoves' } });
  });

  it('refuses as a whole read would: a newer version, a broken envelope, a named pipe', () => {
    const folder = tempDir();
    const path = join(folder, 'g.json');
    writeSave(path, FULL, folder, show);
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace('"version": 1', '"version": 9'));
    expect(readSaveHead(path)).toEqual({ ok: false, error: 'saved by a newer cardtable (save version 9; this one reads version 1)' });
    writeFileSync(path, text.replace('"game": "freecell"', '"game": 7'));
    expect(readSaveHead(path)).toEqual({ ok: false, error: 'the save does not say which game it is' });
    writeFileSync(path, text.replace('"savedAt"', '"savedAt" "'));
    expect(readSaveHead(path)).toEqual({ ok: false, error: 'not a save file: its JSON is broken (truncated?)' });
    execFileSync('mkfifo', [join(folder, 'p.json')]);
    expect(readSaveHead(join(folder, 'p.json'))).toEqual({ ok: false, error: 'it is not a regular file (it is a device, a pipe or a socket)' });
  });
});
