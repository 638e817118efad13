/**
 * The hard Cassino computer's figures (docs/cassino-ai.md): how long a decision takes
 * by table size, how strong it is against normal (two players with the seats swapped,
 * and one hard among two and three normal players), normal against easy for the
 * ladder, how often a person who follows `hint` wins against normal, and a six-player
 * all-hard game through a pipe.
 *
 * Strength is a share of seeded games with its Wilson 95% interval; decision times are
 * wall time and the process's CPU time (the machine is shared: CPU time is what the
 * search costs, wall time what a player waits). BENCH_CASSINO_GAMES scales the game
 * counts down (a fraction, 1 by default) for a quick look.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { MemoryOutput } from '../../src/engine/output.js';
import { Session } from '../../src/engine/session.js';
import { startHistory } from '../../src/engine/history.js';
import { PLAIN } from '../../src/engine/theme.js';
import { shareText, percent } from '../../src/engine/share.js';
import type { Seat } from '../../src/engine/game.js';
import { chooseHard } from '../../src/games/cassino/hard.js';
import { dealGame } from '../../src/games/cassino/deal.js';
import { duelGame, duelSchedule, tallyDuel, type Decider, type DuelGame } from '../../src/games/cassino/duel.js';
import { cassino } from '../../src/games/cassino/index.js';
import { parsePlayers } from '../../src/games/cassino/players.js';
import type { CassinoMove, CassinoState, CassinoView } from '../../src/games/cassino/state.js';
import { STANDARD_RULES } from '../../src/games/cassino/variants.js';
import { viewOf } from '../../src/games/cassino/view.js';
import { cassinoPosition } from './cassino.js';
import { median, ms, percentile, ROOT } from './stats.js';

const SCALE = Number(process.env['BENCH_CASSINO_GAMES'] ?? 1);

function scaled(games: number, players: number): number {
  return Math.max(players, Math.round((games * SCALE) / players) * players);
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** A decision timed: wall and CPU milliseconds. */
interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

function timed<T>(work: () => T, into: Timing[]): T {
  const wall = performance.now();
  const cpu = cpuMs();
  const result = work();
  into.push({ wall: performance.now() - wall, cpu: cpuMs() - cpu });
  return result;
}

function distribution(label: string, times: readonly Timing[]): string {
  const wall = times.map((t) => t.wall);
  const cpu = times.map((t) => t.cpu);
  return `${label}: ${times.length} decisions, median ${ms(median(wall))} (CPU ${ms(median(cpu))}), 99th percentile ${ms(percentile(wall, 0.99))} (CPU ${ms(percentile(cpu, 0.99))}), slowest ${ms(Math.max(...wall))} (CPU ${ms(Math.max(...cpu))})`;
}

