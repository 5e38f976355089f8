/**
 * A whole build into a folder of its own (`dist.builds/<time>-<pid>/`), published by switching the
 * `dist` link to it (app/site-build/publish/publish.ts): the first build, a build after the code or the settings
 * every page shares changed (menus, site configuration, the day), and `--clean`. The search index is
 * built in Pagefind's own process from the content, beside everything else: the bundle (in a process of
 * its own), the render (on every core), site-wide files, the link check, the previous build's assets
 * kept, assets compressed and the record for the next build; then the build waits for it, and publishes.
 */
import { cp, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteRoutes, type SitePage } from '../../../pages/routes/search-route.ts';
import { bundleInChildProcess, manifestFiles, readManifest, RENDER_THREAD_BUNDLE, renderSettingsFor, SSR_DIR } from '../bundle/bundle.ts';
import { linkRecorder, linkTable, STATE_FILE, writeBuildState, filesUnder, type PageRecord } from '../publish/build-state.ts';
import { phase, progressReporter, type BuildRun, type LoadedSite } from './build-run.ts';
import { compressSite } from '../site-files/compress.ts';
import { buildProgramme, programmeEntriesOf } from '../render/programme.ts';
import { showsToday } from '../../../pages/rules/today.ts';
import { LANGUAGES } from '../../../generated/types/constants.ts';
import { LinkCollector, reportDeadLinks } from '../links/link-check.ts';
import { newBuildFolder, publish } from '../publish/publish.ts';
import type { ServerBundle } from '../render/render-pages.ts';
import { renderPages } from '../render/render-pool.ts';
import { writeSearchIndex, type SearchIndexSummary } from '../search/search-index.ts';
import { sha, staticQueries } from '../site-files/site-data.ts';
import { sitemapEntry } from '../site-files/site-files.ts';
import { writeAppData, writeSiteWideFiles } from '../site-files/site-wide-files.ts';
import { addWriteSummary, emptyWriteSummary } from '../render/site-writer.ts';
import type * as ServerEntry from '../../runtime/entry-server.tsx';

