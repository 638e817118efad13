/**
 * FreeCell's comforts (the hint-and-solver issue): supermoves, autoplay, standard
 * notation and fc-solve's board format, each table-driven.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHistory } from '../../../src/engine/history.js';
import { MemoryOutput } from '../../../src/engine/output.js';
import { Session } from '../../../src/engine/session.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { renderBoard } from '../../../src/games/freecell/board.js';
import { dealGame } from '../../../src/games/freecell/deal.js';
import { isFcsBoard, parseFcsBoard, writeFcsBoard } from '../../../src/games/freecell/fcs-board.js';
import { freecell } from '../../../src/games/freecell/index.js';
import { formatFcs, formatMove, formatStandard, parseMove } from '../../../src/games/freecell/notation.js';
import { applyMove, autoplayMoves, legalMoves, moveCapacity } from '../../../src/games/freecell/rules.js';
import type { FreeCellPlay, FreeCellRules, FreeCellState } from '../../../src/games/freecell/state.js';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { board } from '../../helpers/freecell.js';

const SUPER: FreeCellRules = { supermoves: true, autoplay: false };
const AUTO: FreeCellRules = { supermoves: false, autoplay: true };

/** The given piles, the rest of the deck in one column (T7), under these rules. */
function position(lines: string, rules: FreeCellRules = SUPER): FreeCellState {
  const used = new Set(lines.match(/(10|[2-9AJQK])[♠♥♦♣]/g) ?? []);
  const rest = ['♣', '♦', '♥', '♠'].flatMap((s) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => r + s)).filter((c) => !used.has(c));
  return { ...board(`${lines}\nTableau 7:[${rest.join(', ')}]`), rules };
}

function move(state: FreeCellState, text: string): Result {
  const parsed = parseMove(text, state);
  if (parsed === null) return { error: 'not a move' };
  const next = applyMove(state, parsed);
  return next.ok ? { state: next.value } : { error: next.error };
}
type Result = { state: FreeCellState } | { error: string };

describe('supermoves', () => {
  const run = 'Tableau 0:[K♠, 9♦, 8♠, 7♥, 6♣]\nTableau 1:[10♣]\nTableau 2:[5♥]';

  /** Every pile holds a card but T3 when `emptyT3`; free cells filled as given. */
  const full = (cells: number, emptyT3: boolean) => position([
    run,
    ...['2♦', '2♣', '2♥', '2♠'].slice(0, 4 - cells).map((card, i) => `Freecell ${i}:[${card}]`),
    emptyT3 ? '' : 'Tableau 3:[K♥]',
    'Tableau 4:[Q♣]', 'Tableau 5:[J♥]', 'Tableau 6:[8♥]',
  ].join('\n'));

  it.each([
    ['no free cell, no empty pile: one card', 0, false, 1, 1],
    ['four free cells: five cards', 4, false, 1, 5],
    ['two free cells and one empty pile: six', 2, true, 1, 6],
    ['onto the empty pile itself, it does not count: three', 2, true, 3, 3],
  ])('capacity: %s', (_what, cells, emptyT3, target, capacity) => {
    expect(moveCapacity(full(cells, emptyT3), { kind: 'T', index: target })).toBe(capacity);
  });

  it('moves the run that fits the target as one move, and says how many cards', () => {
    const state = position(`${run}\nTableau 3:[K♥]\nTableau 4:[Q♣]\nTableau 5:[J♥]\nTableau 6:[8♥]`);
    // four free cells and no empty pile: up to five cards; 9♦ 8♠ 7♥ 6♣ onto 10♣ is four
    const after = move(state, 'T0 T1');
    expect('state' in after && after.state.tableau[1]!.map(String).length).toBe(5);
    expect('state' in after && after.state.tableau[0]).toHaveLength(1);
    expect(legalMoves(state).map(formatMove)).toContain('T0 T1(4)');
    // the run's card that fits decides: 7♥ 6♣ onto 8♠? none here; 6♣ onto 7♥? the 5♥ pile takes nothing
    expect(move(state, 'T0 T2')).toEqual({ error: '6♣ cannot go on 5♥' });
  });

  it.each([
    ['a count that is the run that fits', 'T0 T1(4)', null],
    ['a count longer than the ordered run', 'T0 T1(5)', 'Tableau 0 has 4 cards in order at its top, not 5'],
    ['a count whose bottom card does not fit', 'T0 T1(3)', '8♠ cannot go on 10♣'],
    ['a single card by count', 'T0 T6(1)', null],
  ])('%s: %s', (_what, text, reason) => {
    const state = position(`${run}\nTableau 3:[K♥]\nTableau 4:[Q♣]\nTableau 5:[J♥]\nTableau 6:[7♦]`);
    const after = move(state, text);
    if (reason === null) expect('state' in after).toBe(true);
    else expect(after).toEqual({ error: reason });
  });

  it('refuses a run longer than the free cells and empty piles carry', () => {
    const state = position(`${run}\nFreecell 0:[2♦]\nFreecell 1:[2♣]\nFreecell 2:[2♥]\nTableau 3:[K♥]\nTableau 4:[Q♣]\nTableau 5:[J♥]\nTableau 6:[8♥]`);
    expect(move(state, 'T0 T1')).toEqual({ error: '4 cards cannot move at once: the free cells and empty piles carry 2' });
  });

  it('onto an empty pile carries the longest run that may move, or the count typed', () => {
    const state = position(`${run}\nTableau 3:[K♥]\nTableau 4:[Q♣]\nTableau 5:[J♥]`);
    const longest = move(state, 'T0 T6');
    expect('state' in longest && longest.state.tableau[6]).toHaveLength(4);
    const two = move(state, 'T0 T6(2)');
    expect('state' in two && two.state.tableau[6]).toHaveLength(2);
    expect(legalMoves(state).filter((m) => m.from.index === 0 && m.to.index === 6).map(formatMove)).toEqual(['T0 T6(4)', 'T0 T6(3)', 'T0 T6(2)', 'T0 T6(1)']);
  });

  it('without --supermoves one card moves at a time, and a count is refused', () => {
    const state = position(`${run}\nTableau 3:[K♥]`, { supermoves: false, autoplay: false });
    expect(move(state, 'T0 T1(4)')).toEqual({ error: 'one card moves at a time (--supermoves moves runs)' });
    expect(move(state, 'T0 T1')).toEqual({ error: '6♣ cannot go on 10♣' });
  });

  it('counts a supermove as one move in the game', () => {
    const state = position(`${run}\nTableau 3:[K♥]\nTableau 4:[Q♣]\nTableau 5:[J♥]\nTableau 6:[8♥]`);
    const output = new MemoryOutput();
    const session = new Session(freecell, startHistory<FreeCellState, FreeCellPlay>(state), { output, theme: PLAIN, echo: false, savesFolder: '/x', cwd: '/' });
    session.open();
    session.handle('T0 T1');
    expect(session.history.now.depth).toBe(1);
    session.handle('undo');
    expect(session.state).toStrictEqual(state);
  });
});

