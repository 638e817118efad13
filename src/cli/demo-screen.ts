/**
 * `cardtable demo klondike` at a terminal (screen/wanted.ts): each deal in turn on the
 * full screen as the computer plays it, a move at a time. The table is the game's
 * picture, the moves played are the messages under it, the status line says the deal,
 * the moves and the deals won so far. A move every MOVE_MS (a slow hint takes its own
 * time instead); any key finishes the deal at once, without pauses, and the table it
 * ends on stays a moment (a key goes on at once); q leaves. The keyboard holds the
 * terminal and its modes (keyboard.ts): Ctrl-C, the signals and Ctrl-Z do what they do
 * in a game, and the screen is drawn again whole after fg and when the window changes.
 *
 * The lines a pipe gets (each deal's, then the summary) are for the caller to print,
 * once the terminal is given back: the deals played to their end, in order.
 */
import { klondike } from '../games/klondike/index.js';
import { dealGame } from '../games/klondike/deal.js';
import { demoSteps, type DemoEnd } from '../games/klondike/demo.js';
import { formatMove } from '../games/klondike/notation.js';
import type { KlondikeMove, KlondikeRules, KlondikeState } from '../games/klondike/state.js';
import { decideColour } from '../engine/theme.js';
import type { Context } from './context.js';
import { dealLine } from './demo-task.js';
import { Keyboard, type Key } from './keyboard.js';
import { composeScreen, tableRoom, type ScreenMessage, type ScreenTheme, type Size } from './screen/compose.js';
import { FrameWriter } from './screen/frame.js';
import { ScreenModes, writeToTerminal } from './screen/modes.js';
import { Pause } from './screen/pause.js';

/** The pause a move, in milliseconds: the time the hint took counts towards it. */
export const MOVE_MS = 150;
/** How long the table a deal ends on stays, before the next deal or the end. */
export const DEAL_END_MS = 1500;
/** The messages kept: more than a tall window shows. */
const MESSAGES_KEPT = 20;

/** The deals watched to their end: their lines, as a pipe prints them, and the tally for the summary. */
export interface WatchedDeals {
  readonly lines: readonly string[];
  readonly won: number;
  readonly moves: number;
}

/** Where the demo is: playing a deal (a key finishes it), or showing how it ended (a key goes on). */
type Phase = 'playing' | 'ended';

class DemoScreen {
  private readonly writer = new FrameWriter(writeToTerminal);
  private readonly theme: ScreenTheme;
  readonly pause = new Pause();
  state: KlondikeState | null = null;
  messages: ScreenMessage[] = [];
  seed = 0;
  /** Which deal of how many (1 of 1 for one deal). */
  deal = { index: 1, of: 1 };
  moves = 0;
  won = 0;
  finished = 0;
  phase: Phase = 'playing';
  /** A key was pressed while the deal was played: the rest of it without pauses. */
  hurry = false;
  quit = false;

  constructor(context: Context) {
    this.theme = { colour: decideColour(undefined, context.env, true) };
  }

  /** A key: q leaves; any other, while a deal is played, finishes it at once, and once it has ended goes on. */
  key(key: Key): void {
    if (key.mouse !== undefined) return;
    if (key.sequence === 'q' || key.sequence === 'Q') this.quit = true;
    else if (this.phase === 'playing') this.hurry = true;
    this.pause.cut();
  }

  say(text: string, kind: ScreenMessage['kind']): void {
    this.messages.push({ text, kind });
    if (this.messages.length > MESSAGES_KEPT) this.messages.splice(0, this.messages.length - MESSAGES_KEPT);
  }

  /** The screen drawn: the changes since the last frame, or `whole` (the window changed, the modes taken again). */
  draw(whole = false): void {
    if (this.state === null) return;
    if (whole) this.writer.invalidate();
    const size = windowSize();
    const picture = klondike.picture?.(klondike.view(this.state, 0), tableRoom(size)) ?? null;
    const { frame } = composeScreen({
      picture: picture ?? 'unfit',
      messages: this.messages,
      status: this.status(size),
      commandLine: null,
      question: null,
      lit: new Set(),
      picked: new Set(),
      size,
      theme: this.theme,
    });
    this.writer.draw(frame);
  }

