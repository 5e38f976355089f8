/**
 * What a build did, as data: its outcome, its phases, the pages it rendered, wrote and removed, its search
 * index, its memory and its messages. `npm run build -- --report FILE` writes it as JSON; the benchmark,
 * the tests and the publishing service read it, never the build's log lines (which are made from it).
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions, type SpawnSyncOptions, type SpawnSyncReturns } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentError } from '../../../pages/content/content-error.ts';
import type { DeadLink } from '../links/link-check.ts';
import type { SampleShift } from '../content/content-source.ts';
import { describeSampleShift } from '../content/sample-source.ts';
import type { MediaReport } from '../content/media-files.ts';

type BuildOutcome =
  /** A whole build published by switching the output link to its folder. */
  | 'published'
  /** An edit published in place: only the files that changed were moved into the published folder. */
  | 'published-in-place'
  /** `--check`: the content is valid; nothing was built. */
  | 'valid'
  /** Refused before anything was written (invalid content, a shrunken source, unsafe media, an unreachable CMS). */
  | 'refused'
  /** Stopped while building (a dead link with --strict, a failure): nothing was published. */
  | 'failed';

/**
 * Why a build stopped, for whoever decides whether to try again (the publishing service): the content
 * (invalid pages or site configuration, unsafe media: only an editor can mend it), the source (the CMS
 * unreachable, slow or answering errors: it may be back soon), a shrunken source (a person must
 * decide), the links (a dead link with --strict), or anything else that went wrong while building.
 */
export type StopCause = 'content' | 'source' | 'shrink' | 'links' | 'error';

interface SearchReport {
  /** Pages indexed by this build, per language it indexed. */
  records: number;
  byLanguage: Record<string, number>;
  seconds: number;
  /** Parts of a language's index made by this build, of all the parts of the languages it touched. */
  parts: { indexed: number; total: number };
  /** Seconds from the start of the build process until the index was published. */
  liveSeconds: number;
  /**
   * An edit's recent parts (../search/recent-part.ts): per language, the records indexed on their own and
   * the results they replace; `liveSeconds` when search found them. Null: the edit had none (a whole
   * build, a language without a record of its pages' ids, an edit of more records than a part holds).
   */
  recent?: {
    byLanguage: Record<string, { records: number; superseded: number }>;
    /** Languages whose change could have no recent part (found once indexed again). */
    unbridged: string[];
    seconds: number;
    liveSeconds: number;
  } | null;
  /** The full index was left to the next build (events were waiting: --defer-index); search finds the edit through `recent`. */
  deferred?: boolean;
  /** The search records and the page list check were left to the next build too: the record carries this edit's records (searchBehind). */
  recordsDeferred?: boolean;
}

export interface BuildReport {
  version: 1;
  outcome: BuildOutcome;
  /** 'whole': every page into a new folder; 'edit': the pages whose key changed, in place. */
  kind: 'whole' | 'edit' | 'check';
  outDir: string;
  /** The build hash of the published site (app-data.json), when one was published. */
  buildHash: string | null;
  startedAt: string;
  /** Seconds from the start of the build process to its end. */
  seconds: number;
  /** Seconds from the start of the build process until its pages were live (null: nothing was published). */
  liveSeconds: number | null;
  /** When this build held the output folder's lock (null: it took none, a check); two builds' never overlap. */
  lockHeld: { from: string; until: string } | null;
  /** Each phase in the order it ended: its wall seconds, and when it began (seconds since the process started). */
  phases: { name: string; seconds: number; at: number }[];
  pages: {
    /** The site's pages: the CMS's and the site's own routes. */
    total: number;
    rendered: number;
    unchanged: number;
    /** Source documents read and checked (the rest were unchanged since the previous build). */
    rechecked: number;
    /** Whether the source's page list was read (false: the published build's record stood for it, the changed documents named: --changed). */
    listed?: boolean;
    /** Invalid pages left out with --keep-going, by source file. */
    skipped: string[];
  };
  files: {
    /** Files written by the render and the site-wide steps, and their bytes. */
    written: number;
    bytes: number;
    /** Files moved into the published folder (an edit) and removed from it. */
    moved: number;
    removed: number;
  };
  /** Where the bundles came from: Vite, the bundle cache, or the published build of the same code. */
  bundles: 'bundled' | 'cache' | 'published build' | null;
  renderThreads: number;
  /** The pages' pictures: sizes made now, taken from the cache, and pictures put (linked) into the site. */
  pictures: { encoded: number; reused: number; copied: number };
  /** For content from a CMS, the media files fetched now and those the cache held (null for a content folder). */
  media: MediaReport | null;
  /** Share cards and podcast artwork drawn by this build (the rest were kept from earlier builds), and the feeds' files written. */
  shareCards: number;
  feedFiles: number;
  /** The languages whose collection data files (data/collection.{lang}.csv and .jsonl) the build wrote: an edit, those whose artworks it changed. */
  collectionData: string[];
  compressed: { files: number; bytes: number; brotliBytes: number; gzipBytes: number } | null;
  /** Null when no language's records changed. */
  search: SearchReport | null;
  memory: { peakMiB: number; searchServiceMiB: number; bundlerMiB: number | null };
  /** Content errors (file, JSON pointer, what was expected and found). */
  errors: ContentError[];
  deadLinks: DeadLink[];
  warnings: string[];
  /** Sample content (a folder that names its own moment): its anchor and how far its dates moved to the build's week; null for a CMS. */
  sample: SampleShift | null;
  /** Why the build stopped, in the words it printed (null when it did not). */
  failure: string | null;
  /** What stopped it (null when it did not stop). */
  stoppedBy: StopCause | null;
  /**
   * An edit whose page list came from the published build's record (`pages.listed` false): the documents
   * the source's list then showed changed without a hook naming them, for the publishing service to build
   * next (./list-check.ts); null when the list could not be read. Absent for a build that read the list.
   */
  unnamed?: string[] | null;
  /** The published build's record was read before the build's command came (a standby, ../standby.ts), and was still the published one. */
  recordReadAhead?: boolean;
  /** What the build took of the work a standby did ahead from that record, and used (../publish/ahead.ts), by name. */
  madeAhead?: string[];
  /**
   * The record for the next build it wrote: its maps' entries, and how many of their bytes it made anew
   * (the rest were kept from the record this process wrote before: one that stays warm, ../publish/record-writer.ts).
   */
  recordWritten?: { entries: number; made: number };
}

