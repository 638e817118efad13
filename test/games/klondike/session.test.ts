/** Klondike through the engine's command loop: undo is exact (score too), and save then load gives the same game. */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movesOf, startHistory, startState } from '../../../src/engine/history.js';
import { MemoryOutput } from '../../../src/engine/output.js';
import { readSave } from '../../../src/engine/save-file.js';
import { restore } from '../../../src/engine/saved-game.js';
import { Session } from '../../../src/engine/session.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { klondike } from '../../../src/games/klondike/index.js';
import { formatMove } from '../../../src/games/klondike/notation.js';
import { legalMoves } from '../../../src/games/klondike/rules.js';
import type { KlondikeMove, KlondikeRules, KlondikeState, KlondikeView } from '../../../src/games/klondike/state.js';
import { viewOf } from '../../../src/games/klondike/view.js';
import { tempDir } from '../../helpers/cli.js';
import { ALL_RULES } from '../../helpers/klondike.js';

type KlondikeSession = Session<KlondikeState, KlondikeMove, KlondikeView>;

function session(seed: number, rules: KlondikeRules, folder = tempDir()): KlondikeSession {
  return new Session(klondike, startHistory<KlondikeState, KlondikeMove>(dealGame(seed, rules)), {
    output: new MemoryOutput(), theme: PLAIN, echo: false, savesFolder: join(folder, 'saves'), cwd: folder,
  });
}

/** The n-th legal move as typed, or `undo` when there is none. */
function legal(s: KlondikeSession, n: number): string {
  const moves = legalMoves(viewOf(s.state));
  return moves.length === 0 ? 'undo' : formatMove(moves[n % moves.length]!);
}

const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const rules = fc.constantFrom(...ALL_RULES);

describe('Klondike in the command loop', () => {
  it('undo after any move restores the exact state, score and pass included, and redo the move', () => {
    fc.assert(
      fc.property(seed, rules, fc.array(fc.nat(), { maxLength: 60 }), fc.nat(), (number, rule, prefix, pick) => {
        const s = session(number, rule);
        for (const n of prefix) if (s.handle(legal(s, n)) === 'over') return;
        const before = s.state;
        const line = legal(s, pick);
        fc.pre(line !== 'undo');
        s.handle(line);
        const after = s.state;
        s.handle('undo');
        expect(s.state).toStrictEqual(before);
        s.handle('redo');
        expect(s.state).toStrictEqual(after);
      }),
      { numRuns: 120 },
    );
  });

  it('save then load gives the same game: rules, seed, position and moves', () => {
    fc.assert(
      fc.property(seed, rules, fc.array(fc.oneof(fc.nat(), fc.constantFrom('undo', 'redo', 'auto', 'd', 'x')), { maxLength: 60 }), (number, rule, inputs) => {
        const folder = tempDir();
        const s = session(number, rule, folder);
        for (const input of inputs) if (s.handle(typeof input === 'number' ? legal(s, input) : input) === 'over') return;
        s.handle('save game');
        const save = readSave(join(folder, 'saves', 'game.json'));
        expect(save.ok).toBe(true);
        if (!save.ok) return;
        const loaded = restore(klondike, save.value);
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        expect(loaded.value.now.state).toStrictEqual(s.state);
        expect(startState(loaded.value)).toStrictEqual(startState(s.history));
        expect(movesOf(loaded.value).map(formatMove)).toEqual(movesOf(s.history).map(formatMove));
      }),
      { numRuns: 60 },
    );
  });
});
