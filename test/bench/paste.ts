/**
 * A long paste at a terminal (issue 23, item 5): FreeCell run under script(1) in a
 * pseudo-terminal, as a person has it. Timed, median / max of a few runs each:
 * - the answer to a pasted line of 200,000 and 1,000,000 characters (with Enter and a
 *   move after it): until the refusal shows, and until the move after it is played;
 * - Ctrl-C after a paste: one second after a line of 64 KB (as the issue measured),
 *   and at once after a line of 1,000,000 characters, until the program has ended;
 * - Ctrl-C while a pasted batch of 5,000 Klondike hints is being played;
 * - and for comparison a pipe: a line of 10 MB, then quit.
 * BENCH_PASTE_RUNS sets the runs (5); CARDTABLE_BEFORE=<another built tree> times that
 * tree beside this one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pty } from './pty.js';
import { median, ms, ROOT } from './stats.js';

const FREECELL = ['freecell', '--seed', '1', '--no-color'];
const PROMPT = 'Your move <from to>: ';
/** How long one measure may take before it is given up as "over" this. */
const GIVE_UP_MS = 60_000;

/** The program of the tree at `root` in a pseudo-terminal, without colours. */
function programPty(root: string, args: readonly string[]): Pty {
  return new Pty([join(root, 'bin', 'cardtable.cjs'), ...args], { env: { NO_COLOR: '1' }, cwd: mkdtempSync(join(tmpdir(), 'cardtable-paste-')) });
}

/** Milliseconds until `done`, or Infinity past GIVE_UP_MS. */
async function within(start: number, done: Promise<void>): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(Infinity), GIVE_UP_MS);
  });
  const time = await Promise.race([done.then(() => performance.now() - start), gaveUp]);
  clearTimeout(timer);
  return time;
}

async function answerTimes(root: string, length: number): Promise<[number, number]> {
  const pty = programPty(root, FREECELL);
  try {
    await pty.waitFor(PROMPT);
    const refused = pty.waitFor('characters long', pty.mark());
    const moved = pty.waitFor('Freecell 0:[6', pty.mark());
    const start = performance.now();
    pty.type(`${'x'.repeat(length)}\rt3 f0\r`);
    const toRefusal = await within(start, refused);
    const toMove = toRefusal === Infinity ? Infinity : await within(start, moved);
    return [toRefusal, toMove];
  } finally {
    pty.kill();
  }
}

/** Ctrl-C `afterMs` after a pasted line of `length` characters: the time from Ctrl-C to the program's end. */
async function interruptTime(root: string, length: number, afterMs: number): Promise<number> {
  const pty = programPty(root, FREECELL);
  try {
    await pty.waitFor(PROMPT);
    pty.type('z'.repeat(length));
    if (afterMs > 0) await new Promise((resolve) => setTimeout(resolve, afterMs));
    const start = performance.now();
    pty.type('\u0003');
    return await within(start, pty.closed);
  } finally {
    pty.kill();
  }
}

/** Ctrl-C once the first of 5,000 pasted hints is answered: the time to the program's end. */
async function interruptHints(root: string): Promise<number> {
  const pty = programPty(root, ['klondike', '--seed', '7', '--no-color']);
  try {
    await pty.waitFor('Your move: ');
    const first = pty.waitFor('Hint: ', pty.mark());
    pty.type('hint\r'.repeat(5000));
    await first;
    const start = performance.now();
    pty.type('\u0003');
    return await within(start, pty.closed);
  } finally {
    pty.kill();
  }
}

function pipeTime(root: string, file: string): number {
  const start = performance.now();
  const run = spawnSync('sh', ['-c', `'${process.execPath}' '${join(root, 'bin', 'cardtable.cjs')}' ${FREECELL.join(' ')} < '${file}' > /dev/null`]);
  if (run.status !== 0) throw new Error(`the pipe's run exited ${run.status}`);
  return performance.now() - start;
}

function summary(times: readonly number[]): string {
  const worst = Math.max(...times);
  return `median ${Number.isFinite(median(times)) ? ms(median(times)) : `over ${GIVE_UP_MS / 1000} s`}, max ${Number.isFinite(worst) ? ms(worst) : `over ${GIVE_UP_MS / 1000} s`}`;
}

export async function pasteBench(runs = 5): Promise<void> {
  const trees: [string, string][] = [['this tree', ROOT]];
  const before = process.env['CARDTABLE_BEFORE'];
  if (before !== undefined) trees.push(['before', before]);
  const file = join(mkdtempSync(join(tmpdir(), 'cardtable-paste-')), 'long-line.txt');
  writeFileSync(file, `${'x'.repeat(10_000_000)}\nquit\n`);
  console.log(`a long paste at a terminal (script(1), FreeCell; ${runs} runs each)`);
  for (const [name, root] of trees) {
    console.log(`  ${name}: ${root}`);
    for (const length of [200_000, 1_000_000]) {
      const times: [number, number][] = [];
      for (let run = 0; run < runs; run += 1) times.push(await answerTimes(root, length));
      console.log(`    a line of ${length.toLocaleString('en')} characters: refused after ${summary(times.map(([refused]) => refused))}; the move after it played after ${summary(times.map(([, moved]) => moved))}`);
    }
    for (const [length, afterMs] of [[64 * 1024, 1000], [1_000_000, 0]] as const) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) times.push(await interruptTime(root, length, afterMs));
      console.log(`    Ctrl-C ${afterMs > 0 ? `${afterMs / 1000} s after` : 'right after'} a line of ${length.toLocaleString('en')} characters: the program ended after ${summary(times)}`);
    }
    const hints: number[] = [];
    for (let run = 0; run < runs; run += 1) hints.push(await interruptHints(root));
    console.log(`    Ctrl-C while 5,000 pasted Klondike hints are played: the program ended after ${summary(hints)}`);
    const pipe: number[] = [];
    for (let run = 0; run < runs; run += 1) pipe.push(pipeTime(root, file));
    console.log(`    a pipe, a line of 10,000,000 characters then quit (the whole run): ${summary(pipe)}`);
  }
}
