/**
 * The search's path written out as the game's moves: each stock move becomes the draws
 * (and recycle) that bring its card up, then the card's move from the waste (`W`, the
 * standard game) or the deck (`D`, the spec's game); a card goes home onto the
 * foundation that holds its suit, or the first empty one, as the game has them; and a
 * position the search left as decided (no card in the stock or face down) is played
 * out home, lowest card first. The moves are carried out on the game's state as they
 * are written, through the game's own rules, so a move that is not legal throws.
 */
import { cardIndex } from '../../../engine/card.js';
import { applyMove } from '../rules.js';
import type { KlondikeMove, KlondikeState, Place, Target } from '../state.js';
import { Board, F2T, S2F, S2T, T2F, T2F_VIA, T2T, fromOf, recyclesOf, toOf, typeOf } from './board.js';
import { SUIT } from '../../../engine/card-codes.js';

const replay = new Board();
const DRAW: KlondikeMove = Object.freeze({ kind: 'draw' });

/**
 * The game's moves for the search's path from `state`, ending in a won game; with a
 * limit, only that many of the first ones.
 */
export function writeOut(state: KlondikeState, path: readonly number[], limit = Infinity): KlondikeMove[] {
  const moves: KlondikeMove[] = [];
  let game = state;
  /** Carries the move out and writes it down; false, doing nothing, once the moves asked for are written. */
  const make = (move: KlondikeMove): boolean => {
    if (moves.length >= limit) return false;
    const next = applyMove(game, move);
    if (!next.ok) throw new Error(`the solver's move ${moves.length + 1} is not legal: ${next.error}`);
    game = next.value;
    moves.push(move);
    return true;
  };
  replay.load(state);
  const stockPlace: Place = replay.draw === 0 ? { kind: 'D', index: 0 } : { kind: 'W', index: 0 };
  /** The game's moves for one of the search's moves, carried out; false once the moves asked for are written. */
  const written = (move: number): boolean => {
    const type = typeOf(move);
    switch (type) {
      case T2F:
        return make(card({ kind: 'T', index: fromOf(move) }, homeFor(game, topOf(game, fromOf(move)))));
      case T2T:
        return make(card({ kind: 'T', index: fromOf(move) }, { kind: 'T', index: toOf(move) }));
      case T2F_VIA:
        // the run onto the twin of the card under it, then that card home
        return make(card({ kind: 'T', index: fromOf(move) }, { kind: 'T', index: toOf(move) }))
          && make(card({ kind: 'T', index: fromOf(move) }, homeFor(game, topOf(game, fromOf(move)))));
      case S2F:
      case S2T: {
        for (let d = drawsBefore(replay, fromOf(move), recyclesOf(move)); d > 0; d -= 1) {
          if (!make(DRAW)) return false;
        }
        const stockCard = replay.stock[fromOf(move)]!;
        return make(card(stockPlace, type === S2F ? homeFor(game, stockCard) : { kind: 'T', index: toOf(move) }));
      }
      case F2T:
        return make(card({ kind: 'F', index: foundationOf(game, fromOf(move)) }, { kind: 'T', index: toOf(move) }));
      default:
        throw new Error(`not a move of the solver's: ${move}`);
    }
  };
  for (const move of path) {
    if (!written(move)) return moves;
    replay.play(move);
  }
  // decided: every card left lies face up on the tableau; the lowest on top goes home each time
  for (;;) {
    let best = -1;
    let bestCard = 99;
    for (let i = 0; i < game.tableau.length; i += 1) {
      const { cards } = game.tableau[i]!;
      const top = cards[cards.length - 1];
      if (top !== undefined && cardIndex(top) < bestCard) {
        best = i;
        bestCard = cardIndex(top);
      }
    }
    if (best < 0 || !make(card({ kind: 'T', index: best }, homeFor(game, bestCard)))) return moves;
  }
}

function card(from: Place, to: Target): KlondikeMove {
  return { kind: 'move', from, to };
}

function topOf(game: KlondikeState, pile: number): number {
  const cards = game.tableau[pile]!.cards;
  return cardIndex(cards[cards.length - 1]!);
}

/** The foundation a card goes onto: the one that holds its suit, else the first empty one. */
function homeFor(game: KlondikeState, code: number): Target {
  const held = foundationOf(game, SUIT[code]!);
  if (held >= 0) return { kind: 'F', index: held };
  const empty = game.foundations.findIndex((pile) => pile.length === 0);
  return { kind: 'F', index: empty };
}

function foundationOf(game: KlondikeState, suit: number): number {
  return game.foundations.findIndex((pile) => pile.length > 0 && SUIT[cardIndex(pile[0]!)] === suit);
}

/** How many `draw` commands bring the stock's card at `index` up (a recycle is one of them). */
function drawsBefore(b: Board, index: number, recycle: number): number {
  const length = b.stockLen;
  const p = b.ptr;
  if (b.draw === 0) return recycle === 0 ? index - p : length - p + 1 + index;
  const step = b.draw;
  return recycle === 0 ? turns(p, index + 1, step) : turns(p, length, step) + 1 + turns(0, index + 1, step);
}

/** How many draws of `step` cards turn the stock's cards from `from` up to `to`. */
function turns(from: number, to: number, step: number): number {
  return Math.ceil((to - from) / step);
}

