#!/usr/bin/env node
// Runs the program bundled into dist/ (by esbuild, from src/), which `npm install`
// builds (the prepare script). CommonJS, like the bundle: node starts it without its
// ES module loader, which is a tenth of a bare node's start-up on its own.
try {
  require.resolve('../dist/cardtable.cjs');
} catch {
  process.stderr.write('cardtable: the program is not built yet: run `npm install` (or `npm run build`) first\n');
  process.exit(1);
}
require('../dist/cardtable.cjs');
