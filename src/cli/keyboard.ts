/**
 * The keyboard of a game at a terminal: the one reader of stdin, which holds the
 * terminal in raw mode from the first key to the last and hands each key to whoever
 * waits for it, in the order typed.
 *
 * Keys typed ahead (a pasted batch of moves, a move typed while `hint` thinks, the
 * answer to a question typed before the question is shown) wait in a queue until the
 * line editor or a question takes them, so no key is lost and none is seen twice. A
 * one-key question (save before quitting, a hotseat hand-over) is answered
 * synchronously: from the queue first, then straight from the terminal, so the
 * session's code stays a plain sequence of calls.
 *
 * Ctrl-C is acted on the moment it arrives, queue or no queue: it leaves, and so do
 * the signals that end a program, the terminal given back first. Ctrl-Z suspends the
 * program's whole job the way a shell expects (suspension.ts: the terminal given back
 * first), and when it is continued the game is drawn again where it was, once; the
 * keyboard's clock of time played (play-clock.ts) stands still meanwhile.
 */
import { readSync } from 'node:fs';
import { emitKeypressEvents } from 'node:readline';
import { sleepSync } from '../engine/sleep.js';
import { PlayClock } from './play-clock.js';
import { stopJob, Suspension } from './suspension.js';

/** A key as node:readline decodes it. */
export interface Key {
  readonly sequence: string;
  readonly name?: string | undefined;
  readonly ctrl?: boolean | undefined;
  readonly meta?: boolean | undefined;
  readonly shift?: boolean | undefined;
}

export interface KeyboardHandlers {
  /**
   * Leave at once, the program ending with `status`: Ctrl-C (130), the terminal gone,
   * or a signal that ends a program (128 + its number). The keyboard has given the
   * terminal back when this is called.
   */
  interrupt(status: number): void;
  /**
   * The program was suspended and has been continued: draw the screen again, on a new
   * line unless `freshLine` (the cursor is at the start of one).
   */
  continued(freshLine: boolean): void;
}

const ESC = 0x1b;

/** The signals that end the program, with the exit status a shell expects for each (128 + its number). */
export const LEAVING_SIGNALS = { SIGHUP: 129, SIGINT: 130, SIGQUIT: 131, SIGTERM: 143 } as const;

/** How often a question waiting for its key looks at the terminal again. */
const POLL_MS = 10;

export function isCtrl(key: Key, name: string): boolean {
  return key.ctrl === true && key.name === name;
}

export class Keyboard {
  private readonly queue: Key[] = [];
  /** Who takes keys as they come: the line editor while it waits for a line. */
  private taker: ((key: Key) => void) | null = null;
  private open = false;
  private readonly suspension: Suspension;
  /** While a question waits for its key: how to show it again after a suspension. */
  private question: (() => void) | null = null;
  private readonly onKeypress = (_text: string | undefined, key: Key | undefined): void => {
    if (key === undefined) return;
    if (this.acted(key)) return;
    this.queue.push(key);
    this.pump();
  };
  private readonly onGone = (): void => this.leave(LEAVING_SIGNALS.SIGHUP);
  private readonly onSignal = (signal: NodeJS.Signals): void => this.leave(LEAVING_SIGNALS[signal as keyof typeof LEAVING_SIGNALS]);
  /** Whatever ends the program, even a bug, the terminal is not left in raw mode. */
  private readonly onExit = (): void => this.stop();
  private readonly onContinue = (): void => {
    if (this.open) this.suspension.continued();
  };

  /** `clock` and `stop` are the real ones unless a test gives its own. */
  constructor(private readonly handlers: KeyboardHandlers, clock = new PlayClock(), stop: () => void = stopJob) {
    this.suspension = new Suspension(clock, {
      giveBack: () => this.raw(false),
      takeBack: () => this.raw(true),
      redraw: (freshLine) => this.redraw(freshLine),
    }, stop);
  }

  /** The time played: it stands still while the program is suspended. */
  get clock(): PlayClock {
    return this.suspension.clock;
  }

