/**
 * Ranges of any length (issue 23, item 4): the deals are made as the workers need
 * them and the lines come out as they are done, so the first lines of the longest
 * range come at once, in order, in little memory; a signal ends it as it ends any
 * program. Memory over time is measured by the bench (`npm run bench -- range-memory`),
 * not here: each test gives node a heap far too small to hold the whole range's
 * inputs (2,147,483,647 FreeCell deals would be tens of gigabytes, a million Klondike
 * deals or Cassino games some 40 MB against 16), so the program can print its first
 * lines only if it never builds them all. Every wait is for lines, never for a time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { Running } from '../helpers/running.js';

const started: Running[] = [];

afterEach(() => {
  started.splice(0).forEach((run) => run.kill());
});

function start(args: readonly string[], heapMiB: number): Running {
  const run = new Running(args, { node: [`--max-old-space-size=${heapMiB}`] });
  started.push(run);
  return run;
}

/** The first `count` lines of a short run of the same command (its summary left out). */
function firstLinesOf(args: readonly string[], count: number): string[] {
  const run = runCli(args);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\n').slice(0, count);
}

describe('solve freecell --range over every deal number', () => {
  it.each<[string, NodeJS.Signals]>([
    ['1', 'SIGTERM'],
    ['2', 'SIGINT'],
    ['2', 'SIGTERM'],
  ])('with --jobs %s prints its first lines in order, in a 64 MB heap, and ends at %s', async (jobs, signal) => {
    const run = start(['solve', 'freecell', '--range', '1..2147483647', '--jobs', jobs], 64);
    const lines = await run.lines(30);
    expect(lines).toEqual(firstLinesOf(['solve', 'freecell', '--range', '1..30', '--jobs', '1'], 30));
    expect(await run.stop(signal)).toEqual({ status: null, signal });
    expect(run.stderr).toBe('');
  });

  it('streams from the top of the deal numbers as well: the last deals, then the summary', async () => {
    const run = start(['solve', 'freecell', '--range', '2147483640..2147483647', '--jobs', '2'], 64);
    const ended = await run.ended;
    expect(ended).toEqual({ status: 0, signal: null });
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 8).map((line) => line.split(':')[0])).toEqual(['2147483640', '2147483641', '2147483642', '2147483643', '2147483644', '2147483645', '2147483646', '2147483647']);
    expect(lines[8]).toMatch(/^solved 8 of 8, /);
  });
});

describe('the other commands with ranges stream too (at most a million each)', () => {
  // the demo's deal 40 (draw 3) is lost after two moves; the next ones take seconds each
  it.each<[string, string[], string[], number]>([
    ['solve klondike', ['solve', 'klondike', '--range', '1..1000000', '--positions', '2000', '--jobs', '2'], ['solve', 'klondike', '--range', '1..3', '--positions', '2000', '--jobs', '1'], 3],
    ['demo klondike', ['demo', 'klondike', '--range', '40..1000039', '--draw', '3', '--jobs', '2'], ['demo', 'klondike', '--range', '40..40', '--draw', '3', '--jobs', '1'], 1],
    ['duel cassino', ['duel', 'cassino', '--players', 'A:computer:easy,B:computer:easy', '--games', '1000000', '--jobs', '2'], ['duel', 'cassino', '--players', 'A:computer:easy,B:computer:easy', '--games', '3', '--jobs', '1'], 3],
  ])('%s prints its first lines in order in a 16 MB heap, and ends at SIGTERM', async (_name, long, short, count) => {
    const run = start(long, 16);
    const lines = await run.lines(count);
    expect(lines).toEqual(firstLinesOf(short, count));
    expect(await run.stop('SIGTERM')).toEqual({ status: null, signal: 'SIGTERM' });
    expect(run.stderr).toBe('');
  });
});
