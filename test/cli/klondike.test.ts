/** Klondike through the real program: deal files with face-down cards, saves that keep the rules, fresh seeds, bad files. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literally, runCli, STARTED_AS, tempDir } from '../helpers/cli.js';

const DEAL = `Deck:[#4♠, #Q♦, #8♥, #2♣, #J♦, #5♣, #9♥, #6♠, #A♦, #K♦, #10♣, #7♥, #3♠, #J♠, #2♥, #6♣, #8♦, #10♥, #Q♣, #A♣, #K♠, #7♦] 22 cards
Waste:[] 0 cards
Foundation 0:[A♥]
Foundation 1:[A♠, 2♠]
Tableau 0:[K♥, Q♠]
Tableau 1:[#3♣, 9♣]
Tableau 2:[#4♦, #7♠, 5♦]
Tableau 3:[#10♦, #Q♥, #3♦, 4♣]
Tableau 4:[#J♣, #8♣, #4♥, #9♠, 6♥]
Tableau 5:[#5♠, #5♥, #6♦, #3♥, #K♣, 9♦]
Tableau 6:[#2♦, #7♣, #J♥, #8♠, 10♠]
`;

describe('klondike on the command line', () => {
  it('starts from a deal file with face-down cards, under the rules the options give', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'deal.txt'), DEAL);
    const run = runCli(['klondike', '--deal-file', 'deal.txt', '--draw', '1'], { cwd: dir, input: 'draw\nT4 T6\n' });
    expect(run.stdout.split('\n').slice(0, 13)).toEqual([
      'Deck:[##] 22 cards',
      'Waste:[] 0 cards',
      'Foundation 0:[A♥]',
      'Foundation 1:[A♠, 2♠]',
      'Foundation 2:[]',
      'Foundation 3:[]',
      'Tableau 0:[K♥, Q♠]',
      'Tableau 1:[##, 9♣]',
      'Tableau 2:[##, ##, 5♦]',
      'Tableau 3:[##, ##, ##, 4♣]',
      'Tableau 4:[##, ##, ##, ##, 6♥]',
      'Tableau 5:[##, ##, ##, ##, ##, 9♦]',
      'Tableau 6:[##, ##, ##, ##, 10♠]',
    ]);
    expect(run.stdout).toContain('Your move: draw\nDeck:[##] 21 cards\nWaste:[7♦] 1 cards\n');
    expect(run.stdout).toContain('Your move: T4 T6\nOops, invalid move: 6♥ cannot go on 10♠\n');
    expect(run.status).toBe(0);
    // the spec's game wants the deck's top card face up
    const spec = runCli(['klondike', '--deal-file', 'deal.txt'], { cwd: dir });
    expect(spec.status).toBe(1);
    expect(spec.stderr).toMatch(/^cardtable: deal\.txt: .*\n$/);
  });

  it('takes F alone as the foundation that takes the card (t6 f), and a save of it loads', () => {
    const dir = tempDir();
    const run = runCli(['klondike', '--seed', '7'], { cwd: dir, input: 't6 f\nsave f\n' });
    expect(run.stdout).toContain('Your move: t6 f\nDeck:[J♥] 24 cards\nWaste:[] 0 cards\nFoundation 0:[A♣]\n');
    expect(JSON.parse(readFileSync(join(dir, 'saves', 'f.json'), 'utf8')).moves).toEqual(['T6 F0']);
  });

  it('a save keeps the rule set, the score and the deck\'s order: the game goes on as it would have', () => {
    const dir = tempDir();
    const moves = ['draw', 'draw', 'W T6', 'draw', 'T4 F0', 'draw', 'draw', 'draw', 'draw'];
    const args = ['klondike', '--seed', '14', '--draw', '3', '--scoring', 'vegas'];
    const straight = runCli(args, { cwd: dir, input: `${moves.join('\n')}\n` });
    const half = runCli(args, { cwd: dir, input: `${moves.slice(0, 4).join('\n')}\nsave half\n` });
    expect(half.stdout).toContain('Saved to saves/half.json');
    const save = JSON.parse(readFileSync(join(dir, 'saves', 'half.json'), 'utf8'));
    expect(save.game).toBe('klondike');
    expect(save.start.rules).toEqual({ draw: 3, scoring: 'vegas' });
    expect(save.moves).toEqual(moves.slice(0, 4));
    const resumed = runCli(['klondike', '--load', 'half'], { cwd: dir, input: `${moves.slice(4).join('\n')}\nundo\n` });
    const after = (text: string) => text.slice(text.indexOf('Your move: T4 F0'));
    expect(after(resumed.stdout).startsWith(after(straight.stdout).replace(/Your move: \n$/, ''))).toBe(true);
    expect(resumed.stdout).toContain('Score: -52');
  });

  it('states a fresh seed on stderr, with the rule set, so the game can be replayed', () => {
    const run = runCli(['klondike', '--draw', '3'], { input: 'draw\n' });
    const match = new RegExp(`^cardtable: Klondike game #(\\d+), draw 3 \\(play it again with ${literally(STARTED_AS)} klondike --seed (\\d+) --draw 3\\)\\n$`).exec(run.stderr);
    expect(match).not.toBeNull();
    expect(runCli(['klondike', '--draw', '3', '--seed', match![1]!], { input: 'draw\n' }).stdout).toBe(run.stdout);
  });

  it.each([
    ['a deal file with a card twice', DEAL.replace('#4♠', '#A♥'), 'is given twice'],
    ['a face-down card on top of a pile', DEAL.replace('10♠]', '#10♠]'), 'Tableau 6'],
    ['a foundation out of order', DEAL.replace('[A♠, 2♠]', '[2♠, A♠]'), 'Foundation 1'],
  ])('refuses %s with one line and status 1', (_what, text, message) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'deal.txt'), text);
    const run = runCli(['klondike', '--deal-file', 'deal.txt', '--draw', '1'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toContain(message);
  });

  it('refuses a save whose moves the rules do not allow, and one whose seed does not match its deal', () => {
    const dir = tempDir();
    runCli(['klondike', '--seed', '3'], { cwd: dir, input: 'save k\n' });
    const path = join(dir, 'saves', 'k.json');
    const save = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify({ ...save, moves: ['W T0'] }));
    const illegal = runCli(['klondike', '--load', 'k'], { cwd: dir });
    expect(illegal.status).toBe(1);
    expect(illegal.stderr).toContain('move 1 ("W T0") is not legal there');
    writeFileSync(path, JSON.stringify({ ...save, start: { ...save.start, seed: 4 } }));
    expect(runCli(['klondike', '--load', 'k'], { cwd: dir }).stderr).toContain('is not the deal of seed 4');
  });
});