  /** Takes the terminal: raw mode, every key from now on, and the signals that end the program. */
  start(): void {
    if (this.open) return;
    this.open = true;
    emitKeypressEvents(process.stdin);
    process.stdin.on('keypress', this.onKeypress);
    process.stdin.on('end', this.onGone);
    process.stdin.on('error', this.onGone);
    process.on('SIGCONT', this.onContinue);
    process.on('exit', this.onExit);
    for (const signal of Object.keys(LEAVING_SIGNALS)) process.on(signal, this.onSignal);
    this.raw(true);
    process.stdin.resume();
  }

  /** Gives the terminal back as it was found. Safe to call more than once. */
  stop(): void {
    if (!this.open) return;
    this.open = false;
    this.taker = null;
    process.stdin.off('keypress', this.onKeypress);
    process.stdin.off('end', this.onGone);
    process.stdin.off('error', this.onGone);
    process.off('SIGCONT', this.onContinue);
    process.off('exit', this.onExit);
    for (const signal of Object.keys(LEAVING_SIGNALS)) process.off(signal, this.onSignal);
    this.raw(false);
    process.stdin.pause();
  }

  /** Keys go to `taker` as they come (those typed ahead first) until `release`. */
  take(taker: (key: Key) => void): void {
    this.taker = taker;
    this.pump();
    if (this.open) process.stdin.resume();
  }

  release(): void {
    this.taker = null;
  }

  /**
   * The next key, waited for synchronously: one typed ahead, else one read from the
   * terminal. Whatever is read goes through the same decoder as every key (into the
   * queue), so an answer typed together with more keys leaves them for later. Ctrl-C
   * and Ctrl-Z are acted on here as anywhere, and never returned.
   */
  readKey(showAgain: () => void): Key {
    // node reads nothing from the terminal while this does
    process.stdin.pause();
    this.question = showAgain;
    try {
      return this.nextKey();
    } finally {
      this.question = null;
    }
  }

  private nextKey(): Key {
    for (;;) {
      const queued = this.queue.shift();
      if (queued !== undefined) return queued;
      if (process.stdin.readableLength > 0) {
        // bytes node read before the pause: read() hands them to the decoder
        process.stdin.read();
        continue;
      }
      const bytes = this.readTerminal();
      if (bytes === null) {
        this.leave(LEAVING_SIGNALS.SIGHUP);
        throw new Error('the keyboard was left without ending the program');
      }
      // Esc alone: node's decoder would wait for the rest of an escape sequence on a
      // timer, which cannot fire while this waits, so it is taken as it is
      if (bytes.length === 1 && bytes[0] === ESC) return { sequence: '\u001b', name: 'escape' };
      process.stdin.emit('data', bytes);
    }
  }

  /** Ctrl-C leaves and Ctrl-Z suspends the moment they are typed; true when the key was one of them. */
  private acted(key: Key): boolean {
    if (isCtrl(key, 'c')) {
      this.leave(LEAVING_SIGNALS.SIGINT);
      return true;
    }
    if (isCtrl(key, 'z')) {
      this.suspension.suspend();
      return true;
    }
    return false;
  }

  /** The terminal given back, then the caller's way out. */
  private leave(status: number): void {
    this.stop();
    this.handlers.interrupt(status);
  }

  /** The screen drawn again after a suspension: the question waiting for a key, else the game. */
  private redraw(freshLine: boolean): void {
    if (this.question !== null) this.question();
    else this.handlers.continued(freshLine);
  }

  private pump(): void {
    while (this.taker !== null && this.queue.length > 0) this.taker(this.queue.shift() as Key);
  }

  /** Raw bytes from the terminal, waited for; null when the terminal is gone. */
  private readTerminal(): Buffer | null {
    const buffer = Buffer.alloc(256);
    for (;;) {
      try {
        const count = readSync(0, buffer, 0, buffer.length, null);
        return count === 0 ? null : buffer.subarray(0, count);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK') return null;
        sleepSync(POLL_MS);
      }
    }
  }

  private raw(on: boolean): void {
    if (process.stdin.isTTY) process.stdin.setRawMode(on);
  }
}
