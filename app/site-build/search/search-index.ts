/**
 * The static search index (Pagefind), made from the validated pages, not by crawling the HTML: each
 * language an index of its own (a visitor downloads only their language's; an edit re-indexes only its
 * languages), in parts past a size (./shards.ts), all in `<out>/pagefind/` under names of their language
 * and content, so that only `pagefind-entry.json`, written last in one rename, is shared. Beside each
 * index the facts the search and explore pages read; the records are kept for the next build
 * (./search-records.ts). Pagefind's UI files are not published; its worker is (the explore page uses it).
 */
import type { Page } from '../../../generated/types/content.ts';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import { recordsByLanguage } from './search-records.ts';
import { IndexRun } from './index-run.ts';
import type { SearchIndexOptions, SearchIndexSummary } from './index-types.ts';

/**
 * Indexes the languages of `records` whose records changed since the index in `site` was made (all of
 * them when it has none), and publishes each into `site/pagefind/`: new files first (an index's files are
 * named by their content, so none is ever overwritten), then `pagefind-entry.json` naming the new
 * indexes, in one rename. Files of an index two generations old are removed; the previous one's stay,
 * so a search that began before the switch finishes. `site` may be a build being written or the
 * published one (after an edit, the pages go live first and the index follows).
 */
export async function updateSearchIndex(
  records: ReadonlyMap<string, readonly SearchRecord[]>,
  site: string,
  options: SearchIndexOptions = {},
): Promise<SearchIndexSummary> {
  const started = performance.now();
  const run = new IndexRun(site, options);
  await run.open();
  try {
    const languages = await run.plan(records);
    for (const language of languages) await run.publishLanguage(language);
    // A language with no pages left has no index.
    if (options.complete !== false) for (const lang of Object.keys(run.entry.languages)) if (!records.has(lang)) run.forget(lang);
    await run.writeEntry();
  } finally {
    await run.close();
  }
  run.summary.seconds = (performance.now() - started) / 1000;
  return run.summary;
}

/** The whole index of `pages` into a new build folder (a cold build). */
export function writeSearchIndex(
  pages: readonly Page[],
  outDir: string,
  options: SearchIndexOptions & { records?: readonly (SearchRecord | null | undefined)[] } = {},
): Promise<SearchIndexSummary> {
  return updateSearchIndex(recordsByLanguage(pages, options.buildings, options.records), outDir, options);
}
