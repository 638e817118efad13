/**
 * The FreeCell solver against Freecell Solver (fc-solve `-l lg`, its fastest preset),
 * the field's yardstick, timed the same way on both sides: whole processes, start-up
 * included, interleaved round after round, min / median / max of several runs.
 *
 * - cardtable: `cardtable solve freecell --range 1..N --jobs 1` (with `--supermoves`,
 *   and one card a move), every solution replayed through the rules and printed, as
 *   a user runs it;
 * - fc-solve: `freecell-solver-range-parallel-solve 1 N N -l lg`, run directly in the
 *   environment run.sh sets up (without the script's own start-up);
 * - `node -e 0`: what node holds and takes before any program (cardtable's memory
 *   above it is what its solver and code cost);
 * - the floor (solver-floor.ts): the same deals one card a move through the core
 *   alone, no command line, engine or replay: the least this design can take.
 *
 * - with BENCH_BASELINE=<a checkout, built>: that build's cardtable too, in the same
 *   rounds (to compare a branch with main).
 *
 * Wall time from this process; peak resident memory and CPU time (user + system, all
 * threads) from /usr/bin/time. On this shared machine the wall time of a busy moment
 * stretches with the load; the CPU time much less (node's compiler and GC threads
 * count in it).
 */
import { join } from 'node:path';
import { fcsEnvironment, formatSpread, interleaved, spread, type Command, type Measured } from './processes.js';
import { median, ROOT } from './stats.js';

const BIN = join(ROOT, 'bin', 'cardtable.cjs');

/** cardtable's range over deals from..to, one thread. */
export function cardtableCommand(name: string, from: number, to: number, ...options: string[]): Command {
  return { name, file: process.execPath, args: [BIN, 'solve', 'freecell', '--range', `${from}..${to}`, '--jobs', '1', ...options] };
}

/**
 * The same command run by another build of cardtable, for a comparison beside it: the
 * checkout BENCH_BASELINE names (e.g. a copy of main, built), or null when none is named.
 */
export function baselineOf(command: Command): Command | null {
  const root = process.env['BENCH_BASELINE'];
  if (root === undefined || root === '') return null;
  return { ...command, name: `baseline ${command.name.replace(/^cardtable,? ?/, '')}`, args: command.args.map((arg) => (arg === BIN ? join(root, 'bin', 'cardtable.cjs') : arg)) };
}

/** fc-solve's range solver over deals from..to, or null when it is not there. */
export function fcsCommand(from: number, to: number): Command | null {
  const env = fcsEnvironment();
  if (env === null) return null;
  return { name: 'fc-solve -l lg', file: 'freecell-solver-range-parallel-solve', args: [String(from), String(to), String(to - from + 1), '-l', 'lg'], env };
}

export const NODE: Command = { name: 'node -e 0', file: process.execPath, args: ['-e', '0'] };

/** The floor of the design over deals from..to (solver-floor.ts, compiled beside this file). */
export function floorCommand(from: number, to: number): Command {
  return { name: 'floor: the core alone, one card', file: process.execPath, args: [join(import.meta.dirname, 'solver-floor.js'), String(from), String(to)] };
}

/** What a run's output says: cardtable's summary line, or fc-solve's count of boards it did not solve. */
export function verdict(command: Command, run: Measured): string {
  if (command.file === process.execPath && command.args[0] === '-e') return '';
  const lines = run.stdout.trimEnd().split('\n');
  if (command.file === process.execPath) return (lines[lines.length - 1] ?? '').replace(/; [\d.]+ s;/, ';');
  const unsolved = lines.filter((line) => line.startsWith('Unsolved') || line.startsWith('Intractable')).map((line) => line.split(' ')[3]);
  return `not solved: ${unsolved.length === 0 ? 'none' : unsolved.join(', ')}`;
}

export interface Compared {
  readonly commands: readonly Command[];
  readonly runs: readonly (readonly Measured[])[];
}

