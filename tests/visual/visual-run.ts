/**
 * The visual run, start to end: Storybook and the sample site built side by side, served, and taken
 * picture by picture in Debian's Chromium (the suite's own: the headless shell where it is installed)
 * by a few tabs at once, each picture compared as it is taken; then the references no picture has, the
 * docs' index of the page pictures, the browser the references were taken with, and the report.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { TEST_CHROMIUM_PATH, launchChromium } from '../../app/tools/chromium.ts';
import { SAMPLE_RENDERED_AT } from '../support/build.ts';
import { pagesIndex } from './docs-index.ts';
import { PAGE_WIDTHS, PageLane, sitePages, type PageEntry } from './page-lane.ts';
import { MANIFEST, REFERENCES, ROOT, named, type Picture } from './pictures.ts';
import { SECURE_ORIGINS_FLAG, SITE_ORIGIN, STORYBOOK_ORIGIN, buildSite, buildStorybook, serve, storyIndex } from './prepare.ts';
import { REPORT_DIR, Recorder, type Checked } from './record.ts';
import { browserNote, counts, writeReport, type Result } from './report.ts';
import { StoryLane, type StoryEntry } from './story-lane.ts';

export interface VisualOptions {
  patterns: string[];
  update: boolean;
  lanes: number;
}

type Job = { kind: 'story'; story: StoryEntry } | { kind: 'page'; entry: PageEntry; width: number };

/** The moment every picture shows: the sample's own, at which the site is built and the stories render. */
const NOW = new Date(SAMPLE_RENDERED_AT * 1000);

function referencesBrowser(): string | null {
  try {
    return (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { chromium?: string }).chromium ?? null;
  } catch {
    return null;
  }
}

/**
 * Takes every job's pictures, `lanes` jobs at a time. A job whose picture differs from its reference is
 * taken once more, from the start in a fresh tab (Storybook's preview loaded again, the page opened in
 * a new context), and the second take is the one reported: a change is in both, while a state the page
 * passed through (a search still loading, a line of text a pixel lower) or one the tab kept from what
 * it showed before is not (a table of tokens laid out a pixel wider after some other stories: 1 run in 5
 * with four tabs). A job the second take found unchanged is returned, to
 * be named in the report: the run stays green, and the unsteadiness is not hidden. Past MAX_RETAKES
 * jobs, a change is plainly real (a token recolours hundreds of pictures) and the rest are taken once.
 * A job whose second take differs too is taken a third time once every lane has finished, alone on a
 * quieter machine: the hub page's "Tipo" a pixel higher came in both takes of a clean clone's run with
 * both cores busy (5 Dec), and in neither take of any run before or after; a real change is in all three.
 */
const MAX_RETAKES = 10;

/**
 * The longest one job (a page at a width, a story) may take. One that takes longer (a wait inside the
 * page that never ends) has its tab let go and is taken once more in a fresh one, then fails by name:
 * the run never hangs.
 */
const JOB_TIMEOUT_MS = 150_000;
class StuckJob extends Error {}
const jobName = (job: Job) => (job.kind === 'page' ? `${job.entry.path} at ${job.width} px` : job.story.id);

function within<T>(work: Promise<T>, job: Job): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new StuckJob(`${jobName(job)}: not done after ${JOB_TIMEOUT_MS / 1000} s`)), JOB_TIMEOUT_MS);
  });
  return Promise.race([work, stuck]).finally(() => clearTimeout(timer));
}

