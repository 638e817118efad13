/**
 * The hint's commitments: a way through moves that turn nothing up to one that turns a
 * card up, shortened to the moves that card needs, and samples seeded from what lies out
 * of sight alone, so that along such a way every hint deals the same samples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortest, unseenSeed } from '../../../src/games/klondike/commitments.js';
import { dealGame } from '../../../src/games/klondike/deal.js';
import { formatMove, parseMove } from '../../../src/games/klondike/notation.js';
import { unseenIn } from '../../../src/games/klondike/progress.js';
import { legalPlans, tableOf } from '../../../src/games/klondike/rules.js';
import type { KlondikeMove, KlondikeState } from '../../../src/games/klondike/state.js';
import { stateFromView, viewOf } from '../../../src/games/klondike/view.js';
import { DRAW1, DRAW3, SPEC, drawAll, play } from '../../helpers/klondike.js';

function moves(...texts: string[]): KlondikeMove[] {
  return texts.map((text) => {
    const move = parseMove(text);
    if (move === null || !move.ok) throw new Error(`not a move: ${text}`);
    return move.value;
  });
}

/** The legal moves that turn a card up, and those that turn none up (but `auto`), as typed. */
function byReveal(state: KlondikeState): { reveal: string[]; quiet: string[] } {
  const table = tableOf(state);
  const hidden = unseenIn(table);
  const reveal: string[] = [];
  const quiet: string[] = [];
  for (const { move } of legalPlans(table)) {
    if (move.kind === 'auto') continue;
    const after = play(state, formatMove(move));
    (unseenIn(tableOf(after)) < hidden ? reveal : quiet).push(formatMove(move));
  }
  return { reveal, quiet };
}

/** A draw-3 deal looked through (the deck known), with a move that turns a tableau card up. */
function lookedThrough(): { state: KlondikeState; flip: string } {
  for (let seed = 1; ; seed += 1) {
    const state = play(drawAll(dealGame(seed, DRAW3)), 'draw');
    const flip = byReveal(state).reveal[0];
    if (flip !== undefined) return { state, flip };
  }
}

/** A looked-through draw-3 position where a waste card played onto the tableau lets a run go onto it and turn a card up, as it could not before. */
function wasteThenReveal(): { state: KlondikeState; waste: string; flip: string } {
  for (let seed = 1; seed < 500; seed += 1) {
    let state = drawAll(dealGame(seed, DRAW3));
    for (let draws = 0; draws < 9; draws += 1) {
      state = play(state, 'draw');
      const before = byReveal(state).reveal;
      for (const waste of byReveal(state).quiet.filter((text) => text.startsWith('W T'))) {
        const flip = byReveal(play(state, waste)).reveal.find((text) => text.endsWith(waste.slice(2)) && !before.includes(text));
        if (flip !== undefined) return { state, waste, flip };
      }
    }
  }
  throw new Error('no such position in the deals tried');
}

describe('shortest', () => {
  it('leaves out draws made before a card is turned up: they can as well come after', () => {
    const { state, flip } = lookedThrough();
    const stand = stateFromView(viewOf(state));
    expect(shortest(stand, moves('draw', 'draw', flip)).moves.map(formatMove)).toEqual([flip]);
  });

  it('keeps a move the card turned up needs: a waste card played to take the run that uncovers it', () => {
    const needed = wasteThenReveal();
    const stand = stateFromView(viewOf(needed.state));
    expect(shortest(stand, moves(needed.waste, needed.flip)).moves.map(formatMove)).toEqual([needed.waste, needed.flip]);
  });

  it('shortens a way of quiet moves and a card turned up to one still legal in the view, ending in that card turned up', () => {
    fc.assert(
      fc.property(fc.constantFrom(SPEC, DRAW1, DRAW3), fc.integer({ min: 1, max: 5000 }), fc.nat(12), (rules, seed, prefix) => {
        let state = dealGame(seed, rules);
        // a few quiet moves first, so that the way starts somewhere other than the deal
        for (let i = 0; i < prefix; i += 1) {
          const quiet = byReveal(state).quiet[0];
          if (quiet === undefined) break;
          state = play(state, quiet);
        }
        const { quiet, reveal } = byReveal(state);
        if (reveal.length === 0) return;
        const way = moves(...quiet.slice(0, 2).filter((text) => text !== 'draw'), reveal[0]!);
        const stand = stateFromView(viewOf(state));
        let replayed: KlondikeState;
        try {
          replayed = play(stand, ...way.map(formatMove));
        } catch {
          return; // the quiet moves took away the reveal: no way to shorten
        }
        const short = shortest(stand, way);
        expect(short.moves.length).toBeGreaterThan(0);
        expect(short.moves.length).toBeLessThanOrEqual(way.length);
        expect(formatMove(short.moves[short.moves.length - 1]!)).toBe(reveal[0]);
        const end = play(stand, ...short.moves.map(formatMove));
        expect(unseenIn(tableOf(end))).toBe(unseenIn(tableOf(replayed)));
      }),
      { numRuns: 40 },
    );
  });
});

describe('unseenSeed', () => {
  it('is the same after a move that turns nothing up, so the next hint deals the same samples', () => {
    const { state } = lookedThrough();
    const quiet = byReveal(state).quiet;
    expect(quiet.length).toBeGreaterThan(0);
    for (const text of quiet) expect(unseenSeed(viewOf(play(state, text)))).toBe(unseenSeed(viewOf(state)));
  });

  it('changes once a card is turned up: there is something new to sample from', () => {
    const { state, flip } = lookedThrough();
    expect(unseenSeed(viewOf(play(state, flip)))).not.toBe(unseenSeed(viewOf(state)));
  });
});
