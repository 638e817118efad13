import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Context } from '../../src/cli/context.js';
import { runStats } from '../../src/cli/stats.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { EMPTY_STATISTICS, recordFor, recordOutcome, type Outcome } from '../../src/engine/statistics.js';
import { clearStatistics, MAX_STATS_BYTES, readStatistics, recordGame, statsPath, writeStatistics } from '../../src/engine/stats-file.js';
import { tempDir } from '../helpers/cli.js';

const WIN: Outcome = { key: 'FreeCell', won: true, moves: 81, elapsedMs: 252_000 };
const LOSS: Outcome = { key: 'FreeCell', won: false, moves: 3, elapsedMs: 9_000 };
const FIRST_WIN = 'FreeCell: played 1, won 1 (100%), streak 1 (longest 1), fewest moves 81, fastest 4:12';

/** A saves folder that exists, and its stats file's path. */
function savesWith(contents?: string): { folder: string; path: string } {
  const folder = join(tempDir(), 'saves');
  mkdirSync(folder);
  const path = statsPath(folder);
  if (contents !== undefined) writeFileSync(path, contents);
  return { folder, path };
}

const warningFor = (path: string, reason: string): string => `Statistics in ${path} could not be read (${reason}); starting afresh.`;
/** What reading (`cardtable stats`) says of a file it cannot use: that nothing was changed, and what a game will do with the file. */
const AFRESH_NEXT = (path: string) => `nothing was changed: the next game recorded keeps it as ${path}.bad and starts afresh`;
const unreadFor = (path: string, reason: string, then = AFRESH_NEXT(path)): string => `Statistics in ${path} could not be read (${reason}); ${then}.`;
const NEWER_LEFT = 'nothing was changed: this cardtable never writes over it';
const FOLDER_LEFT = 'nothing was changed, and no game is recorded while it is there';

describe('reading the statistics file', () => {
  it('lives beside the saves under a dot name', () => {
    expect(statsPath('/home/p/saves')).toBe('/home/p/saves/.stats.json');
  });

  it('gives none, quietly, when the file or even the saves folder is missing', () => {
    const { path } = savesWith();
    expect(readStatistics(path)).toEqual({ stats: EMPTY_STATISTICS, warning: null });
    expect(readStatistics(statsPath(join(tempDir(), 'no-such-folder')))).toEqual({ stats: EMPTY_STATISTICS, warning: null });
  });

  it.each<[string, string, string, string?]>([
    ['broken JSON', '{"version": 1, "recor', 'not JSON'],
    ['an empty file', '', 'the file is empty'],
    ['JSON of the wrong shape', '[1, 2, 3]', 'not a statistics file'],
    ['a newer version', '{"version": 7, "records": {}}', 'written by a newer cardtable (version 7)', NEWER_LEFT],
    ['a record that does not add up', '{"version": 1, "records": {"FreeCell": {"played": 1, "won": 2, "currentStreak": 0, "longestStreak": 0, "fewestMoves": 1, "fastestMs": 1}}}', 'the record for "FreeCell": more games won than played'],
    ['an escape code in a label', '{"version": 1, "records": {"\\u001b[2J\\n": {}}}', 'the rule-set label "\\x1b[2J\\x0a" holds unprintable characters'],
  ])('gives none with a one-line warning for %s, which says that nothing was changed', (_name, contents, reason, then) => {
    const { path } = savesWith(contents);
    const read = readStatistics(path);
    expect(read).toEqual({ stats: EMPTY_STATISTICS, warning: unreadFor(path, reason, then) });
    expect(read.warning).not.toMatch(/[\n\r\x1b]/);
    expect(readFileSync(path, 'utf8')).toBe(contents);
  });

  it('gives none when a folder is in the file\'s place, which stays', () => {
    const { path } = savesWith();
    mkdirSync(path);
    expect(readStatistics(path).warning).toBe(unreadFor(path, 'it is a folder, not a file', FOLDER_LEFT));
  });

  it('never opens a named pipe in the file\'s place, so nothing hangs', () => {
    const { path } = savesWith();
    execFileSync('mkfifo', [path]);
    expect(readStatistics(path).warning).toBe(unreadFor(path, 'it is not a regular file (it is a device, a pipe or a socket)'));
  }, 5_000);

  it('reads no more than its limit of a huge file', () => {
    const { path } = savesWith(' '.repeat(MAX_STATS_BYTES + 1));
    expect(readStatistics(path).warning).toBe(unreadFor(path, `too large for a statistics file (more than ${MAX_STATS_BYTES} bytes)`));
  });

  it('shows the path as the caller asks, made printable', () => {
    const { path } = savesWith('oops');
    expect(readStatistics(path, (p) => `saves/\x1b${p.slice(path.length - '.stats.json'.length)}`).warning).toBe(unreadFor('saves/\\x1b.stats.json', 'not JSON'));
  });
});

