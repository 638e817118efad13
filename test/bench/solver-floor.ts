/**
 * The floor of the solver's design, for `npm run bench -- solver`: deals from..to, one
 * card a move, through the core alone (solver/core.ts), with no command line, no
 * engine state and no replay of the answers through the rules, each deal's line
 * printed as `cardtable solve freecell --range` prints it. What node, the WebAssembly
 * core and its search cost whatever program is built around them: the least time and
 * memory a range can take in this design (docs/freecell-solver.md, "The floor of this
 * design").
 *
 *     node node_modules/.cache/cardtable-bench/test/bench/solver-floor.js 1 1000
 */
import { writeSync } from 'node:fs';
import { cardIndex } from '../../src/engine/card.js';
import { microsoftDeal } from '../../src/engine/deck.js';
import { answer, layoutView, runPortfolio, useSchedule } from '../../src/games/freecell/solver/core.js';
import { ONE_CARD_SCHEDULE } from '../../src/games/freecell/solver/schedule.js';

/** The position budget `cardtable solve freecell` gives each deal. */
const POSITIONS = 2_000_000;
/** The core's pile numbers (0..7 tableau, 8..11 free cells, 12..15 home cells) as the game names them. */
const NAMES = [...'01234567'].map((i) => `T${i}`).concat([...'0123'].map((i) => `F${i}`), [...'0123'].map((i) => `H${i}`));

const from = Number(process.argv[2] ?? 1);
const to = Number(process.argv[3] ?? 1000);
useSchedule(ONE_CARD_SCHEDULE, true);
let out = '';
let solved = 0;
let unsolvable = 0;
for (let deal = from; deal <= to; deal += 1) {
  const { col, words } = layoutView();
  words.fill(0, 0, 8);
  words.fill(-1, 8, 12);
  words.fill(0, 12, 16);
  words.fill(-1, 16, 20);
  microsoftDeal(deal).forEach((card, k) => {
    const pile = k % 8;
    col[pile * 64 + words[pile]!] = cardIndex(card);
    words[pile]! += 1;
  });
  const { kind } = runPortfolio(POSITIONS, Infinity);
  let line = `${deal}:`;
  if (kind === 'solved') {
    solved += 1;
    for (const move of answer(false, false).moves) line += ` ${NAMES[move & 15]!} ${NAMES[(move >> 4) & 15]!}`;
  } else {
    if (kind === 'unsolvable') unsolvable += 1;
    line += ` ${kind}`;
  }
  out += `${line}\n`;
  if (out.length >= 1 << 13) {
    writeSync(1, out);
    out = '';
  }
}
const deals = to - from + 1;
writeSync(1, `${out}solved ${solved} of ${deals}, unsolvable ${unsolvable}, unknown ${deals - solved - unsolvable} (the core alone)\n`);
