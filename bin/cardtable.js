#!/usr/bin/env node
// Runs the compiled program in dist/, which `npm install` builds (the prepare script).
try {
  await import('../dist/cli/start.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/cli/start.js')) throw error;
  process.stderr.write('cardtable: the program is not built yet: run `npm install` (or `npm run build`) first\n');
  process.exitCode = 1;
}
