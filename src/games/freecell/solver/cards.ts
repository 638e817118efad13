/**
 * Cards as FreeCell's solver sees them: the engine's card codes and tables
 * (engine/card-codes.ts), and the places a card may lie on in a position's key.
 */
export { OTHER_COLOUR, RANK, RED, SUIT } from '../../../engine/card-codes.js';

/** What a card lies on, in the solver's position key: another card (0..51), or one of these. */
export const ON_BOTTOM = 52;
export const IN_CELL = 53;
export const AT_HOME = 54;
export const PLACES = 55;
