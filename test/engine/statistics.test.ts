import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeStatistics, describeRecord, describeStatistics, EMPTY_STATISTICS, encodeStatistics, formatDuration,
  formatBankroll, formatWinRate, MAX_BANKROLL, MAX_KEYS, MAX_WON_GAMES, recordFor, recordOutcome, type GameRecord, type Outcome, type Statistics,
} from '../../src/engine/statistics.js';

/** A game as a test writes it: W or L, moves, seconds. */
type Game = readonly ['W' | 'L', number, number];

function play(games: readonly Game[], key = 'FreeCell', start: Statistics = EMPTY_STATISTICS): Statistics {
  return games.reduce(
    (stats, [result, moves, seconds]) => recordOutcome(stats, { key, won: result === 'W', moves, elapsedMs: seconds * 1000 }),
    start,
  );
}

function record(played: number, won: number, currentStreak: number, longestStreak: number, fewestMoves: number | null, fastestMs: number | null): GameRecord {
  return { played, won, currentStreak, longestStreak, fewestMoves, fastestMs };
}

describe('streaks and records', () => {
  it.each<[string, Game[], GameRecord]>([
    ['one loss', [['L', 10, 60]], record(1, 0, 0, 0, null, null)],
    ['one win', [['W', 90, 300]], record(1, 1, 1, 1, 90, 300_000)],
    ['three wins', [['W', 90, 300], ['W', 85, 320], ['W', 95, 250]], record(3, 3, 3, 3, 85, 250_000)],
    ['a loss ends the streak', [['W', 90, 300], ['W', 85, 320], ['L', 5, 10]], record(3, 2, 0, 2, 85, 300_000)],
    ['a new streak below the longest', [['W', 1, 1], ['W', 1, 1], ['W', 1, 1], ['L', 1, 1], ['W', 1, 1]], record(5, 4, 1, 3, 1, 1000)],
    ['a new streak past the longest', [['W', 1, 1], ['L', 1, 1], ['W', 1, 1], ['W', 1, 1]], record(4, 3, 2, 2, 1, 1000)],
    ['losses never set fewest moves or fastest', [['W', 100, 400], ['L', 3, 2]], record(2, 1, 0, 1, 100, 400_000)],
    ['fewest and fastest may come from different wins', [['W', 80, 500], ['W', 120, 200]], record(2, 2, 2, 2, 80, 200_000)],
    ['only losses', [['L', 1, 1], ['L', 2, 2], ['L', 3, 3]], record(3, 0, 0, 0, null, null)],
  ])('%s', (_name, games, expected) => {
    expect(recordFor(play(games), 'FreeCell')).toEqual(expected);
  });

  it('keeps each rule set apart and never changes the statistics it is given', () => {
    const first = play([['W', 90, 300]], 'FreeCell');
    const frozen = structuredClone(first);
    const both = play([['L', 4, 20]], 'Klondike, draw 3', first);
    expect(first).toEqual(frozen);
    expect(Object.keys(both.records).sort()).toEqual(['FreeCell', 'Klondike, draw 3']);
    expect(recordFor(both, 'FreeCell')).toEqual(record(1, 1, 1, 1, 90, 300_000));
  });

  it('rounds the time to whole milliseconds', () => {
    const stats = recordOutcome(EMPTY_STATISTICS, { key: 'FreeCell', won: true, moves: 3, elapsedMs: 1234.6 });
    expect(recordFor(stats, 'FreeCell')?.fastestMs).toBe(1235);
  });

  it.each<[string, Partial<Outcome>]>([
    ['an empty label', { key: '' }],
    ['a label with an escape code', { key: 'Free\x1bCell' }],
    ['a label too long', { key: 'x'.repeat(101) }],
    ['negative moves', { moves: -1 }],
    ['fractional moves', { moves: 1.5 }],
    ['a time that is no number', { elapsedMs: Number.NaN }],
  ])('throws for a bug: %s', (_name, change) => {
    expect(() => recordOutcome(EMPTY_STATISTICS, { key: 'FreeCell', won: true, moves: 1, elapsedMs: 1, ...change })).toThrow(RangeError);
  });

  it('treats labels such as "constructor" and "__proto__" as plain labels', () => {
    const stats = play([['W', 5, 5]], 'constructor', play([['L', 1, 1]], '__proto__'));
    expect(recordFor(EMPTY_STATISTICS, 'constructor')).toBeUndefined();
    expect(recordFor(stats, 'constructor')).toEqual(record(1, 1, 1, 1, 5, 5000));
    expect(recordFor(stats, '__proto__')).toEqual(record(1, 0, 0, 0, null, null));
    expect(decodeStatistics(JSON.parse(JSON.stringify(encodeStatistics(stats))))).toEqual({ ok: true, value: stats });
  });
});

