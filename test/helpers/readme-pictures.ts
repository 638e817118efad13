/**
 * The pictures of each game's full screen in README.md's "At the keyboard": the frame
 * composeScreen makes at 80x24, its rows as text with the blanks at their ends trimmed.
 * Run it to draw them again after a layout changes: `npx tsx test/helpers/readme-pictures.ts`.
 * The positions and lines are those the games show at a terminal: FreeCell #1 with
 * `T3 F0` typed, Klondike #5 (draw 3, Vegas) after a draw, Cassino #4 for Ann after
 * the first round of plays.
 */
import { composeScreen, tableRoom, type ScreenMessage } from '../../src/cli/screen/compose.js';
import { edit, newLine, type EditorState } from '../../src/cli/screen/editor.js';
import type { GameDefinition } from '../../src/engine/game.js';
import { litSpans } from '../../src/engine/picture.js';
import { dealGame as dealCassino } from '../../src/games/cassino/deal.js';
import { cassino } from '../../src/games/cassino/index.js';
import { dealGame as dealFreeCell } from '../../src/games/freecell/deal.js';
import { freecell } from '../../src/games/freecell/index.js';
import { dealGame as dealKlondike } from '../../src/games/klondike/deal.js';
import { klondike } from '../../src/games/klondike/index.js';

const SIZE = { width: 80, height: 24 };

function typed(text: string): EditorState {
  const step = edit(newLine(), { sequence: text }, (line) => [[], line]);
  if (step.kind !== 'edit') throw new Error(`not an edit: ${text}`);
  return step.state;
}

/** The state after each move of `moves`, typed as the game reads them, played by the seat to act. */
function after<S, M, V>(game: GameDefinition<S, M, V>, state: S, moves: readonly string[]): S {
  let now = state;
  for (const text of moves) {
    const seat = game.toAct(now) ?? 0;
    const move = game.parseMove(text, game.view(now, seat));
    if (move === null || !move.ok) throw new Error(`not a move: ${text}`);
    const applied = game.apply(now, move.value);
    if (!applied.ok) throw new Error(applied.error);
    now = applied.value.state;
  }
  return now;
}

function screenText<S, M, V>(game: GameDefinition<S, M, V>, state: S, seat: number, shown: { messages: ScreenMessage[]; status: string; line: string; logBeside?: boolean }): string {
  const view = game.view(state, seat);
  const picture = game.picture?.(view, tableRoom(SIZE)) ?? null;
  if (picture === null) throw new Error(`${game.title}: no picture`);
  const { frame } = composeScreen({
    picture,
    messages: shown.messages,
    status: shown.status,
    commandLine: { prompt: game.prompt(view), state: typed(shown.line) },
    question: null,
    lit: new Set(litSpans(picture, shown.line)),
    picked: new Set(),
    size: SIZE,
    theme: { colour: false },
    ...(shown.logBeside === undefined ? {} : { logBeside: shown.logBeside }),
  });
  return frame.lines().join('\n').replace(/\n+$/, '');
}

const ann = [{ name: 'Ann', kind: 'human' as const }, { name: 'Bob', kind: 'computer' as const }, { name: 'Cid', kind: 'computer' as const }];

const pictures = [
  screenText(freecell, dealFreeCell(1), 0, {
    messages: [{ text: 'FreeCell game #1. Type help for the commands.', kind: 'info' }],
    status: 'FreeCell game #1 · 0 moves · 0:00',
    line: 'T3 F0',
  }),
  screenText(klondike, after(klondike, dealKlondike(5, { draw: 3, scoring: 'vegas' }), ['draw']), 0, {
    messages: [{ text: 'Klondike game #5, draw 3, Vegas scoring. Type help for the commands.', kind: 'info' }],
    status: 'Klondike game #5, draw 3, Vegas scoring · 1 move · 0:01 · Score -52',
    line: '',
  }),
  screenText(cassino, after(cassino, dealCassino(4, ann, 16), ['5♠', 'Q♠ 7♦ 8♠ 4♣ 5♠', 'K♥']), 0, {
    messages: [
      { text: 'Cassino game #4, 3 players. Type help for the commands.', kind: 'info' },
      { text: 'Round 1', kind: 'log' },
      { text: 'Ann puts 5♠ on the table', kind: 'log' },
      { text: 'Bob plays Q♠ and takes 7♦, 8♠, 4♣, 5♠', kind: 'log' },
      { text: 'Cid puts K♥ on the table', kind: 'log' },
    ],
    status: 'Cassino game #4, 3 players · 3 moves · 0:01 · Points: Ann 0, Bob 0, Cid 0',
    line: '',
    logBeside: true,
  }),
];

process.stdout.write(`${pictures.join('\n\n----\n\n')}\n`);
