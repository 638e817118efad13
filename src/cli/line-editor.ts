/**
 * The command line at a terminal, through node:readline: Up and Down recall earlier
 * commands, Left and Right edit, Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-W and Ctrl-L work as in
 * a shell, and Tab completes what may come next. Ctrl-D ends the input: on an empty
 * line at once, after typed text with that text as the last line. Used only when stdin
 * and stdout are both terminals; pipes and files keep the synchronous reader.
 *
 * readline never reads the terminal itself: the keyboard (keyboard.ts) does, and hands
 * readline one key at a time while a line is wanted. The keys after the Enter that ends
 * a line stay with the keyboard until the next line or question is asked for, so a
 * pasted batch of commands is played one command after another, as on a pipe.
 */
import { createInterface, type Interface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { isCtrl, type Key, type Keyboard } from './keyboard.js';

/** What Tab offers for the line typed so far: the candidates, and the part of the line they complete. */
export type Completer = (line: string) => [string[], string];

/**
 * Tab's answer from the words that may come next (`next`, given the words typed before
 * the one under the cursor): those that start with what that word holds so far, in the
 * case the player types in ("t" completes to "t3", "T" to "T3").
 */
export function completer(next: (typed: readonly string[]) => readonly string[]): Completer {
  return (line) => {
    const words = line.split(/\s+/);
    const last = words.pop() ?? '';
    const typed = last.toLowerCase();
    const hits = next(words.filter((word) => word !== '')).filter((word) => word.toLowerCase().startsWith(typed));
    // lower case when the line so far is typed in lower case
    const lower = line === line.toLowerCase() && /[a-z]/.test(line);
    return [hits.map((word) => (lower ? word.toLowerCase() : word)), last];
  };
}

export class LineEditor {
  /** What readline takes as its input: only the keys this editor hands it, as keypress events. */
  private readonly keys = new PassThrough();
  private readonly rl: Interface;
  private pending: ((line: string | null) => void) | null = null;
  /** Ctrl-D after typed text: that text was the last line, and the next question ends the input. */
  private ending = false;

  constructor(private readonly keyboard: Keyboard, complete: Completer) {
    this.rl = createInterface({
      input: this.keys,
      output: process.stdout,
      terminal: true,
      historySize: 500,
      removeHistoryDuplicates: true,
      completer: complete,
    });
    this.rl.on('line', (line) => this.settle(line));
  }

  /** The next line typed after the prompt, or null at the end of input (Ctrl-D). */
  question(prompt: string): Promise<string | null> {
    if (this.ending) {
      this.ending = false;
      // the prompt is still shown, as at the end of a pipe, so the screen reads the same
      process.stdout.write(prompt);
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      this.pending = resolve;
      this.rl.setPrompt(prompt);
      this.rl.prompt();
      this.keyboard.take((key) => this.type(key));
    });
  }

  /** The prompt and the line typed so far, drawn again (after the board was drawn again). */
  redraw(): void {
    if (this.pending !== null) this.rl.prompt(true);
  }

  close(): void {
    this.keyboard.release();
    this.rl.close();
  }

  private type(key: Key): void {
    if (isCtrl(key, 'd')) {
      if (this.rl.line === '') {
        // on an empty line the input ends (the session closes the prompt's line)
        this.settle(null);
        return;
      }
      // after typed text, that text is the last line: entered as Enter would, then the input ends
      this.ending = true;
      this.keys.emit('keypress', '\r', { sequence: '\r', name: 'return' });
      return;
    }
    this.keys.emit('keypress', key.sequence, key);
  }

  private settle(line: string | null): void {
    this.keyboard.release();
    const resolve = this.pending;
    this.pending = null;
    resolve?.(line);
  }
}
