/**
 * How this program was started, as words a person can type again in the same shell
 * and folder (CONTRACT "Command line": the line that states a fresh seed gives the
 * command that deals the game again, in the form this program was started with):
 *
 * - `npx cardtable` when npm started it for `npx cardtable` (or `npm exec`): npm runs
 *   the command from a `node_modules/.bin/cardtable` and says so in npm_command;
 * - `cardtable` when it was started as the `cardtable` that comes first on PATH (a
 *   linked or globally installed command);
 * - otherwise the program's own path: `node bin/cardtable.cjs` (relative to the
 *   current folder when inside it), or that of a `cardtable` elsewhere, or for the
 *   sources `npx tsx src/cli/start.ts`.
 *
 * Only what the process itself shows is read (its script's path, its node, PATH and
 * npm's own variable), so an npm variable left over from an outer npm command does not
 * make `node bin/cardtable.cjs` into `npx cardtable`.
 */
import { realpathSync, statSync } from 'node:fs';
import { basename, delimiter, dirname, isAbsolute, join, sep } from 'node:path';
import { displayPath } from '../engine/save-file.js';
import type { Program } from './context.js';

/** What the launcher is worked out from (a Context is one): the process's script and node, its environment and folder. */
export interface Started {
  /** The script (process.argv[1], a path as node resolved it, symlinks not followed) and the node that runs it. */
  readonly program: Pick<Program, 'script' | 'node'>;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

/** The command's name, as package.json's "bin" gives it. */
const COMMAND = 'cardtable';

/** A word as a shell reads it back: as it is when it holds nothing the shell would change, else in single quotes. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The file a path names, symlinks followed; null when there is none. */
function realFile(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/** The first `name` on PATH that is a file, as the shell would find it; null when there is none. */
function onPath(name: string, env: Started['env'], cwd: string): string | null {
  for (const folder of (env['PATH'] ?? '').split(delimiter)) {
    // an empty entry is the current folder, as the shell reads it
    const candidate = join(folder === '' ? cwd : isAbsolute(folder) ? folder : join(cwd, folder), name);
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Whether PATH's first `name` is the same file as `path`. */
function firstOnPath(name: string, path: string, started: Started): boolean {
  const found = onPath(name, started.env, started.cwd);
  return found !== null && realFile(found) !== null && realFile(found) === realFile(path);
}

/** A path as the shell runs it: relative to the folder when inside it, with a slash so it is not looked up on PATH. */
function runnablePath(path: string, cwd: string): string {
  const shown = displayPath(path, cwd);
  return shown.includes(sep) ? shown : `.${sep}${shown}`;
}

/** The words that start this program again, as it was started: ['npx', 'cardtable'], ['cardtable'], ['node', 'bin/cardtable.cjs']. */
export function launcherWords(started: Started): string[] {
  const { program: { script, node }, env, cwd } = started;
  if (basename(script) === COMMAND) {
    if (env['npm_command'] === 'exec' && basename(dirname(script)) === '.bin' && basename(dirname(dirname(script))) === 'node_modules') {
      return ['npx', COMMAND];
    }
    if (firstOnPath(COMMAND, script, started)) return [COMMAND];
    return [runnablePath(script, cwd)];
  }
  const shown = displayPath(script, cwd);
  if (/\.[cm]?ts$/.test(script)) return ['npx', 'tsx', shown];
  return [firstOnPath('node', node, started) ? 'node' : node, shown];
}

/** The launcher and then `words`, each quoted as the shell needs: `npx cardtable klondike --seed 7 --draw 3`. */
export function commandLine(started: Started, words: readonly string[]): string {
  return [...launcherWords(started), ...words].map(shellWord).join(' ');
}
