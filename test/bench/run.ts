/**
 * `npm run bench`: the figures the issues ask for, measured on this machine.
 * BENCH_RUNS sets the number of start-up runs (41 by default), BENCH_SOLVER_RUNS the
 * rounds of the solver's whole-process comparison with fc-solve (7). The solver over
 * deals 1..32000 is separate: npm run bench:32000.
 */
import { cassinoBench } from './cassino.js';
import { freecellHints, freecellMemory, freecellRules } from './freecell.js';
import { klondikeHints, klondikeRules } from './klondike.js';
import { solverBench } from './solver.js';
import { startup } from './startup.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 41);

startup([['freecell', '--seed', '1'], ['klondike', '--seed', '1'], ['cassino', '--seed', '1', '--players', 'human,computer']], RUNS);
freecellHints(50);
solverBench(1000, Number(process.env['BENCH_SOLVER_RUNS'] ?? 7));
freecellRules();
freecellMemory();
klondikeHints(100);
klondikeRules();
cassinoBench();
