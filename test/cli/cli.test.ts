/** The real program, driven as a shell or a script would drive it (CONTRACT "Command line"). */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cleanEnv, literally, runCli, STARTED_AS, tempDir, type CliRun } from '../helpers/cli.js';
import { SPEC_BOARD } from '../helpers/freecell.js';

const GAME_1_T0 = 'Tableau 0:[J♦, K♦, 2♠, 4♣, 3♠, 6♦, 6♠]';
const ESC = '\u001b[';

function expectOneLineError(run: CliRun, status: number, message: string | RegExp): void {
  expect(run.status).toBe(status);
  expect(run.stdout).toBe('');
  expect(run.stderr.split('\n')).toHaveLength(2); // one line and its newline
  expect(run.stderr).toMatch(/^cardtable: /);
  if (typeof message === 'string') expect(run.stderr).toContain(message);
  else expect(run.stderr).toMatch(message);
}

function withFile(content: string, name = 'file.txt'): { dir: string; path: string } {
  const dir = tempDir();
  const path = join(dir, name);
  writeFileSync(path, content);
  return { dir, path };
}

describe('starting a game', () => {
  it('deals Windows game #1 with --seed 1 and ends cleanly at the end of input', () => {
    const run = runCli(['freecell', '--seed', '1']);
    expect(run.stdout.split('\n')[8]).toBe(GAME_1_T0);
    expect(run.stdout.endsWith('Your move <from to>: \n')).toBe(true);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('draws a fresh deal without --seed and states it on stderr, so it can be replayed', () => {
    const run = runCli(['freecell'], { input: 'T0 F0\n' });
    const match = new RegExp(`^cardtable: FreeCell game #(\\d+) \\(play it again with ${literally(STARTED_AS)} freecell --seed (\\d+)\\)\\n$`).exec(run.stderr);
    expect(match).not.toBeNull();
    expect(match![1]).toBe(match![2]);
    const replay = runCli(['freecell', '--seed', match![1]!], { input: 'T0 F0\n' });
    expect(replay.stdout).toBe(run.stdout);
  });

  it.each<[string, string[], string]>([
    ['FreeCell with its rules', ['freecell', '--supermoves', '--autoplay'], 'T0 F0\n'],
    ['Klondike with its rules', ['klondike', '--draw', '3', '--scoring', 'vegas'], 'draw\ndraw\n'],
    ['Cassino with its players and target', ['cassino', '--players', "Ann Lee:human,Bob:computer:easy,Cy O'Neil:computer", '--target', '9'], 'a\ns\n'],
  ])('states the whole command that plays a fresh game again: %s', (_what, args, input) => {
    const run = runCli(args, { input });
    const command = new RegExp(`^cardtable: .+ \\(play it again with ${literally(STARTED_AS)} (.+)\\)\\n$`).exec(run.stderr)?.[1];
    expect(command).toBeDefined();
    // the command as a shell runs it: sh splits its words, and the program plays the same game
    const words = execFileSync('sh', ['-c', `for w in ${command!}; do printf '%s\\0' "$w"; done`], { encoding: 'utf8' }).split('\0').slice(0, -1);
    const replay = runCli(words, { input });
    expect(replay.stdout).toBe(run.stdout);
    expect(replay.stderr).toBe('');
  });

  it('reads commands from a pipe, a file, /dev/null and a shell pipeline alike', () => {
    const input = 'T0 F0\nundo\n';
    const piped = runCli(['freecell', '--seed', '617'], { input });
    const { path } = withFile(input);
    const fd = openSync(path, 'r');
    const fromFile = runCli(['freecell', '--seed', '617'], { stdio: [fd, 'pipe', 'pipe'] });
    closeSync(fd);
    const shell = spawnSync('sh', ['-c', `printf 'T0 F0\\nundo\\n' | "${process.execPath}" "${BIN}" freecell --seed 617`], {
      encoding: 'utf8', env: cleanEnv(), cwd: tempDir(),
    });
    expect(fromFile.stdout).toBe(piped.stdout);
    expect(shell.stdout).toBe(piped.stdout);
    expect(piped.stdout).toContain('Your move <from to>: T0 F0\nFreecell 0:[J♦]\n');

    const devNull = openSync('/dev/null', 'r');
    const empty = runCli(['freecell', '--seed', '617'], { stdio: [devNull, 'pipe', 'pipe'] });
    closeSync(devNull);
    expect(empty.status).toBe(0);
    expect(empty.stdout.split('\n')).toHaveLength(18); // the board, the prompt, and its newline
  });

  it('echoes commands unless --no-echo', () => {
    const run = runCli(['freecell', '--seed', '1', '--no-echo'], { input: 'x\n' });
    expect(run.stdout).toContain('Your move <from to>: Oops, invalid move.\nYour move <from to>: \n');
  });

  it('starts from a deal file', () => {
    const { dir } = withFile(SPEC_BOARD, 'deal.txt');
    const run = runCli(['freecell', '--deal-file', 'deal.txt'], { cwd: dir });
    expect(run.stdout).toBe(`${SPEC_BOARD}Your move <from to>: \n`);
  });

  it('prints a won game\'s last board, a line starting "You won", and ends', () => {
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const home = (suit: string, upTo: number) => `[${ranks.slice(0, upTo).map((r) => r + suit).join(', ')}]`;
    const { dir } = withFile(
      `Homecell 0:${home('♣', 13)}\nHomecell 1:${home('♦', 13)}\nHomecell 2:${home('♥', 12)}\nHomecell 3:${home('♠', 12)}\nTableau 0:[K♥]\nFreecell 3:[K♠]\n`,
      'deal.txt',
    );
    const run = runCli(['freecell', '--deal-file', 'deal.txt'], { cwd: dir, input: 'T0 H2\nF3 H3\nhint\n' });
    expect(run.stdout.endsWith('Tableau 7:[]\nYou won in 2 moves.\n')).toBe(true);
    expect(run.stdout).not.toContain('hint');
    expect(run.status).toBe(0);
  });
});

describe('colour', () => {
  const hearts = /\u001b\[31m(10|[2-9AJQK])[♥♦]\u001b\[39m/;

  it.each([
    [[], {}, false],
    [['--color'], {}, true],
    [['--no-color'], { FORCE_COLOR: '1' }, false],
    [[], { FORCE_COLOR: '1' }, true],
    [['--color'], { NO_COLOR: '1' }, true],
    [[], { NO_COLOR: '1', FORCE_COLOR: '0' }, false],
  ] as const)('on a pipe with %j and %j: escape codes %s', (flags, env, coloured) => {
    const run = runCli(['freecell', '--seed', '1', ...flags], { env });
    expect(hearts.test(run.stdout)).toBe(coloured);
    if (!coloured) expect(run.stdout).not.toContain(ESC);
  });

  it('takes --color and --echo given before the game\'s name, the game\'s own winning', () => {
    expect(hearts.test(runCli(['--color', 'freecell', '--seed', '1']).stdout)).toBe(true);
    expect(runCli(['--no-color', 'freecell', '--seed', '1'], { env: { FORCE_COLOR: '1' } }).stdout).not.toContain(ESC);
    expect(hearts.test(runCli(['--no-color', 'freecell', '--seed', '1', '--color']).stdout)).toBe(true);
    expect(runCli(['--no-echo', 'freecell', '--seed', '1'], { input: 'x\n' }).stdout).toContain('Your move <from to>: Oops');
  });
});

describe('bad usage: exit 2 and one line', () => {
  it.each([
    [['freecell', '--bogus'], "unknown option '--bogus'"],
    [['freecell', '--seed'], "option '--seed <N>' argument missing"],
    [['freecell', '--seed', 'abc'], 'It must be a whole number from 1 to 2147483647'],
    [['freecell', '--seed', '0'], 'It must be a whole number from 1 to 2147483647'],
    [['freecell', '--seed', '2147483648'], 'It must be a whole number from 1 to 2147483647'],
    [['freecell', '--seed', '1.5'], 'It must be a whole number'],
    [['freecell', '--seed', '-3'], 'It must be a whole number'],
    [['freecell', '--seed', '1', '--deal-file', 'x'], "cannot be used with option '--deal-file <PATH>'"],
    [['freecell', '--deal-file', 'x', '--load', 'y'], "cannot be used with option '--load <NAME|PATH>'"],
    [['freecell', 'extra'], 'too many arguments'],
    [['freecell', '--load', '../../etc/passwd'], '"../../etc/passwd" is not a save name'],
    [['chess'], "unknown game 'chess'"],
    [['--bogus'], "unknown option '--bogus'"],
    [['klondike', '--draw', '2'], "argument '2' is invalid. Allowed choices are 1, 3."],
    [['klondike', '--scoring', 'points'], "argument 'points' is invalid. Allowed choices are standard, vegas."],
    [['klondike', '--seed', '4294967296'], 'It must be a whole number from 0 to 4294967295'],
    [['klondike', '--load', 'x', '--draw', '3'], "option '--draw <N>' cannot be used with option '--load <NAME|PATH>'"],
    [['cassino', '--players', 'human'], "argument 'human' is invalid. Cassino is for 2 to 6 players"],
    [['cassino', '--target', '0'], '--target takes a whole number from 1 to 1000, not "0"'],
    [['cassino', '--players', 'human,human', '--load', 'x'], "option '--players <SPEC>' cannot be used with option '--load <NAME|PATH>'"],
  ])('%j', (args, message) => {
    expectOneLineError(runCli(args), 2, message);
  });

  it.each([
    [['solve'], 'solve needs a game: freecell or klondike (see cardtable help solve)'],
    [['demo'], 'demo needs a game: klondike (see cardtable help demo)'],
    [['duel'], 'duel needs a game: cassino (see cardtable help duel)'],
    [['Solve'], 'solve needs a game: freecell or klondike (see cardtable help solve)'],
  ])('%j with no game says so in one line, not the whole usage', (args, message) => {
    const run = runCli(args);
    expectOneLineError(run, 2, message);
    expect(run.stderr).toBe(`cardtable: ${message}\n`);
  });

  it.each([
    [['solve', 'chess'], "unknown command 'chess'"],
    [['duel', 'klondike'], "unknown command 'klondike'"],
    [['demo', '--bogus'], "unknown option '--bogus'"],
  ])('%j: the same line as before', (args, message) => {
    expect(runCli(args).stderr).toBe(`cardtable: ${message} (see --help)\n`);
  });

  it('solve help and help solve still show the help of solve, its help command listed', () => {
    for (const args of [['solve', 'help'], ['help', 'solve']]) {
      const run = runCli(args);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^Usage: cardtable solve \[options\] \[command\]\n/);
      expect(run.stdout).toContain("  help [game]         show this help, or a game's\n");
    }
  });

  it('--help and --version answer on stdout with status 0, for every command', () => {
    for (const args of [['--help'], ['freecell', '--help'], ['klondike', '--help']]) {
      const run = runCli(args);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^Usage: cardtable/);
    }
    const version = runCli(['--version']);
    expect(version.stdout).toBe(`${JSON.parse(readFileSync(join(BIN, '..', '..', 'package.json'), 'utf8')).version}\n`);
  });
});

describe('a file that cannot be used: exit 1 and one line naming it', () => {
  const withSave = (content: string) => {
    const dir = tempDir();
    mkdirSync(join(dir, 'saves'));
    writeFileSync(join(dir, 'saves', 'g.json'), content);
    return dir;
  };
  const save = (start: unknown, moves: unknown = [], version: unknown = 1, game: unknown = 'freecell') =>
    JSON.stringify({ format: 'cardtable-save', version, game, savedAt: '', start, moves });
  const board = SPEC_BOARD.trimEnd().split('\n');

  it.each([
    ['a missing deal file', ['--deal-file', 'none.txt'], null, 'none.txt: no such file or folder'],
    ['a deal file that is a folder', ['--deal-file', '.'], null, 'it is a folder, not a file'],
    ['a deal file with 53 cards', ['--deal-file', 'file.txt'], SPEC_BOARD.replace('Freecell 0:[]', 'Freecell 0:[A♠]'), 'file.txt: A♠ appears more than once'],
    ['a deal file of junk', ['--deal-file', 'file.txt'], '\u0000\u0001binary', 'file.txt: line 1: "\\x00\\x01binary" is not a card'],
  ])('%s', (_what, args, content, message) => {
    const dir = content === null ? tempDir() : withFile(content).dir;
    expectOneLineError(runCli(['freecell', ...args], { cwd: dir }), 1, message);
  });

  it.each([
    ['missing', null, 'saves/g.json: no such file or folder'],
    ['truncated', save({ deal: 1, board }).slice(0, 40), 'saves/g.json: not a save file: its JSON is broken (truncated?)'],
    ['empty', '', 'the file is empty'],
    ['of a newer version', save({ deal: 1, board }, [], 2), 'saved by a newer cardtable (save version 2; this one reads version 1)'],
    ['of another game', save({ deal: 1, board }, [], 1, 'klondike'), 'it is a save of klondike, not of freecell'],
    ['with 53 cards', save({ deal: 1, board: [...board.slice(1), 'Freecell 0:[A♠, K♠]'] }), 'Freecell 0 holds 2 cards'],
    ['with a card twice', save({ deal: 1, board: board.map((l) => l.replace('K♣', 'A♠')) }), 'A♠ appears more than once'],
    ['with an impossible move', save({ deal: null, board }, ['T3 F0', 'F0 T5']), 'move 2 ("F0 T5") is not legal there: K♣ cannot go on 4♥'],
    ['with a move that is no move', save({ deal: null, board }, ['rm -rf /']), 'move 1 ("rm -rf /") is not a move'],
    ['with a bad deal number', save({ deal: -1, board }), '"deal" is not a deal number'],
    ['whose board is not its deal', save({ deal: 1, board }), 'the board is not the deal of game #1'],
    ['with too many board lines', save({ deal: null, board: [...board, ...board] }), 'not a list of at most 16 board lines'],
    ['with no start', JSON.stringify({ format: 'cardtable-save', version: 1, game: 'freecell', moves: [] }), 'no start position'],
  ])('a save %s', (_what, content, message) => {
    const dir = content === null ? tempDir() : withSave(content);
    expectOneLineError(runCli(['freecell', '--load', 'g'], { cwd: dir }), 1, message);
  });
});

describe('saving and loading through the program', () => {
  it('saves where asked, atomically, and --load resumes with the moves to undo', () => {
    const dir = tempDir();
    const first = runCli(['freecell', '--seed', '617'], { cwd: dir, input: 'T0 F0\nT0 F1\nsave\nsave mine\nsave ../up\n' });
    expect(first.stdout).toContain('Your move <from to>: save\nSaved to saves/freecell-617.json\n');
    expect(first.stdout).toContain('Saved to saves/mine.json\n');
    expect(first.stdout).toContain('Not saved: "../up" is not a save name');
    const boardAtSave = first.stdout.split('Your move <from to>: save\n')[0]!.split('Your move').at(-1)!.split('\n').slice(1, 17).join('\n');

    const resumed = runCli(['freecell', '--load', 'mine'], { cwd: dir, input: 'undo\nundo\nundo\n' });
    expect(resumed.stdout.startsWith(boardAtSave)).toBe(true);
    expect(resumed.stdout).toContain('Freecell 1:[]\n');
    expect(resumed.stdout).toContain('Your move <from to>: undo\nNothing to undo.\n');
    expect(runCli(['freecell', '--load', 'saves/mine.json'], { cwd: dir }).stdout.startsWith(boardAtSave)).toBe(true);
  });

  it('saves into $CARDTABLE_SAVES, and a bare save goes back where the game was loaded from', () => {
    const dir = tempDir();
    runCli(['freecell', '--seed', '5'], { cwd: dir, input: 'save g\n', env: { CARDTABLE_SAVES: 'elsewhere' } });
    const again = runCli(['freecell', '--load', 'g'], { cwd: dir, input: 'T0 F0\nsave\n', env: { CARDTABLE_SAVES: 'elsewhere' } });
    expect(again.stdout).toContain('Saved to elsewhere/g.json\n');
    expect(JSON.parse(readFileSync(join(dir, 'elsewhere', 'g.json'), 'utf8')).moves).toEqual(['T0 F0']);
  });
});

describe('the menu', () => {
  it('offers the games and starts the one picked', () => {
    const run = runCli([], { input: '7\n1\nquit\n' });
    expect(run.stdout).toMatch(/^cardtable: pick a game\n {2}1 {2}FreeCell\n {2}2 {2}Klondike\n {2}3 {2}Cassino\n {2}q {2}Leave\n/);
    expect(run.stdout).toContain('Your choice: 7\nType a number from 1 to 3, or q to leave.\nYour choice: 1\nFreecell 0:[]');
    expect(run.stderr).toMatch(/^cardtable: FreeCell game #\d+/);
    expect(run.status).toBe(0);
  });

  it('resumes a save', () => {
    const dir = tempDir();
    runCli(['freecell', '--seed', '1'], { cwd: dir, input: 'T0 F0\nsave one\n' });
    const run = runCli([], { cwd: dir, input: '4\n1\n' });
    expect(run.stdout).toContain('  4  Resume a saved game (1 in saves)\n');
    expect(run.stdout).toMatch(/ {2}1 {2}one {2}\(FreeCell, 1 move, saved \d{4}-\d\d-\d\d \d\d:\d\d UTC\)\n/);
    expect(run.stdout).toContain('Freecell 0:[6♠]');
  });

  it('will not resume a save of a game it does not play', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'saves'));
    writeFileSync(join(dir, 'saves', 'k.json'), JSON.stringify({ format: 'cardtable-save', version: 1, game: 'chess', start: {}, moves: [] }));
    const run = runCli([], { cwd: dir, input: '4\n1\n\nq\n' });
    expect(run.stdout).toContain('  1  k  (chess, 0 moves)\n');
    expect(run.stdout).toContain('k is a game of chess, which this cardtable does not play.\n');
    expect(run.stdout.endsWith('Your choice: q\n')).toBe(true);
  });

  it('leaves at the end of input or on q', () => {
    expect(runCli([]).status).toBe(0);
    expect(runCli([], { input: 'q\n' }).stdout.endsWith('Your choice: q\n')).toBe(true);
  });
});

