/**
 * What a newcomer meets first on the command line (issue 22, items 8 and 17): help for
 * a game that does not exist, `--load` without the game's name, a save of another game,
 * the duel's players, and the example move in --help.
 */
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';

const UNKNOWN_FOO = "cardtable: unknown game 'foo': choose freecell, klondike, cassino\n";

describe('cardtable help <game>', () => {
  it('answers a game it does not know in one line, with status 2, as `cardtable foo` does', () => {
    const help = runCli(['help', 'foo']);
    expect(help.status).toBe(2);
    expect(help.stdout).toBe('');
    expect(help.stderr).toBe(UNKNOWN_FOO);
    expect(runCli(['foo']).stderr).toBe(UNKNOWN_FOO);
  });

  it('takes a game\'s name in any case, as playing it does', () => {
    const help = runCli(['help', 'FreeCell']);
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(runCli(['help', 'freecell']).stdout);
    expect(help.stdout).toMatch(/^Usage: cardtable freecell /);
  });
});
