/**
 * Piped Klondike sessions on fixed seeds, byte for byte against stored transcripts
 * (test/fixtures/klondike-*.in and .out). Each draws through the deck twice and
 * recycles, and plays moves of every kind of its rule set: from the deck (the spec's
 * game) or the waste (draw 3), tableau to tableau with runs, to the foundations, a
 * foundation card back onto the tableau (draw 3), auto, undo, redo, refusals with
 * their reasons, and (draw 3) the score and the "No moves left" line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';

function fixture(name: string): string {
  return readFileSync(join(ROOT, 'test', 'fixtures', name), 'utf8');
}

describe('Klondike transcripts', () => {
  it.each([
    ['klondike-spec-seed7', ['--seed', '7']],
    ['klondike-draw3-standard-seed14', ['--seed', '14', '--draw', '3', '--scoring', 'standard']],
  ])('%s is what the program prints, byte for byte', (name, args) => {
    const input = fixture(`${name}.in`);
    const run = runCli(['klondike', ...args], { input });
    expect(run.stdout).toBe(fixture(`${name}.out`));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('the transcripts cover what they promise', () => {
    const spec = fixture('klondike-spec-seed7.out');
    const draw3 = fixture('klondike-draw3-standard-seed14.out');
    const moves = (text: string) => [...text.matchAll(/^Your move: (.*)$/gm)].map((m) => m[1]!.toUpperCase());
    // the deck runs out twice and is turned over twice
    for (const text of [spec, draw3]) {
      expect(text.match(/^Deck:\[\] 0 cards$/gm)!.length).toBeGreaterThan(2);
      expect(text).toMatch(/Deck:\[\] 0 cards\nWaste:\[[^\]]+\] \d+ cards\n[^]*?Your move: (draw|d)\nDeck:\[[^\]]+\] \d+ cards\nWaste:\[\] 0 cards/);
    }
    for (const kind of [/^D T\d$/, /^D F\d$/, /^T\d T\d$/, /^T\d F\d$/, /^AUTO$/, /^UNDO$/, /^REDO$/]) {
      expect(moves(spec).some((m) => kind.test(m))).toBe(true);
    }
    for (const kind of [/^W T\d$/, /^W F\d$/, /^T\d T\d$/, /^T\d F\d$/, /^F\d T\d$/, /^UNDO$/, /^REDO$/]) {
      expect(moves(draw3).some((m) => kind.test(m))).toBe(true);
    }
    expect(draw3).toMatch(/^Score: \d+$/m);
    expect(draw3).toMatch(/^No moves left/m);
    expect(spec).toMatch(/^Oops, invalid move: /m);
  });
});