describe('autoplay', () => {
  it('after a move, sends home the cards that are safe, and undo takes them back with the move', () => {
    const state = position('Homecell 0:[A♣]\nHomecell 1:[A♦]\nTableau 0:[2♣, 7♠]\nTableau 1:[2♦]\nTableau 2:[8♥]', AUTO);
    const output = new MemoryOutput();
    const session = new Session(freecell, startHistory<FreeCellState, FreeCellPlay>(state), { output, theme: PLAIN, echo: false, savesFolder: '/x', cwd: '/' });
    session.open();
    session.prompt();
    output.text = '';
    session.handle('T0 T2');
    session.prompt();
    // 7♠ onto 8♥ frees 2♣: it goes home, and so does 2♦; the board is printed once, after them
    expect(output.text.match(/^Freecell 0/gm)).toHaveLength(1);
    expect(session.state.homecells.map((p) => p.length)).toEqual([2, 2, 0, 0]);
    expect(session.history.now.depth).toBe(1);
    session.handle('undo');
    expect(session.state).toStrictEqual(state);
  });

  it.each([
    ['aces and twos always', 'Tableau 0:[2♠, A♠]\nTableau 1:[2♥]', 2],
    ['a three when both red twos are home', 'Homecell 0:[A♦, 2♦]\nHomecell 1:[A♥, 2♥]\nHomecell 2:[A♠, 2♠]\nTableau 0:[3♠]', 1],
    ['not a three while a red two is out', 'Homecell 0:[A♦, 2♦]\nHomecell 2:[A♠, 2♠]\nTableau 0:[3♠]\nTableau 1:[A♥, 5♣]', 0],
  ])('the safe rule: %s', (_what, lines, moves) => {
    const moved = autoplayMoves(position(lines, AUTO)).filter((m) => m.to.kind === 'H');
    expect(moved.length).toBeGreaterThanOrEqual(moves);
    if (moves === 0) expect(moved).toEqual([]);
  });
});

