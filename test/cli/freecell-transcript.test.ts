/**
 * The transcript in spec/freecell.txt, byte for byte: its first board as a deal
 * file, its commands piped in, and stdout compared with its boards, prompts and
 * "Oops, invalid move." lines.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';

const PROMPT = 'Your move <from to>: ';
/** The spec's example, copied verbatim from spec/freecell.txt ("Examples of legal moves" to the last Oops). */
const example = readFileSync(join(ROOT, 'test', 'fixtures', 'freecell-spec-example.txt'), 'utf8').split('\n');

describe('the spec transcript', () => {
  const illegalAt = example.indexOf('Examples of illegal moves');
  const legal = example.slice(1, illegalAt);
  const illegal = example.slice(illegalAt + 1).filter((line) => line !== '');

  it('has the shape the test relies on', () => {
    // the legal part ends with a bare prompt; the illegal part starts again from the board it left
    expect(legal[legal.length - 1]).toBe(PROMPT.trimEnd());
    expect(illegal.slice(0, 16)).toEqual(legal.slice(-17, -1));
  });

  it('is what the program prints, byte for byte', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'deal.txt'), `${legal.slice(0, 16).join('\n')}\n`);
    const commands = [...legal, ...illegal].filter((line) => line.startsWith(PROMPT)).map((line) => line.slice(PROMPT.length));
    expect(commands).toEqual(['T3 F0', 'T3 T7', 'T3 H0', 'H0 T6', 'F0 T5', 'T0 T1']);

    const run = runCli(['freecell', '--deal-file', 'deal.txt'], { input: `${commands.join('\n')}\n`, cwd: dir });

    // the boards and prompts of the legal moves, then the illegal moves from the same board,
    // then the prompt that meets the end of input, closed by a newline
    const expected = `${[...legal.slice(0, -1), ...illegal.slice(16)].join('\n')}\n${PROMPT}\n`;
    expect(run.stdout).toBe(expected);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
