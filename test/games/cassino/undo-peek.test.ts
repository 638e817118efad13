/**
 * Undo against computers lets a person peek: the card drawn and the computers' plays
 * after their play are seen, and they may choose again. Undo stays, but such a game
 * counts apart in the statistics (won after undo), the first such undo says so at a
 * terminal, and a save keeps it. The statistics count the person's own plays.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHistory } from '../../../src/engine/history.js';
import { MemoryOutput } from '../../../src/engine/output.js';
import { PEEKED, Session, type SessionSetup } from '../../../src/engine/session.js';
import type { GameIdentity } from '../../../src/engine/terminal-extras.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { dealGame } from '../../../src/games/cassino/deal.js';
import { parseDealFile } from '../../../src/games/cassino/dealfile.js';
import { cassino } from '../../../src/games/cassino/index.js';
import { applyMove } from '../../../src/games/cassino/rules.js';
import type { CassinoState } from '../../../src/games/cassino/state.js';
import { reveals } from '../../../src/games/cassino/view.js';
import { runCli, tempDir } from '../../helpers/cli.js';
import { lastTricks, seats } from '../../helpers/cassino.js';
import { parseMove } from '../../../src/games/cassino/notation.js';
import { fakeTerminal } from '../../helpers/terminal-extras.js';

function position(text: string): CassinoState {
  const parsed = parseDealFile(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** A session at a terminal whose statistics are the calls recorded. */
function atTerminal(state: CassinoState, setup: Partial<SessionSetup> = {}) {
  const output = new MemoryOutput();
  const records: { moves: number; identity: GameIdentity }[] = [];
  const terminal = fakeTerminal({
    describe: () => 'Cassino',
    record: (_state, moves, _ms, _show, identity) => {
      records.push({ moves, identity });
      return [];
    },
  });
  const folder = tempDir();
  const session = new Session(cassino, startHistory(state), {
    output, theme: PLAIN, echo: false, savesFolder: join(folder, 'saves'), cwd: folder, atTerminal: true, terminal, ...setup,
  });
  session.open();
  return { session, output, records, folder };
}

describe('what an undone step showed', () => {
  const state = dealGame(7, seats('Ann:human, Bob:computer'), 16);
  const play = (from: CassinoState, text: string): CassinoState => {
    const move = parseMove(text, cassino.view(from, from.turn));
    if (move === null || !move.ok) throw new Error(`not a move: ${text}`);
    const next = applyMove(from, move.value);
    if (!next.ok) throw new Error(next.error);
    return next.value.state;
  };

  it('a card drawn after the play, another seat\'s play, a new deal: each shows cards; a play that draws nothing does not', () => {
    const annPlayed = play(state, 'a');
    // Ann drew a card to fill her hand again
    expect(reveals(state, annPlayed, 0)).toBe(true);
    // Bob's play shows Ann the card from his hand
    expect(reveals(annPlayed, play(annPlayed, 'a'), 0)).toBe(true);
    const end = position(lastTricks());
    // the deck is empty: Ann's own play draws nothing, and shows her nothing new
    expect(reveals(end, play(end, 'a'), 0)).toBe(false);
  });
});

describe('an undo after cards were shown', () => {
  it('says so once at a terminal, and the game counts apart: the identity says peeked, the moves are Ann\'s own', () => {
    const { session, output, records } = atTerminal(position(lastTricks()));
    session.prompt();
    session.handle('a');
    output.text = '';
    session.handle('undo');
    expect(output.text).toBe(`${PEEKED}\n`);
    session.prompt();
    session.handle('a');
    output.text = '';
    session.handle('undo');
    // said once a game
    expect(output.text).toBe('');
    session.handle('a');
    expect(session.handle('a')).toBe('over');
    expect(records).toEqual([{ moves: 2, identity: expect.objectContaining({ peeked: true }) }]);
  });

  it('a game without such an undo is a plain one, counted by the person\'s own plays (not the computers\')', () => {
    const { session, records } = atTerminal(position(lastTricks()));
    session.handle('a');
    expect(session.handle('a')).toBe('over');
    expect(records).toEqual([{ moves: 2, identity: expect.objectContaining({ peeked: false }) }]);
  });

  it('a resumed game that was peeked at still counts apart', () => {
    const { session, records } = atTerminal(position(lastTricks()), { peeked: true });
    session.handle('a');
    session.handle('a');
    expect(records[0]?.identity.peeked).toBe(true);
  });
});

describe('on the command line', () => {
  it('a pipe is told nothing (its text stays as it was), and the save keeps the flag before its start; a save without one loads as before', () => {
    const folder = tempDir();
    writeFileSync(join(folder, 'end.txt'), lastTricks());
    const run = runCli(['cassino', '--deal-file', 'end.txt'], { cwd: folder, input: 'a\nundo\nsave p\n' });
    expect(run.stdout).not.toContain(PEEKED);
    const text = readFileSync(join(folder, 'saves', 'p.json'), 'utf8');
    expect(text.indexOf('"peeked": true')).toBeGreaterThan(0);
    expect(text.indexOf('"peeked": true')).toBeLessThan(text.indexOf('"start"'));
    const plain = runCli(['cassino', '--deal-file', 'end.txt'], { cwd: folder, input: 'a\nsave q\n' });
    expect(plain.status).toBe(0);
    expect(readFileSync(join(folder, 'saves', 'q.json'), 'utf8')).not.toContain('peeked');
    expect(runCli(['cassino', '--load', 'p'], { cwd: folder, input: 'a\na\n' }).stdout).toContain('Ann wins with');
  });
});