  /** The deal, its moves and the deals won so far; the keys too where they fit. */
  private status(size: Size): string {
    const which = this.deal.of > 1 ? ` (${this.deal.index} of ${this.deal.of})` : '';
    const text = `Deal ${this.seed}${which} · ${this.moves} ${this.moves === 1 ? 'move' : 'moves'} · won ${this.won} of ${this.finished}`;
    const keys = this.phase === 'ended' ? 'any key: go on · q: quit' : this.hurry ? 'finishing the deal · q: quit' : 'any key: finish the deal · q: quit';
    const both = `${text}   ${keys}`;
    // the status line is written from its second column, and leaves the last free
    return both.length <= size.width - 2 ? both : text;
  }
}

/** The window's size; script(1) and some terminals say 0 until set, taken as 80 by 24. */
function windowSize(): Size {
  return { width: process.stdout.columns || 80, height: process.stdout.rows || 24 };
}

/** The result of a deal, as a message: won, or lost and why the hint named no move. */
function resultText(seed: number, moves: number, end: DemoEnd): string {
  const count = `${moves} ${moves === 1 ? 'move' : 'moves'}`;
  return end.won ? `Deal ${seed} won in ${count}.` : `Deal ${seed} lost after ${count}. ${end.reason ?? ''}`.trimEnd();
}

/** One deal on the screen, move by move; its line, or null when q left before its end. */
async function watchDeal(screen: DemoScreen, seed: number, rules: KlondikeRules): Promise<{ line: string; won: boolean } | null> {
  screen.seed = seed;
  screen.moves = 0;
  screen.messages = [];
  screen.phase = 'playing';
  screen.hurry = false;
  screen.state = dealGame(seed, rules);
  screen.draw();
  await screen.pause.wait(MOVE_MS);
  const played: KlondikeMove[] = [];
  const steps = demoSteps(seed, rules);
  for (;;) {
    if (screen.quit) return null;
    const step = steps.next();
    if (step.done === true) {
      screen.phase = 'ended';
      screen.say(resultText(seed, played.length, step.value), 'result');
      return { line: dealLine(seed, step.value.won, played), won: step.value.won };
    }
    played.push(step.value.move);
    screen.state = step.value.state;
    screen.moves = played.length;
    screen.say(`Move ${played.length}: ${formatMove(step.value.move)}`, 'log');
    screen.draw();
    // hurried, the event loop still turns between moves: q, Ctrl-C and the window's changes are seen
    await screen.pause.wait(screen.hurry ? 0 : MOVE_MS - step.value.hintMs);
  }
}

/**
 * The deals from..last watched in turn on the full screen, until the last has ended or
 * q is pressed; the terminal given back when it returns. Ctrl-C and the signals that
 * end a program end it with their status, the terminal given back first.
 */
export async function watchDeals(from: number, last: number, rules: KlondikeRules, context: Context): Promise<WatchedDeals> {
  const screen = new DemoScreen(context);
  const keyboard = new Keyboard(
    {
      interrupt: (status) => process.exit(status),
      continued: () => screen.draw(true),
      resized: () => screen.draw(true),
    },
    undefined,
    undefined,
    new ScreenModes(),
  );
  const lines: string[] = [];
  let moves = 0;
  keyboard.start();
  keyboard.take((key) => screen.key(key));
  try {
    screen.deal = { index: 1, of: last - from + 1 };
    for (let seed = from; seed <= last && !screen.quit; seed += 1, screen.deal = { ...screen.deal, index: screen.deal.index + 1 }) {
      const ended = await watchDeal(screen, seed, rules);
      if (ended === null) break;
      lines.push(ended.line);
      moves += screen.moves;
      screen.finished += 1;
      if (ended.won) screen.won += 1;
      screen.draw();
      await screen.pause.wait(DEAL_END_MS);
    }
  } finally {
    keyboard.stop();
  }
  return { lines, won: screen.won, moves };
}
