/**
 * `cardtable demo klondike` at a real terminal: the alternate screen taken, the table
 * drawn there as the computer plays (the picture, the moves as messages, the status
 * line), a key finishing the deal, q leaving a range, Ctrl-C leaving at once; each time
 * the terminal given back exactly, and after it the lines a pipe gets. `--screen lines`
 * and CARDTABLE_SCREEN=lines print those lines alone, as through a pipe. The screen is
 * read through a model of the terminal (frames write only the cells that change).
 */
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GIVE_BACK, TAKE } from '../../src/cli/screen/modes.js';
import { expectGivenBack, SHOWN, thenModes } from '../helpers/given-back.js';
import { runCli } from '../helpers/cli.js';
import { programCommand, screenOf, Terminal } from '../helpers/terminal.js';
import { VirtualScreen } from '../helpers/virtual-screen.js';

const WIDTH = 80;
const HEIGHT = 50;
const SUMMARY = /^won \d+ of \d+, \d+\.\d% \(95% interval \d+\.\d% to \d+\.\d%\); \d+\.\d\d s; moves per deal: average \d+\.\d$/;

/** The demo at a terminal of WIDTH x HEIGHT, then its status and the terminal's modes as stty sees them. */
function demo(args: readonly string[], env: Record<string, string> = {}): Terminal {
  // the terminal helper plays in lines unless asked: the demo's own default, the full screen, is what is tested here
  return new Terminal([], { shell: thenModes(`stty cols ${WIDTH} rows ${HEIGHT}; ${programCommand(['demo', 'klondike', ...args])}`), env: { CARDTABLE_SCREEN: '', ...env } });
}

/** The terminal's output as a screen, fed as it comes. */
interface Watched {
  readonly screen: VirtualScreen;
  /** Waits until the screen passes the check. */
  until(check: (screen: VirtualScreen) => boolean, what: string): Promise<void>;
  /** The screen fed all the output so far. */
  catchUp(): VirtualScreen;
}

function watch(terminal: Terminal): Watched {
  const screen = new VirtualScreen(WIDTH, HEIGHT);
  let fed = 0;
  const catchUp = (): VirtualScreen => {
    screen.feed(terminal.output.slice(fed));
    fed = terminal.output.length;
    return screen;
  };
  const until = (check: (seen: VirtualScreen) => boolean, what: string): Promise<void> =>
    terminal.waitUntil(() => (check(catchUp()) ? true : null), what).then(() => undefined);
  return { screen, until, catchUp };
}

/** Whether a screen shows the table: the heads of the top row and of the seven piles. */
function showsTable(lines: readonly string[]): boolean {
  return lines.some((line) => /^Deck +Waste +F0 +F1 +F2 +F3$/.test(line)) && lines.some((line) => /^T0 +T1 +T2 +T3 +T4 +T5 +T6$/.test(line));
}

/** What the program printed after giving the screen back, as lines, up to the shell's status line. */
function printedAfter(output: string): string[] {
  const after = screenOf(output.slice(output.lastIndexOf(GIVE_BACK) + GIVE_BACK.length));
  return after.slice(0, after.indexOf('status ')).split('\n').filter((line) => line !== '');
}

/** The deal lines a pipe gets for these arguments (the summary's time differs from run to run). */
function pipeLines(args: readonly string[]): string[] {
  const run = runCli(['demo', 'klondike', ...args, '--jobs', '1']);
  expect(run.status).toBe(0);
  return run.stdout.trimEnd().split('\n').slice(0, -1);
}

