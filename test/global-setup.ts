/**
 * Before the tests: the end-to-end tests run the built program (bin/cardtable.cjs runs
 * dist/), so it is built first, as `npm install` does; and the folders the tests make
 * (helpers/cli.ts, tempDir) go into one folder of this run's, removed after the run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, TEST_ROOT_VARIABLE } from './helpers/cli.js';

export default function setup(): () => void {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const root = mkdtempSync(join(tmpdir(), 'cardtable-tests-'));
  process.env[TEST_ROOT_VARIABLE] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
