/**
 * The full screen's modes of the terminal: the alternate screen (as less, vim and htop
 * take it: the user's own screen is kept and comes back as it was), the cursor hidden,
 * and xterm's SGR mouse reporting (1000: presses and releases, 1002: drags, 1006: the
 * SGR form of the reports, which has no limit on the window's size and no bytes that
 * look like keys). Bracketed paste is not taken: the keyboard takes a paste as typed keys.
 *
 * They are given back, exactly as they were found, however the program goes:
 * - with raw mode, by the keyboard (keyboard.ts, `TerminalModes`): on quit, Ctrl-C, a
 *   signal that ends the program (SIGHUP, SIGINT, SIGQUIT, SIGTERM), the terminal gone,
 *   and on Ctrl-Z, before the whole job is stopped (suspension.ts), taken again when
 *   it goes on;
 * - here, on the process's exit whatever caused it. node emits 'exit' before it prints
 *   an error nobody caught (or a promise rejected with nobody to handle it), so such an
 *   error is printed on the user's own screen, after the modes are given back.
 *
 * Everything is written synchronously, so it is on the terminal before the program
 * stops or ends.
 */
import { writeSync } from 'node:fs';
import { sleepSync } from '../../engine/sleep.js';

const CSI = '\u001b[';

/** The alternate screen (and the cursor's place saved), the cursor hidden, then the mouse. */
export const TAKE = `${CSI}?1049h${CSI}?25l${CSI}?1006h${CSI}?1000h${CSI}?1002h`;
/** The mouse off, the colours reset, the cursor shown, and the user's own screen back with the cursor where it was. */
export const GIVE_BACK = `${CSI}?1002l${CSI}?1000l${CSI}?1006l${CSI}0m${CSI}?25h${CSI}?1049l`;

/** How many times a write the terminal is not ready for is tried again, a millisecond apart. */
const TRIES = 1000;

/**
 * Writes to the terminal (stdout) at once, whole: what node would hold in its stream's
 * buffer is lost if the program stops or ends first. Nothing is written when the
 * terminal is gone.
 */
export function writeToTerminal(text: string): void {
  let bytes = Buffer.from(text, 'utf8');
  for (let tries = 0; bytes.length > 0 && tries < TRIES; ) {
    try {
      bytes = bytes.subarray(writeSync(1, bytes));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EAGAIN' && code !== 'EWOULDBLOCK') return;
      tries += 1;
      sleepSync(1);
    }
  }
}

export class ScreenModes {
  private taken = false;
  private readonly onExit = (): void => this.giveBack();

  constructor(private readonly write: (text: string) => void = writeToTerminal) {}

  /** Whether the modes are taken now. */
  get active(): boolean {
    return this.taken;
  }

  /** Takes the modes (again after a suspension). The screen is then blank, and must be drawn whole. */
  take(): void {
    if (this.taken) return;
    this.taken = true;
    process.on('exit', this.onExit);
    this.write(TAKE);
  }

  /** Gives them back as they were found. Safe to call more than once. */
  giveBack(): void {
    if (!this.taken) return;
    this.taken = false;
    process.off('exit', this.onExit);
    this.write(GIVE_BACK);
  }
}
