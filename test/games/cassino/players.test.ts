/** Who plays: the --players SPEC, and the questions asked without it. */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/engine/game.js';
import { askPlayers, formatPlayers, parsePlayers } from '../../../src/games/cassino/players.js';

const human = (name: string): Seat => ({ name, kind: 'human' });
const computer = (name: string, level = 'normal'): Seat => ({ name, kind: 'computer', level });

describe('--players SPEC', () => {
  it.each<[string, Seat[]]>([
    ['Ann:human,Bob:computer', [human('Ann'), computer('Bob')]],
    [' Ann : HUMAN , Bob:Computer:EASY ', [human('Ann'), computer('Bob', 'easy')]],
    ['human,computer', [human('Player 1'), computer('Player 2')]],
    ['Ann:human,computer,Cid:computer:normal', [human('Ann'), computer('Player 2'), computer('Cid')]],
    ['Ann:human,Bob:computer:hard,Cid:computer:Hard', [human('Ann'), computer('Bob', 'hard'), computer('Cid', 'hard')]],
    ['Mary  Ann:human,  Jo:computer', [human('Mary Ann'), computer('Jo')]],
    ['A:human,B:human,C:human,D:human,E:human,F:computer', ['A', 'B', 'C', 'D', 'E'].map(human).concat([computer('F')])],
    ['Åsa Öberg:human,李:computer', [human('Åsa Öberg'), computer('李')]],
  ])('reads %j', (spec, seats) => {
    expect(parsePlayers(spec)).toEqual({ ok: true, value: seats });
    expect(parsePlayers(formatPlayers(seats))).toEqual({ ok: true, value: seats });
  });

  it.each<[string, string]>([
    ['Ann:human', 'Cassino is for 2 to 6 players, and "Ann:human" names 1'],
    ['human,human,human,human,human,human,human', 'Cassino is for 2 to 6 players, and "human,human,human,human,human,human,human" names 7'],
    ['Ann:human,', 'player 2 is missing: give NAME:human, NAME:computer, human or computer'],
    ['Ann:human,Bob', 'say who plays as "Bob": Bob:human or Bob:computer'],
    ['Ann:human,Bob:robot', '"Bob:robot" is not a player: write NAME:human, NAME:computer or NAME:computer:LEVEL (easy, normal or hard)'],
    ['Ann:human,Bob:human:easy', '"Bob:human:easy" is not a player: write NAME:human, NAME:computer or NAME:computer:LEVEL (easy, normal or hard)'],
    ['Ann:human,Bob:computer:expert', '"expert" is not a level of the computer: easy, normal or hard'],
    ['Ann:human,ann:computer', 'two players are called "Ann": each needs a name of their own'],
    ['Player 2:human,computer', 'two players are called "Player 2": each needs a name of their own'],
    [':human,Bob:computer', 'a name cannot be empty'],
    ['Abcdefghijklmnopqrstu:human,Bob:computer', '"Abcdefghijklmnopqrstu" is too long: a name has at most 20 characters'],
    ['Ann[1]:human,Bob:computer', '"Ann[1]" holds a "," ":" "[" or "]", which a name cannot'],
    ['Ann\u0007:human,Bob:computer', 'a name holds printable characters only'],
  ])('refuses %j', (spec, reason) => {
    expect(parsePlayers(spec)).toEqual({ ok: false, error: reason });
  });
});

/** The questions asked and the seats, for these answers (null: the input ends), asked as on a pipe unless `how` says otherwise. */
function ask(answers: (string | null)[], how?: Parameters<typeof askPlayers>[1]): { questions: string[]; seats: Seat[] | null } {
  const questions: string[] = [];
  const queue = [...answers];
  const seats = askPlayers((question) => {
    questions.push(question);
    if (queue.length === 0) throw new Error(`no answer left for ${question}`);
    return queue.shift()!;
  }, how);
  return { questions, seats };
}

