/**
 * Cards as FreeCell's solver sees them: the engine's card codes and tables
 * (engine/card-codes.ts), the places a card may lie on in a position's key, and
 * moves without layout (the same as the core's, core/board.ts).
 */
export { RANK, RED, SUIT } from '../../../engine/card-codes.js';

/** What a card lies on, in the solver's position key: another card (0..51), or one of these. */
export const ON_BOTTOM = 52;
export const IN_CELL = 53;
export const AT_HOME = 54;

/** A move without layout: the card moved (a run's bottom card), what it goes onto (a card, ON_BOTTOM, IN_CELL, AT_HOME), and how many cards. */
export function packMove(card: number, onto: number, count: number): number {
  return card | (onto << 6) | (count << 12);
}
