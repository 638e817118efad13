// Makes dist/cardtable.cache, V8's code cache for the bundle (the last step of `npm
// run build`): the bundle is compiled and run once as `cardtable --help` (its text
// goes to /dev/null in package.json), so that the cache holds the command line's code
// as well as the bundle's top level; a game's own code still compiles when first used.
'use strict';

const { rmSync, writeFileSync } = require('node:fs');
const { CACHE, compile, run } = require('./bundle.cjs');

rmSync(CACHE, { force: true });
const script = compile();
if (script === null) throw new Error('dist/cardtable.cjs is not built');
process.argv = [process.argv[0], __filename, '--help'];
process.once('exit', () => writeFileSync(CACHE, script.createCachedData()));
run(script);
