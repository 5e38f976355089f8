/**
 * Which pages a build renders and what it keeps of the previous build (./run-pipeline.ts): before the
 * render, the plan; after it, what the target no longer has. An edit whose list of pages is the published
 * build's with a few added or gone works from the delta (./edit-delta.ts); otherwise, and in a whole
 * build, from a pass over every page.
 */
import { siteRoutes, type SitePage } from '../../../pages/routes/search-route.ts';
import { showsToday } from '../../../pages/rules/today.ts';
import { LANGUAGES } from '../../../generated/types/constants.ts';
import { buildProgramme, programmeEntriesOf, renderKey } from '../render/programme.ts';
import { sitemapPartNames } from '../site-files/site-files.ts';
import { feedEntriesOf } from '../../../pages/rules/feed-entries.ts';
import { workPartOf, type WorkPart } from '../../../pages/rules/work-part.ts';
import { mediaServersOf } from '../../../pages/chrome/site-chrome.ts';
import { measureEnclosures } from '../feeds/feeds.ts';
import type { PageRecord } from '../publish/build-state.ts';
import { notUsed } from '../publish/ahead.ts';
import type { BuildPlan } from './build-run.ts';
import type { Opened, PagePlan, Removals, Rendered } from './phases.ts';
import { editBase, editDelta, goneWithRecords, keptRecords, keptWorks, sitemapInOrder, stillThere } from './edit-delta.ts';

/**
 * Which pages are rendered (those whose key changed; with no previous pages, every one), and what the
 * site-wide files are made of: the previous build's programme and feed entries, those of the pages read
 * in place of theirs, those of pages gone taken out.
 */
export async function planPages(plan: BuildPlan, { settingsHash }: Pick<Opened, 'settingsHash'>): Promise<PagePlan> {
  const { content, previous, renderedAt } = plan;
  // The pages read (all of them, or those whose documents changed) and the site's own routes.
  const candidates: SitePage[] = [...content.pages.map((p) => p.page), ...siteRoutes()];
  const current = [...content.order, ...siteRoutes().map((r) => r.url.path)];
  const hasPrevious = anyKey(previous.pages);
  const delta = hasPrevious ? editDelta(editBase.of(previous), current) : null;
  if (hasPrevious && !delta) notUsed(editBase.name);
  const stillHere = delta
    ? stillThere(delta)
    : (
        (set) => (path: string) =>
          set.has(path)
      )(new Set(current));
  const read = new Set(candidates.map((p) => p.url.path));
  const kept = <T>(entries: Record<string, T>) => {
    const out: Record<string, T> = {};
    for (const path in entries) if (stillHere(path) && !read.has(path)) out[path] = entries[path]!;
    return out;
  };
  const programmeEntries = kept(previous.programme);
  Object.assign(programmeEntries, programmeEntriesOf(content.pages.map((p) => p.page)));
  const programme = buildProgramme(programmeEntries, LANGUAGES, renderedAt);
  // The feeds, the same way (the audio of the entries read measured).
  const feedEntries = kept(previous.feeds);
  const readFeedEntries = feedEntriesOf(content.pages.map((p) => p.page));
  for (const w of await measureEnclosures(Object.values(readFeedEntries), plan.media.fileOf)) console.warn(`warning: ${w}`);
  Object.assign(feedEntries, readFeedEntries);
  // The languages whose feeds change: those of the entries read, and of those gone or read anew.
  const feedLanguages = new Set([
    ...Object.entries(previous.feeds).flatMap(([path, e]) => (!stillHere(path) || read.has(path) ? [e.lang] : [])),
    ...Object.values(readFeedEntries).map((e) => e.lang),
  ]);
  // The works' manifests, collections and data files, the same way: those of the parts read, gone or read anew are written again.
  const works = delta ? keptWorks(delta, previous, read) : { kept: kept(previous.works), left: worksLeft(previous.works, stillHere, read) };
  const workEntries = works.kept;
  const media = plan.content.site ? mediaServersOf(plan.content.site) : undefined;
  for (const p of content.pages) {
    const part = workPartOf(p.page, media);
    if (part) workEntries[p.page.url.path] = part;
  }
  // A page read again that gives its work what it gave before (its text as it was, a translation added
  // beside it) changes none of the shared files: neither its work's manifest nor its language's data.
  const asBefore = new Set([...read].filter((path) => sameWorkPart(previous.works[path], workEntries[path])));
  const changedParts = works.left.filter((part) => !asBefore.has(part.path));
  for (const path of read) if (workEntries[path] && !asBefore.has(path)) changedParts.push(workEntries[path]);
  const workKeys = new Set(changedParts.map((e) => e.key));
  // The languages whose artworks changed: their data files are written again (archive items and publications have none).
  const workLanguages = new Set<string>(changedParts.flatMap((e) => (e.bundle === 'artwork' ? [e.lang] : [])));
  const todayPages = [
    ...previous.todayPages.filter((path) => stillHere(path) && !read.has(path)),
    ...candidates.filter(showsToday).map((p) => p.url.path),
  ];
  // A page is rendered when its key changed; with no previous pages every page is (no key is made twice).
  const toRender = hasPrevious
    ? candidates.filter((p) => previous.pages[p.url.path]?.key !== renderKey(settingsHash, p, programme))
    : candidates;
  return {
    current,
    delta,
    programme,
    programmeEntries,
    feedEntries,
    feedLanguages,
    workEntries,
    workKeys,
    workLanguages,
    pagesRead: read,
    todayPages,
    toRender,
  };
}

