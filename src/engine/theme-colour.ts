/** The coloured theme, through chalk: red hearts and diamonds, dim labels and backs. Loaded only when colour is on. */
import { Chalk } from 'chalk';
import { formatCard, isRed } from './card.js';
import type { Theme } from './theme.js';

const chalk = new Chalk({ level: 1 });

export const COLOUR: Theme = {
  colour: true,
  card: (card) => (isRed(card) ? chalk.red(formatCard(card)) : formatCard(card)),
  dim: (text) => chalk.dim(text),
};