/** Copies the hashed files the previous build's manifest names (not older ones) into the new build, so open tabs keep working. */
async function keepPreviousAssets(previousDir: string, nextDir: string): Promise<number> {
  const manifest = await readManifest(previousDir).catch(() => null);
  if (!manifest) return 0;
  let bytes = 0;
  for (const f of manifestFiles(manifest)) {
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

export async function buildNewFolder(
  run: BuildRun,
  loaded: LoadedSite & { renderedAt: number; reuseBundlesFrom?: string },
): Promise<boolean> {
  const { root, outDir } = run;
  const { source, content, code, renderedAt, started } = loaded;
  const site = content.site!;
  const tmp = await newBuildFolder(outDir);
  // Per build, so two builds at once (CI, a test beside a deploy) never share a prerender bundle; it runs
  // from inside the project (its dependencies resolve from node_modules) and a copy is kept in .ssr.
  const serverDir = join(root, `.build/server-${process.pid}`);
  let searchIndex: Promise<SearchIndexSummary> | undefined;
  let bundlerPeakMiB = 0;
  try {
    // Pagefind indexes in a process of its own from the content alone, from now on while the code is
    // bundled and the pages render; the build waits for it only before publishing.
    searchIndex = writeSearchIndex(
      content.pages.map((p) => p.page),
      tmp,
      { buildings: site.buildings ?? [], shardRecords: run.searchShardRecords, records: content.pages.map((p) => p.record) },
    );
    searchIndex.catch(() => undefined); // awaited below, or on failure before the folder is removed

    phase('bundle (vite)');
    if (loaded.reuseBundlesFrom) {
      // The same code as the published build: its bundles are this build's.
      for (const dir of ['assets', '.vite', SSR_DIR]) await cp(join(loaded.reuseBundlesFrom, dir), join(tmp, dir), { recursive: true });
      await cp(join(tmp, SSR_DIR), serverDir, { recursive: true });
    } else bundlerPeakMiB = await bundleInChildProcess(root, tmp, serverDir);
    const manifest = await readManifest(tmp);
    const ssr = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as typeof ServerEntry & ServerBundle;
    const queries = staticQueries(site);
    const settings = renderSettingsFor(manifest, site, queries, renderedAt);
    const settingsHash = sha(JSON.stringify(settings), 32);
    const programmeEntries = programmeEntriesOf(content.pages.map((p) => p.page));
    const programme = buildProgramme(programmeEntries, LANGUAGES, renderedAt);

    phase('render and write pages');
    // The CMS pages, then the routes the site itself owns (search and the visit plan in every language, the preview).
    // They are handed over: each page is let go once rendered, keeping only its sitemap entry and whether it
    // shows today's programme (at 100k pages the pages are most of this process's memory).
    const cmsPages = content.pages.length;
    const pages: SitePage[] = [...content.pages.map((p) => p.page), ...siteRoutes()];
    content.pages = [];
    const pageCount = pages.length;
    const renderStarted = performance.now();
    const progress = progressReporter(pageCount, renderStarted);
    const links = new LinkCollector(site.siteUrl ?? '');
    const table = linkTable();
    const recordLinks = linkRecorder(table, (keys) => links.partHrefs(keys));
    const records: Record<string, PageRecord> = {};
    const byPath = new Map(pages.map((p, i) => [p.url.path, { page: p as SitePage | null, place: i }]));
    const sitemap: string[] = new Array<string>(pageCount).fill('');
    const todayPages: string[] = [];
    const writes = emptyWriteSummary();
    const threads = await renderPages(
      ssr,
      join(serverDir, RENDER_THREAD_BUNDLE),
      settings,
      { programme: programme.files, key: { settings: settingsHash, programme: programme.hashes } },
      pages,
      tmp,
      (batch, done) => {
        links.addParts(batch.parts);
        for (const { path, files, links: l, key } of batch.pages) {
          links.addLinks(path, l);
          links.addWritten(files);
          const entry = byPath.get(path)!;
          const page = entry.page!;
          records[path] = {
            key,
            files,
            ids: l.ids,
            links: recordLinks(l),
          };
          sitemap[entry.place] = sitemapEntry(page, settings.siteUrl);
          if (showsToday(page)) todayPages.push(path);
          entry.page = null;
        }
        addWriteSummary(writes, batch.summary);
        progress(done);
      },
      run.threads,
    );
    progress.end();

    phase('site files and media');
    let bytes = writes.bytes;
    bytes += await writeSiteWideFiles(tmp, {
      root,
      site,
      source,
      ssr,
      settings,
      queries,
      sitemap,
      sitemapUrls: run.sitemapUrls,
      pageCount: cmsPages,
      links,
      programme: programme.bodies,
    });

    // Every internal link and anchor of every page resolves in this build, or is reported.
    phase('link check');
    const dead = await links.deadLinks(tmp);
    reportDeadLinks(dead, run.strict);

    // Tabs opened on the previous build still load its scripts and styles: they stay beside the new ones
    // for one more build (the page-data hash check then moves those visitors to the new build).
    phase('previous assets');
    bytes += await keepPreviousAssets(outDir, tmp);

    phase('compress');
    // The hashed scripts and styles, once, at Brotli's best (everything else is compressed by the server when asked).
    const compressed = await compressSite(tmp, 8, await filesUnder(tmp, 'assets'));

    if (!loaded.reuseBundlesFrom) await cp(serverDir, join(tmp, SSR_DIR), { recursive: true });
    await rm(serverDir, { recursive: true, force: true });
    bytes += await writeAppData(tmp, settings.buildHash, cmsPages);
    await writeBuildState(join(tmp, STATE_FILE), {
      code,
      settingsHash,
      renderedAt,
      hrefs: table.hrefs,
      sources: content.sources,
      pages: records,
      programme: programmeEntries,
      todayPages: todayPages.sort((a, b) => byPath.get(a)!.place - byPath.get(b)!.place),
    });

    // All of the above ran while Pagefind indexed; what is left of it is the build's last wait.
    phase('waiting for the search index');
    const search = await searchIndex;

    // Publish: the `dist` link is switched to the new folder in one step, only now that it is complete.
    phase('publish');
    const { removed } = await publish(outDir, tmp);

    const summary = phase.summary();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `search index: ${search.records} pages (${Object.entries(search.byLanguage)
        .map(([l, c]) => `${l} ${c}`)
        .join(', ')}) in ${search.seconds.toFixed(1)} s, ${search.parts.indexed} of ${search.parts.total} parts indexed`,
    );
    console.log(
      `compressed ${compressed.files} files: ${(compressed.bytes / 1024).toFixed(0)} KiB → ${(compressed.brotliBytes / 1024).toFixed(0)} KiB Brotli, ${(compressed.gzipBytes / 1024).toFixed(0)} KiB gzip`,
    );
    console.log(summary);
    console.log(
      `full build; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB, search index service ${Math.round(search.servicePeakMiB)} MiB, bundler ${bundlerPeakMiB} MiB`,
    );
    console.log(
      `built ${pageCount} pages in ${seconds.toFixed(1)} s (${(pageCount / seconds).toFixed(1)} pages/s, ${(bytes / 1024).toFixed(0)} KiB, ${threads || 1} render threads) → ${outDir} [build ${settings.buildHash}]`,
    );
    // Builds two deploys old go after the build has ended, at the lowest priority (remove-later.ts).
    if (removed.length) console.log(`removing ${removed.length} older build folder(s) in the background`);
    return true;
  } catch (err) {
    console.error(`\nBuild failed; ${outDir} is unchanged.\n`, err);
    await searchIndex?.catch(() => undefined); // Pagefind writes into the folder until it is done
    // Render threads may still be finishing a file: removing the unpublished folder is tried again once.
    const removeTmp = () => rm(tmp, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
    await removeTmp().catch(removeTmp);
    await rm(serverDir, { recursive: true, force: true });
    return false;
  }
}

/** The record of a build folder's app data (its build hash), for the messages of an edit. */
export const readBuildHash = async (dir: string) =>
  (JSON.parse(await readFile(join(dir, 'page-data/app-data.json'), 'utf8').catch(() => '{}')) as { buildHash?: string }).buildHash;