describe('recording a game', () => {
  it('makes the saves folder and the file, and adds up game after game', () => {
    const folder = join(tempDir(), 'saves');
    expect(recordGame(folder, WIN)).toEqual({ lines: [FIRST_WIN], record: FIRST_WIN, written: recordOutcome(EMPTY_STATISTICS, WIN) });
    expect(readdirSync(folder)).toEqual(['.stats.json']);
    expect(recordGame(folder, LOSS).lines).toEqual([
      'FreeCell: played 2, won 1 (50%), streak 0 (longest 1), fewest moves 81, fastest 4:12',
    ]);
    expect(recordGame(folder, { ...WIN, key: 'Klondike, draw 3' }).lines).toHaveLength(1);
    const read = readStatistics(statsPath(folder));
    expect(read.warning).toBeNull();
    expect(Object.keys(read.stats.records).sort()).toEqual(['FreeCell', 'Klondike, draw 3']);
    expect(JSON.parse(readFileSync(statsPath(folder), 'utf8'))).toMatchObject({ version: 1 });
  });

  it.each<[string, (path: string) => void, (aside: string) => boolean]>([
    ['broken JSON', (path) => writeFileSync(path, '{"version": 1, "recor'), (aside) => readFileSync(aside, 'utf8') === '{"version": 1, "recor'],
    ['a wrong shape', (path) => writeFileSync(path, '{"version": 1, "records": {"FreeCell": {"played": -1}}}'), (aside) => readFileSync(aside, 'utf8').includes('"played": -1')],
    ['a huge file', (path) => writeFileSync(path, 'x'.repeat(MAX_STATS_BYTES + 10)), (aside) => statSync(aside).size === MAX_STATS_BYTES + 10],
    ['a named pipe', (path) => execFileSync('mkfifo', [path]), (aside) => statSync(aside).isFIFO()],
  ])('moves %s aside to .stats.json.bad, says so once, and starts good statistics', (_name, spoil, kept) => {
    const { folder, path } = savesWith();
    spoil(path);
    const { lines } = recordGame(folder, WIN);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^Statistics in .* could not be read \\(.*\\); it is kept as ${path}\\.bad, starting afresh\\.$`));
    expect(lines[1]).toBe(FIRST_WIN);
    expect(statSync(path).isFile()).toBe(true);
    expect(kept(`${path}.bad`)).toBe(true);
    expect(readStatistics(path).warning).toBeNull();
    expect(recordGame(folder, WIN).lines).toEqual([
      'FreeCell: played 2, won 2 (100%), streak 2 (longest 2), fewest moves 81, fastest 4:12',
    ]);
    expect(readdirSync(folder).sort()).toEqual(['.stats.json', '.stats.json.bad']);
  }, 5_000);

  it('never moves a bad file over an earlier one', () => {
    const { folder, path } = savesWith('first');
    recordGame(folder, WIN);
    writeFileSync(path, 'second');
    expect(recordGame(folder, WIN).lines[0]).toBe(warningFor(path, 'not JSON').replace('starting afresh', `it is kept as ${path}.bad.2, starting afresh`));
    expect(readFileSync(`${path}.bad`, 'utf8')).toBe('first');
    expect(readFileSync(`${path}.bad.2`, 'utf8')).toBe('second');
  });

  it('never writes over a file of a newer cardtable: one line, and the file as it was', () => {
    const newer = '{"version": 2, "records": {"FreeCell": {"played": 500}}, "more": true}\n';
    const { folder, path } = savesWith(newer);
    expect(recordGame(folder, WIN)).toEqual({
      lines: [`Statistics not saved: ${path} was written by a newer cardtable (version 2); it is left as it is.`],
      record: null,
      written: null,
    });
    expect(readFileSync(path, 'utf8')).toBe(newer);
    expect(readdirSync(folder)).toEqual(['.stats.json']);
  });

  it('says so when the file cannot be written, and leaves no temporary file', () => {
    const { folder, path } = savesWith();
    mkdirSync(path);
    writeFileSync(join(path, 'inside'), 'x');
    expect(recordGame(folder, WIN).lines).toEqual([
      warningFor(path, 'it is a folder, not a file'),
      FIRST_WIN,
      expect.stringMatching(/^Statistics not saved: /),
    ]);
    expect(readdirSync(folder)).toEqual(['.stats.json']);
    expect(readdirSync(path)).toEqual(['inside']);
  });

  it('makes only the saves folder itself, never the folders above it', () => {
    const root = tempDir();
    const folder = join(root, 'a', 'b', 'saves');
    expect(recordGame(folder, WIN).lines).toEqual([FIRST_WIN, `Statistics not saved: the folder ${join(root, 'a', 'b')} does not exist`]);
    expect(existsSync(join(root, 'a'))).toBe(false);
  });

  it('says so when the saves folder is a file', () => {
    const folder = join(tempDir(), 'saves');
    writeFileSync(folder, 'not a folder');
    expect(recordGame(folder, WIN).lines).toEqual([
      warningFor(statsPath(folder), 'a part of the path is not a folder'),
      FIRST_WIN,
      'Statistics not saved: a part of the path is not a folder',
    ]);
  });

  it.skipIf(process.getuid?.() === 0)('gives a failure, not a throw, in a read-only folder, and keeps the old file', () => {
    const { folder, path } = savesWith();
    const before = recordOutcome(EMPTY_STATISTICS, WIN);
    expect(writeStatistics(path, before, folder)).toEqual({ ok: true, value: undefined });
    const text = readFileSync(path, 'utf8');
    chmodSync(folder, 0o555);
    try {
      expect(writeStatistics(path, recordOutcome(before, WIN), folder)).toEqual({ ok: false, error: 'permission denied' });
      expect(recordGame(folder, LOSS).lines.at(-1)).toBe('Statistics not saved: permission denied');
      expect(readdirSync(folder)).toEqual(['.stats.json']);
      expect(readFileSync(path, 'utf8')).toBe(text);
      expect(recordFor(readStatistics(path).stats, 'FreeCell')?.played).toBe(1);
    } finally {
      chmodSync(folder, 0o755);
    }
  });
});

describe('cardtable stats', () => {
  function context(cwd: string, env: Record<string, string> = {}): Context & { stdout: MemoryOutput; stderr: MemoryOutput } {
    // the program's own folder is the working folder: its saves/ is the saves folder
    const program = { script: '/usr/bin/cardtable', node: process.execPath, folder: cwd };
    const stdout = new MemoryOutput();
    return { env, cwd, program, stdinIsTerminal: false, stdoutIsTerminal: false, stdout, stderr: new MemoryOutput(), colourStdout: stdout, controls: stdout };
  }

  it('says there are none yet', () => {
    const run = context(tempDir());
    expect(runStats(run)).toBe(0);
    expect(run.stdout.text).toBe('No statistics yet: none are kept until a game has seen a move.\n');
    expect(run.stderr.text).toBe('');
  });

  it('prints a line per rule set from the saves folder, $CARDTABLE_SAVES included', () => {
    const cwd = tempDir();
    recordGame(join(cwd, 'elsewhere'), { ...WIN, key: 'Klondike, draw 3, Vegas scoring' });
    recordGame(join(cwd, 'elsewhere'), WIN);
    const run = context(cwd, { CARDTABLE_SAVES: 'elsewhere' });
    expect(runStats(run)).toBe(0);
    expect(run.stdout.text).toBe(
      `${FIRST_WIN}\nKlondike, draw 3, Vegas scoring: played 1, won 1 (100%), streak 1 (longest 1), fewest moves 81, fastest 4:12\n`,
    );
  });

  it('says, with the path as typed, that it cannot use the file and that nothing was changed', () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'saves'));
    writeFileSync(join(cwd, 'saves', '.stats.json'), '\x1b[31mnot json');
    const run = context(cwd);
    expect(runStats(run)).toBe(0);
    expect(run.stdout.text).toBe(
      'Statistics in saves/.stats.json could not be read (not JSON); nothing was changed: '
      + 'the next game recorded keeps it as saves/.stats.json.bad and starts afresh.\n',
    );
  });

  it('leaves a file it cannot use as it was, and a game then moves it aside where the line said', () => {
    const cwd = tempDir();
    const folder = join(cwd, 'saves');
    mkdirSync(folder);
    writeFileSync(join(folder, '.stats.json'), '{"version": 1, "recor');
    writeFileSync(join(folder, '.stats.json.bad'), 'an earlier one');
    const run = context(cwd);
    expect(runStats(run)).toBe(0);
    expect(run.stdout.text).toBe(
      'Statistics in saves/.stats.json could not be read (not JSON); nothing was changed: '
      + 'the next game recorded keeps it as saves/.stats.json.bad.2 and starts afresh.\n',
    );
    expect(readdirSync(folder).sort()).toEqual(['.stats.json', '.stats.json.bad']);
    expect(readFileSync(join(folder, '.stats.json'), 'utf8')).toBe('{"version": 1, "recor');
    expect(recordGame(folder, WIN, (p) => p.slice(cwd.length + 1)).lines[0]).toContain('it is kept as saves/.stats.json.bad.2, starting afresh');
    expect(readFileSync(join(folder, '.stats.json.bad.2'), 'utf8')).toBe('{"version": 1, "recor');
  });
});

describe('clearing the statistics', () => {
  it('removes the file under its lock, and says there is nothing to clear after', () => {
    const { folder, path } = savesWith();
    recordGame(folder, WIN);
    expect(clearStatistics(folder)).toEqual({ ok: true, value: 'Statistics cleared.' });
    expect(readdirSync(folder)).toEqual([]);
    expect(clearStatistics(folder)).toEqual({ ok: true, value: 'No statistics to clear.' });
    expect(clearStatistics(join(folder, 'missing'))).toEqual({ ok: true, value: 'No statistics to clear.' });
    expect(existsSync(join(folder, 'missing'))).toBe(false);
    expect(existsSync(path)).toBe(false);
  });

  it('keeps a file it cannot read, moved aside', () => {
    const { folder, path } = savesWith('not json');
    expect(clearStatistics(folder)).toEqual({ ok: true, value: `Statistics cleared: the file that could not be read (not JSON) is kept as ${path}.bad.` });
    expect(readFileSync(`${path}.bad`, 'utf8')).toBe('not json');
  });

  it('never clears a newer cardtable\'s file, nor a folder in its place', () => {
    const { folder, path } = savesWith('{"version": 3, "records": {}}');
    expect(clearStatistics(folder)).toEqual({ ok: false, error: `${path} was written by a newer cardtable (version 3); it is left as it is` });
    expect(readFileSync(path, 'utf8')).toBe('{"version": 3, "records": {}}');
    const other = savesWith();
    mkdirSync(other.path);
    expect(clearStatistics(other.folder)).toEqual({ ok: false, error: `${other.path}: it is a folder, not a file` });
  });
});

describe('a bankroll in the file (Klondike with Vegas scoring)', () => {
  it('is added to game after game, shown on the record line, and read back', () => {
    const folder = join(tempDir(), 'saves');
    const vegas: Outcome = { key: 'Klondike, draw 3, Vegas scoring', won: false, moves: 12, elapsedMs: 60_000, score: -47 };
    recordGame(folder, vegas);
    const { lines } = recordGame(folder, { ...vegas, score: -52 });
    expect(lines).toEqual(['Klondike, draw 3, Vegas scoring: played 2, won 0 (0%), streak 0 (longest 0), fewest moves -, fastest -, bankroll -$99']);
    expect(recordFor(readStatistics(statsPath(folder)).stats, vegas.key)?.bankroll).toBe(-99);
    expect(JSON.parse(readFileSync(statsPath(folder), 'utf8')).records[vegas.key].bankroll).toBe(-99);
  });
});
