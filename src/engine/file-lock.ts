/**
 * A lock beside a file, for a read-modify-write that several cardtable processes may
 * do at the same moment (the statistics, when games finish at once at many terminals).
 *
 * The lock is a file made with O_EXCL (only one process can make it), holding its
 * maker's pid, host and a token of its own. A process that finds it waits, a few
 * milliseconds at a time, until it is gone. A lock is stale, and broken, when its maker
 * is dead (same host, no such pid) or when it is older than STALE_MS whoever made it
 * (another host, a reused pid, a hung process): the lock is held for milliseconds.
 * A stale lock is broken by renaming it aside and checking that the file moved is the
 * one judged stale (its inode): a lock made meanwhile by a live process is put back.
 */
import {
  closeSync, fstatSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { describeFsError } from './fs-error.js';
import { fail, ok, type Result } from './result.js';
import { sleepSync } from './sleep.js';

/** A lock older than this is stale whatever its maker: holding it takes milliseconds. */
export const STALE_MS = 10_000;
/** How long to wait for another process's lock before giving up. */
export const WAIT_MS = 15_000;

export interface HeldLock {
  readonly path: string;
  readonly token: string;
}

export interface LockOptions {
  readonly waitMs?: number;
  readonly staleMs?: number;
  /** How the lock's path is shown in a message. */
  readonly show?: (path: string) => string;
}

interface Holder {
  readonly pid: number | null;
  readonly host: string | null;
  readonly ino: number;
  readonly ageMs: number;
}

/** Whether a process of this host is alive: a signal 0 reaches it, or it exists but is someone else's. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the lock, or null when it is gone: its text and inode read through one descriptor, so they agree. */
function holderOf(path: string): Holder | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    const [pid, host] = readFileSync(fd, 'utf8').split('\n');
    const number = Number(pid);
    return {
      pid: Number.isSafeInteger(number) && number > 0 ? number : null,
      host: host === undefined || host === '' ? null : host,
      ino: stats.ino,
      ageMs: Date.now() - stats.mtimeMs,
    };
  } finally {
    closeSync(fd);
  }
}

function isStale(holder: Holder, staleMs: number): boolean {
  if (holder.ageMs > staleMs) return true;
  // a lock being written has no pid yet: only its age can tell
  return holder.pid !== null && holder.host === hostname() && !isAlive(holder.pid);
}

/** Takes a stale lock away, unless it was replaced since it was judged stale. */
function breakStale(path: string, holder: Holder, token: string): void {
  const aside = `${path}.${token}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // another process broke it first
    throw error;
  }
  if (statSync(aside).ino !== holder.ino) {
    // a live lock was made since: put it back (unless yet another one was made meanwhile)
    try {
      linkSync(aside, path);
    } catch {
      // the lock is someone else's now either way
    }
  }
  unlinkSync(aside);
}

function freshToken(): string {
  return `${process.pid.toString(36)}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Takes the lock at `path`, waiting for another process's, breaking a stale one; or why
 * it could not be taken (the folder cannot be written, or another process held it for
 * longer than the wait).
 */
export function acquireLock(path: string, options: LockOptions = {}): Result<HeldLock> {
  const waitMs = options.waitMs ?? WAIT_MS;
  const staleMs = options.staleMs ?? STALE_MS;
  const show = options.show ?? ((p: string) => p);
  const token = freshToken();
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt += 1) {
    let fd: number | null = null;
    try {
      fd = openSync(path, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n${hostname()}\n${token}\n`);
      return ok({ path, token });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return fail(describeFsError(error));
    } finally {
      if (fd !== null) closeSync(fd);
    }
    let holder: Holder | null;
    try {
      holder = holderOf(path);
      if (holder !== null && isStale(holder, staleMs)) {
        breakStale(path, holder, token);
        continue;
      }
    } catch (error) {
      return fail(describeFsError(error));
    }
    if (holder === null) continue;
    if (Date.now() >= deadline) {
      const who = holder.pid === null ? 'another cardtable' : `another cardtable (process ${holder.pid})`;
      return fail(`${who} holds the lock ${show(path)}; try again in a moment`);
    }
    // a few milliseconds, longer as the wait goes on, with jitter so that waiters spread out
    sleepSync(Math.min(50, 2 + attempt) * (0.5 + Math.random()));
  }
}

/** Gives the lock back; a lock that is no longer this one's (broken as stale) is left alone. */
export function releaseLock(lock: HeldLock): void {
  try {
    if (readFileSync(lock.path, 'utf8').split('\n')[2] === lock.token) unlinkSync(lock.path);
  } catch {
    // gone already
  }
}

/** Runs `work` holding the lock at `path`; the lock's failure, or what `work` returned. */
export function withLock<T>(path: string, work: () => T, options: LockOptions = {}): Result<T> {
  const lock = acquireLock(path, options);
  if (!lock.ok) return lock;
  try {
    return ok(work());
  } finally {
    releaseLock(lock.value);
  }
}
