/** Cassino as the engine sees it: the game definition, its set-up, options, registration and save codec. */
import { describe, expect, it } from 'vitest';
import { PLAIN, type Theme } from '../../../src/engine/theme.js';
import { dealGame } from '../../../src/games/cassino/deal.js';
import { writeDealFile } from '../../../src/games/cassino/dealfile.js';
import { CASSINO_ENTRY } from '../../../src/games/cassino/entry.js';
import { NOT_A_MOVE, cassino } from '../../../src/games/cassino/index.js';
import { CASSINO_OPTIONS, CASSINO_SEEDS } from '../../../src/games/cassino/options.js';
import { cassinoSetup, describe as describeGame } from '../../../src/games/cassino/setup.js';
import { applied, card, cards, play, position, seats } from '../../helpers/cassino.js';

const THREE = seats('Ann:human, Bob:computer, Cid:computer:easy');
const start = dealGame(7, THREE, 16);
const over = position('Players: Ann:human, Bob:computer\nRound: 2\nTable:[]\nHand Ann:[]\nHand Bob:[]\nTotals: Ann 20, Bob 3', { holder: 'Bob' });

describe('the game definition', () => {
  it('seats the players, and says whose turn it is until the game is over', () => {
    expect(cassino.seats(start)).toBe(THREE);
    expect(cassino.toAct(start)).toBe(0);
    expect(cassino.toAct(play(start, 'a'))).toBe(1);
    expect(cassino.toAct(over)).toBeNull();
  });

  it('shows each seat the table, its own hand and the counts, and never another hand or the deck', () => {
    const view = cassino.view(start, 1);
    expect(view.hand).toEqual(start.hands[1]);
    expect(view.handSizes).toEqual([4, 4, 4]);
    expect(view.deckSize).toBe(36);
    expect(view.turn).toBe(0);
    const shown = JSON.stringify(view);
    for (const hidden of [...start.hands[0]!, ...start.hands[2]!, ...start.deck]) expect(shown).not.toContain(JSON.stringify(hidden));
    expect(Object.keys(view)).not.toContain('rng');
    expect(Object.keys(view)).not.toContain('deck');
    expect(cassino.view(start, 1)).toBe(view); // memoised
  });

  it('prompts, renders and refuses as the contract says', () => {
    const view = cassino.view(start, 0);
    expect(cassino.prompt(view)).toBe('Ann, your move: ');
    expect(cassino.render(view, PLAIN)).toBe([
      'Table:[Q♦, J♣, 3♣, Q♠]',
      'Hand:[7♣, K♠, 10♦, J♦]',
      'Round 1, dealer Cid, deck 36 cards, in hand: Bob 4, Cid 4',
      '',
    ].join('\n'));
    expect(cassino.render(cassino.view(over, 0), PLAIN)).toBe('');
    expect(cassino.rejection('8, 2, 8 do not split into groups of 9', false)).toBe('Oops, invalid move: 8, 2, 8 do not split into groups of 9');
    expect(cassino.rejection(null, false)).toBe(NOT_A_MOVE);
    expect(NOT_A_MOVE).toBe('Oops, invalid move: type a card from your hand (and the table cards it takes), e.g. 7s 3h 4d or s 1 4');
  });

  it('colours cards with the theme on the board, but never in the log', () => {
    const brackets: Theme = { colour: true, card: (c) => `<${c.rank}${c.suit}>` };
    expect(cassino.render(cassino.view(start, 0), brackets).split('\n')[0]).toBe('Table:[<12D>, <11C>, <3C>, <12S>]');
    expect(applied(start, 'a').log).toEqual(['Ann puts 7♣ on the table']);
  });

  it('reads a play against the seat\'s view, and passes over text that is no play', () => {
    const view = cassino.view(start, 0);
    expect(cassino.parseMove('d', view)).toEqual({ ok: true, value: { card: card('10♦'), takes: [] } });
    expect(cassino.parseMove('f 2', view)).toEqual({ ok: true, value: { card: card('J♦'), takes: [card('J♣')] } });
    expect(cassino.parseMove('hello', view)).toBeNull();
    expect(cassino.formatMove({ card: card('J♦'), takes: [card('J♣')] })).toBe('J♦ J♣');
  });

  it('applies a play with its log line, and refuses one with the rules\' reason', () => {
    const result = cassino.apply(start, { card: card('J♦'), takes: [card('J♣')] });
    expect(result.ok && result.value.log).toEqual(['Ann plays J♦ and takes J♣']);
    expect(result.ok && result.value.state.log).toEqual(['Round 1', 'Table:[Q♦, J♣, 3♣, Q♠]', 'Ann plays J♦ and takes J♣']);
    expect(cassino.apply(start, { card: card('J♦'), takes: [card('Q♦')] })).toEqual({ ok: false, error: '12 does not make 11' });
    expect(cassino.legalMoves(cassino.view(start, 0)).map(cassino.formatMove)).toEqual(['7♣', 'K♠', '10♦', 'J♦', 'J♦ J♣']);
  });

  it('lets the computer choose, and hints the normal computer\'s play from the last view', () => {
    const view = cassino.view(start, 0);
    expect(cassino.choose?.(view, 'normal')).toEqual({ card: card('J♦'), takes: [card('J♣')] });
    expect(cassino.hint([cassino.view(start, 0)])).toEqual({ ok: true, value: { moves: [{ card: card('J♦'), takes: [card('J♣')] }] } });
    expect(cassino.hint([cassino.view(start, 1)])).toEqual({ ok: false, error: 'No hint: it is not your turn.' });
    expect(cassino.hint([cassino.view(over, 0)])).toEqual({ ok: false, error: 'No hint: the game is over.' });
  });

  it('opens with the round and the table, and ends with the winner', () => {
    expect(cassino.opening?.(start)).toEqual(['Round 1', 'Table:[Q♦, J♣, 3♣, Q♠]']);
    expect(cassino.opening?.(start)).toEqual(start.log);
    expect(cassino.result(over, 100)).toBe('Ann wins with 20 points');
  });

  it('has the read-only commands score and log', () => {
    const later = play(start, 'f 2', 'a', 'a');
    const view = cassino.view(later, 0);
    expect(cassino.commands?.['log']?.(view)).toBe(`${later.log.join('\n')}\n`);
    const board = cassino.commands?.['score']?.(view) ?? '';
    expect(board).toBe([
      'Round 1, playing to 16 points',
      'Player                Cards  Spades  Sweeps  Total',
      'Ann                       2       0       0      0',
      'Bob                       0       0       0      0',
      'Cid                       0       0       0      0',
      '',
    ].join('\n'));
    expect(Math.max(...board.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
    expect(cassino.commands?.['score']?.(cassino.view(over, 1)).split('\n')[0]).toBe('Round 2, the last: Ann won, playing to 16 points');
  });

  it('names a save after the seed', () => {
    expect(cassino.defaultSaveName(start)).toBe('cassino-7');
    expect(cassino.defaultSaveName(over)).toBe('cassino');
  });
});

describe('the save codec', () => {
  it.each([
    ['a seeded deal', start],
    ['a position from a deal file', { ...play(start, 'f 2', 'a'), seed: null, log: ['Round 1', 'Table:[Q♦, 3♣, Q♠, 8♠]'] }],
    ['a finished game', over],
  ])('round-trips through JSON (%s)', (_name, state) => {
    const data = JSON.parse(JSON.stringify(cassino.encodeStart(state))) as unknown;
    expect(cassino.decodeStart(data)).toEqual({ ok: true, value: state });
  });

  const good = () => JSON.parse(JSON.stringify(cassino.encodeStart(start))) as Record<string, unknown>;

  it.each<[string, unknown, string]>([
    ['not an object', 'hello', 'it is not a Cassino position'],
    ['a list', [], 'it is not a Cassino position'],
    ['null', null, 'it is not a Cassino position'],
    ['a bad seed', { ...good(), seed: -1 }, '"seed" is not a seed from 0 to 4294967295'],
    ['a seed that is text', { ...good(), seed: '7' }, '"seed" is not a seed from 0 to 4294967295'],
    ['no seed', { deal: good()['deal'] }, '"seed" is not a seed from 0 to 4294967295'],
    ['no deal', { ...good(), deal: 'x' }, '"deal" is not a list of at most 32 deal-file lines'],
    ['a deal too long', { ...good(), deal: new Array(33).fill('') }, '"deal" is not a list of at most 32 deal-file lines'],
    ['a deal line that is not text', { ...good(), deal: [1] }, '"deal" is not a list of at most 32 deal-file lines'],
    ['a huge deal line', { ...good(), deal: ['x'.repeat(10_000)] }, '"deal" is not a list of at most 32 deal-file lines'],
    ['an impossible position', { ...good(), deal: [...(good()['deal'] as string[]), 'Table:[]'] }, '"deal": line 17: the Table is given twice (first on line 7)'],
    ['a deal that is not the seed\'s', { ...good(), seed: 8 }, '"deal" is not the deal of seed 8'],
    ['a later round under a seed', { ...good(), deal: (cassino.encodeStart(play(start, 'a')) as { deal: string[] }).deal }, '"deal" is not the deal of seed 7'],
  ])('refuses %s', (_name, data, reason) => {
    expect(cassino.decodeStart(data)).toEqual({ ok: false, error: reason });
  });
});

describe('the set-up', () => {
  it('deals by seed, players and target', () => {
    expect(cassinoSetup.deal(7, { players: THREE })).toEqual({ ok: true, value: start });
    expect(cassinoSetup.deal(7, { players: THREE, target: 30 })).toEqual({ ok: true, value: dealGame(7, THREE, 30) });
    expect(cassinoSetup.deal(7, {})).toEqual({ ok: false, error: 'Cassino needs its players: give --players, such as --players Ann:human,Bob:computer' });
    expect(cassinoSetup.deal(-1, { players: THREE })).toEqual({ ok: false, error: 'a Cassino seed is a whole number from 0 to 4294967295' });
    expect(cassinoSetup.deal(7, { players: THREE, target: 0 })).toEqual({ ok: false, error: '--target takes a whole number from 1 to 1000' });
    expect(cassinoSetup.deal(7, { players: [THREE[0]!] })).toEqual({ ok: false, error: '--players: Cassino is for 2 to 6 players, and "Ann:human" names 1' });
    expect(cassinoSetup.deal(7, { players: 'Ann' as unknown as [] })).toEqual({ ok: false, error: '--players: not a list of players' });
  });

  it('reads a deal file, with the options in place of its lines', () => {
    const text = writeDealFile(start);
    expect(cassinoSetup.parseDealFile(text, {})).toEqual({ ok: true, value: { ...start, seed: null } });
    expect(cassinoSetup.parseDealFile(text, { target: 20 })).toEqual({ ok: true, value: { ...start, seed: null, target: 20 } });
    expect(cassinoSetup.maxDealFileBytes).toBeGreaterThan(text.length * 4);
  });

  it.each([
    [start, 'Cassino game #7, 3 players'],
    [over, 'Cassino from a deal file, 2 players'],
  ])('describes the game: %#', (state, text) => {
    expect(describeGame(state)).toBe(text);
    expect(cassinoSetup.describe(state)).toBe(text);
  });

  it('asks for the players only when --players is not given', () => {
    const answers = ['2', 'Ann', 'p', 'Bob', 'c'];
    const asked: string[] = [];
    const ask = (question: string) => {
      asked.push(question);
      return answers.shift() ?? null;
    };
    expect(cassinoSetup.complete?.({ players: THREE }, ask)).toEqual({ players: THREE });
    expect(asked).toEqual([]);
    expect(cassinoSetup.complete?.({ target: 20 }, ask)).toEqual({ target: 20, players: seats('Ann:human, Bob:computer') });
    expect(asked).toHaveLength(5);
    expect(cassinoSetup.complete?.({}, () => null)).toBeNull();
  });
});

describe('the options', () => {
  const [players, target] = CASSINO_OPTIONS;

  it('are --players SPEC and --target POINTS', () => {
    expect(players?.flags).toBe('--players <SPEC>');
    expect(players?.parse?.('Ann:human,Bob:computer:easy')).toEqual(seats('Ann:human, Bob:computer:easy'));
    expect(() => players?.parse?.('Ann:human')).toThrow('--players: Cassino is for 2 to 6 players, and "Ann:human" names 1');
    expect(target?.flags).toBe('--target <POINTS>');
    expect(target?.parse?.(' 21 ')).toBe(21);
    expect(target?.parse?.('1000')).toBe(1000);
    for (const bad of ['0', '1001', '-3', '2.5', 'ten', '']) expect(() => target?.parse?.(bad)).toThrow(`--target takes a whole number from 1 to 1000, not "${bad}"`);
  });

  it('register the game with its seeds and load its set-up', async () => {
    expect(CASSINO_SEEDS).toEqual({ min: 0, max: 4294967295, fresh: 1_000_000 });
    expect(CASSINO_ENTRY).toMatchObject({ id: 'cassino', title: 'Cassino', seeds: CASSINO_SEEDS, options: CASSINO_OPTIONS });
    expect(await CASSINO_ENTRY.load?.()).toBe(cassinoSetup);
  });
});

it('knows its cards', () => {
  expect(cards('Tc 7s')).toEqual([card('10♣'), card('7♠')]);
});
