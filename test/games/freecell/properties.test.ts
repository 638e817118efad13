/** Properties over random play: whatever is typed, the game stays whole and exact. */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardIndex } from '../../../src/engine/card.js';
import { movesOf, startState } from '../../../src/engine/history.js';
import { MemoryOutput } from '../../../src/engine/output.js';
import { readSave } from '../../../src/engine/save-file.js';
import { restore } from '../../../src/engine/saved-game.js';
import { Session } from '../../../src/engine/session.js';
import { startHistory } from '../../../src/engine/history.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { parseBoard, renderBoard } from '../../../src/games/freecell/board.js';
import { dealGame } from '../../../src/games/freecell/deal.js';
import { freecell } from '../../../src/games/freecell/index.js';
import { formatMove } from '../../../src/games/freecell/notation.js';
import { legalMoves } from '../../../src/games/freecell/rules.js';
import { SPEC_RULES, type FreeCellPlay, type FreeCellRules, type FreeCellState } from '../../../src/games/freecell/state.js';
import { tempDir } from '../../helpers/cli.js';

/** What a player might type: a legal move (by its place in the list), any move, junk, or a shared command. */
const typed = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((n) => ({ legal: n })) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('F', 'H', 'T', 'f', 'x'), fc.nat(9), fc.constantFrom('F', 'H', 'T'), fc.nat(9)).map(([a, i, b, j]) => `${a}${i} ${b}${j}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  // (hint asks the solver: it has tests of its own, and would only slow these down)
  { weight: 2, arbitrary: fc.constantFrom('undo', 'redo', 'UNDO', ' redo ', 'help', 'save bad/name') },
);

function session(deal: number, folder = tempDir(), rules: FreeCellRules = SPEC_RULES): { session: Session<FreeCellState, FreeCellPlay, FreeCellState>; output: MemoryOutput } {
  const output = new MemoryOutput();
  const s = new Session(freecell, startHistory<FreeCellState, FreeCellPlay>(dealGame(deal, rules)), {
    output, theme: PLAIN, echo: false, savesFolder: join(folder, 'saves'), cwd: folder,
  });
  return { session: s, output };
}

function lineFor(state: FreeCellState, input: { legal: number } | string): string {
  if (typeof input === 'string') return input;
  const moves = legalMoves(state);
  return moves.length === 0 ? 'undo' : formatMove(moves[input.legal % moves.length]!);
}

function cardsOf(state: FreeCellState): number[] {
  return [...state.freecells, ...state.homecells, ...state.tableau].flat().map(cardIndex).sort((a, b) => a - b);
}

const ALL = Array.from({ length: 52 }, (_, i) => i);
const deal = fc.integer({ min: 1, max: 1_000_000 });
/** The spec's rules, or supermoves, autoplay or both. */
const rules = fc.record({ supermoves: fc.boolean(), autoplay: fc.boolean() }).map((r): FreeCellRules => ({ supermoves: r.supermoves, autoplay: r.autoplay }));

describe('FreeCell under random play', () => {
  it('never creates or loses a card, whatever is typed', () => {
    fc.assert(
      fc.property(deal, rules, fc.array(typed, { maxLength: 60 }), (number, rule, inputs) => {
        const { session: s } = session(number, tempDir(), rule);
        for (const input of inputs) {
          if (s.handle(lineFor(s.state, input)) === 'over') break;
          expect(cardsOf(s.state)).toEqual(ALL);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undo after any move restores the exact state, and redo the move', () => {
    fc.assert(
      fc.property(deal, rules, fc.array(fc.nat(), { maxLength: 30 }), fc.nat(), (number, rule, prefix, pick) => {
        const { session: s } = session(number, tempDir(), rule);
        for (const n of prefix) s.handle(lineFor(s.state, { legal: n }));
        const before = s.state;
        const movesBefore = movesOf(s.history);
        const moves = legalMoves(before);
        fc.pre(moves.length > 0);
        s.handle(formatMove(moves[pick % moves.length]!));
        const after = s.state;
        s.handle('undo');
        expect(s.state).toStrictEqual(before);
        expect(movesOf(s.history)).toEqual(movesBefore);
        s.handle('redo');
        expect(s.state).toStrictEqual(after);
      }),
      { numRuns: 150 },
    );
  });

  it('save then load gives the same game: position, deal and moves', () => {
    fc.assert(
      fc.property(deal, rules, fc.array(typed, { maxLength: 40 }), (number, rule, inputs) => {
        const folder = tempDir();
        const { session: s, output } = session(number, folder, rule);
        for (const input of inputs) if (s.handle(lineFor(s.state, input)) === 'over') return;
        s.handle('save game');
        expect(output.text).toContain('Saved to saves');
        const save = readSave(join(folder, 'saves', 'game.json'));
        expect(save.ok).toBe(true);
        if (!save.ok) return;
        const loaded = restore<FreeCellState, FreeCellPlay, FreeCellState>(freecell, save.value);
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        expect(loaded.value.now.state).toStrictEqual(s.state);
        expect(startState(loaded.value)).toStrictEqual(startState(s.history));
        expect(movesOf(loaded.value).map(formatMove)).toEqual(movesOf(s.history).map(formatMove));
      }),
      { numRuns: 60 },
    );
  });

  it('every position reached prints and reads back as itself', () => {
    fc.assert(
      fc.property(deal, rules, fc.array(fc.nat(), { maxLength: 50 }), (number, rule, picks) => {
        const { session: s } = session(number, tempDir(), rule);
        for (const n of picks) s.handle(lineFor(s.state, { legal: n }));
        expect(parseBoard(renderBoard(s.state, PLAIN), s.state.deal, s.state.rules)).toEqual({ ok: true, value: s.state });
      }),
      { numRuns: 100 },
    );
  });
});
