/**
 * The command line at a terminal, through node:readline: Up and Down recall earlier
 * commands, Left and Right edit, Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-W and Ctrl-L work as in
 * a shell, and Tab completes commands and pile names. Ctrl-D ends the input: on an
 * empty line at once, after typed text with that text as the last line. Used only when stdin and stdout
 * are both terminals; pipes and files keep the synchronous reader.
 *
 * Questions answered with one key (readline-sync's keyInYN, which reads /dev/tty) are
 * asked while the editor is suspended: readline lets go of the terminal's raw mode
 * first, and takes it back after.
 */
import { createInterface, type Interface } from 'node:readline';

/** The words Tab completes: the last word typed, case-insensitively, among them. */
export function completer(words: readonly string[]): (line: string) => [string[], string] {
  return (line) => {
    const last = /\S*$/.exec(line)?.[0] ?? '';
    const typed = last.toLowerCase();
    const hits = words.filter((word) => word.toLowerCase().startsWith(typed));
    // keep the case the player typed in: "t" completes to "t3" as well as "T3"
    const lower = last === typed && last !== '';
    return [hits.map((word) => (lower ? word.toLowerCase() : word)), last];
  };
}

export class LineEditor {
  private readonly rl: Interface;
  private closed = false;
  private pending: ((line: string | null) => void) | null = null;

  constructor(words: readonly string[]) {
    this.rl = createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: true,
      historySize: 500,
      removeHistoryDuplicates: true,
      completer: completer(words),
    });
    this.rl.on('close', () => {
      this.closed = true;
      this.settle(null);
    });
    // Ctrl-D after typed text: that text is the last line, as at the end of a pipe
    // (on an empty line readline closes, which is the end of input)
    process.stdin.on('keypress', (_text: string | undefined, key: { ctrl?: boolean; name?: string } | undefined) => {
      if (key?.ctrl !== true || key.name !== 'd' || this.rl.line === '' || this.pending === null) return;
      const line = this.rl.line;
      process.stdout.write('\n');
      this.settle(line);
      this.rl.close();
    });
    // Ctrl-C leaves at once, as it always has (a game is saved only when asked)
    this.rl.on('SIGINT', () => {
      process.stdout.write('\n');
      process.exit(130);
    });
  }

  /** The next line typed after the prompt, or null at the end of input (Ctrl-D on an empty line). */
  question(prompt: string): Promise<string | null> {
    if (this.closed) {
      // the prompt is still shown, as at the end of a pipe, so the screen reads the same
      process.stdout.write(prompt);
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      this.pending = resolve;
      this.rl.question(prompt, (line) => this.settle(line));
    });
  }

  /** Runs a question of readline-sync's while readline is let go of the terminal. */
  suspended<T>(ask: () => T): T {
    if (this.closed) return ask();
    this.rl.pause();
    process.stdin.setRawMode?.(false);
    try {
      return ask();
    } finally {
      process.stdin.setRawMode?.(true);
      this.rl.resume();
    }
  }

  close(): void {
    if (!this.closed) this.rl.close();
  }

  private settle(line: string | null): void {
    const resolve = this.pending;
    this.pending = null;
    resolve?.(line);
  }
}
