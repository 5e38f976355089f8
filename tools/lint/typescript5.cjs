// Preloaded by `npm run lint`: typescript-eslint parses with TypeScript 5's JavaScript API, which
// TypeScript 7 (the compiler the project builds with) no longer ships, and npm hoists some of its
// helpers (ts-api-utils) next to TypeScript 7. In the lint process, every require('typescript')
// gets this workspace's TypeScript 5.
const Module = require('node:module');
const typescript5 = require.resolve('typescript', { paths: [__dirname] });
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'typescript' ? typescript5 : resolve.call(this, request, ...rest);
};
