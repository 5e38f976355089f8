/**
 * An edit, published in place: when the published build was made from the same code and renders its
 * pages with the same settings (bundles, menus, build hash, render day), only the documents whose stamp
 * changed are checked, only the pages whose key changed are rendered, and only the files whose bytes
 * changed are moved into the published folder (app/site-build/publish/publish-in-place.ts). The pages are live then;
 * the search index of the languages the edit touched follows, each language a Pagefind run of its own,
 * published when it is complete (the build says so, and how long it took).
 *
 * When the settings differ (the site configuration or the day changed), every page would change: the
 * content is read again in full and the whole site is built into a new folder (app/site-build/pipeline/build-site.ts).
 */
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteRoutes, type SitePage } from '../../../pages/routes/search-route.ts';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import type { Building, Page } from '../../../generated/types/content.ts';
import { LANGUAGES } from '../../../generated/types/constants.ts';
import type * as ServerEntry from '../../runtime/entry-server.tsx';
import { readManifest, RENDER_THREAD_BUNDLE, renderSettingsFor, SSR_DIR } from '../bundle/bundle.ts';
import { buildNewFolder } from './build-site.ts';
import { renderTime, phase, type BuildRun, type LoadedSite } from './build-run.ts';
import { linkRecorder, linkTable, STATE_FILE, writeBuildState, type BuildState, type PageRecord } from '../publish/build-state.ts';
import { LinkCollector, reportDeadLinks } from '../links/link-check.ts';
import { buildProgramme, programmeEntriesOf, renderKey } from '../render/programme.ts';
import { showsToday } from '../../../pages/rules/today.ts';
import { loadContent } from '../content/load-content.ts';
import { extendUndo, publishInPlace } from '../publish/publish-in-place.ts';
import type { ServerBundle } from '../render/render-pages.ts';
import { renderPages } from '../render/render-pool.ts';
import {
  byTypeThenUrl,
  languagesBehind,
  readSearchRecords,
  recordsByLanguage,
  SEARCH_STATE_DIR,
  writeJsonList,
  updateSearchIndex,
} from '../search/search-index.ts';
import { sha, staticQueries } from '../site-files/site-data.ts';
import { sitemapEntries, sitemapEntry, sitemapLoc, sitemapPartNames, sitemapParts } from '../site-files/site-files.ts';
import { APP_DATA, writeAppData, writeSiteWideFiles } from '../site-files/site-wide-files.ts';
import { emptyWriteSummary, addWriteSummary } from '../render/site-writer.ts';

export interface InPlaceInput extends LoadedSite {
  previous: BuildState;
  /** The published build folder (the real path behind `dist`). */
  live: string;
}