describe('standard notation', () => {
  const state = dealGame(1);
  it.each([
    ['3a', 'T2 F0', '3a'],
    ['a8', 'F0 T7', 'a8'],
    ['38', 'T2 T7', '38'],
    ['8D', 'T7 F3', '8d'],
    ['38(3)', 'T2 T7(3)', '38(3)'],
    ['t3 f0', 'T3 F0', '4a'],
    ['T3F0', 'T3 F0', '4a'],
  ])('%s is %s, written back as %s', (typed, game, standard) => {
    const parsed = parseMove(typed, state);
    expect(parsed === null ? null : formatMove(parsed)).toBe(game);
    expect(parsed === null ? null : formatStandard(parsed)).toBe(standard);
  });

  it('h is the home cell that takes the card, and the game reads it', () => {
    const aces = position('Homecell 0:[A♣]\nTableau 0:[2♣]\nTableau 1:[A♥]', { supermoves: false, autoplay: false });
    expect(parseMove('1h', aces)).toEqual({ from: { kind: 'T', index: 0 }, to: { kind: 'H', index: 0 } });
    expect(parseMove('2h', aces)).toEqual({ from: { kind: 'T', index: 1 }, to: { kind: 'H', index: 1 } });
    expect(parseMove('T1 H', aces)).toEqual({ from: { kind: 'T', index: 1 }, to: { kind: 'H', index: 1 } });
    expect(formatStandard({ from: { kind: 'F', index: 2 }, to: { kind: 'H', index: 3 } })).toBe('ch');
  });

  it.each(['9a', 'ae', '3', 'h3', 'x', '3a(', ''])('%j is no move', (text) => {
    expect(parseMove(text, state)).toBeNull();
  });

  it('writes fc-solve\'s sentences', () => {
    expect(formatFcs({ from: { kind: 'T', index: 4 }, to: { kind: 'F', index: 0 } })).toBe('Move a card from stack 4 to freecell 0');
    expect(formatFcs({ from: { kind: 'T', index: 2 }, to: { kind: 'T', index: 7 }, count: 3 })).toBe('Move 3 cards from stack 2 to stack 7');
    expect(formatFcs({ from: { kind: 'F', index: 1 }, to: { kind: 'H', index: 0 } })).toBe('Move a card from freecell 1 to the foundations');
  });
});

describe('fc-solve\'s board format', () => {
  const dealt = readFileSync(join(ROOT, 'test', 'fixtures', 'freecell-deal1.fcs'), 'utf8');

  it('reads a board as fc-solve\'s generator deals it: the same as Microsoft deal #1', () => {
    expect(isFcsBoard(dealt)).toBe(true);
    const parsed = parseFcsBoard(dealt);
    expect(parsed.ok && renderBoard(parsed.value, PLAIN)).toBe(renderBoard(dealGame(1), PLAIN));
  });

  it('writes a position and reads it back, free cells and foundations too', () => {
    const state = ['T4 F0', 'T4 F1', 'T4 F2', 'T4 F3', 'T4 H0'].reduce((current, text) => {
      const after = move(current, text);
      if (!('state' in after)) throw new Error(after.error);
      return after.state;
    }, dealGame(1));
    const written = writeFcsBoard(state);
    expect(written.split('\n').slice(0, 3)).toEqual(['Foundations: H-0 C-0 D-A S-0', 'Freecells: 6C 8H 4H JS', ': JD KD 2S 4C 3S 6D 6S']);
    expect(written.split('\n')[6]).toBe(': 5D');
    const back = parseFcsBoard(written);
    expect(back.ok && renderBoard(back.value, PLAIN)).toBe(renderBoard(state, PLAIN));
  });

  it.each([
    ['a ninth column', `${dealt}AS\n`, 'line 9: there are 8 tableau columns, and this is a ninth'],
    ['a card that is none', dealt.replace('JD', 'XD'), 'line 1: "XD" is not a card'],
    ['a card twice', dealt.replace('KD', 'JD'), 'J♦ appears more than once'],
    ['a bad foundation', `Foundations: H-Z\n${dealt}`, 'line 1: "H-Z" is not a foundation such as H-5'],
  ])('refuses %s', (_what, text, error) => {
    expect(parseFcsBoard(text)).toEqual({ ok: false, error });
  });

  it('is read by --deal-file', async () => {
    const { runCli } = await import('../../helpers/cli.js');
    const dir = tempDir();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'deal.fcs'), dealt);
    const run = runCli(['freecell', '--deal-file', 'deal.fcs'], { cwd: dir });
    expect(run.stdout).toContain('Tableau 0:[J♦, K♦, 2♠, 4♣, 3♠, 6♦, 6♠]');
  });
});
