/**
 * npm run build: validate all content, build the browser bundle and the prerender bundle with Vite,
 * prerender every page, write the page-data contract, then swap the new site into dist/.
 * A failed build leaves the previous dist/ as it was.
 *   --keep-going   skip invalid pages (listed) instead of failing
 *   --allow-shrink build even when the source has no pages or fewer than half the published build's
 *   --out DIR      write somewhere other than dist/
 *   --check        validate the content only (npm run validate)
 *   --threads N    render on N threads (default: one per core)
 *   --strict       internal links to pages or anchors the build did not write stop the build (else warnings)
 */
import { cp, mkdir, readFile, realpath, rm, writeFile, stat } from 'node:fs/promises';
import type * as ServerEntry from '../runtime/entry-server.tsx';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';
import { formatContentError } from '../../pages/content/validate.ts';
import { contentSourceFromEnv, copyMedia } from './content-source.ts';
import { headersFile, redirectsFile, robotsTxt, sitemapXml } from './site-files.ts';
import { compressSite } from './compress.ts';
import { addWriteSummary, emptyWriteSummary, insideOutput } from './site-writer.ts';
import { newBuildFolder, publish, shrinkRefusal } from './publish.ts';
import { renderOnAllCores } from './render-pool.ts';
import { serviceWorkerSource } from './service-worker.ts';
import type { RenderSettings } from './render-pages.ts';
import { htmlDocument } from './html.ts';
import { errorPageHead } from '../../pages/head/head-data.ts';
import { loadContent } from './load-content.ts';
import { madridDate } from '../../pages/dates/format.ts';
import {
  codeFingerprint,
  filesUnder,
  linkFromPrevious,
  pageKey,
  readBuildState,
  SSR_DIR,
  writeBuildState,
  type PageRecord,
} from './incremental.ts';
import { formatDeadLink, LinkCollector, pathOfHtmlFile } from './link-check.ts';
import { writeSearchIndex, type SearchIndexSummary } from './search-index.ts';
import { pageDataUrl, staticQueryUrl, type AppDataFile } from '../runtime/page-data.ts';
import { sha, staticQueries } from './site-data.ts';
import { siteRoutes, visitRoutes, type SitePage } from '../../pages/routes/search-route.ts';
import { VIEW_MODULES, viewText } from '../../pages/views/view-modules.ts';
import { TEXT_SECTION_MODULES, UI_TEXT_MODULES } from '../../pages/i18n/ui-text.ts';
import { provideAllUiText } from '../../pages/i18n/all-ui-text.ts';
import { DEFERRED_PARAGRAPH_MODULES } from '../../pages/assembler/deferred-paragraphs.ts';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const keepGoing = args.includes('--keep-going');
const strict = args.includes('--strict');
const clean = args.includes('--clean');
const madridDay = (unixSeconds: number) => JSON.stringify(madridDate(unixSeconds));
/**
 * The moment pages are rendered at (on now / coming soon / past in the HTML): SOURCE_DATE_EPOCH (Unix
 * seconds, the reproducible-builds convention) when set; else the previous build's, while it is the
 * same day in Madrid (so a day's builds can reuse its pages; the browser moves markers to the
 * visitor's time after hydration anyway); else now.
 */
function renderTime(previous: number | undefined): number {
  const fixed = Number(process.env.SOURCE_DATE_EPOCH);
  if (fixed) return fixed;
  const now = Math.floor(Date.now() / 1000);
  return previous && previous <= now && madridDay(previous) === madridDay(now) ? previous : now;
}
const outIndex = args.indexOf('--out');
const outDir = resolve(root, outIndex >= 0 ? (args[outIndex + 1] ?? 'dist') : 'dist');
const threadsIndex = args.indexOf('--threads');
const threadsArg = threadsIndex >= 0 ? Number(args[threadsIndex + 1]) : undefined;