describe('what is printed', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [252_000, '4:12'],
    [3_599_999, '59:59'],
    [3_600_000, '1:00:00'],
    [36_061_000, '10:01:01'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it.each<[number, number, string | null]>([
    [0, 0, null],
    [0, 5, '0%'],
    [5, 5, '100%'],
    [9, 12, '75%'],
    [2, 3, '67%'],
    [1, 3, '33%'],
    [999, 1000, '99%'],
    [1, 1000, '1%'],
  ])('%i won of %i is %s', (won, played, text) => {
    expect(formatWinRate(won, played)).toBe(text);
  });

  it('describes a record on one line', () => {
    expect(describeRecord('FreeCell', record(12, 9, 3, 5, 81, 252_000))).toBe(
      'FreeCell: played 12, won 9 (75%), streak 3 (longest 5), fewest moves 81, fastest 4:12',
    );
    expect(describeRecord('Klondike, draw 3, Vegas scoring', record(2, 0, 0, 0, null, null))).toBe(
      'Klondike, draw 3, Vegas scoring: played 2, won 0 (0%), streak 0 (longest 0), fewest moves -, fastest -',
    );
    expect(describeRecord('Cassino, 2 players', record(0, 0, 0, 0, null, null))).toBe(
      'Cassino, 2 players: played 0, won 0, streak 0 (longest 0), fewest moves -, fastest -',
    );
  });

  it('describes every rule set, sorted by label, or says there are none', () => {
    expect(describeStatistics(EMPTY_STATISTICS)).toEqual(['No statistics yet: none are kept until a game has seen a move.']);
    const stats = play([['L', 1, 1]], 'Klondike', play([['W', 81, 252]], 'FreeCell, supermoves', play([['W', 90, 60]], 'FreeCell')));
    expect(describeStatistics(stats)).toEqual([
      'FreeCell: played 1, won 1 (100%), streak 1 (longest 1), fewest moves 90, fastest 1:00',
      'FreeCell, supermoves: played 1, won 1 (100%), streak 1 (longest 1), fewest moves 81, fastest 4:12',
      'Klondike: played 1, won 0 (0%), streak 0 (longest 0), fewest moves -, fastest -',
    ]);
  });
});

