#!/usr/bin/env node
// The `cardtable` command: runs the bundled program (bin/bundle.cjs). CommonJS, like
// the bundle: node starts it without its ES module loader.
'use strict';

const { compile, run } = require('./bundle.cjs');

const script = compile();
if (script === null) {
  process.stderr.write('cardtable: the program is not built yet: run `npm install` (or `npm run build`) first\n');
  process.exitCode = 1;
} else {
  run(script);
}
