/**
 * Hostile files, devices, huge lines and full disks (issue "Hardening"): each finding
 * has its regression test, named for the behaviour, for every game where it applies.
 * Where the contract promises one line and no stack trace, every case here checks it.
 * Timeouts below are guards against a hang, not measurements.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cleanEnv, runCli, tempDir, type CliRun } from '../helpers/cli.js';
import { converse, screenOf, Terminal } from '../helpers/terminal.js';

const GUARD = 20_000;
const ESC = '\u001b';
const GAMES: readonly (readonly string[])[] = [['freecell'], ['klondike'], ['cassino', '--players', 'human,computer']];
/** Each game's name, and the words that start it. */
const EACH_GAME = GAMES.map((game) => [game[0] as string, game] as const);

/** One line on stderr, naming what is wrong, and nothing else: no trace, no escape code. */
function expectOneLine(run: CliRun, status: number, message: string | RegExp): void {
  expect(run.status, run.stderr).toBe(status);
  expect(run.stderr.split('\n'), run.stderr).toHaveLength(2);
  expect(run.stderr).toMatch(/^cardtable: /);
  expect(run.stderr).not.toMatch(/\bat .*\(.*:\d+:\d+\)|node:internal/);
  expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  if (typeof message === 'string') expect(run.stderr).toContain(message);
  else expect(run.stderr).toMatch(message);
}

function fifo(path: string): void {
  execFileSync('mkfifo', [path]);
}

function saveOf(game: string, start: unknown, moves: unknown[] = []): string {
  return JSON.stringify({ format: 'cardtable-save', version: 1, game, savedAt: '', start, moves });
}

/** A real save of the game, made by playing it. */
function realSave(args: readonly string[], input: string): { dir: string; text: string } {
  const dir = tempDir();
  runCli([...args, '--seed', '3'], { cwd: dir, input: `${input}\nsave g\n` });
  return { dir, text: readFileSync(join(dir, 'saves', 'g.json'), 'utf8') };
}

describe('1. files are read through one bounded reader that refuses what is not a regular file', () => {
  it.each(EACH_GAME)('%s --deal-file /dev/zero is refused at once, without reading it', (_name, game) => {
    expectOneLine(runCli([...game, '--deal-file', '/dev/zero'], { timeout: GUARD }), 1, '/dev/zero: it is not a regular file');
  });

  it('--load of a link to /dev/zero or of a named pipe is refused, not read forever', () => {
    const dir = tempDir();
    symlinkSync('/dev/zero', join(dir, 'zero.json'));
    fifo(join(dir, 'pipe.json'));
    expectOneLine(runCli(['freecell', '--load', 'zero.json'], { cwd: dir, timeout: GUARD }), 1, 'zero.json: it is not a regular file');
    expectOneLine(runCli(['klondike', '--load', 'pipe.json'], { cwd: dir, timeout: GUARD }), 1, 'pipe.json: it is not a regular file');
  });

  it('the menu lists saves without opening a named pipe among them', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'saves'));
    fifo(join(dir, 'saves', 'evil.json'));
    const run = runCli([], { cwd: dir, input: '4\n1\n\nq\n', timeout: GUARD });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('  1  evil  (cannot be resumed: it is not a regular file (it is a device, a pipe or a socket))\n');
    expect(run.stdout).toContain('evil cannot be resumed: it is not a regular file (it is a device, a pipe or a socket)\n');
  });

  it('a file larger than its limit is refused after reading no more than the limit', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'big.txt'), 'x'.repeat(100 * 1024));
    expectOneLine(runCli(['klondike', '--deal-file', 'big.txt'], { cwd: dir }), 1, 'big.txt: too large for a Klondike deal file (more than 65536 bytes)');
  });
});

describe('2. a folder or an empty path gets its own message', () => {
  it.each(EACH_GAME)('%s --deal-file /tmp says it is a folder', (_name, game) => {
    expectOneLine(runCli([...game, '--deal-file', '/tmp']), 1, '/tmp: it is a folder, not a file');
  });

  it.each([['--deal-file'], ['--load']])('an empty %s says the path is empty', (option) => {
    expectOneLine(runCli(['freecell', option, '']), option === '--load' ? 2 : 1, 'the path is empty');
  });
});

