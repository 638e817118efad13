/**
 * The figures of issue 13's files: the largest save `save` writes and `--load` reads
 * (its moves, bytes, load time and peak memory), and the menu over a folder of 2,000
 * small saves and one of 200 large ones (time to list them and peak memory).
 *
 * Whole processes, start-up included, timed by /usr/bin/time (wall seconds, peak
 * resident set). CARDTABLE_BEFORE=<folder of another built cardtable tree> times that
 * tree too, interleaved run by run, over the same files. BENCH_FILE_RUNS sets the runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_SAVE_MOVES, writeSave, type SaveFile } from '../../src/engine/save-file.js';
import { dealGame as dealFreecell } from '../../src/games/freecell/deal.js';
import { freecell } from '../../src/games/freecell/index.js';
import { freecellSetup } from '../../src/games/freecell/setup.js';
import { dealGame as dealKlondike } from '../../src/games/klondike/deal.js';
import { describe as describeKlondike, klondike } from '../../src/games/klondike/index.js';
import { tempDir } from '../helpers/cli.js';
import { median, ROOT } from './stats.js';

const RUNS = Number(process.env['BENCH_FILE_RUNS'] ?? 5);

interface Measure {
  readonly seconds: number;
  readonly peakMiB: number;
}

/** How the program is run: through pipes, or at a pseudo-terminal (`script`) with the keys typed ahead. */
type Wiring = 'pipe' | 'terminal';

/** One run of the program under /usr/bin/time: its wall time and peak resident set; the output is checked by `expect`. */
function timed(root: string, args: readonly string[], input: string, cwd: string, expect: RegExp, wiring: Wiring): Measure {
  const program = [process.execPath, join(root, 'bin', 'cardtable.cjs'), ...args];
  const command = wiring === 'pipe' ? program : ['script', '-q', '-e', '-c', program.map((w) => `'${w}'`).join(' '), '/dev/null'];
  const run = spawnSync('/usr/bin/time', ['-f', '%e %M', ...command], {
    cwd, input, encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024, env: { ...process.env, CARDTABLE_SAVES: 'saves', TERM: 'xterm' },
  });
  const stdout = run.stdout.replace(/\r+\n/g, '\n');
  if (!expect.test(stdout)) throw new Error(`${args.join(' ')} in ${cwd}: not what was expected:\n${stdout.slice(0, 2000)}\n${run.stderr}`);
  const last = run.stderr.trim().split('\n').at(-1) ?? '';
  const [seconds, kib] = last.split(' ').map(Number);
  return { seconds: seconds!, peakMiB: kib! / 1024 };
}

/** The wall time and peak memory of `args` run in each tree, interleaved, RUNS times. */
function compare(title: string, args: readonly string[], input: string, cwd: string, expect: RegExp, withBefore = true, wiring: Wiring = 'pipe'): void {
  const before = withBefore ? process.env['CARDTABLE_BEFORE'] : undefined;
  const trees: [string, string][] = [...(before ? [['before', before] as [string, string]] : []), ['this tree', ROOT]];
  const results = new Map<string, Measure[]>(trees.map(([name]) => [name, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, root] of trees) results.get(name)!.push(timed(root, args, input, cwd, expect, wiring));
  }
  console.log(title);
  for (const [name, measures] of results) {
    const seconds = measures.map((m) => m.seconds).sort((a, b) => a - b);
    const peaks = measures.map((m) => m.peakMiB).sort((a, b) => a - b);
    console.log(`  ${name.padEnd(9)}  time min ${seconds[0]!.toFixed(2)} s, median ${median(seconds).toFixed(2)} s, max ${seconds.at(-1)!.toFixed(2)} s;  peak memory median ${median(peaks).toFixed(0)} MiB (max ${peaks.at(-1)!.toFixed(0)})`);
  }
}

