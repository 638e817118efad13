/**
 * The scoring variants: ties for most cards or spades scored for all, and the Finnish
 * house rules (sweeps cancel between players; no sweep points once a player has 10),
 * in the round's points, in deal files and saves, and on the command line's options.
 */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/cassino/deal.js';
import { parseDealFile, writeDealFile } from '../../../src/games/cassino/dealfile.js';
import { cassino } from '../../../src/games/cassino/index.js';
import { CASSINO_OPTIONS } from '../../../src/games/cassino/options.js';
import { roundPoints } from '../../../src/games/cassino/scoring.js';
import { cassinoSetup, describe as describeGame } from '../../../src/games/cassino/setup.js';
import { describeRules, scoredSweeps, scoresMost, STANDARD_RULES, type CassinoRules } from '../../../src/games/cassino/variants.js';
import { cards, seats } from '../../helpers/cassino.js';

const rules = (changes: Partial<CassinoRules>): CassinoRules => ({ ...STANDARD_RULES, ...changes });
const TWO = seats('Ann:human, Bob:computer:hard');

describe('who scores most cards or most spades', () => {
  it.each<[number[], 'nobody' | 'all', boolean[]]>([
    [[5, 3], 'nobody', [true, false]],
    [[5, 5], 'nobody', [false, false]],
    [[5, 5], 'all', [true, true]],
    [[2, 5, 5], 'all', [false, true, true]],
    [[0, 0, 0], 'all', [true, true, true]],
    [[7, 5, 5], 'all', [true, false, false]],
  ])('%j with ties for %s', (numbers, ties, most) => {
    expect(scoresMost(numbers, ties)).toEqual(most);
  });
});

describe('which sweeps score', () => {
  it.each<[string, number[], Partial<CassinoRules>, number[], number[]]>([
    ['all of them in the standard game', [3, 1], {}, [0, 0], [3, 1]],
    ['the difference between two players when they cancel', [3, 1], { sweepsCancel: true }, [0, 0], [2, 0]],
    ['those beyond the fewest when three players cancel', [3, 1, 2], { sweepsCancel: true }, [0, 0, 0], [2, 0, 1]],
    ['all of them when one player made none', [3, 0, 2], { sweepsCancel: true }, [0, 0, 0], [3, 0, 2]],
    ['none in a round that starts with a player at the limit', [3, 1], { sweepLimit: 10 }, [10, 2], [0, 0]],
    ['all of them below the limit', [3, 1], { sweepLimit: 10 }, [9, 9], [3, 1]],
    ['none past the limit, cancelling or not', [3, 1], { sweepLimit: 10, sweepsCancel: true }, [4, 12], [0, 0]],
  ])('%s', (_name, sweeps, changes, totals, scored) => {
    expect(scoredSweeps(sweeps, rules(changes), totals)).toEqual(scored);
  });
});

describe('a round\'s points under the variants', () => {
  const tied = [cards('3♠ 4♣ 5♠ A♦'), cards('6♠ 7♣ 8♠ 9♦')];
  it('a tie for most cards and most spades scores for nobody by default, for both with ties for all', () => {
    expect(roundPoints(tied, [0, 0])).toEqual([1, 0]);
    expect(roundPoints(tied, [0, 0], rules({ ties: 'all' }))).toEqual([1 + 1 + 2, 1 + 2]);
  });

  it('sweeps cancel, and stop scoring once a player has reached the limit', () => {
    const piles = [cards('3♠ 4♠ 5♣'), cards('6♣ 7♣')];
    expect(roundPoints(piles, [2, 1])).toEqual([2 + 1 + 2, 1]);
    expect(roundPoints(piles, [2, 1], rules({ sweepsCancel: true }))).toEqual([1 + 1 + 2, 0]);
    expect(roundPoints(piles, [2, 1], rules({ sweepLimit: 10 }), [10, 0])).toEqual([1 + 2, 0]);
    expect(roundPoints(piles, [2, 1], rules({ sweepLimit: 10 }), [9, 0])).toEqual([2 + 1 + 2, 1]);
  });
});

