/**
 * npm run bench:search (and part of npm run bench): search at the museum's scale. The sample site plus
 * the synthetic collection (16,583 artworks in Spanish and in English) is indexed RUNS times (time, peak
 * memory of this process and of the Pagefind service, size on disk); then, in Chromium against the real
 * static server (npm start's, then nginx with the generated configuration where it is installed), a
 * cold search page runs a first query and several later ones: bytes transferred for each and the time
 * from the keystroke to the results painted. Figures (median, min, max, and the
 * machine's load) go to bench/results.json under "search". DESIGN.md budgets: first query ≤ 200 KB,
 * later ≤ 60 KB, ≤ 100 ms to results.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Page, Response } from 'playwright-core';
import { commandLine, wholeNumber } from '../cli/command-line.ts';

commandLine({
  command: 'npm run bench:search',
  summary:
    'the search index at full scale: build time, sizes and the first query’s downloads, several runs → bench/results.json (`search`).',
  options: {},
  env: {
    BENCH_RUNS: { help: 'how many runs (default 3)', check: wholeNumber(1, 50) },
    BENCH_SEARCH_SHARD: { help: 'pages per part of a language’s index (default 12000)', check: wholeNumber(1) },
    BENCH_VERBOSE: { help: 'print each query’s downloads' },
    BENCH_KEEP: { help: 'keep the work folder' },
  },
  example: 'BENCH_RUNS=5 npm run bench:search',
});
// What the command needs loads once its command line is understood: --help and a refused option answer at once.
const [
  { loadContent },
  { contentSourceFromEnv },
  { writeSearchIndex },
  { PAGEFIND_COMMAND },
  { SHARD_RECORDS: SHARD_RECORDS_DEFAULT, shardCount },
  { childrenPeakMiB },
  { createStaticServer },
  { NGINX, startNginx },
  { stats },
  { launchChromium },
  { COLLECTION_SIZE, syntheticArtworks },
  { spawnBuildSync },
] = await Promise.all([
  import('../site-build/content/load-content.ts'),
  import('../site-build/content/source-from-env.ts'),
  import('../site-build/search/search-index.ts'),
  import('../site-build/search/pagefind-shard.ts'),
  import('../site-build/search/shards.ts'),
  import('../site-build/support/memory.ts'),
  import('../server/static-server.ts'),
  import('./nginx-process.ts'),
  import('./bench-stats.ts'),
  import('./chromium.ts'),
  import('./synthetic-collection.ts'),
  import('../site-build/pipeline/report.ts'),
]);

const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The most pages in one part of a language's index (the build's default unless BENCH_SEARCH_SHARD says). */
const SHARD_RECORDS = Number(process.env.BENCH_SEARCH_SHARD) || SHARD_RECORDS_DEFAULT;
const FIRST_QUERY = 'paisaje';
const LATER_QUERIES = ['retrato azul', 'Asins', 'óleo sobre lienzo', 'horizonte', 'Tàpies bronce', 'noche'];

async function du(dir: string): Promise<number> {
  let bytes = 0;
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) bytes += (await stat(join(e.parentPath, e.name))).size;
  return bytes;
}