export function newReport(outDir: string): BuildReport {
  return {
    version: 1,
    outcome: 'failed',
    kind: 'whole',
    outDir,
    buildHash: null,
    startedAt: new Date(performance.timeOrigin + clockOrigin).toISOString(),
    seconds: 0,
    liveSeconds: null,
    lockHeld: null,
    phases: [],
    pages: { total: 0, rendered: 0, unchanged: 0, rechecked: 0, skipped: [] },
    files: { written: 0, bytes: 0, moved: 0, removed: 0 },
    bundles: null,
    renderThreads: 0,
    pictures: { encoded: 0, reused: 0, copied: 0 },
    media: null,
    shareCards: 0,
    feedFiles: 0,
    collectionData: [],
    compressed: null,
    search: null,
    memory: { peakMiB: 0, searchServiceMiB: 0, bundlerMiB: null },
    errors: [],
    deadLinks: [],
    warnings: [],
    sample: null,
    failure: null,
    stoppedBy: null,
  };
}

/**
 * Where the build's clock starts, in performance.now()'s milliseconds: 0, the process's start, for a
 * process started to build; the moment its command came for one started ahead of it (a standby,
 * build.ts), which was loading and then waiting before that, not building.
 */
let clockOrigin = 0;
export const startClockNow = () => void (clockOrigin = performance.now());
/** Milliseconds on the build's clock. */
const buildClock = () => performance.now() - clockOrigin;

/** Seconds since the build started (the process, or its command for a standby), to a hundredth. */
export const sinceStart = () => Math.round(buildClock() / 10) / 100;

/**
 * Runs one phase of the build: `run`, timed, its result returned. The one clock of the pipeline: every
 * phase is a step, each recorded in the report's phases when it ends (in the order they end), failed or not.
 */
export type Step = <T>(name: string, run: () => Promise<T> | T) => Promise<T>;

/**
 * Milliseconds as seconds to a thousandth: an edit's phases take a few milliseconds to tens of them, and
 * of two that run side by side, when each began tells which went first.
 */
const thousandths = (ms: number) => Math.round(ms) / 1000;

/** The steps of the build that `report` describes. */
export function stepsOf(report: BuildReport): Step {
  return async (name, run) => {
    const start = buildClock();
    try {
      return await run();
    } finally {
      report.phases.push({ name, seconds: thousandths(buildClock() - start), at: thousandths(start) });
    }
  };
}