describe('games solved, not won', () => {
  const WIN: Outcome = { key: 'FreeCell', won: true, moves: 90, elapsedMs: 300_000 };

  it('a game the solver played out counts as played and solved, not won: the streak ends, no record is set', () => {
    const stats = [WIN, { ...WIN, moves: 10, elapsedMs: 2000, assisted: true }].reduce(recordOutcome, EMPTY_STATISTICS);
    expect(recordFor(stats, 'FreeCell')).toEqual({ ...record(2, 1, 0, 1, 90, 300_000), solved: 1 });
    expect(stats.wonGames).toBeUndefined();
  });

  it('a game the solver helped with and then lost is a loss like any other', () => {
    const stats = recordOutcome(EMPTY_STATISTICS, { ...WIN, won: false, assisted: true });
    expect(recordFor(stats, 'FreeCell')).toEqual(record(1, 0, 0, 0, null, null));
  });

  it('the same game won twice counts once as won, then as solved', () => {
    const once = recordOutcome(EMPTY_STATISTICS, { ...WIN, id: 'a1' });
    expect(once.wonGames).toEqual(['a1']);
    const twice = recordOutcome(once, { ...WIN, id: 'a1', moves: 5, elapsedMs: 1000 });
    expect(recordFor(twice, 'FreeCell')).toEqual({ ...record(2, 1, 0, 1, 90, 300_000), solved: 1 });
    expect(twice.wonGames).toEqual(['a1']);
    const other = recordOutcome(twice, { ...WIN, id: 'b2' });
    expect(recordFor(other, 'FreeCell')).toEqual({ ...record(3, 2, 1, 1, 90, 300_000), solved: 1 });
    expect(other.wonGames).toEqual(['a1', 'b2']);
  });

  it(`keeps the last ${MAX_WON_GAMES} games won, forgetting the oldest`, () => {
    let stats: Statistics = EMPTY_STATISTICS;
    for (let i = 0; i <= MAX_WON_GAMES; i += 1) stats = recordOutcome(stats, { ...WIN, id: `g${i}` });
    expect(stats.wonGames).toHaveLength(MAX_WON_GAMES);
    expect(stats.wonGames?.[0]).toBe('g1');
    expect(recordFor(recordOutcome(stats, { ...WIN, id: 'g0' }), 'FreeCell')?.solved).toBeUndefined();
    expect(recordFor(recordOutcome(stats, { ...WIN, id: 'g1' }), 'FreeCell')?.solved).toBe(1);
  });

  it('shows the games solved on the statistics line when there are some', () => {
    expect(describeRecord('FreeCell', { ...record(3, 1, 0, 1, 90, 60_000), solved: 2 }))
      .toBe('FreeCell: played 3, won 1 (33%), solved 2, streak 0 (longest 1), fewest moves 90, fastest 1:00');
  });

  it('writes "solved" and "wonGames" only when there are some, and reads them back', () => {
    const stats = [{ ...WIN, id: 'a1' }, { ...WIN, id: 'a1' }].reduce(recordOutcome, EMPTY_STATISTICS);
    const data = encodeStatistics(stats);
    expect(data).toEqual({
      version: 1,
      records: { FreeCell: { played: 2, won: 1, currentStreak: 0, longestStreak: 1, fewestMoves: 90, fastestMs: 300_000, solved: 1 } },
      wonGames: ['a1'],
    });
    expect(decodeStatistics(JSON.parse(JSON.stringify(data)))).toEqual({ ok: true, value: stats });
  });

  it.each<[string, unknown, RegExp]>([
    ['solved as text', { FreeCell: { played: 1, won: 0, currentStreak: 0, longestStreak: 0, fewestMoves: null, fastestMs: null, solved: '1' } }, /"solved" is not a whole number/],
    ['more won and solved than played', { FreeCell: { played: 1, won: 1, currentStreak: 1, longestStreak: 1, fewestMoves: 1, fastestMs: 1, solved: 1 } }, /more games won and solved than played/],
  ])('refuses %s', (_name, records, message) => {
    const decoded = decodeStatistics({ version: 1, records });
    expect(!decoded.ok && decoded.error).toMatch(message);
  });

  it.each<[string, unknown]>([
    ['no list', 'a1'],
    ['an empty list', []],
    ['an identity with an escape code', ['a\x1b[2J']],
    ['a number', [7]],
    ['too many', Array.from({ length: MAX_WON_GAMES + 1 }, (_, i) => `g${i}`)],
  ])('refuses "wonGames" that is %s', (_name, wonGames) => {
    expect(decodeStatistics({ version: 1, records: {}, wonGames }).ok).toBe(false);
  });
});

