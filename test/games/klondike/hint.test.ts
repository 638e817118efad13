/**
 * hint: sampled from what the player sees. It names legal moves only, never peeks (the
 * same answer however the unseen cards lie), is the first move of a solution once no
 * card is out of sight, and says when such a game is lost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { EXACT_ARRANGEMENTS, HINT_BUDGET, HINT_MEMORY, SPEC_HINT_BUDGET, hintBudget, LOST_LINE, SCOUT_NOTE, everyArrangement, hint, hintAnswer, sample, scoutsTheDeck, settled } from '../../../src/games/klondike/hint.js';
import { formatMove } from '../../../src/games/klondike/notation.js';
import { movesWorthWeighing, unseenIn } from '../../../src/games/klondike/progress.js';
import { legalMoves, tableOf } from '../../../src/games/klondike/rules.js';
import { solve } from '../../../src/games/klondike/solver/index.js';
import { isWon, type KlondikeRules, type KlondikeState } from '../../../src/games/klondike/state.js';
import { viewOf } from '../../../src/games/klondike/view.js';
import { DRAW1, DRAW3, SPEC, VEGAS3, deal, drawAll, jammed, play, position, tableSeen, typedMoves } from '../../helpers/klondike.js';

/** How long a test that asks for many hints may run before it counts as hung: a guard, not a time limit (a loaded machine takes several times an idle one's). */
const MANY_HINTS = 120_000;

/** A hint's note, or its error when it names no move ('' when it has neither). */
function note(answer: ReturnType<typeof hintAnswer>): string {
  return (answer.ok ? answer.value.note : answer.error) ?? '';
}

/** The hint's moves after this line of states, as typed. */
function hinted(...line: KlondikeState[]): string[] {
  const result = hint(line.map(viewOf));
  if (!result.ok) throw new Error(result.error);
  return result.value.map(formatMove);
}

/** The same state with its unseen cards (face-down tableau cards, unseen deck cards) dealt into their places another way. */
function reshuffled(state: KlondikeState, seed: number): KlondikeState {
  return { ...sample(viewOf(state), seed).state, seed: state.seed, score: state.score, showing: state.showing, pass: state.pass };
}

/**
 * A line of play from the deal, `steps` moves long at most: legal moves picked by the
 * seed, and now and then the move just made taken back the other way, so that tables
 * come round again.
 */
function playedLine(start: KlondikeState, steps: number, seed: number): KlondikeState[] {
  const line = [start];
  for (let i = 0; i < steps; i += 1) {
    const state = line[line.length - 1]!;
    if (isWon(state)) break;
    const moves = legalMoves(tableOf(state)).filter((move) => move.kind !== 'auto').map(formatMove);
    if (moves.length === 0) break;
    const last = i > 0 ? back(line[line.length - 2]!, state) : null;
    line.push(play(state, last !== null && i % 3 === 0 ? last : moves[(i * 5 + seed) % moves.length]!));
  }
  return line;
}

/** The move from `now` that brings back the table `before`, if one does. */
function back(before: KlondikeState, now: KlondikeState): string | null {
  const wanted = tableSeen(tableOf(before));
  return legalMoves(tableOf(now)).map(formatMove).find((text) => text !== 'auto' && tableSeen(tableOf(play(now, text))) === wanted) ?? null;
}

/** The tests' own word on plainly useless (progress.ts): a lone King to another empty pile, an Ace or a 2 back from its foundation. */
function plainlyUseless(state: KlondikeState, text: string): boolean {
  const [from, to] = text.split(' ');
  if (from === undefined || to === undefined) return false;
  const table = tableOf(state);
  if (from.startsWith('F')) return (table.foundations[Number(from.slice(1))]!.at(-1)?.rank ?? 0) <= 2;
  const pile = from.startsWith('T') ? table.tableau[Number(from.slice(1))]! : [];
  return to.startsWith('T') && table.tableau[Number(to.slice(1))]!.length === 0 && pile.length > 0 && !pile.includes(null) && pile[0]!.rank === 13;
}

