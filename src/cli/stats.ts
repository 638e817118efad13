/**
 * `cardtable stats`: the statistics kept in the saves folder, one line a game and rule
 * set, after a one-line warning when the file could not be used. Reading never fails
 * the command: an unusable file is reported and counts as none.
 *
 * `cardtable stats --reset` clears them. At a terminal it asks first (one key: y
 * clears, any other key, Ctrl-C included, clears nothing); elsewhere there is nobody to ask, so it clears only
 * with `--yes`, and without it refuses with one line and status 2, as a script that
 * forgot it would want.
 */
import { displayPath, savesFolder } from '../engine/save-file.js';
import { describeStatistics } from '../engine/statistics.js';
import { clearStatistics, readStatistics, statsPath } from '../engine/stats-file.js';
import { fileFailure, report, usageFailure, type Context } from './context.js';

export interface StatsOptions {
  readonly reset?: boolean;
  readonly yes?: boolean;
}

export function runStats(context: Context): number {
  const path = statsPath(savesFolder(context.env, context.cwd));
  const { stats, warning } = readStatistics(path, (p) => displayPath(p, context.cwd));
  const lines = warning === null ? describeStatistics(stats) : [warning, ...describeStatistics(stats)];
  context.stdout.write(lines.map((line) => `${line}\n`).join(''));
  return 0;
}

/** A yes-or-no question answered with one key at the terminal: true only for y. */
export type Confirm = (question: string) => Promise<boolean>;

const LEAVING: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];

/**
 * Asks with one key, the terminal raw from before the question is shown (so a key
 * typed at once is never echoed twice) until the key is read; the key is shown after
 * the question if it is printable. Whatever ends the process meanwhile gives the
 * terminal back first.
 */
function confirmAtTerminal(context: Context): Confirm {
  return async (question) => {
    const stdin = process.stdin;
    const restore = (): void => {
      try {
        stdin.setRawMode(false);
      } catch {
        // the terminal is gone
      }
    };
    const leave = (signal: NodeJS.Signals): void => {
      restore();
      LEAVING.forEach((s) => process.removeListener(s, leave));
      process.kill(process.pid, signal);
    };
    LEAVING.forEach((signal) => process.once(signal, leave));
    stdin.setRawMode(true);
    try {
      context.stdout.write(question);
      const key = await new Promise<string>((resolve) => {
        stdin.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').charAt(0)));
        stdin.once('end', () => resolve(''));
        stdin.resume();
      });
      context.stdout.write(`${/^[\x21-\x7e]$/.test(key) ? key : ''}\n`);
      return key === 'y' || key === 'Y';
    } finally {
      restore();
      stdin.pause();
      LEAVING.forEach((signal) => process.removeListener(signal, leave));
    }
  };
}

/** `stats --reset [--yes]`: clears the statistics once it may; the exit status. */
export async function runReset(context: Context, options: StatsOptions, confirm: Confirm = confirmAtTerminal(context)): Promise<number> {
  const folder = savesFolder(context.env, context.cwd);
  const show = (p: string): string => displayPath(p, context.cwd);
  if (options.yes !== true) {
    if (!context.stdinIsTerminal || !context.stdoutIsTerminal) {
      return report(context, usageFailure('stats --reset asks before it clears, and there is no terminal to ask at: add --yes to clear without asking'));
    }
    if (!(await confirm(`Clear every statistic in ${show(statsPath(folder))}? [y/n]: `))) {
      context.stdout.write('Nothing cleared.\n');
      return 0;
    }
  }
  const cleared = clearStatistics(folder, show);
  if (!cleared.ok) return report(context, fileFailure(cleared.error));
  context.stdout.write(`${cleared.value}\n`);
  return 0;
}
