/**
 * A fresh `npm install` prints no warning a newcomer must puzzle over (issue 22, item
 * 17): every dependency's install script is covered by package.json's allowScripts
 * (npm 11.16 and later warn of any that is not), and the build still runs at install.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const npmVersion = execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim().split('.').map(Number);
/** allowScripts and `npm install-scripts` came with npm 11.16. */
const knowsAllowScripts = (npmVersion[0] ?? 0) > 11 || ((npmVersion[0] ?? 0) === 11 && (npmVersion[1] ?? 0) >= 16);

describe('npm install', () => {
  it.skipIf(!knowsAllowScripts)('finds no install script that allowScripts leaves unreviewed', () => {
    const listed = execFileSync('npm', ['install-scripts', 'ls'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(listed).toBe('No packages with unreviewed install scripts.\n');
  });

  it('still builds the program at install, and lets esbuild\'s own install script run', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string>; allowScripts?: Record<string, boolean> };
    expect(manifest.scripts['prepare']).toBe('npm run build');
    expect(manifest.allowScripts?.['esbuild']).toBe(true);
  });
});
