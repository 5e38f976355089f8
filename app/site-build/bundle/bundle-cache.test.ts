/** The bundle cache keeps the code being built, whatever the dates of the other entries say. */
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundlesFromCache, keepBundles } from './bundle-cache.ts';
import { SSR_DIR } from './bundle.ts';

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

/** A build folder holding the bundles of one version of the code (a manifest, one script, the prerender bundle). */
async function builtFolder(name: string) {
  const dir = join(root, name);
  await mkdir(join(dir, '.vite'), { recursive: true });
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, SSR_DIR));
  await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify({ entry: { file: `assets/${name}.js` } }));
  await writeFile(join(dir, `assets/${name}.js`), `console.log(${JSON.stringify(name)})`);
  await writeFile(join(dir, SSR_DIR, 'render.js'), 'export {}');
  return dir;
}

describe('the bundle cache', () => {
  it('keeps the entry it has just written though others are dated ahead (a build under a moved clock)', async () => {
    root = await mkdtemp(join(tmpdir(), 'museo-bundles-'));
    const nextYear = new Date(Date.now() + 365 * 86400_000);
    for (const code of ['future-a', 'future-b']) {
      await keepBundles(root, code, await builtFolder(code));
      await utimes(join(root, '.build/bundles', code), nextYear, nextYear);
    }
    await keepBundles(root, 'now', await builtFolder('now'));
    const kept = await readdir(join(root, '.build/bundles'));
    expect(kept).toContain('now');
    expect(kept).toHaveLength(2);
    // The next build of the same code takes its bundles from the cache.
    const next = join(root, 'next');
    expect(await bundlesFromCache(root, 'now', next)).toBe(true);
    expect(await readdir(join(next, 'assets'))).toEqual(['now.js']);
  });

  it('drops an entry whose manifest no longer reads, and bundles anew', async () => {
    root = await mkdtemp(join(tmpdir(), 'museo-bundles-'));
    await keepBundles(root, 'now', await builtFolder('now'));
    await writeFile(join(root, '.build/bundles/now/.vite/manifest.json'), '{ damaged');
    expect(await bundlesFromCache(root, 'now', join(root, 'next'))).toBe(false);
    expect(await readdir(join(root, '.build/bundles'))).toEqual([]);
  });
});
