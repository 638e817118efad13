/** `cardtable solve klondike`, through the real program: its moves win the game when piped into it. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeDealFile } from '../../src/games/klondike/board.js';
import { dealGame } from '../../src/games/klondike/deal.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { STUCK_DEAL } from '../helpers/klondike.js';
import { expectSolveRefusesWon } from '../helpers/won-deal.js';

function solution(args: string[], cwd?: string): string[] {
  const run = runCli(['solve', 'klondike', ...args], cwd === undefined ? {} : { cwd });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout.trimEnd().split('\n');
}

const MOVE = /^(draw|[DWTF]\d? [TF]\d)$/;

describe('cardtable solve klondike', () => {
  it.each<[string, string, string[]]>([
    ['the spec\'s game', '1', []],
    ['draw 1', '1', ['--draw', '1']],
    ['draw 3', '1', ['--draw', '3']],
    ['draw 3, Vegas scoring', '2', ['--draw', '3', '--scoring', 'vegas']],
  ])('prints one deal\'s moves one a line, draws included, and they win the game when played (%s)', (_name, seed, rules) => {
    const moves = solution(['--seed', seed, ...rules]);
    expect(moves.every((line) => MOVE.test(line))).toBe(true);
    expect(moves.filter((line) => / F\d$/.test(line)).length).toBeGreaterThanOrEqual(52);
    const played = runCli(['klondike', '--seed', seed, ...rules], { input: `${moves.join('\n')}\n` });
    expect(played.stdout).toMatch(new RegExp(`You won in ${moves.length} moves\\.( Final score: -?\\d+\\.)?\\n$`));
    expect(played.stdout).not.toContain('Oops');
  });

  it('prints a line a deal for a range, then a summary with the winnable share, the same whatever the number of jobs', () => {
    const lines = solution(['--range', '1..6', '--draw', '3', '--jobs', '1']);
    expect(lines).toHaveLength(7);
    lines.slice(0, 6).forEach((line, i) => expect(line).toMatch(new RegExp(`^${i + 1}: (((draw|[WTF]\\d? [TF]\\d) )*(W|T\\d) F\\d|unsolvable|unknown)$`)));
    expect(lines[6]).toMatch(/^solved \d of 6, unsolvable \d, unknown \d; winnable \d+\.\d% \(95% interval \d+\.\d% to \d+\.\d%\) of the \d decided; \d+\.\d\d s; moves per solution: average \d+\.\d, worst \d+$/);
    const twoJobs = solution(['--range', '1..6', '--draw', '3', '--jobs', '2']);
    expect(twoJobs.slice(0, 6)).toEqual(lines.slice(0, 6));
    expect(twoJobs[6]!.replace(/\d+\.\d\d s/, '')).toBe(lines[6]!.replace(/\d+\.\d\d s/, ''));
  });

  it('gives no share when no deal of the range is decided (a budget too small to decide deal 91)', () => {
    const lines = solution(['--range', '91..91', '--draw', '3', '--positions', '1000', '--jobs', '1']);
    expect(lines).toEqual(['91: unknown', expect.stringMatching(/^solved 0 of 1, unsolvable 0, unknown 1; winnable: none decided; \d+\.\d\d s; moves per solution: average 0\.0, worst 0$/)]);
  });

  it('solves a deal file, and says unsolvable for a position no line of moves wins', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'stuck.txt'), `${STUCK_DEAL}\n`);
    expect(solution(['--deal-file', 'stuck.txt', '--draw', '1'], dir)).toEqual(['unsolvable']);
    writeFileSync(join(dir, 'deal.txt'), writeDealFile(dealGame(5, { draw: 3, scoring: 'none' })));
    expect(solution(['--deal-file', 'deal.txt', '--draw', '3'], dir)).toEqual(solution(['--seed', '5', '--draw', '3']));
  });

  it('refuses a deal file whose game is already won, as the game does: one line, status 1', () => {
    expectSolveRefusesWon('klondike', 'Foundation');
  });

  it.each<[string[], RegExp]>([
    [[], /^cardtable: solve klondike needs --seed N, --deal-file PATH or --range A\.\.B\n$/],
    [['--range', '5..2'], /--range.*A no greater than B/],
    [['--range', '1..2000000'], /at most 1000000 deals/],
    [['--seed', '1', '--draw', '2'], /--draw/],
    [['--seed', '1', '--range', '1..2'], /cannot be used with/],
  ])('refuses bad usage with one line and status 2 (%j)', (args, message) => {
    const run = runCli(['solve', 'klondike', ...args]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
