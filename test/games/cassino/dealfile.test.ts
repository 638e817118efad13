/** Cassino's deal files: the format, read back exactly, and every impossible position refused with one line. */
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/cassino/deal.js';
import { expectedHandSizes, parseDealFile, writeDealFile } from '../../../src/games/cassino/dealfile.js';
import { tableLine } from '../../../src/games/cassino/log.js';
import { deal, play, position, seats } from '../../helpers/cassino.js';

const THREE = seats('Ann:human, Bob:computer, Cid:computer:easy');
const start = dealGame(7, THREE, 16);
const lines = writeDealFile(start).trimEnd().split('\n');

/** The dealt game's file with some lines changed: [line prefix, new line or null to drop it]. */
function edited(...changes: [string, string | null][]): string {
  let out = [...lines];
  for (const [prefix, line] of changes) {
    const at = out.findIndex((each) => each.startsWith(prefix));
    if (line === null) out = out.filter((_, i) => i !== at);
    else if (at < 0) out.push(line);
    else out[at] = line;
  }
  return out.join('\n');
}

describe('writing a deal file', () => {
  it('writes every line of the state', () => {
    const later = play(start, 'a', 's', 'd');
    expect(writeDealFile(later).split('\n').map((line) => line.replace(/\[.*\]/, '[...]'))).toEqual([
      'Players: Ann:human, Bob:computer:normal, Cid:computer:easy',
      'Target: 16',
      'Round: 1',
      'Dealer: Cid',
      'Turn: Ann',
      `Seed: ${start.rng}`,
      'Table:[...]',
      'Hand Ann:[...]',
      'Hand Bob:[...]',
      'Hand Cid:[...]',
      'Deck:[...]',
      'Captured Ann:[...]',
      'Captured Bob:[...]',
      'Captured Cid:[...]',
      'Sweeps: Ann 0, Bob 0, Cid 0',
      'Totals: Ann 0, Bob 0, Cid 0',
      ...(later.lastCapture === null ? [] : [`Last capture: ${later.seats[later.lastCapture]!.name}`]),
      '',
    ]);
  });
});

