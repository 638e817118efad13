/**
 * The game at a terminal (issue 24), FreeCell game #1 run by script(1) in a
 * pseudo-terminal of 80x24, as a person has it:
 * - start-up: from starting the program to its first full frame (its status line
 *   `FreeCell game #1 · ...` on the screen), against a bare `node -e 0` started the
 *   same way (to its end), interleaved, min / median / max and the ratio of medians;
 * - the bytes written to the terminal for one move: `T3 F0` typed, then from its Enter
 *   until the screen has settled after the move (`6♥` drawn again, then nothing more for
 *   SETTLE_MS);
 * - the time to draw a key: one printable key typed, until its echo is on the screen,
 *   for 50 keys one after another: median and worst.
 * Each says which screen it saw: the full screen (the alternate screen entered,
 * `ESC [ ? 1049 h`) or lines. BENCH_SCREEN_RUNS sets the start-up runs (21) and the
 * runs of the other two (a fifth of them, at least 3).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainText, Pty } from './pty.js';
import { median, ms, ROOT } from './stats.js';

const FREECELL = [join(ROOT, 'bin', 'cardtable.cjs'), 'freecell', '--seed', '1'];
const SIZE = { columns: 80, rows: 24 };
/** The status line's start, as the first full frame (and the line terminal's board) shows it. */
const STATUS = 'FreeCell game #1 · ';
/** What the alternate screen's taking looks like. */
const ALTERNATE_SCREEN = '\u001b[?1049h';
/** How long the output must stay quiet to count as settled. */
const SETTLE_MS = 250;
/** How long one run may take before the bench gives up on it. */
const GIVE_UP_MS = 30_000;
const KEYS = 50;

/** A fresh pseudo-terminal for one run: its own folder and saves, so no statistics of the person's are touched. */
function freshPty(args: readonly string[]): Pty {
  const dir = mkdtempSync(join(tmpdir(), 'cardtable-screen-'));
  return new Pty(args, { size: SIZE, cwd: dir, env: { CARDTABLE_SAVES: join(dir, 'saves') } });
}

/** The promise, or a failure saying what did not come. */
async function guarded<T>(promise: Promise<T>, what: string, pty: Pty): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not come within ${GIVE_UP_MS / 1000} s; the screen showed:\n${plainText(pty.output).slice(-2000)}`)), GIVE_UP_MS);
  });
  try {
    return await Promise.race([promise, guard]);
  } finally {
    clearTimeout(timer);
  }
}

function modeOf(pty: Pty): string {
  return pty.output.includes(ALTERNATE_SCREEN) ? 'full screen (alternate screen entered)' : 'lines (no alternate screen)';
}

/** Leaves the game: `quit`, and `n` if it asks to save; resolves when the program has ended. */
async function leave(pty: Pty): Promise<void> {
  const from = pty.mark();
  const asked = pty.waitForPlain('Save before quitting', from).then(() => pty.type('n'));
  pty.type('quit\r');
  await guarded(Promise.race([pty.closed, asked.then(() => pty.closed)]), 'the program\'s end', pty);
}

/** Milliseconds from start to the first full frame; the mode seen. */
async function toFirstFrame(): Promise<[number, string]> {
  const pty = freshPty(FREECELL);
  try {
    const at = await guarded(pty.waitForPlain(STATUS), 'the status line', pty);
    const mode = modeOf(pty);
    await leave(pty);
    return [at - pty.startedAt, mode];
  } finally {
    pty.kill();
  }
}

/** Milliseconds from start to the end of `node -e 0`, started the same way. */
async function bareNode(): Promise<number> {
  const pty = freshPty(['-e', '0']);
  try {
    await guarded(pty.closed, 'the end of node -e 0', pty);
    return performance.now() - pty.startedAt;
  } finally {
    pty.kill();
  }
}

/** The bytes from the Enter of `T3 F0` until the screen has settled after the move; the mode seen. */
async function bytesForMove(): Promise<[number, string]> {
  const pty = freshPty(FREECELL);
  try {
    await guarded(pty.waitForPlain(STATUS), 'the status line', pty);
    await pty.settled(SETTLE_MS);
    pty.type('T3 F0');
    await guarded(pty.waitForPlain('0', pty.mark()), 'the echo of T3 F0', pty);
    await pty.settled(SETTLE_MS);
    const from = pty.mark();
    const before = pty.bytes;
    pty.type('\r');
    await guarded(pty.waitForPlain('6♥', from), 'the card moved', pty);
    await pty.settled(SETTLE_MS);
    const bytes = pty.bytes - before;
    const mode = modeOf(pty);
    await leave(pty);
    return [bytes, mode];
  } finally {
    pty.kill();
  }
}

/** Milliseconds from each of KEYS printable keys typed to its echo on the screen; the mode seen. */
async function keyEchoes(): Promise<[number[], string]> {
  const pty = freshPty(FREECELL);
  try {
    await guarded(pty.waitForPlain(STATUS), 'the status line', pty);
    await pty.settled(SETTLE_MS);
    const times: number[] = [];
    for (let key = 0; key < KEYS; key += 1) {
      const from = pty.mark();
      const start = performance.now();
      pty.type('x');
      const at = await guarded(pty.waitForPlain('x', from), 'the echo of a key', pty);
      times.push(at - start);
    }
    const mode = modeOf(pty);
    pty.type('\u0015');
    await leave(pty);
    return [times, mode];
  } finally {
    pty.kill();
  }
}

function spread(values: readonly number[], unit: (value: number) => string): string {
  return `min ${unit(Math.min(...values))}, median ${unit(median(values))}, max ${unit(Math.max(...values))}`;
}

export async function screenBench(runs: number): Promise<void> {
  console.log(`the game at a terminal (script(1), ${SIZE.columns}x${SIZE.rows}, FreeCell game #1)`);
  const game: number[] = [];
  const bare: number[] = [];
  const modes = new Set<string>();
  await toFirstFrame(); // warm the file cache
  await bareNode();
  for (let run = 0; run < runs; run += 1) {
    const [time, mode] = await toFirstFrame();
    game.push(time);
    modes.add(mode);
    bare.push(await bareNode());
  }
  console.log(`  start to the first full frame (${runs} interleaved runs each; seen: ${[...modes].join(', ')})`);
  console.log(`    node -e 0 (to its end)       ${spread(bare, ms)}`);
  console.log(`    cardtable freecell --seed 1 ${spread(game, ms)}`);
  console.log(`    ratio of medians ${(median(game) / median(bare)).toFixed(2)} (goal at most 1.30)`);
  const fewer = Math.max(3, Math.round(runs / 5));
  const moves: number[] = [];
  const moveModes = new Set<string>();
  for (let run = 0; run < fewer; run += 1) {
    const [bytes, mode] = await bytesForMove();
    moves.push(bytes);
    moveModes.add(mode);
  }
  console.log(`  bytes written for one move (T3 F0, Enter to settled; ${fewer} runs; seen: ${[...moveModes].join(', ')}): ${spread(moves, (value) => `${value} B`)}`);
  const echoes: number[] = [];
  const medians: number[] = [];
  const keyModes = new Set<string>();
  for (let run = 0; run < fewer; run += 1) {
    const [times, mode] = await keyEchoes();
    echoes.push(...times);
    medians.push(median(times));
    keyModes.add(mode);
  }
  console.log(`  a key to its echo (${KEYS} keys a run, ${fewer} runs; seen: ${[...keyModes].join(', ')}): median ${ms(median(echoes))} (runs' medians ${medians.map(ms).join(', ')}), worst ${ms(Math.max(...echoes))}`);
}
