/**
 * The build pipeline: one sequence of phases for a whole build and for an edit. A whole build is the
 * edit of an empty site: with no previous record every page's key is new, so every page is rendered,
 * the programme and the sitemap are made from nothing, and every page's links are checked. What
 * differs is only where the files go (./target.ts): a new folder switched in whole, or a staging
 * folder inside the published build whose changed files are moved into place.
 *
 *   target (bundles, and meanwhile the pictures' sizes) → settings → render → site files → link check → publish → search index → record
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { SitePage } from '../../../pages/routes/search-route.ts';
import type * as ServerEntry from '../../runtime/entry-server.tsx';
import { readManifest, RENDER_THREAD_BUNDLE, renderSettingsFor, settingsHashOf } from '../bundle/bundle.ts';
import { linkRecorder, previousLinkTable } from '../publish/link-table.ts';
import { LinkCollector, reportDeadLinks, type DeadLink, type PageLinks } from '../links/link-check.ts';
import { linkSources } from '../links/link-sources.ts';
import type { ServerBundle } from '../render/render-pages.ts';
import { renderPages } from '../render/render-pool.ts';
import { addWriteSummary, emptyWriteSummary } from '../render/site-writer.ts';
import { staticQueries } from '../site-files/site-data.ts';
import { sitemapEntry } from '../site-files/site-files.ts';
import { shareImages } from '../pictures/share-images.ts';
import { availableParallelism } from 'node:os';
import { givePicturesSizes } from '../pictures/page-pictures.ts';
import { progressReporter, type BuildPlan, type BuildRun } from './build-run.ts';
import type { BuildReport, Step } from './report.ts';
import { reportPipeline, type PipelineResults } from './report-assembly.ts';
import type { Opened, PagePlan, Rendered } from './phases.ts';
import { planPages, recordsKept, removalsOf } from './page-plan.ts';
import { cardsAndFeedsPhase, siteFilesPhase } from './shared-files-phases.ts';
import { openTarget } from './target.ts';
import type { BuildTarget } from './build-run.ts';
import { lostIds } from './previous-build.ts';
export async function runPipeline(run: BuildRun, plan: BuildPlan, report: BuildReport, step: Step): Promise<boolean> {
  // Each phase's figures, as far as the build gets: the report is made of them at the end, failed or not.
  const results: PipelineResults = { kind: plan.target === 'in-place' ? 'edit' : 'whole' };
  let target: BuildTarget | undefined;
  // Once the share cards being put into the target are in (they go on beside the render), failed or not.
  let cardsPlaced: (() => Promise<unknown>) | undefined;
  try {
    const opened = await openPhase(run, plan, step);
    target = opened.target;
    results.bundles = target.bundles;
    results.pictures = { encoded: opened.pictures.encoded, reused: opened.pictures.reused };
    const { pages, rendered } = await step('render and write pages', async () => {
      const pages = await planPages(plan, opened);
      // The render takes the pages read: the plan lets go of them, and the render of each once it is
      // written (at 100k pages the pages are most of this process's memory).
      plan.content.pages = [];
      const rendered = await renderPhase(run, plan, opened, pages, (placed) => (cardsPlaced = placed));
      return { pages, rendered };
    });
    const { removals, feeds } = await step('share cards and feeds', async () => {
      const removals = removalsOf(plan, opened, pages, rendered, run.sitemapUrls);
      opened.target.publishAhead?.(removals.gone);
      return { removals, feeds: await cardsAndFeedsPhase(run, plan, opened, pages, rendered, removals) };
    });
    const siteFiles = await step('site files and media', () => siteFilesPhase(run, plan, opened, pages, rendered, removals));
    // What the target no longer has: the pages' files, and what the feeds and site files no longer need.
    const removed = [...removals.list, ...feeds.removed, ...siteFiles.removed];
    results.shared = {
      shareCards: feeds.shareCards,
      feedFiles: feeds.feedFiles,
      picturesCopied: siteFiles.picturesCopied,
      collectionData: feeds.dataLanguages,
    };
    results.rendered = {
      total: pages.current.length,
      rendered: rendered.rendered.size,
      files: rendered.writes.files,
      bytes: rendered.writes.bytes + feeds.bytes + siteFiles.bytes,
      renderThreads: rendered.renderThreads,
      buildHash: opened.settings.buildHash,
    };
    results.deadLinks = await step('link check', () => linkCheckPhase(plan, opened.target.roots, rendered, removals.gone, removed));
    reportDeadLinks(results.deadLinks, run.strict);
    results.published = await target.publish(
      {
        code: plan.code,
        settingsHash: opened.settingsHash,
        renderedAt: plan.renderedAt,
        hrefs: rendered.table.hrefs,
        sources: plan.content.sources,
        documents: plan.content.documents,
        pages: rendered.records,
        programme: pages.programmeEntries,
        todayPages: pages.todayPages,
        feeds: pages.feedEntries,
        feedFiles: feeds.files,
        works: pages.workEntries,
        sitemapParts: removals.sitemapParts,
      },
      removed,
      removals.gone,
    );
    results.indexed = await target.finish();
    if (results.indexed.unnamed !== undefined) results.unnamed = results.indexed.unnamed;
    return true;
  } catch (err) {
    results.stopped = { failure: (err as Error).message, cause: run.strict && results.deadLinks?.length ? 'links' : 'error' };
    console.error(`\nBuild failed; ${run.outDir} is unchanged.\n`, err);
    // Nothing may still be writing into the target while it is taken away.
    await cardsPlaced?.();
    await target?.abort();
    return false;
  } finally {
    reportPipeline(report, results);
  }
}

/**
 * Where the files go (a new folder or the published one), with the code's bundles; meanwhile the pictures
 * of the pages read are given their sizes (once per picture content, kept across builds). Then the
 * server bundle and the settings every page is rendered with.
 */
