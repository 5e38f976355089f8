/**
 * What a build will do, decided before it writes anything: the published build's record (when it was
 * made from the same code), the content read and checked against it, the refusals that stop a build with
 * nothing written, and then the plan: an edit in place when the published build renders its pages with
 * the same settings, else a whole build into a new folder (the edit of an empty site).
 */
import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { formatContentError } from '../../../pages/content/validate.ts';
import type { AppDataFile } from '../../runtime/page-data.ts';
import { readManifest, renderSettingsFor, settingsHashOf } from '../bundle/bundle.ts';
import { checkMediaFolder } from '../content/media-check.ts';
import { fetchedMedia, folderMedia, mediaRequests } from '../content/media-files.ts';
import { mediaLimitsFromEnv } from '../content/remote-media.ts';
import { loadContent, type LoadedContent } from '../content/load-content.ts';
import { readBuildState, type BuildState } from '../publish/build-state.ts';
import { recoverInPlace } from '../publish/publish-in-place.ts';
import { shrinkRefusal } from '../publish/publish.ts';
import { staticQueries } from '../site-files/site-data.ts';
import { applyHeapPolicy } from '../support/memory.ts';
import { todayDocuments } from './previous-build.ts';
import { emptyState, renderTime, type BuildPlan, type BuildRun, type LoadedSite } from './build-run.ts';
import type { Step, StopCause } from './report.ts';
import type { PlanResults } from './report-assembly.ts';
import { APP_DATA_FILE } from '../../serving/app-data.ts';

/** What planning found (./report-assembly.ts), with the plan: null when the build stops here (`refused` says why; `valid` for --check). */
export async function planBuild(
  run: BuildRun,
  start: Omit<LoadedSite, 'content'>,
  step: Step,
  { checkOnly, allowShrink }: { checkOnly: boolean; allowShrink: boolean },
): Promise<PlanResults & { plan: BuildPlan | null }> {
  const { source, code } = start;
  const unchanged = `${run.outDir} is unchanged`;
  const found: PlanResults = {};
  const refuse = (why: string, cause: StopCause) => {
    console.error(`\n${why}`);
    return { ...found, refused: { cause, failure: why }, plan: null };
  };
  // The published build, and its record when it was made from the same code (publish/build-state.ts), unless --clean.
  const { live, previous } = await step('previous build record', async () => {
    const live = checkOnly ? null : await realpath(run.outDir).catch(() => null);
    if (live && !run.clean) await recoverInPlace(live);
    return { live, previous: live && !run.clean ? await readBuildState(live, code) : null };
  });

  // Read, checked, the refusals that stop a build before anything is written, and where it goes.
  type Planned = { plan: Omit<BuildPlan, 'media'> } | { stop: PlanResults & { plan: null } };
  const checked = await step('load and validate', async (): Promise<Planned> => {
    const loaded = await readContent(source, previous, run.recheck, run.changed);
    if ('failure' in loaded)
      return {
        stop: refuse(
          `Could not read the content from ${source.describe}: ${loaded.failure}\nBuild stopped: nothing was written; ${unchanged}.`,
          'source',
        ),
      };
    const { content } = loaded;
    found.content = {
      rechecked: content.rechecked,
      listed: content.listed,
      errors: content.errors,
      warnings: content.warnings,
      skipped: [],
    };
    if (!content.listed) console.log(`page list: the published build's, ${run.changed!.length} document(s) named as changed read again`);
    if (!reportContent(run, content, source.describe))
      return {
        stop: {
          ...found,
          refused: { cause: 'content', failure: `${content.errors.length} content error(s) in ${source.describe}` },
          plan: null,
        },
      };
    found.content.skipped = content.invalid.map((i) => i.source);
    // A source that suddenly has far fewer pages is more likely broken than edited: the published site stays.
    const pageCount = content.pages.length + content.unchanged.length;
    const shrunk = checkOnly || allowShrink ? null : shrinkRefusal(pageCount, await publishedPageCount(run.outDir));
    if (shrunk)
      return {
        stop: refuse(
          `${source.describe}: ${shrunk}. Build stopped: nothing was written; ${unchanged}. (--allow-shrink builds it anyway.)`,
          'shrink',
        ),
      };
    // The media folder, before anything is copied: links out of the content folder and unsafe SVGs stop the build.
    const unsafe = source.mediaDir && source.contentRoot ? await checkMediaFolder(source.contentRoot, source.mediaDir) : [];
    if (unsafe.length) return { stop: refuse(`${unsafe.join('\n')}\nBuild stopped: nothing was written; ${unchanged}.`, 'content') };
    if (checkOnly) {
      console.log(`content is valid: ${pageCount} pages and the site configuration in ${source.describe}`);
      return { stop: { ...found, valid: true, plan: null } };
    }
    return { plan: await chooseTarget({ ...start, content }, live, previous) };
  });
  if ('stop' in checked) return checked.stop;
  const { plan } = checked;
  if (!source.cmsUrl) return { ...found, plan: { ...plan, media: folderMedia(source) } };
  // From a CMS: the files its pages use, fetched before anything is written (a file that cannot be had stops the build as a missing one would).
  const cmsUrl = source.cmsUrl;
  const fetched = await step('media', () => fetchPlanMedia(run, plan, cmsUrl));
  found.media = fetched.report;
  if ('refused' in fetched)
    return refuse(`${fetched.refused}\nBuild stopped: nothing was written; ${unchanged}. (--keep-going builds without them.)`, 'source');
  return { ...found, plan: { ...plan, media: fetched.media } };
}

