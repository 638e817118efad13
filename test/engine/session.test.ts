/** The shared command loop, driven line by line as a bot would drive it. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHistory } from '../../src/engine/history.js';
import { ScriptInput } from '../../src/engine/input.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { play, Session, type SessionSetup } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';
import { dealGame } from '../../src/games/freecell/deal.js';
import { freecell } from '../../src/games/freecell/index.js';
import type { FreeCellPlay, FreeCellState } from '../../src/games/freecell/state.js';
import { tempDir } from '../helpers/cli.js';
import { board } from '../helpers/freecell.js';

function setup(output: MemoryOutput, cwd = tempDir(), echo = false): SessionSetup {
  return { output, theme: PLAIN, echo, savesFolder: join(cwd, 'saves'), cwd, clock: () => new Date(0) };
}

function newSession(state: FreeCellState = dealGame(1)) {
  const output = new MemoryOutput();
  const session = new Session(freecell, startHistory<FreeCellState, FreeCellPlay>(state), setup(output));
  session.open();
  session.prompt();
  output.text = '';
  return { session, output };
}

describe('the command loop', () => {
  it('answers each command with its own line', () => {
    const { session, output } = newSession();
    // what one line gets in answer, up to and with the next prompt
    const said = (line: string) => {
      output.text = '';
      if (session.handle(line) === null) session.prompt();
      return output.text;
    };
    const PROMPT = 'Your move <from to>: ';
    expect(said('undo')).toBe(`Nothing to undo.\n${PROMPT}`);
    expect(said('redo')).toBe(`Nothing to redo.\n${PROMPT}`);
    expect(said('hint')).toMatch(/^Hint: [FHT]\d [FHT]\d\nYour move <from to>: $/);
    expect(said('T9 F0')).toBe(`Oops, invalid move.\n${PROMPT}`);
    expect(said('hello')).toBe(`Oops, invalid move.\n${PROMPT}`);
    expect(said('')).toBe(`Oops, invalid move.\n${PROMPT}`);
    // a move prints the whole board before the next prompt
    expect(said('T0 F0').split('\n')).toHaveLength(17);
    expect(said('undo')).toMatch(/^Freecell 0:\[\]\n[^]*Your move <from to>: $/);
    expect(said('help')).toContain('undo          take back the last move');
    expect(said('help')).toContain('Rules:\n  Move every card to the home cells');
    expect(session.handle('quit')).toBe('quit');
    expect(session.handle('Q')).toBe('quit');
  });

  it('says why a save failed and keeps playing', () => {
    const { session, output } = newSession();
    session.handle('save a/b');
    expect(output.text).toMatch(/^Not saved: "a\/b" is not a save name/);
    output.text = '';
    const cwd = tempDir();
    writeFileSync(join(cwd, 'saves'), 'a file where the folder should be');
    const blocked = new Session(freecell, startHistory<FreeCellState, FreeCellPlay>(dealGame(1)), setup(output, cwd));
    blocked.handle('save x');
    expect(output.text).toBe('Not saved: saves/x.json: a part of the path is not a folder\n');
    mkdirSync(join(cwd, 'ok'));
    output.text = '';
    blocked.handle('save ok/x.json');
    expect(output.text).toBe('Saved to ok/x.json\n');
  });

  it('plays over an input: echo, the end of input, and a position already won', () => {
    const output = new MemoryOutput();
    const result = play(freecell, startHistory(dealGame(1)), new ScriptInput(['T0 F0']), setup(output, tempDir(), true));
    expect(result.end).toBe('end of input');
    expect(output.text).toContain('Your move <from to>: T0 F0\nFreecell 0:[6♠]\n');
    expect(output.text.endsWith('Tableau 7:[5♥, 3♥, 3♣, 7♠, 7♦, 10♣]\nYour move <from to>: \n')).toBe(true);

    const ranks = 'A 2 3 4 5 6 7 8 9 10 J Q K'.split(' ');
    const won = board(['♣', '♦', '♥', '♠'].map((s, i) => `Homecell ${i}:[${ranks.map((r) => r + s).join(', ')}]`).join('\n'));
    const wonOutput = new MemoryOutput();
    expect(play(freecell, startHistory(won), new ScriptInput(['T0 F0']), setup(wonOutput)).end).toBe('over');
    expect(wonOutput.text.endsWith('Tableau 7:[]\nYou won in 0 moves.\n')).toBe(true);
  });
});
