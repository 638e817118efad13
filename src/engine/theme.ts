/**
 * How text looks: plain, or coloured through chalk. Colour is decided once, from the
 * command line, the environment and whether stdout is a terminal; a plain theme
 * never writes an escape code.
 */
import { Chalk } from 'chalk';
import { formatCard, isRed, type Card } from './card.js';

export interface Theme {
  readonly colour: boolean;
  /** A card as printed: red hearts and diamonds when coloured. */
  card(card: Card): string;
}

export function makeTheme(colour: boolean): Theme {
  if (!colour) return { colour, card: formatCard };
  const chalk = new Chalk({ level: 1 });
  return {
    colour,
    card: (card) => (isRed(card) ? chalk.red(formatCard(card)) : formatCard(card)),
  };
}

export const PLAIN: Theme = makeTheme(false);

/**
 * Whether to colour. The flag (`--color` true, `--no-color` false) wins; then
 * FORCE_COLOR (`0` or `false` turns colour off, any other value on), which Node also
 * ranks above NO_COLOR; then NO_COLOR (any non-empty value turns colour off); and
 * last, colour exactly when stdout is a terminal.
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
  return stdoutIsTerminal;
}