type ServerBundle = typeof ServerEntry;
type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** A chunk of the client build and every chunk it imports statically, with their styles, in load order. */
function chunkClosure(manifest: ViteManifest, key: string) {
  const files: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the client build's manifest has no ${k}`);
    for (const i of chunk.imports ?? []) visit(i);
    files.push(chunk.file);
    for (const c of chunk.css ?? []) if (!css.includes(c)) css.push(c);
  };
  visit(key);
  return { files, css };
}

/**
 * On a terminal: a progress bar with pages per second and time left, redrawn in place.
 * Elsewhere (CI, logs): nothing until the one-line summary.
 */
function progressReporter(total: number, started: number) {
  const tty = process.stdout.isTTY;
  let last = 0;
  const report = (done: number) => {
    if (!tty || (done < total && performance.now() - last < 100)) return;
    last = performance.now();
    const seconds = (last - started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const width = 24;
    const filled = Math.round((done / total) * width);
    const left = rate > 0 ? (total - done) / rate : 0;
    process.stdout.write(
      `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} pages · ${rate.toFixed(0)} pages/s · ${left.toFixed(0)} s left  `,
    );
  };
  report.end = (threads: number) => {
    if (tty) process.stdout.write(`\r${' '.repeat(80)}\r`);
    renderThreads = threads;
  };
  return report;
}
let renderThreads = 1;

/** Wall time per build phase, printed with the summary (`phase('render')` ends the previous phase). */
const phases: [string, number][] = [];
let phaseName = '';
let phaseStart = performance.now();
function phase(name: string) {
  const now = performance.now();
  if (phaseName) phases.push([phaseName, (now - phaseStart) / 1000]);
  phaseName = name;
  phaseStart = now;
}

/** Writes `rel` under `dir`; a path that would land outside `dir` stops the build (page paths are checked before, too). */
async function writeOut(dir: string, rel: string, body: string) {
  const file = insideOutput(dir, rel);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  return Buffer.byteLength(body);
}

/** Copies the hashed files the previous build's manifest names (not older ones) into the new build. */
async function keepPreviousAssets(previousDir: string, nextDir: string): Promise<number> {
  const manifest = await readFile(join(previousDir, '.vite/manifest.json'), 'utf8').catch(() => null);
  if (!manifest) return 0;
  const files = new Set<string>();
  for (const chunk of Object.values(JSON.parse(manifest) as Record<string, { file: string; css?: string[]; assets?: string[] }>)) {
    for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
  }
  let bytes = 0;
  for (const f of files) {
    // Names from the previous build's own manifest, still checked: nothing is copied from or to outside the folders.
    if (f.split(/[/\\]/).some((seg) => seg === '..' || seg === '') || f.startsWith('/')) continue;
    const target = join(nextDir, f);
    if (await stat(target).catch(() => null)) continue;
    const from = await stat(join(previousDir, f)).catch(() => null);
    if (!from) continue;
    await mkdir(dirname(target), { recursive: true });
    await cp(join(previousDir, f), target);
    bytes += from.size;
    // Their precompressed copies too, so they are not compressed again.
    for (const suffix of ['.br', '.gz']) await cp(join(previousDir, f + suffix), target + suffix).catch(() => undefined);
  }
  return bytes;
}

/** How many pages the published build has (its CMS pages, without the site's own routes), or null. */
async function publishedPageCount(dir: string): Promise<number | null> {
  const data = await readFile(join(dir, 'page-data/app-data.json'), 'utf8').catch(() => null);
  const pages = data ? (JSON.parse(data) as AppDataFile).pages : undefined;
  return typeof pages === 'number' ? pages : null;
}

async function main() {
  // The build names pages and error pages in every language.
  provideAllUiText();
  const started = performance.now();
  const source = contentSourceFromEnv(join(root, 'content'), root);
  phase('load and validate');
  // The previous build, when it was made from the same code (app/build/incremental.ts), unless --clean.
  const code = await codeFingerprint(root);
  const previousDir = clean || args.includes('--check') ? null : await realpath(outDir).catch(() => null);
  const previous = previousDir ? await readBuildState(previousDir, code) : null;
  let content: Awaited<ReturnType<typeof loadContent>>;
  try {
    content = await loadContent(source, { previous: previous?.sources });
  } catch (err) {
    console.error(
      `\nCould not read the content from ${source.describe}: ${(err as Error).message}\nBuild stopped: nothing was written; ${outDir} is unchanged.`,
    );
    process.exitCode = 1;
    return;
  }
  if (content.errors.length) {
    const stream = keepGoing && content.site ? console.warn : console.error;
    stream(`\n${content.errors.length} content error(s) in ${source.describe}:`);
    for (const e of content.errors) stream(`  ${formatContentError(e)}`);
    if (!keepGoing || !content.site) {
      console.error(
        `\nBuild stopped: nothing was written; ${outDir} is unchanged.${content.site ? ' (--keep-going skips invalid pages.)' : ''}`,
      );
      process.exitCode = 1;
      return;
    }
    console.warn(`\n--keep-going: skipped ${content.invalid.length} page(s): ${content.invalid.map((i) => i.source).join(', ')}`);
  }
  for (const w of content.warnings) console.warn(`warning: ${w}`);
  // A source that suddenly has far fewer pages is more likely broken than edited: the published site stays.
  const refusal =
    args.includes('--check') || args.includes('--allow-shrink')
      ? null
      : shrinkRefusal(content.pages.length, await publishedPageCount(outDir));
  if (refusal) {
    console.error(
      `\n${source.describe}: ${refusal}. Build stopped: nothing was written; ${outDir} is unchanged. (--allow-shrink builds it anyway.)`,
    );
    process.exitCode = 1;
    return;
  }
  if (args.includes('--check')) {
    console.log(`content is valid: ${content.pages.length} pages and the site configuration in ${source.describe}`);
    return;
  }
  const site = content.site!;
  // A folder of its own, published at the end by switching the `dist` link to it (app/build/publish.ts).
  const tmp = await newBuildFolder(outDir);
  // Per build, so two builds at once (CI, a test beside a deploy) never share a prerender bundle; it runs
  // from inside the project (its dependencies resolve from node_modules) and a copy is kept in the build
  // folder (.ssr, never served) for the next build to reuse.
  const serverDir = join(root, `.build/server-${process.pid}`);
  let searchIndex: Promise<SearchIndexSummary> | undefined;
  const renderedAt = renderTime(previous?.renderedAt);

  try {
    phase('bundle (vite)');
    // Same code as the previous build: its bundles are this build's, linked rather than built again.
    if (previous && previousDir)
      await linkFromPrevious(previousDir, tmp, [
        ...(await filesUnder(previousDir, 'assets')),
        ...(await filesUnder(previousDir, '.vite')),
        ...(await filesUnder(previousDir, SSR_DIR)),
      ]);
    if (previous) await cp(join(tmp, SSR_DIR), serverDir, { recursive: true });
    else
      await viteBuild({
        root,
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'warn',
        // One stylesheet for every view (≈ 5 KB gzip): one request, and nothing unstyled while a view's chunk loads.
        build: {
          outDir: tmp,
          emptyOutDir: true,
          manifest: true,
          cssCodeSplit: false,
          // The HTML preloads every chunk a page needs (below), and the runtime fetches a view's chunks
          // with its data (often ahead, on hover): Vite's preload helper and its lists of every chunk's
          // dependencies would only add bytes to every page.
          modulePreload: false,
          rolldownOptions: {
            input: 'app/runtime/entry-client.tsx',
            output: {
              // The page layer and design system that most views share, in one chunk rather than a dozen
              // small ones: fewer requests, and it compresses better. Catalogues and their sections stay per language.
              codeSplitting: {
                groups: [
                  { name: 'page-common', test: /[\\/](pages|design-system)[\\/](?!i18n[\\/](catalogue-|sections[\\/]))/, minShareCount: 8 },
                ],
              },
            },
          },
        },
      });
    if (!previous)
      await viteBuild({
        root,
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'warn',
        build: {
          ssr: 'app/runtime/entry-server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          // The prerender imports every view statically as well: that their dynamic imports stay in one bundle is intended.
          rolldownOptions: { input: 'app/runtime/entry-server.tsx', checks: { ineffectiveDynamicImport: false } },
        },
      });
    const manifest = JSON.parse(await readFile(join(tmp, '.vite/manifest.json'), 'utf8')) as ViteManifest;
    const entry = manifest['app/runtime/entry-client.tsx'];
    if (!entry) throw new Error('the client build has no entry for app/runtime/entry-client.tsx');
    const ssr = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerBundle;
    const renderStarted = performance.now();
    // What every page loads first (the entry, the chunks it imports, their styles), then per view its
    // chunk (componentChunkName) with the chunks and styles it adds: named in the HTML, so nothing waits.
    const first = chunkClosure(manifest, 'app/runtime/entry-client.tsx');
    // With cssCodeSplit off, Vite names the one stylesheet `style.css` in the manifest.
    const styleSheet = manifest['style.css']?.file;
    const css = [...(styleSheet ? [styleSheet] : []), ...first.css].map((f) => `/${f}`);
    const scripts = [`/${entry.file}`];
    // The upright text face (design-system/tokens/fonts.css.ts) is on every page, above the fold.
    const fonts = Object.entries(manifest)
      .filter(([src]) => src.endsWith('/archivo-latin-wght-normal.woff2'))
      .map(([, chunk]) => `/${chunk.file}`);
    const modulepreload = first.files.filter((f) => f !== entry.file).map((f) => `/${f}`);
    const views = Object.fromEntries(
      Object.entries(VIEW_MODULES).map(([key, module]) => {
        const c = chunkClosure(manifest, module);
        return [
          key,
          {
            css: c.css.filter((f) => !first.css.includes(f)).map((f) => `/${f}`),
            modulepreload: c.files.filter((f) => !first.files.includes(f)).map((f) => `/${f}`),
          },
        ];
      }),
    ) as RenderSettings['views'];
    // What a page adds by its language (its interface text) and by the deferred paragraphs it holds.
    const added = (module: string) =>
      chunkClosure(manifest, module)
        .files.filter((f) => !first.files.includes(f))
        .map((f) => `/${f}`);
    const uiTextChunks = Object.fromEntries(
      Object.entries(UI_TEXT_MODULES).map(([lang, m]) => [lang, added(m)]),
    ) as RenderSettings['uiText'];
    const sectionChunks = Object.fromEntries(
      Object.entries(TEXT_SECTION_MODULES).map(([section, byLang]) => [
        section,
        Object.fromEntries(Object.entries(byLang).map(([lang, m]) => [lang, added(m)])),
      ]),
    ) as RenderSettings['textSections'];
    const paragraphChunks = Object.fromEntries(
      Object.entries(DEFERRED_PARAGRAPH_MODULES).map(([type, m]) => [type, added(m)]),
    ) as RenderSettings['paragraphs'];

    let bytes = 0;
    const links = new LinkCollector(site.siteUrl ?? '');
    const queries = staticQueries(site);
    for (const q of queries.values()) bytes += await writeOut(tmp, staticQueryUrl(q.hash).slice(1), q.body);

    // The CMS pages, then the routes the site itself owns (the search page in each language).
    const pages: SitePage[] = [...content.pages.map((p) => p.page), ...siteRoutes()];
    // The compilation hash (SPEC §4, app-data.json): the scripts and styles, and the data every page
    // shares (menus, site names). A page's own content is not in it: page data is always asked of the
    // network first, so an edited page needs no reload, and the pages an edit did not touch stay
    // byte for byte the same (what lets a build rewrite only what changed).
    const buildHash = sha(JSON.stringify({ manifest, queries: [...queries.values()].map((q) => q.hash) }), 20);
    const settings: RenderSettings = {
      siteUrl: site.siteUrl ?? '',
      css,
      scripts,
      modulepreload,
      fonts,
      views,
      uiText: uiTextChunks,
      textSections: sectionChunks,
      paragraphs: paragraphChunks,
      buildHash,
      renderedAt,
      queries: Object.fromEntries([...queries].map(([lang, q]) => [lang, { hash: q.hash, chrome: q.file.data.chrome }])),
    };
    // Pagefind indexes in a process of its own while the pages render (the render threads leave CPU
    // idle while they wait on the disk); the build waits for it before the site's own files.
    searchIndex = writeSearchIndex(
      content.pages.map((p) => p.page),
      tmp,
      { buildings: content.site?.buildings ?? [] },
    );
    searchIndex.catch(() => undefined); // awaited below, or on failure before the folder is removed

    phase('render and write pages');
    const progress = progressReporter(pages.length, renderStarted);
    // Pages whose key is the previous build's are linked from it; the others are rendered, each render
    // thread writing its pages' files; here only what the link check needs.
    const settingsHash = sha(JSON.stringify(settings), 32);
    const records: Record<string, PageRecord> = {};
    const keys = new Map(pages.map((p) => [p.url.path, pageKey(settingsHash, JSON.stringify(p))]));
    const reused = pages.filter((p) => previous?.pages[p.url.path]?.key === keys.get(p.url.path));
    const toRender = previous ? pages.filter((p) => previous.pages[p.url.path]?.key !== keys.get(p.url.path)) : pages;
    if (previous && previousDir) {
      const files: string[] = [];
      for (const p of reused) {
        const record = previous.pages[p.url.path]!;
        records[p.url.path] = record;
        links.addLinks(p.url.path, record.links);
        files.push(...record.files);
      }
      await linkFromPrevious(previousDir, tmp, files);
    }
    const pageWrites = emptyWriteSummary();
    const threads = toRender.length
      ? await renderOnAllCores(
          join(serverDir, 'entry-server.js'),
          settings,
          toRender,
          tmp,
          (batch, done) => {
            for (const { path, files, links: l } of batch.pages) {
              links.addLinks(path, l);
              records[path] = { key: keys.get(path)!, files, links: l };
            }
            addWriteSummary(pageWrites, batch.summary);
            progress(done);
          },
          threadsArg,
        )
      : 0;
    bytes += pageWrites.bytes;
    progress.end(threads);

    // The 404 page of every language (at /404 and /{lang}/404, which the server answers with 404) and one 500 page.
    const errorPages = [
      ...[...queries.keys()].map((lang) => ({ status: 404 as const, lang })),
      { status: 500 as const, lang: 'es' as const },
    ];
    for (const { status, lang } of errorPages) {
      const chrome = queries.get(lang)!.file.data.chrome;
      const html = htmlDocument({
        head: errorPageHead(ssr.errorPageCopy(status, lang), chrome.siteName, lang),
        body: ssr.renderErrorPage(status, chrome),
        themeClass: ssr.themeClassFor(null),
        css,
        fonts,
        scripts: [],
        preload: [],
        kind: 'error',
      });
      const rel = status === 404 && lang !== 'es' ? `${lang}/404.html` : `${status}.html`;
      links.addPage(pathOfHtmlFile(rel), html);
      bytes += await writeOut(tmp, rel, html);
    }

    phase('waiting for the search index');
    const search: SearchIndexSummary = await searchIndex;

    phase('site files and media');
    await cp(join(root, 'app/static'), tmp, { recursive: true });
    bytes += await writeOut(tmp, 'sitemap.xml', sitemapXml(pages, site.siteUrl ?? ''));
    bytes += await writeOut(tmp, 'robots.txt', robotsTxt(site.siteUrl ?? ''));
    bytes += await writeOut(tmp, '_headers', headersFile({ mediaHost: site.mediaHost }));
    bytes += await writeOut(tmp, '_redirects', redirectsFile([...queries.keys()]));
    bytes += await writeOut(
      tmp,
      'sw.js',
      serviceWorkerSource(
        buildHash,
        [...css, ...fonts, ...scripts, ...[...queries.values()].map((q) => staticQueryUrl(q.hash))],
        // The visit plan works offline from the first visit (issue 18): its pages in every language, what
        // they load (the view's chunks, the interface text and the view's sections of it) and their page
        // data, cached at install.
        {
          pages: visitRoutes().map((r) => r.url.path),
          files: [
            ...views.visit.css,
            ...views.visit.modulepreload,
            ...Object.values(uiTextChunks).flat(),
            ...viewText('visit').flatMap((section) => Object.values(sectionChunks[section]).flat()),
            ...modulepreload,
            ...visitRoutes().map((r) => pageDataUrl(r.url.path)),
          ],
        },
      ),
    );
    if (source.mediaDir && source.contentRoot && (await stat(source.mediaDir).catch(() => null)))
      await copyMedia(source.contentRoot, source.mediaDir, join(tmp, 'media'));

    bytes += await writeOut(
      tmp,
      'page-data/app-data.json',
      JSON.stringify({ buildHash, pages: content.pages.length } satisfies AppDataFile),
    );

    // Every internal link and anchor of every page resolves in this build, or is reported.
    phase('link check');
    const dead = await links.deadLinks(tmp);
    if (dead.length) {
      const stream = strict ? console.error : console.warn;
      stream(`\n${dead.length} internal link(s) to pages or anchors this build did not write:`);
      for (const d of dead) stream(`  ${formatDeadLink(d)}`);
      if (strict) throw new Error(`--strict: ${dead.length} dead internal link(s)`);
    }

    // Tabs opened on the previous build still load its scripts and styles: they stay beside the new ones
    // for one more build (the page-data hash check then moves those visitors to the new build).
    phase('previous assets');
    bytes += await keepPreviousAssets(outDir, tmp);

    phase('compress');
    // The hashed scripts and styles, once, at Brotli's best (everything else is compressed by the server when asked).
    const compressed = await compressSite(tmp, 8, await filesUnder(tmp, 'assets'));

    // Publish: the `dist` link is switched to the new folder in one step, only now that it is complete.
    if (!previous) await cp(serverDir, join(tmp, SSR_DIR), { recursive: true });
    await rm(serverDir, { recursive: true, force: true });
    await writeBuildState(tmp, { code, renderedAt, sources: content.sources, pages: records });

    phase('publish');
    await publish(outDir, tmp);

    phase('');
    const seconds = (performance.now() - started) / 1000;
    const n = pages.length;
    console.log(
      `search index: ${search.records} pages (${Object.entries(search.byLanguage)
        .map(([l, c]) => `${l} ${c}`)
        .join(', ')}) in ${search.seconds.toFixed(1)} s`,
    );
    console.log(
      `compressed ${compressed.files} files: ${(compressed.bytes / 1024).toFixed(0)} KiB → ${(compressed.brotliBytes / 1024).toFixed(0)} KiB Brotli, ${(compressed.gzipBytes / 1024).toFixed(0)} KiB gzip`,
    );
    console.log(`phases: ${phases.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ')}`);
    console.log(
      `${previous ? `incremental: ${toRender.length} page(s) rendered, ${reused.length} unchanged; ${content.rechecked} source document(s) checked again` : 'full build'}; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`,
    );
    console.log(
      `built ${n} pages in ${seconds.toFixed(1)} s (${(n / seconds).toFixed(1)} pages/s, ${(bytes / 1024).toFixed(0)} KiB, ${renderThreads} render threads) → ${outDir} [build ${buildHash}]`,
    );
  } catch (err) {
    console.error(`\nBuild failed; ${outDir} is unchanged.\n`, err);
    await searchIndex?.catch(() => undefined); // Pagefind writes into the folder until it is done
    // Render threads may still be finishing a file: removing the unpublished folder is tried again once.
    const removeTmp = () => rm(tmp, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
    await removeTmp().catch(removeTmp);
    await rm(serverDir, { recursive: true, force: true });
    process.exitCode = 1;
  }
}

await main();