describe('reading a deal file', () => {
  it('reads back what it wrote, with no seed and the opening lines as its log', () => {
    expect(parseDealFile(writeDealFile(start))).toEqual({ ok: true, value: { ...start, seed: null } });
    const later = play(start, 'a', 's', 'd', 'f', 'a');
    expect(later.log.length).toBeGreaterThan(2);
    expect(parseDealFile(writeDealFile(later))).toEqual({ ok: true, value: { ...later, seed: null, log: ['Round 1', tableLine(later.table)] } });
  });

  it('takes lines in any order, comments, blank lines, ASCII cards and names in any case', () => {
    const text = [
      '# a comment', '', ...[...lines].reverse().map((line) => line.replace('Hand Bob', 'hand BOB').replace('Q♦', 'qd')),
    ].join('\n');
    expect(parseDealFile(text)).toEqual({ ok: true, value: { ...start, seed: null } });
  });

  it('fills in what is left out: Dealer, Turn, Round 1, Target 16, Seed 0, no captures, no sweeps, no points', () => {
    const text = edited(['Dealer:', null], ['Turn:', null], ['Round:', null], ['Target:', null], ['Seed:', null],
      ['Captured Ann', null], ['Captured Bob', null], ['Captured Cid', null], ['Sweeps:', null], ['Totals:', null]);
    expect(parseDealFile(text)).toEqual({ ok: true, value: { ...start, seed: null, rng: 0 } });
  });

  it('lets --players and --target take the place of the file\'s lines', () => {
    const people = seats('Ann:human, Bob:human, Cid:human');
    expect(parseDealFile(writeDealFile(start), { players: people, target: 30 })).toEqual({
      ok: true, value: { ...start, seed: null, seats: people, target: 30 },
    });
    expect(parseDealFile(edited(['Players:', null]), { players: THREE })).toEqual({ ok: true, value: { ...start, seed: null } });
  });

  it.each<[string, string]>([
    [edited(['Players:', null]), 'there is no Players line (such as "Players: Ann:human, Bob:computer"), and no --players'],
    [edited(['Players:', 'Players: Ann:human']), 'line 1: Cassino is for 2 to 6 players, and "Ann:human" names 1'],
    [edited(['Players:', 'Players: Ann:human, Bob:computer, Cid:robot']), 'line 1: "Cid:robot" is not a player: write NAME:human, NAME:computer or NAME:computer:LEVEL (easy, normal or hard)'],
    [edited(['Players:', 'Players: Ann:human, Bob:computer, ann:computer']), 'line 1: two players are called "Ann": each needs a name of their own'],
    [edited(['Target:', 'Target: 0']), 'line 2: the target is a whole number from 1 to 1000, not "0"'],
    [edited(['Round:', 'Round: two']), 'line 3: the round is a whole number from 1 to 100000, not "two"'],
    [edited(['Seed:', 'Seed: -1']), 'line 6: the seed is a whole number from 0 to 4294967295, not "-1"'],
    [edited(['Round:', 'Round: 1'], ['Target:', 'Round: 1']), 'line 3: the Round line is given twice (first on line 2)'],
    [edited(['Hand Cid', null]), 'there is no Hand line for Cid (such as "Hand Cid:[7♠, 3♥]")'],
    [edited(['Hand Cid', 'Hand Dan:[]']), 'line 10: no player is called "Dan" (the players are Ann, Bob, Cid)'],
    [edited(['Hand Cid', 'Hand:[]']), 'line 10: say whose cards these are: Hand <Name>:[...]'],
    [edited(['Hand Cid', 'Hand Bob:[]']), 'line 10: the hand of Bob is given twice (first on line 9)'],
    [edited(['Hand Cid', 'Pile:[]']), 'line 10: "Pile" is not a Cassino pile: the piles are Table, Deck, Hand <Name> and Captured <Name>'],
    [edited(['Hand Cid', 'hello there']), 'line 10: "hello there" is not a line of a Cassino deal file'],
    [edited(['Table:', 'Table:[Q♦, J♣, 3♣, Q♠, Q♦]']), 'line 7: Q♦ is given twice (first on line 7)'],
    [edited(['Table:', 'Table:[#Q♦, J♣, 3♣, Q♠]']), 'line 7: every card of Cassino lies face up in a deal file: write it without #'],
    [edited(['Table:', 'Table:[Q♦, J♣, 3♣, Q♠] 5 cards']), 'line 7: Table lists 4 cards but says 5'],
    [edited(['Table:', 'Table:[Q♦, J♣, 3♣, Qx]']), 'line 7: "Qx" is not a card'],
    [edited(['Table:', 'Table:[Q♦, J♣, 3♣]']), '1 of the 52 cards is missing: Q♠'],
    [edited(['Table:', 'Table:[Q♦, J♣, 3♣]'], ['Hand Cid', 'Hand Cid:[3♥, 4♥, K♥, 10♣, Q♠]']), 'line 10: Cid\'s hand holds 5 cards: a hand holds at most 4'],
    [edited(['Table:', 'Table:[Q♦, J♣, 3♣, Q♠, 10♣]'], ['Hand Cid', 'Hand Cid:[3♥, 4♥, K♥]']), 'line 10: the deck still holds cards, so every hand holds 4, but Cid\'s holds 3'],
    [edited(['Dealer:', 'Dealer: Ann']), 'line 4: in round 1 Cid deals, not Ann (the last seat deals first, then each next seat in turn)'],
    [edited(['Dealer:', 'Dealer: Zed']), 'line 4: no player is called "Zed" (the players are Ann, Bob, Cid)'],
    [edited(['Turn:', 'Turn: Bob']), 'line 5: after 0 plays of round 1, dealt by Cid, it is Ann\'s turn, not Bob\'s'],
    [edited(['Totals:', 'Totals: Ann 3, Bob 0, Cid 0']), 'line 16: in round 1 nobody has points yet'],
    [edited(['Totals:', 'Totals: Ann 3, Bob 0, Zed 0']), 'line 16: no player is called "Zed" (the players are Ann, Bob, Cid)'],
    [edited(['Totals:', 'Totals: Ann 3, Ann 0']), 'line 16: Ann is given twice'],
    [edited(['Totals:', 'Totals: Ann three']), 'line 16: "three" is not a whole number from 0 to 1000000'],
    [edited(['Totals:', 'Totals: Ann']), 'line 16: "Ann" is not a name and a number, such as "Ann 5"'],
    [edited(['Round:', 'Round: 2'], ['Dealer:', null], ['Turn:', null], ['Totals:', 'Totals: Ann 20, Bob 3, Cid 0']), 'line 14: Ann alone has the most points and at least 16: the game would be over'],
    [edited(['Table:', 'Table:[Q♦, J♣]'], ['Captured Ann', 'Captured Ann:[3♣, Q♠]'], ['Last capture', 'Last capture: Ann']), 'line 12: Ann has not played yet this round, so has captured nothing'],
    [edited(['Last capture', 'Last capture: Bob']), 'line 17: Bob captured last, but has captured nothing this round'],
  ])('refuses a position that is not possible: %#', (text, reason) => {
    expect(parseDealFile(text)).toEqual({ ok: false, error: reason });
  });

  it('refuses a player to act with an empty hand, and hand sizes no turn order leaves', () => {
    const two = 'Players: Ann:human, Bob:computer';
    const rest = (text: string) => { try { position(text); return null; } catch (error) { return (error as Error).message; } };
    expect(rest(`${two}\nTable:[5♦]\nHand Ann:[]\nHand Bob:[5♣]\nTurn: Ann`)).toBe('line 5: after 47 plays of round 1, dealt by Bob, it is Bob\'s turn, not Ann\'s');
    expect(rest(`${two}\nTable:[5♦]\nHand Ann:[]\nHand Bob:[5♣, 6♣]`)).toBe('line 3: it is Ann\'s turn, but Ann\'s hand is empty');
    expect(rest(`${two}\nTable:[5♦]\nHand Ann:[4♣]\nHand Bob:[5♣, 6♣, 7♣]`)).toBe('line 3: after 44 plays of the round Ann holds 2 cards, not 1');
  });

  it('refuses captures a round cannot have made', () => {
    const two = 'Players: Ann:human, Bob:computer';
    const refused = (text: string) => { try { deal(text); return null; } catch (error) { return (error as Error).message; } };
    const base = position(`${two}\nTable:[5♦, 6♦]\nHand Ann:[]\nHand Bob:[5♣]`);
    const text = writeDealFile(base);
    expect(refused(text.replace(/^Last capture: .*$/m, ''))).toBe('Ann has captured cards this round, so a line "Last capture: <Name>" must say who captured last');
    expect(refused(text.replace(/^Sweeps: .*$/m, 'Sweeps: Ann 30'))).toBe('line 13: Ann has 30 sweeps, but has played 24 times and captured 49 cards this round');
    expect(refused(text.replace(/^Turn: .*$/m, '').replace(/^Hand Bob:.*$/m, 'Hand Bob:[]').replace('Table:[5♦, 6♦]', 'Table:[5♦, 6♦, 5♣]'))).toBe(
      'line 14: every hand is empty, so the game is over, but no player alone has the most points with at least 16',
    );
  });

  it('reads a finished game, and refuses one whose last capturer left cards on the table', () => {
    const over = position('Players: Ann:human, Bob:computer\nRound: 2\nTable:[]\nHand Ann:[]\nHand Bob:[]\nTotals: Ann 20, Bob 3', { holder: 'Bob' });
    expect(over.winner).toBe(0);
    expect(deal(writeDealFile(over))).toEqual(over);
    expect(() => position('Players: Ann:human, Bob:computer\nRound: 2\nTable:[5♦]\nHand Ann:[]\nHand Bob:[]\nTotals: Ann 20, Bob 3', { holder: 'Bob' }))
      .toThrow('every hand is empty, so the table should be too: the rest goes to Bob, who captured last');
  });

  it('knows each hand\'s size from the plays made', () => {
    expect(expectedHandSizes(1, 0, 2)).toEqual([4, 4]);
    expect(expectedHandSizes(1, 40, 2)).toEqual([4, 4]);
    expect(expectedHandSizes(1, 41, 2)).toEqual([3, 4]);
    expect(expectedHandSizes(1, 47, 2)).toEqual([0, 1]);
    expect(expectedHandSizes(5, 48, 6)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
