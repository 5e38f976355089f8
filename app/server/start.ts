/** npm start: build when the site is missing or older than its sources, then serve dist/. */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createStaticServer } from './static-server.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const stamp = join(dist, 'page-data/app-data.json');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const built = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs;
  if (!built) return true;
  const sources = ['content', 'schemas', 'generated', 'pages', 'design-system', 'app'].map((d) => join(root, d));
  return sources.some((d) => newestMtime(d) > built);
}

if (process.argv.includes('--rebuild') || needsBuild()) {
  console.log('building the site…');
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'app/site-build/build.ts')], { stdio: 'inherit', cwd: root });
  if (r.status !== 0 && !statSync(stamp, { throwIfNoEntry: false })) process.exit(r.status ?? 1);
  if (r.status !== 0) console.warn('the build failed; serving the previous site');
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
createStaticServer(dist).listen(port, host, () => {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  console.log(`museum site: http://${shown}:${port}/  (serving ${dist}; Ctrl+C to stop)`);
});
