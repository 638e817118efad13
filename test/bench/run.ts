/**
 * `npm run bench`: the figures the issues ask for, measured on this machine. With no
 * names, every part; `npm run bench -- solver long-game` runs those parts only.
 * BENCH_RUNS sets the number of start-up runs (41 by default). The solver's run over
 * deals 1..32000 is separate: npm run bench:32000.
 */
import { cassinoBench } from './cassino.js';
import { freecellHints, freecellMemory, freecellRules } from './freecell.js';
import { klondikeHints, klondikeRules } from './klondike.js';
import { longGames } from './long-game.js';
import { solverBench } from './solver.js';
import { startup } from './startup.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 41);

const PARTS: Readonly<Record<string, () => void>> = {
  'startup': () => startup([['freecell', '--seed', '1'], ['klondike', '--seed', '1'], ['cassino', '--seed', '1', '--players', 'human,computer']], RUNS),
  'freecell-hints': () => freecellHints(50),
  'solver': () => solverBench(1000),
  'freecell-rules': () => freecellRules(),
  'freecell-memory': () => freecellMemory(),
  'klondike-hints': () => klondikeHints(100),
  'klondike-rules': () => klondikeRules(),
  'cassino': () => cassinoBench(),
  'long-game': () => longGames(),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !Object.hasOwn(PARTS, name));
if (unknown.length > 0) {
  console.error(`no bench part called ${unknown.join(', ')}: choose from ${Object.keys(PARTS).join(', ')}`);
  process.exitCode = 2;
} else {
  for (const name of asked.length === 0 ? Object.keys(PARTS) : asked) PARTS[name]!();
}
