/** FreeCell's deal numbers: those of Microsoft's generator, 1 to 2^31 - 1. Kept apart so the command line can check one cheaply. */
export const MIN_DEAL = 1;
export const MAX_DEAL = 2 ** 31 - 1;

/** Fresh games draw from the million deals of Windows 7's FreeCell. */
export const FRESH_DEAL_LIMIT = 1_000_000;

export function isDealNumber(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_DEAL && value <= MAX_DEAL;
}