describe('asking for the players', () => {

  it('asks how many, then each one\'s name and kind', () => {
    expect(ask(['2', 'Ann', 'p', '', 'c'])).toEqual({
      questions: [
        'How many players (2-6)? ',
        'Name of player 1 [Player 1]: ',
        'Is Ann a person or the computer? [p/c] ',
        'Name of player 2 [Player 2]: ',
        'Is Player 2 a person or the computer? [p/c] ',
      ],
      seats: [human('Ann'), computer('Player 2')],
    });
  });

  it.each(['p', 'P', 'person', 'h', 'Human', 'c', 'C', 'computer'])('takes %j for the kind', (answer) => {
    expect(ask(['2', 'Ann', answer, 'Bob', 'c']).seats?.[0]?.kind).toBe(/^[ph]/i.test(answer) ? 'human' : 'computer');
  });

  it('asks again after a bad answer, with a line saying what is wanted', () => {
    const { questions, seats } = ask(['7', 'two', '2', 'Ann', 'x', 'p', 'ANN', 'A:b', '  Bo  Jo ', 'c']);
    expect(questions).toEqual([
      'How many players (2-6)? ',
      'Type a number from 2 to 6.\nHow many players (2-6)? ',
      'Type a number from 2 to 6.\nHow many players (2-6)? ',
      'Name of player 1 [Player 1]: ',
      'Is Ann a person or the computer? [p/c] ',
      'Answer p for a person or c for the computer.\nIs Ann a person or the computer? [p/c] ',
      'Name of player 2 [Player 2]: ',
      'That name will not do: two players are called "Ann": each needs a name of their own.\nName of player 2 [Player 2]: ',
      'That name will not do: "A:b" holds a "," ":" "[" or "]", which a name cannot.\nName of player 2 [Player 2]: ',
      'Is Bo Jo a person or the computer? [p/c] ',
    ]);
    expect(seats).toEqual([human('Ann'), computer('Bo Jo')]);
  });

  it.each([[[null]], [['3', 'Ann', null]], [['3', 'Ann', 'p', null]]])('gives up when the input ends: %j', (answers) => {
    expect(ask(answers).seats).toBeNull();
  });
});

describe('the computer\'s level in the questions', () => {
  it.each([['c hard', 'hard'], ['computer easy', 'easy'], ['C  Normal', 'normal'], ['c', 'normal']])('takes the level in the kind answer %j (on a pipe: no question more)', (answer, level) => {
    expect(ask(['2', 'Ann', 'p', 'Bob', answer], undefined)).toEqual({
      questions: ['How many players (2-6)? ', 'Name of player 1 [Player 1]: ', 'Is Ann a person or the computer? [p/c] ', 'Name of player 2 [Player 2]: ', 'Is Bob a person or the computer? [p/c] '],
      seats: [human('Ann'), computer('Bob', level)],
    });
  });

  it('asks again for a level that is none', () => {
    const { questions, seats } = ask(['2', 'Ann', 'p', 'Bob', 'c brilliant', 'p hard', 'c'], {});
    expect(questions.slice(5)).toEqual([
      'The computer plays easy, normal or hard: answer c, or c and its level (c hard).\nIs Bob a person or the computer? [p/c] ',
      'Answer p for a person or c for the computer.\nIs Bob a person or the computer? [p/c] ',
    ]);
    expect(seats).toEqual([human('Ann'), computer('Bob')]);
  });

  it('a plain c on a pipe plays at the level given (the menu\'s rules)', () => {
    expect(ask(['2', 'Ann', 'c', 'Bob', 'c easy'], { level: 'hard' }).seats).toEqual([computer('Ann', 'hard'), computer('Bob', 'easy')]);
  });

  it('at a terminal, asks a plain c its level, Enter for the default', () => {
    const { questions, seats } = ask(['3', 'Ann', 'p', 'Bob', 'c', '', 'Cid', 'computer', 'x', 'HARD'], { atTerminal: true });
    expect(questions.slice(4)).toEqual([
      'Is Bob a person or the computer? [p/c] ',
      'How well does Bob play: easy, normal or hard? [normal] ',
      'Name of player 3 [Player 3]: ',
      'Is Cid a person or the computer? [p/c] ',
      'How well does Cid play: easy, normal or hard? [normal] ',
      'Type easy, normal or hard (Enter: normal).\nHow well does Cid play: easy, normal or hard? [normal] ',
    ]);
    expect(seats).toEqual([human('Ann'), computer('Bob'), computer('Cid', 'hard')]);
    // the level typed with the kind is not asked again; the menu's level is the default
    expect(ask(['2', 'Ann', 'c hard', 'Bob', 'c', ''], { atTerminal: true, level: 'easy' })).toEqual({
      questions: [
        'How many players (2-6)? ', 'Name of player 1 [Player 1]: ', 'Is Ann a person or the computer? [p/c] ', 'Name of player 2 [Player 2]: ',
        'Is Bob a person or the computer? [p/c] ', 'How well does Bob play: easy, normal or hard? [easy] ',
      ],
      seats: [computer('Ann', 'hard'), computer('Bob', 'easy')],
    });
  });

  it('at a terminal, the first question comes after a word on the game and on help', () => {
    const { questions } = ask(['2', 'Ann', 'p', 'Bob', 'p'], { atTerminal: true, intro: 'Cassino: a word.' });
    expect(questions[0]).toBe('Cassino: a word.\nHow many players (2-6)? ');
    expect(questions[1]).toBe('Name of player 1 [Player 1]: ');
  });
});
