/**
 * The session core as a front end other than the text printer sees it: structured
 * events (the board with its seat and status, messages with their kinds) and questions
 * answered asynchronously, as the full screen will take them. `step` and `over` are
 * asked only of a front end that says it animates or offers more; the pipe and the
 * line terminal are never asked them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHistory } from '../../src/engine/history.js';
import type { InputLine } from '../../src/engine/input.js';
import { MemoryOutput } from '../../src/engine/output.js';
import { ok } from '../../src/engine/result.js';
import { Session } from '../../src/engine/session.js';
import { playAsync } from '../../src/engine/session-async.js';
import { SessionCore } from '../../src/engine/session-core.js';
import { drive } from '../../src/engine/session-drive.js';
import type { Answer, BoardShown, MessageKind, Question, SessionOutput } from '../../src/engine/session-events.js';
import type { CoreSetup } from '../../src/engine/session-state.js';
import { PLAIN } from '../../src/engine/theme.js';
import { cassino } from '../../src/games/cassino/index.js';
import { dealGame as dealCassino } from '../../src/games/cassino/deal.js';
import type { CassinoView } from '../../src/games/cassino/state.js';
import { freecell } from '../../src/games/freecell/index.js';
import type { FreeCellPlay, FreeCellState } from '../../src/games/freecell/state.js';
import { seats } from '../helpers/cassino.js';
import { tempDir } from '../helpers/cli.js';
import { board } from '../helpers/freecell.js';
import { fakeTerminal } from '../helpers/terminal-extras.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const home = (suit: string, top: string) => RANKS.slice(0, RANKS.indexOf(top) + 1).map((rank) => `${rank}${suit}`).join(', ');

/** Four spades from a win, one on each of four columns: `solve` plays T3 H0, T2 H0, T1 H0, T0 H0. */
function fourFromWin(): FreeCellState {
  return board([
    'Freecell 0:[]', 'Freecell 1:[]', 'Freecell 2:[]', 'Freecell 3:[]',
    `Homecell 0:[${home('♠', '9')}]`, `Homecell 1:[${home('♥', 'K')}]`, `Homecell 2:[${home('♦', 'K')}]`, `Homecell 3:[${home('♣', 'K')}]`,
    'Tableau 0:[K♠]', 'Tableau 1:[Q♠]', 'Tableau 2:[J♠]', 'Tableau 3:[10♠]', ...[4, 5, 6, 7].map((i) => `Tableau ${i}:[]`),
  ].join('\n'));
}

/** A front end that keeps what it is told and asked, reads its lines from a list and answers from a function, a turn of the event loop later. */
class FakeScreen<V> implements SessionOutput<V> {
  readonly events: string[] = [];
  readonly boards: BoardShown<V>[] = [];
  constructor(private readonly lines: InputLine[], private readonly answer: (question: Question) => Answer) {}

  board(shown: BoardShown<V>): void {
    this.boards.push(shown);
    this.events.push(`board ${shown.moment} seat ${shown.seat}${shown.status === null ? '' : ` (${shown.status.moves} moves)`}`);
  }

  message(text: string, kind: MessageKind): void {
    this.events.push(`${kind}: ${text}`);
  }

  inputEnded(): void {
    this.events.push('input ended');
  }

  readonly frontEnd = {
    readLine: async (prompt: string, seat: number): Promise<InputLine | null> => {
      await new Promise((resolve) => setImmediate(resolve));
      this.events.push(`prompt ${seat}: ${prompt}`);
      return this.lines.shift() ?? null;
    },
    ask: async (question: Question): Promise<Answer> => {
      await new Promise((resolve) => setImmediate(resolve));
      const answer = this.answer(question);
      this.events.push(`asked ${question.kind} ${detail(question)} -> ${answer}`);
      return answer;
    },
  };
}

function detail(question: Question): string {
  switch (question.kind) {
    case 'step': return question.move;
    case 'over': return question.result;
    case 'hand-over': return question.seat.name;
    default: return question.text;
  }
}

function coreSetup(extra: Partial<CoreSetup> = {}): CoreSetup {
  const cwd = tempDir();
  return { savesFolder: join(cwd, 'saves'), cwd, terminal: fakeTerminal(), ...extra };
}

