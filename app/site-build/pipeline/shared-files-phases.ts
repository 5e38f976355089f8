/**
 * The build's phases after the render that write what every page shares: the share cards, feeds, the
 * collection's IIIF manifests and collections and its data downloads,
 * then the site-wide files and the pictures' sizes. Each returns its bytes and the files an edit takes
 * away; the pipeline (./run-pipeline.ts) adds them up.
 */
import { linkPictures, picturesNoneShows } from '../pictures/page-pictures.ts';
import { writeFeeds } from '../feeds/feeds.ts';
import { writeManifests } from '../collection/manifests.ts';
import { changedWorkParts } from '../collection/changed-works.ts';
import { writeCollections } from '../collection/collections.ts';
import { writeDataFiles } from '../collection/data-files.ts';
import { writeAppData, writeSiteWideFiles } from '../site-files/site-wide-files.ts';
import type { BuildPlan, BuildRun } from './build-run.ts';
import type { Opened, PagePlan, Removals, Rendered } from './phases.ts';
import { drawingsNoneShows, picturesShownNow } from './previous-build.ts';

/** The share cards and the feeds, into the target: their files, their bytes, and the files of them an edit takes away. */
export async function cardsAndFeedsPhase(
  run: BuildRun,
  plan: BuildPlan,
  { target, queries, site, inPlace }: Opened,
  { feedEntries, feedLanguages, workEntries, workKeys, workLanguages, pagesRead }: PagePlan,
  { records, rendered, shared }: Rendered,
  { gone }: Pick<Removals, 'gone'>,
): Promise<{
  files: string[];
  shareCards: number;
  feedFiles: number;
  manifests: number;
  /** The languages whose collection data files were written. */
  dataLanguages: string[];
  bytes: number;
  removed: string[];
}> {
  const { previous, renderedAt } = plan;
  // Drawn once per title or drawing (kept in .build/share-cards); an edit takes away the drawings no page shows any more.
  const cards = await shared.placed();
  const feeds = await writeFeeds(run.root, target.dir, {
    entries: Object.values(feedEntries),
    // A whole build writes every language's feeds; an edit, those of the languages it changed (the rest stay as published).
    languages: [...queries.keys()].filter((lang) => !inPlace || feedLanguages.has(lang)),
    site,
    renderedAt,
    published: previous.feedFiles,
  });
  // The works' IIIF manifests: every one in a whole build, in an edit those of the works it changed.
  // An edit's changed works, with their parts now: what its manifests and collections are made from.
  const changedParts = inPlace ? changedWorkParts(workKeys, workEntries, previous.works, pagesRead) : [];
  const manifests = writeManifests(target.dir, {
    entries: workEntries,
    ...(inPlace ? { edit: { keys: workKeys, parts: changedParts } } : {}),
    site,
  });
  // The IIIF collections and the data downloads: all in a whole build; in an edit that changed an artwork,
  // the collections it changed and the data files of its languages (an edit that changed none, none).
  const changedWorks = !inPlace || workLanguages.size > 0;
  const collections = changedWorks
    ? writeCollections(target.dir, {
        entries: workEntries,
        ...(inPlace ? { edit: { previous: previous.works, changed: workKeys, parts: changedParts } } : {}),
        site,
      })
    : { written: 0, bytes: 0, gone: [] };
  const dataLanguages = [...queries.keys()].filter((lang) => !inPlace || workLanguages.has(lang));
  const data = writeDataFiles(target.dir, {
    entries: workEntries,
    languages: dataLanguages,
    site,
    ...(inPlace && plan.live ? { edit: { live: plan.live, previous: previous.works, read: pagesRead } } : {}),
  });
  return {
    files: feeds.files,
    shareCards: cards + feeds.drawn,
    feedFiles: feeds.written,
    manifests: manifests.written + collections.written,
    dataLanguages,
    bytes: feeds.bytes + manifests.bytes + collections.bytes + data.bytes,
    removed: inPlace
      ? [...drawingsNoneShows(previous.pages, records, { rendered, gone }), ...feeds.gone, ...manifests.gone, ...collections.gone]
      : [],
  };
}

/** The site-wide files and the pictures' sizes, into the target: their bytes, and the pictures an edit takes away. */
export async function siteFilesPhase(
  run: BuildRun,
  plan: BuildPlan,
  { target, pictures, pictureCache, ssr, queries, settings, site, inPlace }: Opened,
  { programme }: PagePlan,
  { records, rendered, links }: Rendered,
  removals: Removals,
): Promise<{ bytes: number; picturesCopied: number; removed: string[] }> {
  const { content } = plan;
  let bytes = await writeSiteWideFiles(target.dir, {
    root: run.root,
    site,
    media: plan.media,
    ssr,
    settings,
    queries,
    sitemap: removals.sitemapList,
    sitemapUrls: run.sitemapUrls,
    pageCount: content.order.length,
    links,
    programme: programme.bodies,
  });
  const picturesCopied = await linkPictures(target.dir, pictures.keys, pictureCache, inPlace ? plan.live : null, site.siteUrl ?? '');
  // An edit takes away the pictures no page shows any more, as a whole build would not have made them.
  const removed = inPlace
    ? await picturesNoneShows(plan.live!, picturesShownNow(plan.previous.pages, records, { rendered, gone: removals.gone }))
    : [];
  bytes += await writeAppData(target.dir, settings.buildHash, content.order.length);
  return { bytes, picturesCopied, removed };
}
