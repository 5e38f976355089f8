/**
 * An edit's target: the published build itself, when it was made from the same code and renders its
 * pages with the same settings (bundles, menus, build hash, render day). The pages whose key changed are
 * written into a staging folder inside it, and only the files whose bytes changed are moved into place
 * (publish/publish-in-place.ts), with the edit's recent search part (made while its last files were
 * written): the pages are live, and found by search, then; the search records and the index of the languages the edit touched
 * follow, each published when complete, with the record for the next build.
 * An edit saved meanwhile does not wait for them: once search finds this edit through its recent part,
 * a build that events wait for leaves its search records, its page list check and its index to the next,
 * carried in its record (searchBehind).
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ahead } from '../publish/ahead.ts';
import { SERVER_DIR, SSR_DIR } from '../bundle/bundle.ts';
import { keepWrittenRecord, writeBuildState } from '../publish/build-state.ts';
import { STATE_FILE } from '../publish/record-head.ts';
import { publishInPlace } from '../publish/publish-in-place.ts';
import { updateSearchIndex } from '../search/search-index.ts';
import { compressedCacheOf } from '../search/compressed-once.ts';
import {
  followedBy,
  languagesBehind,
  readSearchRecords,
  searchEdit,
  stageSearchRecords,
  type SearchEdit,
} from '../search/search-records.ts';
import { discardParts, prepareRecentParts, publishPreparedParts, type PreparedParts, type RecentSummary } from '../search/recent-part.ts';
import { checkPageList } from './list-check.ts';
import { APP_DATA_FILE } from '../../serving/app-data.ts';
import { orAbort, type BuildPlan, type BuildRun, type BuildTarget, type Indexed } from './build-run.ts';
import type { Building, Page } from '../../../generated/types/content.ts';
import type { BuildState } from '../publish/build-state.ts';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import { EDIT_FOUND_LINE, RECORD_READY_LINE, sinceStart, type Step } from './report.ts';
import { searchFigures } from './report-assembly.ts';
import { moveIntoPlace } from '../publish/move-into-place.ts';
import { ownName } from '../support/processes.ts';
import { STAGING } from '../publish/publish-in-place.ts';

/**
 * Where this process keeps the published build's prerender bundle: inside the project, so that its imports
 * resolve from node_modules, in a folder of its own for that build (a module is loaded once per address).
 */
const renderBundleDir = (root: string, live: string) => join(ownServerDir(root), basename(live));
/** This process's folder of bundles, removed with what it holds once the edit is published (or given up). */
const ownServerDir = (root: string) => join(root, '.build', ownName(SERVER_DIR));

/**
 * The published build's prerender bundle copied there, and its server entry loaded (the render step then
 * finds it loaded): made ahead by a standby, as the copy and the module's compilation took about 0.1 s
 * of an edit. Its folder, once loaded.
 */
export const liveRenderBundle = ahead('render bundle', (_record: BuildState, live: string, root: string) => {
  const dir = renderBundleDir(root, live);
  const made = (async () => {
    await rm(dir, { recursive: true, force: true });
    await cp(join(live, SSR_DIR), dir, { recursive: true });
    await import(pathToFileURL(join(dir, 'entry-server.js')).href);
    return dir;
  })();
  made.catch(() => undefined); // awaited by the build that takes it
  return made;
});

/** An edit's recent parts as published with its pages, and when they were live (null: no language had one). */
type Recent = (RecentSummary & { liveSeconds: number }) | null;

/**
 * The edit's recent search part, begun once it is known which pages go (publishAhead): Pagefind indexes
 * its records in its own process while this one writes the cards, feeds and site files, for publish to
 * take (or abort to discard).
 */
function recentPartAhead(live: string, changed: Page[], buildings: readonly Building[]) {
  let preparing: Promise<PreparedParts | null> | undefined;
  return {
    start(gone: string[]) {
      preparing ??= prepareRecentParts(live, { changed, gone, buildings });
      preparing.catch(() => undefined); // taken, failure and all, by publish (or discarded by abort)
      return preparing;
    },
    discard: async () => discardParts(await (preparing ?? Promise.resolve(null)).catch(() => null)),
  };
}

/**
 * The edit's files moved into the published build, app data last, then its recent search part (made just
 * before): renames and small files, so that from the moment its pages are live search finds them too.
 */
