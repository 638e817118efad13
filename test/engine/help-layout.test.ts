/**
 * Help as a person at a terminal reads it: every line fits the screen, a wrapped
 * description hangs under its own column, and no word is left alone by the written
 * line breaks. A pipe gets the help as written.
 */
import { describe, expect, it } from 'vitest';
import { SHARED_HELP } from '../../src/engine/commands.js';
import type { GameDefinition } from '../../src/engine/game.js';
import { DESCRIPTION_COLUMN, hangingItem, layoutCommands, layoutParagraphs, noLoneWord } from '../../src/engine/help-layout.js';
import { startHistory } from '../../src/engine/history.js';
import { ScriptInput } from '../../src/engine/input.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { play, type SessionSetup } from '../../src/engine/session.js';
import { TERMINAL_HELP } from '../../src/engine/terminal-extras.js';
import { PLAIN } from '../../src/engine/theme.js';
import { visibleWidth, WrappingOutput } from '../../src/engine/wrap.js';
import { cassino } from '../../src/games/cassino/index.js';
import { dealGame as dealCassino } from '../../src/games/cassino/deal.js';
import { freecell } from '../../src/games/freecell/index.js';
import { dealGame as dealFreeCell } from '../../src/games/freecell/deal.js';
import { klondike } from '../../src/games/klondike/index.js';
import { dealGame as dealKlondike } from '../../src/games/klondike/deal.js';
import { DRAW1 } from '../helpers/klondike.js';
import { fakeTerminal } from '../helpers/terminal-extras.js';

const TERMINAL = fakeTerminal();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const GAMES: readonly [GameDefinition<any, any, any>, unknown][] = [
  [freecell, dealFreeCell(1)],
  [klondike, dealKlondike(1, DRAW1)],
  [cassino, dealCassino(1, [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'computer' }], 16)],
];

/**
 * What `help` shows: at a terminal of `width` columns (the session's layout, then the
 * screen's wrapping, as the program writes it), or on a pipe (no width).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function helpShown(game: GameDefinition<any, any, any>, state: unknown, width: number | null): string {
  const screen = new MemoryOutput();
  const output = width === null ? screen : new WrappingOutput(screen, () => width);
  const setup: SessionSetup = {
    output, theme: PLAIN, echo: false, savesFolder: '/nonexistent', cwd: '/',
    ...(width === null ? {} : { terminal: TERMINAL, atTerminal: true, width: () => width }),
  };
  play(game, startHistory(state), new ScriptInput(['help']), setup);
  // from its heading to the prompt after the rules, the first line after them not indented
  const lines = screen.text.slice(screen.text.indexOf('Commands:\n')).split('\n');
  const rules = lines.indexOf('Rules:');
  const end = lines.findIndex((line, i) => i > rules && !line.startsWith(' '));
  return `${lines.slice(0, end).join('\n')}\n`;
}

/** The help as written for the game, terminal commands included. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function written(game: GameDefinition<any, any, any>): string {
  return `Commands:\n${game.help.moves}\n${SHARED_HELP}\n${TERMINAL_HELP}\nRules:\n${game.help.rules}\n`;
}

const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');

/** The column a command's description starts in, on its entry's first line. */
function startOfDescription(line: string): number {
  if (line.slice(DESCRIPTION_COLUMN - 2, DESCRIPTION_COLUMN) === '  ' && line.charAt(DESCRIPTION_COLUMN) !== ' ') return DESCRIPTION_COLUMN;
  const gap = / {2,}(?=\S)/g;
  gap.lastIndex = 2;
  const found = gap.exec(line);
  return found === null ? DESCRIPTION_COLUMN : found.index + found[0].length;
}

