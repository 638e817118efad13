/**
 * `npm run bench`: the figures the issues ask for, measured on this machine.
 * BENCH_RUNS sets the number of start-up runs (41 by default).
 */
import { cassinoBench } from './cassino.js';
import { freecellHints, freecellMemory, freecellRules } from './freecell.js';
import { klondikeHints, klondikeRules } from './klondike.js';
import { startup } from './startup.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 41);

startup([['freecell', '--seed', '1'], ['klondike', '--seed', '1'], ['cassino', '--seed', '1', '--players', 'human,computer']], RUNS);
freecellHints(50);
freecellRules();
freecellMemory();
klondikeHints(100);
klondikeRules();
cassinoBench();
