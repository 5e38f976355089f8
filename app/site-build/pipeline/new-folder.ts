/**
 * A whole build's target: a folder of its own (`dist.builds/<time>-<pid>/`), published by switching the
 * `dist` link to it (publish/publish.ts). The search index is built in Pagefind's own process from the
 * content from the start, beside everything else; the bundles come from the published build when it is
 * of the same code, else from the bundle cache, else from Vite (in a process of its own). The new assets
 * are compressed from the moment the pages are rendered (publishAhead), beside the files written after
 * them. Before the switch: the previous build's assets are kept beside the new ones, what of them came
 * without compressed copies compressed, the record for the next build written, and the search index
 * waited for.
 */
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bundlesFromCache, keepBundles } from '../bundle/bundle-cache.ts';
import { bundleInChildProcess, SERVER_DIR, SSR_DIR } from '../bundle/bundle.ts';
import { writeBuildState } from '../publish/build-state.ts';
import { STATE_FILE } from '../publish/record-head.ts';
import { newBuildFolder, publish } from '../publish/publish.ts';
import { writeSearchIndex } from '../search/search-index.ts';
import { compressedCacheOf } from '../search/compressed-once.ts';
import { addCompressSummaries, compressSite, type CompressSummary } from '../site-files/compress.ts';
import { filesUnder } from '../support/files.ts';
import { orAbort, type BuildPlan, type BuildRun, type BundleSource, type Indexed, type BuildTarget } from './build-run.ts';
import { sinceStart, type Step } from './report.ts';
import { searchFigures } from './report-assembly.ts';
import { keepPreviousAssets } from '../publish/previous-assets.ts';
import { ownName } from '../support/processes.ts';

export async function openNewFolder(run: BuildRun, plan: BuildPlan, step: Step): Promise<BuildTarget> {
  const { root, outDir } = run;
  const site = plan.content.site!;
  const tmp = await newBuildFolder(outDir);
  // Per build, so two builds at once (CI, a test beside a deploy) never share a prerender bundle.
  const serverDir = join(root, '.build', ownName(SERVER_DIR));
  // Pagefind indexes from the content alone, from now on while the code is bundled and the pages render
  // (once the pages' pictures have their sizes, which the results show).
  const pages = plan.content.pages;
  const searchIndex = (async () => {
    await plan.picturesGiven;
    return writeSearchIndex(
      pages.map((p) => p.page),
      tmp,
      {
        buildings: site.buildings ?? [],
        shardRecords: run.searchShardRecords,
        records: pages.map((p) => p.record),
        // Kept by content, as the pictures' sizes are: a clean build reads them too.
        compressedCache: compressedCacheOf(root),
      },
    );
  })();
  searchIndex.catch(() => undefined); // awaited before publishing, or on failure before the folder is removed
  const assets = assetCompression(tmp);
  const abort = async () => {
    await searchIndex.catch(() => undefined); // Pagefind writes into the folder until it is done
    await assets.settled(); // and so does the compression of the assets begun ahead
    // Render threads may still be finishing a file: removing the unpublished folder is tried again once.
    const removeTmp = () => rm(tmp, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
    await removeTmp().catch(removeTmp);
    await rm(serverDir, { recursive: true, force: true });
  };
  const bundles = await step('bundles', () =>
    orAbort(abort, async (): Promise<BuildTarget['bundles']> => {
      let from: BundleSource;
      if (plan.live && plan.liveBundles) {
        for (const dir of ['assets', '.vite', SSR_DIR]) await cp(join(plan.live, dir), join(tmp, dir), { recursive: true });
        from = 'published build';
      } else if (!run.clean && (await bundlesFromCache(root, plan.code, tmp))) from = 'cache';
      else return { from: 'bundled', bundlerMiB: await bundleInChildProcess(root, tmp, serverDir) };
      await cp(join(tmp, SSR_DIR), serverDir, { recursive: true });
      return { from, bundlerMiB: null };
    }),
  );
  let indexed: Indexed | undefined;

  return {
    kind: 'new-folder',
    dir: tmp,
    roots: [tmp],
    manifestDir: tmp,
    serverDir,
    abort,
    bundles,
    publishAhead: () => assets.start(),
    async publish(state) {
      // The compression begun ahead writes only the copies of the assets it listed before these join them.
      await assets.listed();
      // Tabs opened on the previous build still load its scripts and styles: they stay beside the new ones
      // for one more build (the page-data hash check then moves those visitors to the new build).
      const keptBytes = await step('previous assets', () => keepPreviousAssets(outDir, tmp));

      const compressed = await step('compress', async () => {
        const made = await assets.finish();
        if (bundles.from === 'bundled') {
          await cp(serverDir, join(tmp, SSR_DIR), { recursive: true });
          await keepBundles(root, plan.code, tmp);
        }
        await rm(serverDir, { recursive: true, force: true });
        await writeBuildState(join(tmp, STATE_FILE), state);
        return made;
      });

      // All of the above ran while Pagefind indexed; what is left of it is the build's last wait.
      const search = await step('waiting for the search index', () => searchIndex);

      // The `dist` link is switched to the new folder in one step, only now that it is complete.
      const { removed, liveSeconds } = await step('publish', async () => ({ ...(await publish(outDir, tmp)), liveSeconds: sinceStart() }));
      // The index went live with the pages.
      indexed = { search: searchFigures(search, liveSeconds), serviceMiB: search.servicePeakMiB };
      // Builds two deploys old go after the build has ended, at the lowest priority (publish/remove-later.ts).
      if (removed.length) console.log(`removing ${removed.length} older build folder(s) in the background`);
      return { outcome: 'published', liveSeconds, moved: 0, removed: 0, keptBytes, compressed };
    },
    async finish() {
      if (!indexed) throw new Error('a new folder is finished once it is published');
      return indexed;
    },
  };
}

/**
 * The compressed copies of the hashed scripts and styles in `dir`, once, at Brotli's best (the server
 * compresses the rest when asked); those with both copies already (from the published build or the
 * bundle cache) are left as they are. `start()`, once the pages are rendered: this build's own assets
 * listed and compressed on the libuv threads, a file at a time, on the core the main thread leaves idle
 * while it alone writes the feeds, the collection's files and the site files and checks the links (eight
 * at a time took both cores from it: that work then took as long as the compression saved).
 * `finish()`, before publishing: what joined them since without copies (the previous build's, mostly
 * none), and the whole.
 */
function assetCompression(dir: string) {
  const assetsNow = async () => (await filesUnder(join(dir, 'assets'))).map((f) => `assets/${f}`);
  let listed: Promise<string[]> | undefined;
  let ahead: Promise<CompressSummary> | undefined;
  return {
    start() {
      listed ??= assetsNow();
      ahead ??= listed.then((files) => compressSite(dir, 1, files));
      ahead.catch(() => undefined); // awaited by finish, or before the folder is removed
    },
    listed: () => listed,
    settled: () => ahead?.catch(() => undefined),
    async finish(): Promise<CompressSummary> {
      const first = ahead ? await ahead : null;
      const rest = await compressSite(dir, 8, await assetsNow());
      return first ? addCompressSummaries(first, rest) : rest;
    },
  };
}