describe('games won after an undo that took back cards seen (Cassino)', () => {
  const WIN: Outcome = { key: 'Cassino, 2 players', won: true, moves: 24, elapsedMs: 300_000 };

  it('count as played and won after undo, not won: the streak ends, no record is set', () => {
    const stats = [WIN, { ...WIN, moves: 10, elapsedMs: 2000, peeked: true, id: 'c1' }].reduce(recordOutcome, EMPTY_STATISTICS);
    expect(recordFor(stats, 'Cassino, 2 players')).toEqual({ ...record(2, 1, 0, 1, 24, 300_000), undone: 1 });
    // it is not a game won: winning its save later is no second win either way
    expect(stats.wonGames).toBeUndefined();
  });

  it('lost, they are losses like any other', () => {
    expect(recordFor(recordOutcome(EMPTY_STATISTICS, { ...WIN, won: false, peeked: true }), 'Cassino, 2 players')).toEqual(record(1, 0, 0, 0, null, null));
  });

  it('show on the statistics line, and are written and read back', () => {
    const stats = [{ ...WIN, peeked: true }, { ...WIN, peeked: true }, WIN].reduce(recordOutcome, EMPTY_STATISTICS);
    expect(describeStatistics(stats)).toEqual(['Cassino, 2 players: played 3, won 1 (33%), won after undo 2, streak 1 (longest 1), fewest moves 24, fastest 5:00']);
    const data = encodeStatistics(stats);
    expect(data).toEqual({
      version: 1,
      records: { 'Cassino, 2 players': { played: 3, won: 1, currentStreak: 1, longestStreak: 1, fewestMoves: 24, fastestMs: 300_000, undone: 2 } },
    });
    expect(decodeStatistics(JSON.parse(JSON.stringify(data)))).toEqual({ ok: true, value: stats });
  });

  it.each<[string, unknown, RegExp]>([
    ['undone as text', { C: { played: 1, won: 0, currentStreak: 0, longestStreak: 0, fewestMoves: null, fastestMs: null, undone: '1' } }, /"undone" is not a whole number/],
    ['undone 0', { C: { played: 1, won: 0, currentStreak: 0, longestStreak: 0, fewestMoves: null, fastestMs: null, undone: 0 } }, /"undone" is not a whole number from 1/],
    ['more won than played', { C: { played: 1, won: 1, currentStreak: 1, longestStreak: 1, fewestMoves: 1, fastestMs: 1, undone: 1 } }, /more games won, solved and won after undo than played/],
  ])('refuses %s', (_name, records, message) => {
    const decoded = decodeStatistics({ version: 1, records });
    expect(!decoded.ok && decoded.error).toMatch(message);
  });
});