describe('3. errors of stdin and stdout end with one line and a documented status', () => {
  it.each(EACH_GAME)('%s with stdin a folder: one line, status 1', (_name, game) => {
    const dir = tempDir();
    const fd = openSync(dir, 'r');
    const run = runCli([...game, '--seed', '1'], { stdio: [fd, 'pipe', 'pipe'] });
    closeSync(fd);
    expectOneLine(run, 1, 'cannot read the input: it is a folder, not a file');
  });

  it.each(EACH_GAME)('%s with stdout a full disk: one line, status 1', (_name, game) => {
    const out = openSync('/dev/full', 'w');
    const run = spawnSync(process.execPath, [BIN, ...game, '--seed', '1'], { stdio: ['ignore', out, 'pipe'], env: cleanEnv(), cwd: tempDir(), encoding: 'utf8' });
    closeSync(out);
    expectOneLine({ status: run.status, stdout: '', stderr: run.stderr }, 1, 'cannot write the output: no space left on the device');
  });
});

describe('4. text from a file is made printable before it is printed', () => {
  const hostile = '\u001b]0;pwned\u0007\u001b[2J';

  it('a save\'s move with escape codes is shown escaped in the error line', () => {
    const { dir, text } = realSave(['freecell'], '');
    writeFileSync(join(dir, 'saves', 'g.json'), text.replace('"moves": []', `"moves": [${JSON.stringify(hostile)}]`));
    const run = runCli(['freecell', '--load', 'g'], { cwd: dir });
    expectOneLine(run, 1, 'move 1 ("\\x1b]0;pwned\\x07\\x1b[2J") is not a move');
  });

  it('a save\'s game name with escape codes is shown escaped in the menu', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'saves'));
    writeFileSync(join(dir, 'saves', 'x.json'), saveOf(hostile, {}));
    const run = runCli([], { cwd: dir, input: '4\n1\n\nq\n' });
    expect(run.stdout).not.toContain(ESC);
    expect(run.stdout).not.toContain('\u0007');
    expect(run.stdout).toContain('x  (\\x1b]0;pwned\\x07\\x1b[2J, 0 moves)');
  });

  it.each([
    ['freecell', 'Tableau 0:[A♠, \u001b[2J\u001b[31mK♠\u0007]', '"\\x1b[2J\\x1b[31mK♠\\x07" is not a card'],
    ['klondike', 'Tableau 0:[\u001b[2J\u001b[31mK♠\u0007]', '"\\x1b[2J\\x1b[31mK♠\\x07" is not a card'],
    ['cassino', 'Table:[\u001b[2J\u001b[31mK♠\u0007]', '"\\x1b[2J\\x1b[31mK♠\\x07" is not a card'],
    ['freecell', '\u001bcEvil\u0007:[]', '"\\x1bcEvil\\x07" is not a FreeCell pile'],
    ['klondike', '\u001bcEvil\u0007:[]', '"\\x1bcEvil\\x07" is not a Klondike pile'],
    ['cassino', 'Players: Ann:human, Bob:computer\nHand \u001bcEvil\u0007:[]', 'no player is called "\\x1bcEvil\\x07"'],
  ])('%s: a deal file\'s junk is shown escaped: %j', (game, line, message) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'deal.txt'), `${line}\n`);
    expectOneLine(runCli([game, '--deal-file', 'deal.txt'], { cwd: dir }), 1, message);
  });

  it('a path with escape codes is shown escaped', () => {
    expectOneLine(runCli(['freecell', '--deal-file', `${hostile}.txt`]), 1, '\\x1b]0;pwned\\x07\\x1b[2J.txt: no such file or folder');
  });
});

