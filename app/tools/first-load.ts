/**
 * npm run bench:first-load [DIR]: what the first visit to each view of a built site downloads
 * (default dist/, from `npm run build`), as `npm run bench` records it, printed as a table.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { onePagePerView } from './view-pages.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * What the first visit to each view downloads before it can run (DESIGN.md: ≤ 90 KB gzip of
 * JavaScript, ≤ 15 KB of CSS): the scripts, preloads and styles its HTML names, gzipped. Chunks loaded
 * later (the search library on the first search) do not count.
 */
export function firstLoad(dist: string, content: string) {
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

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { byView, budgetKiB } = firstLoad(resolve(process.argv[2] ?? join(root, 'dist')), join(root, 'content'));
  console.table(Object.fromEntries(Object.entries(byView).map(([view, l]) => [view, { ...l, overBudget: l.jsKiB > budgetKiB.js }])));
}