async function publishWithSearch(
  live: string,
  staging: string,
  removals: Parameters<typeof publishInPlace>[2]['removals'],
  prepared: PreparedParts | null,
): Promise<{ change: Awaited<ReturnType<typeof publishInPlace>>; liveSeconds: number; recent: Recent }> {
  try {
    const change = await publishInPlace(live, staging, { removals, last: [APP_DATA_FILE] });
    const made = await publishPreparedParts(prepared, { undo: change.undo });
    const liveSeconds = sinceStart();
    console.log(`${EDIT_FOUND_LINE} ${liveSeconds.toFixed(2)} s after the start`);
    return { change, liveSeconds, recent: made && { ...made, liveSeconds } };
  } finally {
    await discardParts(prepared);
  }
}

export async function openInPlace(run: BuildRun, plan: BuildPlan, step: Step): Promise<BuildTarget> {
  const live = plan.live!;
  const site = plan.content.site!;
  // The pages read again, kept for their search records (the pipeline lets go of its list as it renders).
  const changed = plan.content.pages.map((p) => p.page);
  const staging = join(live, ownName(STAGING));
  const serverDir = renderBundleDir(run.root, live);
  const recentPart = recentPartAhead(live, changed, site.buildings ?? []);
  const abort = async () => {
    await rm(staging, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 }).catch(() => undefined);
    await rm(ownServerDir(run.root), { recursive: true, force: true });
    await recentPart.discard();
  };
  await step('bundles', () =>
    orAbort(abort, async () => {
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
      await liveRenderBundle.of(plan.previous, live, run.root);
    }),
  );
  // What the pages being live leaves to do: the search records and index, and the record for the next build.
  let rest: { state: Omit<BuildState, 'version'>; gone: string[]; undo: string; recent: Recent } | undefined;

  return {
    kind: 'in-place',
    dir: staging,
    roots: [staging, live],
    manifestDir: live,
    serverDir,
    abort,
    bundles: { from: 'published build', bundlerMiB: null },
    publishAhead: (gone) => void recentPart.start(gone),
    publish: async (state, removals, gone) => {
      // Search finds the edit from the moment its pages are live: its changed records indexed on their own
      // (a fraction of a second, begun with publishAhead), then published with the pages, bridging until
      // its languages are indexed again below (../search/recent-part.ts). Who sees the new page finds it too.
      const prepared = await step('search, the edit first', () => orAbort(abort, () => recentPart.start(gone)));
      return step('publish', async () => {
        const { change, liveSeconds, recent } = await publishWithSearch(live, staging, removals, prepared);
        await rm(ownServerDir(run.root), { recursive: true, force: true });
        rest = { state, gone, undo: change.undo, recent };
        return {
          outcome: 'published-in-place' as const,
          liveSeconds,
          moved: change.moved.length,
          removed: change.removed.length,
          keptBytes: 0,
          compressed: null,
        };
      });
    },
    async finish() {
      if (!rest) throw new Error('an edit is finished once it is published');
      const { state, gone, undo, recent } = rest;

      const { edit, read } = searchOfEdit(run, plan, changed, gone);
      if (handsOn(run, recent, edit, read))
        return step('the record for the next build (search left to it)', async () => {
          const behind = { ...edit, documents: plan.content.listed ? [] : read };
          await recordForNext({ live, staging, undo }, { ...state, searchBehind: behind }, false);
          console.log('search records, list check and index: left to the next build (events wait); found through the recent part');
          return { search: { ...bridged(recent!), recordsDeferred: true }, serviceMiB: 0 };
        });

      // Trust, then verify: an edit whose page list came from its record reads the list now (./list-check.ts),
      // beside the search records: the CMS's answer (every document and its version, about a second at full
      // scale) is waited for beside them, not after. It only reads the source and amends the record in
      // memory, and never fails (a list it cannot read is answered null).
      const listChecked = plan.content.listed ? undefined : step('page list check', () => checkPageList(plan.source, state.sources, read));

      // What the next build and the search index need: a build stopped before either is in place is
      // followed by one that sees the edited documents as changed and makes the same files (and an entry
      // without the recent part). The search records go first: the record for the next build must never
      // be ahead of them. The lists written are kept for the index, which would otherwise parse them again.
      const staged = await step('search records', async () => {
        await mkdir(staging, { recursive: true });
        const written = await stageSearchRecords(live, staging, edit);
        return moveIntoPlace(live, staging, undo).then(() => written);
      });
      const unnamed = await listChecked;

      // The index of the languages the edit touched follows, each published when complete. Pagefind indexes
      // in its own process; the record for the next build is written meanwhile on this one, and is in place
      // before the index publishes anything (the undo journal has one writer at a time).
      return step('search index (and the record for the next build)', async () => {
        const search = await indexAndRecord(run, { live, staging, undo, state, buildings: site.buildings ?? [], staged }, recent);
        const listed = unnamed === undefined ? {} : { unnamed };
        if (search === 'deferred') {
          console.log('search index: left to the next build (events are waiting); search finds this edit through its recent part');
          return { search: recent && bridged(recent), serviceMiB: 0, ...listed };
        }
        return {
          search: search.indexed.length ? { ...searchFigures(search, sinceStart()), recent } : null,
          serviceMiB: search.servicePeakMiB,
          ...listed,
        };
      });
    },
  };
}

