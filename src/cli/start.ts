/** The program's entry: the command line on the real process. bin/cardtable.cjs runs its bundle. */
import { main } from './main.js';

void main(process.argv.slice(2)).then((status) => {
  process.exitCode = status;
});
