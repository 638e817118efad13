/**
 * `cardtable stats`: the statistics kept in the saves folder, one line a game and rule
 * set, or one line when the file could not be used. Reading never fails the command,
 * and never changes the file: an unusable file is reported (that nothing was changed,
 * and what the next game recorded will do with it) and counts as none.
 *
 * `cardtable stats --reset` clears them. At a terminal it asks first (one key: y
 * clears, any other key, Ctrl-C included, clears nothing); elsewhere there is nobody to ask, so it clears only
 * with `--yes`, and without it refuses with one line and status 2, as a script that
 * forgot it would want.
 */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { displayPath } from '../engine/save-file.js';
import { oldSavesFolder, savesFolder } from '../engine/saves-folder.js';
import { describeStatistics } from '../engine/statistics.js';
import { clearStatistics, readStatistics, statsPath } from '../engine/stats-file.js';
import { fileFailure, report, usageFailure, type Context } from './context.js';
import { shellWord } from './launcher.js';

export interface StatsOptions {
  readonly reset?: boolean;
  readonly yes?: boolean;
}

export function runStats(context: Context): number {
  const path = statsPath(savesFolder(context));
  const { stats, warning } = readStatistics(path, (p) => displayPath(p, context.cwd));
  const older = olderStatistics(path, context);
  // a file that cannot be used is said so in its line; "No statistics yet" would not be true of it
  const lines = [...(warning === null ? describeStatistics(stats) : [warning]), ...(older === null ? [] : [older])];
  context.stdout.write(lines.map((line) => `${line}\n`).join(''));
  return 0;
}

/**
 * A line on the statistics an earlier cardtable kept in the old place (saves/ in the
 * current folder, saves-folder.ts), which are left where they are: where they are, and
 * how to count them when the saves folder has none of its own (a move, as nothing is
 * merged or written over). Null when there are none.
 */
function olderStatistics(path: string, context: Context): string | null {
  const old = oldSavesFolder(context);
  if (old === null || !existsSync(statsPath(old))) return null;
  const shown = displayPath(statsPath(old), context.cwd);
  const folder = displayPath(dirname(path), context.cwd);
  if (existsSync(path)) return `Statistics kept here before are in ${shown}, not counted with these, which are kept in ${folder}.`;
  return `Statistics kept here before are in ${shown}; to count them, move the file to the saves folder: mv ${shellWord(shown)} ${shellWord(folder)}/`;
}

/** A yes-or-no question answered with one key at the terminal: true only for y. */
export type Confirm = (question: string) => Promise<boolean>;

/**
 * Asks with one key through the keyboard a game uses (keyboard.ts), so the terminal is
 * raw before the question shows (a key typed at once is never echoed twice), given back
 * after, and given back too if the program is left meanwhile (Ctrl-C, a signal).
 */
function confirmAtTerminal(context: Context): Confirm {
  return async (question) => {
    const [{ Keyboard }, { readAnswerKey }] = await Promise.all([import('./keyboard.js'), import('./questions.js')]);
    const keyboard = new Keyboard({
      interrupt: (status) => {
        context.stdout.write('\nNothing cleared.\n');
        process.exit(status);
      },
      continued: () => {},
    });
    keyboard.start();
    try {
      return readAnswerKey(keyboard, context.stdout, question).sequence.toLowerCase() === 'y';
    } finally {
      keyboard.stop();
    }
  };
}

/** `stats --reset [--yes]`: clears the statistics once it may; the exit status. */
export async function runReset(context: Context, options: StatsOptions, confirm: Confirm = confirmAtTerminal(context)): Promise<number> {
  const folder = savesFolder(context);
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
