/**
 * npm run bench:first-load [DIR]: what the first visit to each view of a built site downloads
 * (default dist/, from `npm run build`), as `npm run bench` records it, printed as a table.
 *
 * npm run bench:first-load -- --breakdown [VIEW]: what each module costs in that first load (default:
 * the homepage), from a client bundle built with source maps into a temporary folder.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { onePagePerView } from './view-pages.ts';
import { collectionDataPath, explorePath, visitPath } from '../../pages/routes/search-route.ts';
import { commandLine } from '../cli/command-line.ts';
import { DEFAULT_LANGUAGE } from '../../generated/types/constants.ts';

const root = resolve(import.meta.dirname, '../..');

/** The budgets of DESIGN.md: first-load JavaScript per public view, and for the editors' preview. */
export const FIRST_LOAD_BUDGET_KIB = { js: 90, previewJs: 110, css: 15 } as const;

/** The script and style files a page's HTML names (its first load), in the order it names them. */
function firstLoadFiles(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
}

const htmlFile = (dist: string, path: string) => join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** One page of every view, the visit, explore, collection data and preview pages included. */
function viewPages(content: string): Record<string, string> {
  return {
    ...onePagePerView(content),
    visit: visitPath(DEFAULT_LANGUAGE),
    explore: explorePath(DEFAULT_LANGUAGE),
    data: collectionDataPath(DEFAULT_LANGUAGE),
    preview: '/preview',
  };
}

/**
 * What the first visit to each view downloads before it can run (DESIGN.md: ≤ 90 KB gzip of
 * JavaScript, ≤ 110 KB on /preview, ≤ 15 KB of CSS): the scripts, preloads and styles its HTML names,
 * gzipped. Chunks loaded later (the search library on the first search) do not count.
 */
export function firstLoad(dist: string, content: string) {
  // Each file once: the views share most of their first load (React, the runtime, the shell).
  const sizes = new Map<string, number>();
  const once = (key: string, size: () => number) => sizes.get(key) ?? (sizes.set(key, size()), sizes.get(key)!);
  const gz = (rel: string) => once(`gz:${rel}`, () => gzipSync(readFileSync(join(dist, rel)), { level: 9 }).length);
  const br = (rel: string) =>
    once(
      `br:${rel}`,
      () => brotliCompressSync(readFileSync(join(dist, rel)), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
  type Load = { path: string; jsKiB: number; cssKiB: number; jsBrotliKiB: number; cssBrotliKiB: number; files: number };
  const byView: Record<string, Load> = {};
  for (const [view, path] of Object.entries(viewPages(content))) {
    const assets = firstLoadFiles(readFileSync(htmlFile(dist, path), 'utf8'));
    const kib = (files: string[], size: (rel: string) => number) => Math.round(files.reduce((n, a) => n + size(a), 0) / 102.4) / 10;
    const js = assets.filter((a) => a.endsWith('.js'));
    const css = assets.filter((a) => a.endsWith('.css'));
    byView[view] = {
      path,
      jsKiB: kib(js, gz),
      cssKiB: kib(css, gz),
      jsBrotliKiB: kib(js, br),
      cssBrotliKiB: kib(css, br),
      files: assets.length,
    };
  }
  return { budgetKiB: FIRST_LOAD_BUDGET_KIB, byView };
}

export const overBudget = (view: string, jsKiB: number) =>
  jsKiB > (view === 'preview' ? FIRST_LOAD_BUDGET_KIB.previewJs : FIRST_LOAD_BUDGET_KIB.js);

/** Where a source file's bytes are counted: a package by name, the site's own files by path. */
const owner = (source: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  return pkg ? `npm:${pkg[1]}` : relative(root, resolve(source));
};

/**
 * What each module costs in a first load: every file's gzip size shared among the modules its
 * minified bytes come from (by the source map), in proportion to those bytes. Bytes no module
 * claims (imports and exports between chunks, the bundler's glue) are counted as `(glue)`.
 */
function moduleCosts(assetsDir: string, files: string[]): { module: string; kib: number }[] {
  const cost = new Map<string, number>();
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(assetsDir, file), 'utf8');
    // The bundler's own runtime chunk comes without a map: all of it is glue.
    const mapFile = join(assetsDir, `${file}.map`);
    const map = existsSync(mapFile)
      ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string })
      : { sources: [], mappings: '' };
    const lines = code.split('\n');
    const bytes = new Map<string, number>();
    let claimed = 0;
    decode(map.mappings).forEach((segments, li) => {
      const line = lines[li] ?? '';
      segments.forEach((s, i) => {
        if (s.length < 2) return;
        const end = i + 1 < segments.length ? segments[i + 1]![0] : line.length;
        const key = owner(resolve(dirname(join(assetsDir, file)), map.sources[s[1]!] ?? '?'));
        bytes.set(key, (bytes.get(key) ?? 0) + end - s[0]);
        claimed += end - s[0];
      });
    });
    bytes.set('(glue)', Math.max(0, code.length - claimed));
    const gz = gzipSync(code, { level: 9 }).length;
    for (const [key, n] of bytes) cost.set(key, (cost.get(key) ?? 0) + (gz * n) / code.length);
  }
  return [...cost]
    .map(([module, n]) => ({ module, kib: Math.round(n / 102.4) / 10 }))
    .filter((r) => r.kib > 0)
    .sort((a, b) => b.kib - a.kib);
}