/** The content, read and checked against the previous build's record (the documents it has seen); or why it could not be read. */
async function readContent(
  source: LoadedSite['source'],
  previous: BuildState | null,
  recheckAlso: readonly string[] | undefined,
  changed: readonly string[] | undefined,
): Promise<{ content: LoadedContent } | { failure: string }> {
  // The pages that show today's programme are read again every time: an edit of any activity may change them.
  const recheck = new Set([
    ...(previous ? todayDocuments.of(previous.sources, previous.todayPages) : []),
    ...(recheckAlso ?? []),
    ...(changed ?? []),
  ]);
  try {
    const content = await loadContent(source, {
      previous: previous?.sources,
      documents: previous?.documents,
      changed: changed && new Set(changed),
      recheck,
      onPageList: (documents) => {
        const flag = applyHeapPolicy(documents);
        if (flag) console.log(`${documents} page documents: the heap grows by at most half of what it holds (${flag})`);
      },
    });
    return { content };
  } catch (err) {
    return { failure: (err as Error).message };
  }
}

/**
 * Where the build goes: a new folder when there is no published build of this code, or when the settings
 * every page is rendered with (bundles, menus, build hash, render day) changed, so every page would
 * change (the content is then read again in full); else the published build, edited in place.
 */
async function chooseTarget(site: LoadedSite, live: string | null, previous: BuildState | null): Promise<Omit<BuildPlan, 'media'>> {
  const { content, code, source } = site;
  if (!live || !previous)
    return { ...site, previous: emptyState(code), renderedAt: renderTime(undefined), target: 'new-folder', live, liveBundles: false };
  const renderedAt = renderTime(previous.renderedAt);
  const settings = renderSettingsFor(await readManifest(live), content.site!, staticQueries(content.site!), renderedAt);
  if (settingsHashOf(settings) === previous.settingsHash)
    return { ...site, previous, renderedAt, target: 'in-place', live, liveBundles: true };
  console.log('The settings every page shares changed (site configuration, menus or the day): building every page into a new folder.');
  const full = await loadContent(source);
  return { ...site, content: full, previous: emptyState(code), renderedAt, target: 'new-folder', live, liveBundles: true };
}

/** The media files a CMS's pages use, fetched into the cache; what could not be had refuses the build unless --keep-going. */
async function fetchPlanMedia(run: BuildRun, plan: Omit<BuildPlan, 'media'>, cmsUrl: string) {
  const {
    media,
    report: fetched,
    failures,
  } = await fetchedMedia(
    run.root,
    mediaRequests(plan.content.pages, plan.content.site!, cmsUrl, `${cmsUrl}/site/config.json`),
    mediaLimitsFromEnv(process.env),
  );
  console.log(
    `media: ${fetched.fetched} file(s) fetched (${Math.round(fetched.bytes / 1024)} KiB), ${fetched.fromCache} unchanged from the cache`,
  );
  if (failures.length) {
    const list = failures.map((f) => `  ${f}`).join('\n');
    if (!run.keepGoing) return { report: fetched, refused: `${failures.length} media file(s) could not be fetched:\n${list}` };
    console.warn(`\n--keep-going: ${failures.length} media file(s) could not be fetched, built without them:\n${list}`);
  }
  return { report: fetched, media };
}

/** How many pages the published build has (its CMS pages, without the site's own routes), or null. */
async function publishedPageCount(dir: string): Promise<number | null> {
  const data = await readFile(join(dir, APP_DATA_FILE), 'utf8').catch(() => null);
  const pages = data ? (JSON.parse(data) as AppDataFile).pages : undefined;
  return typeof pages === 'number' ? pages : null;
}

/** Content errors printed, and whether the build may go on (--keep-going with a valid site configuration). */
function reportContent(run: BuildRun, content: LoadedContent, where: string): boolean {
  if (content.errors.length) {
    const stream = run.keepGoing && content.site ? console.warn : console.error;
    stream(`\n${content.errors.length} content error(s) in ${where}:`);
    for (const e of content.errors) stream(`  ${formatContentError(e)}`);
    if (!run.keepGoing || !content.site) {
      console.error(
        `\nBuild stopped: nothing was written; ${run.outDir} is unchanged.${content.site ? ' (--keep-going skips invalid pages.)' : ''}`,
      );
      return false;
    }
    console.warn(`\n--keep-going: skipped ${content.invalid.length} page(s): ${content.invalid.map((i) => i.source).join(', ')}`);
  }
  for (const w of content.warnings) console.warn(`warning: ${w}`);
  return true;
}
