/**
 * Starts a worker thread from the TypeScript sources, for the tests (Jest runs the service from its
 * sources, and Node cannot load them as they are: their imports name no extension). Each .ts module
 * is compiled with SWC, as @swc/jest compiles the tests. The built service never loads this file: it
 * starts the compiled worker beside its module in dist, and SWC is not among its dependencies.
 */
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

// The worker's own module, passed as its first argument.
require(process.argv[2]);
