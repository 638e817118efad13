/** `cardtable solve freecell` and the game's own `solve` and `hint`, through the real program. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';
import { expectSolveRefusesWon } from '../helpers/won-deal.js';

function solution(args: string[]): string[] {
  const run = runCli(['solve', 'freecell', ...args]);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout.trimEnd().split('\n');
}

describe('cardtable solve freecell', () => {
  it('prints one deal\'s moves one a line, moves home included, and they win the game when played', () => {
    const moves = solution(['--seed', '1']);
    expect(moves.every((line) => /^[FT]\d [FHT]\d$/.test(line))).toBe(true);
    expect(moves.filter((line) => / H\d$/.test(line))).toHaveLength(52);
    const played = runCli(['freecell', '--seed', '1'], { input: `${moves.join('\n')}\n` });
    expect(played.stdout.endsWith(`You won in ${moves.length} moves.\n`)).toBe(true);
    expect(played.stdout).not.toContain('Oops');
  });

  it('with --supermoves, moves runs as one move with their count, and they win under --supermoves', () => {
    const moves = solution(['--seed', '1', '--supermoves']);
    expect(moves.some((line) => /^T\d T\d\(\d+\)$/.test(line))).toBe(true);
    const played = runCli(['freecell', '--seed', '1', '--supermoves'], { input: `${moves.join('\n')}\n` });
    expect(played.stdout.endsWith(`You won in ${moves.length} moves.\n`)).toBe(true);
    expect(solution(['--seed', '1', '--supermoves', '--format', 'standard']).some((line) => /^[1-8][1-8]\(\d+\)$/.test(line))).toBe(true);
  });

  it('writes standard notation, and fc-solve\'s board and sentences', () => {
    const standard = solution(['--seed', '3', '--format', 'standard']);
    expect(standard.every((line) => /^[1-8a-d][1-8a-dh]$/.test(line))).toBe(true);
    const played = runCli(['freecell', '--seed', '3'], { input: `${standard.join('\n')}\n` });
    expect(played.stdout.endsWith(`You won in ${standard.length} moves.\n`)).toBe(true);
    const fcs = solution(['--seed', '1', '--format', 'fcs']);
    expect(fcs.slice(0, 3)).toEqual(['Foundations: H-0 C-0 D-0 S-0', 'Freecells: - - - -', ': JD KD 2S 4C 3S 6D 6S']);
    expect(fcs.slice(11).every((line) => /^Move (a card|\d+ cards) from (stack|freecell) \d to (stack \d|freecell \d|the foundations)$/.test(line))).toBe(true);
  });

  it('reads a deal file in either format', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'deal.fcs'), readFileSync(join(ROOT, 'test', 'fixtures', 'freecell-deal1.fcs')));
    const run = runCli(['solve', 'freecell', '--deal-file', 'deal.fcs'], { cwd: dir });
    expect(run.stdout).toBe(runCli(['solve', 'freecell', '--seed', '1']).stdout);
  });

  it('refuses a deal file whose game is already won, as the game does: one line, status 1', () => {
    expectSolveRefusesWon('freecell', 'Homecell');
    expectSolveRefusesWon('freecell', 'Homecell', ['--format', 'fcs']);
  });

  it('prints a line a deal for a range, then a summary', () => {
    const lines = solution(['--range', '1..4', '--format', 'standard']);
    expect(lines).toHaveLength(5);
    lines.slice(0, 4).forEach((line, i) => expect(line).toMatch(new RegExp(`^${i + 1}: ([1-8a-d][1-8a-dh] )+[1-8a-d]h$`)));
    expect(lines[4]).toMatch(/^solved 4 of 4, unsolvable 0, unknown 0; \d+\.\d\d s; moves per solution: average \d+\.\d, worst \d+$/);
  });

  it('says unknown (or unsolvable) for deal #11982, which no one can win', () => {
    const [line] = solution(['--seed', '11982', '--positions', '20000']);
    expect(['unknown', 'unsolvable']).toContain(line);
    const range = solution(['--range', '11981..11982', '--positions', '20000']);
    expect(range[1]).toMatch(/^11982: (unknown|unsolvable)$/);
  });

  it.each([
    [[], 'solve freecell needs --seed N, --deal-file PATH or --range A..B'],
    [['--range', '5..1'], 'It must be A..B'],
    [['--seed', '1', '--range', '1..2'], "cannot be used with option '--range <A..B>'"],
    [['--format', 'pdf', '--seed', '1'], 'Allowed choices are game, standard, fcs'],
  ])('refuses %j with one line and status 2', (args, message) => {
    const run = runCli(['solve', 'freecell', ...args]);
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toContain(message);
  });
});

describe('the game\'s solve and hint', () => {
  it('solve plays the rest out, each move and the board after it, to the win', () => {
    const run = runCli(['freecell', '--seed', '7'], { input: 'T0 F0\nsolve\n' });
    const playing = run.stdout.match(/^Playing [FT]\d [FHT]\d$/gm) ?? [];
    expect(playing.length).toBeGreaterThan(60);
    expect(run.stdout).toMatch(/Playing [FT]\d [FHT]\d\nFreecell 0:/);
    expect(run.stdout.endsWith(`You won in ${playing.length + 1} moves.\n`)).toBe(true);
  });

  it('hint names the first move of a solution', () => {
    const [first] = solution(['--seed', '2']);
    expect(runCli(['freecell', '--seed', '2'], { input: 'hint\n' }).stdout).toContain(`Your move <from to>: hint\nHint: ${first}\n`);
  });

});
