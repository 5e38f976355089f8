/**
 * npm run build: reads and checks the content, then either
 * - publishes an edit in place (app/site-build/pipeline/update-in-place.ts), when the published build was made from
 *   the same code and settings: only what changed is rendered and moved into place, and the search
 *   index of the languages it touched follows; or
 * - builds the whole site into a new folder (app/site-build/pipeline/build-site.ts) and switches `dist` to it.
 * A failed build leaves the published site as it was.
 *   --keep-going   skip invalid pages (listed) instead of failing
 *   --allow-shrink build even when the source has no pages or fewer than half the published build's
 *   --out DIR      write somewhere other than dist/
 *   --check        validate the content only (npm run validate)
 *   --clean        ignore the published build's record: build everything into a new folder
 *   --threads N    render on N threads (default: one per core)
 *   --search-shard N  at most N pages in one part of a language's search index (default 12,000; see search-index.ts)
 *   --sitemap-urls N  at most N addresses in one sitemap file (default 25,000; see site-files.ts)
 *   --strict       internal links to pages or anchors the build did not write stop the build (else warnings)
 */
import './bundle/production-mode.ts';
import { checkMediaFolder } from './content/media-check.ts';
import { readdir, readFile, realpath, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { formatContentError } from '../../pages/content/validate.ts';
import { provideAllUiText } from '../../pages/i18n/all-ui-text.ts';
import type { AppDataFile } from '../runtime/page-data.ts';
import { contentSourceFromEnv } from './content/content-source.ts';
import { loadContent, type LoadedContent } from './content/load-content.ts';
import { shrinkRefusal } from './publish/publish.ts';
import { codeFingerprint, readBuildState } from './publish/build-state.ts';
import { processAlive, recoverInPlace } from './publish/publish-in-place.ts';
import { buildNewFolder } from './pipeline/build-site.ts';
import { updateInPlace } from './pipeline/update-in-place.ts';
import { phase, renderTime, type BuildRun } from './pipeline/build-run.ts';
import { applyHeapPolicy } from './support/memory.ts';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const threadsIndex = args.indexOf('--threads');
const shardIndex = args.indexOf('--search-shard');
const sitemapIndex = args.indexOf('--sitemap-urls');
const run: BuildRun = {
  root,
  outDir: resolve(root, outIndex >= 0 ? (args[outIndex + 1] ?? 'dist') : 'dist'),
  keepGoing: args.includes('--keep-going'),
  strict: args.includes('--strict'),
  threads: threadsIndex >= 0 ? Number(args[threadsIndex + 1]) : undefined,
  searchShardRecords: shardIndex >= 0 ? Number(args[shardIndex + 1]) : undefined,
  sitemapUrls: sitemapIndex >= 0 ? Number(args[sitemapIndex + 1]) : undefined,
};
for (const [flag, value] of [
  ['--search-shard', run.searchShardRecords],
  ['--sitemap-urls', run.sitemapUrls],
] as const)
  if (value !== undefined && !(Number.isInteger(value) && value >= 1)) {
    console.error(`${flag} takes a whole number of pages, at least 1`);
    process.exit(2);
  }
const checkOnly = args.includes('--check');
const clean = args.includes('--clean');

/** How many pages the published build has (its CMS pages, without the site's own routes), or null. */
async function publishedPageCount(dir: string): Promise<number | null> {
  const data = await readFile(join(dir, 'page-data/app-data.json'), 'utf8').catch(() => null);
  const pages = data ? (JSON.parse(data) as AppDataFile).pages : undefined;
  return typeof pages === 'number' ? pages : null;
}

/** Content errors printed, and whether the build may go on (--keep-going with a valid site configuration). */
function reportContent(content: LoadedContent, where: string): boolean {
  if (content.errors.length) {
    const stream = run.keepGoing && content.site ? console.warn : console.error;
    stream(`\n${content.errors.length} content error(s) in ${where}:`);
    for (const e of content.errors) stream(`  ${formatContentError(e)}`);
    if (!run.keepGoing || !content.site) {
      console.error(
        `\nBuild stopped: nothing was written; ${run.outDir} is unchanged.${content.site ? ' (--keep-going skips invalid pages.)' : ''}`,
      );
      return false;
    }
    console.warn(`\n--keep-going: skipped ${content.invalid.length} page(s): ${content.invalid.map((i) => i.source).join(', ')}`);
  }
  for (const w of content.warnings) console.warn(`warning: ${w}`);
  return true;
}

/** Prerender bundles left in `.build/` by builds that died (each build removes its own). */
async function removeDeadBuildsBundles() {
  for (const name of await readdir(join(root, '.build')).catch(() => [])) {
    const pid = Number(/^server-(\d+)$/.exec(name)?.[1]);
    if (pid && !processAlive(pid)) await rm(join(root, '.build', name), { recursive: true, force: true });
  }
}

async function main() {
  // The build names pages and error pages in every language.
  provideAllUiText();
  await removeDeadBuildsBundles();
  const started = performance.now();
  const source = contentSourceFromEnv(join(root, 'content'), root);
  phase('previous build record');
  // The published build, and its record when it was made from the same code (app/site-build/publish/build-state.ts), unless --clean.
  const code = await codeFingerprint(root);
  const live = checkOnly || clean ? null : await realpath(run.outDir).catch(() => null);
  if (live) await recoverInPlace(live);
  const previous = live ? await readBuildState(live, code) : null;

  phase('load and validate');
  let content: LoadedContent;
  try {
    // The pages that show today's programme are read again every time: an edit of any activity may change them.
    const todayPaths = new Set(previous?.todayPages ?? []);
    const recheck = new Set(
      Object.entries(previous?.sources ?? {}).flatMap(([name, r]) => (r.path && todayPaths.has(r.path) ? [name] : [])),
    );
    content = await loadContent(source, {
      previous: previous?.sources,
      recheck,
      onPageList: (documents) => {
        const flag = applyHeapPolicy(documents);
        if (flag) console.log(`${documents} page documents: the heap grows by at most half of what it holds (${flag})`);
      },
    });
  } catch (err) {
    console.error(
      `\nCould not read the content from ${source.describe}: ${(err as Error).message}\nBuild stopped: nothing was written; ${run.outDir} is unchanged.`,
    );
    process.exitCode = 1;
    return;
  }
  if (!reportContent(content, source.describe)) return void (process.exitCode = 1);
  // A source that suddenly has far fewer pages is more likely broken than edited: the published site stays.
  const pageCount = content.pages.length + content.unchanged.length;
  const refusal = checkOnly || args.includes('--allow-shrink') ? null : shrinkRefusal(pageCount, await publishedPageCount(run.outDir));
  if (refusal) {
    console.error(
      `\n${source.describe}: ${refusal}. Build stopped: nothing was written; ${run.outDir} is unchanged. (--allow-shrink builds it anyway.)`,
    );
    return void (process.exitCode = 1);
  }
  // The media folder, before anything is copied: links out of the content folder and unsafe SVGs stop the build.
  const mediaProblems = source.mediaDir && source.contentRoot ? await checkMediaFolder(source.contentRoot, source.mediaDir) : [];
  if (mediaProblems.length) {
    console.error(`\n${mediaProblems.join('\n')}\nBuild stopped: nothing was written; ${run.outDir} is unchanged.`);
    return void (process.exitCode = 1);
  }
  if (checkOnly) {
    console.log(`content is valid: ${pageCount} pages and the site configuration in ${source.describe}`);
    return;
  }
  const ok =
    live && previous
      ? await updateInPlace(run, { source, content, code, previous, live, started })
      : await buildNewFolder(run, { source, content, code, renderedAt: renderTime(undefined), started });
  if (!ok) process.exitCode = 1;
}

await main();
