/**
 * Commander's help (`cardtable --help`, `cardtable help klondike`) at a terminal: laid
 * out to the screen's width as in-game help is (help-layout.ts), a wrapped description
 * hanging under its column, or under its term where the screen leaves it too little
 * room beside it. A pipe keeps commander's own layout at 80 columns, which this gives
 * back at 80.
 */
import type { HelpConfiguration } from 'commander';
import { wrapWords } from '../engine/columns.js';
import { hangingItem } from '../engine/help-layout.js';
import { visibleWidth } from '../engine/wrap.js';
import { screenWidth } from './screen-width.js';

/** Commander's indent of an item and its space between term and description. */
const ITEM_INDENT = '  ';
const SPACER = 2;

/** What commander writes before the usage (`Usage: cardtable solve [options] [command]`): its wrapped lines hang after it. */
const USAGE = 'Usage: ';

/** Where a description too narrow beside its term goes instead: under it, four columns further in. */
const UNDER = ITEM_INDENT.length + 4;

export function screenHelp(): HelpConfiguration {
  const width = screenWidth();
  return {
    helpWidth: width,
    displayWidth: visibleWidth,
    styleUsage: (usage) => wrapWords(usage, width - USAGE.length).join(`\n${' '.repeat(USAGE.length)}`),
    formatItem: (term, termWidth, description) => {
      const item = `${ITEM_INDENT}${term}`;
      return description === '' ? item : hangingItem(item, ITEM_INDENT.length + termWidth + SPACER, description, width, UNDER).join('\n');
    },
  };
}
