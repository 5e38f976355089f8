/** What every kind of build shares: its options, the content it read, the render moment and its progress line. */
import { buildMoment, sameRenderDay } from '../support/build-moment.ts';
import type { ContentSource } from '../content/content-source.ts';
import type { LoadedContent } from '../content/load-content.ts';
import type { BuildState } from '../publish/build-state.ts';
import type { MediaFiles } from '../content/media-files.ts';
import type { BuildReport } from './report.ts';

export interface BuildRun {
  root: string;
  outDir: string;
  keepGoing: boolean;
  strict: boolean;
  /** Nothing from before: no record of the published build, no cached bundles. */
  clean: boolean;
  threads?: number;
  /** The most records in one shard of a language's search index (app/site-build/search/search-index.ts). */
  searchShardRecords?: number;
  /** The most addresses in one sitemap file (app/site-build/site-files/site-files.ts). */
  sitemapUrls?: number;
  /** Page documents read and checked again even if their stamp says unchanged (what a publishing hook named). */
  recheck?: readonly string[];
  /** The only page documents that changed since the published build (what every event of a publishing build named): read again, and its record may stand for the page list. */
  changed?: readonly string[];
  /** A file the publishing service makes when events wait for the next build: an edit then leaves its full search index to that build. */
  deferIndex?: string;
}

export interface LoadedSite {
  source: ContentSource;
  content: LoadedContent;
  code: string;
  /** performance.now() when the build started. */
  started: number;
}

export interface BuildPlan extends LoadedSite {
  /** The record of the build this one follows: the published build's for an edit, an empty one for a whole build. */
  previous: BuildState;
  /** The moment pages are rendered at (./build-run.ts renderTime). */
  renderedAt: number;
  /** 'in-place' into `live`, or a new folder (bundles reused from `live` when it is of the same code). */
  target: 'new-folder' | 'in-place';
  /** The published build folder, if any. */
  live: string | null;
  /** `live` was made from this code: its bundles are this build's. */
  liveBundles: boolean;
  /** The media files the build reads and publishes (the content folder's, or fetched from the CMS and the media host). */
  media: MediaFiles;
  /** Settled once the pages' pictures have their sizes (pictures/page-pictures.ts): what reads the pages' records waits for it. */
  picturesGiven?: Promise<unknown>;
}

/** The record of a site that has nothing yet: what a whole build starts from. */
export const emptyState = (code: string): BuildState => ({
  version: 0,
  code,
  settingsHash: '',
  renderedAt: 0,
  hrefs: [],
  sources: {},
  pages: {},
  programme: {},
  todayPages: [],
  feeds: {},
  feedFiles: [],
  works: {},
  sitemapParts: [],
});

/** Where a build's bundles came from. */
export type BundleSource = NonNullable<BuildReport['bundles']>;

/** What publishing did: the pages live, and when. */
export interface PublishResult {
  outcome: 'published' | 'published-in-place';
  /** Seconds from the start of the build process until the pages were live. */
  liveSeconds: number;
  /** An edit's files moved into place and removed; none for a new folder. */
  moved: number;
  removed: number;
  /** The previous build's assets kept beside the new ones (a new folder), in bytes. */
  keptBytes: number;
  compressed: BuildReport['compressed'];
}

/** The search index as published: its figures (null when an edit touched no language's index) and Pagefind's peak memory. */
export interface Indexed {
  search: BuildReport['search'];
  serviceMiB: number;
  /** An edit that took its page list from its record: what the list then showed changed without a hook (../pipeline/list-check.ts). */
  unnamed?: string[] | null;
}

/** Where a build writes and how it publishes (./target.ts): a new folder, or the published build in place. */
export interface BuildTarget {
  kind: 'new-folder' | 'in-place';
  /** Where this build writes its files. */
  dir: string;
  /** The folders whose files the site will have, for the link check: what this build writes, then what it keeps. */
  roots: string[];
  /** The folder with this build's `.vite/manifest.json`. */
  manifestDir: string;
  /** This build's copy of the prerender bundle (inside the project, so that its dependencies resolve). */
  serverDir: string;
  /** Where its bundles came from (Vite, the bundle cache, the published build of the same code), and Vite's peak memory when it ran. */
  bundles: { from: BundleSource; bundlerMiB: number | null };
  /**
   * Told which pages go as soon as that is known (the pages rendered, the files written after them still
   * to come): an edit starts its recent search part then, beside them, for publish to take; a whole
   * build, the compression of its new assets.
   */
  publishAhead?(gone: string[]): void;
  /** Publishes what was written, with the record for the next build; `removals` are files of the published build that go. */
  publish(state: Omit<BuildState, 'version'>, removals: string[], gone: string[]): Promise<PublishResult>;
  /** What follows the pages being live (an edit's search index and record); the search index's figures. */
  finish(): Promise<Indexed>;
  /** Removes what this build wrote; the published site stays as it was. */
  abort(): Promise<void>;
}

/** A target's setting up: when it fails, what the target made so far is taken away before the failure goes on. */
export async function orAbort<T>(abort: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await abort();
    throw err;
  }
}

/**
 * The moment pages are rendered at (on now / coming soon / past in the HTML): SOURCE_DATE_EPOCH (Unix
 * seconds, the reproducible-builds convention) when set; else the previous build's, while it is the
 * same day in Madrid (so a day's builds can reuse its pages; the browser moves markers to the
 * visitor's time after hydration anyway); else now.
 */
export function renderTime(previous: number | undefined): number {
  const now = buildMoment();
  if (Number(process.env.SOURCE_DATE_EPOCH) > 0) return now;
  return previous && sameRenderDay(previous, now) ? previous : now;
}

/**
 * On a terminal: a progress bar with pages per second and time left, redrawn in place.
 * Elsewhere (CI, logs): nothing until the one-line summary.
 */
export function progressReporter(total: number, started: number) {
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
  report.end = () => {
    if (tty) process.stdout.write(`\r${' '.repeat(80)}\r`);
  };
  return report;
}