const VEGAS1: KlondikeRules = { draw: 1, scoring: 'vegas' };

const RULES: readonly [string, KlondikeRules][] = [['the spec\'s game', SPEC], ['draw 1', DRAW1], ['draw 3', DRAW3], ['draw 3, Vegas', VEGAS3]];

describe('hint', () => {
  it.each(RULES)('names legal moves only, and at least one (%s)', (_name, rules) => {
    for (const seed of [1, 2]) {
      const state = dealGame(seed, rules);
      const legal = legalMoves(tableOf(state)).map(formatMove);
      const moves = hinted(state);
      expect(moves.length).toBeGreaterThan(0);
      for (const move of moves) expect(legal).toContain(move);
    }
  });

  it('gives the same answer for states that differ only in where the unseen cards lie', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULES.map(([, rules]) => rules)), fc.integer({ min: 1, max: 10_000 }), fc.nat(30), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.boolean(), (rules, seed, steps, other, lookedThrough) => {
        // the deck looked through first or not: after it, only face-down tableau cards are sampled
        let state = lookedThrough && rules.scoring !== 'vegas' ? play(drawAll(dealGame(seed, rules)), 'draw') : dealGame(seed, rules);
        // a few moves in, so that some cards have come to light
        for (let i = 0; i < steps && !isWon(state); i += 1) {
          const moves = legalMoves(tableOf(state)).filter((move) => move.kind !== 'auto');
          if (moves.length === 0) break;
          state = play(state, formatMove(moves[(i * 5 + seed) % moves.length]!));
        }
        const seen = viewOf(state);
        // whether play is stuck is worked out from the full state (view.ts), so another
        // layout of the unseen cards may change it: the player is told what the state says
        const permuted = { ...viewOf(reshuffled(state, other)), stuck: seen.stuck };
        expect(permuted).toEqual({ ...seen });
        expect(hint([permuted])).toEqual(hint([seen]));
      }),
      // the first: a layout where the state is stuck and the reshuffled one is not (fast-check found it)
      { numRuns: 16, examples: [[DRAW3, 10, 5, 0, false]] },
    );
  }, MANY_HINTS);

  it('gives the same answer for lines of play that differ only in where the unseen cards lie', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULES.map(([, rules]) => rules)), fc.integer({ min: 1, max: 10_000 }), fc.nat(40), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (rules, seed, steps, other) => {
        const line = playedLine(dealGame(seed, rules), steps, seed);
        const seen = line.map(viewOf);
        // each position of the line with its unseen cards dealt another way (the state's stuck note kept)
        const permuted = line.map((state, i) => ({ ...viewOf(reshuffled(state, other + i)), stuck: seen[i]!.stuck }));
        expect(permuted).toEqual(seen.map((view) => ({ ...view })));
        expect(hint(permuted)).toEqual(hint(seen));
      }),
      { numRuns: 8 },
    );
  });

  it('never names a plainly useless move, nor a move back to a table already seen while one to a new table is at hand', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULES.map(([, rules]) => rules)), fc.integer({ min: 1, max: 10_000 }), fc.nat(40), (rules, seed, steps) => {
        const line = playedLine(dealGame(seed, rules), steps, seed);
        const now = line[line.length - 1]!;
        const answer = hint(line.map(viewOf));
        if (!answer.ok) return;
        const seen = new Set(line.map((state) => tableSeen(tableOf(state))));
        const table = tableOf(now);
        const leadsTo = (text: string) => tableSeen(tableOf(play(now, text)));
        const newAtHand = legalMoves(table).map(formatMove).filter((text) => text !== 'auto' && !plainlyUseless(now, text) && !seen.has(leadsTo(text)));
        for (const text of answer.value.map(formatMove)) {
          expect(plainlyUseless(now, text), text).toBe(false);
          if (newAtHand.length > 0 && text !== 'auto') expect(seen.has(leadsTo(text)), text).toBe(false);
        }
      }),
      // the first (fast-check found it): under Vegas the deck turned from its second pass to
      // its third brought back a table of the second pass, and the hint named it while
      // `T0 T4` led somewhere new (the table met in an earlier pass was counted new)
      { numRuns: 10, examples: [[VEGAS3, 689, 33]] },
    );
  });

  it('gives the same answer for two deal files that differ only in the order of the face-down cards', () => {
    const lines = [
      'Deck:[#4♠, #Q♦, #8♥, #2♣, #J♦, #5♣, #9♥, #6♠, #A♦, #K♦, #10♣, #7♥, #3♠, #J♠, #2♥, #6♣, #8♦, #10♥, #Q♣, #A♣, #K♠, #7♦]',
      'Foundation 0:[A♥]',
      'Foundation 1:[A♠, 2♠]',
      'Tableau 0:[K♥, Q♠]',
      'Tableau 1:[#3♣, 9♣]',
      'Tableau 2:[#4♦, #7♠, 5♦]',
      'Tableau 3:[#10♦, #Q♥, #3♦, 4♣]',
      'Tableau 4:[#J♣, #8♣, #4♥, #9♠, 6♥]',
      'Tableau 5:[#5♠, #5♥, #6♦, #3♥, #K♣, 9♦]',
      'Tableau 6:[#2♦, #7♣, #J♥, #8♠, 10♠]',
    ];
    // Vegas: three passes, so the hint samples the deck's unseen cards too instead of looking through them first
    const one = deal(lines.join('\n'), VEGAS3);
    // the same position with face-down and unseen cards in another order
    const other = deal(lines.join('\n')
      .replace('#3♣, 9♣', '#K♦, 9♣').replace('#A♦, #K♦', '#A♦, #3♣')
      .replace('#J♣, #8♣, #4♥, #9♠', '#9♠, #4♥, #8♣, #J♣'), VEGAS3);
    expect(other).not.toEqual(one);
    expect(viewOf(other)).toEqual(viewOf(one));
    expect(hinted(other)).toEqual(hinted(one));
  });

  it('with few cards out of sight, weighs every way they may lie, and still cannot tell them apart', () => {
    // the deck seen (a second pass): only three face-down cards are out of sight
    const one = position('Tableau 0:[#5♠, #9♦, K♣]\nTableau 1:[#2♥, Q♦]\nPass: 2', DRAW3);
    const other = position('Tableau 0:[#2♥, #5♠, K♣]\nTableau 1:[#9♦, Q♦]\nPass: 2', DRAW3);
    expect(viewOf(other)).toEqual(viewOf(one));
    const every = everyArrangement(viewOf(one), EXACT_ARRANGEMENTS)!;
    expect(every).toHaveLength(6);
    for (const state of every) expect(viewOf(state)).toEqual(viewOf(one));
    const layouts = every.map((state) => state.tableau.slice(0, 2).map((pile) => pile.cards.map((card) => `${card.rank}${card.suit}`).join(' ')).join(' / '));
    expect(new Set(layouts).size).toBe(6);
    expect(layouts).toContain('5S 9D 13C / 2H 12D');
    expect(hinted(other)).toEqual(hinted(one));
    // five cards out of sight: 120 ways, more than it weighs one by one
    expect(everyArrangement(viewOf(position('Tableau 0:[#5♠, #9♦, #3♣, K♣]\nTableau 1:[#2♥, #7♣, Q♦]\nPass: 2', DRAW3)), EXACT_ARRANGEMENTS)).toBeNull();
  });

  it('says how sure it is: in how many of the ways the cards out of sight may lie the game can still be won', () => {
    // three face-down cards: every way weighed, each once
    const few = position('Tableau 0:[#5♠, #9♦, K♣]\nTableau 1:[#2♥, Q♦]\nPass: 2', DRAW3);
    expect(note(hintAnswer([viewOf(few)]))).toMatch(/^can be won in [1-6] of the 6 ways the 3 cards out of sight may lie$/);
    // a deal under Vegas (the deck not looked through): sampled
    const sampled = /^can be won in about (\d+)% of the ways the 45 cards out of sight may lie: (\d+) of (\d+) tried$/.exec(note(hintAnswer([viewOf(dealGame(4, VEGAS3))])));
    expect(sampled).not.toBeNull();
    const [, percent, wins, tried] = sampled!.map(Number);
    expect(percent).toBe(Math.round((100 * wins!) / tried!));
  });

  it('deals fewer samples once the leading plan is settled, more while the choice is close', () => {
    const tried = (answer: ReturnType<typeof hintAnswer>) => Number(/: \d+ of (\d+) tried$/.exec(note(answer))?.[1]);
    // the hints along deal 3 under Vegas (no looking through the deck), the hint followed: how many samples each dealt
    // (at the opening every one deals all it may; from the 18th move on, some fewer)
    const counts: number[] = [];
    let state = dealGame(3, VEGAS3);
    const line = [viewOf(state)];
    for (let i = 0; i < 20; i += 1) {
      const answer = hintAnswer(line);
      if (!answer.ok) throw new Error(answer.error);
      counts.push(tried(answer));
      state = play(state, formatMove(answer.value.moves[0]!));
      line.push(viewOf(state));
    }
    for (const count of counts) {
      expect(count).toBeGreaterThanOrEqual(HINT_BUDGET.earliestStop);
      expect(count).toBeLessThanOrEqual(HINT_BUDGET.samples);
    }
    expect(counts.some((count) => count < HINT_BUDGET.samples)).toBe(true);
  }, MANY_HINTS);

  it('weighs the spec\'s game with its own budget: every one of its samples, none stopped early', () => {
    // the standard game's budget (fewer samples once settled, a small first solve) won fewer of the spec's deals
    expect(hintBudget(SPEC)).toBe(SPEC_HINT_BUDGET);
    expect(hintBudget(DRAW1)).toBe(HINT_BUDGET);
    expect(hintBudget(VEGAS3)).toBe(HINT_BUDGET);
    const counts: number[] = [];
    let state = dealGame(3, SPEC);
    const line = [viewOf(state)];
    for (let i = 0; i < 60 && counts.length < 3; i += 1) {
      const answer = hintAnswer(line);
      if (!answer.ok) throw new Error(answer.error);
      const tried = /: \d+ of (\d+) tried$/.exec(answer.value.note ?? '');
      if (tried !== null) counts.push(Number(tried[1]));
      state = play(state, formatMove(answer.value.moves[0]!));
      line.push(viewOf(state));
    }
    expect(counts).toEqual([SPEC_HINT_BUDGET.samples, SPEC_HINT_BUDGET.samples, SPEC_HINT_BUDGET.samples]);
  }, MANY_HINTS);

  it('solves again with the whole budget the samples its first, small budget left undecided, while they could change the move', () => {
    // with a first budget of one position every sample waits, and no plan leads: each is solved again
    const view = viewOf(dealGame(4, VEGAS3));
    const waited = /: (\d+) of (\d+) tried$/.exec(note(hintAnswer([view], { ...HINT_BUDGET, quickPositions: 1 })));
    expect(waited).not.toBeNull();
    expect(Number(waited![1])).toBeGreaterThan(0);
    expect(Number(waited![2])).toBe(HINT_BUDGET.samples);
  });

  it('counts a plan settled only when the samples left could not change which move leads', () => {
    const candidates = movesWorthWeighing([viewOf(dealGame(4, VEGAS3))]);
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    const [a, b] = candidates as [(typeof candidates)[0], (typeof candidates)[0]];
    const way = (lead: typeof a, wins: number) => ({ commitment: { lead, moves: [lead.move] }, key: `${lead.text}/${wins}`, wins });
    const ways = [way(a, 10), way(b, 4), way(b, 2)];
    const table: [number, boolean][] = [
      [0, true], // nothing left to come
      [5, true], // 10 against 4: five more cannot bring 4 level
      [6, false], // six more could: a draw, which the rules of thumb would break
      [20, false],
    ];
    for (const [more, expected] of table) expect(settled(ways, candidates, more)).toBe(expected);
    // no commitment found yet: nothing is settled while samples are left
    expect(settled([], candidates, 1)).toBe(false);
    // one candidate alone with a commitment: settled when the rest could not win as many for another
    expect(settled([way(a, 3)], candidates, 2)).toBe(true);
    expect(settled([way(a, 3)], candidates, 3)).toBe(false);
  });

  it('comes out the same twice for the same view', () => {
    const state = play(dealGame(7, DRAW3), 'draw');
    expect(hinted(state)).toEqual(hinted(state));
  });

  it('with a salt (the bench\'s other draw of samples), still cannot tell where the unseen cards lie', () => {
    const budget = { ...HINT_BUDGET, salt: 7 };
    for (const seed of [3, 8, 21]) {
      const state = play(drawAll(dealGame(seed, DRAW3)), 'draw');
      const answer = hintAnswer([viewOf(state)], budget);
      expect(answer.ok).toBe(true);
      for (const other of [1, 2]) expect(hintAnswer([viewOf(reshuffled(state, other))], budget)).toEqual(answer);
    }
    // no salt and a salt of 0 draw the same samples
    const state = play(dealGame(7, DRAW3), 'draw');
    expect(hintAnswer([viewOf(state)], { ...HINT_BUDGET, salt: 0 })).toEqual(hintAnswer([viewOf(state)]));
  });

  it('weighs commitments, not moves: it turns a card up rather than draw with the deck known, when drawing only puts the choice off', () => {
    // deal 43 of draw 3, as the hint weighing single moves played it: at move 57 it drew, and drew again three
    // times, since a draw (which turns nothing up here) keeps in each sample every way on; the commitments it put
    // off, T4 T1 and T2 T1, win in about as many samples, and on the real cards T2 T1 loses and T4 T1 does not
    const line = typedMoves(
      'T6 F0 draw draw draw draw draw draw draw draw W T6 T1 T6 draw draw W T1 W T6 draw draw draw draw W T2 T1 T2 T6 T1 draw draw W T5 draw draw draw draw draw W T2 draw draw draw draw draw draw draw draw draw draw W T0 draw draw draw draw draw draw draw W T1 draw draw draw draw draw W T1',
    );
    const states = [dealGame(43, DRAW3)];
    for (const move of line) states.push(play(states[states.length - 1]!, move));
    const now = states[states.length - 1]!;
    const [first] = hinted(...states.slice(-HINT_MEMORY));
    expect(first).toBe('T4 T1');
    const after = play(now, first!);
    expect(unseenIn(tableOf(after))).toBe(unseenIn(tableOf(now)) - 1);
    expect(solve(after, { positions: 2_000_000 }).kind).toBe('solved');
  });

  it('with no card out of sight, is the first move of a solution, and following it wins', () => {
    // every card face up: the foundations hold most, the rest lie in the tableau and the deck
    let state = deal([
      'Foundation 0:[A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠, 8♠]',
      'Foundation 1:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥]',
      'Foundation 2:[A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦]',
      'Foundation 3:[A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, 8♣, 9♣, 10♣]',
      'Tableau 0:[K♠, Q♥, J♠, 10♥, 9♠]',
      'Tableau 1:[K♦, Q♣, J♦, 10♠]',
      'Tableau 2:[9♦]',
      'Tableau 3:[J♣]',
      'Deck:[K♥, 8♦, K♣, J♥, Q♠, Q♦, 10♦]',
      'Pass: 2',
    ].join('\n'), DRAW3);
    expect(solve(state).kind).toBe('solved');
    const line = [state];
    for (let step = 0; step < 200 && !isWon(state); step += 1) {
      const [first] = hinted(...line.slice(-HINT_MEMORY));
      state = play(state, first!);
      line.push(state);
    }
    expect(isWon(state)).toBe(true);
  });

  it('says the game is lost when no card is out of sight and no line of moves wins', () => {
    // the spec's game with Vegas scoring: one pass, so 8♦ stays under the waste for good; the clubs can still go home
    const lost = deal([
      'Foundation 0:[A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠, 8♠, 9♠, 10♠, J♠, Q♠, K♠]',
      'Foundation 1:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥, J♥, Q♥, K♥]',
      'Foundation 2:[A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦]',
      'Foundation 3:[A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, 8♣, 9♣, 10♣, J♣]',
      'Waste:[8♦]',
      ...['9♦', '10♦', 'J♦', 'Q♦', 'K♦', 'K♣', 'Q♣'].map((card, i) => `Tableau ${i}:[${card}]`),
    ].join('\n'), { draw: 'spec', scoring: 'vegas' });
    expect(viewOf(lost).stuck).toBe(false);
    expect(solve(lost).kind).toBe('unsolvable');
    expect(hint([viewOf(lost)])).toEqual({ ok: false, error: LOST_LINE });
  });

  it.each([['draw 1', DRAW1], ['draw 3', DRAW3]] as const)('never offers a plainly useless move: a lone King to another empty pile, an Ace back from its foundation (%s)', (_name, rules) => {
    // a second pass: the deck is seen, so the hint weighs the moves instead of looking through it
    const kings = position('Foundation 0:[A♥]\nTableau 0:[K♠, Q♥]\nTableau 1:[]\nTableau 2:[#5♦, 2♠]\nTableau 3:[#7♣, 9♣]\nPass: 2', rules);
    expect(legalMoves(tableOf(kings)).map(formatMove)).toEqual(expect.arrayContaining(['T0 T1', 'T0 T4', 'F0 T2']));
    expect(hinted(kings).filter((move) => ['T0 T1', 'T0 T4', 'T0 T5', 'T0 T6', 'F0 T2'].includes(move))).toEqual([]);
    // no empty pile: the Ace back onto 2♠ and draw are all there is
    const ace = position('Foundation 0:[A♥]\nTableau 0:[K♠, Q♥]\nTableau 1:[#3♣, 9♣]\nTableau 2:[#5♦, 2♠]\nTableau 3:[#7♣, 9♠]\nTableau 4:[#8♣, 7♠]\nTableau 5:[#10♣, 5♣]\nTableau 6:[#J♣, 3♠]\nPass: 2', rules);
    expect(legalMoves(tableOf(ace)).map(formatMove)).toEqual(['F0 T2', 'draw']);
    expect(hinted(ace)).toEqual(['draw']);
  });

  it('says the game is lost when no line of moves can turn a card up, take one from the stock or send more home', () => {
    // 10♥ can come down onto J♣ and go back home, and nothing else can move: the deck and the waste are empty
    const hearts = ['A♥', '2♥', '3♥', '4♥', '5♥', '6♥', '7♥', '8♥', '9♥', '10♥'];
    const before = deal(`${jammed(['K♣', 'K♠', 'Q♣', 'Q♠', 'J♣', '8♣', '6♣'], hearts)}\nFoundation 0:[${hearts.join(', ')}]`, DRAW1);
    const after = play(before, 'F0 T4');
    expect(legalMoves(tableOf(after)).map(formatMove)).toEqual(['T4 F0']);
    expect(viewOf(after).stuck).toBe(false);
    // seen alone, sending 10♥ home again is progress; after taking it down, it only brings back the table before
    expect(hinted(after)).toEqual(['T4 F0']);
    const answer = hint([before, after].map(viewOf));
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error).toMatch(/^The game is lost: no line of moves from here turns a card up, takes one from the stock or sends more cards home than before\b/);
  });

  it('never names a move back into a position seen lately that turns no card up', () => {
    // one pass (Vegas): the hint does not look through the deck first, it weighs the moves at hand
    const before = deal([
      'Foundation 0:[A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥]',
      'Tableau 0:[#4♠, 8♣]',
      'Tableau 1:[#2♣, #3♣, #4♣, #5♣, #6♣, #7♣, #9♣, #10♣, #J♣, #Q♣, #K♣, #A♣, #8♠, 9♦]',
      'Deck:[#A♠, #2♠, #3♠, #5♠, #6♠, #7♠, #9♠, #10♠, #J♠, #Q♠, #K♠, #A♦, #2♦, #3♦, #4♦, #5♦, #6♦, #7♦, #8♦, #10♦, #J♦, #Q♦, #K♦, #8♥, #9♥, #10♥, #J♥, #Q♥, #K♥]',
    ].join('\n'), VEGAS1);
    const after = play(before, 'F0 T0');
    expect(legalMoves(tableOf(after)).map(formatMove)).toContain('T0 F0');
    expect(hinted(before, after)).not.toContain('T0 F0');
  });
  it.each([['the spec\'s game', SPEC], ['draw 1', DRAW1], ['draw 3', DRAW3]] as const)('with no limit on passes, says to look through the deck while it holds cards never seen (%s)', (_name, rules) => {
    for (const seed of [1, 2, 3]) {
      let state = dealGame(seed, rules);
      const line = [state];
      // every draw of the first pass is the hint's, with its reason; a card that can safely go home goes first
      let homed = 0;
      while (viewOf(state).deck.some((card) => card === null)) {
        const answer = hintAnswer(line.map(viewOf));
        if (!answer.ok) throw new Error(answer.error);
        const [first, ...rest] = answer.value.moves.map(formatMove);
        if (first === 'draw') expect(answer.value).toEqual({ moves: [{ kind: 'draw' }], note: SCOUT_NOTE });
        else {
          expect(first).toMatch(/^T\d F\d$/);
          expect(rest).toEqual(['draw']);
          homed += 1;
        }
        state = play(state, first!);
        line.push(state);
      }
      expect(homed).toBeLessThan(4);
      // then every card of the deck is known, and the hint weighs the moves
      const after = hintAnswer(line.map(viewOf));
      expect(after.ok && after.value.note).not.toBe(SCOUT_NOTE);
    }
  });

  it('while it looks through the deck, sends home first a card that can safely go', () => {
    // deal 7 of draw 3: A♣ lies on top of the last pile
    const state = dealGame(7, DRAW3);
    expect(hintAnswer([viewOf(state)])).toEqual({ ok: true, value: { moves: [{ kind: 'move', from: { kind: 'T', index: 6 }, to: { kind: 'F', index: 0 } }, { kind: 'draw' }] } });
    expect(hinted(state, play(state, 'T6 F0'))).toEqual(['draw']);
  });

  it.each([['draw 1', VEGAS1], ['draw 3', VEGAS3]] as const)('under a pass limit, does not spend a pass looking through the deck (%s, Vegas)', (_name, rules) => {
    for (const seed of [1, 2, 3]) {
      const answer = hintAnswer([viewOf(dealGame(seed, rules))]);
      expect(answer.ok).toBe(true);
      if (answer.ok) expect(answer.value.note).not.toBe(SCOUT_NOTE);
    }
  });

  it.each([['the spec\'s game', SPEC], ['draw 1', DRAW1], ['draw 3', DRAW3]] as const)('looks through the deck only where that gives up nothing: draws alone lead back to the same cards in the same places (%s)', (_name, rules) => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(30), (seed, steps) => {
        let state = dealGame(seed, rules);
        for (let i = 0; i < steps && !isWon(state); i += 1) {
          const moves = legalMoves(tableOf(state)).filter((move) => move.kind !== 'auto');
          if (moves.length === 0) break;
          state = play(state, formatMove(moves[(i * 5 + seed) % moves.length]!));
        }
        if (!scoutsTheDeck(viewOf(state))) return;
        checked += 1;
        // through the deck, the waste turned back, and on until the waste is as long as it was
        let after = drawAll(state);
        after = play(after, 'draw');
        for (let draws = 0; after.waste.length !== state.waste.length; draws += 1) {
          expect(draws).toBeLessThan(52);
          after = play(after, 'draw');
        }
        const cards = (s: KlondikeState) => ({ deck: s.deck.cards, waste: s.waste, foundations: s.foundations, tableau: s.tableau.map((pile) => pile.cards) });
        expect(cards(after)).toEqual(cards(state));
      }),
      { numRuns: 40, examples: [[1, 0]] },
    );
    expect(checked).toBeGreaterThan(0);
  });
});
