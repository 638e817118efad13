/** What Tab offers: the next word of a command or of a legal move, nothing that cannot follow. */
import { describe, expect, it } from 'vitest';
import { nextWords } from '../../src/engine/completion.js';
import { startHistory } from '../../src/engine/history.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { Session } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';
import type { GameDefinition } from '../../src/engine/game.js';
import { dealGame as dealCassino } from '../../src/games/cassino/deal.js';
import { cassino } from '../../src/games/cassino/index.js';
import { parsePlayers } from '../../src/games/cassino/players.js';
import { dealGame as dealFreeCell } from '../../src/games/freecell/deal.js';
import { freecell } from '../../src/games/freecell/index.js';

function sessionOf<S, M, V>(game: GameDefinition<S, M, V>, state: S): Session<S, M, V> {
  const session = new Session(game, startHistory<S, M>(state), { output: new MemoryOutput(), theme: PLAIN, echo: false, savesFolder: '/nonexistent', cwd: '/' });
  session.open();
  return session;
}

describe('nextWords', () => {
  it('gives the words that continue a spelling, each once, whatever the case typed', () => {
    const spellings = [['T0', 'F0'], ['T0', 'F1'], ['T1', 'T0'], ['draw']];
    expect(nextWords(spellings, [])).toEqual(['T0', 'T1', 'draw']);
    expect(nextWords(spellings, ['t0'])).toEqual(['F0', 'F1']);
    expect(nextWords(spellings, ['T2'])).toEqual([]);
    expect(nextWords(spellings, ['draw'])).toEqual([]);
  });
});

describe('Tab in a game', () => {
  it('FreeCell: the commands and the piles a move can start from; after a pile, only where its card may go', () => {
    const session = sessionOf(freecell, dealFreeCell(1));
    const first = session.completions([]);
    expect(first).toEqual(expect.arrayContaining(['undo', 'hint', 'solve', 'T0', 'T7']));
    // nothing moves from an empty free cell or a home cell
    expect(first).not.toContain('F0');
    expect(first).not.toContain('H0');
    // 6♥ (T3) may go to a free cell, nowhere else on this board
    expect(session.completions(['t3'])).toEqual(['F0', 'F1', 'F2', 'F3']);
    // with two free cells taken, only the other two are offered
    session.handle('T0 F0');
    session.handle('T0 F1');
    expect(session.completions(['T5'])).toEqual(['F2', 'F3']);
    expect(session.completions(['T3', 'F0'])).toEqual([]);
  });

  it('Cassino: cards and a s d f, then the table cards a play may take', () => {
    const seats = parsePlayers('Ann:human,Bob:computer');
    if (!seats.ok) throw new Error(seats.error);
    const state = dealCassino(3, seats.value, 16);
    const session = sessionOf(cassino, state);
    const view = cassino.view(session.state, 0);
    const first = session.completions([]);
    expect(first).toEqual(expect.arrayContaining(['score', 'log', 'a', 's', 'd', 'f']));
    for (const move of cassino.legalMoves(view)) {
      const [card, ...takes] = cassino.formatMove(move).split(' ');
      const typed = card!.replace('♠', 'S').replace('♥', 'H').replace('♦', 'D').replace('♣', 'C');
      expect(first).toContain(typed);
      if (takes.length > 0) expect(session.completions([typed])).toContain(takes[0]!.replace('♠', 'S').replace('♥', 'H').replace('♦', 'D').replace('♣', 'C'));
    }
  });
});
