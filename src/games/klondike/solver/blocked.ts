/**
 * A test that proves some deals lost before any search: a relaxation of the game in
 * which no card waits for any other except where the rules leave no way round it.
 *
 * A face-down card comes to light only after the card over it has left its place (for
 * the lowest face-up card of a pile, the pile's face-up cards go with it or before it).
 * A card leaves its place only to go home, after the card under it in its suit, or onto
 * a card one rank higher of the other colour that is in sight by then (a King: onto an
 * empty pile). Everything else is granted: every card in the stock, the waste, on a
 * foundation or face up is taken to be in sight and free to move, any pile may be
 * emptied for a King once one pile's bottom card can leave (or one is empty), no card
 * is ever in another's way. So the relaxation can only win more than
 * the game: when even it cannot bring some card home, the game is lost, whatever the
 * rules (draw 1 or 3, the spec's, a pass limit) and whatever order the stock lies in.
 *
 * Computed as the least fixpoint of "can come to light", "can leave its place" and
 * "can go home" over the 52 cards (each only grows, so a few sweeps settle it).
 */
import { cardIndex } from '../../../engine/card.js';
import { OTHER_COLOUR, RANK, SUIT } from '../../../engine/card-codes.js';
import type { KlondikeState } from '../state.js';

/** Whether the position is lost whatever is done: some card can never come home even in the relaxation. */
export function blockedForever(state: KlondikeState): boolean {
  // for each face-down card, the card that must leave its place first; -1 for every other card
  const under = new Int32Array(52).fill(-1);
  const hidden = new Uint8Array(52);
  for (const pile of state.tableau) {
    for (let k = 0; k < pile.down; k += 1) {
      const card = cardIndex(pile.cards[k]!);
      hidden[card] = 1;
      under[card] = cardIndex(pile.cards[k + 1]!);
    }
  }
  const home = new Uint8Array(52);
  for (const pile of state.foundations) for (const card of pile) home[cardIndex(card)] = 1;
  // the cards at the bottom of the piles, and whether a pile is empty already
  const bottoms = state.tableau.filter((pile) => pile.cards.length > 0).map((pile) => cardIndex(pile.cards[0]!));
  let emptiable = bottoms.length < state.tableau.length;
  const seen = new Uint8Array(52);
  const leaves = new Uint8Array(52);
  const homed = new Uint8Array(52);
  for (let card = 0; card < 52; card += 1) {
    if (hidden[card] === 0) seen[card] = 1;
    if (home[card] === 1) homed[card] = 1;
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let card = 0; card < 52; card += 1) {
      if (seen[card] === 0 && leaves[under[card]!] === 1) {
        seen[card] = 1;
        changed = true;
      }
      if (seen[card] === 0) continue;
      const rank = RANK[card]!;
      if (homed[card] === 0 && (rank === 1 || homed[card - 4] === 1)) {
        homed[card] = 1;
        changed = true;
      }
      if (leaves[card] === 0 && (homed[card] === 1 || (rank === 13 ? emptiable : landingInSight(card, seen)))) {
        leaves[card] = 1;
        changed = true;
      }
    }
    // a pile can be emptied for a King once its bottom card can leave other than for another empty pile
    if (!emptiable && bottoms.some((card) => (RANK[card] === 13 ? homed[card] : leaves[card]) === 1)) emptiable = changed = true;
  }
  return homed.some((h) => h === 0);
}

/** Whether one of the two cards a card goes onto (one rank higher, the other colour) can be in sight. */
function landingInSight(card: number, seen: Uint8Array): boolean {
  const [a, b] = OTHER_COLOUR[SUIT[card]!]!;
  const higher = RANK[card]! * 4;
  return seen[higher + a] === 1 || seen[higher + b] === 1;
}
