/**
 * npm run build: validate all content, build the browser bundle and the prerender bundle with Vite,
 * prerender every page, write the page-data contract, then swap the new site into dist/.
 * A failed build leaves the previous dist/ as it was.
 *   --keep-going   skip invalid pages (listed) instead of failing
 *   --out DIR      write somewhere other than dist/
 *   --check        validate the content only (npm run validate)
 */
import { cp, mkdir, readFile, rename, rm, writeFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';
import { formatContentError } from '../../pages/content/validate.ts';
import { headFor } from '../../pages/head/head-tags.ts';
import { filesystemSource } from './content-source.ts';
import { activityIcs } from './calendar-files.ts';
import { htmlDocument } from './html.ts';
import { loadContent } from './load-content.ts';
import { pageDataUrl, staticQueryUrl, type AppDataFile } from '../runtime/page-data.ts';
import { pageDataFile, sha, staticQueries } from './site-data.ts';
import { searchRoutes, type SitePage } from '../../pages/routes/search-route.ts';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const keepGoing = args.includes('--keep-going');
const outIndex = args.indexOf('--out');
const outDir = resolve(root, outIndex >= 0 ? (args[outIndex + 1] ?? 'dist') : 'dist');

type ServerBundle = typeof import('../runtime/entry-server.tsx');

/** '/' → index.html, '/en' → en.html, '/a/b' → a/b.html (served without the extension). */
const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

async function writeOut(dir: string, rel: string, body: string) {
  const file = join(dir, rel);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  return Buffer.byteLength(body);
}

async function main() {
  const started = performance.now();
  const source = filesystemSource(join(root, 'content'), root);
  const content = await loadContent(source);
  if (content.errors.length) {
    const stream = keepGoing && content.site ? console.warn : console.error;
    stream(`\n${content.errors.length} content error(s) in ${source.describe}:`);
    for (const e of content.errors) stream(`  ${formatContentError(e)}`);
    if (!keepGoing || !content.site) {
      console.error(`\nBuild stopped: nothing was written; ${outDir} is unchanged.${content.site ? ' (--keep-going skips invalid pages.)' : ''}`);
      process.exitCode = 1;
      return;
    }
    console.warn(`\n--keep-going: skipped ${content.invalid.length} page(s): ${content.invalid.map((i) => i.source).join(', ')}`);
  }
  if (args.includes('--check')) {
    console.log(`content is valid: ${content.pages.length} pages and the site configuration in ${source.describe}`);
    return;
  }
  const site = content.site!;
  const tmp = `${outDir}.tmp-${process.pid}`;
  const serverDir = join(root, '.build/server');
  await rm(tmp, { recursive: true, force: true });

  try {
    await viteBuild({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: tmp, emptyOutDir: true, manifest: true, rolldownOptions: { input: 'app/runtime/entry-client.tsx' } } });
    await viteBuild({
      root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn',
      build: { ssr: 'app/runtime/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false, rolldownOptions: { input: 'app/runtime/entry-server.tsx' } },
    });
    const manifest = JSON.parse(await readFile(join(tmp, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
    const entry = manifest['app/runtime/entry-client.tsx'];
    if (!entry) throw new Error('the client build has no entry for app/runtime/entry-client.tsx');
    const ssr = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerBundle;
    const css = (entry.css ?? []).map((f) => `/${f}`);
    const scripts = [`/${entry.file}`];

    let bytes = 0;
    const queries = staticQueries(site);
    for (const q of queries.values()) bytes += await writeOut(tmp, staticQueryUrl(q.hash).slice(1), q.body);

    // The CMS pages, then the routes the site itself owns (the search page in each language).
    const pages: SitePage[] = [...content.pages.map((p) => p.page), ...searchRoutes()];
    for (const page of pages) {
      const query = queries.get(page.language.id)!;
      bytes += await writeOut(tmp, pageDataUrl(page.url.path).slice(1), JSON.stringify(pageDataFile(page, query.hash)));
      const html = htmlDocument({
        head: headFor(page, site.siteName, site.siteUrl),
        body: ssr.renderPage(page, query.file.data.chrome),
        themeClass: ssr.themeClassFor(page),
        css, scripts,
        preload: [pageDataUrl(page.url.path), staticQueryUrl(query.hash)],
      });
      bytes += await writeOut(tmp, htmlFileFor(page.url.path), html);
      if (page.bundle === 'activity') {
        const ics = activityIcs(page, site.siteUrl ?? '');
        bytes += await writeOut(tmp, ics.path.slice(1), ics.body);
      }
    }

    for (const status of [404, 500] as const) {
      const chrome = queries.get('es')!.file.data.chrome;
      const t = status === 404 ? 'Página no encontrada' : 'Error del servidor';
      const html = htmlDocument({
        head: { title: `${t} | ${site.siteName}`, lang: 'es', tags: [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }], jsonLd: [] },
        body: ssr.renderErrorPage(status, chrome), themeClass: ssr.themeClassFor(null), css, scripts: [], preload: [], kind: 'error',
      });
      bytes += await writeOut(tmp, `${status}.html`, html);
    }

    await cp(join(root, 'app/static'), tmp, { recursive: true });
    if (source.mediaDir && (await stat(source.mediaDir).catch(() => null))) await cp(source.mediaDir, join(tmp, 'media'), { recursive: true });

    const buildHash = sha(JSON.stringify({ manifest, pages: content.pages.map((p) => [p.page.url.path, p.page.changed]), queries: [...queries.values()].map((q) => q.hash) }), 20);
    bytes += await writeOut(tmp, 'page-data/app-data.json', JSON.stringify({ buildHash } satisfies AppDataFile));

    // Swap: the previous site is replaced only now that the new one is complete.
    const old = `${outDir}.old-${process.pid}`;
    await rename(outDir, old).catch(() => undefined);
    await rename(tmp, outDir);
    await rm(old, { recursive: true, force: true });

    const seconds = (performance.now() - started) / 1000;
    const n = pages.length;
    console.log(`built ${n} pages in ${seconds.toFixed(1)} s (${(n / seconds).toFixed(1)} pages/s, ${(bytes / 1024).toFixed(0)} KiB) → ${outDir} [build ${buildHash}]`);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    console.error(`\nBuild failed; ${outDir} is unchanged.\n`, err);
    process.exitCode = 1;
  }
}

await main();
