/**
 * FreeCell's `auto`, as Klondike's: every card that can safely go home goes (the safe
 * rule autoplay uses), as one move with one board, which undo takes back whole.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHistory } from '../../../src/engine/history.js';
import { MemoryOutput } from '../../../src/engine/output.js';
import { Session } from '../../../src/engine/session.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { renderBoard } from '../../../src/games/freecell/board.js';
import { freecell, INVALID } from '../../../src/games/freecell/index.js';
import { SPEC_RULES, type FreeCellState } from '../../../src/games/freecell/state.js';
import { runCli, tempDir } from '../../helpers/cli.js';
import { board } from '../../helpers/freecell.js';

/** The given piles, the rest of the deck in one column (T7), under the spec's rules. */
function position(lines: string): FreeCellState {
  const used = new Set(lines.match(/(10|[2-9AJQK])[♠♥♦♣]/g) ?? []);
  const rest = ['♣', '♦', '♥', '♠'].flatMap((s) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => r + s)).filter((c) => !used.has(c));
  return { ...board(`${lines}\nTableau 7:[${rest.join(', ')}]`), rules: SPEC_RULES };
}

/** 2♣ and 2♦ are free to go home; the 3♣ under them waits for both red twos. */
const READY = 'Homecell 0:[A♣]\nHomecell 1:[A♦]\nFreecell 0:[2♦]\nTableau 0:[3♣, 2♣]\nTableau 1:[8♥]';

function session(state: FreeCellState, atTerminal = false) {
  const output = new MemoryOutput();
  const s = new Session(freecell, startHistory(state), { output, theme: PLAIN, echo: false, savesFolder: '/x', cwd: '/', atTerminal });
  s.open();
  s.prompt();
  output.text = '';
  return { s, output };
}

describe('auto', () => {
  it('sends every card that can safely go home, as one move with one board, and undo takes it back whole', () => {
    const state = position(READY);
    const { s, output } = session(state);
    s.handle('auto');
    s.prompt();
    expect(output.text.match(/^Freecell 0/gm)).toHaveLength(1);
    expect(output.text).toContain('Homecell 0:[A♣, 2♣]\nHomecell 1:[A♦, 2♦]\n');
    // the 3♣ stays: a red two is still out, and could need it
    expect(output.text).toContain('Tableau 0:[3♣]\n');
    expect(s.history.now.depth).toBe(1);
    s.handle('undo');
    expect(s.state).toStrictEqual(state);
  });

  it('is refused when no card can safely go home: the reason at a terminal, the one line on a pipe', () => {
    const state = position('Tableau 0:[3♣]\nTableau 1:[8♥]');
    const piped = session(state);
    piped.s.handle('AUTO');
    expect(piped.output.text).toBe(`${INVALID}\n`);
    const terminal = session(state, true);
    terminal.s.handle('auto');
    expect(terminal.output.text).toBe(`${INVALID} No card can safely go home now.\n`);
  });

  it('is a legal move where a card can go (so Tab offers it), written and read back as auto', () => {
    expect(freecell.legalMoves(position(READY)).map((move) => freecell.formatMove(move))).toContain('auto');
    expect(freecell.legalMoves(position('Tableau 0:[3♣]')).map((move) => freecell.formatMove(move))).not.toContain('auto');
    const move = freecell.parseMove(' Auto ', position(READY));
    expect(move !== null && move.ok && freecell.formatMove(move.value)).toBe('auto');
    expect(freecell.help.moves).toMatch(/^ {2}auto {10}send home every card that can safely go/m);
  });

  it('on the command line: a pipe plays it, a save keeps it, and a load plays it again', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'deal.txt'), renderBoard(position(READY), PLAIN));
    const run = runCli(['freecell', '--deal-file', 'deal.txt'], { cwd: dir, input: 'auto\nsave a\n' });
    expect(run.stdout).toContain('Your move <from to>: auto\nFreecell 0:[]\nFreecell 1:[]\nFreecell 2:[]\nFreecell 3:[]\nHomecell 0:[A♣, 2♣]\nHomecell 1:[A♦, 2♦]\n');
    expect(JSON.parse(readFileSync(join(dir, 'saves', 'a.json'), 'utf8')).moves).toEqual(['auto']);
    const loaded = runCli(['freecell', '--load', 'a'], { cwd: dir, input: 'undo\n' });
    expect(loaded.stdout).toMatch(/^Freecell 0:\[\][^]*Homecell 0:\[A♣, 2♣\][^]*Your move <from to>: undo\nFreecell 0:\[2♦\]\n/);
  });
});
