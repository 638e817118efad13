/**
 * The hard computer: its play-outs follow the rules and the scoring play for play, it
 * plays only legal plays, and it decides from its seat's view alone: the same view gives
 * the same play whatever the other hands and the deck hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, cardIndex, type Card } from '../../../src/engine/card.js';
import { bestCapture, countsOfCards } from '../../../src/games/cassino/captures.js';
import { shuffle } from '../../../src/engine/deck.js';
import { chooseNormal } from '../../../src/games/cassino/chooser.js';
import { cassino } from '../../../src/games/cassino/index.js';
import { candidates, chooseHard, HARD_BUDGET, MAX_CANDIDATES, unseenCards } from '../../../src/games/cassino/hard.js';
import { HAND_VALUE, normalPlay } from '../../../src/games/cassino/playout-normal.js';
import { emptyRound, playOut, roundScore, type Round } from '../../../src/games/cassino/playout.js';
import { applyMove, check, legalMoves } from '../../../src/games/cassino/rules.js';
import type { CassinoMove, CassinoState } from '../../../src/games/cassino/state.js';
import { STANDARD_RULES, type CassinoRules } from '../../../src/games/cassino/variants.js';
import { viewOf } from '../../../src/games/cassino/view.js';
import { computerGame, playGame } from '../../helpers/cassino.js';

const QUICK = { ...HARD_BUDGET, playouts: 48 };

/** The whole state as a compact round (every card known). */
function roundOf(state: CassinoState): Round {
  const round = emptyRound(state.seats.length);
  round.table = state.table.map(cardIndex);
  state.hands.forEach((hand, seat) => (round.hands[seat] = hand.map(cardIndex)));
  round.deck = state.deck.map(cardIndex);
  round.turn = state.turn;
  state.captured.forEach((pile, seat) => {
    round.cards[seat] = pile.length;
    round.spades[seat] = pile.filter((c) => c.suit === 'S').length;
    round.points[seat] = pile.reduce((sum, c) => sum + (c.rank === 1 ? 1 : c.rank === 2 && c.suit === 'S' ? 1 : c.rank === 10 && c.suit === 'D' ? 2 : 0), 0);
    round.sweeps[seat] = state.sweeps[seat] ?? 0;
  });
  round.lastCapture = state.lastCapture ?? -1;
  return round;
}

/** The states of some games of mixed computers, 2 to 6 players. */
function someStates(games: number, every = 3): CassinoState[] {
  const states: CassinoState[] = [];
  for (let seed = 1; seed <= games; seed += 1) {
    const players = 2 + (seed % 5);
    const levels = Array.from({ length: players }, (_, i) => ((seed + i) % 3 === 0 ? 'easy' : 'normal'));
    playGame(computerGame(seed * 7919, levels), [], 400).forEach((state, i) => {
      if (state.winner === null && i % every === 0) states.push(state);
    });
  }
  return states;
}

/** The same state with the other hands and the deck dealt again from the same cards (each hand keeps its size). */
function hiddenShuffled(state: CassinoState, seat: number, seed: number): CassinoState {
  const hidden = [...state.hands.filter((_, i) => i !== seat).flat(), ...state.deck];
  const mixed = shuffle(hidden, seed).items;
  let next = 0;
  const take = (n: number): Card[] => mixed.slice(next, (next += n));
  const hands = state.hands.map((hand, i) => (i === seat ? hand : take(hand.length)));
  return { ...state, hands, deck: take(state.deck.length) };
}