async function takePictures(browser: Browser, jobs: Job[], recorder: Recorder, lanes: number): Promise<string[]> {
  let next = 0;
  let done = 0;
  const steadiedOnRetake: string[] = [];
  let retakes = 0;
  const progress = () => {
    if (++done % 100 === 0) console.log(`  ${done} pictures…`);
  };
  // Jobs whose two takes both differed: taken once more when the lanes have finished (see MAX_RETAKES).
  const late: Job[] = [];
  const lane = async (queue: Job[], last: boolean) => {
    // The story tab, opened at the first story and again after a story that broke it.
    const tab: { stories: StoryLane | null } = { stories: null };
    let pages = new PageLane(browser, SITE_ORIGIN, NOW);
    const takeOnce = async (job: Job): Promise<Checked[]> => {
      const checked: Checked[] = [];
      const onShot = async (s: { picture: Picture; png: Buffer }) => void checked.push(await recorder.check(s.picture, s.png));
      if (job.kind === 'page') await pages.shots(job.entry, job.width, onShot);
      else {
        tab.stories ??= await StoryLane.open(browser, STORYBOOK_ORIGIN, job.story.id, NOW);
        await tab.stories.shots(job.story, onShot);
      }
      return checked;
    };
    // The job's tab let go (without waiting: what it awaits, if anything, fails with it): the next take
    // starts from a tab that showed nothing before.
    const freshTab = async (job: Job) => {
      if (job.kind === 'page') {
        const old = pages;
        pages = new PageLane(browser, SITE_ORIGIN, NOW);
        void old.close().catch(() => undefined);
      } else {
        void tab.stories?.close().catch(() => undefined);
        tab.stories = null;
      }
    };
    // A job that never ends: its tabs are let go, and it is taken again.
    const take = async (job: Job): Promise<Checked[]> => {
      try {
        return await within(takeOnce(job), job);
      } catch (error) {
        if (!(error instanceof StuckJob)) throw error;
        console.log(`  ${error.message}: taken again in a fresh tab`);
        await freshTab(job);
        return within(takeOnce(job), job);
      }
    };
    while (next < queue.length) {
      const job = queue[next++]!;
      try {
        // A late job's third take starts from a fresh tab too.
        if (last) await freshTab(job);
        let checked = await take(job);
        if (last && !checked.some((c) => c.differs)) steadiedOnRetake.push(jobName(job));
        if (!last && checked.some((c) => c.differs) && retakes < MAX_RETAKES) {
          retakes++;
          await freshTab(job);
          checked = await take(job);
          if (!checked.some((c) => c.differs)) steadiedOnRetake.push(jobName(job));
          else {
            late.push(job);
            continue;
          }
        }
        for (const c of checked) {
          await recorder.commit(c);
          progress();
        }
      } catch (error) {
        if (job.kind === 'page') recorder.fail({ path: job.entry.path, view: job.entry.view }, 'light', job.width, error);
        else {
          recorder.fail({ id: job.story.id, title: `${job.story.title} / ${job.story.name}` }, 'light', 0, error);
          // A story that crashed or hung leaves its tab as it was: the next one gets a fresh tab.
          await tab.stories?.close();
          tab.stories = null;
        }
      }
    }
    await Promise.all([tab.stories?.close(), pages.close()]);
  };
  await Promise.all(Array.from({ length: lanes }, () => lane(jobs, false)));
  next = 0;
  if (late.length) console.log(`  ${late.length} differed in two takes: taken once more, alone, now that the rest are done…`);
  await lane(late, true);
  return steadiedOnRetake;
}

/** The docs' index of the page pictures: stale when the pages or their pictures changed, rewritten when accepting. */
async function checkDocsIndex(pages: PageEntry[], update: boolean): Promise<string | null> {
  const file = join(REFERENCES.pages, 'README.md');
  const wanted = pagesIndex(pages, (name) => existsSync(join(REFERENCES.pages, name)));
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === wanted) return null;
  if (update) {
    await writeFile(file, wanted);
    return null;
  }
  return 'docs/screenshots/README.md (the index of the page pictures) is not what the pages make: accept with npm run test:visual -- --update';
}

