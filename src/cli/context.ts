/**
 * What the command line runs in: the environment, the working folder, whether
 * stdin and stdout are terminals, and where text goes. main.ts builds it from the
 * real process; tests build their own.
 */
import { FdOutput, type Output } from '../engine/output.js';
import { printable } from '../engine/printable.js';

export interface Context {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly stdinIsTerminal: boolean;
  readonly stdoutIsTerminal: boolean;
  readonly stdout: Output;
  readonly stderr: Output;
}

export function processContext(): Context {
  return {
    env: process.env,
    cwd: process.cwd(),
    stdinIsTerminal: process.stdin.isTTY === true,
    stdoutIsTerminal: process.stdout.isTTY === true,
    stdout: new FdOutput(1),
    stderr: new FdOutput(2),
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