function freecellCore(setup: CoreSetup, screen: FakeScreen<FreeCellState>, state = fourFromWin(), game = freecell) {
  return new SessionCore<FreeCellState, FreeCellPlay, FreeCellState>(game, startHistory(state), setup, screen);
}

const play = (text: string): FreeCellPlay => {
  const parsed = freecell.parseMove(text, fourFromWin());
  if (parsed === null || !parsed.ok) throw new Error(`not a move: ${text}`);
  return parsed.value;
};

describe('a front end that animates', () => {
  it('is asked a step after each board solve shows, and finish plays the rest at once', async () => {
    const screen = new FakeScreen<FreeCellState>(['solve'], (question) => (question.kind === 'step' ? 'finish' : 'ok'));
    const end = await playAsync(freecellCore(coreSetup({ animates: true }), screen), screen.frontEnd);
    expect(end).toBe('over');
    expect(screen.events).toEqual([
      'board turn seat 0 (0 moves)',
      'prompt 0: Your move <from to>: ',
      'log: Playing T3 H0',
      'board played seat 0 (1 moves)',
      'asked step T3 H0 -> finish',
      'log: Playing T2 H0',
      'board played seat 0 (2 moves)',
      'log: Playing T1 H0',
      'board played seat 0 (3 moves)',
      'log: Playing T0 H0',
      'board over seat 0 (4 moves)',
      'result: You won in 4 moves.',
    ]);
    // the board it is given is the seat's view of the position
    expect(screen.boards.at(-1)?.view.homecells.map((pile) => pile.length)).toEqual([13, 13, 13, 13]);
  });

  it('going on step by step is asked after every move but the last, which ends the game', async () => {
    const screen = new FakeScreen<FreeCellState>(['solve'], () => 'go on');
    await playAsync(freecellCore(coreSetup({ animates: true }), screen), screen.frontEnd);
    expect(screen.events.filter((event) => event.startsWith('asked'))).toEqual([
      'asked step T3 H0 -> go on', 'asked step T2 H0 -> go on', 'asked step T1 H0 -> go on',
    ]);
  });

  it('is not asked steps when it does not say it animates', async () => {
    const screen = new FakeScreen<FreeCellState>(['solve'], () => 'go on');
    await playAsync(freecellCore(coreSetup(), screen), screen.frontEnd);
    expect(screen.events.filter((event) => event.startsWith('asked'))).toEqual([]);
  });
});

describe('a front end that offers more at a game\'s end', () => {
  it('is asked what next: quit ends the session as a game over', async () => {
    const screen = new FakeScreen<FreeCellState>(['T3 H0', 'T2 H0', 'T1 H0', 'T0 H0'], () => 'quit');
    const end = await playAsync(freecellCore(coreSetup({ offersAgain: true }), screen), screen.frontEnd);
    expect(end).toBe('over');
    expect(screen.events.slice(-3)).toEqual(['board over seat 0 (4 moves)', 'result: You won in 4 moves.', 'asked over You won in 4 moves. -> quit']);
  });

  it('again deals the same deal from its start, and the game goes on', async () => {
    let overs = 0;
    const screen = new FakeScreen<FreeCellState>(['T3 H0', 'T2 H0', 'T1 H0', 'T0 H0', 'T3 H0', 'quit'], (question) => {
      if (question.kind === 'save') return 'discard';
      overs += 1;
      return 'again';
    });
    const session = freecellCore(coreSetup({ offersAgain: true }), screen);
    const end = await playAsync(session, screen.frontEnd);
    expect(overs).toBe(1);
    // quit after one move of the game dealt again
    expect(end).toBe('quit');
    const after = screen.events.slice(screen.events.indexOf('asked over You won in 4 moves. -> again') + 1);
    expect(after.slice(0, 3)).toEqual(['info: A game, from its start again.', 'board turn seat 0 (0 moves)', 'prompt 0: Your move <from to>: ']);
    expect(session.history.now.depth).toBe(1);
  });

  it('new deals the terminal\'s next deal', async () => {
    const next = fourFromWin();
    const screen = new FakeScreen<FreeCellState>(['T3 H0', 'T2 H0', 'T1 H0', 'T0 H0'], (question) => (question.kind === 'over' ? 'new' : 'discard'));
    const session = freecellCore(coreSetup({ offersAgain: true, terminal: fakeTerminal({ again: () => next }) }), screen);
    const end = await playAsync(session, screen.frontEnd);
    expect(end).toBe('end of input');
    expect(screen.events).toContain('info: A game, a new deal.');
    expect(session.state).toBe(next);
  });

  it('a sequence that ends the game stops there: a game begun afresh gets none of its moves', async () => {
    // a sequence that goes on past the win: the next game must not be played by it
    const moves = ['T3 H0', 'T2 H0', 'T1 H0', 'T0 H0', 'T3 H0'].map(play);
    const game = { ...freecell, sequences: { solve: () => ok(moves) } };
    const screen = new FakeScreen<FreeCellState>(['solve'], () => 'again');
    const session = freecellCore(coreSetup({ offersAgain: true }), screen, fourFromWin(), game);
    await playAsync(session, screen.frontEnd);
    expect(screen.events.filter((event) => event === 'log: Playing T3 H0')).toHaveLength(1);
    expect(session.history.now.depth).toBe(0);
  });

  it('is not asked at a game\'s end on a pipe, which has no terminal', async () => {
    const { terminal: _none, ...piped } = coreSetup({ offersAgain: true });
    const screen = new FakeScreen<FreeCellState>(['T3 H0', 'T2 H0', 'T1 H0', 'T0 H0'], () => 'again');
    expect(await playAsync(freecellCore(piped, screen), screen.frontEnd)).toBe('over');
    expect(screen.events.filter((event) => event.startsWith('asked'))).toEqual([]);
  });
});

