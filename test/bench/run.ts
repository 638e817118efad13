/**
 * `npm run bench`: the figures the issues ask for, measured on this machine. With no
 * names, every part; `npm run bench -- solver long-game` runs those parts only, and
 * `npm run bench -- klondike` all of Klondike's (its solver and demo parts take hours).
 * BENCH_RUNS sets the number of start-up runs (41 by default), BENCH_SCREEN_RUNS the
 * screen part's (21), BENCH_SOLVER_RUNS the rounds of the solver's whole-process
 * comparison with fc-solve (7). The solver's run over
 * deals 1..32000 is separate: npm run bench:32000. The files' figures (the statistics
 * under 20 games at once, the largest save, the menu over many saves) take a few
 * minutes; CARDTABLE_BEFORE=<another built tree> times that tree beside this one.
 * The hard Cassino computer's figures (cassino-hard) come last and take long
 * (BENCH_CASSINO_GAMES=0.1 for a tenth of the games); npm run bench:cassino runs them alone.
 */
import { cassinoBench } from './cassino.js';
import { cassinoHardBench } from './cassino-hard.js';
import { largestSave, menuOverSaves } from './files.js';
import { launchers } from './launchers.js';
import { freecellHints, freecellMemory, freecellRules } from './freecell.js';
import { klondikeHints, klondikeRules } from './klondike.js';
import { klondikeCheck } from './klondike-check.js';
import { klondikeDemo } from './klondike-demo.js';
import { klondikeSolverBench } from './klondike-solver.js';
import { longGames } from './long-game.js';
import { repeatedHints } from './repeated-hints.js';
import { pasteBench } from './paste.js';
import { screenBench } from './screen.js';
import { rangeMemory } from './range-memory.js';
import { solverBench, solverJobsBench } from './solver.js';
import { startup } from './startup.js';
import { statsConcurrency } from './stats-concurrency.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 41);

const PARTS: Readonly<Record<string, () => void | Promise<void>>> = {
  'startup': () => startup([['freecell', '--seed', '1'], ['klondike', '--seed', '1'], ['cassino', '--seed', '1', '--players', 'human,computer']], RUNS),
  'freecell-hints': () => freecellHints(50),
  'solver': () => solverBench(1000, Number(process.env['BENCH_SOLVER_RUNS'] ?? 7)),
  'solver-jobs': () => solverJobsBench(1000, 2, Number(process.env['BENCH_SOLVER_RUNS'] ?? 5)),
  'range-memory': () => rangeMemory(),
  'freecell-rules': () => freecellRules(),
  'freecell-memory': () => freecellMemory(),
  'klondike-hints': () => klondikeHints(20),
  'klondike-solver': () => klondikeSolverBench(),
  'klondike-check': () => klondikeCheck(),
  'klondike-demo': () => klondikeDemo(),
  'klondike-rules': () => klondikeRules(),
  'cassino': () => cassinoBench(),
  'long-game': () => longGames(),
  'repeated-hints': () => repeatedHints(300),
  'paste': () => pasteBench(Number(process.env['BENCH_PASTE_RUNS'] ?? 5)),
  'screen': () => screenBench(Number(process.env['BENCH_SCREEN_RUNS'] ?? 21)),
  'launchers': () => launchers(),
  'stats-concurrency': () => statsConcurrency(5),
  'largest-save': () => largestSave(),
  'menu': () => menuOverSaves(),
  'cassino-hard': () => cassinoHardBench(),
};

const GROUPS: Readonly<Record<string, readonly string[]>> = {
  klondike: ['klondike-hints', 'klondike-rules', 'klondike-solver', 'klondike-check', 'klondike-demo'],
};
const asked = process.argv.slice(2).flatMap((name) => GROUPS[name] ?? [name]);
const unknown = asked.filter((name) => !Object.hasOwn(PARTS, name));
if (unknown.length > 0) {
  console.error(`no bench part called ${unknown.join(', ')}: choose from ${Object.keys(PARTS).join(', ')}`);
  process.exitCode = 2;
} else {
  for (const name of asked.length === 0 ? Object.keys(PARTS) : asked) await PARTS[name]!();
}
