/**
 * The front end that prints a session as text, for a pipe (the contract's text, byte
 * for byte) and for the line terminal (the same, with the column view, the status line
 * under the board, and lines broken to the screen by the Output it writes to): the
 * board through the game's render (or its picture, as text), each message as its lines, the
 * prompt, and the echo of a line read.
 */
import { LINE_WIDTH } from './columns.js';
import { pictureText } from './picture.js';
import type { GameDefinition } from './game.js';
import { echoOf, type InputLine } from './input.js';
import type { Output } from './output.js';
import type { BoardShown, SessionOutput } from './session-events.js';
import { statusLine, TOO_NARROW, type Layout } from './terminal-extras.js';
import { dimmed, type Theme } from './theme.js';

/** What of a game the text printer draws with. */
export type Drawing<V> = Pick<GameDefinition<unknown, unknown, V>, 'render' | 'picture'>;

export class TextPrinter<V> implements SessionOutput<V> {
  /**
   * `width` is the screen's, when a person reads the output (the column view is laid
   * out to it); absent on a pipe.
   */
  constructor(
    private readonly game: Drawing<V>,
    private readonly output: Output,
    private readonly theme: Theme,
    private readonly width?: () => number,
  ) {}

  /** The board; at a terminal, before a prompt, the status line under it. */
  board({ view, status, layout, moment }: BoardShown<V>): void {
    this.output.write(this.lines(view, layout));
    if (status === null || moment !== 'turn') return;
    this.output.write(`${dimmed(this.theme, statusLine(status.describe, status.moves, status.playedMs, status.score))}\n`);
  }

  message(text: string): void {
    this.output.write(`${text}\n`);
  }

  inputEnded(): void {
    this.output.write('\n');
  }

  prompt(text: string): void {
    this.output.write(text);
  }

  /** A line read, written back after its prompt, as a transcript shows it. */
  echo(line: InputLine): void {
    this.output.write(`${echoOf(line)}\n`);
  }

  /**
   * The board in the layout chosen: the contract's lines unless `view` chose columns,
   * and the lines after a line that says so when the columns cannot fit the screen.
   */
  private lines(view: V, layout: Layout): string {
    const { game, theme } = this;
    const picture = layout === 'columns' ? game.picture?.(view, { width: this.width?.() ?? LINE_WIDTH }) : undefined;
    const columns = picture === undefined || picture === null ? picture : pictureText(picture, theme);
    if (columns === undefined) return game.render(view, theme);
    return columns ?? `${dimmed(theme, TOO_NARROW)}\n${game.render(view, theme)}`;
  }
}
