/**
 * The bundles of a version of the code, kept between builds (`.build/bundles/<code fingerprint>/`: the
 * browser's hashed files with their compressed copies, Vite's manifest and the prerender bundle). The
 * bundles depend on the code alone (publish/code-fingerprint.ts), never on the content, so a
 * whole build of code already bundled copies them instead of running Vite and Brotli again, as Astro
 * and Gatsby keep their caches. `--clean` ignores the cache: a cold build bundles.
 * Written to a folder of its own and renamed into place, so a build reading the cache never sees half of
 * an entry; only the two newest entries are kept.
 */
import { cp, mkdir, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { filesUnder, linkOrCopy } from '../support/files.ts';
import { mapBounded } from '../support/map-bounded.ts';
import { removeLeftoversOfDeadProcesses, tempName, TEMP_NAME } from '../support/processes.ts';
import { manifestFiles, readManifest, SSR_DIR } from './bundle.ts';

const KEEP = 2;
const cacheDir = (root: string) => join(root, '.build/bundles');
/** What a build folder holds of its bundles besides the files the manifest names. */
const BUNDLE_FOLDERS = ['.vite', SSR_DIR];

/** Copies the cached bundles of `code` into the build folder `dir`; false when there are none. */
export async function bundlesFromCache(root: string, code: string, dir: string): Promise<boolean> {
  const entry = join(cacheDir(root), code);
  // An entry whose manifest does not read (a file written through one of its links) is dropped, not used.
  const manifest = await readFile(join(entry, '.vite/manifest.json'), 'utf8').catch(() => null);
  if (manifest === null) return false;
  try {
    JSON.parse(manifest);
  } catch {
    await rm(entry, { recursive: true, force: true });
    return false;
  }
  try {
    // Hard links: a build never writes into a bundle file (compressed copies are files of their own).
    await mapBounded(await filesUnder(entry), 16, async (f) => {
      await mkdir(dirname(join(dir, f)), { recursive: true });
      await linkOrCopy(join(entry, f), join(dir, f));
    });
    // The newest entries are the ones kept.
    const now = new Date();
    await utimes(entry, now, now);
    return true;
  } catch {
    // Removed by another build meanwhile: this one bundles.
    for (const name of ['assets', ...BUNDLE_FOLDERS]) await rm(join(dir, name), { recursive: true, force: true });
    return false;
  }
}

/**
 * Keeps the bundles of the build folder `dir` (made by Vite for `code`, with their compressed copies) for
 * later builds: only the files its manifest names, never the previous build's assets kept beside them.
 */
export async function keepBundles(root: string, code: string, dir: string): Promise<void> {
  const cache = cacheDir(root);
  await mkdir(cache, { recursive: true });
  await removeLeftoversOfDeadProcesses(cache, TEMP_NAME);
  if (await stat(join(cache, code)).catch(() => null)) return;
  const tmp = tempName(join(cache, code));
  try {
    for (const f of manifestFiles(await readManifest(dir))) {
      // Names from the build's own manifest, still checked: nothing is copied from or to outside the folders.
      if (f.startsWith('/') || f.split(/[/\\]/).some((seg) => seg === '..' || seg === '')) continue;
      for (const name of [f, `${f}.br`, `${f}.gz`])
        await cp(join(dir, name), join(tmp, name)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT' || name === f) throw err;
        });
    }
    for (const name of BUNDLE_FOLDERS) await cp(join(dir, name), join(tmp, name), { recursive: true });
    await rename(tmp, join(cache, code));
  } catch {
    // Another build kept the same bundles first, or the disk said no: the cache is only ever a shortcut.
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  await pruneBundles(cache, code);
}

/**
 * Keeps the entry of `code` (the code being built) and the newest of the others, up to KEEP in all. The
 * current entry is kept whatever its time says: an entry dated ahead (a build under a moved clock) would
 * otherwise outrank it and every build would bundle again.
 */
async function pruneBundles(cache: string, code: string): Promise<void> {
  const others = [];
  for (const name of await readdir(cache)) {
    if (name.includes('.tmp-') || name === code) continue;
    const s = await stat(join(cache, name)).catch(() => null);
    if (s) others.push({ name, time: s.mtimeMs });
  }
  others.sort((a, b) => b.time - a.time);
  for (const { name } of others.slice(KEEP - 1)) await rm(join(cache, name), { recursive: true, force: true });
}
