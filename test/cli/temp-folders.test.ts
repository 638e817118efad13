/**
 * The folders the tests make lie in the run's own folder, which global-setup.ts removes
 * when the run ends (before, each full run left some 1,800 folders in the system's).
 */
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_ROOT_VARIABLE, tempDir } from '../helpers/cli.js';

describe('the tests\' folders', () => {
  it('lie in the run\'s own folder, under the system\'s', () => {
    const root = process.env[TEST_ROOT_VARIABLE];
    expect(root).toBeDefined();
    expect(dirname(root!)).toBe(tmpdir());
    const made = tempDir();
    expect(dirname(made)).toBe(root);
    expect(existsSync(made)).toBe(true);
    expect(readdirSync(made)).toEqual([]);
  });
});