/** Prints each command's wall time and peak memory (min / median / max), and each cardtable command's ratios to fc-solve's. */
export function printComparison(title: string, compared: Compared): void {
  const { commands, runs } = compared;
  console.log(title);
  const nodeAt = commands.indexOf(NODE);
  const fcsAt = commands.findIndex((command) => command.name.startsWith('fc-solve'));
  const nodeRss = nodeAt < 0 ? 0 : median(runs[nodeAt]!.map((run) => run.rssMiB));
  commands.forEach((command, k) => {
    const wall = spread(runs[k]!.map((run) => run.ms / 1000));
    const rss = spread(runs[k]!.map((run) => run.rssMiB));
    const cpu = spread(runs[k]!.map((run) => run.cpuS));
    console.log(`  ${command.name.padEnd(28)} wall ${formatSpread(wall, 's')}   cpu ${formatSpread(cpu, 's')}   peak RSS ${formatSpread(rss, 'MiB', 1)}`);
    const said = verdict(command, runs[k]![runs[k]!.length - 1]!);
    if (said !== '') console.log(`    ${said}`);
  });
  if (fcsAt < 0) {
    console.log('  fc-solve: not found (../shared/tools/fcs/run.sh)');
    return;
  }
  const fcsWall = runs[fcsAt]!.map((run) => run.ms);
  const fcsRss = median(runs[fcsAt]!.map((run) => run.rssMiB));
  commands.forEach((command, k) => {
    if (k === fcsAt || k === nodeAt) return;
    const wall = runs[k]!.map((run) => run.ms);
    // each round's own ratio too: both sides of it ran within moments of each other
    const rounds = wall.map((ms, i) => ms / fcsWall[i]!);
    const above = median(runs[k]!.map((run) => run.rssMiB)) - nodeRss;
    const cpu = median(runs[k]!.map((run) => run.cpuS)) / median(runs[fcsAt]!.map((run) => run.cpuS));
    console.log(`  ${command.name} / fc-solve: wall ${(median(wall) / median(fcsWall)).toFixed(2)} (medians; per round ${formatSpread(spread(rounds), '', 2).trim()}), cpu ${cpu.toFixed(2)}`
      + `${nodeAt < 0 ? '' : `; peak RSS above node -e 0: ${above.toFixed(1)} MiB, ${(above / fcsRss).toFixed(1)} x fc-solve's ${fcsRss.toFixed(1)} MiB`}`);
  });
}

/** Deals 1..deals, supermoves and one card a move, against fc-solve and node -e 0, `runs` interleaved rounds. */
export function solverBench(deals = 1000, runs = 7): void {
  const fcs = fcsCommand(1, deals);
  const ours = [cardtableCommand('cardtable --supermoves', 1, deals, '--supermoves'), cardtableCommand('cardtable, one card a move', 1, deals)];
  const commands = [NODE, ...(fcs === null ? [] : [fcs]), ...ours, floorCommand(1, deals), ...ours.flatMap((command) => baselineOf(command) ?? [])];
  const measured = interleaved(commands, runs);
  printComparison(`freecell solver, deals 1..${deals}, one thread, whole processes (start-up included), ${runs} interleaved rounds: min / median / max`, { commands, runs: measured });
  // the floor answers as cardtable does, deal for deal (its summary line aside)
  const dealLines = (k: number): string => measured[k]![0]!.stdout.trimEnd().split('\n').slice(0, -1).join('\n');
  const same = dealLines(commands.indexOf(ours[1]!)) === dealLines(commands.findIndex((command) => command.name.startsWith('floor')));
  console.log(`  the floor's deal lines: ${same ? 'byte for byte cardtable\'s one card a move' : 'DIFFER from cardtable\'s one card a move'}`);
}

/** The same range with `--jobs 1` and `--jobs N`, interleaved: the speed-up, and whether the outputs agree byte for byte but for the summary's time. */
export function solverJobsBench(deals = 1000, jobs = 2, runs = 5): void {
  for (const [mode, options] of [['one card a move', []], ['supermoves', ['--supermoves']]] as const) {
    const one = cardtableCommand(`--jobs 1, ${mode}`, 1, deals, ...options);
    const many: Command = { ...one, name: `--jobs ${jobs}, ${mode}`, args: one.args.map((arg, i) => (one.args[i - 1] === '--jobs' ? String(jobs) : arg)) };
    const measured = interleaved([one, many], runs);
    console.log(`solve freecell --range 1..${deals} (${mode}), --jobs 1 against --jobs ${jobs}, whole processes, ${runs} interleaved rounds: min / median / max`);
    [one, many].forEach((command, k) => {
      console.log(`  ${command.name.padEnd(28)} wall ${formatSpread(spread(measured[k]!.map((run) => run.ms / 1000)), 's')}   cpu ${formatSpread(spread(measured[k]!.map((run) => run.cpuS)), 's')}   peak RSS ${formatSpread(spread(measured[k]!.map((run) => run.rssMiB)), 'MiB', 1)}`);
    });
    const wall = measured.map((runs) => runs.map((run) => run.ms));
    const rounds = wall[0]!.map((ms, i) => ms / wall[1]![i]!);
    // the summary line's elapsed time is the one part that may differ
    const untimed = (out: string): string => out.replace(/; [\d.]+ s;/, '; (time);');
    const outputs = new Set(measured.flat().map((run) => untimed(run.stdout)));
    console.log(`  speed-up --jobs ${jobs}: ${(median(wall[0]!) / median(wall[1]!)).toFixed(2)} (medians; per round ${formatSpread(spread(rounds), '', 2).trim()}); `
      + `outputs ${outputs.size === 1 ? 'byte for byte the same in every run (the summary\'s time aside)' : `DIFFER (${outputs.size} distinct)`}`);
  }
}