describe('the play-outs', () => {
  it('play a round to its end as the rules and the scoring do, with the normal computer at every seat, under every variant', () => {
    const variants: CassinoRules[] = [
      STANDARD_RULES,
      { ties: 'all', sweepsCancel: false, sweepLimit: null },
      { ties: 'nobody', sweepsCancel: true, sweepLimit: 10 },
      { ties: 'all', sweepsCancel: true, sweepLimit: 3 },
    ];
    for (const [i, dealt] of someStates(10, 7).entries()) {
      const state = { ...dealt, rules: variants[i % variants.length] as CassinoRules };
      const round = roundOf(state);
      playOut(round);
      const points = roundScore(round, state.rules, state.totals);
      let real = state;
      while (real.round === state.round && real.winner === null) {
        const next = applyMove(real, chooseNormal(viewOf(real, real.turn)));
        if (!next.ok) throw new Error(next.error);
        real = next.value.state;
      }
      expect(points).toEqual(real.totals.map((total, seat) => total - (state.totals[seat] as number)));
    }
  });

  it('start from normal\'s play among the candidates, each a legal play, none twice', () => {
    for (const state of someStates(6, 5)) {
      const view = viewOf(state, state.turn);
      const hand = view.hand.map(cardIndex);
      const table = view.table.map(cardIndex);
      const options = candidates(hand, table);
      const takes: number[] = [];
      expect(options[0]).toMatchObject({ at: normalPlay(hand, table, takes), takes });
      const seen = new Set<string>();
      for (const option of options) {
        const move = { card: view.hand[option.at] as Card, takes: option.takes.map((p) => view.table[p] as Card) };
        expect(check(view, move).ok).toBe(true);
        const key = `${option.at}:${option.takes.join(',')}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });

  it('offer every card\'s best capture on a table too large to list them all, and weigh at most MAX_CANDIDATES', () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const deck = shuffle(CARDS.map((_, i) => i), seed).items;
      const table = deck.slice(0, 40);
      const hand = deck.slice(40, 44);
      const options = candidates(hand, table);
      expect(options.length).toBeLessThanOrEqual(MAX_CANDIDATES);
      for (const card of hand) {
        const h = HAND_VALUE[card]!;
        if (bestCapture(countsOfCards(table.map((i) => CARDS[i]!)), [], h) === null) continue;
        // this card, or one like it in the hand, captures in some candidate
        expect(options.some((option) => HAND_VALUE[hand[option.at]!] === h && option.takes.length > 0)).toBe(true);
      }
    }
  });
});

describe('the hard computer', () => {
  it('counts as unseen exactly the other hands and the deck', () => {
    for (const state of someStates(4, 9)) {
      const seat = state.turn;
      const hidden = [...state.hands.filter((_, i) => i !== seat).flat(), ...state.deck].map(cardIndex).sort((a, b) => a - b);
      expect(unseenCards(viewOf(state, seat))).toEqual(hidden);
    }
  });

  it('plays a legal play, and the same one for the same view', () => {
    for (const state of someStates(8, 11)) {
      const view = viewOf(state, state.turn);
      const move = chooseHard(view, QUICK);
      expect(check(view, move).ok).toBe(true);
      expect(chooseHard({ ...view }, QUICK)).toEqual(move);
    }
  });

  it('decides from the view alone: the other hands and the deck dealt again give the same play', () => {
    const states = someStates(12, 13);
    let changed = 0;
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (i, seed) => {
        const state = states[i] as CassinoState;
        const other = hiddenShuffled(state, state.turn, seed);
        expect(viewOf(other, other.turn).hand).toEqual(viewOf(state, state.turn).hand);
        if (JSON.stringify([other.hands, other.deck]) !== JSON.stringify([state.hands, state.deck])) changed += 1;
        expect(chooseHard(viewOf(other, other.turn), QUICK)).toEqual(chooseHard(viewOf(state, state.turn), QUICK));
      }),
      { numRuns: 60 },
    );
    // the hidden cards really were dealt differently (late in a round there may be few to deal)
    expect(changed).toBeGreaterThan(40);
  });

  it('is the person\'s hint, which is the same whatever the other hands and the deck hold', () => {
    const states = someStates(3, 23).filter((state) => state.deck.length > 4).slice(0, 4);
    expect(states.length).toBe(4);
    states.forEach((state, i) => {
      const hint = cassino.hint([viewOf(state, state.turn)]);
      expect(hint).toEqual({ ok: true, value: { moves: [chooseHard(viewOf(state, state.turn))] } });
      const other = hiddenShuffled(state, state.turn, 1000 + i);
      expect(other.deck).not.toEqual(state.deck);
      expect(cassino.hint([viewOf(other, other.turn)])).toEqual(hint);
    });
  });

  it('finds the better play where every card is known and normal does not (the last plays of a two-player round)', () => {
    /** Ann's lead over Bob at the round's end after this play, every later play normal's, through the real rules. */
    const leadAfter = (state: CassinoState, move: CassinoMove): number => {
      const seat = state.turn;
      let next = applyMove(state, move);
      if (!next.ok) throw new Error(next.error);
      while (next.value.state.round === state.round && next.value.state.winner === null) {
        const now: CassinoState = next.value.state;
        next = applyMove(now, chooseNormal(viewOf(now, now.turn)));
        if (!next.ok) throw new Error(next.error);
      }
      const totals = next.value.state.totals;
      return (totals[seat] as number) - (totals[1 - seat] as number);
    };
    let found = 0;
    for (let seed = 1; seed <= 40 && found < 6; seed += 1) {
      // playing to 100 points, no round here ends the game: the lead is all that counts
      for (const state of playGame(computerGame(seed, ['normal', 'normal'], 100), [], 300)) {
        if (state.winner !== null || state.deck.length > 0 || state.hands[state.turn]!.length < 2) continue;
        const view = viewOf(state, state.turn);
        const moves = legalMoves(view);
        const best = Math.max(...moves.map((move) => leadAfter(state, move)));
        if (leadAfter(state, chooseNormal(view)) >= best) continue;
        found += 1;
        expect(leadAfter(state, chooseHard(view, QUICK))).toBe(best);
      }
    }
    expect(found).toBeGreaterThan(2);
  });
});

