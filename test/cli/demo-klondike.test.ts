/**
 * `cardtable demo klondike`, through the real program: each deal's moves replay in
 * `cardtable klondike` with the same seed and rules, and `hint` names each one first.
 * A lost deal's line ends where the hint says the game looks lost, without going round
 * in circles on the way (issue 22).
 */
import { describe, expect, it } from 'vitest';
import { STUCK_LINE } from '../../src/games/klondike/board.js';
import { dealGame } from '../../src/games/klondike/deal.js';
import { runCli } from '../helpers/cli.js';
import { DRAW3, tablesMet, typedMoves } from '../helpers/klondike.js';

const DEAL_LINE = /^(\d+): (won in|lost after) (\d+) moves?:((?: (?:draw|[DWTF]\d? [TF]\d))*)$/;

/** The moves of a deal's line, as typed. */
function movesOf(line: string): string[] {
  return typedMoves(DEAL_LINE.exec(line)?.[4] ?? '');
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('cardtable demo klondike', () => {
  // 598413: the hint went round in circles, moving King runs between empty piles with draws between (issue 22)
  it.each([50, 598413])('plays a deal by following hint: fed into the game, its moves replay and hint names each first (deal %i, draw 3)', (seed) => {
    const demo = runCli(['demo', 'klondike', '--seed', String(seed), '--draw', '3', '--jobs', '1']);
    expect(demo.stderr).toBe('');
    expect(demo.status).toBe(0);
    const [line, summary, ...rest] = demo.stdout.trimEnd().split('\n');
    expect(rest).toEqual([]);
    const parsed = DEAL_LINE.exec(line!);
    expect(parsed).not.toBeNull();
    const moves = movesOf(line!);
    expect(moves).toHaveLength(Number(parsed![3]));
    expect(summary).toMatch(/^won [01] of 1, \d+\.\d% \(95% interval \d+\.\d% to \d+\.\d%\); \d+\.\d\d s; moves per deal: average \d+\.\d$/);
    // in the game: hint, then the demo's move, each time; and a last hint
    const input = `${moves.map((move) => `hint\n${move}\n`).join('')}hint\n`;
    const game = runCli(['klondike', '--seed', String(seed), '--draw', '3'], { input });
    expect(game.stdout).not.toContain('Oops');
    // one hint a move, naming it first; the last hint (lost) names none
    const named = game.stdout.split('\n').filter((text) => /^Hint: /.test(text)).map((text) => /^Hint: ((?:draw|[DWTF]\d? [TF]\d))/.exec(text)?.[1]);
    expect(named).toEqual(moves);
    // no table is met three times, whichever pile holds which run
    const often = [...tablesMet(dealGame(seed, DRAW3), moves)].filter(([, count]) => count >= 3);
    expect(often).toEqual([]);
    if (parsed![2] === 'lost after') {
      expect(game.stdout).not.toContain('You won');
      // the last hint says why it names nothing: no moves left, or the game looks lost (or is)
      const last = game.stdout.trimEnd().split('\n').at(-2);
      expect(last).toMatch(new RegExp(`^(${escaped(STUCK_LINE)}|The game (looks|is) lost\\b)`));
    } else {
      expect(game.stdout).toContain(`You won in ${moves.length} moves.`);
    }
    // deal 598413 takes 112 moves, each hinted twice (the demo, then the game): about 25 CPU s in all
  }, 120_000);

  it('prints a line a deal for a range, in order on two worker threads, and a summary', () => {
    const lines = runCli(['demo', 'klondike', '--range', '40..41', '--draw', '3', '--jobs', '2']).stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    lines.slice(0, 2).forEach((line, i) => expect(line).toMatch(new RegExp(`^${i + 40}: (won in|lost after) \\d+ moves?:`)));
    expect(lines[2]).toMatch(/^won [0-2] of 2, /);
  });

  it.each<[string[], RegExp]>([
    [['--seed', '1', '--range', '1..2'], /cannot be used with/],
    [['--draw', '2'], /--draw/],
    [['--scoring', 'vegas'], /unknown option '--scoring'/],
  ])('refuses bad usage with one line and status 2 (%j)', (args, message) => {
    const run = runCli(['demo', 'klondike', ...args]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
