/**
 * Publishing without a gap: each build is written to a folder of its own in `<out>.builds/`, and
 * `<out>` is a symlink switched to it by one rename(2), which is atomic. A server that resolves
 * `<out>` once per request (app/server/static-server.ts) answers every request from one complete
 * build, before or after the switch, never a mix and never a missing file. The previous build is
 * kept (a request that began on it finishes on it); older ones are removed.
 */
import { lstat, mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';

export const buildsFolder = (out: string) => `${out}.builds`;

/** A new, empty folder for one build, named so that later builds sort after earlier ones. */
export async function newBuildFolder(out: string): Promise<string> {
  const builds = buildsFolder(out);
  await mkdir(builds, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-');
  const dir = join(builds, `${stamp}-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir);
  return dir;
}

/**
 * Points `out` at `folder` atomically, then removes builds older than the `keep` newest published
 * ones. A real folder at `out` (a site from before this scheme) is first moved into the builds folder.
 */
export async function publish(out: string, folder: string, { keep = 2 }: { keep?: number } = {}): Promise<void> {
  const builds = buildsFolder(out);
  const existing = await lstat(out).catch(() => null);
  if (existing && !existing.isSymbolicLink()) {
    await mkdir(builds, { recursive: true });
    await rename(out, join(builds, `00000000-legacy-${process.pid}`));
  }
  const link = `${out}.link-${process.pid}`;
  await rm(link, { force: true });
  // Relative, so the pair can be moved or mounted elsewhere together.
  await symlink(relative(dirname(out), folder), link, 'dir');
  await rename(link, out);

  // Only builds older than this one go (a newer folder is a build still being written).
  const published = basename(folder);
  const older = (await readdir(builds)).filter((name) => name < published).sort();
  for (const name of older.slice(0, Math.max(0, older.length - (keep - 1)))) {
    await rm(join(builds, name), { recursive: true, force: true });
  }
}

/** Removes a site and every build folder behind it (tests start from nothing). */
export async function removeSite(out: string): Promise<void> {
  await rm(out, { recursive: true, force: true });
  await rm(buildsFolder(out), { recursive: true, force: true });
}

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
