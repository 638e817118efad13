/**
 * What the command line runs in: the environment, the working folder, how the
 * program was started and where it lives, whether stdin and stdout are terminals,
 * and where text goes. main.ts builds it from the real process; tests build their own.
 *
 * Every byte written to stdout or stderr goes through the escaping of printable.ts:
 * whatever text reaches them, from whoever wrote the message (commander too), holds
 * no escape code, control character but the line break, or format character. The
 * program's own codes have their own ways out: its colours (`colourStdout`, for a
 * theme that colours) and the terminal's codes that hold no text (`controls`).
 */
import { existsSync, fstatSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FdOutput, type Output } from '../engine/output.js';
import { printable, PrintableOutput } from '../engine/printable.js';

export interface Context {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly program: Program;
  readonly stdinIsTerminal: boolean;
  readonly stdoutIsTerminal: boolean;
  /** Text for stdout, every unprintable character in it but the line break shown escaped. */
  readonly stdout: Output;
  /** Text for stderr, escaped as stdout is. */
  readonly stderr: Output;
  /** Text for stdout in the program's colours: escaped as stdout is, but for colour codes. Only for a theme that colours. */
  readonly colourStdout: Output;
  /** stdout for the program's own terminal codes that hold no text (clearing the screen at a hotseat), as they are. */
  readonly controls: Output;
}

/** How the program was started and where it lives. */
export interface Program {
  /** The script node was started with (process.argv[1]), for the command that starts it again (launcher.ts). */
  readonly script: string;
  /** The node that runs it (process.execPath). */
  readonly node: string;
  /** The program's own folder, which holds package.json, bin/ and its saves/. */
  readonly folder: string;
}

/** The folder of the nearest package.json above this module (src/cli/ in development, dist/ when built). */
export function programFolder(): string {
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error('no package.json above the program');
  }
}

/** Linux's major number of the memory devices (/dev/null, /dev/zero, /dev/full...), none of them a terminal. */
const LINUX_MEMORY_DEVICES = 1;

/**
 * Whether a file descriptor is a terminal. A pipe, a file or (on Linux) /dev/null is
 * told apart by fstat alone: node:tty (and net with it, a twentieth of a bare node's
 * start-up) is loaded only for another character device, which a terminal is.
 */
function isTerminal(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    if (!stat.isCharacterDevice()) return false;
    if (process.platform === 'linux' && ((stat.rdev >> 8) & 0xfff) === LINUX_MEMORY_DEVICES) return false;
  } catch {
    return false; // a closed descriptor is no terminal
  }
  // required, not imported: in the CommonJS bundle a dynamic import() of a node module
  // would start node's ES module loader for this one call
  return (createRequire(import.meta.url)('node:tty') as typeof import('node:tty')).isatty(fd);
}

export function processContext(): Context {
  return {
    env: process.env,
    cwd: process.cwd(),
    program: { script: process.argv[1] ?? '', node: process.execPath, folder: programFolder() },
    // not process.stdin.isTTY: making process.stdin and process.stdout loads node's
    // streams (and net for a pipe), a fifth of the start-up, for a yes or no
    stdinIsTerminal: isTerminal(0),
    stdoutIsTerminal: isTerminal(1),
    ...outputs(new FdOutput(1), new FdOutput(2)),
  };
}

/** The outputs of a context over these two (stdout's and stderr's descriptors, or a test's memory). */
export function outputs(stdout: Output, stderr: Output): Pick<Context, 'stdout' | 'stderr' | 'colourStdout' | 'controls'> {
  return {
    stdout: new PrintableOutput(stdout),
    stderr: new PrintableOutput(stderr),
    colourStdout: new PrintableOutput(stdout, true),
    controls: stdout,
  };
}

/** A refusal on the command line: exit status 2 for bad usage, 1 for a file that cannot be used. */
export interface CliFailure {
  readonly status: 1 | 2;
  readonly message: string;
}

export function usageFailure(message: string): CliFailure {
  return { status: 2, message };
}

export function fileFailure(message: string): CliFailure {
  return { status: 1, message };
}

/** The longest message written on stderr; a longer one is cut short (its pieces from files already are). */
const REPORT_LIMIT = 1000;

/**
 * One line on stderr, never a stack trace; whatever in it came from a file or the
 * command line is made printable. When stderr itself cannot be written, the status
 * still says what happened.
 */
export function report(context: Context, failure: CliFailure): number {
  try {
    context.stderr.write(`cardtable: ${printable(failure.message, REPORT_LIMIT)}\n`);
  } catch {
    // nowhere left to say it
  }
  return failure.status;
}
