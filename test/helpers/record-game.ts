/**
 * One game recorded in a saves folder's statistics, by a process of its own, as a game
 * finishing at one terminal records it. Run bundled (see concurrentRecords):
 *
 *   node record-game.cjs <saves folder> <barrier folder> <index>
 *
 * It says it is ready (a file `ready-<index>` in the barrier folder), waits for the file
 * `go` there, so that every process records at the same moment, and records one win.
 * It prints the lines recordGame returned, one a line.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleepSync } from '../../src/engine/sleep.js';
import { recordGame } from '../../src/engine/stats-file.js';

const [folder, barrier, index] = process.argv.slice(2) as [string, string, string];
writeFileSync(join(barrier, `ready-${index}`), '');
while (!existsSync(join(barrier, 'go'))) sleepSync(1);
const { lines } = recordGame(folder, { key: 'FreeCell', won: true, moves: 80 + Number(index), elapsedMs: 60_000 });
process.stdout.write(lines.map((line) => `${line}\n`).join(''));
