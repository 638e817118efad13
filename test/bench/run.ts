/**
 * `npm run bench`: the figures the issues ask for, measured on this machine.
 * BENCH_RUNS sets the number of start-up runs (41 by default).
 */
import { freecellHints, freecellMemory, freecellRules } from './freecell.js';
import { klondikeHints, klondikeRules } from './klondike.js';
import { startup } from './startup.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 41);

startup([['freecell', '--seed', '1'], ['klondike', '--seed', '1']], RUNS);
freecellHints(50);
freecellRules();
freecellMemory();
klondikeHints(100);
klondikeRules();