describe('a reader that goes away', () => {
  it('ends quietly when stdout is closed', () => {
    const dir = tempDir();
    const run = spawnSync('sh', ['-c', `yes hint | "${process.execPath}" "${BIN}" freecell --seed 1 2>err.txt | head -n 1`], {
      encoding: 'utf8', env: cleanEnv(), cwd: dir, timeout: 20_000,
    });
    expect(run.stdout).toBe('Freecell 0:[]\n');
    expect(readFileSync(join(dir, 'err.txt'), 'utf8')).toBe('');
  });

  it('ends quietly when stdout is closed under solve freecell and stats too', () => {
    const dir = tempDir();
    for (const args of ['solve freecell --range 1..30', 'solve freecell --seed 1 --format fcs', 'stats']) {
      const run = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" ${args} 2>err.txt | head -c 1 >/dev/null; echo "\${PIPESTATUS:-}"`], {
        encoding: 'utf8', env: cleanEnv(), cwd: dir, timeout: 20_000,
      });
      expect(run.status).toBe(0);
      expect(readFileSync(join(dir, 'err.txt'), 'utf8')).toBe('');
    }
  });
});

describe('the built program', () => {
  it('is one bundle whose V8 code cache this node takes, so it is not compiled again at each start', async () => {
    const { createRequire } = await import('node:module');
    const bundle = createRequire(import.meta.url)('../../bin/bundle.cjs') as { compile(): { cachedDataRejected?: boolean } | null };
    const script = bundle.compile();
    expect(script).not.toBeNull();
    expect(script!.cachedDataRejected).toBe(false);
  });

  it('is ASCII only, so that V8 holds its source at a byte a character (a suit typed into a regular expression made it two)', async () => {
    const { readFileSync: read } = await import('node:fs');
    const source = read(new URL('../../dist/cardtable.cjs', import.meta.url), 'utf8');
    const wide = [...source.matchAll(/[^\x00-\x7f]/g)].map((match) => source.slice(source.lastIndexOf('\n', match.index) + 1, source.indexOf('\n', match.index)).trim());
    expect(wide).toEqual([]);
  });
});