async function openPhase(run: BuildRun, plan: BuildPlan, step: Step): Promise<Opened> {
  const site = plan.content.site!;
  const pictureCache = join(run.root, '.build/pictures');
  const picturesGiven = givePicturesSizes(plan.content.pages, plan.media.fileOf, pictureCache, run.threads ?? availableParallelism());
  picturesGiven.catch(() => undefined); // awaited below, or by the search index
  const target = await openTarget(run, { ...plan, picturesGiven }, step);
  return step('pictures', async () => {
    const pictures = await picturesGiven;
    const ssr = (await import(pathToFileURL(join(target.serverDir, 'entry-server.js')).href)) as typeof ServerEntry & ServerBundle;
    const manifest = await readManifest(target.manifestDir);
    const queries = staticQueries(site);
    const settings = renderSettingsFor(manifest, site, queries, plan.renderedAt);
    const settingsHash = settingsHashOf(settings);
    return { target, pictures, pictureCache, ssr, queries, settings, settingsHash, site, inPlace: target.kind === 'in-place' };
  });
}

/** The pages to render, rendered and written on the render threads, each recorded (its key, files, links, pictures, sitemap entry) as its batch comes back. */
async function renderPhase(
  run: BuildRun,
  plan: BuildPlan,
  { target, pictures, ssr, settings, settingsHash, site }: Opened,
  pagePlan: PagePlan,
  onCards: (placed: () => Promise<unknown>) => void,
): Promise<Rendered> {
  const { previous } = plan;
  const { programme, toRender } = pagePlan;
  // Each page is let go once rendered and recorded.
  const pending = new Map(toRender.map((p) => [p.url.path, p as SitePage | null]));
  const table = previousLinkTable.of(previous.hrefs);
  const links = new LinkCollector(site.siteUrl ?? '');
  const recordLinks = linkRecorder(table, (keys) => links.partHrefs(keys));
  const records = recordsKept(plan, pagePlan, pending);
  const rendered = new Set<string>();
  // Whether a page rendered has another entry in the sitemap than the previous build's record gives it.
  let sitemapChanged = false;
  const writes = emptyWriteSummary();
  // What the pages rendered show when shared, where the build makes it (a card, a drawing made a JPEG).
  const shared = shareImages(site, plan.media.fileOf, run.root, target.dir);
  onCards(() => shared.placed().catch(() => undefined));
  const progress = progressReporter(toRender.length, performance.now());
  const record = (path: string, files: string[], l: PageLinks, key: string) => {
    const shown = pictures.byPage.get(path);
    const page = pending.get(path)!;
    const share = shared.of(page);
    if (share.card) files.push(share.card);
    const entry = sitemapEntry(page, settings.siteUrl);
    if ((previous.pages[path]?.sitemap ?? '') !== entry) sitemapChanged = true;
    records[path] = {
      key,
      files,
      ids: l.ids,
      links: recordLinks(l),
      ...(shown ? { pictures: shown } : {}),
      ...(share.drawing ? { drawing: share.drawing } : {}),
      ...(entry ? { sitemap: entry } : {}),
    };
    pending.set(path, null);
    rendered.add(path);
  };
  const renderThreads = await renderPages(
    ssr,
    join(target.serverDir, RENDER_THREAD_BUNDLE),
    settings,
    { programme: programme.files, key: { settings: settingsHash, programme: programme.hashes } },
    toRender,
    target.dir,
    (batch, done) => {
      links.addParts(batch.parts);
      for (const { path, files, links: l, key } of batch.pages) {
        links.addLinks(path, l);
        links.addWritten(files);
        record(path, files, l, key);
      }
      addWriteSummary(writes, batch.summary);
      progress(done);
    },
    run.threads,
  );
  progress.end();
  return { records, rendered, table, links, sitemapChanged: () => sitemapChanged, writes, shared, renderThreads };
}

/**
 * Every link of the pages rendered; and, where a page or an anchor others may link to is gone, the links
 * to it of the pages not rendered (found through the published build's links to each page).
 */
async function linkCheckPhase(plan: BuildPlan, roots: string[], r: Rendered, gone: string[], removed: string[]): Promise<DeadLink[]> {
  const { previous } = plan;
  const { records, rendered, table, links } = r;
  // The pages not rendered are as published: their ids are in their records.
  links.otherPages((path) => records[path]?.ids);
  const lost = new Set([...gone, ...[...rendered].filter((path) => lostIds(previous.pages[path]?.ids, records[path]!.ids))]);
  if (lost.size) {
    const sources = linkSources.of(previous.pages, previous.hrefs);
    const toLost = new Set<number>();
    for (const path of lost)
      for (const i of sources.hrefsTo(path, links.siteUrl)) {
        const to = links.targetOf(table.hrefs[i]!);
        if (to !== null && lost.has(to.replace(/\/+$/, '') || '/')) toLost.add(i);
      }
    const from = new Set<string>();
    for (const i of toLost) for (const path of sources.pagesWith(i)) if (!rendered.has(path) && records[path]) from.add(path);
    for (const path of from)
      links.addLinks(path, {
        ids: records[path]!.ids,
        hrefs: records[path]!.links.filter((i) => toLost.has(i)).map((i) => table.hrefs[i]!),
      });
  }
  return links.deadLinks(roots, new Set(removed));
}