/** A FreeCell game of `count` moves: a card to a free cell, then back and forth between two free cells. */
function freecellSave(deal: number, count: number): SaveFile {
  const start = dealFreecell(deal);
  return {
    game: 'freecell',
    savedAt: new Date(0).toISOString(),
    summary: { title: freecellSetup.describe(start), moves: count },
    id: deal.toString(16).padStart(16, '0'),
    playedMs: 60_000,
    start: freecell.encodeStart(start),
    moves: Array.from({ length: count }, (_, i) => (i === 0 ? 'T0 F0' : i % 2 === 1 ? 'F0 F1' : 'F1 F0')),
  };
}

/** A Klondike game (draw 1, standard scoring) of `count` draws through the deck, round and round. */
function klondikeSave(seed: number, count: number): SaveFile {
  const start = dealKlondike(seed, { draw: 1, scoring: 'standard' });
  return {
    game: 'klondike',
    savedAt: new Date(0).toISOString(),
    summary: { title: describeKlondike(start), moves: count },
    id: seed.toString(16).padStart(16, '0'),
    playedMs: 60_000,
    start: klondike.encodeStart(start),
    moves: Array.from({ length: count }, () => 'draw'),
  };
}

function write(folder: string, name: string, save: SaveFile): string {
  const path = join(folder, `${name}.json`);
  const written = writeSave(path, save, folder, (p) => p);
  if (!written.ok) throw new Error(`${path}: ${written.error}`);
  return path;
}

/**
 * The largest save each solitaire game writes: MAX_SAVE_MOVES moves, loaded through a
 * pipe and left at once (this tree only: an earlier cardtable refuses a save this large).
 */
export function largestSave(): void {
  const dir = tempDir();
  const saves = join(dir, 'saves');
  mkdirSync(saves);
  for (const [game, save] of [['freecell', freecellSave(1, MAX_SAVE_MOVES)], ['klondike', klondikeSave(1, MAX_SAVE_MOVES)]] as const) {
    const path = write(saves, game, save);
    const bytes = statSync(path).size;
    compare(
      `largest save, ${game}: ${MAX_SAVE_MOVES.toLocaleString('en')} moves, ${bytes.toLocaleString('en')} bytes; --load through a pipe, then quit`,
      [game, '--load', game], 'quit\n', dir, /quit\n$/, false,
    );
  }
}

/** The menu over many saves: through a pipe, list the saves, go back, leave. */
export function menuOverSaves(): void {
  const small = tempDir();
  mkdirSync(join(small, 'saves'));
  for (let i = 1; i <= 2000; i += 1) write(join(small, 'saves'), `small-${String(i).padStart(4, '0')}`, i % 2 === 0 ? freecellSave(i, 12) : klondikeSave(i, 12));
  // just under a megabyte each, so that a cardtable reading every save whole (1 MiB at most) reads them all
  const large = tempDir();
  mkdirSync(join(large, 'saves'));
  const moves = 80_000;
  for (let i = 1; i <= 200; i += 1) write(join(large, 'saves'), `large-${String(i).padStart(3, '0')}`, freecellSave(i, moves));
  const bytes = statSync(join(large, 'saves', 'large-001.json')).size;
  const listed = (count: number) => new RegExp(`\\n {2}${count} {2}\\S+ {2}\\((FreeCell|Klondike)[^\\n]*\\)\\nResume which`);
  const folders = [[small, '2,000 small saves (12 moves each)', 2000], [large, `200 large saves (${moves.toLocaleString('en')} moves, ${bytes.toLocaleString('en')} bytes each)`, 200]] as const;
  for (const [cwd, what, count] of folders) {
    compare(`menu, ${what}: list them through a pipe, go back, leave`, [], '4\n\nq\n', cwd, listed(count));
    compare(`menu, ${what}: list them at a terminal (keys typed ahead), go back, leave`, ['--no-color'], '4\r\rq\r', cwd, listed(count), true, 'terminal');
  }
}

if (process.argv[1]?.endsWith('files.js') || process.argv[1]?.endsWith('files.ts')) {
  largestSave();
  menuOverSaves();
}