/**
 * The index of the languages an edit touched, each published when complete, with the record for the next
 * build written meanwhile. When events wait for the next build (the publishing service made the file
 * --defer-index names) and search finds this edit through its recent parts, the index is that build's:
 * the languages stay behind their records, and it indexes them.
 */
async function indexAndRecord(
  run: BuildRun,
  edit: {
    live: string;
    staging: string;
    undo: string;
    state: Omit<BuildState, 'version'>;
    buildings: readonly Building[];
    /** The search records this edit wrote, by language. */
    staged: ReadonlyMap<string, SearchRecord[]>;
  },
  recent: { byLanguage: Record<string, unknown> } | null,
) {
  const { live, undo, state } = edit;
  const recorded = recordForNext(edit, state, true);
  // Awaited below whatever the index does; this only keeps a failure from being reported twice.
  recorded.catch(() => undefined);
  try {
    const behind = await languagesBehind(live);
    if (run.deferIndex && existsSync(run.deferIndex) && [...behind].every((lang) => recent?.byLanguage[lang])) {
      await recorded;
      return 'deferred' as const;
    }
    const search = await updateSearchIndex(await readSearchRecords(live, behind, edit.staged), live, {
      buildings: edit.buildings,
      complete: false,
      shardRecords: run.searchShardRecords,
      compressedCache: compressedCacheOf(run.root),
      undo,
      ready: recorded,
    });
    await recorded;
    return search;
  } finally {
    // Never leave the record half-written behind a failed index: the error is the build's either way.
    await recorded.catch(() => undefined);
  }
}

/**
 * The record for the next build, put in place in the published build (and said: the next build's process
 * reads it then), and kept in memory for a next build in this process; `workAhead`: while this build
 * still has seconds of work (its search index), not when it ends at once because events wait.
 */
async function recordForNext(at: { live: string; staging: string; undo: string }, state: Omit<BuildState, 'version'>, workAhead: boolean) {
  await mkdir(at.staging, { recursive: true });
  await writeBuildState(join(at.staging, STATE_FILE), state);
  await moveIntoPlace(at.live, at.staging, at.undo);
  await keepWrittenRecord(at.live, state, workAhead);
  console.log(`${RECORD_READY_LINE} ${sinceStart().toFixed(2)} s after the start`);
}

/**
 * This edit's search records after those an edit before it left to it (the record's searchBehind); and
 * the documents whose stamps the page list gives: those read by this build and by the edits before it.
 */
function searchOfEdit(run: BuildRun, plan: BuildPlan, changed: readonly Page[], gone: readonly string[]) {
  const before = plan.previous?.searchBehind;
  const own = searchEdit(changed, gone, plan.content.site!.buildings ?? []);
  return {
    edit: before ? followedBy(before, own) : own,
    read: [...new Set([...(before?.documents ?? []), ...(run.changed ?? [])])],
  };
}

/** The most search records, addresses and documents an edit leaves to the next build: more, and it makes them itself. */
const BEHIND_RECORDS = 1_024;

/**
 * Whether an edit leaves all its search work to the next build: events wait for it (the publishing
 * service made the file --defer-index names), and search finds every change of this edit through its
 * recent part. The next build stages these records before its own and checks the page list for both,
 * so that an edit saved while this one would finish waits for neither (about 1.5 s at full scale).
 */
const handsOn = (run: BuildRun, recent: { unbridged: string[] } | null, edit: SearchEdit, read: readonly string[]) =>
  !!run.deferIndex &&
  existsSync(run.deferIndex) &&
  !!recent &&
  !recent.unbridged.length &&
  edit.records.length + edit.changed.length + edit.gone.length + read.length <= BEHIND_RECORDS;

/** The search report of an edit whose index is the next build's: found through its recent part. */
const bridged = (recent: NonNullable<NonNullable<Indexed['search']>['recent']>) => ({
  records: 0,
  byLanguage: {},
  seconds: 0,
  parts: { indexed: 0, total: 0 },
  liveSeconds: recent.liveSeconds,
  recent,
  deferred: true,
});
