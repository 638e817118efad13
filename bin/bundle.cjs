// Loads the program bundled into dist/cardtable.cjs (by esbuild, at `npm install`)
// with V8's code cache made at build time (dist/cardtable.cache, bin/code-cache.cjs),
// so that node does not compile the whole bundle again at every start. Without the
// cache, or when this node's V8 will not take it, the bundle compiles as usual.
'use strict';

const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { Script } = require('node:vm');
const { createRequire } = require('node:module');

const BUNDLE = join(__dirname, '..', 'dist', 'cardtable.cjs');
const CACHE = join(__dirname, '..', 'dist', 'cardtable.cache');

/** The bundle compiled (with the cache when there is one), or null when it is not built. */
function compile() {
  let source;
  try {
    source = readFileSync(BUNDLE, 'utf8');
  } catch {
    return null;
  }
  let cachedData;
  try {
    cachedData = readFileSync(CACHE);
  } catch {
    cachedData = undefined; // not made yet: compile as usual
  }
  // the bundle is written as CommonJS's function wrapper already (its banner and footer
  // in package.json), so the text compiled is the file as read: wrapping it here made a
  // second copy of half a megabyte at every start
  return new Script(source, { filename: BUNDLE, cachedData });
}

/** Runs the compiled bundle as a CommonJS module of its own. */
function run(script) {
  const program = { exports: {} };
  script.runInThisContext().call(program.exports, program.exports, createRequire(BUNDLE), program, BUNDLE, dirname(BUNDLE));
}

module.exports = { CACHE, compile, run };
