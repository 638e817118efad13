/**
 * Where saves, statistics and settings live: one folder, whatever the current folder.
 *
 * 1. `$CARDTABLE_SAVES` when it is set (relative to the current folder);
 * 2. else the program's own `saves/`, beside `bin/`, when it can be written there and
 *    the program is not inside a `node_modules` folder (which npm replaces at every
 *    install, taking the saves with it);
 * 3. else the per-user data folder: `$XDG_DATA_HOME/cardtable`, or
 *    `~/.local/share/cardtable` (its missing parents are made, as XDG asks).
 *
 * Before, saves went to `saves/` in the current folder. Such a folder is still read (the
 * old place): its saves are listed and loaded where they are, and saved back there;
 * nothing in it is moved, changed or removed, so no save is lost or written over.
 */
import { accessSync, constants, mkdirSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { isFolder } from './atomic-write.js';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';

/** What the folder is worked out from (a Context is one). */
export interface SavesPlace {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** The program's own folder: package.json, bin/, saves/. */
  readonly program: { readonly folder: string };
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether files can be kept in `folder`: it is a folder that can be written, or it can be made in a folder that can. */
function usable(folder: string): boolean {
  try {
    statSync(folder);
  } catch {
    return isFolder(dirname(folder)) && writable(dirname(folder));
  }
  return isFolder(folder) && writable(folder);
}

/** The program's own saves folder, beside bin/. */
export function ownSavesFolder(place: SavesPlace): string {
  return join(place.program.folder, 'saves');
}

/** The per-user data folder: $XDG_DATA_HOME/cardtable (an absolute path, as XDG has it), else ~/.local/share/cardtable. */
export function userDataFolder(env: SavesPlace['env']): string {
  const xdg = env['XDG_DATA_HOME'];
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, 'cardtable');
  const home = env['HOME'] !== undefined && env['HOME'] !== '' ? env['HOME'] : homedir();
  return join(home, '.local', 'share', 'cardtable');
}

/**
 * Makes the missing folders above `folder` (not `folder` itself, which is made when the
 * first file goes in: atomic-write.ts), one at a time (not Node's recursive mkdir, which
 * spins under /proc), private as XDG asks.
 */
function makeParents(folder: string): void {
  const missing: string[] = [];
  for (let parent = dirname(folder); !isFolder(parent) && dirname(parent) !== parent; parent = dirname(parent)) missing.unshift(parent);
  try {
    for (const parent of missing) mkdirSync(parent, { mode: 0o700 });
  } catch {
    // left as it is: writing a save says what is wrong
  }
}

/** Whether the program lies inside a node_modules folder, which npm replaces when it installs. */
function insideNodeModules(folder: string): boolean {
  return folder.split(sep).includes('node_modules') || basename(folder) === 'node_modules';
}

/** The one folder of saves, statistics and settings. */
export function savesFolder(place: SavesPlace): string {
  const configured = place.env['CARDTABLE_SAVES'];
  if (configured !== undefined && configured !== '') return resolve(place.cwd, configured);
  const own = ownSavesFolder(place);
  if (!insideNodeModules(place.program.folder) && usable(own)) return own;
  const user = userDataFolder(place.env);
  makeParents(user);
  return user;
}

/**
 * The old place: `saves/` in the current folder, where saves went before they were kept
 * in one place, when it is a folder other than the saves folder (and CARDTABLE_SAVES is
 * not set: a folder chosen so was never the current folder's); else null.
 */
export function oldSavesFolder(place: SavesPlace): string | null {
  const configured = place.env['CARDTABLE_SAVES'];
  if (configured !== undefined && configured !== '') return null;
  const old = join(place.cwd, 'saves');
  return isFolder(old) && !sameFolder(old, savesFolder(place)) ? old : null;
}

/** Whether two paths name one folder, through symbolic links too. */
function sameFolder(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}
