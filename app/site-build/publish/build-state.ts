/**
 * What a build remembers for the next one (`.build-state.json` in its folder, never served: the server
 * refuses dotfiles): the fingerprint of the code, a hash of the settings every page is rendered with
 * (bundles, menus, build hash, render time), each source document's stamp with the page address it
 * gave (or its errors), and per page its key (its content and those settings), its files, its ids and
 * its links, and the programme entries of activities and exhibitions with the pages that show them
 * (app/site-build/render/programme.ts). With it the next build from the same code checks only the documents
 * whose stamp changed and renders only the pages whose key changed (app/site-build/pipeline/run-pipeline.ts).
 * Links are kept as indexes into one table of addresses: most are the menus' and footer's, on every page.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SourceRecord } from '../content/load-content.ts';
import type { ProgrammeEntry } from '../../../pages/rules/today.ts';
import type { FeedEntry } from '../../../pages/rules/feed-entries.ts';
import type { WorkPart } from '../../../pages/rules/work-part.ts';
import { RENDER_THREAD_BUNDLE, SSR_DIR } from '../bundle/bundle.ts';
import { isSitemapPart } from '../site-files/site-files.ts';
import { identityOf } from '../support/files.ts';
import type { SearchEdit } from '../search/search-records.ts';
import { LANGUAGES } from '../../../generated/types/constants.ts';
import { writeRecord } from './record-writer.ts';
import { readBuildStateHead, STATE_FILE, STATE_VERSION, stateHead } from './record-head.ts';

/** What one page became. */
export interface PageRecord {
  key: string;
  /** Files written for it, relative to the build folder. */
  files: string[];
  /** Its ids, newline-separated and framed by newlines (for #fragment links to it). */
  ids: string;
  /** Its links, as indexes into the state's `hrefs`. */
  links: number[];
  /** The pictures it shows, by key (their sizes are the site's /pictures/<key>/): an edit removes those no page shows any more. */
  pictures?: string[];
  /** The drawing made a JPEG its shared link shows (pages/head/share-image.ts), a file other pages may show too. */
  drawing?: string;
  /** Its entry in the sitemap (site-files.ts sitemapEntry), when it is listed: an edit writes the sitemap from the records, never reading the published one back. */
  sitemap?: string;
}

export interface BuildState {
  version: number;
  code: string;
  /** A hash of the settings every page is rendered with: when it changes, every page changes. */
  settingsHash: string;
  renderedAt: number;
  /** Every link address of the site, once. */
  hrefs: string[];
  /** Source document name → its stamp and what checking it gave. */
  sources: Record<string, SourceRecord>;
  /**
   * How many page documents the source listed: when `sources` has as many, it stands for the list in an
   * edit whose changed documents the CMS named (../content/document-list.ts).
   */
  documents?: number;
  /** Site path → what the page became. */
  pages: Record<string, PageRecord>;
  /** Site path → the programme entry of an activity or exhibition (pages/rules/today.ts), for an edit to update the programme. */
  programme: Record<string, ProgrammeEntry>;
  /** The pages that show today's programme (their site paths), rendered again when their language's programme changes. */
  todayPages: string[];
  /** Site path → what the page gives the feeds (pages/rules/feed-entries.ts), for an edit to write them again. */
  feeds: Record<string, FeedEntry>;
  /** The feeds' files (relative to the build folder), for an edit to remove those it no longer writes. */
  feedFiles: string[];
  /** Site path → what an artwork page gives its work's manifest, the IIIF collections and the data downloads (pages/rules/work-part.ts), for an edit to write them again. */
  works: Record<string, WorkPart>;
  /** The sitemap's parts (`sitemap-1.xml`…; none when it is one file), for an edit to remove those it no longer writes. */
  sitemapParts: string[];
  /**
   * Edits whose search records are not yet in the build's (`.search/`): an edit published while events
   * waited leaves its records, its page list check and its index to the next build (pipeline/in-place.ts),
   * which stages these before its own; `documents`, those they read, are stamped by that build's list.
   */
  searchBehind?: SearchBehind;
}

/** An edit's search records left to the next build, with the documents it read. */
interface SearchBehind extends SearchEdit {
  documents: string[];
}

const isStrings = (list: unknown): list is string[] => Array.isArray(list) && list.every((s) => typeof s === 'string');
/**
 * Whether a record's `searchBehind` is one this code wrote: lists of addresses and documents, and records
 * each with its address and one of the site's languages (a language names the records file it goes to).
 */
const isSearchBehind = (b: Partial<SearchBehind>) =>
  typeof b === 'object' &&
  b !== null &&
  isStrings(b.changed) &&
  isStrings(b.gone) &&
  isStrings(b.documents) &&
  Array.isArray(b.records) &&
  b.records.every(
    (r) => typeof r === 'object' && r !== null && typeof r.url === 'string' && (LANGUAGES as readonly string[]).includes(r.language),
  );

/** A record read ahead of its build (by a standby, build.ts), with what its file was then. */
let readAhead: { outDir: string; code: string; file: string; state: BuildState | null } | null = null;

/** A record's identity (identityOf): a record rewritten or replaced since has another. */
const fileStamp = (file: string) => stat(file, { bigint: true }).then(identityOf, () => null);

