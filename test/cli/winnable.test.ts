/** `--winnable`: a fresh deal the solver has proved winnable, said so, and replayed by its seed. */
import { describe, expect, it } from 'vitest';
import { literally, runCli, STARTED_AS } from '../helpers/cli.js';

describe('--winnable', () => {
  it.each<[string, string[], string]>([
    ['klondike', ['--draw', '3'], 'Klondike game #(\\d+), draw 3'],
    ['klondike', [], 'Klondike game #(\\d+)'],
    ['freecell', [], 'FreeCell game #(\\d+)'],
  ])('%s %j deals a winnable game, says so, and --seed with the same rules deals it again', (game, rules, described) => {
    const run = runCli([game, '--winnable', ...rules]);
    expect(run.status).toBe(0);
    const rulesText = rules.length === 0 ? '' : ` ${rules.join(' ')}`;
    const stated = new RegExp(`^cardtable: ${described}, winnable \\(play it again with ${literally(STARTED_AS)} ${game} --seed (\\d+)${rulesText}\\)\\n$`).exec(run.stderr);
    expect(stated).not.toBeNull();
    const seed = stated![1]!;
    expect(stated![2]).toBe(seed);
    const again = runCli([game, '--seed', seed, ...rules]);
    expect(again.stdout).toBe(run.stdout);
    const solution = runCli(['solve', game, '--seed', seed, ...rules]);
    const moves = solution.stdout.trimEnd().split('\n');
    expect(['unsolvable', 'unknown']).not.toContain(moves[0]);
    const played = runCli([game, '--seed', seed, ...rules], { input: `${moves.join('\n')}\n` });
    expect(played.stdout).toMatch(/You won in \d+ moves\.\n$/);
  });

  it.each([['--seed', '3'], ['--deal-file', 'x.txt'], ['--load', 'x']])('is refused beside %s, with one line and status 2', (option, value) => {
    for (const game of ['klondike', 'freecell']) {
      const run = runCli([game, '--winnable', option, value]);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^cardtable: option '--winnable' cannot be used with option '--/);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });
});
