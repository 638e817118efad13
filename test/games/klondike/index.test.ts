/** Klondike as the engine sees it: the game definition, its set-up, options, and save codec. */
import { describe, expect, it } from 'vitest';
import { SOLITAIRE_SEATS } from '../../../src/engine/game.js';
import { PLAIN } from '../../../src/engine/theme.js';
import { writeDealFile } from '../../../src/games/klondike/board.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { KLONDIKE_ENTRY } from '../../../src/games/klondike/entry.js';
import { NOT_A_MOVE, PROMPT, describe as describeGame, klondike, klondikeSetup } from '../../../src/games/klondike/index.js';
import { KLONDIKE_OPTIONS } from '../../../src/games/klondike/options.js';
import { DRAW1, MID_GAME, SPEC, VEGAS3, deal, play, position } from '../../helpers/klondike.js';

const WON = ['♣', '♦', '♥', '♠']
  .map((s, i) => `Foundation ${i}:[${['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => r + s).join(', ')}]`)
  .join('\n');

describe('the game definition', () => {
  it('has one seat, which acts until the game is won', () => {
    const state = dealGame(1, SPEC);
    expect(klondike.seats(state)).toBe(SOLITAIRE_SEATS);
    expect(klondike.toAct(state)).toBe(0);
    expect(klondike.toAct(deal(WON))).toBeNull();
  });

  it('prompts and refuses as the contract says', () => {
    const view = klondike.view(dealGame(1, SPEC), 0);
    expect(klondike.prompt(view)).toBe('Your move: ');
    expect(PROMPT).toBe('Your move: ');
    expect(klondike.rejection('7♠ cannot go on 9♥', false)).toBe('Oops, invalid move: 7♠ cannot go on 9♥');
    expect(klondike.rejection(null, false)).toBe(NOT_A_MOVE);
    expect(NOT_A_MOVE).toMatch(/^Oops, invalid move/);
  });

  it('reads a typed move, names what is not there, and passes over what is no move', () => {
    const view = klondike.view(dealGame(1, SPEC), 0);
    expect(klondike.parseMove('t0t5', view)).toEqual({ ok: true, value: { kind: 'move', from: { kind: 'T', index: 0 }, to: { kind: 'T', index: 5 } } });
    expect(klondike.parseMove('T9 T1', view)).toEqual({ ok: false, error: 'there is no Tableau 9: the tableau piles are T0-T6' });
    expect(klondike.parseMove('hello', view)).toBeNull();
  });

  it('reads F alone as the foundation that takes the card (t6 f), as FreeCell reads H alone; when none does, the rules say why', () => {
    const F = (index: number) => ({ kind: 'F', index }) as const;
    const T = (index: number) => ({ kind: 'T', index }) as const;
    // deal 7: Tableau 6's top card is A♣, and every foundation is empty
    const seven = klondike.view(dealGame(7, SPEC), 0);
    expect(klondike.parseMove('t6 f', seven)).toEqual({ ok: true, value: { kind: 'move', from: T(6), to: F(0) } });
    expect(klondike.parseMove('T6F', seven)).toEqual({ ok: true, value: { kind: 'move', from: T(6), to: F(0) } });
    const mid = klondike.view(deal(MID_GAME, VEGAS3), 0);
    // 7♦ on the waste: no diamond foundation yet, so an empty one says why
    const waste = klondike.parseMove('w f', mid);
    expect(waste).toEqual({ ok: true, value: { kind: 'move', from: { kind: 'W', index: 0 }, to: F(2) } });
    expect(klondike.apply(deal(MID_GAME, VEGAS3), { kind: 'move', from: { kind: 'W', index: 0 }, to: F(2) })).toEqual({ ok: false, error: 'only an Ace can start a foundation, not 7♦' });
    // Q♠ on Tableau 0: the spades' foundation says why
    const queen = klondike.parseMove('t0 f', mid);
    expect(queen).toEqual({ ok: true, value: { kind: 'move', from: T(0), to: F(1) } });
    expect(klondike.apply(deal(MID_GAME, VEGAS3), { kind: 'move', from: T(0), to: F(1) })).toEqual({ ok: false, error: 'Q♠ does not follow 2♠ on a foundation' });
    expect(klondike.parseMove('t6 f', mid)).toEqual({ ok: true, value: { kind: 'move', from: T(6), to: F(1) } });
    // F alone names a foundation to go to, not one to take from
    expect(klondike.parseMove('f t3', mid)).toEqual({ ok: false, error: 'F needs a number: the foundations are F0-F3' });
  });

  it('applies a move with no log lines, and refuses one with the rules\' reason', () => {
    const state = dealGame(1, SPEC);
    const applied = klondike.apply(state, { kind: 'move', from: { kind: 'T', index: 0 }, to: { kind: 'T', index: 5 } });
    expect(applied).toEqual({ ok: true, value: { state: play(state, 'T0 T5'), log: [] } });
    expect(klondike.apply(state, { kind: 'move', from: { kind: 'W', index: 0 }, to: { kind: 'T', index: 5 } })).toEqual({
      ok: false, error: "in this game the waste does not play: the deck's top card plays with D",
    });
  });

  it('renders the view', () => {
    const state = dealGame(1, SPEC);
    expect(klondike.render(klondike.view(state, 0), PLAIN)).toMatch(/^Deck:\[K♥\] 24 cards\nWaste:\[\] 0 cards\n/);
  });

  it('hints from views', () => {
    const result = klondike.hint([klondike.view(dealGame(1, SPEC), 0)]);
    expect(result.ok && result.value.moves.length).toBeGreaterThan(0);
  });

  it('says how the game was won', () => {
    expect(klondike.result(deal(WON), 1)).toBe('You won in 1 move.');
    expect(klondike.result(deal(WON), 96)).toBe('You won in 96 moves.');
    expect(klondike.result(deal(`${WON}\nScore: 635`, { draw: 3, scoring: 'standard' }), 96)).toBe('You won in 96 moves. Final score: 635.');
    expect(klondike.result(deal(`${WON}\nScore: 208`, { draw: 3, scoring: 'vegas' }), 96)).toBe('You won in 96 moves. Final score: 208.');
  });

  it('names a save after the seed', () => {
    expect(klondike.defaultSaveName(dealGame(12, SPEC))).toBe('klondike-12');
    expect(klondike.defaultSaveName(deal(WON))).toBe('klondike');
  });
});

