/**
 * What the full screen shows, and what a key or a click does to it: the table as the
 * session last told it (a seat's view, drawn through the game's picture), the messages,
 * the command line (editor.ts), the cards picked with the mouse, the question asked,
 * and a page of text over the table (help, Cassino's scoreboard). It draws through the
 * presenter (compose.ts) and hands the frame on; it reads no key and writes nothing
 * itself, so each of its answers can be followed in a test.
 */
import type { GameDefinition } from '../../engine/game.js';
import { litSpans, type Pick, type Picture, type Span } from '../../engine/picture.js';
import type { Answer, BoardShown, MessageKind, Question, SessionOutput } from '../../engine/session-events.js';
import { statusLine } from '../../engine/terminal-extras.js';
import type { Theme } from '../../engine/theme.js';
import { columnsOf } from '../../engine/char-width.js';
import { wrapLine } from '../../engine/wrap.js';
import { isCtrl, type Key } from '../keyboard.js';
import type { Completer } from '../line-editor.js';
import type { MouseEvent } from './mouse.js';
import { composeScreen, hitTest, tableRoom, type ScreenLayout, type ScreenMessage, type Size } from './compose.js';
import { edit, newLine, remember, type EditorState, type EditorStep } from './editor.js';
import type { Frame } from './frame.js';

export type { Size } from './compose.js';

/** The messages kept: more than any screen shows. */
const KEPT_MESSAGES = 200;
/** A message of this many lines or more (help, `score`, `log`) is shown over the table as a page. */
const PAGE_LINES = 4;
/** The line under a page over the table. */
const PAGE_NOTE = 'Space: more \u00b7 any other key: back to the table';

/** The key's answer to a question: its answer, 'redraw' (Ctrl-L), or null (not an answer: asked on). */
export type KeyAnswer = Answer | 'redraw' | null;

/** What a key did to the command line: the editor's step, or nothing to tell. */
export type LineStep = EditorStep | { readonly kind: 'none' };

/** The same pile or card: the same words and the same run. */
function samePick(a: Pick, b: Pick): boolean {
  return a.run === b.run && a.words.length === b.words.length && a.words.every((word, i) => word === b.words[i]);
}

function keyName(key: Key): string {
  return key.name ?? key.sequence;
}

export class ScreenState<V> {
  private messages: ScreenMessage[] = [];
  private board: BoardShown<V> | null = null;
  /** No table shown: a hotseat's hand-over. */
  private hidden = false;
  /** A page over the table, and the first of its lines shown. */
  private page: { readonly lines: readonly string[]; readonly top: number } | null = null;
  private line: { readonly prompt: string; readonly seat: number; state: EditorState } | null = null;
  /** Each person's own earlier lines. */
  private readonly histories = new Map<number, readonly string[]>();
  private picks: Pick[] = [];
  /** The pick a press of the left button made, while the button is held: a release elsewhere drops it there. */
  private dragged: Pick | null = null;
  private question: { readonly lines: readonly string[] } | null = null;
  private layout: ScreenLayout = { table: null };
  /** The last game's result and statistics, for the user's own screen afterwards. */
  private closing: string[] = [];

  constructor(
    private readonly game: GameDefinition<unknown, unknown, V>,
    private readonly theme: Theme,
    private readonly size: () => Size,
    private readonly show: (frame: Frame) => void,
  ) {}

  /** The session's output: it draws what the session tells. */
  output(): SessionOutput<V> {
    return {
      // drawn when the person is next waited for (a line, a question, a step of solve):
      // a turn of computers' plays draws once, not once a play
      board: (shown) => {
        this.board = shown;
        this.hidden = false;
        this.picks = [];
      },
      message: (text, kind) => this.say(text, kind),
      inputEnded: () => undefined,
    };
  }

  say(text: string, kind: MessageKind): void {
    if (kind === 'result' || kind === 'record') this.closing.push(text);
    const lines = text.split('\n');
    if (kind === 'help' || lines.length >= PAGE_LINES) {
      this.page = { lines, top: 0 };
      return;
    }
    this.messages.push({ text, kind });
    if (this.messages.length > KEPT_MESSAGES) this.messages = this.messages.slice(-KEPT_MESSAGES);
  }

  /** The person at `seat` is asked for a line. */
  beginLine(prompt: string, seat: number): void {
    this.line = { prompt, seat, state: newLine(this.histories.get(seat) ?? []) };
    this.draw();
  }

