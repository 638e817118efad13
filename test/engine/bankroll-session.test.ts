/**
 * Klondike's Vegas bankroll at a terminal, through a Session with the terminal's
 * statistics (terminal-statistics.ts): the status line says the bankroll so far, this
 * game's score in it, and each game recorded adds its final score, a game left as a loss
 * with its negative score. A pipe's session has no status line and keeps no statistics.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHistory } from '../../src/engine/history.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { Session } from '../../src/engine/session.js';
import type { AnySetup } from '../../src/engine/setup.js';
import { recordGame, statsPath } from '../../src/engine/stats-file.js';
import { statisticsExtras } from '../../src/engine/terminal-statistics.js';
import { PLAIN } from '../../src/engine/theme.js';
import { dealGame } from '../../src/games/klondike/deal.js';
import { klondike, klondikeSetup } from '../../src/games/klondike/index.js';
import type { KlondikeMove, KlondikeState } from '../../src/games/klondike/state.js';
import { tempDir } from '../helpers/cli.js';
import { fakeTerminal } from '../helpers/terminal-extras.js';

const VEGAS = 'Klondike, draw 3, Vegas scoring';

function vegasSession(folder: string, seed: number) {
  const savesFolder = join(folder, 'saves');
  const setup = klondikeSetup as unknown as AnySetup;
  const terminal = fakeTerminal({
    describe: (state) => setup.describe(state),
    again: (state) => setup.again(state, seed + 1),
    ...statisticsExtras(setup, savesFolder, (path) => path),
  });
  const output = new MemoryOutput();
  const state = dealGame(seed, { draw: 3, scoring: 'vegas' });
  const session = new Session(klondike, startHistory<KlondikeState, KlondikeMove>(state), { output, theme: PLAIN, echo: false, savesFolder, cwd: folder, terminal });
  return { session, output, savesFolder };
}

describe('the Vegas bankroll across games', () => {
  it('adds up the games recorded, and the status line counts this game in it', () => {
    const folder = tempDir();
    const { session, output, savesFolder } = vegasSession(folder, 7);
    // a game won before this program started: the bankroll is read when the game starts
    recordGame(savesFolder, { key: VEGAS, won: true, moves: 120, elapsedMs: 600_000, score: 150 });
    session.open();
    session.prompt();
    expect(output.text).toContain(' · Score -52 · bankroll $98\n');
    session.handle('draw');
    // a new deal leaves this game as a loss, -52
    session.handle('new');
    session.prompt();
    expect(output.text).toContain(' · Score -52 · bankroll $46\n');
    session.handle('draw');
    expect(session.handle('quit')).toBe('quit');
    const file = JSON.parse(readFileSync(statsPath(savesFolder), 'utf8'));
    expect(file.records[VEGAS]).toMatchObject({ played: 3, won: 1, bankroll: 46 });
  });

  it('shows no bankroll for standard scoring, and keeps none', () => {
    const folder = tempDir();
    const savesFolder = join(folder, 'saves');
    const setup = klondikeSetup as unknown as AnySetup;
    const terminal = fakeTerminal({ describe: (state) => setup.describe(state), ...statisticsExtras(setup, savesFolder, (path) => path) });
    const output = new MemoryOutput();
    const state = dealGame(7, { draw: 3, scoring: 'standard' });
    const session = new Session(klondike, startHistory<KlondikeState, KlondikeMove>(state), { output, theme: PLAIN, echo: false, savesFolder, cwd: folder, terminal });
    session.open();
    session.prompt();
    expect(output.text).toMatch(/ · Score 0\n/);
    expect(output.text).not.toContain('bankroll');
    session.handle('draw');
    session.handle('quit');
    const file = JSON.parse(readFileSync(statsPath(savesFolder), 'utf8'));
    expect(file.records['Klondike, draw 3, standard scoring']).not.toHaveProperty('bankroll');
  });

  it('counts a game once in its own status line after it is recorded (a game over still on screen)', () => {
    const folder = tempDir();
    const setup = klondikeSetup as unknown as AnySetup;
    const extras = statisticsExtras(setup, join(folder, 'saves'), (path) => path);
    const state = dealGame(3, { draw: 1, scoring: 'vegas' });
    expect(extras.score(state)).toBe('Score -52 · bankroll -$52');
    extras.record(state, 1, 1000, true, { id: 'g1', assisted: false, peeked: false });
    expect(extras.score(state)).toBe('Score -52 · bankroll -$52');
    expect(extras.score(dealGame(4, { draw: 1, scoring: 'vegas' }))).toBe('Score -52 · bankroll -$104');
  });
});
