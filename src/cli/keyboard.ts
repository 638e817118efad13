/**
 * The keyboard of a game at a terminal: the one reader of stdin, which holds the
 * terminal in raw mode from the first key to the last and hands each key to whoever
 * waits for it, in the order typed.
 *
 * Keys typed ahead (a pasted batch of moves, a move typed while `hint` thinks, the
 * answer to a question typed before the question is shown) wait in a queue
 * (key-queue.ts: the bytes, decoded only as keys are wanted) until the line editor or
 * a question takes them, so no key is lost and none is seen twice. The line editor is
 * handed them from the event loop a slice at a time, so the terminal is read on
 * meanwhile, whatever the size of a paste. A one-key question (save before quitting,
 * a hotseat hand-over) is answered synchronously: from the queue first, then straight
 * from the terminal, so the session's code stays a plain sequence of calls.
 *
 * Ctrl-C is acted on the moment its byte arrives, whatever waits in the queue before
 * it: it leaves, and so do the signals that end a program, the terminal given back
 * first. Ctrl-Z, as soon, suspends the program's whole job the way a shell expects
 * (suspension.ts: the terminal given back first), and when it is continued the game is
 * drawn again where it was, once; the keyboard's clock of time played (play-clock.ts)
 * stands still meanwhile.
 *
 * The full screen gives the keyboard its terminal modes (screen/modes.ts: the alternate
 * screen, the cursor, the mouse), taken and given back with raw mode: so they are given
 * back however the program leaves, and on Ctrl-Z, and taken again when it goes on. Its
 * mouse's reports come as keys named `mouse` (key-queue.ts), and a change of the
 * window's size is told to `resized`.
 */
import { readSync } from 'node:fs';
import { sleepSync } from '../engine/sleep.js';
import { KeyQueue, type Key } from './key-queue.js';
import { PlayClock } from './play-clock.js';
import { stopJob, Suspension } from './suspension.js';

export { isText, type Key } from './key-queue.js';

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
  /** The window's size changed (the full screen draws itself again); not told when absent. */
  resized?(): void;
}

/** Modes of the terminal beyond raw mode (the full screen's), taken with it and given back with it. */
export interface TerminalModes {
  take(): void;
  giveBack(): void;
}

/** Ctrl-C and Ctrl-Z as the terminal sends them in raw mode: bytes that never occur inside another key's sequence. */
const CTRL_C = 0x03;
const CTRL_Z = 0x1a;

/** The signals that end the program, with the exit status a shell expects for each (128 + its number). */
export const LEAVING_SIGNALS = { SIGHUP: 129, SIGINT: 130, SIGQUIT: 131, SIGTERM: 143 } as const;

/** How often a question waiting for its key looks at the terminal again. */
const POLL_MS = 10;

export function isCtrl(key: Key, name: string): boolean {
  return key.ctrl === true && key.name === name;
}

