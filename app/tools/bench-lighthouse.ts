/**
 * npm run bench:lighthouse: Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on
 * pages served by `npm start` exactly as a visitor gets them, BENCH_RUNS times each (default 3).
 * Records median/min/max of the Performance score and its metrics, the bytes transferred, and the
 * machine's load → bench/lighthouse.json. Tests never assert these numbers; DESIGN.md holds the budgets.
 *   BENCH_PATHS=/,/exposiciones/paisajes-abstraccion   pages to measure (default: one page of every view,
 *   the editors' /preview aside, which is never indexed)
 *   BENCH_OUT=bench/lighthouse-pictures.json   where to write (default bench/lighthouse.json)
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { stats } from './bench-stats.ts';
import { onePagePerView } from './view-pages.ts';
import { commandLine, wholeNumber, portVariable } from '../cli/command-line.ts';

commandLine({
  command: 'npm run bench:lighthouse',
  summary: 'Lighthouse (mobile) on one page per view of the built site, several runs, median/min/max → bench/lighthouse.json.',
  options: {},
  env: {
    BENCH_RUNS: { help: 'how many runs (default 3)', check: wholeNumber(1, 50) },
    BENCH_PATHS: { help: 'the pages, comma-separated (default: one per view)' },
    BENCH_PORT: portVariable('the port of the server it starts', 4273),
    BENCH_OUT: { help: 'where to write (default bench/lighthouse.json)' },
    CHROME_PATH: { help: 'the Chromium to run (default /usr/bin/chromium)' },
  },
  example: 'BENCH_PATHS=/,/colecciones/explora npm run bench:lighthouse',
});

const root = resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const paths = process.env.BENCH_PATHS?.split(',') ?? Object.values(onePagePerView(join(root, 'content')));
const port = Number(process.env.BENCH_PORT ?? 4273);
const origin = `http://127.0.0.1:${port}`;

// npm start, as a visitor's server: it builds first when dist/ is missing or stale.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'app/server/start.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((ready, fail) => {
  server.stdout.on('data', (d: Buffer) => {
    process.stdout.write(d);
    if (d.toString().includes('museum site:')) ready();
  });
  server.once('exit', (code) => fail(new Error(`npm start exited with ${code}`)));
});

// Lighthouse and its launcher are loaded once the command line is understood: `--help` answers at once.
const chromeLauncher = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
});

const results: Record<string, unknown> = {};
try {
  for (const path of paths) {
    const samples: {
      score: number;
      accessibility: number;
      bestPractices: number;
      seo: number;
      fcp: number;
      lcp: number;
      tbt: number;
      cls: number;
      si: number;
      bytes: number;
      load: number;
    }[] = [];
    for (let i = 0; i < runs; i++) {
      const load = loadavg()[0]!;
      const r = await lighthouse(origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!r) throw new Error(`no Lighthouse result for ${path}`);
      const a = r.lhr.audits;
      const n = (id: string) => Number(a[id]?.numericValue ?? NaN);
      samples.push({
        score: Math.round((r.lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((r.lhr.categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((r.lhr.categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((r.lhr.categories.seo?.score ?? 0) * 100),
        fcp: Math.round(n('first-contentful-paint')),
        lcp: Math.round(n('largest-contentful-paint')),
        tbt: Math.round(n('total-blocking-time')),
        cls: Number(n('cumulative-layout-shift').toFixed(3)),
        si: Math.round(n('speed-index')),
        bytes: Math.round(n('total-byte-weight')),
        load,
      });
      const last = samples.at(-1)!;
      const failed = Object.values(r.lhr.audits)
        .filter((x) => x.score !== null && x.score < 1 && ['binary', 'numeric'].includes(x.scoreDisplayMode) && !/performance/.test(x.id))
        .map((x) => x.id);
      console.log(
        `${path} run ${i + 1}/${runs}: Performance ${last.score}, A11y ${last.accessibility}, BP ${last.bestPractices}, SEO ${last.seo}, LCP ${last.lcp} ms, ${last.bytes} bytes${i === 0 ? `; below 1: ${failed.join(', ')}` : ''}`,
      );
    }
    results[path] = {
      performance: stats(samples.map((s) => s.score)),
      accessibility: stats(samples.map((s) => s.accessibility)),
      bestPractices: stats(samples.map((s) => s.bestPractices)),
      seo: stats(samples.map((s) => s.seo)),
      firstContentfulPaintMs: stats(samples.map((s) => s.fcp)),
      largestContentfulPaintMs: stats(samples.map((s) => s.lcp)),
      totalBlockingTimeMs: stats(samples.map((s) => s.tbt)),
      cumulativeLayoutShift: stats(samples.map((s) => s.cls)),
      speedIndexMs: stats(samples.map((s) => s.si)),
      transferredBytes: stats(samples.map((s) => s.bytes)),
      samples,
    };
  }
} finally {
  await chrome.kill();
  server.kill();
}

const out = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage1mAtEnd: loadavg()[0] },
  lighthouse: '12.8 (mobile preset, simulated throttling; categories performance, accessibility, best-practices, seo)',
  served: 'npm start (Brotli/gzip: assets precompressed, pages compressed on first request)',
  runs,
  results,
};
await mkdir(join(root, 'bench'), { recursive: true });
const outFile = resolve(root, process.env.BENCH_OUT ?? 'bench/lighthouse.json');
await writeFile(outFile, `${JSON.stringify(out, null, 2)}\n`);
console.log(`→ ${outFile}`);
