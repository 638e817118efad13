/**
 * `npm run bench`: the figures the issues ask for, measured on this machine.
 * BENCH_RUNS sets the number of start-up runs (41 by default). The solver's run
 * over deals 1..32000 is separate: npm run bench:32000. The files' figures (the
 * statistics under 20 games at once, the largest save, the menu over many saves) take
 * a few minutes; CARDTABLE_BEFORE=<another built tree> times that tree beside this one.
 */
import { cassinoBench } from './cassino.js';
import { largestSave, menuOverSaves } from './files.js';
import { freecellHints, freecellMemory, freecellRules } from './freecell.js';
import { klondikeHints, klondikeRules } from './klondike.js';
import { solverBench } from './solver.js';
import { startup } from './startup.js';
import { statsConcurrency } from './stats-concurrency.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 41);

startup([['freecell', '--seed', '1'], ['klondike', '--seed', '1'], ['cassino', '--seed', '1', '--players', 'human,computer']], RUNS);
freecellHints(50);
solverBench(1000);
freecellRules();
freecellMemory();
klondikeHints(100);
klondikeRules();
cassinoBench();
await statsConcurrency(5);
largestSave();
menuOverSaves();