describe('the questions a terminal is asked, answered asynchronously', () => {
  it('asks to save a game with moves when it is quit, and goes back to it on back', async () => {
    const answers: Answer[] = ['back', 'discard'];
    const screen = new FakeScreen<FreeCellState>(['T3 H0', 'quit', 'quit'], () => answers.shift() as Answer);
    const end = await playAsync(freecellCore(coreSetup(), screen), screen.frontEnd);
    expect(end).toBe('quit');
    expect(screen.events.slice(3)).toEqual([
      'prompt 0: Your move <from to>: ',
      'asked save Save before quitting? [y/n]:  -> back',
      'board turn seat 0 (1 moves)',
      'prompt 0: Your move <from to>: ',
      'asked save Save before quitting? [y/n]:  -> discard',
    ]);
  });

  it('at a hotseat asks for the hand-over before each person\'s board, and recaps after it', async () => {
    const screen = new FakeScreen<CassinoView>([], () => 'ok');
    const session = new SessionCore(cassino, startHistory(dealCassino(7, seats('Ann:human, Bea:human'), 16)), coreSetup({ handsOver: true }), screen);
    expect(await playAsync(session, screen.frontEnd)).toBe('end of input');
    expect(screen.events[0]).toBe('log: Round 1');
    const handOver = screen.events.findIndex((event) => event.startsWith('asked hand-over'));
    expect(screen.events[handOver]).toBe('asked hand-over Ann -> ok');
    expect(screen.events[handOver + 1]).toMatch(/^board turn seat 0/);
  });
});

describe('the pipe and the line terminal', () => {
  it('are never asked a step or what next, whatever the game does', () => {
    const asked: string[] = [];
    const output = new MemoryOutput();
    const cwd = tempDir();
    const session = new Session(freecell, startHistory<FreeCellState, FreeCellPlay>(fourFromWin()), {
      output, theme: PLAIN, echo: false, savesFolder: join(cwd, 'saves'), cwd, terminal: fakeTerminal(),
    }, (question) => {
      asked.push(question.kind);
      return 'ok';
    });
    session.open();
    expect(session.handle('solve')).toBe('over');
    expect(asked).toEqual([]);
    expect(output.text).toContain('Playing T3 H0\n');
  });

  it('a question that reaches a front end asked none is a bug, said as one', () => {
    const core = new SessionCore(freecell, startHistory<FreeCellState, FreeCellPlay>(fourFromWin()), coreSetup(), new FakeScreen([], () => 'ok'));
    drive(core.open(), () => 'ok');
    drive(core.handle('T3 H0'), () => 'ok');
    expect(() => drive(core.handle('quit'), () => 'ok')).toThrow('"ok" does not answer a save question');
  });
});