/** The report's closing lines, for a person reading the build's output. */
export function summaryLines(r: BuildReport): string[] {
  const lines: string[] = [];
  if (r.search)
    lines.push(
      `search index: ${r.search.records} pages (${Object.entries(r.search.byLanguage)
        .map(([l, c]) => `${l} ${c}`)
        .join(', ')}) in ${r.search.seconds.toFixed(1)} s, ${r.search.parts.indexed} of ${r.search.parts.total} parts indexed`,
    );
  if (r.search?.recent)
    lines.push(
      `search found the edit ${r.search.recent.liveSeconds.toFixed(2)} s after the start: ${Object.entries(r.search.recent.byLanguage)
        .map(([l, c]) => `${l} ${c.records} record(s) on their own, ${c.superseded} result(s) replaced`)
        .join(', ')}`,
    );
  else if (r.kind === 'edit') lines.push('search index: no language changed');
  if (r.compressed?.files)
    lines.push(
      `compressed ${r.compressed.files} files: ${kib(r.compressed.bytes)} KiB → ${kib(r.compressed.brotliBytes)} KiB Brotli, ${kib(r.compressed.gzipBytes)} KiB gzip`,
    );
  const { encoded, reused, copied } = r.pictures;
  if (encoded + reused) lines.push(`pictures: ${encoded} given their sizes now, ${reused} kept from before; ${copied} put into the site`);
  if (r.sample) lines.push(describeSampleShift(r.sample));
  lines.push(`phases: ${r.phases.map((p) => `${p.name} ${p.seconds.toFixed(1)} s`).join(', ')}`);
  lines.push(
    `${r.kind === 'edit' ? 'edit published in place' : 'whole build'}: ${r.pages.rendered} of ${r.pages.total} pages rendered, ${r.pages.rechecked} source document(s) checked, ${r.files.moved} file(s) changed, ${r.files.removed} removed, ${r.renderThreads || 1} render thread(s), bundles ${r.bundles ?? 'none'}; peak memory ${r.memory.peakMiB} MiB, search index service ${r.memory.searchServiceMiB} MiB${r.memory.bundlerMiB === null ? '' : `, bundler ${r.memory.bundlerMiB} MiB`}`,
  );
  lines.push(
    `built ${r.pages.total} pages in ${r.seconds.toFixed(1)} s, live ${r.liveSeconds?.toFixed(1)} s after the start (${kib(r.files.bytes)} KiB) → ${r.outDir} [build ${r.buildHash}]`,
  );
  return lines;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);

export async function writeReport(file: string, report: BuildReport): Promise<void> {
  await writeFile(file, JSON.stringify(report, null, 2) + '\n');
}

/** How a process of its own runs the build: where to write, where to write its report, its other options. */
export interface BuildCommand {
  /** `--out`: the published folder. */
  out?: string;
  /** `--report`: where the build writes this report (app/site-build/pipeline/report.ts). */
  report?: string;
  /** The build's other options (`--strict`, `--check`, `--search-shard 40`…). */
  args?: readonly string[];
}

/**
 * The start of the line an edit prints once its pages are live and search finds it (its edit's records
 * published on their own): what is left of it (the search records, the page list's check, the index) is
 * on no visitor's or editor's way, and the publishing service starts the next build's process then
 * (app/publisher/standby-build.ts).
 */
export const EDIT_FOUND_LINE = 'edit live and found by search';

/**
 * What an edit's build prints once the record for the next build is in place (while its search index
 * may still be made): the publishing service tells the next build's process, which follows this one, to
 * read it now rather than when this build ends, so that an edit saved as this build ends finds it ready.
 */
export const RECORD_READY_LINE = 'record for the next build in place';

/**
 * The exit code of a build started ahead of its command (../standby.ts) whose code is no longer the
 * code there (a deploy since it loaded): nothing was built or written, and the build is to run in a
 * process started afresh.
 */
export const STALE_EXIT = 75;

/** The build's command line, as after `npm run build --`. */
export const buildCommandLine = ({ out, report, args = [] }: BuildCommand = {}): string[] => [
  ...(out ? ['--out', out] : []),
  ...(report ? ['--report', report] : []),
  ...args,
];

/** What starts the build: launch.mjs, the compiled build. */
export const launchScript = (root: string) => join(root, 'app/site-build/launch.mjs');

/** The arguments of node that run `npm run build` (its command line after `node`): the compiled build (launch.mjs). */
function buildArgv(root: string, command: BuildCommand = {}): string[] {
  return [launchScript(root), ...buildCommandLine(command)];
}

/**
 * The build as a process of its own, run from the project's folder: the one way `npm start`, the
 * publishing service, the benchmarks and the tests start it.
 */
export const spawnBuild = (root: string, command: BuildCommand = {}, options: SpawnOptions = {}): ChildProcess =>
  spawn(process.execPath, buildArgv(root, command), { cwd: root, ...options });

/** `spawnBuild`, waited for; what it printed as text. */
export const spawnBuildSync = (
  root: string,
  command: BuildCommand = {},
  options: Omit<SpawnSyncOptions, 'encoding'> = {},
): SpawnSyncReturns<string> => spawnSync(process.execPath, buildArgv(root, command), { cwd: root, ...options, encoding: 'utf8' });