export class Keyboard {
  private readonly queue = new KeyQueue(() => this.schedule());
  /** Who takes keys as they come: the line editor while it waits for a line. */
  private taker: ((key: Key) => void) | null = null;
  /** Keys are to be handed to the taker at the next turn of the event loop. */
  private scheduled = false;
  private open = false;
  private readonly suspension: Suspension;
  /** While a question waits for its key: how to show it again after a suspension. */
  private question: (() => void) | null = null;
  private readonly onData = (chunk: Buffer | string): void => this.arrive(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  private readonly onGone = (): void => this.leave(LEAVING_SIGNALS.SIGHUP);
  private readonly onSignal = (signal: NodeJS.Signals): void => this.leave(LEAVING_SIGNALS[signal as keyof typeof LEAVING_SIGNALS]);
  /** Whatever ends the program, even a bug, the terminal is not left in raw mode. */
  private readonly onExit = (): void => this.stop();
  private readonly onContinue = (): void => {
    if (this.open) this.suspension.continued();
  };
  private readonly onResize = (): void => {
    if (this.open) this.handlers.resized?.();
  };

  /** `clock` and `stop` are the real ones unless a test gives its own; `modes`, the full screen's. */
  constructor(
    private readonly handlers: KeyboardHandlers,
    clock = new PlayClock(),
    stop: () => void = stopJob,
    private readonly modes: TerminalModes | null = null,
  ) {
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
    process.stdin.on('data', this.onData);
    process.stdin.on('end', this.onGone);
    process.stdin.on('error', this.onGone);
    process.on('SIGCONT', this.onContinue);
    process.on('exit', this.onExit);
    for (const signal of Object.keys(LEAVING_SIGNALS)) process.on(signal, this.onSignal);
    if (this.handlers.resized !== undefined) process.stdout.on('resize', this.onResize);
    this.raw(true);
    process.stdin.resume();
  }

  /** Gives the terminal back as it was found. Safe to call more than once. */
  stop(): void {
    if (!this.open) return;
    this.open = false;
    this.taker = null;
    process.stdin.off('data', this.onData);
    process.stdin.off('end', this.onGone);
    process.stdin.off('error', this.onGone);
    process.off('SIGCONT', this.onContinue);
    process.off('exit', this.onExit);
    for (const signal of Object.keys(LEAVING_SIGNALS)) process.off(signal, this.onSignal);
    process.stdout.off('resize', this.onResize);
    this.raw(false);
    process.stdin.pause();
  }

  /**
   * Keys go to `taker` as they come (those typed ahead first) until `release`, each
   * run of plain characters typed together as one key. They are handed over from the
   * event loop, a slice at a time, so that whatever is typed meanwhile is read.
   */
  take(taker: (key: Key) => void): void {
    this.taker = taker;
    this.schedule();
    if (this.open) process.stdin.resume();
  }

  release(): void {
    this.taker = null;
  }

  /** Puts a key back, to be the next one taken. */
  unread(key: Key): void {
    this.queue.unread(key);
  }

  /**
   * Everything typed so far and not yet taken is dropped, what the terminal holds
   * already included: at a hand-over between people, what the last one typed ahead is
   * not the next one's. Ctrl-C and Ctrl-Z among it are still acted on.
   */
  dropTypedAhead(): void {
    const paused = process.stdin.isPaused();
    process.stdin.pause();
    this.readAll();
    this.queue.clear();
    if (!paused && this.open) process.stdin.resume();
  }

  /**
   * The next key, waited for synchronously: one typed ahead, else one read from the
   * terminal. Whatever is read goes into the same queue as every key, so an answer
   * typed together with more keys leaves them for later. Ctrl-C and Ctrl-Z are acted
   * on here as anywhere, and never returned.
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
      // Esc alone: node's decoder would wait for the rest of an escape sequence on a
      // timer, which cannot fire while this waits, so it is taken as it is
      const key = this.queue.loneEscape() ?? this.queue.next();
      if (key !== undefined) return key;
      if (process.stdin.readableLength > 0) {
        // bytes node read before the pause: read() hands them on as data
        process.stdin.read();
        continue;
      }
      const bytes = this.readTerminal(true);
      if (bytes === null) {
        this.leave(LEAVING_SIGNALS.SIGHUP);
        throw new Error('the keyboard was left without ending the program');
      }
      this.arrive(bytes);
    }
  }

  /**
   * Bytes from the terminal, as they come: Ctrl-C leaves and Ctrl-Z suspends at once,
   * whatever waits before them (as a terminal's own Ctrl-C and Ctrl-Z do); the rest
   * waits in the queue, and the taker is given it at the next turn of the event loop.
   */
  private arrive(bytes: Buffer): void {
    if (bytes.includes(CTRL_C)) {
      this.leave(LEAVING_SIGNALS.SIGINT);
      return;
    }
    let rest = bytes;
    for (let at = rest.indexOf(CTRL_Z); at >= 0; at = rest.indexOf(CTRL_Z)) {
      this.queue.add(rest.subarray(0, at));
      rest = rest.subarray(at + 1);
      // what was typed before it goes to the line first, to be on the prompt after fg
      this.pump(true);
      this.suspension.suspend();
    }
    this.queue.add(rest);
    this.schedule();
  }

  /** Everything the terminal holds now, read into the queue without waiting. */
  private readAll(): void {
    while (process.stdin.readableLength > 0) process.stdin.read();
    for (let bytes = this.readTerminal(false); bytes !== null && bytes.length > 0; bytes = this.readTerminal(false)) this.arrive(bytes);
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

  private schedule(): void {
    if (this.scheduled || this.taker === null || this.queue.empty) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  /**
   * The keys decoded, or else the next slice of what was typed, to the taker, and the
   * rest at the next turn of the event loop; with `all`, everything now.
   */
  private pump(all = false): void {
    do {
      if (!this.queue.decoded) this.queue.decodeSlice();
      while (this.taker !== null) {
        const key = this.queue.nextRun();
        if (key === undefined) break;
        this.taker(key);
      }
    } while (all && this.taker !== null && !this.queue.empty);
    this.schedule();
  }

  /**
   * Raw bytes from the terminal: waited for when `wait`, else what is there now (an
   * empty buffer when nothing is); null when the terminal is gone.
   */
  private readTerminal(wait: boolean): Buffer | null {
    const buffer = Buffer.alloc(wait ? 256 : 64 * 1024);
    for (;;) {
      try {
        const count = readSync(0, buffer, 0, buffer.length, null);
        return count === 0 ? null : buffer.subarray(0, count);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK') return null;
        if (!wait) return buffer.subarray(0, 0);
        sleepSync(POLL_MS);
      }
    }
  }

  /** Raw mode, and the modes given with it: taken after raw mode, given back before it. */
  private raw(on: boolean): void {
    if (!on) this.modes?.giveBack();
    if (process.stdin.isTTY) process.stdin.setRawMode(on);
    if (on) this.modes?.take();
  }
}