const load = () => loadavg().map((n) => Math.round(n * 100) / 100);
const loadBefore = load();
const work = await mkdtemp(join(tmpdir(), 'museo-bench-search-'));
try {
  // 1. The index: sample pages + the synthetic collection, RUNS times.
  const content = await loadContent(contentSourceFromEnv(join(root, 'content'), root));
  const pages = [...content.pages.map((p) => p.page), ...syntheticArtworks()];
  const builds: { seconds: number; nodePeakMiB: number; pagefindPeakMiB: number }[] = [];
  const indexDir = join(work, 'index');
  for (let run = 0; run < RUNS; run++) {
    await rm(indexDir, { recursive: true, force: true });
    let pagefindPeakMiB = 0;
    const started = performance.now();
    await writeSearchIndex(pages, indexDir, {
      shardRecords: SHARD_RECORDS,
      beforeClose: () => void (pagefindPeakMiB = Math.max(pagefindPeakMiB, childrenPeakMiB(PAGEFIND_COMMAND))),
    });
    builds.push({ seconds: (performance.now() - started) / 1000, nodePeakMiB: process.resourceUsage().maxRSS / 1024, pagefindPeakMiB });
    console.log(`index ${run + 1}/${RUNS}: ${builds.at(-1)!.seconds.toFixed(1)} s, Pagefind peak ${pagefindPeakMiB.toFixed(0)} MiB`);
  }
  const indexBytes = await du(join(indexDir, 'pagefind'));
  const perLanguage: Record<string, number> = {};
  for (const e of await readdir(join(indexDir, 'pagefind'), { withFileTypes: true, recursive: true })) {
    // By the path: fragments sit in a folder named after their index (fragment/es_…/1a.pf_fragment).
    const lang = /(?:^|\/|\.)(es|en|ca|eu|gl)[._]/.exec(join(e.parentPath, e.name).slice(indexDir.length))?.[1];
    if (e.isFile() && lang) perLanguage[lang] = (perLanguage[lang] ?? 0) + (await stat(join(e.parentPath, e.name))).size;
  }

  // 2. The site around it: the sample site, its index replaced by the full one, on the real server.
  const site = join(work, 'site');
  const built = spawnBuildSync(root, { out: site });
  if (built.status !== 0) throw new Error(built.stderr);
  await rm(join(site, 'pagefind'), { recursive: true });
  spawnSync('cp', ['-r', join(indexDir, 'pagefind'), join(site, 'pagefind')]);
  const server = createStaticServer(site);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const nodeOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** RUNS cold visits of the search page at `origin`, each a first query and the later ones. */
  async function measure(origin: string, label: string) {
    const browser = await launchChromium();
    const first = { bytes: [] as number[], withFacets: [] as number[], compressedBytes: [] as number[], ms: [] as number[] };
    const later = { bytes: [] as number[], withFacets: [] as number[], compressedBytes: [] as number[], ms: [] as number[] };
    try {
      for (let run = 0; run < RUNS; run++) {
        // A first visit: no service worker yet (one serving the index would hide its transfer sizes).
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
        const page = await context.newPage();
        // What a compressing server would send for each file: the library and JSON gzip; the index files are compressed already.
        const gzipped = new Map<string, number>();
        const pending: Promise<void>[] = [];
        page.on('response', (res: Response) => {
          // Only the library and JSON: reading a body back over the DevTools protocol costs the page time,
          // and the index files are compressed already.
          if (!res.url().includes('/pagefind/') || res.status() !== 200 || !/\.(js|json)(\?|$)/.test(res.url())) return;
          pending.push(
            (async () => {
              const body = await res.body().catch(() => Buffer.alloc(0));
              gzipped.set(res.url(), gzipSync(body, { level: 9 }).length);
            })(),
          );
        });
        await page.goto(`${origin}/busqueda`);
        await page.evaluate('performance.setResourceTimingBufferSize(100000)'); // every fragment counted
        // Hydrated: the view marks <html data-hydrated> (pages/hydration-mark.tsx).
        await page.waitForFunction(() => (document.documentElement.dataset.hydrated ?? '').split(' ').includes('view'));
        const query = (q: string) => timeQuery(page, origin, q, pending, gzipped);
        const r1 = await query(FIRST_QUERY);
        first.ms.push(r1.ms);
        first.bytes.push(r1.bytes / 1024);
        first.withFacets.push(r1.withFacets / 1024);
        first.compressedBytes.push(r1.compressed / 1024);
        for (const q of LATER_QUERIES) {
          const r = await query(q);
          later.ms.push(r.ms);
          later.bytes.push(r.bytes / 1024);
          later.withFacets.push(r.withFacets / 1024);
          later.compressedBytes.push(r.compressed / 1024);
        }
        console.log(
          `${label}, browser run ${run + 1}/${RUNS}: first query ${r1.ms.toFixed(0)} ms, ${(r1.bytes / 1024).toFixed(0)} KiB (${(r1.withFacets / 1024).toFixed(0)} with facets); later ${stats(later.ms.slice(-LATER_QUERIES.length)).median} ms`,
        );
        await context.close();
      }
    } finally {
      await browser.close();
    }
    return { first, later };
  }
  // As npm start serves the site, then as nginx with the generated configuration does (production), where it is installed.
  let measured: Awaited<ReturnType<typeof measure>>;
  let onNginx: Awaited<ReturnType<typeof measure>> | null = null;
  try {
    measured = await measure(nodeOrigin, 'npm start');
    if (existsSync(NGINX)) {
      const nginx = await startNginx(site, work);
      try {
        onNginx = await measure(nginx.url, 'nginx');
      } finally {
        await nginx.stop();
      }
    }
  } finally {
    server.close();
  }
  const { first, later } = measured;

  const search = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model,
    cores: cpus().length,
    loadAverage: { before: loadBefore, after: load() },
    runs: RUNS,
    pages: {
      total: pages.length,
      syntheticArtworks: COLLECTION_SIZE * 2,
      perLanguage: Object.fromEntries(
        Object.entries(
          content.pages.reduce<Record<string, number>>((n, p) => ({ ...n, [p.page.language.id]: (n[p.page.language.id] ?? 0) + 1 }), {}),
        ).map(([l, n]) => [l, n + (l === 'es' || l === 'en' ? COLLECTION_SIZE : 0)]),
      ),
    },
    indexBuild: {
      /** The most pages in one part, and the parts of the Spanish index. */
      shardRecords: SHARD_RECORDS,
      spanishParts: shardCount(pages.filter((p) => p.language.id === 'es').length, SHARD_RECORDS),
      seconds: stats(builds.map((b) => b.seconds)),
      nodePeakMiB: stats(builds.map((b) => b.nodePeakMiB)),
      pagefindPeakMiB: stats(builds.map((b) => b.pagefindPeakMiB)),
    },
    indexOnDisk: {
      KiB: Math.round(indexBytes / 1024),
      perLanguageKiB: Object.fromEntries(Object.entries(perLanguage).map(([l, b]) => [l, Math.round(b / 1024)])),
    },
    note: 'KiB: transferred until the results were painted, as npm start serves them (JS and JSON compressed on the fly; the page table, WebAssembly and word and filter chunks as the build’s Brotli copies; fragments in Pagefind’s own gzip); KiBWithFacets: once the facet counts that follow them are in; KiBCompressedServer: KiBWithFacets with the library and JSON at gzip -9, as a server with precompressed copies would send them.',
    firstQuery: {
      query: FIRST_QUERY,
      KiB: stats(first.bytes),
      KiBWithFacets: stats(first.withFacets),
      KiBCompressedServer: stats(first.compressedBytes),
      msToResults: stats(first.ms),
    },
    laterQueries: {
      queries: LATER_QUERIES,
      KiB: stats(later.bytes),
      KiBWithFacets: stats(later.withFacets),
      KiBCompressedServer: stats(later.compressedBytes),
      msToResults: stats(later.ms),
    },
    /** The same visits with nginx serving the same site (the production server: deploy:nginx). */
    nginx: onNginx && {
      firstQuery: { KiB: stats(onNginx.first.bytes), msToResults: stats(onNginx.first.ms) },
      laterQueries: { KiB: stats(onNginx.later.bytes), msToResults: stats(onNginx.later.ms) },
    },
    budgets: { firstQueryKiB: 200, laterQueryKiB: 60, msToResults: 100 },
  };
  const file = join(root, 'bench/results.json');
  const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...previous, search }, null, 2) + '\n');
  console.log(JSON.stringify(search, null, 2));
  console.log('→ bench/results.json (search)');
} finally {
  // BENCH_KEEP=1 keeps the site with the full index, to look into it (npx tsx app/server/start.ts does not serve it; use createStaticServer).
  if (process.env.BENCH_KEEP) console.log(`kept ${work}`);
  else await rm(work, { recursive: true, force: true });
}

