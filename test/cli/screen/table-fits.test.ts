/**
 * The whole full screen for each game: the game's picture drawn for the room the
 * screen leaves its table (tableRoom), laid out by composeScreen with messages, the
 * status line and the command line, at windows of 40x20, 80x24, 200x60 and a sweep
 * between, for fresh deals and positions deep in random play. The window is never
 * called too small, and the frame's cells (read as a person reads the screen) show
 * every card the seat can see exactly once, every face-down card as a back, and each
 * span of the table where the picture put it, nothing cut at the window's edge.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeScreen, tableRoom, type ScreenMessage, type Size } from '../../../src/cli/screen/compose.js';
import { newLine } from '../../../src/cli/screen/editor.js';
import type { Frame } from '../../../src/cli/screen/frame.js';
import type { Card } from '../../../src/engine/card.js';
import { columnsOf } from '../../../src/engine/char-width.js';
import type { GameDefinition } from '../../../src/engine/game.js';
import type { Picture } from '../../../src/engine/picture.js';
import { statusLine } from '../../../src/engine/terminal-extras.js';
import { dealGame as dealCassino } from '../../../src/games/cassino/deal.js';
import { cassino } from '../../../src/games/cassino/index.js';
import type { CassinoState, CassinoView } from '../../../src/games/cassino/state.js';
import { dealGame as dealFreeCell } from '../../../src/games/freecell/deal.js';
import { freecell } from '../../../src/games/freecell/index.js';
import type { FreeCellState } from '../../../src/games/freecell/state.js';
import { dealGame as dealKlondike } from '../../../src/games/klondike/deal.js';
import { klondike } from '../../../src/games/klondike/index.js';
import type { KlondikeRules, KlondikeState, KlondikeView } from '../../../src/games/klondike/state.js';
import { eachOnce } from '../../helpers/picture.js';
import { CASSINO_NAMES, cassinoLaidOutBy, cassinoPlayedBy, freeCellPlayed, klondikeInSight, klondikePlayedUnder } from '../../helpers/random-play.js';

/** The windows the issue names. */
const WINDOWS: readonly Size[] = [
  { width: 40, height: 20 },
  { width: 80, height: 24 },
  { width: 200, height: 60 },
];

/** Windows from 40x20 to 200x60, a few columns and rows apart, the corners included. */
const WINDOW_SWEEP: readonly Size[] = [40, 41, 44, 49, 55, 63, 72, 80, 81, 95, 112, 132, 155, 178, 199, 200].flatMap((width) =>
  [20, 21, 22, 24, 25, 28, 33, 39, 46, 53, 59, 60].map((height) => ({ width, height })),
);

/** What the seat can see: the cards face up, and how many face down. */
interface InSight {
  readonly cards: readonly Card[];
  readonly backs: number;
}

/** A card's name wherever it is printed: rank (10 before the single ranks) then suit. */
const CARD_NAME = /(?:10|[2-9AJQK])[♣♦♥♠]/gu;

/** Messages with no card and no `#` in them, so that what the frame shows of cards and backs is the table's. */
const MESSAGES: readonly ScreenMessage[] = [
  { text: 'Bob trailed a card.', kind: 'log' },
  { text: 'Cid took two cards.', kind: 'log' },
  { text: 'That card cannot go there.', kind: 'refusal' },
  { text: 'Hint: try the other pile.', kind: 'hint' },
];

/** The screen the game's view makes in a window of `size`. */
function screen<V>(game: GameDefinition<unknown, unknown, V>, view: V, size: Size, logBeside: boolean): { frame: Frame; picture: Picture } {
  const drawn = game.picture?.(view, tableRoom(size)) ?? null;
  expect(drawn, `${game.title}: no picture for the table of a ${size.width}x${size.height} window`).not.toBeNull();
  const picture = drawn as Picture;
  const { frame, layout } = composeScreen({
    picture,
    messages: MESSAGES,
    status: statusLine(`${game.title} game #1`, 12, 185_000, null),
    commandLine: { prompt: game.prompt(view), state: newLine() },
    question: null,
    lit: new Set(),
    picked: new Set(),
    size,
    theme: { colour: true },
    logBeside,
  });
  expect(layout.table?.picture, `${game.title} at ${size.width}x${size.height}: ${frame.text(0)}`).toBe(picture);
  return { frame, picture };
}

/** Each card name the rows show, with how many times. */
function namesOn(rows: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) for (const name of row.match(CARD_NAME) ?? []) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/** The text of `count` columns of the frame's row y from column x, a wide character once. */
function cellsAt(frame: Frame, x: number, y: number, count: number): string {
  return frame.chars.slice(y * frame.width + x, y * frame.width + x + count).join('');
}

/**
 * The frame is the window's size and not "too small"; the table's spans are each on
 * the frame where the picture put them, within the width; the rows above the status
 * line show the cards in sight once each and as many `#` as the backs take.
 */
