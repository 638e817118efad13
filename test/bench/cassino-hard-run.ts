/** `npm run bench:cassino`: the hard Cassino computer's figures alone (they are also the end of `npm run bench`). */
import { cassinoHardBench } from './cassino-hard.js';

cassinoHardBench();
