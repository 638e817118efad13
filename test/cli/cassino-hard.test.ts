/** The hard computer and the scoring variants through the real program: saves keep them, and replays are exact. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literally, runCli, STARTED_AS, tempDir } from '../helpers/cli.js';

const GAME = ['cassino', '--players', 'Ann:human,Bob:computer:hard', '--seed', '4', '--ties', 'all', '--sweeps-cancel', '--sweep-limit', '10'];

describe('Cassino with a hard computer and the Finnish house rules', () => {
  it('keeps the variants in the save, and a loaded game hints and plays on exactly as before', () => {
    const dir = tempDir();
    // Ann puts down her first card four times, asking for a hint at the end
    const moves = ['a', 'a', 'a', 'a'];
    const straight = runCli(GAME, { cwd: dir, input: `${moves.join('\n')}\nhint\na\na\n` });
    expect(straight.status).toBe(0);
    expect(straight.stderr).toBe('');
    const saved = runCli(GAME, { cwd: dir, input: `${moves.join('\n')}\nsave finnish\n` });
    expect(saved.stdout).toContain('Saved to saves/finnish.json');
    const save = JSON.parse(readFileSync(join(dir, 'saves', 'finnish.json'), 'utf8')) as { start: { deal: string[] } };
    expect(save.start.deal).toEqual(expect.arrayContaining(['Ties: all', 'Sweeps cancel: yes', 'Sweep limit: 10', 'Players: Ann:human, Bob:computer:hard']));
    const resumed = runCli(['cassino', '--load', 'finnish'], { cwd: dir, input: 'hint\na\na\n' });
    expect(resumed.status).toBe(0);
    // the same hint, and the hard computer's same plays after Ann's
    const tail = resumed.stdout.slice(resumed.stdout.indexOf('Ann, your move: hint'));
    expect(tail.length).toBeGreaterThan(50);
    expect(straight.stdout.endsWith(tail)).toBe(true);
    expect(tail).toMatch(/^Ann, your move: hint\nHint: \S/);
  });

  it('states the variants in the command that plays a fresh game again, and that command plays the same game', () => {
    const fresh = GAME.filter((_, i) => i !== GAME.indexOf('--seed') && i !== GAME.indexOf('--seed') + 1);
    const run = runCli(fresh, { input: 'a\na\n' });
    const command = new RegExp(`^cardtable: .+ \\(play it again with ${literally(STARTED_AS)} (.+)\\)\\n$`).exec(run.stderr)?.[1];
    expect(command).toMatch(/ --ties all --sweeps-cancel --sweep-limit 10$/);
    const words = execFileSync('sh', ['-c', `for w in ${command!}; do printf '%s\\0' "$w"; done`], { encoding: 'utf8' }).split('\0').slice(0, -1);
    const replay = runCli(words, { input: 'a\na\n' });
    expect(replay.stdout).toBe(run.stdout);
    expect(replay.stderr).toBe('');
  });

  it('refuses a bad variant in one line, status 2', () => {
    const run = runCli(['cassino', '--players', 'Ann:human,Bob:computer', '--ties', 'some']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('cardtable: option \'--ties <WHO>\' argument \'some\' is invalid. Allowed choices are nobody, all. (see --help)\n');
  });
});
