/**
 * The pipeline's part of the build's report, made in one place from what its phases returned
 * (./run-pipeline.ts): the target's bundles, the pictures' sizes, the pages rendered and written, the
 * files shared by every page, the dead links, the publishing and the search index. A phase returns its
 * figures and never writes into the report; a build that fails half way is reported with the results of
 * the phases that ended.
 */
import type { SearchIndexSummary } from '../search/index-types.ts';
import type { DeadLink } from '../links/link-check.ts';
import type { BundleSource, Indexed, Published } from './build-run.ts';
import type { BuildReport, StopCause } from './report.ts';

/** What the pipeline's phases returned, as far as the build got. */
export interface PipelineResults {
  kind: 'whole' | 'edit';
  bundles?: { from: BundleSource; bundlerMiB: number | null };
  pictures?: { encoded: number; reused: number };
  rendered?: { total: number; rendered: number; files: number; bytes: number; renderThreads: number; buildHash: string };
  shared?: { shareCards: number; feedFiles: number; picturesCopied: number };
  deadLinks?: DeadLink[];
  published?: Published;
  indexed?: Indexed;
  stopped?: { cause: StopCause; failure: string };
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
  }
  if (r.deadLinks) report.deadLinks = r.deadLinks;
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