async function breakdown(view: string) {
  const { build } = await import('vite');
  const { bundleSettings, clientBuildConfig, readManifest } = await import('../site-build/bundle/bundle.ts');
  const { viewText } = await import('../../pages/views/view-modules.ts');
  const out = mkdtempSync(join(tmpdir(), 'first-load-'));
  try {
    await build(clientBuildConfig(root, out, { sourcemap: true }));
    const s = bundleSettings(await readManifest(out));
    const v = s.views[view as keyof typeof s.views];
    if (!v) throw new Error(`no view ${view}; one of ${Object.keys(s.views).join(', ')}`);
    // A Spanish page of the view: what its HTML names to run first, then what its view hydrates with
    // once the page has loaded (without the deferred paragraphs a particular page may add).
    const first = [...new Set([...s.scripts, ...s.modulepreload, ...s.uiText.es])];
    const later = [...new Set([...v.modulepreload, ...viewText(view as never).flatMap((t) => s.textSections[t].es)])].filter(
      (f) => !first.includes(f),
    );
    const rows = moduleCosts(
      out,
      first.map((f) => f.slice(1)),
    );
    const total = rows.reduce((n, r) => n + r.kib, 0);
    const laterKiB = moduleCosts(
      out,
      later.map((f) => f.slice(1)),
    ).reduce((n, r) => n + r.kib, 0);
    console.log(
      `${view}: ${total.toFixed(1)} KiB gzip of JavaScript in its first load, by module (then ${laterKiB.toFixed(1)} KiB for its view once the page has loaded):`,
    );
    console.table(rows);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { values, positionals } = commandLine({
    command: 'npm run bench:first-load',
    summary: 'the JavaScript and CSS each view loads first, against its budget; or, with --breakdown, what each module of a view costs.',
    options: { breakdown: { value: 'VIEW', help: 'the modules of one view (a source-mapped build)' } },
    positionals: { name: '[DIR]', help: 'the built site (default dist/)', max: 1 },
    example: 'npm run bench:first-load -- --breakdown homepage',
  });
  if (values.breakdown) await breakdown(values.breakdown as string);
  else {
    const { byView } = firstLoad(resolve(positionals[0] ?? join(root, 'dist')), join(root, 'content'));
    console.table(Object.fromEntries(Object.entries(byView).map(([view, l]) => [view, { ...l, overBudget: overBudget(view, l.jsKiB) }])));
  }
}