describe('a bankroll, in a rule set that keeps one (Klondike with Vegas scoring)', () => {
  const VEGAS = 'Klondike, draw 3, Vegas scoring';
  const game = (won: boolean, score: number): Outcome => ({ key: VEGAS, won, moves: 40, elapsedMs: 60_000, score });

  it('is the sum of the games\' final scores, a loss counted with its negative score', () => {
    const stats = [game(false, -47), game(true, 208), game(false, -52)].reduce(recordOutcome, EMPTY_STATISTICS);
    expect(recordFor(stats, VEGAS)?.bankroll).toBe(109);
    expect(recordFor(stats, VEGAS)?.played).toBe(3);
  });

  it('is absent from a rule set whose outcomes carry no score, and from a record before its first game', () => {
    expect(recordFor(play([['W', 80, 1], ['L', 3, 1]]), 'FreeCell')).not.toHaveProperty('bankroll');
    expect(recordFor(recordOutcome(EMPTY_STATISTICS, game(false, 0)), VEGAS)?.bankroll).toBe(0);
  });

  it('is counted for a game the solver finished or won after undo too: every game recorded pays', () => {
    const stats = [game(true, 208), { ...game(true, 100), assisted: true }, { ...game(true, 50), peeked: true }].reduce(recordOutcome, EMPTY_STATISTICS);
    expect(recordFor(stats, VEGAS)).toMatchObject({ played: 3, won: 1, solved: 1, undone: 1, bankroll: 358 });
  });

  it(`stays within ${MAX_BANKROLL} either way`, () => {
    const start: Statistics = { records: { [VEGAS]: { ...record(1, 0, 0, 0, null, null), bankroll: MAX_BANKROLL - 10 } } };
    expect(recordFor(recordOutcome(start, game(true, 208)), VEGAS)?.bankroll).toBe(MAX_BANKROLL);
  });

  it('refuses a score that is no whole number: a bug', () => {
    expect(() => recordOutcome(EMPTY_STATISTICS, game(false, 1.5))).toThrow(RangeError);
    expect(() => recordOutcome(EMPTY_STATISTICS, game(false, Number.NaN))).toThrow(RangeError);
  });

  it('shows as money at the end of the statistics line', () => {
    expect(formatBankroll(-52)).toBe('-$52');
    expect(formatBankroll(0)).toBe('$0');
    expect(formatBankroll(156)).toBe('$156');
    const stats = [game(false, -47), game(false, -52)].reduce(recordOutcome, EMPTY_STATISTICS);
    expect(describeStatistics(stats)).toEqual([`${VEGAS}: played 2, won 0 (0%), streak 0 (longest 0), fewest moves -, fastest -, bankroll -$99`]);
  });

  it('is written only where there is one, and read back', () => {
    const stats = recordOutcome(recordOutcome(EMPTY_STATISTICS, game(false, -52)), { key: 'FreeCell', won: false, moves: 1, elapsedMs: 1 });
    const data = encodeStatistics(stats);
    expect(data).toEqual({
      version: 1,
      records: {
        FreeCell: { played: 1, won: 0, currentStreak: 0, longestStreak: 0, fewestMoves: null, fastestMs: null },
        [VEGAS]: { played: 1, won: 0, currentStreak: 0, longestStreak: 0, fewestMoves: null, fastestMs: null, bankroll: -52 },
      },
    });
    expect(decodeStatistics(JSON.parse(JSON.stringify(data)))).toEqual({ ok: true, value: stats });
  });

  it('reads a file from before bankrolls as it was', () => {
    const old = { version: 1, records: { [VEGAS]: { played: 2, won: 0, currentStreak: 0, longestStreak: 0, fewestMoves: null, fastestMs: null } } };
    const decoded = decodeStatistics(old);
    expect(decoded).toEqual({ ok: true, value: { records: old.records } });
    expect(decoded.ok && recordFor(decoded.value, VEGAS)).not.toHaveProperty('bankroll');
  });

  const LOST = { played: 1, won: 0, currentStreak: 0, longestStreak: 0, fewestMoves: null, fastestMs: null };
  it.each<[string, unknown, RegExp]>([
    ['a bankroll as text', { [VEGAS]: { ...LOST, bankroll: '-52' } }, /"bankroll" is not a whole number/],
    ['a fractional bankroll', { [VEGAS]: { ...LOST, bankroll: -5.5 } }, /"bankroll" is not a whole number/],
    ['a bankroll of null', { [VEGAS]: { ...LOST, bankroll: null } }, /"bankroll" is not a whole number/],
    ['a bankroll too large', { [VEGAS]: { ...LOST, bankroll: MAX_BANKROLL + 1 } }, /"bankroll" is not a whole number from/],
    ['a bankroll too far below', { [VEGAS]: { ...LOST, bankroll: -(2 ** 60) } }, /"bankroll" is not a whole number from/],
    ['a bankroll without a game', { [VEGAS]: { ...LOST, played: 0, bankroll: -52 } }, /a bankroll without a game played/],
  ])('refuses %s', (_name, records, message) => {
    const decoded = decodeStatistics({ version: 1, records });
    expect(!decoded.ok && decoded.error).toMatch(message);
  });
});

