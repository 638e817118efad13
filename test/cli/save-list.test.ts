/** The menu's list of saves: one line each on a pipe; at a terminal every line fits the screen, from 40 columns to 200. */
import { describe, expect, it } from 'vitest';
import { saveListLines, type ListedSave } from '../../src/cli/save-list.js';
import { visibleWidth } from '../../src/engine/wrap.js';

const SAVES: readonly ListedSave[] = [
  { name: 'cassino-449562', description: 'Cassino game #449562, 3 players, 144 moves, saved 2026-12-01 20:01 UTC' },
  { name: 'k', description: 'Klondike game #12, draw 3, 1 move, saved 2026-12-01 20:01 UTC' },
  { name: 'a-save-with-a-name-longer-than-a-narrow-screen', description: 'FreeCell game #4, supermoves, 0 moves' },
  { name: 'broken', description: 'cannot be resumed: saves/broken.json is not a cardtable save (Unexpected token } in JSON at position 14)' },
];

const words = (lines: readonly string[]) => lines.join(' ').replace(/[()]/g, '').split(/\s+/).filter((w) => w !== '');

describe('the list of saves', () => {
  it('gives a pipe one line a save, as it always did', () => {
    expect(saveListLines(SAVES.slice(0, 2), null)).toEqual([
      '  1  cassino-449562  (Cassino game #449562, 3 players, 144 moves, saved 2026-12-01 20:01 UTC)',
      '  2  k  (Klondike game #12, draw 3, 1 move, saved 2026-12-01 20:01 UTC)',
    ]);
  });

  it('keeps one line a save at a terminal where every one fits', () => {
    expect(saveListLines(SAVES.slice(1, 2), 80)).toEqual(saveListLines(SAVES.slice(1, 2), null));
  });

  it('fits every width from 40 to 200, each description hanging under its name, every word shown', () => {
    for (let width = 40; width <= 200; width += 1) {
      const lines = saveListLines(SAVES, width);
      expect(Math.max(...lines.map(visibleWidth)), `at ${width}`).toBeLessThanOrEqual(width);
      expect(words(lines).join(''), `at ${width}`).toBe(words(saveListLines(SAVES, null)).join(''));
      if (lines.length > SAVES.length) {
        for (const line of lines) expect(line, `at ${width}`).toMatch(/^( {2}\d {2}\S| {5}\S)/);
      }
    }
  });

  it('puts the description under the name at 80 columns when a line would run past them', () => {
    expect(saveListLines(SAVES.slice(0, 2), 80)).toEqual([
      '  1  cassino-449562',
      '     Cassino game #449562, 3 players, 144 moves, saved 2026-12-01 20:01 UTC',
      '  2  k',
      '     Klondike game #12, draw 3, 1 move, saved 2026-12-01 20:01 UTC',
    ]);
  });

  it('lines the names up under a number of two digits', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ name: `s${i + 1}`, description: 'x '.repeat(40).trim() }));
    const lines = saveListLines(many, 60);
    expect(lines[0]).toBe('   1  s1');
    expect(lines).toContain('  10  s10');
    expect(lines.filter((line) => line.startsWith(' '.repeat(6)))).toHaveLength(20);
  });
});