describe('the save codec', () => {
  it.each([
    ['a seeded deal', dealGame(12, { draw: 3, scoring: 'vegas' })],
    ['a position from a deal file', play(position('Deck:[#4♠, #Q♦]\nWaste:[8♥]\nTableau 0:[9♠]\nScore: 10', { draw: 1, scoring: 'standard' }), 'draw')],
  ])('round-trips through JSON (%s)', (_name, state) => {
    const data = JSON.parse(JSON.stringify(klondike.encodeStart(state)));
    expect(klondike.decodeStart(data)).toEqual({ ok: true, value: state });
  });

  const good = () => JSON.parse(JSON.stringify(klondike.encodeStart(dealGame(12, SPEC)))) as Record<string, unknown>;

  it.each<[string, unknown, string]>([
    ['not an object', 'hello', 'it is not a Klondike position'],
    ['a list', [], 'it is not a Klondike position'],
    ['no rules', { ...good(), rules: undefined }, '"rules" is missing'],
    ['a bad draw', { ...good(), rules: { draw: 2, scoring: 'none' } }, '"rules.draw" is not "spec", 1 or 3'],
    ['a bad scoring', { ...good(), rules: { draw: 1, scoring: 'x' } }, '"rules.scoring" is not "none", "standard" or "vegas"'],
    ['a bad seed', { ...good(), seed: -1 }, '"seed" is not a seed from 0 to 4294967295'],
    ['a seed that is text', { ...good(), seed: '12' }, '"seed" is not a seed from 0 to 4294967295'],
    ['no deal', { ...good(), deal: 'x' }, '"deal" is not a list of at most 16 deal-file lines'],
    ['a deal too long', { ...good(), deal: new Array(17).fill('') }, '"deal" is not a list of at most 16 deal-file lines'],
    ['a deal line that is not text', { ...good(), deal: [1] }, '"deal" is not a list of at most 16 deal-file lines'],
    ['a huge deal line', { ...good(), deal: ['x'.repeat(10_000)] }, '"deal" is not a list of at most 16 deal-file lines'],
    ['an impossible position', { ...good(), deal: [...(good().deal as string[]), 'Tableau 0:[]'] }, '"deal": line 14: Tableau 0 is given twice (first on line 7)'],
    ['a deal that is not the seed\'s', { ...good(), seed: 13 }, '"deal" is not the deal of seed 13'],
  ])('refuses %s', (_name, data, reason) => {
    expect(klondike.decodeStart(data)).toEqual({ ok: false, error: reason });
  });
});

