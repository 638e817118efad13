/**
 * The command line at a terminal, through node:readline: Up and Down recall earlier
 * commands, Left and Right edit, Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-W and Ctrl-L work as in
 * a shell, and Tab completes what may come next. Ctrl-D ends the input: on an empty
 * line at once, after typed text with that text as the last line. Used only when stdin
 * and stdout are both terminals; pipes and files keep the synchronous reader.
 *
 * readline never reads the terminal itself: the keyboard (keyboard.ts) does, and hands
 * readline the keys while a line is wanted. The keys after the Enter that ends a line
 * stay with the keyboard until the next line or question is asked for, so a pasted
 * batch of commands is played one command after another, as on a pipe.
 *
 * A line takes at most MAX_LINE characters: past that, the editor says so once and
 * leaves the rest of the line out up to its Enter, and the line comes back as a
 * LongLine (its start and its whole length), as a pipe's does. A paste comes from the
 * keyboard as runs of characters, each put in at once, so a long one costs no more
 * than a short one.
 *
 * Each line is typed into a readline Interface of its own, which goes when the line is
 * entered: nothing of it (the kill ring of Ctrl-U and Ctrl-Y, a line half typed) is
 * left for the next. Each person keeps their own history of lines (`question`'s
 * `person`), so at a hotseat Up never shows one person what another typed.
 */
import { createInterface, type Interface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { MAX_LINE, type InputLine } from '../engine/input.js';
import { isCtrl, isText, type Key, type Keyboard } from './keyboard.js';

/** How many earlier lines Up and Down recall, for each person. */
const HISTORY_SIZE = 500;

/** Said once when a line reaches MAX_LINE characters and the rest of it is left out. */
export const LONG_LINE_NOTICE = `A command is at most ${MAX_LINE} characters: the rest of this line is left out.`;

const RETURN: Key = { sequence: '\r', name: 'return' };
const END: Key = { sequence: '\u001b[F', name: 'end' };

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

export function isEnter(key: Key): boolean {
  return !key.ctrl && !key.meta && (key.name === 'return' || key.name === 'enter');
}

/** The start of `text` that is at most `room` characters, not cutting a character of two halves. */
export function fitting(text: string, room: number): string {
  const cut = Math.max(0, room);
  const last = text.charCodeAt(cut - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? cut - 1 : cut);
}

/** The line being typed: its Interface, and where its answer goes. */
interface Typing {
  readonly rl: Interface;
  readonly resolve: (line: InputLine | null) => void;
  /** Past MAX_LINE: how many characters were left out so far; null while the line is within it. */
  dropped: number | null;
}

export class LineEditor {
  /** What readline takes as its input: only the keys this editor hands it, as keypress events. */
  private readonly keys = new PassThrough();
  /** Each person's earlier lines, the latest first, as readline keeps them. */
  private readonly histories = new Map<number, readonly string[]>();
  private typing: Typing | null = null;

  constructor(private readonly keyboard: Keyboard, private readonly complete: Completer) {}

  /**
   * The next line typed after the prompt by `person` (a seat: each has their own
   * history), a LongLine when it ran past MAX_LINE, or null at the end of input (Ctrl-D).
   */
  question(prompt: string, person = 0): Promise<InputLine | null> {
    return new Promise((resolve) => {
      const rl = createInterface({
        input: this.keys,
        output: process.stdout,
        terminal: true,
        history: [...(this.histories.get(person) ?? [])],
        historySize: HISTORY_SIZE,
        removeHistoryDuplicates: true,
        completer: this.complete,
      });
      const typing: Typing = { rl, resolve, dropped: null };
      // a line too long to be a command is not kept to be recalled
      rl.on('history', (history: string[]) => {
        if (typing.dropped === null && rl.line.length <= MAX_LINE) this.histories.set(person, [...history]);
      });
      rl.on('line', (line: string) => {
        const length = line.length + (typing.dropped ?? 0);
        this.settle(length > MAX_LINE ? { start: line.slice(0, MAX_LINE), length } : line);
      });
      this.typing = typing;
      rl.setPrompt(prompt);
      rl.prompt();
      this.keyboard.take((key) => this.type(key));
    });
  }

  /** The prompt and the line typed so far, drawn again (after the board was drawn again). */
  redraw(): void {
    const { typing } = this;
    if (typing === null) return;
    typing.rl.prompt(true);
    if (typing.dropped !== null) this.sayLong(typing);
  }

  close(): void {
    this.keyboard.release();
    this.typing?.rl.close();
    this.typing = null;
  }

  private type(key: Key): void {
    const { typing } = this;
    if (typing === null) return;
    if (isCtrl(key, 'd')) {
      if (typing.rl.line === '' && typing.dropped === null) {
        // on an empty line the input ends (the session closes the prompt's line)
        this.settle(null);
        return;
      }
      // after typed text, that text is the last line: entered as Enter would, and the
      // Ctrl-D waits for the next line, where it ends the input
      this.keyboard.unread(key);
      this.press(typing, RETURN);
      return;
    }
    if (typing.dropped !== null) {
      // past the limit, the rest of the line is left out up to its Enter (counted, for the refusal)
      if (isEnter(key)) this.press(typing, key);
      else if (isText(key) || key.name === 'tab') typing.dropped += key.sequence.length;
      return;
    }
    const room = MAX_LINE - typing.rl.line.length;
    if (isText(key) && key.sequence.length > room) {
      const fits = fitting(key.sequence, room);
      if (fits !== '') this.press(typing, { sequence: fits });
      typing.dropped = key.sequence.length - fits.length;
      this.sayLong(typing);
      return;
    }
    this.press(typing, key);
  }

  /** The notice under the line (the cursor taken to its end first), once for the line; readline's Enter ends the notice's line. */
  private sayLong(typing: Typing): void {
    this.press(typing, END);
    process.stdout.write(`\n${LONG_LINE_NOTICE}`);
  }

  private press(typing: Typing, key: Key): void {
    if (typing.rl === this.typing?.rl) this.keys.emit('keypress', key.sequence, key);
  }

  private settle(line: InputLine | null): void {
    const { typing } = this;
    if (typing === null) return;
    this.typing = null;
    this.keyboard.release();
    typing.rl.close();
    typing.resolve(line);
  }
}
