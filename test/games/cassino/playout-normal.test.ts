/** The play-outs' normal computer on card indices is chooseNormal, play for play. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, cardIndex } from '../../../src/engine/card.js';
import { shuffle } from '../../../src/engine/deck.js';
import { chooseNormal } from '../../../src/games/cassino/chooser.js';
import { normalPlay, PLAYOUT_TABLE_LIMIT } from '../../../src/games/cassino/playout-normal.js';
import type { CassinoView } from '../../../src/games/cassino/state.js';
import { viewOf } from '../../../src/games/cassino/view.js';
import { computerGame, playGame } from '../../helpers/cassino.js';

function agree(hand: readonly number[], table: readonly number[]): void {
  const takes: number[] = [];
  const at = normalPlay(hand, table, takes);
  const view = { hand: hand.map((i) => CARDS[i]), table: table.map((i) => CARDS[i]) } as unknown as CassinoView;
  const move = chooseNormal(view);
  expect({ card: hand[at], takes: takes.map((p) => table[p]) }).toEqual({ card: cardIndex(move.card), takes: move.takes.map(cardIndex) });
}

describe('normalPlay', () => {
  it('plays as chooseNormal on random tables, small and large', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: PLAYOUT_TABLE_LIMIT + 2 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, size, handSize) => {
          const deck = shuffle(CARDS.map((_, i) => i), seed).items;
          agree(deck.slice(size, size + handSize), deck.slice(0, size));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('plays as chooseNormal on tables of few values (many groups, many ties)', () => {
    // only low cards: many ways to make each hand value, and many captures of equal rating
    const low = CARDS.map((_, i) => i).filter((i) => CARDS[i]!.rank <= 5 || CARDS[i]!.rank === 10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: PLAYOUT_TABLE_LIMIT }), (seed, size) => {
        const mixed = shuffle(low, seed).items;
        const table = mixed.slice(0, size);
        const rest = CARDS.map((_, i) => i).filter((i) => !table.includes(i));
        agree(shuffle(rest, seed ^ 0x5bd1e995).items.slice(0, 4), table);
      }),
      { numRuns: 2000 },
    );
  });

  it('plays as chooseNormal in the positions of real games', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      for (const state of playGame(computerGame(seed, ['normal', 'easy', 'normal']), [], 200)) {
        if (state.winner !== null) continue;
        const view = viewOf(state, state.turn);
        agree(view.hand.map(cardIndex), view.table.map(cardIndex));
      }
    }
  });
});