describe('the file format', () => {
  const GOOD = { played: 3, won: 2, currentStreak: 1, longestStreak: 2, fewestMoves: 80, fastestMs: 1000 };
  const file = (records: unknown, version: unknown = 1): unknown => ({ version, records });

  it('is plain JSON with a version', () => {
    expect(encodeStatistics(play([['W', 80, 1]]))).toEqual({
      version: 1,
      records: { FreeCell: { played: 1, won: 1, currentStreak: 1, longestStreak: 1, fewestMoves: 80, fastestMs: 1000 } },
    });
    expect(decodeStatistics(file({ FreeCell: GOOD }))).toEqual({ ok: true, value: { records: { FreeCell: GOOD } } });
  });

  it('passes over fields it does not know', () => {
    expect(decodeStatistics(file({ FreeCell: { ...GOOD, extra: 'x' } }))).toEqual({ ok: true, value: { records: { FreeCell: GOOD } } });
  });

  it.each<[string, unknown, RegExp]>([
    ['null', null, /not a statistics file/],
    ['a list', [], /not a statistics file/],
    ['no version', { records: {} }, /no valid version/],
    ['version 0', file({}, 0), /no valid version/],
    ['version "1"', file({}, '1'), /no valid version/],
    ['a newer version', file({}, 2), /newer cardtable \(version 2\)/],
    ['no records', { version: 1 }, /no records/],
    ['records as a list', file([]), /no records/],
    ['a record that is no object', file({ FreeCell: 3 }), /"FreeCell": it is not an object/],
    ['a negative count', file({ FreeCell: { ...GOOD, played: -1 } }), /"played" is not a whole number/],
    ['a fraction', file({ FreeCell: { ...GOOD, won: 1.5 } }), /"won" is not a whole number/],
    ['a count as text', file({ FreeCell: { ...GOOD, currentStreak: '1' } }), /"currentStreak" is not a whole number/],
    ['an unsafe integer', file({ FreeCell: { ...GOOD, played: 2 ** 53 } }), /"played" is not a whole number/],
    ['a missing field', file({ FreeCell: { ...GOOD, longestStreak: undefined } }), /"longestStreak" is not a whole number/],
    ['fewest moves as text', file({ FreeCell: { ...GOOD, fewestMoves: '80' } }), /"fewestMoves" is neither null/],
    ['a negative time', file({ FreeCell: { ...GOOD, fastestMs: -5 } }), /"fastestMs" is neither null/],
    ['more won than played', file({ FreeCell: { ...GOOD, won: 4 } }), /more games won than played/],
    ['a longest streak past the wins', file({ FreeCell: { ...GOOD, longestStreak: 3 } }), /longest streak longer than the games won/],
    ['a current streak past the longest', file({ FreeCell: { ...GOOD, currentStreak: 2, longestStreak: 1 } }), /current streak longer than the longest/],
    ['a record without a win but fewest moves', file({ FreeCell: { ...GOOD, won: 0, currentStreak: 0, longestStreak: 0, fastestMs: null } }), /without a win/],
    ['wins without a time', file({ FreeCell: { ...GOOD, fastestMs: null } }), /without a win, or missing after one/],
    ['an empty label', file({ '': GOOD }), /label is empty/],
    ['a label with an escape code', file({ 'Free\x1b[2JCell': GOOD }), /unprintable characters/],
    ['a label with a line break', file({ 'a\nb': GOOD }), /unprintable/],
    ['a label too long', file({ ['x'.repeat(101)]: GOOD }), /longer than 100 characters/],
    ['too many rule sets', file(Object.fromEntries(Array.from({ length: MAX_KEYS + 1 }, (_, i) => [`Game ${i}`, GOOD]))), /more than 1000 rule sets/],
  ])('refuses %s', (_name, data, message) => {
    const decoded = decodeStatistics(data);
    expect(decoded.ok).toBe(false);
    expect(!decoded.ok && decoded.error).toMatch(message);
    expect(!decoded.ok && decoded.error).not.toMatch(/[\n\x1b]/);
  });

  it('takes a label of 100 characters and 1000 rule sets', () => {
    expect(decodeStatistics(file({ ['x'.repeat(100)]: GOOD })).ok).toBe(true);
    expect(decodeStatistics(file(Object.fromEntries(Array.from({ length: MAX_KEYS }, (_, i) => [`Game ${i}`, GOOD])))).ok).toBe(true);
  });

  it('reads back whatever any run of games wrote', () => {
    const label = fc.constantFrom('FreeCell', 'FreeCell, supermoves', 'Klondike, draw 3, Vegas scoring', 'Cassino, 2 players', 'constructor');
    const outcome = fc.record({
      key: label,
      won: fc.boolean(),
      moves: fc.nat(100_000),
      elapsedMs: fc.double({ min: 0, max: 1e9, noNaN: true }),
    }).chain((base) => (base.key === 'Klondike, draw 3, Vegas scoring' ? fc.integer({ min: -52, max: 208 }).map((score) => ({ ...base, score })) : fc.constant(base)));
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 60 }), (outcomes) => {
        const stats = outcomes.reduce(recordOutcome, EMPTY_STATISTICS);
        const decoded = decodeStatistics(JSON.parse(JSON.stringify(encodeStatistics(stats))));
        expect(decoded).toEqual({ ok: true, value: stats });
        const played = Object.values(stats.records).reduce((sum, r) => sum + r.played, 0);
        expect(played).toBe(outcomes.length);
      }),
    );
  });
});
