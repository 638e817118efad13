/** Properties over random play: whatever is played, every card stays in the game once, and every state reads back exactly. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, cardIndex, formatCard, parseCard, type Card } from '../../../src/engine/card.js';
import { chooseEasy, chooseNormal } from '../../../src/games/cassino/chooser.js';
import { dealGame } from '../../../src/games/cassino/deal.js';
import { parseDealFile, writeDealFile } from '../../../src/games/cassino/dealfile.js';
import { cassino } from '../../../src/games/cassino/index.js';
import { roundLine, tableLine } from '../../../src/games/cassino/log.js';
import { formatMove, parseMove } from '../../../src/games/cassino/notation.js';
import { applyMove, legalMoves } from '../../../src/games/cassino/rules.js';
import { roundPoints, soleLeader } from '../../../src/games/cassino/scoring.js';
import type { CassinoMove, CassinoState } from '../../../src/games/cassino/state.js';
import { viewOf } from '../../../src/games/cassino/view.js';
import { computerGame, deepFreeze, playGame } from '../../helpers/cassino.js';

/** How a play is picked: the normal or easy computer's, or a placement (which lets the table grow). */
type Pick = 'normal' | 'easy' | { readonly place: number };

interface Game {
  readonly seed: number;
  readonly players: number;
  readonly target: number;
  readonly picks: readonly Pick[];
}

const pick: fc.Arbitrary<Pick> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('normal' as const) },
  { weight: 3, arbitrary: fc.constant('easy' as const) },
  { weight: 2, arbitrary: fc.nat(3).map((i) => ({ place: i })) },
);

const game: fc.Arbitrary<Game> = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  players: fc.integer({ min: 2, max: 6 }),
  target: fc.integer({ min: 1, max: 30 }),
  picks: fc.array(pick, { minLength: 1, maxLength: 140 }),
});

function moveFor(state: CassinoState, how: Pick): CassinoMove {
  const view = viewOf(state, state.turn);
  if (how === 'normal') return chooseNormal(view);
  if (how === 'easy') return chooseEasy(view);
  return { card: view.hand[how.place % view.hand.length]!, takes: [] };
}

/** The states a line of picks passes through, from the deal. */
function playOut({ seed, players, target, picks }: Game, onStep?: (before: CassinoState, move: CassinoMove) => void): CassinoState[] {
  let state = computerGame(seed, new Array(players).fill('normal'), target);
  const states = [state];
  for (const how of picks) {
    if (state.winner !== null) break;
    const move = moveFor(state, how);
    onStep?.(state, move);
    const next = applyMove(state, move);
    if (!next.ok) throw new Error(next.error);
    state = next.value.state;
    states.push(state);
  }
  return states;
}

const ALL = CARDS.map(cardIndex);

function cardsOf(state: CassinoState): number[] {
  return [state.table, ...state.hands, state.deck, ...state.captured].flat().map(cardIndex).sort((a, b) => a - b);
}

