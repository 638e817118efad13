/** The end-to-end tests run the built program (bin/cardtable.cjs runs dist/): build it first, as `npm install` does. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: resolve(import.meta.dirname, '..'), stdio: 'inherit' });
}