  /** A key (or a click) while a line is asked for. */
  key(key: Key, complete: Completer): LineStep {
    const step = this.lineStep(key, complete);
    if (step.kind === 'line' || step.kind === 'end') {
      if (step.kind === 'line' && this.line !== null) this.histories.set(this.line.seat, step.history);
      this.line = null;
      this.picks = [];
    }
    this.draw();
    return step;
  }

  private lineStep(key: Key, complete: Completer): LineStep {
    const line = this.line;
    if (line === null) return { kind: 'none' };
    if (key.name === 'mouse') return key.mouse === undefined ? { kind: 'none' } : this.click(key.mouse);
    if (isCtrl(key, 'g') || (line.state.text === '' && /^[gG]$/.test(key.sequence) && this.game.commands?.['score'] !== undefined)) {
      this.showScoreboard();
      return { kind: 'none' };
    }
    if (this.page !== null) {
      if (keyName(key) === 'space' || key.sequence === ' ' || keyName(key) === 'pagedown') {
        this.turnPage();
        return { kind: 'none' };
      }
      this.page = null;
      if (['escape', 'return', 'enter'].includes(keyName(key))) return { kind: 'none' };
    }
    if (keyName(key) === 'escape' && this.picks.length > 0) {
      this.picks = [];
      return { kind: 'none' };
    }
    if (['return', 'enter'].includes(keyName(key)) && line.state.text === '' && this.picks.length > 0) {
      return this.play(this.gathered());
    }
    const step = edit(line.state, key, complete);
    if (step.kind === 'edit' || step.kind === 'redraw') line.state = step.state;
    return step;
  }

  /** Cassino's scoreboard (the game's `score` command) over the table, or away again; what is typed stays. */
  private showScoreboard(): void {
    const score = this.game.commands?.['score'];
    if (score === undefined || this.board === null) return;
    this.page = this.page === null ? { lines: score(this.board.view).replace(/\n$/, '').split('\n'), top: 0 } : null;
  }

  private turnPage(): void {
    const page = this.page;
    if (page === null) return;
    const top = page.top + this.pageRows();
    this.page = top >= this.pageLines(this.size().width).length ? null : { lines: page.lines, top };
  }

  /** The page's lines broken to the screen's width. */
  private pageLines(width: number): string[] {
    return (this.page?.lines ?? []).flatMap((line) => wrapLine(line, width));
  }

  /** The rows of the table's room a page shows (its note under them). */
  private pageRows(): number {
    return Math.max(1, tableRoom(this.size()).height - 1);
  }

  /** The move the picks so far make, when they gather (Cassino: the hand card and the table cards it takes). */
  private gathered(): string | null {
    const [first, ...rest] = this.picks;
    if (first === undefined || this.board === null || this.game.movePick === undefined) return null;
    const [to, ...more] = rest.length === 0 ? [first] : rest;
    return this.game.movePick(this.board.view, first, to as Pick, ...more);
  }

  /** A click: picks, or plays the move the picks make. */
  private click(mouse: MouseEvent): LineStep {
    if (mouse.button !== 'left' && !(mouse.kind === 'release' && this.dragged !== null)) return { kind: 'none' };
    const pick = hitTest(this.layout, mouse.x, mouse.y);
    if (mouse.kind === 'release') {
      // a card dragged from where it was pressed and let go on another pile: the drop
      const from = this.dragged;
      this.dragged = null;
      if (from === null || pick === null || samePick(from, pick) || this.game.picksGather === true) return { kind: 'none' };
      return this.drop(pick);
    }
    if (mouse.kind !== 'press') return { kind: 'none' };
    this.page = null;
    const step = this.drop(pick);
    // a press that picked (and played nothing) may be the start of a drag
    this.dragged = step.kind === 'none' && this.picks.length === 1 && pick !== null ? pick : null;
    return step;
  }

  /** A click on `pick` (or on nothing): picks it, or plays the move the picks make with it. */
  private drop(pick: Pick | null): LineStep {
    const first = this.picks[0];
    if (pick === null) {
      this.picks = [];
      return { kind: 'none' };
    }
    if (first === undefined || this.board === null || this.game.movePick === undefined) {
      this.picks = [pick];
      return { kind: 'none' };
    }
    if (this.game.picksGather === true && !samePick(first, pick)) {
      // a table card taken, or let go again
      const at = this.picks.findIndex((picked) => samePick(picked, pick));
      if (at > 0) this.picks.splice(at, 1);
      else this.picks.push(pick);
      return { kind: 'none' };
    }
    const move = this.game.picksGather === true ? this.gathered() : this.game.movePick(this.board.view, first, pick);
    if (move === null) {
      this.picks = [pick];
      return { kind: 'none' };
    }
    return this.play(move);
  }