/**
 * Reads the record of the build in `outDir` ahead of the build that will want it (tens of MB parsed at
 * full scale: most of a second), for a process that waits for its command: readBuildState() gives it
 * back once, if the file is still the one read (the same inode, size and times) and the code the same.
 * Returns it and the published folder it is of, for the work done ahead from it (./ahead.ts).
 */
export async function readBuildStateAhead(outDir: string, code: string): Promise<{ live: string; state: BuildState } | null> {
  const live = await realpath(outDir).catch(() => null);
  if (!live) return null;
  const file = await fileStamp(join(live, STATE_FILE));
  if (file === null) return null;
  const state = await readBuildState(live, code);
  readAhead = { outDir: live, code, file, state };
  return state && { live, state };
}

/** Whether this process's build took its record from what was read ahead. */
export let recordReadAhead = false;

/** A record this process's build put in place, as it wrote it, with its file's identity then. */
export interface KeptRecord {
  live: string;
  file: string;
  state: BuildState;
}
let written: KeptRecord | null = null;
type OnKept = (kept: KeptRecord, workAhead: boolean) => void;
/** Told of each record kept (a standby that stays warm works ahead from it while the build finishes). */
export const whenRecordKept = (hook: OnKept) => void (onKept = hook);
let onKept: OnKept | null = null;

/**
 * Keeps `state`, the record just put in place in the published build `live`, for the next build of
 * this process (a standby that stays warm, ../standby.ts): taken only while its file is still the one
 * written, it is what that build would read back from it. `workAhead`: the build still has work of its
 * own for a while, beside which the next one's can be made ahead.
 */
export async function keepWrittenRecord(live: string, state: Omit<BuildState, 'version'>, workAhead: boolean): Promise<void> {
  const folder = await realpath(live).catch(() => null);
  const file = folder && (await fileStamp(join(folder, STATE_FILE)));
  written = folder && file ? { live: folder, file, state: { version: STATE_VERSION, ...state } } : null;
  if (written) onKept?.(written, workAhead);
}

/** The record this process's build kept (keepWrittenRecord), given once. */
export function keptRecord(): KeptRecord | null {
  const kept = written;
  written = null;
  return kept;
}

/** Nothing of one build's record for the next in this process but what is kept: none read ahead, none taken. */
export function forgetRecord(): void {
  readAhead = null;
  recordReadAhead = false;
}

/** A kept record as the one read ahead (readBuildState gives it back), while its build and file are the published ones. */
export async function takeKeptRecord(kept: KeptRecord, outDir: string, code: string): Promise<{ live: string; state: BuildState } | null> {
  const live = await realpath(outDir).catch(() => null);
  if (live !== kept.live || kept.state.code !== code || (await fileStamp(join(live, STATE_FILE))) !== kept.file) return null;
  readAhead = { outDir: live, code, file: kept.file, state: kept.state };
  return { live, state: kept.state };
}

/** The previous build's record, when it is from the same code and its bundles are all there; else null. */
export async function readBuildState(outDir: string, code: string): Promise<BuildState | null> {
  const ahead = readAhead;
  readAhead = null;
  if (ahead?.outDir === outDir && ahead.code === code && ahead.state && (await fileStamp(join(outDir, STATE_FILE))) === ahead.file) {
    recordReadAhead = true;
    return (await bundlesThere(outDir)) ? ahead.state : null;
  }
  // The record starts with its version and code fingerprint: a record of other code is not even read.
  const head = await readBuildStateHead(outDir);
  if (head?.code !== code) return null;
  const text = await readFile(join(outDir, STATE_FILE), 'utf8').catch(() => null);
  if (!text) return null;
  let state: BuildState;
  try {
    state = JSON.parse(text) as BuildState;
  } catch {
    return null;
  }
  if (
    state?.version !== STATE_VERSION ||
    state.code !== code ||
    typeof state.pages !== 'object' ||
    typeof state.sources !== 'object' ||
    typeof state.programme !== 'object' ||
    typeof state.feeds !== 'object' ||
    typeof state.works !== 'object' ||
    state.works === null ||
    !Array.isArray(state.feedFiles) ||
    !Array.isArray(state.todayPages) ||
    !Array.isArray(state.hrefs) ||
    // Names of files this build removes: only the parts a build writes, nothing outside its folder.
    !Array.isArray(state.sitemapParts) ||
    !state.sitemapParts.every(isSitemapPart) ||
    (state.searchBehind !== undefined && !isSearchBehind(state.searchBehind))
  )
    return null;
  return (await bundlesThere(outDir)) ? state : null;
}

/** The bundles a build of `outDir` renders with are all there. */
async function bundlesThere(outDir: string): Promise<boolean> {
  const bundles = await Promise.all(
    [join(SSR_DIR, 'entry-server.js'), join(SSR_DIR, RENDER_THREAD_BUNDLE), '.vite/manifest.json'].map((f) =>
      stat(join(outDir, f)).catch(() => null),
    ),
  );
  return bundles.every(Boolean);
}

/** Writes the record, starting with its version and code fingerprint, to `file` (./record-writer.ts). */
export const writeBuildState = (file: string, state: Omit<BuildState, 'version'>) => writeRecord(file, stateHead(state), state);
