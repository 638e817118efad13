/**
 * The fuzzers, short and on fixed seeds, as part of `npm test` (a few seconds);
 * `npm run fuzz` runs them long (100,000 commands a game) on a fresh seed.
 */
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { fuzzSaves } from './saves.js';
import { fuzzSessions, Random } from './sessions.js';

const GAMES = ['freecell', 'klondike', 'cassino'] as const;

describe('fuzzing the command loop', () => {
  it.each(GAMES)('%s survives 3,000 random commands: no crash, no control character printed, the 52 cards kept', (name) => {
    const report = fuzzSessions(name, 20261129, 3000, tempDir());
    expect(report.commands).toBe(3000);
    expect(report.games).toBeGreaterThan(0);
  });
});

describe('fuzzing the real program through a pipe', () => {
  it.each([['freecell'], ['klondike'], ['cassino', '--players', 'human,computer,computer']])('%s reads 2,000 lines of random bytes: status 0, nothing on stderr, no control character on stdout', (...game) => {
    const random = new Random(99);
    const bytes = Buffer.from(Array.from({ length: 2000 * 24 }, (_, i) => (i % 24 === 23 ? 10 : random.below(256))));
    const run = runCli([...game, '--seed', '5'], { input: bytes });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(run.stdout.split('\n').length).toBeGreaterThan(2000);
  });
});

describe('fuzzing save files', () => {
  it.each(GAMES)('%s: a real save cut at every length and mutated 300 ways loads a reachable game or is refused with one line, status 1, and changes nothing', (name) => {
    const report = fuzzSaves(name, 7, 300, tempDir());
    expect(report.refused).toBeGreaterThan(0);
    // the save cut at its full length less its last newline still loads
    expect(report.loaded).toBeGreaterThan(0);
  });
});
