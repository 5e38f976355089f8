/**
 * The static search index (Pagefind), built from the validated pages rather than by crawling the
 * rendered HTML: one index per language in <out>/pagefind/, plus, per language, what the page needs
 * besides the index (search-<lang>.json: the names of the taxonomy terms the address carries as ids,
 * and the first and last days dated pages cover, for the date parameter). Only the browser library and the index are kept;
 * Pagefind's own UI files are not used by the site and are not published.
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Building, Page } from '../../generated/types/content.ts';
import { searchRecord } from '../../pages/search/search-record.ts';
import { DATE_END_FILTER, DATE_START_FILTER, searchFactsUrl, type SearchFacts } from '../../pages/search/search-facets.ts';

/** Records in flight to the Pagefind service at once: enough to keep it busy, bounded for memory. */
const BATCH = 256;
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.|^pagefind-worker\.js$/;

export interface SearchIndexSummary {
  records: number;
  byLanguage: Record<string, number>;
  seconds: number;
}

export interface SearchIndexOptions {
  /** Called with the index written and the Pagefind service still running (the benchmark reads its memory). */
  beforeClose?: () => void | Promise<void>;
  /** The buildings' plans (site configuration): artworks are filed under their building and floor. */
  buildings?: readonly Building[];
}

export async function writeSearchIndex(
  pages: readonly Page[],
  outDir: string,
  options: SearchIndexOptions = {},
): Promise<SearchIndexSummary> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const facts: Record<string, { terms: Record<string, string>; starts: Set<string>; ends: Set<string> }> = {};
  const byLanguage: Record<string, number> = {};
  try {
    // By type, then address: Pagefind numbers pages in the order they come, and a type's pages in one run
    // make its filter lists (the biggest part of what a facet downloads) compress far better.
    const records = pages
      .map((page) => searchRecord(page, options.buildings))
      .filter((r) => r !== null)
      .sort((a, b) => a.teaser.bundle.localeCompare(b.teaser.bundle) || a.url.localeCompare(b.url));
    for (let i = 0; i < records.length; i += BATCH) {
      await Promise.all(
        records.slice(i, i + BATCH).map(async (r) => {
          const added = await index.addCustomRecord({
            url: r.url,
            language: r.language,
            content: r.content,
            meta: { title: r.title, teaser: JSON.stringify(r.teaser) },
            filters: r.filters as Record<string, string[]>,
          });
          if (added.errors.length) throw new Error(`search index: ${r.url}: ${added.errors.join('; ')}`);
          const f = (facts[r.language] ??= { terms: {}, starts: new Set(), ends: new Set() });
          Object.assign(f.terms, r.terms);
          for (const d of r.filters[DATE_START_FILTER] ?? []) f.starts.add(d);
          for (const d of r.filters[DATE_END_FILTER] ?? []) f.ends.add(d);
          byLanguage[r.language] = (byLanguage[r.language] ?? 0) + 1;
        }),
      );
    }
    const dir = join(outDir, 'pagefind');
    const written = await index.writeFiles({ outputPath: dir });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    for (const f of await readdir(dir)) if (UNUSED.test(f)) await rm(join(dir, f));
    for (const [lang, f] of Object.entries(facts)) {
      const file: SearchFacts = { terms: f.terms, starts: [...f.starts].sort(), ends: [...f.ends].sort() };
      await writeFile(join(outDir, searchFactsUrl(lang)), JSON.stringify(file));
    }
    await options.beforeClose?.();
    return { records: records.length, byLanguage, seconds: (performance.now() - started) / 1000 };
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}
