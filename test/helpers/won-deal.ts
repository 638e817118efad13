/** A deal file of a game already won (every card home), and what `solve` says of it: the game's own refusal. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runCli, tempDir } from './cli.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The four home piles, each whole, under the game's label for them (`Homecell`, `Foundation`). */
export function wonPiles(label: string): string[] {
  return ['♣', '♦', '♥', '♠'].map((suit, i) => `${label} ${i}:[${RANKS.map((rank) => rank + suit).join(', ')}]`);
}

/** `cardtable solve <game> --deal-file` of a won position (with `extra` options) is refused as the game refuses it: one line, status 1. */
export function expectSolveRefusesWon(game: string, label: string, extra: readonly string[] = []): void {
  const dir = tempDir();
  writeFileSync(join(dir, 'won.txt'), wonPiles(label).map((line) => `${line}\n`).join(''));
  const played = runCli([game, '--deal-file', 'won.txt'], { cwd: dir });
  expect(played.status).toBe(1);
  const run = runCli(['solve', game, '--deal-file', 'won.txt', ...extra], { cwd: dir });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe('cardtable: won.txt: the game is already over: there is nothing left to play\n');
  expect(run.stderr).toBe(played.stderr);
}
