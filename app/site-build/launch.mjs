/**
 * npm run build, as every process that builds runs it (npm start, the publishing service, the
 * benchmarks, the tests: pipeline/report.ts spawnBuild): build.ts compiled by esbuild into
 * .build/compiled/ (compiled-build.mjs), made again whenever one of its sources changes. Loading the
 * build's 350 modules through tsx took about 1.1 core-seconds before it did anything; compiled, it
 * starts in about 0.3. Plain JavaScript, so that it runs without tsx. NODE_OPTIONS=--enable-source-maps
 * maps stack traces back to the TypeScript.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledBuild } from './compiled-build.mjs';

const root = resolve(import.meta.dirname, '../..');
const entry = await compiledBuild({ root, entry: join(root, 'app/site-build/build.ts'), out: join(root, '.build/compiled') });
await import(pathToFileURL(entry).href);