describe('the set-up', () => {
  it('deals by seed and options', () => {
    expect(klondikeSetup.deal(5, {})).toEqual({ ok: true, value: dealGame(5, SPEC) });
    expect(klondikeSetup.deal(5, { draw: 3, scoring: 'vegas' })).toEqual({ ok: true, value: dealGame(5, { draw: 3, scoring: 'vegas' }) });
    expect(klondikeSetup.deal(-1, {})).toEqual({ ok: false, error: 'a Klondike seed is a whole number from 0 to 4294967295' });
    expect(klondikeSetup.deal(5, { draw: 2 as 1 })).toEqual({ ok: false, error: '--draw takes 1 or 3' });
    expect(klondikeSetup.deal(5, { scoring: 'none' as 'vegas' })).toEqual({ ok: false, error: '--scoring takes standard or vegas' });
    expect(klondikeSetup.deal(5, { draw: '3' as unknown as 3 })).toEqual({ ok: true, value: dealGame(5, { draw: 3, scoring: 'none' }) });
  });

  it('reads a deal file under the options\' rules', () => {
    const text = writeDealFile(dealGame(5, DRAW1));
    expect(klondikeSetup.parseDealFile(text, { draw: 1 })).toEqual({ ok: true, value: { ...dealGame(5, DRAW1), seed: null } });
    expect(klondikeSetup.parseDealFile(text, {}).ok).toBe(false);
    expect(klondikeSetup.maxDealFileBytes).toBeGreaterThan(text.length);
  });

  it.each([
    [dealGame(12, SPEC), 'Klondike game #12'],
    [dealGame(12, { draw: 3, scoring: 'vegas' }), 'Klondike game #12, draw 3, Vegas scoring'],
    [dealGame(12, { draw: 1, scoring: 'standard' }), 'Klondike game #12, draw 1, standard scoring'],
    [dealGame(12, { draw: 'spec', scoring: 'standard' }), 'Klondike game #12, standard scoring'],
    [{ ...dealGame(12, DRAW1), seed: null }, 'Klondike from a deal file, draw 1'],
    [{ ...dealGame(12, SPEC), seed: null }, 'Klondike from a deal file'],
  ])('describes the game: %#', (state, text) => {
    expect(describeGame(state)).toBe(text);
    expect(klondikeSetup.describe(state)).toBe(text);
  });
});

describe('the options', () => {
  const [draw, scoring] = KLONDIKE_OPTIONS;

  it('are --draw 1|3 and --scoring standard|vegas', () => {
    expect(draw?.flags).toBe('--draw <N>');
    expect(draw?.choices).toEqual(['1', '3']);
    expect(draw?.parse?.('3')).toBe(3);
    expect(() => draw?.parse?.('2')).toThrow('--draw takes 1 or 3, not "2"');
    expect(scoring?.flags).toBe('--scoring <KIND>');
    expect(scoring?.choices).toEqual(['standard', 'vegas']);
    expect(scoring?.parse?.('Vegas')).toBe('vegas');
    expect(() => scoring?.parse?.('windows')).toThrow('--scoring takes standard or vegas, not "windows"');
  });

  it('register the game with its seeds and loads its set-up', async () => {
    expect(KLONDIKE_ENTRY).toMatchObject({ id: 'klondike', title: 'Klondike', seeds: { min: 0, max: 4294967295, fresh: 1_000_000 } });
    expect(await KLONDIKE_ENTRY.load?.()).toBe(klondikeSetup);
  });
});
