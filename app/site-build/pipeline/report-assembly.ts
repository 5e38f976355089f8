/**
 * The build's report, made in one place from what its steps returned: the plan (./plan.ts: the content
 * read and checked, the media fetched, or why the build stopped there) and the pipeline's phases
 * (./run-pipeline.ts: the target's bundles, the pictures' sizes, the pages rendered and written, the
 * files shared by every page, the dead links, the publishing and the search index). A step returns its
 * figures and never writes into the report; a build that fails half way is reported with the results of
 * the steps that ended.
 */
import type { ContentError } from '../../../pages/content/content-error.ts';
import type { MediaReport } from '../content/media-files.ts';
import type { SearchIndexSummary } from '../search/index-types.ts';
import type { DeadLink } from '../links/link-check.ts';
import type { BundleSource, Indexed, PublishResult } from './build-run.ts';
import type { BuildReport, StopCause } from './report.ts';

/** What the pipeline's phases returned, as far as the build got. */
export interface PipelineResults {
  kind: 'whole' | 'edit';
  bundles?: { from: BundleSource; bundlerMiB: number | null };
  pictures?: { encoded: number; reused: number };
  rendered?: { total: number; rendered: number; files: number; bytes: number; renderThreads: number; buildHash: string };
  shared?: { shareCards: number; feedFiles: number; picturesCopied: number; collectionData: string[] };
  deadLinks?: DeadLink[];
  published?: PublishResult;
  indexed?: Indexed;
  /** An edit that trusted its hooks: what the page list then showed changed without one (./list-check.ts); null: the list could not be read. */
  unnamed?: string[] | null;
  stopped?: { cause: StopCause; failure: string };
}

/** What planning found: the content's figures, the media fetched, and why the build stops here if it does. */
export interface PlanResults {
  content?: { rechecked: number; listed: boolean; errors: ContentError[]; warnings: string[]; skipped: string[] };
  media?: MediaReport;
  /** The build stops before anything is written: refused, for the cause given. */
  refused?: { cause: StopCause; failure: string };
  /** `--check`: the content is valid, and nothing is built. */
  valid?: boolean;
}

/** Puts what planning found into the report (a build refused before planning is reported with `refused` alone). */
export function reportPlan(report: BuildReport, r: PlanResults): void {
  if (r.content) {
    report.pages.rechecked = r.content.rechecked;
    report.pages.listed = r.content.listed;
    report.errors = r.content.errors;
    report.warnings = r.content.warnings;
    report.pages.skipped = r.content.skipped;
  }
  if (r.media) report.media = r.media;
  if (r.valid) {
    report.kind = 'check';
    report.outcome = 'valid';
  }
  if (r.refused) {
    report.outcome = 'refused';
    report.stoppedBy = r.refused.cause;
    report.failure = r.refused.failure;
  }
}

/** A search index's figures as the report gives them; `liveSeconds` is when its last part was live. */
export const searchFigures = (search: SearchIndexSummary, liveSeconds: number): NonNullable<BuildReport['search']> => ({
  records: search.records,
  byLanguage: search.byLanguage,
  seconds: Math.round(search.seconds * 10) / 10,
  parts: search.parts,
  liveSeconds,
});

/** Puts the pipeline's results into the report of the build (./report.ts newReport). */
export function reportPipeline(report: BuildReport, r: PipelineResults): void {
  report.kind = r.kind;
  if (r.bundles) {
    report.bundles = r.bundles.from;
    report.memory.bundlerMiB = r.bundles.bundlerMiB;
  }
  if (r.pictures) Object.assign(report.pictures, r.pictures);
  if (r.rendered) {
    report.pages.total = r.rendered.total;
    report.pages.rendered = r.rendered.rendered;
    report.pages.unchanged = r.rendered.total - r.rendered.rendered;
    report.files.written = r.rendered.files;
    report.files.bytes = r.rendered.bytes;
    report.renderThreads = r.rendered.renderThreads;
    report.buildHash = r.rendered.buildHash;
  }
  if (r.shared) {
    report.shareCards = r.shared.shareCards;
    report.feedFiles = r.shared.feedFiles;
    report.pictures.copied = r.shared.picturesCopied;
    report.collectionData = r.shared.collectionData;
  }
  if (r.deadLinks) report.deadLinks = r.deadLinks;
  if (r.unnamed !== undefined) report.unnamed = r.unnamed;
  if (r.published) {
    report.outcome = r.published.outcome;
    report.liveSeconds = r.published.liveSeconds;
    report.files.moved = r.published.moved;
    report.files.removed = r.published.removed;
    report.files.bytes += r.published.keptBytes;
    report.compressed = r.published.compressed;
  }
  if (r.indexed) {
    report.search = r.indexed.search;
    report.memory.searchServiceMiB = Math.round(r.indexed.serviceMiB);
  }
  if (r.stopped) {
    report.failure = r.stopped.failure;
    report.stoppedBy = r.stopped.cause;
  }
}

/** What the run itself says, whatever the build did: the sample's shift, the lock's hold, the time and the peak memory. */
interface RunResults {
  sample?: BuildReport['sample'];
  lockHeld?: BuildReport['lockHeld'];
  seconds: number;
  peakMiB: number;
  recordReadAhead?: boolean;
  madeAhead?: readonly string[];
  recordWritten?: BuildReport['recordWritten'] | null;
}

/** Puts what the run itself says into the report. */
export function reportRun(report: BuildReport, r: RunResults): void {
  if (r.sample !== undefined) report.sample = r.sample;
  if (r.lockHeld !== undefined) report.lockHeld = r.lockHeld;
  report.seconds = r.seconds;
  report.memory.peakMiB = r.peakMiB;
  if (r.recordReadAhead) report.recordReadAhead = true;
  if (r.madeAhead?.length) report.madeAhead = [...r.madeAhead];
  if (r.recordWritten) report.recordWritten = r.recordWritten;
}
