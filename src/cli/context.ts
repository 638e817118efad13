/**
 * What the command line runs in: the environment, the working folder, whether
 * stdin and stdout are terminals, and where text goes. main.ts builds it from the
 * real process; tests build their own.
 */
import { FdOutput, type Output } from '../engine/output.js';

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

/** One line on stderr, never a stack trace. */
export function report(context: Context, failure: CliFailure): number {
  context.stderr.write(`cardtable: ${failure.message}\n`);
  return failure.status;
}
