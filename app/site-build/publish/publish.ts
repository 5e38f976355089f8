/**
 * Publishing without a gap: each build is written to a folder of its own in `<out>.builds/`, and
 * `<out>` is a symlink switched to it by one rename(2), which is atomic. A server that resolves
 * `<out>` once per request (app/server/static-server.ts) answers every request from one complete
 * build, before or after the switch, never a mix and never a missing file. The build that was live
 * before is kept (see publish). An edit of the same code is published inside the live folder instead
 * (publish-in-place.ts).
 */
import { lstat, mkdir, readdir, readFile, realpath, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { lastUndo, undoLastPublish } from './publish-in-place.ts';
import { makerOf, ownName } from '../support/processes.ts';
import { removeLater, REMOVING_PREFIX } from './remove-later.ts';
import { APP_DATA_FILE } from '../../serving/app-data.ts';

export const buildsFolder = (out: string) => `${out}.builds`;

/** A new, empty folder for one build, named so that later builds sort after earlier ones. */
export async function newBuildFolder(out: string): Promise<string> {
  const builds = buildsFolder(out);
  await mkdir(builds, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-');
  // A new name, never one in use: two builds of one process in the same millisecond get `.1`, `.2`…
  // (names still sort by when they were made; a folder of that name may be the live build).
  for (let n = 0; ; n++) {
    const dir = join(builds, ownName(`${stamp}${n ? `.${n}` : ''}`));
    const made = await mkdir(dir).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'EEXIST') return false;
        throw err;
      },
    );
    if (made) return dir;
  }
}

/** Names the build that was live before the last switch (what `npm run rollback` goes back to). */
const PREVIOUS = '.previous';

/** The process that wrote a build folder, from its name (`<time>-<mark>`: its id, and its start time when there is one). */
const BUILD_MAKER = /-(\d+)(?:\.(\d+))?$/;

/** Switches the `out` link to `folder` in one rename (a relative link, so the pair can be moved or mounted elsewhere together). */
async function pointAt(out: string, folder: string) {
  const link = ownName(`${out}.link`);
  await rm(link, { force: true });
  await symlink(relative(dirname(out), folder), link, 'dir');
  await rename(link, out);
}

/**
 * Points `out` at `folder` atomically. The build that was live until then is kept (and named in
 * `<out>.builds/.previous`), so a request that began on it finishes on it and `npm run rollback` can go
 * back to it; every other folder is removed, unless a running build is still writing it. So a build
 * that died half way leaves nothing a later build could take for a published one. The removal runs
 * after the switch, in a process of its own (remove-later.ts): `done` settles when it has ended.
 * A real folder at `out` (a site from before this scheme) is first moved into the builds folder.
 */
export async function publish(out: string, folder: string): Promise<{ removed: string[]; done: Promise<void> }> {
  const builds = buildsFolder(out);
  const existing = await lstat(out).catch(() => null);
  if (existing && !existing.isSymbolicLink()) {
    await mkdir(builds, { recursive: true });
    await rename(out, join(builds, ownName('00000000-legacy')));
  }
  const wasLive = await realpath(out).catch(() => null);
  await pointAt(out, folder);
  const previous = wasLive && dirname(wasLive) === (await realpath(builds)) && wasLive !== folder ? basename(wasLive) : null;
  if (previous) await writeFile(join(builds, PREVIOUS), previous);
  else await rm(join(builds, PREVIOUS), { force: true });
  return removeLeftovers(out, [basename(folder), ...(previous ? [previous] : [])]);
}

/**
 * Removes build folders that are neither `keep` nor being written by a running build (leftovers of
 * dead or older builds), and what an earlier removal left: renamed aside at once, removed in the
 * background.
 */
async function removeLeftovers(out: string, keep: readonly string[]): Promise<{ removed: string[]; done: Promise<void> }> {
  const builds = buildsFolder(out);
  const removed: string[] = [];
  const pending: string[] = [];
  const maker = makerOf(BUILD_MAKER);
  for (const name of await readdir(builds).catch(() => [])) {
    if (name.startsWith(REMOVING_PREFIX)) pending.push(name);
    if (name.startsWith('.') || keep.includes(name)) continue;
    if (maker(name) === 'running') continue;
    removed.push(name);
  }
  const { done } = await removeLater(builds, removed, pending);
  return { removed, done };
}

/**
 * Back to the site as it was before the last publish: the edit published in place undone
 * (publish-in-place.ts), or else the `out` link switched back to the build that was live before.
 * Returns what it did, or null when there is nothing to go back to.
 */
export async function rollback(out: string, { dryRun = false } = {}): Promise<string | null> {
  const live = await realpath(out).catch(() => null);
  if (!live) return null;
  const undo = await lastUndo(live);
  if (undo) {
    if (dryRun) return `would undo the last edit published in ${live} (kept in ${undo}); ${live} stays the live build`;
    const undone = (await undoLastPublish(live))!;
    return `undid the last edit published in ${live}: ${undone.restored} file(s) restored, ${undone.removed} removed; ${live} is still the live build`;
  }
  const builds = buildsFolder(out);
  const previous = (await readFile(join(builds, PREVIOUS), 'utf8').catch(() => '')).trim();
  if (!previous || previous.includes('/') || !(await stat(join(builds, previous, APP_DATA_FILE)).catch(() => null))) return null;
  if (dryRun) return `would switch ${out} from ${live} back to ${join(builds, previous)}`;
  await pointAt(out, join(builds, previous));
  // Rolling back again goes forward to the build just left.
  await writeFile(join(builds, PREVIOUS), basename(live));
  return `switched ${out} back: live now ${join(builds, previous)}, before ${live}`;
}

/** Whether `out` is a published build of this site (its app data is there), as commands that change it check first. */
export const isPublishedBuild = async (out: string) => !!(await stat(join(out, APP_DATA_FILE)).catch(() => null));

/**
 * Why a source should not be published over the current build: it has no page, or fewer than half
 * the pages of the published build (more likely a broken export than an edit). null when it is fine.
 */
export function shrinkRefusal(sourcePages: number, publishedPages: number | null): string | null {
  if (sourcePages === 0) return 'it has no valid page';
  if (publishedPages && sourcePages < publishedPages / 2)
    return `it has ${sourcePages} valid page(s), fewer than half the ${publishedPages} of the published build`;
  return null;
}
