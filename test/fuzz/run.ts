/**
 * `npm run fuzz`: the long fuzz, 100,000 random commands a game through its command
 * loop and 20,000 spoiled saves a game (and each save cut at every length), on a fresh
 * seed each run unless FUZZ_SEED is set. A broken promise stops it with the seed, so
 * that the failure can be replayed: FUZZ_SEED=<seed> npm run fuzz.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fuzzSaves } from './saves.js';
import { fuzzSessions } from './sessions.js';

const seed = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 32));
const commands = Number(process.env['FUZZ_COMMANDS'] ?? 100_000);
const mutants = Number(process.env['FUZZ_SAVES'] ?? 20_000);
console.log(`fuzz seed ${seed} (replay with FUZZ_SEED=${seed})`);
for (const name of ['freecell', 'klondike', 'cassino'] as const) {
  const folder = mkdtempSync(join(tmpdir(), 'cardtable-fuzz-'));
  try {
    let started = performance.now();
    const played = fuzzSessions(name, seed, commands, folder);
    const playTime = (performance.now() - started) / 1000;
    console.log(`${name}: ${played.commands.toLocaleString('en')} commands over ${played.games.toLocaleString('en')} games (${played.ends.over} won or over, ${played.ends.quit} quit) in ${playTime.toFixed(1)} s: no crash, no control character printed, the 52 cards kept`);
    started = performance.now();
    const saves = fuzzSaves(name, seed, mutants, folder);
    const saveTime = (performance.now() - started) / 1000;
    console.log(`${name}: ${saves.mutants.toLocaleString('en')} spoiled saves in ${saveTime.toFixed(1)} s: ${saves.loaded.toLocaleString('en')} loaded a game the rules reach, ${saves.refused.toLocaleString('en')} refused with one line and status 1, nothing on disk changed`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
