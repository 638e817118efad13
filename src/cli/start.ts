/** The program's entry: the command line on the real process. bin/cardtable.js runs the compiled form. */
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