export async function updateInPlace(run: BuildRun, input: InPlaceInput): Promise<boolean> {
  const { root, outDir } = run;
  const { source, content, code, previous, live, started } = input;
  const site = content.site!;
  phase('settings');
  const manifest = await readManifest(live);
  const queries = staticQueries(site);
  const renderedAt = renderTime(previous.renderedAt);
  const settings = renderSettingsFor(manifest, site, queries, renderedAt);
  const settingsHash = sha(JSON.stringify(settings), 32);
  if (settingsHash !== previous.settingsHash) {
    console.log('The settings every page shares changed (site configuration, menus or the day): building every page into a new folder.');
    const full = await loadContent(source);
    return buildNewFolder(run, { source, content: full, code, renderedAt, started, reuseBundlesFrom: live });
  }

  const staging = join(live, `.staging-${process.pid}`);
  const serverDir = join(root, `.build/server-${process.pid}`);
  try {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    await cp(join(live, SSR_DIR), serverDir, { recursive: true });
    const ssr = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as typeof ServerEntry & ServerBundle;

    phase('render and write pages');
    // The pages read again (their documents changed) and the site's own routes, rendered when their key changed.
    const candidates: SitePage[] = [...content.pages.map((p) => p.page), ...siteRoutes()];
    const current = [...content.order, ...siteRoutes().map((r) => r.url.path)];
    // The programme: the previous build's entries, the changed pages' in place of theirs, the pages gone taken out.
    const stillHere = new Set(current);
    const read = new Set(candidates.map((p) => p.url.path));
    const programmeEntries = Object.fromEntries(
      Object.entries(previous.programme).filter(([path]) => stillHere.has(path) && !read.has(path)),
    );
    Object.assign(programmeEntries, programmeEntriesOf(content.pages.map((p) => p.page)));
    const programme = buildProgramme(programmeEntries, LANGUAGES, renderedAt);
    // The pages that show it were read again (build.ts): rendered when their language's programme changed.
    const todayPages = [
      ...previous.todayPages.filter((path) => stillHere.has(path) && !read.has(path)),
      ...candidates.filter(showsToday).map((p) => p.url.path),
    ];
    const keys = new Map(candidates.map((p) => [p.url.path, renderKey(settingsHash, p, programme)]));
    const toRender = candidates.filter((p) => previous.pages[p.url.path]?.key !== keys.get(p.url.path));
    const table = linkTable(previous.hrefs);
    // The links of the pages rendered, of their static parts once; every page's are checked after the render.
    const links = new LinkCollector(site.siteUrl ?? '');
    const recordLinks = linkRecorder(table, (keys) => links.partHrefs(keys));
    const records: Record<string, PageRecord> = {};
    const byPath = new Map(toRender.map((p) => [p.url.path, p]));
    for (const path of current) if (previous.pages[path] && !byPath.has(path)) records[path] = previous.pages[path];
    const writes = emptyWriteSummary();
    const rendered = new Map<string, string[]>();
    // The published sitemap's entries (of every part, when it is in several): the pages rendered replace theirs.
    const sitemapIndex = await readFile(join(live, 'sitemap.xml'), 'utf8').catch(() => '');
    const publishedParts = sitemapParts(sitemapIndex);
    let sitemapText = sitemapIndex;
    for (const part of publishedParts) sitemapText += await readFile(join(live, part), 'utf8').catch(() => '');
    const sitemap = sitemapEntries(sitemapText);
    sitemapText = '';
    let sitemapChanged = false;
    await renderPages(
      ssr,
      join(serverDir, RENDER_THREAD_BUNDLE),
      settings,
      { programme: programme.files, key: { settings: settingsHash, programme: programme.hashes } },
      toRender,
      staging,
      (batch) => {
        links.addParts(batch.parts);
        for (const { path, files, links: l, key } of batch.pages) {
          const page = byPath.get(path)!;
          const record: PageRecord = { key, files, ids: l.ids, links: recordLinks(l) };
          records[path] = record;
          const loc = sitemapLoc(settings.siteUrl, path);
          const entry = sitemapEntry(page, settings.siteUrl);
          if ((sitemap.get(loc) ?? '') !== entry) sitemapChanged = true;
          sitemap.set(loc, entry);
          rendered.set(path, table.links(record).hrefs);
        }
        addWriteSummary(writes, batch.summary);
      },
      run.threads,
    );
    // Pages gone since the previous build, and files a re-rendered page no longer has (an activity's calendar file).
    const gone = Object.keys(previous.pages).filter((path) => !records[path]);
    const removals = [
      ...gone.flatMap((path) => previous.pages[path]!.files),
      ...[...rendered.keys()].flatMap((path) => (previous.pages[path]?.files ?? []).filter((f) => !records[path]!.files.includes(f))),
    ];

    // Written again only when an entry changed (an edit on another day, a page added, moved or removed);
    // parts of the published sitemap that the new one no longer has are removed.
    const sitemapList = sitemapChanged || gone.length ? current.map((path) => sitemap.get(sitemapLoc(settings.siteUrl, path)) ?? '') : null;
    if (sitemapList) {
      const parts = new Set(sitemapPartNames(sitemapList.filter(Boolean).length, run.sitemapUrls));
      removals.push(...publishedParts.filter((name) => !parts.has(name)));
    }

    phase('site files and media');
    await writeSiteWideFiles(staging, {
      root,
      site,
      source,
      ssr,
      settings,
      queries,
      sitemap: sitemapList,
      sitemapUrls: run.sitemapUrls,
      pageCount: content.order.length,
      links,
      programme: programme.bodies,
    });
    await writeAppData(staging, settings.buildHash, content.order.length);

    // The links of the pages rendered; every page's when a page or an anchor another page may link to is gone.
    phase('link check');
    // Pages gone, or rendered with fewer ids: the links of other pages to them are checked too (found through the link table).
    const lost = new Set([...gone, ...[...rendered.keys()].filter((path) => lostIds(previous.pages[path]?.ids, records[path]!.ids))]);
    const toLost = new Set<number>();
    if (lost.size)
      table.hrefs.forEach((href, i) => {
        const target = links.targetOf(href);
        if (target !== null && lost.has(target.replace(/\/+$/, '') || '/')) toLost.add(i);
      });
    for (const [path, record] of Object.entries(records))
      links.addLinks(path, {
        ids: record.ids,
        hrefs: rendered.get(path) ?? (toLost.size ? record.links.filter((i) => toLost.has(i)).map((i) => table.hrefs[i]!) : []),
      });
    const dead = await links.deadLinks([staging, live], new Set(removals));
    reportDeadLinks(dead, run.strict);

    phase('publish');
    const change = await publishInPlace(live, staging, { removals, last: [APP_DATA] });
    await rm(serverDir, { recursive: true, force: true });
    const liveAfter = (performance.now() - started) / 1000;
    console.log(
      `published in place: ${toRender.length} page(s) rendered, ${content.order.length + siteRoutes().length - toRender.length} unchanged; ${change.moved.length} file(s) changed, ${change.removed.length} removed, live ${liveAfter.toFixed(1)} s after the start`,
    );

    // What the next build and the search index need, after the pages are live: a build stopped before
    // either is in place is followed by one that sees the edited documents as changed and makes the
    // same files. The search records go first: the record for the next build must never be ahead of them.
    phase('search records');
    await mkdir(staging, { recursive: true });
    await stageSearchRecords(
      live,
      staging,
      content.pages.map((p) => p.page),
      gone,
      site.buildings ?? [],
    );
    await moveIntoPlace(live, staging, change.undo);

    // The search index of the languages the edit touched follows, each published when complete. Pagefind
    // indexes in its own process; the record for the next build is written meanwhile on this one, and is
    // in place before the index publishes anything (the undo journal has one writer at a time).
    phase('search index (and the record for the next build)');
    const recorded = (async () => {
      await mkdir(staging, { recursive: true });
      await writeBuildState(join(staging, STATE_FILE), {
        code,
        settingsHash,
        renderedAt,
        hrefs: table.hrefs,
        sources: content.sources,
        pages: records,
        programme: programmeEntries,
        todayPages,
      });
      await moveIntoPlace(live, staging, change.undo);
    })();
    // Awaited below whatever the index does; this only keeps a failure from being reported twice.
    recorded.catch(() => undefined);
    let search: Awaited<ReturnType<typeof updateSearchIndex>>;
    try {
      search = await updateSearchIndex(await readSearchRecords(live, await languagesBehind(live)), live, {
        buildings: site.buildings ?? [],
        complete: false,
        shardRecords: run.searchShardRecords,
        undo: change.undo,
        ready: recorded,
      });
    } finally {
      // Never leave the record half-written behind a failed index: the error is the build's either way.
      await recorded.catch(() => undefined);
    }
    await recorded;
    const summary = phase.summary();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      search.indexed.length
        ? `search index: ${search.records} pages (${Object.entries(search.byLanguage)
            .map(([l, c]) => `${l} ${c}`)
            .join(
              ', ',
            )}) in ${search.seconds.toFixed(1)} s, ${search.parts.indexed} of ${search.parts.total} parts indexed, live ${seconds.toFixed(1)} s after the start`
        : `search index: 0 pages (no language changed) in ${search.seconds.toFixed(1)} s`,
    );
    console.log(summary);
    console.log(
      `incremental: ${toRender.length} page(s) rendered, ${current.length - toRender.length} unchanged; ${content.rechecked} source document(s) checked again; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB, search index service ${Math.round(search.servicePeakMiB)} MiB`,
    );
    console.log(
      `built ${current.length} pages in ${seconds.toFixed(1)} s (${(current.length / seconds).toFixed(1)} pages/s, ${(writes.bytes / 1024).toFixed(0)} KiB, 1 render threads) → ${outDir} [build ${settings.buildHash}]`,
    );
    return true;
  } catch (err) {
    console.error(`\nBuild failed; ${outDir} is unchanged.\n`, err);
    await rm(staging, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 }).catch(() => undefined);
    await rm(serverDir, { recursive: true, force: true });
    return false;
  }
}