describe('5. the echo never copies control characters to a pipe', () => {
  it.each(EACH_GAME)('%s drops a leading byte-order mark and shows an escape code escaped', (_name, game) => {
    const run = runCli([...game, '--seed', '1'], { input: '\ufeffhelp\nT0 \u001b[31mF0\nquit\n' });
    expect(run.stdout).not.toContain('\ufeff');
    expect(run.stdout).not.toContain(ESC);
    expect(run.stdout).toContain(': help\n');
    expect(run.stdout).toContain('T0 \\x1b[31mF0\n');
    expect(run.status).toBe(0);
  });
});

describe('6. long lines are read in linear time and constant memory', () => {
  it.each(EACH_GAME)('%s refuses a 64 MB line with one message, skips the rest of it, and goes on, in a 48 MB heap', (_name, game) => {
    const junk = Buffer.alloc(64 * 1024 * 1024, 'x');
    const input = Buffer.concat([junk, Buffer.from('\nhelp\nquit\n')]);
    const run = runCli([...game, '--seed', '1', '--no-echo'], { input, node: ['--max-old-space-size=48'], timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.match(/^.*Oops, invalid move.*$/gm) ?? []).toHaveLength(1);
    expect(run.stdout).toMatch(/Oops, invalid move[^\n]*\n[^]*Commands:/);
    expect(run.stdout.length).toBeLessThan(20_000);
  });

  it('echoes a long line cut short, and refuses one over 4096 characters as a whole', () => {
    const run = runCli(['freecell', '--seed', '1'], { input: `${'y'.repeat(10_000)}\nquit\n` });
    expect(run.stdout).toContain(`Your move <from to>: ${'y'.repeat(200)}… (10000 characters)\nOops, invalid move.\n`);
  });

  it('a 900 KB junk move in a save is cut short in the error line', () => {
    const { dir, text } = realSave(['freecell'], '');
    writeFileSync(join(dir, 'saves', 'g.json'), text.replace('"moves": []', `"moves": ["${'z'.repeat(900_000)}"]`));
    const run = runCli(['freecell', '--load', 'g'], { cwd: dir });
    expectOneLine(run, 1, /move 1 \("z{40,80}… \(900000 characters\)"\) is not a move/);
    expect(run.stderr.length).toBeLessThan(400);
  });
});

describe('7. saving creates at most the saves folder itself, never folders on the way', () => {
  it('a saves folder under /proc is refused at once', () => {
    const run = runCli(['freecell', '--seed', '1'], { input: 'save\n', env: { CARDTABLE_SAVES: '/proc/x' }, timeout: GUARD });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Not saved: \/proc\/x\/freecell-1\.json: .+\n/);
  });

  it('the saves folder is made when its parent exists, and not when it does not', () => {
    const dir = tempDir();
    const made = runCli(['klondike', '--seed', '1'], { cwd: dir, input: 'save\n', env: { CARDTABLE_SAVES: 'mine' } });
    expect(made.stdout).toContain('Saved to mine/klondike-1.json');
    const deep = runCli(['klondike', '--seed', '1'], { cwd: dir, input: 'save\n', env: { CARDTABLE_SAVES: 'a/b/c' } });
    expect(deep.stdout).toContain('Not saved: a/b/c/klondike-1.json: the folder a/b does not exist');
    expect(existsSync(join(dir, 'a'))).toBe(false);
  });

  it('a path into a folder that does not exist is refused, and nothing is created', () => {
    const dir = tempDir();
    const run = runCli(['freecell', '--seed', '1'], { cwd: dir, input: 'save nonexistent/dir/x.json\n' });
    expect(run.stdout).toContain('Not saved: nonexistent/dir/x.json: the folder nonexistent/dir does not exist');
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('8. a save is checked against its own labels', () => {
  it('a FreeCell save labelled deal 2 that holds deal 1 is refused', () => {
    const one = realSave(['freecell'], '');
    const start = JSON.parse(one.text).start;
    writeFileSync(join(one.dir, 'saves', 'g.json'), saveOf('freecell', { ...start, deal: 2 }));
    expectOneLine(runCli(['freecell', '--load', 'g'], { cwd: one.dir }), 1, 'is not the deal of game #2');
  });

  it('a save whose game is already over is refused, from the start or after its moves', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'saves'));
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const won = ['♣', '♦', '♥', '♠'].map((suit, i) => `Homecell ${i}:[${ranks.map((r) => r + suit).join(', ')}]`);
    writeFileSync(join(dir, 'saves', 'won.json'), saveOf('freecell', { deal: null, board: won }));
    expectOneLine(runCli(['freecell', '--load', 'won'], { cwd: dir }), 1, 'the game in it is already over');
    const almost = [...won.slice(0, 3), 'Homecell 3:[A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠, 8♠, 9♠, 10♠, J♠, Q♠]', 'Tableau 0:[K♠]'];
    writeFileSync(join(dir, 'saves', 'almost.json'), saveOf('freecell', { deal: null, board: almost }, ['T0 H3']));
    expectOneLine(runCli(['freecell', '--load', 'almost'], { cwd: dir }), 1, 'the game in it is already over');
    // a deal file with a finished game is no game to play either
    writeFileSync(join(dir, 'won.txt'), won.join('\n'));
    expectOneLine(runCli(['freecell', '--deal-file', 'won.txt'], { cwd: dir }), 1, 'won.txt: the game is already over');
  });
});

describe('9. small things at the command line', () => {
  it('game names are case-insensitive', () => {
    const run = runCli(['FreeCell', '--seed', '5']);
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith('Freecell 0:[]')).toBe(true);
    expect(runCli(['--no-color', 'KLONDIKE', '--seed', '5']).stdout.startsWith('Deck:')).toBe(true);
  });

  it('cardtable help shows the help, for a game too', () => {
    const run = runCli(['help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: cardtable/);
    expect(runCli(['help', 'klondike']).stdout).toContain('--draw <N>');
  });

  it('usage errors read as sentences: "... is invalid. It must be ..."', () => {
    const run = runCli(['freecell', '--seed', 'abc']);
    expectOneLine(run, 2, "option '--seed <N>' argument 'abc' is invalid. It must be a whole number from 1 to 2147483647.");
    expectOneLine(runCli(['klondike', '--draw', '2']), 2, "argument '2' is invalid. Allowed choices are 1, 3.");
  });

  it('--load NAME.json finds a save made by `save NAME`', () => {
    const dir = tempDir();
    expect(runCli(['freecell', '--seed', '9'], { cwd: dir, input: 'T0 F0\nsave mygame\n' }).stdout).toContain('Saved to saves/mygame.json');
    const run = runCli(['freecell', '--load', 'mygame.json'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const missing = runCli(['freecell', '--load', 'other.json'], { cwd: dir });
    expectOneLine(missing, 1, 'other.json: no such file or folder (nor saves/other.json)');
  });

  it('a corrupt save chosen in the menu returns to the menu', () => {
    const { dir, text } = realSave(['freecell'], '');
    writeFileSync(join(dir, 'saves', 'g.json'), text.replace('"moves": []', '"moves": ["T9 F9"]'));
    const run = runCli([], { cwd: dir, input: '4\n1\n\n1\nquit\n' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('g cannot be resumed: move 1 ("T9 F9") is not a move\n');
    expect(run.stdout).toContain('Your choice: 1\nFreecell 0:[]');
  });
});

describe('10. Ctrl-D after typed text', () => {
  it('takes the text as the last line, answers it on a line of its own, and ends', async () => {
    const terminal = new Terminal(['freecell', '--seed', '1']);
    try {
      const prompt = await terminal.answer('Your move <from to>: ', 'T1');
      // once the terminal shows the text typed, Ctrl-D
      await terminal.answer('T1', '\u0004', prompt);
      expect(await terminal.status()).toBe(0);
      expect(screenOf(terminal.output).endsWith('Your move <from to>: T1\nOops, invalid move. Type a move such as T3 F0 (or 3a), or help.\nYour move <from to>: \n')).toBe(true);
    } finally {
      terminal.kill();
    }
  });
});

describe('11. nothing typed or passed on the command line reaches a screen raw (issue 23)', () => {
  /** Sets the terminal's title, and rings its bell. */
  const title = '\u001b]2;PWNED\u0007';
  /** How `title` is shown escaped. */
  const shown = '\\x1b]2;PWNED\\x07';
  const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

  it('a Cassino name answered with escape codes is refused with the name shown escaped', () => {
    const run = runCli(['cassino', '--seed', '1'], { input: `2\n${title}\u001b[2J[\nA\nc\nB\nc\n` });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(CONTROL);
    expect(run.stdout).toContain(`That name will not do: "${shown}\\x1b[2J[" holds a "," ":" "[" or "]", which a name cannot.\n`);
    expect(run.stdout).toContain('Is A a person or the computer? [p/c] c\n');
  });

  it.each([
    [['cassino', '--players', '\u001b[2JX:human,B:computer'], 2, "argument '\\x1b[2JX:human,B:computer' is invalid. \"\\x1b[2JX\" holds a"],
    [['freecell', '--seed', title], 2, `option '--seed <N>' argument '${shown}' is invalid. It must be a whole number`],
    [['klondike', '--draw', title], 2, `option '--draw <N>' argument '${shown}' is invalid. Allowed choices are 1, 3.`],
    [['freecell', '--view', title], 2, `option '--view <LAYOUT>' argument '${shown}' is invalid. Allowed choices are lines, columns.`],
    [['solve', 'freecell', '--range', title], 2, `option '--range <A..B>' argument '${shown}' is invalid.`],
    [['solve', 'klondike', '--range', `1..${title}`], 2, `option '--range <A..B>' argument '1..${shown}' is invalid.`],
    [['duel', 'cassino', '--players', title], 2, `option '--players <SPEC>' argument '${shown}' is invalid.`],
    [['solve', 'freecell', '--seed', '1', '--jobs', title], 2, `option '--jobs <N>' argument '${shown}' is invalid.`],
    [['freecell', `--${title}`], 2, `unknown option '--${shown}'`],
    [['klondike', '--seed', '1', title], 2, `too many arguments for 'klondike'. Expected 0 arguments but got 1.`],
    [['solve', title], 2, `unknown command '${shown}'`],
    [['demo', title], 2, `unknown command '${shown}'`],
    [[title], 2, `unknown game '${shown}'`],
    [['help', title], 2, `unknown game '${shown}'`],
    [['freecell', '--load', title], 2, `"${shown}" holds a control character`],
    [['freecell', '--seed', 'one\ntwo'], 2, "option '--seed <N>' argument 'one\\x0atwo' is invalid."],
  ] as const)('%j: one line, the words typed shown escaped', (args, status, message) => {
    const run = runCli(args);
    expectOneLine(run, status, message);
    expect(run.stdout).toBe('');
  });

  it('at a terminal a name typed with escape codes is refused, no escape code of it reaches the screen, and the program\'s own colours still do', async () => {
    const { output, status } = await converse(['cassino', '--seed', '1'], [
      ['How many players (2-6)? ', '2\r'],
      ['Name of player 1 [Player 1]: ', `${title}[\r`],
      ['Name of player 1 [Player 1]: ', 'Ann\r'],
      ['Is Ann a person or the computer? [p/c] ', 'p\r'],
      ['Name of player 2 [Player 2]: ', 'Bob\r'],
      ['Is Bob a person or the computer? [p/c] ', 'c easy\r'],
      ['Ann, your move: ', 'quit\r'],
    ]);
    expect(status).toBe(0);
    // (what readline-sync reads from the terminal has its control characters taken out already)
    expect(output).toContain('That name will not do: ');
    expect(output).not.toContain(title);
    expect(output).not.toContain('\u0007');
    expect(output).toMatch(/\u001b\[31m(10|[2-9AJQK])[♥♦]\u001b\[39m/);
  });
});
