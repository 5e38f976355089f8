/**
 * npm run build, as every process that builds runs it (npm start, the publishing service, the
 * benchmarks, the tests: pipeline/report.ts spawnBuild): build.ts compiled by esbuild into
 * .build/compiled/ (compiled-build.mjs), made again whenever one of its sources changes. Loading the
 * build's 350 modules through tsx took about 1.1 core-seconds before it did anything; compiled, it
 * starts in about 0.3. Plain JavaScript, so that it runs without tsx. NODE_OPTIONS=--enable-source-maps
 * maps stack traces back to the TypeScript.
 *
 * `--standby` (the publishing service's next build, started ahead of its event: build.ts) first says
 * how to tell whether the code it loaded is still the code there: the command it gets later is built
 * only by a process whose compiled build is still current. Its messages: `{ argv }`, its command (and,
 * to a standby that stays warm after its build, `--warm`, each next one);
 * `{ read: true }`, to a standby started with `--follow` while a build runs, that the build's record is in place.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledBuild } from './compiled-build.mjs';

const root = resolve(import.meta.dirname, '../..');
const compile = () => compiledBuild({ root, entry: join(root, 'app/site-build/build.ts'), out: join(root, '.build/compiled') });
if (process.argv[2] === '--standby') {
  // The command may come while the modules load: it is taken from the channel from the start, and so is
  // the word that the build a following standby waits for has put its record in place (the one to read).
  const message = (is) => new Promise((done) => process.on('message', (m) => is(m) && done(m)));
  // Commands in the order they come: a standby that stays warm after its build (--warm) takes the next.
  const commands = [];
  let waiting = null;
  process.on('message', (m) => {
    if (!Array.isArray(m?.argv)) return;
    if (waiting) waiting(m);
    else commands.push(m);
    waiting = null;
  });
  const nextCommand = () => (commands.length ? Promise.resolve(commands.shift()) : new Promise((done) => (waiting = done)));
  const command = nextCommand();
  const read = message((m) => m?.read === true);
  globalThis.buildStandby = {
    command,
    nextCommand,
    read,
    loaded: null,
    stillCurrent: async () => (await compile()) === globalThis.buildStandby.loaded,
  };
}
const entry = await compile();
if (globalThis.buildStandby) globalThis.buildStandby.loaded = entry;
await import(pathToFileURL(entry).href);
