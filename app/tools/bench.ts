/**
 * npm run bench: build throughput on a large synthetic site (the sample content plus BENCH_PAGES
 * artworks, default 2000), rendered on one thread and on every core. Figures go to bench/results.json.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { onePagePerView } from './view-pages.ts';

const root = resolve(import.meta.dirname, '../..');
const extra = Number(process.env.BENCH_PAGES ?? 2000);
const work = await mkdtemp(join(tmpdir(), 'museo-bench-'));
const content = join(work, 'content');
await cp(join(root, 'content'), content, { recursive: true });
const artwork = JSON.parse(await readFile(join(content, 'pages/es/obra-noche-meseta.json'), 'utf8'));
await mkdir(join(content, 'pages/es/bench'), { recursive: true });
for (let i = 0; i < extra; i++) {
  const page = {
    ...artwork,
    id: String(100000 + i),
    uuid: undefined,
    title: { value: `${artwork.title.value} ${i}` },
    url: { path: `/coleccion/obra/bench-${i}` },
    translations: [],
  };
  delete page.uuid;
  await writeFile(join(content, `pages/es/bench/${i}.json`), JSON.stringify(page));
}

function build(threads: number | undefined) {
  const args = [
    '--import',
    'tsx',
    'app/build/build.ts',
    '--out',
    join(work, `dist-${threads ?? 'all'}`),
    ...(threads ? ['--threads', String(threads)] : []),
  ];
  const started = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: content } });
  const wall = (performance.now() - started) / 1000;
  if (r.status !== 0) throw new Error(r.stderr);
  const m = r.stdout.match(/built (\d+) pages in ([\d.]+) s \(([\d.]+) pages\/s, (\d+) KiB, (\d+) render threads\)/);
  if (!m) throw new Error(`unexpected build output: ${r.stdout}`);
  return {
    threads: Number(m[5]),
    pages: Number(m[1]),
    buildSeconds: Number(m[2]),
    pagesPerSecond: Number(m[3]),
    kib: Number(m[4]),
    wallSeconds: Number(wall.toFixed(1)),
  };
}

const runs = [build(1), build(undefined)];

/**
 * What the first visit to each view downloads before it can run (DESIGN.md: ≤ 90 KB gzip of
 * JavaScript, ≤ 15 KB of CSS): the scripts, preloads and styles its HTML names, gzipped. Chunks loaded
 * later (the search library on the first search) do not count.
 */
function firstLoad(dist: string) {
  const gz = (rel: string) => gzipSync(readFileSync(join(dist, rel)), { level: 9 }).length;
  const br = (rel: string) =>
    brotliCompressSync(readFileSync(join(dist, rel)), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  type Load = { path: string; jsKiB: number; cssKiB: number; jsBrotliKiB: number; cssBrotliKiB: number; files: number };
  const byView: Record<string, Load> = {};
  for (const [view, path] of Object.entries(onePagePerView(content)))
    byView[view] = { path, jsKiB: 0, cssKiB: 0, jsBrotliKiB: 0, cssBrotliKiB: 0, files: 0 };
  byView.preview = { path: '/preview', jsKiB: 0, cssKiB: 0, jsBrotliKiB: 0, cssBrotliKiB: 0, files: 0 };
  for (const view of Object.values(byView)) {
    const html = readFileSync(join(dist, view.path === '/' ? 'index.html' : `${view.path.slice(1)}.html`), 'utf8');
    const assets = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
    const kib = (files: string[], size: (rel: string) => number) => Math.round(files.reduce((n, a) => n + size(a), 0) / 102.4) / 10;
    const js = assets.filter((a) => a.endsWith('.js'));
    const css = assets.filter((a) => a.endsWith('.css'));
    Object.assign(view, {
      jsKiB: kib(js, gz),
      cssKiB: kib(css, gz),
      jsBrotliKiB: kib(js, br),
      cssBrotliKiB: kib(css, br),
      files: assets.length,
    });
  }
  return { budgetKiB: { js: 90, css: 15 }, byView };
}
const loads = firstLoad(join(work, 'dist-all'));
const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model,
  cores: availableParallelism(),
  syntheticPages: extra,
  runs,
  firstLoad: loads,
};
await mkdir(join(root, 'bench'), { recursive: true });
// Other benchmarks (bench:search) keep their own key in the same file.
const file = join(root, 'bench/results.json');
const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
const { search } = previous;
await writeFile(file, JSON.stringify({ ...results, ...(search ? { search } : {}) }, null, 2) + '\n');
await rm(work, { recursive: true, force: true });
for (const r of runs)
  console.log(`${r.threads} thread(s): ${r.pages} pages in ${r.buildSeconds} s, ${r.pagesPerSecond} pages/s (wall ${r.wallSeconds} s)`);
for (const [view, l] of Object.entries(loads.byView))
  console.log(
    `first load of ${view} (${l.path}): ${l.jsKiB} KiB JS, ${l.cssKiB} KiB CSS gzip (${l.jsBrotliKiB} + ${l.cssBrotliKiB} KiB Brotli, ${l.files} files)`,
  );
console.log('→ bench/results.json');