/** Whether a page lost an id another page could link to. */
function lostIds(before: string | undefined, after: string): boolean {
  return (before ?? '\n').split('\n').some((id) => id && !after.includes(`\n${id}\n`));
}

/**
 * The search records of the languages an edit touched (the records the index was made from, with the
 * changed pages' records in place of theirs and the removed pages' taken out), written into the staging
 * folder so that they are published with the edit. The index follows from them (updateSearchIndex
 * re-indexes every language whose records differ from what its index was made from), so a build
 * stopped before the index was updated leaves the next build to do it.
 */
async function stageSearchRecords(
  live: string,
  staging: string,
  changed: readonly Page[],
  gone: readonly string[],
  buildings: readonly Building[],
) {
  const fresh = recordsByLanguage(changed, buildings);
  const changedUrls = new Set(changed.map((p) => p.url.path));
  const goneUrls = new Set(gone);
  const languages = new Set([...changed.map((p) => p.language.id as string), ...gone.map(languageOfPath)]);
  const stored = await readSearchRecords(live, languages);
  const touched = new Map<string, SearchRecord[]>();
  for (const [lang, list] of stored) {
    // Pages read again whose record is what it was (today's programme pages are read on every edit)
    // leave their language as it is: its index is not made again, nor its records rewritten.
    const freshByUrl = new Map((fresh.get(lang) ?? []).map((r) => [r.url, r]));
    let changedAny = false;
    const next: SearchRecord[] = [];
    for (const r of list) {
      if (goneUrls.has(r.url) || (changedUrls.has(r.url) && !freshByUrl.has(r.url))) changedAny = true;
      else if (!changedUrls.has(r.url)) next.push(r);
      else {
        const f = freshByUrl.get(r.url)!;
        freshByUrl.delete(r.url);
        if (JSON.stringify(f) !== JSON.stringify(r)) changedAny = true;
        next.push(f);
      }
    }
    if (freshByUrl.size) changedAny = true;
    if (!changedAny) continue;
    touched.set(lang, [...next, ...freshByUrl.values()].sort(byTypeThenUrl));
  }
  for (const [lang, list] of fresh) if (!stored.has(lang)) touched.set(lang, list);
  await mkdir(join(staging, SEARCH_STATE_DIR), { recursive: true });
  for (const [lang, list] of touched) await writeJsonList(join(staging, SEARCH_STATE_DIR, `${lang}.records.json`), list);
}

/** The language of a page at `path` (its prefix; none is Spanish). */
function languageOfPath(path: string): string {
  const prefix = path.split('/')[1] ?? '';
  return (LANGUAGES as readonly string[]).includes(prefix) && prefix !== 'es' ? prefix : 'es';
}

/** Renames every file of `staging` into `site` (each replaced file kept in the undo of the edit first), then removes `staging`. */
async function moveIntoPlace(site: string, staging: string, undo: string) {
  const entries = await readdir(staging, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(staging.length + 1));
  const exists = await Promise.all(
    files.map((f) =>
      stat(join(site, f)).then(
        () => true,
        () => false,
      ),
    ),
  );
  await extendUndo(site, undo, { replaced: files.filter((_, i) => exists[i]), created: files.filter((_, i) => !exists[i]) });
  for (const f of files) {
    await mkdir(dirname(join(site, f)), { recursive: true });
    await rename(join(staging, f), join(site, f));
  }
  await rm(staging, { recursive: true, force: true });
}