/**
 * One query typed into the search page: from the input event until its results are painted, and the
 * bytes over the wire it took (for the results alone, and with the facet counts that follow them; and as
 * a compressing server would send them).
 */
async function timeQuery(page: Page, origin: string, q: string, pending: Promise<void>[], gzipped: Map<string, number>) {
  pending.length = 0;
  // As text: tsx would add helpers to a function that do not exist in the page.
  const timing = (await page.evaluate(`new Promise((done) => {
    const q = ${JSON.stringify(q)};
    const input = document.querySelector('main input[type=search]');
    const painted = () => document.querySelector('[data-results-for]')?.getAttribute('data-results-for') === q;
    let started = 0;
    const observer = new MutationObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => done({ started, painted: performance.now() })));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    started = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, q);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  })`)) as { started: number; painted: number };
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  // Bytes over the wire (headers included, nothing for what the cache answered), from the browser's resource timing:
  // what the results needed, and what the facet counts that follow them added.
  const entries = (await page.evaluate(`(() => {
    const t = ${JSON.stringify(timing)};
    return performance.getEntriesByType('resource')
      .filter((e) => e.name.includes('/pagefind/') && e.startTime >= t.started)
      .map((e) => ({ name: e.name, transferSize: e.transferSize, body: e.encodedBodySize, start: e.startTime - t.started, end: e.responseEnd - t.started }));
  })()`)) as { name: string; transferSize: number; body: number; start: number; end: number; inWorker?: boolean }[];
  // The facet counts are made in Pagefind's worker: what it fetched is in its own timeline, from its own origin.
  const pageOrigin = (await page.evaluate('performance.timeOrigin')) as number;
  for (const worker of page.workers()) {
    const found = (await worker
      .evaluate(
        `(() => ({ origin: performance.timeOrigin, list: performance.getEntriesByType('resource')
            .filter((e) => e.name.includes('/pagefind/'))
            .map((e) => ({ name: e.name, transferSize: e.transferSize, body: e.encodedBodySize, start: e.startTime, end: e.responseEnd })) }))()`,
      )
      .catch(() => null)) as { origin: number; list: typeof entries } | null;
    if (!found) continue;
    const shift = found.origin - pageOrigin - timing.started;
    for (const e of found.list)
      if (e.start + shift >= 0) entries.push({ ...e, start: e.start + shift, end: e.end + shift, inWorker: true });
  }
  const ms = timing.painted - timing.started;
  const sum = (list: typeof entries) => list.reduce((n, e) => n + e.transferSize, 0);
  // What the results needed: not the worker that counts the facets, nor what it fetched.
  const forResults = entries.filter((e) => e.end <= ms && !e.inWorker && !e.name.endsWith('/pagefind-worker.js'));
  // Headers stay; a body that crossed the wire shrinks to its gzipped size where one is known.
  const compressed = entries.reduce(
    (n, e) => n + (e.transferSize > e.body && gzipped.has(e.name) ? e.transferSize - e.body + gzipped.get(e.name)! : e.transferSize),
    0,
  );
  if (process.env.BENCH_VERBOSE)
    console.log(
      `${q}: painted at ${Math.round(ms)}\n  ${entries.map((e) => `${e.inWorker ? '(worker) ' : ''}${e.name.replace(origin, '')} ${e.transferSize} ${Math.round(e.start)}→${Math.round(e.end)}`).join('\n  ')}`,
    );
  return { ms, bytes: sum(forResults), withFacets: sum(entries), compressed };
}
