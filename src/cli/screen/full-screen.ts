/**
 * A game played on the full screen: the session's core (session-core.ts) presented as
 * one table drawn in place on the terminal's alternate screen, with the last messages
 * under it, the status line and the command line at the bottom (compose.ts), changed
 * in place frame by frame (frame.ts). Typed lines go through the same parser as
 * everywhere; the command line is the editor model (editor.ts) over the same keyboard
 * as the line terminal (keyboard.ts: Ctrl-C and Ctrl-Z at once, the queue, long
 * pastes); the mouse picks cards (the game's picture says what each span stands for).
 *
 * The screen's state and what each key and click does are in screen-state.ts; this
 * file wires them to the keyboard, the terminal and the session.
 */
import type { SessionEnd, SessionSetup } from '../../engine/session.js';
import { SessionCore } from '../../engine/session-core.js';
import { playAsync } from '../../engine/session-async.js';
import type { Answer, Question } from '../../engine/session-events.js';
import type { AnySetup } from '../../engine/setup.js';
import type { InputLine } from '../../engine/input.js';
import type { Context } from '../context.js';
import { Keyboard, type Key } from '../keyboard.js';
import { completer } from '../line-editor.js';
import type { Start } from '../play.js';
import { terminalExtras, type TerminalOptions } from '../at-terminal.js';
import { FrameWriter } from './frame.js';
import { ScreenModes, writeToTerminal } from './modes.js';
import { ScreenState, type Size } from './screen-state.js';

/** How long a move of `solve` stays on the screen before the next is played. */
export const STEP_MS = 150;

/** The terminal's size now. */
function terminalSize(): Size {
  return { width: process.stdout.columns || 80, height: process.stdout.rows || 24 };
}

/**
 * Plays a game on the full screen until it is over (and nothing more is wanted), quit,
 * or the input ends (Ctrl-D). The terminal is given back as it was found however the
 * program leaves; the game's last result and statistics are then printed on the
 * user's own screen.
 */
export async function playFullScreen<S, M, V>(
  start: Start<S, M, V>,
  setup: AnySetup,
  base: SessionSetup,
  options: TerminalOptions,
  context: Context,
): Promise<SessionEnd> {
  const modes = new ScreenModes();
  const writer = new FrameWriter(writeToTerminal);
  let core: SessionCore<S, M, V> | null = null;
  const shown = new ScreenState<V>(start.game, base.theme, terminalSize, (frame) => writer.draw(frame));
  const redrawWhole = (): void => {
    writer.invalidate();
    // nothing is drawn on the user's own screen, before the modes are taken or after they are given back
    if (modes.active) shown.draw();
  };
  const keyboard = new Keyboard({
    interrupt: (status) => {
      try {
        core?.interrupted();
      } catch {
        // the statistics' lines could not be written: the terminal is gone
      }
      process.exit(status);
    },
    // the modes were taken again: the screen is blank
    continued: () => redrawWhole(),
    resized: () => redrawWhole(),
  }, undefined, undefined, modes);

  keyboard.start();
  const terminal = terminalExtras(setup, options, context, keyboard);
  shown.say(start.greeting, 'info');
  const playing = new SessionCore(start.game, start.history, { ...base, terminal, handsOver: true, animates: true, offersAgain: true }, shown.output());
  core = playing;
  const complete = completer((typed) => playing.completions(typed));

  /** Keys go to `onKey` until it says it is done. */
  const takeKeys = <T>(onKey: (key: Key, done: (value: T) => void) => void): Promise<T> =>
    new Promise<T>((resolve) => {
      keyboard.take((key) => onKey(key, (value) => {
        keyboard.release();
        resolve(value);
      }));
    });

  const readLine = (prompt: string, seat: number): Promise<InputLine | null> => {
    shown.beginLine(prompt, seat);
    return takeKeys<InputLine | null>((key, done) => {
      const step = shown.key(key, complete);
      if (step.kind === 'redraw') redrawWhole();
      else if (step.kind === 'line') {
        if (step.again) keyboard.unread(key);
        done(step.line);
      } else if (step.kind === 'end') done(null);
    });
  };

  const ask = (question: Question): Promise<Answer> => {
    if (question.kind === 'step') return stepPause(shown, keyboard, takeKeys);
    if (question.kind === 'hand-over') keyboard.dropTypedAhead();
    shown.ask(question);
    return takeKeys<Answer>((key, done) => {
      const answer = shown.answer(question, key);
      if (answer === 'redraw') redrawWhole();
      else if (answer !== null) {
        shown.asked();
        done(answer);
      }
    });
  };

  modes.take();
  try {
    return await playAsync(playing, { readLine, ask });
  } finally {
    keyboard.stop();
    modes.giveBack();
    const after = shown.afterwards();
    if (after.length > 0) context.stdout.write(`${after.join('\n')}\n`);
  }
}

/** A move of `solve` stays a moment on the screen; any key plays the rest at once. */
function stepPause<V>(
  shown: ScreenState<V>,
  keyboard: Keyboard,
  takeKeys: <T>(onKey: (key: Key, done: (value: T) => void) => void) => Promise<T>,
): Promise<Answer> {
  shown.draw();
  let timer: NodeJS.Timeout | undefined;
  const pressed = takeKeys<Answer>((_key, done) => done('finish'));
  const waited = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => {
      keyboard.release();
      resolve('go on');
    }, STEP_MS);
  });
  return Promise.race([pressed, waited]).finally(() => clearTimeout(timer));
}
