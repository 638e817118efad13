/**
 * `npm run bench:cassino`: the hard Cassino computer's figures alone (they are also the
 * end of `npm run bench`). With arguments, one part at a chosen size, so that parts can
 * run side by side on a shared machine:
 *
 *   decisions N              hard decisions on N positions of each table size
 *   six SEED...              six hard computers to 16 points through a pipe, one game a seed
 *   hint GAMES [FROM]        a person following hint against normal, games FROM.. of the schedule
 *   strength SPEC GAMES [SEED]  a duel of computers (cardtable duel's schedule), hard's decisions timed
 */
import { cassinoHardBench, duel, hardDecisionTimes, hintFollowing, sixHard } from './cassino-hard.js';

const [part, ...args] = process.argv.slice(2);
const numbers = args.map(Number);
switch (part) {
  case undefined: cassinoHardBench(); break;
  case 'decisions': hardDecisionTimes(numbers[0] ?? 100); break;
  case 'six': sixHard(numbers.length > 0 ? numbers : [1]); break;
  case 'hint': hintFollowing(numbers[0] ?? 200, numbers[1] ?? 0); break;
  case 'strength': duel(args[0] ?? '', Number(args[1] ?? 400), Number(args[2] ?? 1)); break;
  default:
    console.error(`no part called ${part}: choose decisions, six, hint or strength`);
    process.exitCode = 2;
}