export async function visualRun({ patterns, update, lanes }: VisualOptions): Promise<number> {
  const started = Date.now();
  console.log('building Storybook (for tests) and the sample site…');
  const [, siteDir] = await Promise.all([buildStorybook(), buildSite()]);
  const { proxy, server } = await serve(siteDir);
  const pages = sitePages(join(ROOT, 'content'));
  const jobs: Job[] = [
    ...pages
      .filter((e) => named([e.view, e.path], patterns))
      .flatMap((entry) => PAGE_WIDTHS.map((width) => ({ kind: 'page' as const, entry, width }))),
    ...(await storyIndex())
      .filter((s) => named([s.id, `${s.title} / ${s.name}`], patterns))
      .map((story) => ({ kind: 'story' as const, story })),
  ];
  if (jobs.length === 0) {
    console.error(`no story or page is named ${patterns.map((p) => `"${p}"`).join(', ')}`);
    server.close();
    return 1;
  }
  await rm(REPORT_DIR, { recursive: true, force: true });
  const recorder = new Recorder({ update });
  await recorder.start();
  // As a person's browser, not marked as automated: a story's play function then checks the width it
  // finds rather than the one a test runner would have set (as npm run stories:any-width opens them).
  // Tiles rastered whole: with both cores busy, a tile redrawn in part drew the ends of a pill-shaped
  // button a few pixels differently from one drawn at once (4 variants in 12 takes of one story; 1
  // with this flag, 12 takes of 9 stories).
  const browser = await launchChromium(
    ['--force-color-profile=srgb', '--disable-blink-features=AutomationControlled', '--disable-partial-raster', SECURE_ORIGINS_FLAG],
    TEST_CHROMIUM_PATH,
    { proxy },
  );
  const version = browser.version();
  console.log(
    `taking ${jobs.length} stories and pages in ${lanes} tab(s) of Chromium ${version} (${((Date.now() - started) / 1000).toFixed(1)} s)…`,
  );
  let steadiedOnRetake: string[] = [];
  try {
    steadiedOnRetake = await takePictures(browser, jobs, recorder, lanes);
  } finally {
    await browser.close();
    server.close();
  }
  // Said above everything: `problems` fail the run, `notes` do not.
  const problems: string[] = [];
  const notes: string[] = [];
  if (steadiedOnRetake.length > 0) {
    notes.push(
      `Taken again, as a take differed from the reference and a later one, in a fresh tab, did not (a state the page passed through, worth a look if it comes back): ${steadiedOnRetake.sort().join(', ')}`,
    );
  }
  if (patterns.length === 0) {
    await recorder.sweep();
    const stale = await checkDocsIndex(pages, update);
    if (stale) problems.push(stale);
  }
  if (update) await recorder.saveFingerprints();
  else if (recorder.unknownReferences > 0)
    notes.push(
      `${recorder.unknownReferences} references have no fingerprint in tests/visual/fingerprints.json, so each was decoded to be compared (slower, as sure): npm run test:visual -- --update records them`,
    );
  const before = referencesBrowser();
  const results = recorder.results.sort(byName);
  const browserChanged = browserNote(before, version, results);
  if (browserChanged) notes.push(browserChanged);
  if (update && patterns.length === 0 && before !== version)
    await writeFile(MANIFEST, `${JSON.stringify({ chromium: version }, null, 2)}\n`);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  await writeReport(REPORT_DIR, results, {
    browser: version,
    referencesBrowser: before,
    updated: update,
    patterns,
    seconds,
    notes: [...problems, ...notes],
  });
  return summarise(results, problems, notes, seconds);
}

const byName = (a: Result, b: Result) =>
  (a.id ?? `~${a.view}`).localeCompare(b.id ?? `~${b.view}`) || a.theme.localeCompare(b.theme) || a.width - b.width;

function summarise(results: Result[], problems: string[], notes: string[], seconds: number): number {
  const c = counts(results);
  const attention = results.filter((r) => r.status !== 'same' && r.status !== 'accepted' && r.status !== 'deleted');
  for (const r of results.filter((x) => x.status !== 'same'))
    console.log(
      `  ${r.status.padEnd(8)} ${(r.id ?? r.path ?? r.view)!} ${r.theme} ${r.width} px${r.changed ? `: ${(r.changed * 100).toFixed(2)} % of pixels` : ''}${r.error ? `\n    ${r.error.split('\n')[0]}` : ''}`,
    );
  for (const n of [...problems, ...notes]) console.log(`\n${n}`);
  const tally = Object.entries(c)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
  console.log(`\n${results.length} pictures in ${seconds} s: ${tally}. Report: reports/visual/index.html`);
  if (attention.length || problems.length) {
    console.log('Review them there; accept with npm run test:visual -- --update [NAME ...]');
    return 1;
  }
  return 0;
}
