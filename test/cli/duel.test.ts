/** `cardtable duel cassino` through the real program: a line a game, the shares of wins, and one-line refusals. */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('cardtable duel cassino', () => {
  it('plays the games, a line each, then each player\'s share of wins with its interval', () => {
    const run = runCli(['duel', 'Cassino', '--players', 'Ann:computer:normal,Bob:computer:easy', '--games', '4', '--seed', '9']);
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4 + 3);
    expect(lines[0]).toMatch(/^Game 1, seed 9: Ann \d+, Bob \d+ \((Ann|Bob) wins, \d+ rounds?\)$/);
    expect(lines[1]).toMatch(/^Game 2, seed 9: Bob \d+, Ann \d+ \((Ann|Bob) wins, \d+ rounds?\)$/);
    expect(lines[3]).toMatch(/^Game 4, seed 10: Bob \d+, Ann \d+ /);
    expect(lines[4]).toMatch(/^4 games of Ann:computer:normal, Bob:computer:easy: seeds 9 to 10, the players turning one seat a game; \d+\.\d\d rounds a game$/);
    const wins = (name: string) => lines.slice(0, 4).filter((line) => line.includes(`(${name} wins`)).length;
    expect(lines[5]).toMatch(new RegExp(`^Ann: won ${wins('Ann')} of 4, \\d+\\.\\d% \\(95% interval \\d+\\.\\d% to \\d+\\.\\d%\\), fair share 50\\.0%; \\d+\\.\\d\\d points a round$`));
    expect(lines[6]).toMatch(new RegExp(`^Bob: won ${wins('Bob')} of 4, `));
    expect(run.stderr).toMatch(/^cardtable: the duel took \d+\.\d s\n$/);
    // the same options give the same games
    expect(runCli(['duel', 'cassino', '--players', 'Ann:computer:normal,Bob:computer:easy', '--games', '4', '--seed', '9']).stdout).toBe(run.stdout);
  });

  it('writes the same lines on worker threads as in one thread', () => {
    const args = ['duel', 'cassino', '--players', 'Ann:computer:normal,Bob:computer:easy,Cy:computer:normal', '--games', '6', '--seed', '3'];
    const one = runCli([...args, '--jobs', '1']);
    const three = runCli([...args, '--jobs', '3']);
    expect(one.status).toBe(0);
    expect(three.status).toBe(0);
    expect(three.stdout).toBe(one.stdout);
    expect(one.stdout.split('\n')).toHaveLength(6 + 4 + 1);
  });

  it.each<[string[], string]>([
    [['--players', 'Ann:human,Bob:computer'], 'cardtable: a duel is between computers, and Ann is a person: write Ann:computer:LEVEL\n'],
    [[], 'cardtable: duel cassino needs its players: give --players, such as --players A:computer:hard,B:computer:normal\n'],
    [['--players', 'Ann:computer', '--games', '2'], 'cardtable: option \'--players <SPEC>\' argument \'Ann:computer\' is invalid. Cassino is for 2 to 6 players, and "Ann:computer" names 1 (see --help)\n'],
    [['--players', 'A:computer,B:computer', '--jobs', '0'], 'cardtable: option \'--jobs <N>\' argument \'0\' is invalid. It must be a whole number from 1 to 64. (see --help)\n'],
    [['--players', 'A:computer,B:computer', '--games', 'many'], 'cardtable: option \'--games <N>\' argument \'many\' is invalid. It must be a whole number from 1 to 1000000. (see --help)\n'],
  ])('refuses %j in one line, status 2', (args, message) => {
    const run = runCli(['duel', 'cassino', ...args]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(message);
    expect(run.stdout).toBe('');
  });
});
