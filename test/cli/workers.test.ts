/** Ranges on worker threads (src/cli/workers.ts): the same output in the same order, whatever the number of jobs. */
import { describe, expect, it } from 'vitest';
import { mapInOrder } from '../../src/cli/workers.js';
import type { SolveDealInput, SolveDealOutput } from '../../src/cli/solve-task.js';
import { BIN, runCli } from '../helpers/cli.js';

/** The range's lines without the summary's time, which no two runs share. */
function untimed(stdout: string): string {
  return stdout.replace(/; \d+\.\d\d s;/, '; (time) s;');
}

const inputs: SolveDealInput[] = [5, 1, 9, 3, 7, 2].map((deal) => ({ deal, supermoves: false, positions: 200_000, format: 'game' }));

async function collect(jobs: number): Promise<{ index: number; output: SolveDealOutput }[]> {
  const seen: { index: number; output: SolveDealOutput }[] = [];
  await mapInOrder('solve-freecell', inputs, { jobs, script: BIN }, (output, index) => seen.push({ index, output }));
  return seen;
}

describe('mapInOrder', () => {
  it('hands back every output in input order, the same from worker threads as from this one', async () => {
    const here = await collect(1);
    expect(here.map(({ index }) => index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(here.map(({ output }) => output.line.split(':')[0])).toEqual(['5', '1', '9', '3', '7', '2']);
    expect(await collect(3)).toEqual(here);
  });

  it('takes its inputs from an iterator only as they are needed, in this thread too', async () => {
    let taken = 0;
    function* deals(): Generator<SolveDealInput> {
      for (let deal = 1; ; deal += 1) {
        taken += 1;
        yield { deal, supermoves: false, positions: 200_000, format: 'game' };
      }
    }
    const lines: string[] = [];
    await expect(mapInOrder('solve-freecell', deals(), { jobs: 1 }, (output) => {
      lines.push(output.line);
      if (lines.length === 5) throw new Error('enough');
    })).rejects.toThrow('enough');
    expect(lines.map((line) => line.split(':')[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(taken).toBe(5);
  });

  it('on worker threads, takes inputs no further than its window ahead of the outputs handed on', async () => {
    // the first deal at a budget that takes as long as hundreds of the others: the other worker runs ahead until the window is full
    let taken = 0;
    function* deals(): Generator<SolveDealInput> {
      taken += 1;
      yield { deal: 11982, supermoves: false, positions: 2_000_000, format: 'game' };
      for (let deal = 1; ; deal += 1) {
        taken += 1;
        yield { deal, supermoves: false, positions: 200_000, format: 'game' };
      }
    }
    let mostAhead = 0;
    const order: number[] = [];
    await expect(mapInOrder('solve-freecell', deals(), { jobs: 2, script: BIN, window: 16 }, (output, index) => {
      mostAhead = Math.max(mostAhead, taken - index);
      order.push(Number(output.line.split(':')[0]));
      if (order.length === 100) throw new Error('enough');
    })).rejects.toThrow('enough');
    expect(order).toEqual([11982, ...Array.from({ length: 99 }, (_, i) => i + 1)]);
    expect(mostAhead).toBe(16);
  });

  it('rejects when a task fails, and when the one taking the outputs throws', async () => {
    // a format no writer has: a bug in the caller, thrown inside the worker
    const bad = [{ deal: 1, supermoves: false, positions: 200_000, format: 'nope' as never }, ...inputs];
    await expect(mapInOrder('solve-freecell', bad, { jobs: 2, script: BIN }, () => {})).rejects.toThrow(/a worker failed on item 0/);
    await expect(mapInOrder('solve-freecell', inputs, { jobs: 2, script: BIN }, () => {
      throw new Error('the reader went away');
    })).rejects.toThrow('the reader went away');
  });
});

describe('cardtable solve freecell --jobs', () => {
  it('prints the same range, byte for byte but the time, with one job or three', () => {
    const one = runCli(['solve', 'freecell', '--range', '1..12', '--jobs', '1']);
    const three = runCli(['solve', 'freecell', '--range', '1..12', '--jobs', '3']);
    expect(one.status).toBe(0);
    expect(three.status).toBe(0);
    expect(one.stdout.split('\n')).toHaveLength(14);
    expect(untimed(three.stdout)).toBe(untimed(one.stdout));
  });

  it('refuses a number of jobs that is no whole number from 1 to 64', () => {
    for (const jobs of ['0', '65', 'two', '1.5']) {
      const run = runCli(['solve', 'freecell', '--range', '1..2', '--jobs', jobs]);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^cardtable: .*--jobs.*It must be a whole number from 1 to 64\./);
    }
  });
});

describe('CARDTABLE_WORKER set by hand', () => {
  it('changes nothing outside a worker thread: the program reads its command line', () => {
    const run = runCli(['solve', 'freecell', '--seed', '1'], { env: { CARDTABLE_WORKER: 'solve-freecell' } });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(runCli(['solve', 'freecell', '--seed', '1']).stdout);
  });
});