/** Whether an object has a key (without listing the keys of tens of thousands of pages). */
function anyKey(object: object): boolean {
  for (const key in object) if (Object.hasOwn(object, key)) return true;
  return false;
}

/** Whether a page gives its work the same part as the record has (a part is plain data, made in one order). */
const sameWorkPart = (before: WorkPart | undefined, now: WorkPart | undefined): boolean =>
  before !== undefined && now !== undefined && JSON.stringify(before) === JSON.stringify(now);

/** The works of the pages gone or read again, as the previous build had them. */
function worksLeft(works: Record<string, WorkPart>, stillHere: (path: string) => boolean, read: ReadonlySet<string>): WorkPart[] {
  const left: WorkPart[] = [];
  for (const path in works) if (!stillHere(path) || read.has(path)) left.push(works[path]!);
  return left;
}

/** The previous build's records of the pages kept as published (in the order of the pages), before the render adds its own. */
export function recordsKept(
  plan: BuildPlan,
  { current, delta }: PagePlan,
  rendering: ReadonlyMap<string, unknown>,
): Record<string, PageRecord> {
  if (delta) return keptRecords(delta, rendering.keys());
  const { previous } = plan;
  const records: Record<string, PageRecord> = {};
  for (const path of current) if (previous.pages[path] && !rendering.has(path)) records[path] = previous.pages[path];
  return records;
}

/**
 * What the target no longer has: the files of pages gone since the previous build, those a re-rendered
 * page no longer has (an activity's calendar file), and parts of the published sitemap the new one no
 * longer has; with the sitemap's list, when it is written (a new site, an edit on another day, a page
 * added, moved or removed).
 */
export function removalsOf(
  plan: BuildPlan,
  { inPlace }: Opened,
  { current, delta }: PagePlan,
  r: Rendered,
  sitemapUrls: number | undefined,
): Removals {
  const { previous } = plan;
  const gone = delta ? goneWithRecords(delta, previous) : Object.keys(previous.pages).filter((path) => !r.records[path]);
  const list = [
    ...gone.flatMap((path) => previous.pages[path]!.files),
    ...[...r.rendered].flatMap((path) => (previous.pages[path]?.files ?? []).filter((f) => !r.records[path]!.files.includes(f))),
  ];
  // Each page's entry is in its record: the rendered pages' new ones, the others' as published. In the
  // order of the addresses, not of the CMS's documents: an edit that adds one knows its place.
  const sitemapList =
    !inPlace || r.sitemapChanged() || gone.length
      ? delta
        ? sitemapInOrder(delta, r.records, r.rendered)
        : [...current].sort().map((path) => r.records[path]?.sitemap ?? '')
      : null;
  const sitemapParts = sitemapList ? sitemapPartNames(sitemapList.filter(Boolean).length, sitemapUrls) : previous.sitemapParts;
  if (sitemapList && inPlace) list.push(...previous.sitemapParts.filter((name) => !sitemapParts.includes(name)));
  return { gone, list, sitemapList, sitemapParts };
}
