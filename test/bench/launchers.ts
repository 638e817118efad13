/**
 * How a person starts cardtable, timed as whole commands (interleaved runs, min /
 * median / max): `npx cardtable` (npm starts first, then finds the bin), the bin run
 * by node directly, and the `cardtable` command that `npm link` or a global install puts
 * on the PATH (measured only when it is there, and when it is this project's).
 */
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { median, ms, ROOT } from './stats.js';

interface Launcher {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

function timeOnce({ command, args }: Launcher): number {
  const started = process.hrtime.bigint();
  const run = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${run.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The `cardtable` on the PATH when it runs this project's bin (npm link, or a global install of it). */
function linkedCommand(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v cardtable'], { encoding: 'utf8' }).stdout.trim();
  if (found === '') return null;
  try {
    return realpathSync(found) === realpathSync(join(ROOT, 'bin', 'cardtable.cjs')) ? found : null;
  } catch {
    return null;
  }
}

export function launchers(runs = 11): void {
  const linked = linkedCommand();
  const all: Launcher[] = [
    { name: 'npx cardtable --version', command: 'npx', args: ['cardtable', '--version'] },
    { name: 'node bin/cardtable.cjs --version', command: process.execPath, args: ['bin/cardtable.cjs', '--version'] },
    ...(linked === null ? [] : [{ name: 'cardtable --version (npm link)', command: linked, args: ['--version'] }]),
  ];
  const times = all.map(() => [] as number[]);
  all.forEach(timeOnce); // warm the file cache
  for (let i = 0; i < runs; i += 1) all.forEach((launcher, k) => times[k]!.push(timeOnce(launcher)));
  console.log(`launching cardtable (${runs} interleaved runs each, whole commands)`);
  all.forEach((launcher, k) => {
    const t = times[k]!;
    console.log(`  ${launcher.name.padEnd(34)} min ${ms(Math.min(...t))}, median ${ms(median(t))}, max ${ms(Math.max(...t))}`);
  });
  if (linked === null) console.log('  (no `cardtable` of this project on the PATH: run `npm link` to time it too)');
}
