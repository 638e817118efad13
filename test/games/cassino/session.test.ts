/** Cassino through the engine's command loop: computer turns print their log, a person gets the board and a prompt, and saves replay. */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentState, movesOf, startHistory, startState } from '../../../src/engine/history.js';
import { MemoryOutput } from '../../../src/engine/output.js';
import { readSave } from '../../../src/engine/save-file.js';
import { restore } from '../../../src/engine/saved-game.js';
import { play, Session } from '../../../src/engine/session.js';
import { ScriptInput } from '../../../src/engine/input.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { chooseNormal } from '../../../src/games/cassino/chooser.js';
import { dealGame } from '../../../src/games/cassino/deal.js';
import { cassino } from '../../../src/games/cassino/index.js';
import { formatMove } from '../../../src/games/cassino/notation.js';
import type { CassinoMove, CassinoState, CassinoView } from '../../../src/games/cassino/state.js';
import { viewOf } from '../../../src/games/cassino/view.js';
import { tempDir } from '../../helpers/cli.js';
import { seats } from '../../helpers/cassino.js';

type CassinoSession = Session<CassinoState, CassinoMove, CassinoView>;

function setup(folder = tempDir()) {
  return { output: new MemoryOutput(), theme: PLAIN, echo: false, savesFolder: join(folder, 'saves'), cwd: folder };
}

describe('Cassino in the command loop', () => {
  it('plays an all-computer game to the end with no prompt: the log, then the winner', () => {
    const start = dealGame(3, seats('Ann:computer, Bob:computer:easy, Cid:computer'), 16);
    const out = setup();
    const { end, history } = play(cassino, startHistory(start), new ScriptInput([]), out);
    expect(end).toBe('over');
    const last = currentState(history);
    expect(out.output.text).toBe(`${last.log.join('\n')}\n${cassino.result(last, 0)}\n`);
    expect(out.output.text).not.toContain('your move');
  });

  it('shows a person the board and the prompt, prints the computer\'s plays, and refuses with a reason', () => {
    const start = dealGame(7, seats('Ann:human, Bob:computer, Cid:computer:easy'), 16);
    const out = setup();
    const s: CassinoSession = new Session(cassino, startHistory(start), out);
    expect(s.open()).toBeNull();
    s.prompt();
    expect(out.output.text).toBe([
      'Round 1',
      'Table:[Q♦, J♣, 3♣, Q♠]',
      'Table:[Q♦, J♣, 3♣, Q♠]',
      'Hand:[7♣, K♠, 10♦, J♦]',
      'Round 1, dealer Cid, deck 36 cards, in hand: Bob 4, Cid 4',
      'Ann, your move: ',
    ].join('\n'));
    out.output.text = '';
    s.handle('f 1');
    expect(out.output.text).toBe('Oops, invalid move: 12 does not make 11\n');
    out.output.text = '';
    s.handle('bananas');
    expect(out.output.text).toBe('Oops, invalid move: type a card from your hand (and the table cards it takes), e.g. 7s 3h 4d or s 1 4\n');
    out.output.text = '';
    s.handle('hint');
    expect(out.output.text).toBe('Hint: J♦ J♣\n');
    out.output.text = '';
    s.handle('f 2');
    const lines = out.output.text.split('\n');
    expect(lines[0]).toBe('Ann plays J♦ and takes J♣');
    expect(lines[1]).toMatch(/^Bob (plays|puts) /);
    expect(lines[2]).toMatch(/^Cid (plays|puts) /);
    out.output.text = '';
    s.handle('score');
    expect(out.output.text.split('\n')[1]).toBe('Player                Cards  Spades  Sweeps  Total');
    out.output.text = '';
    s.handle('LOG');
    expect(out.output.text).toBe(`${s.state.log.join('\n')}\n`);
  });

  it('saves a game between people and computers, and loading replays it to the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.nat(120), (seed, plays) => {
        const folder = tempDir();
        const out = setup(folder);
        const s: CassinoSession = new Session(cassino, startHistory(dealGame(seed, seats('Ann:human, Bob:computer:easy, Cid:human'), 16)), out);
        let end = s.open();
        for (let i = 0; i < plays && end === null; i += 1) {
          const seat = cassino.toAct(s.state)!;
          end = s.handle(formatMove(chooseNormal(viewOf(s.state, seat))));
        }
        if (end !== null) return;
        s.handle('save game');
        const save = readSave(join(folder, 'saves', 'game.json'));
        expect(save.ok).toBe(true);
        if (!save.ok) return;
        const loaded = restore(cassino, save.value);
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        expect(loaded.value.now.state).toStrictEqual(s.state);
        expect(startState(loaded.value)).toStrictEqual(startState(s.history));
        expect(movesOf(loaded.value).map(formatMove)).toEqual(movesOf(s.history).map(formatMove));
      }),
      { numRuns: 25 },
    );
  });

  it('undoes a person\'s play with the computer plays after it', () => {
    const s: CassinoSession = new Session(cassino, startHistory(dealGame(7, seats('Ann:human, Bob:computer, Cid:computer'), 16)), setup());
    s.open();
    const before = s.state;
    s.handle('f 2');
    expect(s.state.turn).toBe(0);
    s.handle('undo');
    expect(s.state).toBe(before);
  });

  it('undo after any play restores the exact state, the computer plays after it included, and redo plays them again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 5 }), fc.array(fc.nat(), { maxLength: 40 }), fc.nat(), (seed, computers, picks, pick) => {
        const players = ['Ann:human', ...Array.from({ length: computers }, (_, i) => `C${i}:computer${i % 2 === 0 ? '' : ':easy'}`)];
        const s: CassinoSession = new Session(cassino, startHistory(dealGame(seed, seats(players.join(', ')), 16)), setup());
        if (s.open() !== null) return;
        const playOne = (n: number) => {
          const moves = cassino.legalMoves(viewOf(s.state, 0));
          return s.handle(formatMove(moves[n % moves.length]!));
        };
        for (const n of picks) if (playOne(n) !== null) return;
        const before = s.state;
        const movesBefore = movesOf(s.history).map(formatMove);
        if (playOne(pick) !== null) return;
        const after = s.state;
        s.handle('undo');
        expect(s.state).toStrictEqual(before);
        expect(movesOf(s.history).map(formatMove)).toEqual(movesBefore);
        s.handle('redo');
        expect(s.state).toStrictEqual(after);
      }),
      { numRuns: 80 },
    );
  });
});