  /** A picked move, written into the command line in its typed form, then played as if typed. */
  private play(move: string | null): LineStep {
    const line = this.line;
    this.picks = [];
    if (move === null || line === null) return { kind: 'none' };
    line.state = { ...newLine(line.state.history), text: move, cursor: move.length };
    this.draw();
    return { kind: 'line', line: move, history: remember(line.state.history, move), again: false };
  }

  /** A question drawn in place of the command line. */
  ask(question: Question): void {
    switch (question.kind) {
      case 'save':
      case 'pause':
        this.question = { lines: [question.text] };
        break;
      case 'hand-over':
        // nothing of the last person's is left on the screen for the next one
        this.hidden = true;
        this.messages = [];
        this.page = null;
        this.question = { lines: [`Pass to ${question.seat.name}, then press Enter`] };
        break;
      case 'over':
        this.question = { lines: ['n: a new deal \u00b7 a: this deal again \u00b7 q: quit'] };
        break;
      case 'step':
        return;
    }
    this.draw();
  }

  /** What a key answers to the question, as the line terminal's keys answer it. */
  answer(question: Question, key: Key): KeyAnswer {
    const name = keyName(key);
    if (isCtrl(key, 'l')) return 'redraw';
    switch (question.kind) {
      case 'save':
        return name === 'y' ? 'save' : name === 'n' ? 'discard' : name === 'escape' ? 'back' : null;
      case 'pause':
      case 'hand-over':
        return name === 'return' || name === 'enter' ? 'ok' : null;
      case 'over':
        // a new game's result replaces this one's on the user's screen afterwards
        if (name === 'n' || name === 'a') this.closing = [];
        return name === 'n' ? 'new' : name === 'a' ? 'again' : name === 'q' || name === 'escape' ? 'quit' : null;
      case 'step':
        return 'finish';
    }
  }

  /** The question is answered. */
  asked(): void {
    this.question = null;
  }

  /** The lines to print on the user's own screen when the full screen is left: the last game's result and statistics. */
  afterwards(): readonly string[] {
    return this.closing;
  }

  /** Draws the screen as it is now. */
  draw(): void {
    const size = this.size();
    const room = tableRoom(size);
    const picture = this.picture(room);
    const table = typeof picture === 'string' ? null : picture;
    const lit = new Set<Span>(table !== null && this.page === null && this.line !== null ? litSpans(table, this.line.state.text) : []);
    const picked = new Set<Span>(table === null ? [] : table.rows.flatMap((row) => row.filter((span) => span.pick !== undefined && this.picks.some((pick) => samePick(pick, span.pick as Pick)))));
    const status = this.board?.status ?? null;
    const composed = composeScreen({
      picture,
      messages: this.messages,
      status: status === null ? null : statusLine(status.describe, status.moves, status.playedMs, status.score),
      commandLine: this.line === null || this.question !== null ? null : { prompt: this.line.prompt, state: this.line.state },
      question: this.question,
      lit,
      picked,
      size,
      theme: { colour: this.theme.colour },
      logBeside: true,
    });
    // a page over the table is not the table: nothing on it is picked
    this.layout = this.page === null ? composed.layout : { table: null };
    this.show(composed.frame);
  }

  private picture(room: Size): Picture | 'hidden' | 'unfit' {
    if (this.hidden) return 'hidden';
    if (this.page !== null) {
      const lines = this.pageLines(room.width);
      const rows = this.pageRows();
      return pagePicture(lines.slice(this.page.top, this.page.top + rows), this.page.top + rows < lines.length);
    }
    if (this.board === null) return 'hidden';
    return this.game.picture?.(this.board.view, room) ?? 'unfit';
  }
}

/** Lines of text as a picture over the table, the note under them. */
function pagePicture(lines: readonly string[], more: boolean): Picture {
  const note = more ? PAGE_NOTE : PAGE_NOTE.replace(/^Space: more \u00b7 /, '');
  const rows = [...lines.map((text) => [{ x: 0, text, style: 'plain' as const }]), [{ x: 0, text: note, style: 'faint' as const }]];
  return { rows, width: Math.max(...rows.map((row) => columnsOf(row[0]?.text ?? ''))), height: rows.length };
}