describe('help at a terminal', () => {
  for (const [game, state] of GAMES) {
    it(`fits ${game.title}'s help to every width from 40 up, each wrapped description hanging under its column`, () => {
      for (let width = 40; width <= 120; width += 1) {
        const shown = helpShown(game, state, width);
        const lines = shown.trimEnd().split('\n');
        expect(Math.max(...lines.map(visibleWidth)), `at ${width}`).toBeLessThanOrEqual(width);
        expect(words(shown), `at ${width}`).toEqual(words(written(game)));
        const commands = lines.slice(1, lines.indexOf('Rules:'));
        let column = DESCRIPTION_COLUMN;
        for (const line of commands) {
          const indent = /^ */.exec(line)![0].length;
          if (indent === 2) {
            column = startOfDescription(line);
            // a term alone on its line: its description hangs from the common column
            if (line.trimEnd().length < column) column = DESCRIPTION_COLUMN;
          } else {
            expect(indent, `at ${width}: ${JSON.stringify(line)}`).toBe(column);
          }
        }
        for (const line of lines.slice(lines.indexOf('Rules:') + 1)) expect(line, `at ${width}`).toMatch(/^ {2}\S/);
        // no word alone on a line: neither a description's nor a rule's
        for (const line of lines.slice(1)) expect(line, `at ${width}`).not.toMatch(/^ +[^ ]+$/);
      }
    });
  }

  it('leaves no word of FreeCell\'s alone at 80 columns: the free cells\' description reflowed under its column', () => {
    const shown = helpShown(freecell, dealFreeCell(1), 80);
    expect(shown).not.toMatch(/\n {4}\S/);
    expect(shown.split('\n').slice(1, 4).join('\n')).toMatchInlineSnapshot(`
      "  T3 F0         move the top card of one pile to another: F0-F3 are the free
                      cells, H0-H3 the home cells (H alone: the one that takes the
                      card), T0-T7 the tableau piles (any case; t3f0 works too)"
    `);
  });

  it('leaves no word of Klondike\'s alone at 80 columns', () => {
    const shown = helpShown(klondike, dealKlondike(1, DRAW1), 80);
    expect(shown).not.toMatch(/\n {4}\S/);
    expect(shown).not.toMatch(/\n *without\n/);
    expect(shown.split('\n').slice(3, 8).join('\n')).toMatchInlineSnapshot(`
      "  T2 T5         move cards: from D (the deck's face-up top card; the game
                      without --draw), W (the waste's top card; --draw 1 or 3), T0-T6
                      (a tableau pile: the face-up run that fits the target) or F0-F3
                      (a foundation's top card, onto the tableau; --draw 1 or 3), to
                      T0-T6 or F0-F3; F alone is the foundation that takes the card"
    `);
  });

  it('keeps what fits as written: at 120 columns the help is the written text', () => {
    for (const [game, state] of GAMES) expect(helpShown(game, state, 120)).toBe(written(game));
  });

  it('gives a pipe the help as written, byte for byte', () => {
    for (const [game, state] of GAMES) {
      expect(helpShown(game, state, null)).toBe(`Commands:\n${game.help.moves}\n${SHARED_HELP}\nRules:\n${game.help.rules}\n`);
    }
  });
});

describe('the help layout', () => {
  it('hangs a description under its column, each line as full as the width allows', () => {
    expect(hangingItem('  go', 8, 'one two three four five six seven eight', 30, 4)).toEqual(['  go    one two three four', '        five six seven eight']);
  });

  it('leaves no word alone on the last line, taking the one before it down where both fit', () => {
    expect(noLoneWord(['one two three', 'four'], 20)).toEqual(['one two', 'three four']);
    expect(noLoneWord(['one two three', 'four'], 9)).toEqual(['one two three', 'four']);
    expect(noLoneWord(['one', 'two'], 20)).toEqual(['one', 'two']);
    expect(noLoneWord(['one two', 'three four'], 20)).toEqual(['one two', 'three four']);
    expect(noLoneWord(['one'], 20)).toEqual(['one']);
  });

  it('puts the description under a term that leaves it too little room', () => {
    expect(hangingItem('  a long term here', 20, 'one two three four five six', 38, 6)).toEqual([
      '  a long term here',
      '      one two three four five six',
    ]);
  });

  it('reflows a command whose written lines do not fit, and keeps the others as written', () => {
    const text = '  ab            one two three four five six\n                seven\n  cd            five';
    expect(layoutCommands(text, 43)).toBe(text);
    expect(layoutCommands(text, 40)).toBe('  ab            one two three four five\n                six seven\n  cd            five');
  });

  it('reflows a paragraph of the rules whose lines do not fit, a paragraph ending with a sentence', () => {
    const text = '  One two three four.\n  Five six seven\n  eight.';
    expect(layoutParagraphs(text, 30)).toBe(text);
    expect(layoutParagraphs(text, 16)).toBe('  One two\n  three four.\n  Five six seven\n  eight.');
    expect(layoutParagraphs(text, 14)).toBe('  One two\n  three four.\n  Five six\n  seven eight.');
  });
});
