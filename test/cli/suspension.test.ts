/**
 * Ctrl-Z's suspension and the clock of time played, with the clock and the stop
 * injected (issue 22, items 2 and 3): the screen is drawn once after a stop, and the
 * time stopped is kept off the time played, in the status line, the statistics and a
 * save. The real stop at a real terminal is in suspend.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PlayClock } from '../../src/cli/play-clock.js';
import { Suspension } from '../../src/cli/suspension.js';
import { startHistory } from '../../src/engine/history.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { Session } from '../../src/engine/session.js';
import { PLAIN } from '../../src/engine/theme.js';
import { freecell } from '../../src/games/freecell/index.js';
import type { FreeCellPlay, FreeCellState } from '../../src/games/freecell/state.js';
import { tempDir } from '../helpers/cli.js';
import { board, oneMoveFromWin } from '../helpers/freecell.js';
import { fakeTerminal } from '../helpers/terminal-extras.js';

/** A wall clock that moves only when told. */
function fakeWall() {
  let ms = 50_000;
  return { now: () => ms, pass: (by: number) => void (ms += by) };
}

/** A suspension whose stop lets `stoppedMs` pass on the wall clock, and a log of what it did to the screen. */
function suspended(stoppedMs: number) {
  const wall = fakeWall();
  const clock = new PlayClock(wall.now);
  const done: string[] = [];
  const suspension = new Suspension(clock, {
    giveBack: () => done.push('give back'),
    takeBack: () => done.push('take back'),
    redraw: (freshLine) => done.push(freshLine ? 'redraw' : 'redraw on a new line'),
  }, () => {
    done.push('stop');
    wall.pass(stoppedMs);
  });
  return { wall, clock, done, suspension };
}

describe('the clock of time played', () => {
  it('stands still from a stop until the program goes on, and counts on from there', () => {
    const wall = fakeWall();
    const clock = new PlayClock(wall.now);
    const start = clock.now();
    wall.pass(3_000);
    clock.stop();
    wall.pass(20_000);
    expect(clock.now() - start).toBe(3_000);
    clock.go();
    wall.pass(2_000);
    expect(clock.now() - start).toBe(5_000);
    // going on twice, or stopping while stopped, keeps each stop once
    clock.go();
    clock.stop();
    wall.pass(1_000);
    clock.stop();
    wall.pass(1_000);
    clock.go();
    expect(clock.now() - start).toBe(5_000);
  });
});

describe('Ctrl-Z', () => {
  it('gives the terminal back, stops the job, takes the terminal again and draws once; the SIGCONT after it draws nothing', () => {
    const { done, suspension } = suspended(20_000);
    suspension.suspend();
    expect(done).toEqual(['give back', 'stop', 'take back', 'redraw']);
    // node hands on the SIGCONT of that stop only now, after the screen was drawn
    suspension.continued();
    expect(done).toEqual(['give back', 'stop', 'take back', 'redraw']);
  });

  it('twice before node hands on either SIGCONT (both while a question waits): each drawn once', () => {
    const { done, suspension } = suspended(1_000);
    suspension.suspend();
    suspension.suspend();
    suspension.continued();
    suspension.continued();
    expect(done.filter((step) => step === 'redraw')).toHaveLength(2);
  });

  it('keeps the time stopped off the time played', () => {
    const { wall, clock, suspension } = suspended(20_000);
    const start = clock.now();
    wall.pass(1_500);
    suspension.suspend();
    wall.pass(500);
    expect(clock.now() - start).toBe(2_000);
  });

  it('after a stop from outside (kill -STOP, then SIGCONT), takes the terminal again and draws', () => {
    const { done, suspension } = suspended(0);
    suspension.continued();
    expect(done).toEqual(['take back', 'redraw on a new line']);
  });
});

describe('a game suspended at a terminal', () => {
  it('counts the time played without the stop in its status line, its save and the statistics', () => {
    const folder = tempDir();
    const { wall, clock, suspension } = suspended(20_000);
    const recorded: number[] = [];
    const terminal = fakeTerminal({
      describe: () => 'FreeCell',
      record: (_state, _moves, elapsedMs) => {
        recorded.push(elapsedMs);
        return [];
      },
      now: () => clock.now(),
    });
    const output = new MemoryOutput();
    const setup = { output, theme: PLAIN, echo: false, savesFolder: join(folder, 'saves'), cwd: folder, terminal };
    const session = new Session(freecell, startHistory<FreeCellState, FreeCellPlay>(board(oneMoveFromWin())), setup);
    session.open();
    wall.pass(5_000);
    suspension.suspend();
    wall.pass(2_000);
    session.handle('save');
    expect(JSON.parse(readFileSync(join(folder, 'saves', 'freecell.json'), 'utf8')).playedMs).toBe(7_000);
    session.redraw();
    expect(output.text).toContain('FreeCell · 0 moves · 0:07\n');
    wall.pass(1_000);
    expect(session.handle('T0 H0')).toBe('over');
    expect(recorded).toEqual([8_000]);
  });
});