describe('cardtable demo klondike at a terminal', () => {
  it('shows the table on the alternate screen as it plays; a key finishes the deal; the terminal is given back and the lines printed after', async () => {
    const terminal = demo(['--seed', '50', '--draw', '3']);
    try {
      const { screen, until, catchUp } = watch(terminal);
      await until((seen) => seen.onAlternate && showsTable(seen.lines()) && seen.lines().some((line) => line.includes('Deal 50 · ')), 'the table and the status line');
      expect(terminal.output.indexOf(TAKE)).toBeGreaterThanOrEqual(0);
      expect(screen.lines().find((line) => line.includes('Deal 50 · '))).toMatch(/^ Deal 50 · \d+ moves? · won 0 of 0 {3}any key: finish the deal · q: quit$/);
      await until((seen) => seen.lines().some((line) => /^Move \d+: /.test(line)), 'a move played');
      terminal.type('x');
      await terminal.waitFor(SHOWN);
      expect(await terminal.status()).toBe(0);
      expectGivenBack(terminal.output);
      catchUp();
      // the last frame: the table as the deal ended, its result, the tally
      const last = screen.lastAlternate;
      expect(showsTable(last)).toBe(true);
      expect(last.some((line) => /^Deal 50 lost after 30 moves\. /.test(line))).toBe(true);
      expect(last.find((line) => line.includes('Deal 50 · '))).toMatch(/^ Deal 50 · 30 moves · won 0 of 1 {3}any key: go on · q: quit$/);
      // after the screen is given back: the pipe's lines
      const printed = printedAfter(terminal.output);
      expect(printed.slice(0, -1)).toEqual(pipeLines(['--seed', '50', '--draw', '3']));
      expect(printed.at(-1)).toMatch(SUMMARY);
      expect(printed.at(-1)).toMatch(/^won 0 of 1, /);
      // the summary on the user's own screen, under the command
      expect(screen.onAlternate).toBe(false);
      expect(screen.lines().some((line) => /^won 0 of 1, /.test(line))).toBe(true);
    } finally {
      terminal.kill();
    }
  });

  it('shows each deal of a range in turn; q leaves, and the deals played to their end are printed with their summary', async () => {
    const terminal = demo(['--range', '40..42', '--draw', '3']);
    try {
      const { until } = watch(terminal);
      await until((seen) => seen.lines().some((line) => line.startsWith(' Deal 40 (1 of 3) · ')), 'the first deal');
      terminal.type(' ');
      await until((seen) => seen.lines().some((line) => line.startsWith(' Deal 41 (2 of 3) · ') && showsTable(seen.lines())), 'the second deal');
      terminal.type('q');
      await terminal.waitFor(SHOWN);
      expect(await terminal.status()).toBe(0);
      expectGivenBack(terminal.output);
      const printed = printedAfter(terminal.output);
      expect(printed).toHaveLength(2);
      expect(printed[0]).toBe(pipeLines(['--seed', '40', '--draw', '3'])[0]);
      expect(printed[1]).toMatch(SUMMARY);
      expect(printed[1]).toMatch(/ of 1, /);
    } finally {
      terminal.kill();
    }
  });

  it('draws the table again at the window\'s new size when it changes', async () => {
    const terminal = demo(['--seed', '1']);
    try {
      const { until } = watch(terminal);
      await until((seen) => showsTable(seen.lines()) && seen.lines()[HEIGHT - 2]?.startsWith(' Deal 1 · ') === true, 'the deal at 80x50');
      // the terminal's own size changed, as a window's is: the kernel tells the program (SIGWINCH)
      const tty = readlinkSync(`/proc/${terminal.gamePid()}/fd/0`);
      execFileSync('stty', ['-F', tty, 'cols', '40', 'rows', '20']);
      await until((seen) => {
        const lines = seen.lines();
        // at 40 columns the foundations take a row of their own; the status line is the window's last but one
        return lines.some((line) => /^T0 +T1 +T2 +T3 +T4 +T5 +T6$/.test(line)) && lines.some((line) => /^F0 +F1 +F2 +F3$/.test(line)) && lines[18]?.startsWith(' Deal 1 · ') === true && lines.slice(20).every((line) => line === '');
      }, 'the deal at 40x20');
      terminal.type('q');
      await terminal.waitFor(SHOWN);
      expectGivenBack(terminal.output);
    } finally {
      terminal.kill();
    }
  });

  it('leaves at once on Ctrl-C with status 130, the terminal given back', async () => {
    const terminal = demo(['--seed', '1']);
    try {
      const { until } = watch(terminal);
      await until((seen) => seen.lines().some((line) => line.startsWith(' Deal 1 · ')), 'the deal');
      terminal.type('\u0003');
      await terminal.waitFor(SHOWN);
      expect(terminal.output).toContain('status 130');
      expectGivenBack(terminal.output);
      expect(printedAfter(terminal.output)).toEqual([]);
    } finally {
      terminal.kill();
    }
  });

  it.each<[string, string[], Record<string, string>]>([
    ['--screen lines', ['--screen', 'lines'], {}],
    ['CARDTABLE_SCREEN=lines', [], { CARDTABLE_SCREEN: 'lines' }],
    ['TERM=dumb', [], { TERM: 'dumb' }],
  ])('prints the lines alone with %s, as through a pipe', async (_, args, env) => {
    const terminal = demo(['--seed', '50', '--draw', '3', ...args], env);
    try {
      await terminal.waitFor(SHOWN);
      expect(terminal.output).not.toContain('\u001b[?1049h');
      const printed = screenOf(terminal.output);
      const lines = printed.slice(0, printed.indexOf('status 0')).split('\n').filter((line) => line !== '');
      expect(lines.slice(0, -1)).toEqual(pipeLines(['--seed', '50', '--draw', '3']));
      expect(lines.at(-1)).toMatch(SUMMARY);
    } finally {
      terminal.kill();
    }
  });
});