function expectShown<V>(game: GameDefinition<unknown, unknown, V>, view: V, size: Size, seen: InSight, logBeside = false): void {
  const { frame, picture } = screen(game, view, size, logBeside);
  const where = `${game.title} at ${size.width}x${size.height}`;
  expect([frame.width, frame.height]).toEqual([size.width, size.height]);
  expect(frame.text(0), where).not.toMatch(/too small/);
  expect(picture.width, where).toBeLessThanOrEqual(size.width);
  let backCells = 0;
  let backs = 0;
  picture.rows.forEach((row, y) => {
    for (const span of row) {
      const columns = columnsOf(span.text);
      expect(span.x + columns, `${where}: row ${y} past the width`).toBeLessThanOrEqual(size.width);
      expect(cellsAt(frame, span.x, y, columns), `${where}: row ${y}, column ${span.x}`).toBe(span.text);
      if (span.style === 'back') {
        backs += 1;
        backCells += [...span.text].filter((char) => char === '#').length;
      }
    }
  });
  expect(backs, `${where}: backs`).toBe(seen.backs);
  const above = frame.lines().slice(0, size.height - 2);
  expect(namesOn(above), `${where}: the cards on the screen`).toEqual(eachOnce(seen.cards));
  expect(above.join('').split('').filter((char) => char === '#').length, `${where}: the backs' cells`).toBe(backCells);
}

function freeCellInSight(state: FreeCellState): InSight {
  return { cards: [...state.freecells.flat(), ...state.homecells.flatMap((pile) => pile.slice(-1)), ...state.tableau.flat()], backs: 0 };
}

function cassinoInSight(view: CassinoView): InSight {
  return { cards: [...view.table, ...view.hand], backs: view.handSizes.reduce((sum, size, i) => (i === view.seat ? sum : sum + size), 0) };
}

const FREECELL = freecell as unknown as GameDefinition<unknown, unknown, FreeCellState>;
const KLONDIKE = klondike as unknown as GameDefinition<unknown, unknown, KlondikeView>;
const CASSINO = cassino as unknown as GameDefinition<unknown, unknown, CassinoView>;

function showFreeCell(state: FreeCellState, size: Size): void {
  expectShown(FREECELL, freecell.view(state, 0), size, freeCellInSight(state));
}

function showKlondike(state: KlondikeState, size: Size): void {
  const view = klondike.view(state, 0);
  expectShown(KLONDIKE, view, size, klondikeInSight(view));
}

function showCassino(state: CassinoState, seat: number, size: Size): void {
  const view = cassino.view(state, seat);
  // a game over shows the result, not a table to play on
  if (view.winner !== null) return;
  expectShown(CASSINO, view, size, cassinoInSight(view), true);
}

const DRAW1: KlondikeRules = { draw: 1, scoring: 'standard' };
const VEGAS3: KlondikeRules = { draw: 3, scoring: 'vegas' };

const computers = (names: readonly string[]) => names.map((name) => ({ name, kind: 'computer' as const }));
const TWO = computers(CASSINO_NAMES.slice(0, 2));
const SIX = computers(CASSINO_NAMES);

describe.each(WINDOWS)('a fresh deal on the full screen at $width x $height', (size) => {
  it('FreeCell', () => {
    for (const deal of [1, 617, 11982, 1_000_000]) showFreeCell(dealFreeCell(deal), size);
  });

  it('Klondike, draw 1 and draw 3 with Vegas scoring', () => {
    for (const rules of [DRAW1, VEGAS3]) for (const seed of [0, 1, 7, 99]) showKlondike(dealKlondike(seed, rules), size);
  });

  it('Cassino with 2 and with 6 players, from each seat', () => {
    for (const seats of [TWO, SIX]) for (const seed of [0, 3]) {
      const state = dealCassino(seed, seats, 30);
      seats.forEach((_, seat) => showCassino(state, seat, size));
    }
  });
});

describe('a long Cassino table in the smallest window', () => {
  // found by the random positions below: a table of 44 cards had no layout at 40x20
  it('shows every card of a table that holds the whole deck, two players and six', () => {
    // a dealer whose name takes the round's line onto a second row
    const long = { name: 'Maximilian Oberhaus', kind: 'computer', level: 'normal' } as const;
    for (const seats of [TWO, SIX]) {
      const dealt = dealCassino(0, [...seats.slice(0, -1), long], 16);
      const state: CassinoState = { ...dealt, dealer: seats.length - 1, table: [...dealt.table, ...dealt.deck], deck: [] };
      showCassino(state, 0, { width: 40, height: 20 });
    }
  });
});

describe('positions deep in random play on the full screen, windows from 40x20 to 200x60', () => {
  const windows = fc.constantFrom(...WINDOWS, ...WINDOW_SWEEP);

  it('FreeCell', () => {
    fc.assert(fc.property(freeCellPlayed, windows, (state, size) => showFreeCell(state, size)), { numRuns: 200 });
  });

  it('Klondike, draw 1', () => {
    fc.assert(fc.property(klondikePlayedUnder([DRAW1]), windows, (state, size) => showKlondike(state, size)), { numRuns: 200 });
  });

  it('Klondike, draw 3 with Vegas scoring', () => {
    fc.assert(fc.property(klondikePlayedUnder([VEGAS3]), windows, (state, size) => showKlondike(state, size)), { numRuns: 200 });
  });

  it.each([2, 6])('Cassino with %i players, played and with tables of any length', (players) => {
    const positions = fc.oneof(cassinoPlayedBy(players, players), cassinoLaidOutBy(players, players));
    fc.assert(fc.property(positions, fc.nat(5), windows, (state, seat, size) => showCassino(state, seat % state.seats.length, size)), { numRuns: 200 });
  });

  it('every window of the sweep, for the positions that take the most room', () => {
    for (const size of WINDOW_SWEEP) {
      showFreeCell(dealFreeCell(1), size);
      showKlondike(dealKlondike(7, VEGAS3), size);
      const six = dealCassino(3, SIX, 30);
      showCassino(six, 0, size);
    }
  });
});