describe('the variants in deal files and saves', () => {
  const finnish = rules({ ties: 'all', sweepsCancel: true, sweepLimit: 10 });

  it('writes nothing new for the standard game, and a line for each variant', () => {
    expect(writeDealFile(dealGame(7, TWO, 16))).not.toMatch(/Ties|Sweeps cancel|Sweep limit/);
    const text = writeDealFile(dealGame(7, TWO, 16, finnish));
    expect(text).toContain('Ties: all\nSweeps cancel: yes\nSweep limit: 10\n');
    expect(parseDealFile(text)).toEqual({ ok: true, value: { ...dealGame(7, TWO, 16, finnish), seed: null } });
  });

  it('reads the lines in any case, and lets the command line take their place', () => {
    const text = writeDealFile(dealGame(7, TWO, 16)).concat('ties: ALL\nsweeps cancel: Yes\nsweep limit: none\n');
    expect(parseDealFile(text)).toMatchObject({ ok: true, value: { rules: rules({ ties: 'all', sweepsCancel: true }) } });
    expect(parseDealFile(text, { rules: { ties: 'nobody', sweepLimit: 12 } })).toMatchObject({
      ok: true, value: { rules: rules({ sweepsCancel: true, sweepLimit: 12 }) },
    });
  });

  it.each<[string, string]>([
    ['Ties: some', 'line 15: a tie for most cards or spades scores for nobody or all, not "some"'],
    ['Sweeps cancel: maybe', 'line 15: sweeps cancel is yes or no, not "maybe"'],
    ['Sweep limit: 0', 'line 15: the sweep limit is none or a whole number from 1 to 1000, not "0"'],
  ])('refuses %j with one line', (line, reason) => {
    expect(parseDealFile(`${writeDealFile(dealGame(7, TWO, 16))}${line}\n`)).toEqual({ ok: false, error: reason });
  });

  it('keeps the variants in a save, and still checks the deal against the seed', () => {
    const state = dealGame(7, TWO, 16, finnish);
    const start = cassino.encodeStart(state);
    expect(cassino.decodeStart(start)).toEqual({ ok: true, value: state });
    // the standard game's save is what it always was
    expect(cassino.encodeStart(dealGame(7, TWO, 16))).toEqual({ seed: 7, deal: writeDealFile(dealGame(7, TWO, 16)).trimEnd().split('\n') });
  });
});

describe('the variants as options', () => {
  const option = (flag: string) => CASSINO_OPTIONS.find((spec) => spec.flags.startsWith(flag));

  it('reads --ties and --sweep-limit, and refuses what they do not take', () => {
    expect(option('--ties')?.parse?.('all')).toBe('all');
    expect(() => option('--ties')?.parse?.('everyone')).toThrow('--ties takes nobody or all, not "everyone"');
    expect(option('--sweep-limit')?.parse?.('10')).toBe(10);
    expect(() => option('--sweep-limit')?.parse?.('ten')).toThrow('--sweep-limit takes a whole number from 1 to 1000, not "ten"');
    expect(option('--sweeps-cancel')?.parse).toBeUndefined();
  });

  it('deals a game with them, says so in its description, and deals the next game with them too', () => {
    const dealt = cassinoSetup.deal(7, { players: TWO, ties: 'all', sweepsCancel: true, sweepLimit: 10 });
    expect(dealt).toMatchObject({ ok: true, value: { rules: rules({ ties: 'all', sweepsCancel: true, sweepLimit: 10 }) } });
    if (!dealt.ok) return;
    expect(describeGame(dealt.value)).toBe('Cassino game #7, 2 players, ties score for all, sweeps cancel, no sweeps from 10 points');
    expect(cassinoSetup.again(dealt.value, 8).rules).toEqual(dealt.value.rules);
    expect(describeGame(dealGame(7, TWO, 16))).toBe('Cassino game #7, 2 players');
    expect(describeRules(STANDARD_RULES)).toBe('');
  });
});
