/** The width the program lays its text out to at a terminal. */

/** The widest a line is made at a terminal, however wide the screen. */
export const MAX_WIDTH = 80;

/**
 * The screen's width in columns, never more than MAX_WIDTH (80 when the terminal does
 * not say): lines are wrapped to it, and the column view, help and the menu laid out to it.
 */
export function screenWidth(): number {
  const columns = process.stdout.columns;
  return columns !== undefined && columns > 0 ? Math.min(columns, MAX_WIDTH) : MAX_WIDTH;
}
