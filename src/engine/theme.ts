/**
 * How text looks: plain, or coloured (theme-colour.ts, which loads chalk only when
 * colour is on). Colour is decided once, from the command line, the environment and
 * whether stdout is a terminal; the plain theme never writes an escape code.
 */
import { formatCard, type Card } from './card.js';

export interface Theme {
  readonly colour: boolean;
  /** A card as printed: red hearts and diamonds when coloured. */
  card(card: Card): string;
  /**
   * Faint text: labels and face-down cards in the column view. Optional, so that a
   * theme written for cards alone still serves; use `dimmed`, which reads it.
   */
  readonly dim?: (text: string) => string;
}

export const PLAIN: Theme = { colour: false, card: formatCard, dim: (text) => text };

/** The text as the theme's `dim` has it, or as it is when the theme has none. */
export function dimmed(theme: Theme, text: string): string {
  return theme.dim === undefined ? text : theme.dim(text);
}

/**
 * Whether to colour. The flag (`--color` true, `--no-color` false) wins; then
 * FORCE_COLOR (`0` or `false` turns colour off, any other value on), which Node also
 * ranks above NO_COLOR; then NO_COLOR (any non-empty value turns colour off); then
 * TERM=dumb (off); and last, colour exactly when stdout is a terminal.
 */
export function decideColour(
  flag: boolean | undefined,
  env: Readonly<Record<string, string | undefined>>,
  stdoutIsTerminal: boolean,
): boolean {
  if (flag !== undefined) return flag;
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  const noColour = env['NO_COLOR'];
  if (noColour !== undefined && noColour !== '') return false;
  // a terminal that says it can do nothing but print text
  if (env['TERM'] === 'dumb') return false;
  return stdoutIsTerminal;
}