function seatsOf(spec: string): Seat[] {
  const parsed = parsePlayers(spec);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Hard decisions on positions set up by table size (cassino.ts's positions), and on fresh deals of 2 to 6 players. */
export function hardDecisionTimes(positions: number): void {
  console.log(`cassino hard computer, one decision (${positions} positions a size; the first decisions warm up on other deals)`);
  for (let i = 0; i < 20; i += 1) {
    const warm = dealGame(900_000 + i, seatsOf('A:computer,B:computer'), 16);
    chooseHard(viewOf(warm, warm.turn));
  }
  for (const players of [2, 4, 6]) {
    const times: Timing[] = [];
    const spec = Array.from({ length: players }, (_, i) => `P${i + 1}:computer`).join(',');
    for (let seed = 1; seed <= positions; seed += 1) {
      const state = dealGame(seed, seatsOf(spec), 16);
      timed(() => chooseHard(viewOf(state, state.turn)), times);
    }
    console.log(`  ${distribution(`a fresh deal, 4 table cards, ${players} players (the whole round ahead)`, times)}`);
  }
  for (const size of [10, 20, 30, 40]) {
    const times: Timing[] = [];
    for (let seed = 1; seed <= positions; seed += 1) {
      const state = cassinoPosition(size, seed);
      timed(() => chooseHard(viewOf(state, state.turn)), times);
    }
    console.log(`  ${distribution(`${size} table cards`, times)}`);
  }
}

/** A duel of computers, printed as the shares of wins; the hard seats' decisions timed by the table's size. */
export function duel(spec: string, games: number, firstSeed: number): { games: DuelGame[]; times: Map<number, Timing[]> } {
  const players = seatsOf(spec);
  const times = new Map<number, Timing[]>();
  const decider: Decider = (player, view: CassinoView, decide: () => CassinoMove) => {
    if (players[player]?.level !== 'hard') return decide();
    const bucket = Math.min(4, Math.floor(view.table.length / 5));
    if (!times.has(bucket)) times.set(bucket, []);
    return timed(decide, times.get(bucket) as Timing[]);
  };
  const started = performance.now();
  const played: DuelGame[] = [];
  for (let index = 0; index < games; index += 1) {
    const { seed, turn } = duelSchedule(index, firstSeed, players.length);
    played.push(duelGame(players, seed, turn, 16, STANDARD_RULES, decider));
  }
  const tally = tallyDuel(players.length, played);
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${spec}: ${games} games (seeds ${firstSeed} to ${duelSchedule(games - 1, firstSeed, players.length).seed}, seats turning), ${(tally.rounds / games).toFixed(2)} rounds a game, ${seconds.toFixed(0)} s`);
  players.forEach((seat, player) => {
    const wins = tally.wins[player] as number;
    console.log(`    ${seat.name} (${seat.level}): won ${wins}, ${shareText(wins, games)} against a fair ${percent(1 / players.length)}; ${((tally.points[player] as number) / tally.rounds).toFixed(2)} points a round`);
  });
  printTimes(times);
  return { games: played, times };
}

/** hard against normal (2 players), one hard among 2 and 3 normal, and normal against easy. */
export function hardStrength(): void {
  console.log('cassino strength: seeded games, each seed dealt for every seating; shares of games won with 95% intervals (Wilson)');
  const all = new Map<number, Timing[]>();
  for (const [spec, games] of [
    ['Hard:computer:hard,Normal:computer:normal', 400],
    ['Hard:computer:hard,Normal1:computer:normal,Normal2:computer:normal', 399],
    ['Hard:computer:hard,Normal1:computer:normal,Normal2:computer:normal,Normal3:computer:normal', 400],
  ] as const) {
    const players = spec.split(',').length;
    const { times } = duel(spec, scaled(games, players), 1);
    for (const [bucket, list] of times) all.set(bucket, [...(all.get(bucket) ?? []), ...list]);
  }
  duel('Normal:computer:normal,Easy:computer:easy', scaled(400, 2), 1);
  console.log('  hard decisions in all those games:');
  printTimes(all);
}

/** Hard's decisions in games, by the table's size. */
function printTimes(times: ReadonlyMap<number, readonly Timing[]>): void {
  if (times.size === 0) return;
  console.log('    hard decisions, by table size:');
  for (const bucket of [...times.keys()].sort((a, b) => a - b)) {
    const label = bucket === 4 ? '20 or more table cards' : `${bucket * 5} to ${bucket * 5 + 4} table cards`;
    console.log(`      ${distribution(label, times.get(bucket) as Timing[])}`);
  }
}

/**
 * A person who types `hint` before every play and plays what it names, against normal
 * computers, through the engine's command loop: the seats swap every other game.
 */
export function hintFollowing(games: number, from = 0): void {
  const total = scaled(games, 2);
  let wins = 0;
  const times: Timing[] = [];
  const started = performance.now();
  for (let index = from; index < from + total; index += 1) {
    const { seed, turn } = duelSchedule(index, 1, 2);
    const seats = turn === 0 ? seatsOf('You:human,Bob:computer:normal') : seatsOf('Bob:computer:normal,You:human');
    const output = new MemoryOutput();
    const session = new Session(cassino, startHistory<CassinoState, CassinoMove>(dealGame(seed, seats, 16)), {
      output, theme: PLAIN, echo: false, savesFolder: join(ROOT, 'saves'), cwd: ROOT,
    });
    let end = session.open();
    while (end === null) {
      output.text = '';
      timed(() => session.handle('hint'), times);
      const hint = /^Hint: (.+)$/m.exec(output.text);
      if (hint === null) throw new Error(`no hint: ${output.text}`);
      end = session.handle(hint[1] as string);
    }
    if (end !== 'over') throw new Error(`the game ended by ${end}`);
    const you = seats.findIndex((seat) => seat.name === 'You');
    if (session.state.winner === you) wins += 1;
  }
  const seeds = `seeds ${duelSchedule(from, 1, 2).seed} to ${duelSchedule(from + total - 1, 1, 2).seed}`;
  console.log(`cassino hint followed against normal (2 players, ${seeds}, seats swapped every other game): won ${wins} of ${total}, ${shareText(wins, total)}; ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(`  ${distribution('hint', times)}`);
}

/** Six hard computers to 16 points through a pipe: the whole program, start-up included. */
export function sixHard(seeds: readonly number[]): void {
  const players = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay'].map((name) => `${name}:computer:hard`).join(',');
  const times: number[] = [];
  let rounds = 0;
  for (const seed of seeds) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [join(ROOT, 'bin', 'cardtable.cjs'), 'cassino', '--players', players, '--seed', String(seed)], {
      stdio: ['pipe', 'pipe', 'inherit'], input: '', maxBuffer: 1 << 26,
    });
    times.push(performance.now() - started);
    if (run.status !== 0) throw new Error(`six hard players, seed ${seed}, exited ${run.status}`);
    const text = run.stdout.toString();
    rounds += (text.match(/^Round \d+ scores:/gm) ?? []).length;
    if (seed === seeds[0]) console.log(`  seed ${seed}: ${(times[0]! / 1000).toFixed(1)} s; ${text.trimEnd().split('\n').at(-1)}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`cassino, six hard computers to 16 points through a pipe (seeds ${seeds.join(', ')}): min ${(sorted[0]! / 1000).toFixed(1)} s, median ${(median(times) / 1000).toFixed(1)} s, max ${(sorted.at(-1)! / 1000).toFixed(1)} s; ${(rounds / seeds.length).toFixed(1)} rounds a game`);
}

/** Everything above, as `npm run bench` calls it. */
export function cassinoHardBench(): void {
  const started = performance.now();
  hardDecisionTimes(100);
  sixHard([1, 2, 3]);
  hintFollowing(200);
  hardStrength();
  console.log(`cassino hard figures took ${((performance.now() - started) / 60_000).toFixed(1)} minutes`);
}