describe('Cassino under random play', () => {
  it('keeps the 52 cards, each in exactly one of the table, the hands, the deck and the captured piles', () => {
    fc.assert(
      fc.property(game, (g) => {
        for (const state of playOut(g)) {
          expect(cardsOf(state)).toEqual(ALL); // 52, none twice, none missing
          expect(state.hands.every((hand) => hand.length <= 4)).toBe(true);
          if (state.deck.length > 0) expect(state.hands.every((hand) => hand.length === 4)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never changes the state a play is applied to', () => {
    fc.assert(
      fc.property(game, (g) => {
        playOut(g, (before, move) => {
          const text = JSON.stringify(before);
          deepFreeze(before); // a write anywhere in it would throw
          expect(applyMove(before, move).ok).toBe(true);
          expect(JSON.stringify(before)).toBe(text);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('writes every state reached as a deal file that reads back as itself', () => {
    fc.assert(
      fc.property(game, (g) => {
        for (const state of playOut(g)) {
          expect(parseDealFile(writeDealFile(state))).toEqual({
            ok: true, value: { ...state, seed: null, log: [roundLine(state.round), tableLine(state.table)] },
          });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('saves the start of any game, or any state as a new start, and reads it back', () => {
    fc.assert(
      fc.property(game, (g) => {
        const states = playOut(g);
        const starts = [states[0]!, ...states.slice(1).map((state) => ({ ...state, seed: null, log: cassino.opening!(state) }))];
        for (const start of starts) {
          const data = JSON.parse(JSON.stringify(cassino.encodeStart(start))) as unknown;
          expect(cassino.decodeStart(data)).toEqual({ ok: true, value: start });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('writes every legal play so that it reads back as the same play, and applies it', () => {
    fc.assert(
      fc.property(game, (g) => {
        for (const state of playOut(g).filter((s) => s.winner === null)) {
          const view = viewOf(state, state.turn);
          for (const move of legalMoves(view)) {
            expect(parseMove(formatMove(move), view)).toEqual({ ok: true, value: move });
            expect(applyMove(state, move).ok).toBe(true);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('refuses exactly the plays the generator leaves out', () => {
    fc.assert(
      fc.property(game, fc.array(fc.tuple(fc.nat(3), fc.array(fc.nat(), { maxLength: 5 })), { minLength: 1, maxLength: 10 }), (g, tries) => {
        const states = playOut(g).filter((s) => s.winner === null);
        const state = states[states.length - 1];
        if (state === undefined) return;
        const view = viewOf(state, state.turn);
        const legal = new Set(legalMoves(view).map(formatMove));
        for (const [handAt, tableAts] of tries) {
          const card = view.hand[handAt % view.hand.length]!;
          const takes = view.table.length === 0 ? [] : tableAts.map((i) => view.table[i % view.table.length]!);
          const typed = [card, ...takes].map(formatCard).join(' ');
          const move = parseMove(typed, view);
          if (move === null || !move.ok) throw new Error(typed);
          expect(applyMove(state, move.value).ok, typed).toBe(legal.has(formatMove(move.value)));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('shows no seat another hand or the deck', () => {
    fc.assert(
      fc.property(game, fc.nat(), (g, who) => {
        const states = playOut(g);
        const state = states[states.length - 1]!;
        const seat = who % state.seats.length;
        const text = JSON.stringify(viewOf(state, seat));
        const hidden = [...state.hands.filter((_, i) => i !== seat).flat(), ...state.deck];
        for (const card of hidden) expect(text).not.toContain(JSON.stringify(card));
      }),
      { numRuns: 60 },
    );
  });
});

/** Each round's captured cards and sweeps, read back from the log alone, and the scores it printed. */
function checkScoresInLog(log: readonly string[], names: readonly string[]): number {
  const seat = (name: string) => names.indexOf(name);
  let piles: Card[][] = names.map(() => []);
  let sweeps = names.map(() => 0);
  const totals = names.map(() => 0);
  let rounds = 0;
  const cardsIn = (text: string) => text.split(', ').map((c) => parseCard(c)!);
  for (const line of log) {
    let match: RegExpExecArray | null;
    if ((match = /^Round (\d+)$/.exec(line)) !== null) {
      piles = names.map(() => []);
      sweeps = names.map(() => 0);
    } else if ((match = /^(.+) plays (\S+) and takes (.+?)( \(sweep\))?$/.exec(line)) !== null) {
      piles[seat(match[1]!)]!.push(parseCard(match[2]!)!, ...cardsIn(match[3]!));
      if (match[4] !== undefined) sweeps[seat(match[1]!)]! += 1;
    } else if ((match = /^(.+) takes the rest: (.+)$/.exec(line)) !== null) {
      piles[seat(match[1]!)]!.push(...cardsIn(match[2]!));
    } else if ((match = /^Round (\d+) scores: (.+)$/.exec(line)) !== null) {
      const points = roundPoints(piles, sweeps);
      points.forEach((p, i) => (totals[i]! += p));
      expect(line).toBe(`Round ${match[1]} scores: ${names.map((name, i) => `${name} ${points[i]} (total ${totals[i]})`).join(', ')}`);
      rounds += 1;
    } else {
      expect(line).toMatch(/^(Table:\[.*\]|.+ puts \S+ on the table)$/);
    }
  }
  return rounds;
}

describe('a whole game of computers', () => {
  it('ends with a winner alone at the top, at or past the target, and every round\'s score follows from the cards captured', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(fc.constantFrom('normal', 'easy'), { minLength: 3, maxLength: 6 }),
        fc.integer({ min: 1, max: 24 }),
        (seed, levels, target) => {
          const states = playGame(computerGame(seed, levels, target));
          const end = states[states.length - 1]!;
          expect(end.winner).not.toBeNull();
          expect(soleLeader(end.totals)).toBe(end.winner);
          expect(end.totals[end.winner!]).toBeGreaterThanOrEqual(target);
          expect(cassino.toAct(end)).toBeNull();
          expect(cassino.result(end, states.length - 1)).toBe(`P${end.winner! + 1} wins with ${end.totals[end.winner!]} points`);
          const rounds = checkScoresInLog(end.log, end.seats.map((s) => s.name));
          expect(rounds).toBe(end.round);
          expect(states.length - 1).toBe(48 * end.round);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is the same game every time for the same seed', () => {
    const a = playGame(computerGame(99, ['normal', 'easy', 'normal', 'easy']));
    const b = playGame(computerGame(99, ['normal', 'easy', 'normal', 'easy']));
    expect(a[a.length - 1]).toEqual(b[b.length - 1]);
    expect(dealGame(99, a[0]!.seats, 16)).toEqual(a[0]);
  });
});
