/**
 * Stands in for node:child_process inside the bundle (esbuild --alias, package.json's
 * build script). commander loads child_process when it is loaded, for executable
 * subcommands, which cardtable does not have; loading it brings in net, dgram and the
 * streams, about a tenth of the start-up. This loads the real module the first time
 * anything of it is used.
 */
'use strict';

const name = 'node:child_process'; // a variable, so that the bundler leaves this require alone
let real;
module.exports = new Proxy({}, {
  get: (_, key) => {
    real ??= require(name);
    return real[key];
  },
});
