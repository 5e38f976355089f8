/** npm start: build when the site is missing, older than its sources or rendered on another day, then serve dist/. */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { commandLine, portVariable } from '../cli/command-line.ts';
import { APP_DATA_FILE } from '../serving/app-data.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const stamp = join(dist, APP_DATA_FILE);

const sources = ['content', 'schemas', 'generated', 'pages', 'design-system', 'app'].map((d) => join(root, d));
const { values } = commandLine({
  command: 'npm start',
  summary:
    'builds the site when dist/ is missing, older than its sources or rendered on another day (in Madrid), then serves it as production does.',
  options: { rebuild: { help: 'build first whatever the site’s age' } },
  env: {
    PORT: portVariable('the port to listen on', 4173, 0),
    HOST: { help: 'the address to listen on (default 127.0.0.1)' },
    CMS_URL: { help: 'build from this CMS instead of content/ (npm run build -- --help)' },
  },
  exitCodes: { 1: 'there is no site to serve (the build failed and none was built before)' },
  example: 'PORT=8080 npm start -- --rebuild',
});
// What the command needs loads once its command line is understood: --help and a refused option answer at once.
const [{ buildMoment }, { whyBuild }, { createStaticServer }, { spawnBuildSync }] = await Promise.all([
  import('../site-build/support/build-moment.ts'),
  import('./site-freshness.ts'),
  import('./static-server.ts'),
  import('../site-build/pipeline/report.ts'),
]);
const why = values.rebuild ? 'asked to (--rebuild)' : whyBuild(dist, sources, buildMoment());

if (why) {
  console.log(`building the site (${why})…`);
  const r = spawnBuildSync(root, {}, { stdio: 'inherit' });
  if (r.status !== 0 && !statSync(stamp, { throwIfNoEntry: false })) process.exit(r.status ?? 1);
  if (r.status !== 0) console.warn('the build failed; serving the previous site');
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
createStaticServer(dist).listen(port, host, () => {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  console.log(`museum site: http://${shown}:${port}/  (serving ${dist}; Ctrl+C to stop)`);
});
