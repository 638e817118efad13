/**
 * The real program in a real terminal emulator: a tmux window of a given size running a
 * login-free bash, so tests see the screen as a person sees it (tmux keeps the cells,
 * whatever the program wrote to change them) and can resize the window, stop the job
 * with Ctrl-Z, and read the terminal's modes (the alternate screen, the cursor, the
 * mouse) as tmux knows them. Every wait is for something on the screen or in the
 * modes, never for a time; the time limit only ends a test that would hang.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { BIN, cleanEnv, tempDir } from './cli.js';

/** The longest a wait goes on before the test fails: far beyond a loaded machine's slowest screen. */
const LIMIT_MS = 60_000;

function tmux(...args: string[]): string {
  return execFileSync('tmux', args, { encoding: 'utf8' });
}

/** The shell's quoting of one word. */
function quoted(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

export interface Window {
  readonly width: number;
  readonly height: number;
}

export class TmuxScreen {
  private readonly name = `ct-${randomBytes(4).toString('hex')}`;
  /**
   * A server of its own for each screen: with one shared, closing the last session makes
   * the server exit, and a screen opened then could reach the exiting server
   * ("server exited unexpectedly", "no server running"; test/cli/tmux-screens.test.ts).
   */
  private readonly socket = `ct-test-${process.pid}-${this.name}`;
  /** The server's socket file, removed on close (tmux leaves it). */
  private readonly socketPath: string;
  readonly cwd: string;

  constructor(size: Window = { width: 80, height: 24 }, env: Record<string, string> = {}, cwd: string = tempDir()) {
    this.cwd = cwd;
    const environment = cleanEnv({ TERM: 'xterm-256color', PS1: '$ ', ...env });
    const exports = Object.entries(environment)
      .filter(([key, value]) => value !== undefined && /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !['TMUX', 'TMUX_PANE'].includes(key))
      .map(([key, value]) => `export ${key}=${quoted(value as string)};`)
      .join(' ');
    this.run('new-session', '-d', '-s', this.name, '-x', String(size.width), '-y', String(size.height), '-c', cwd,
      `env -i bash --norc --noprofile -c ${quoted(`${exports} exec bash --norc --noprofile -i`)}`);
    this.run('set-option', '-t', this.name, 'status', 'off');
    this.run('set-window-option', '-t', this.name, 'window-size', 'manual');
    this.run('resize-window', '-t', this.name, '-x', String(size.width), '-y', String(size.height));
    this.socketPath = this.mode('socket_path');
  }

  private run(...args: string[]): string {
    return tmux('-L', this.socket, ...args);
  }

  /** Types a command line into the shell and Enter. */
  command(line: string): void {
    this.run('send-keys', '-t', this.name, '-l', line);
    this.run('send-keys', '-t', this.name, 'Enter');
  }

  /** The program with `args`, from the shell. */
  start(args: readonly string[], env: Record<string, string> = {}): void {
    const prefix = Object.entries(env).map(([key, value]) => `${key}=${quoted(value)} `).join('');
    this.command(`${prefix}${quoted(process.execPath)} ${quoted(BIN)} ${args.map(quoted).join(' ')}`);
  }

  /** Text typed as it is (each character a key). */
  type(text: string): void {
    this.run('send-keys', '-t', this.name, '-l', text);
  }

  /** Keys by tmux's names: Enter, Escape, C-c, C-z, C-l. */
  keys(...names: string[]): void {
    this.run('send-keys', '-t', this.name, ...names);
  }

  /** A left click at cell (x, y), counted from 0, as xterm's SGR mouse reports it: press, then release. */
  click(x: number, y: number): void {
    this.type(`\u001b[<0;${x + 1};${y + 1}M\u001b[<0;${x + 1};${y + 1}m`);
  }

  /** A drag with the left button from one cell to another: press, a move with the button held, release. */
  drag(from: { x: number; y: number }, to: { x: number; y: number }): void {
    this.type(`\u001b[<0;${from.x + 1};${from.y + 1}M\u001b[<32;${to.x + 1};${to.y + 1}M\u001b[<0;${to.x + 1};${to.y + 1}m`);
  }

  /** The screen as it shows now, one line a row, trailing blanks trimmed. */
  screen(): string {
    return this.run('capture-pane', '-p', '-t', this.name);
  }

  /** The screen with its styles, as SGR sequences (tmux's capture-pane -e). */
  styled(): string {
    return this.run('capture-pane', '-p', '-e', '-t', this.name);
  }

  /** One of tmux's formats for the pane: alternate_on, cursor_flag, mouse_any_flag, mouse_sgr_flag, pane_width. */
  mode(format: string): string {
    return this.run('display-message', '-p', '-t', this.name, `#{${format}}`).trim();
  }

  resize(size: Window): void {
    this.run('resize-window', '-t', this.name, '-x', String(size.width), '-y', String(size.height));
  }

  /** Waits until `check` holds of the screen; its last screen. */
  async waitFor(check: string | RegExp | ((screen: string) => boolean), what?: string): Promise<string> {
    const test = typeof check === 'function' ? check : typeof check === 'string' ? (s: string) => s.includes(check) : (s: string) => check.test(s);
    const started = Date.now();
    for (;;) {
      const shown = this.screen();
      if (test(shown)) return shown;
      if (Date.now() - started > LIMIT_MS) throw new Error(`the screen never showed ${what ?? String(check)}; it shows:\n${shown}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Waits until the pane's format reads `value`. */
  async waitForMode(format: string, value: string): Promise<void> {
    const started = Date.now();
    while (this.mode(format) !== value) {
      if (Date.now() - started > LIMIT_MS) throw new Error(`${format} never became ${value}; the screen:\n${this.screen()}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** The shell's prompt is back (the program has ended or stopped). */
  async waitForShell(): Promise<string> {
    return this.waitFor((s) => s.trimEnd().split('\n').pop()?.trim() === '$', 'the shell prompt');
  }

  close(): void {
    try {
      this.run('kill-server');
    } catch {
      // already gone
    }
    rmSync(this.socketPath, { force: true });
  }
}
