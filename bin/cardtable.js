#!/usr/bin/env node
// Runs the compiled program in dist/, which `npm install` builds (the prepare script).
let cli;
try {
  cli = await import('../dist/cli/main.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist')) throw error;
  process.stderr.write('cardtable: the program is not built yet: run `npm install` (or `npm run build`) first\n');
  process.exit(1);
}
process.exitCode = await cli.main(process.argv.slice(2));
