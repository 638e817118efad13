/**
 * Where the game's text goes. `FdOutput` writes synchronously, so nothing is lost
 * when the program ends and every prompt is out before the next read. When the
 * reader has gone away (a closed pipe), it throws OutputClosed and the game ends
 * quietly.
 */
import { writeSync } from 'node:fs';
import { describeFsError } from './fs-error.js';
import { sleepSync } from './sleep.js';

export interface Output {
  write(text: string): void;
}

export class OutputClosed extends Error {
  constructor() {
    super('the output was closed');
  }
}

/** The output could not be written (a full disk, say): the program ends with one line on stderr. */
export class OutputFailed extends Error {
  constructor(readonly reason: string) {
    super(`cannot write the output: ${reason}`);
  }
}

export class FdOutput implements Output {
  constructor(private readonly fd: number) {}

  write(text: string): void {
    let bytes = Buffer.from(text, 'utf8');
    while (bytes.length > 0) {
      try {
        bytes = bytes.subarray(writeSync(this.fd, bytes));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') sleepSync(1);
        else if (code === 'EPIPE' || code === 'EBADF') throw new OutputClosed();
        else throw new OutputFailed(describeFsError(error));
      }
    }
  }
}

export class MemoryOutput implements Output {
  text = '';
  write(text: string): void {
    this.text += text;
  }
}
