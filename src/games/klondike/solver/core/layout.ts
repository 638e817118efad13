/**
 * Where the host writes the position it asks about (core.ts, `writePosition`), as
 * 32-bit entries unless said: tableau pile i's cards (bytes, card codes 0..51,
 * bottom first) at COL + i * STRIDE; each pile's length and face-down count; each
 * suit's foundation height (C D H S); the stock's sequence (bytes: the waste bottom
 * first, then the deck top first) and its length; where the waste ends (`ptr`); the
 * pass; the draw (0: the spec's game, 1 or 3); the pass limit (0: none); whether
 * foundation cards may come back. The search's path comes back at `pathMoves()`.
 */
export const PILES = 7;
/** Slots a tableau pile has (a pile from a deal file may hold up to 51 face-down cards and 13 face up). */
export const STRIDE = 64;

export const LAYOUT: usize = memory.data(PILES * STRIDE + 52 + 32 * 4);
export const IN_COL: usize = LAYOUT;
export const IN_STOCK: usize = LAYOUT + PILES * STRIDE;
export const IN_WORDS: usize = IN_STOCK + 52;
/** Word indices into IN_WORDS. */
export const W_LEN = 0;
export const W_DOWN = 7;
export const W_HOME = 14;
export const W_STOCK_LEN = 18;
export const W_PTR = 19;
export const W_PASS = 20;
export const W_DRAW = 21;
export const W_PASS_LIMIT = 22;
export const W_WORRY_BACK = 23;
