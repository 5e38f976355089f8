/** One part of a language's index, made by a Pagefind service of its own (./search-index.ts). */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import { childrenPeakMiB } from '../support/memory.ts';
import { mapBounded } from '../support/map-bounded.ts';
import { FRAGMENTS_PER_FILE } from './shards.ts';

/**
 * Records in flight to the Pagefind service at once: enough to keep it busy while this thread is busy
 * with something else (≈ 0.4 s of indexing; compacting a part takes as long), bounded for memory.
 */
const RECORDS_IN_FLIGHT = 1_024;
export const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** What Pagefind made for one shard: its service's peak memory, and the index's own files, in memory (./pagefind-compact.ts). */
export interface MadeShard {
  peak: number;
  made: Map<string, Buffer>;
}

/** The command name of Pagefind's service (its binary, `pagefind` or `pagefind_extended`, as the kernel shortens it). */
export const PAGEFIND_COMMAND = /^pagefind/;
/** A path Pagefind makes: a file of the index's folder or of one of its three folders, nothing else. */
const SAFE_PAGEFIND_PATH = /^(?:(?:fragment|index|filter)\/)?[a-z0-9][a-z0-9._-]*$/i;
/** The index's own files, which the compaction reads from memory and writes once; Pagefind's scripts and entry go to the disk as they are. */
const MADE_IN_MEMORY = /^(fragment\/|index\/|filter\/|pagefind\.[^/]+\.pf_meta$|wasm\.[a-z]+\.pagefind$)/;

/**
 * One shard of a language's index, made in a Pagefind run of its own. Pagefind hands its files over in
 * memory rather than writing them (thousands of files a part, each read back and rewritten by the
 * compaction): its scripts and entry are written to `into` (a folder of its own), the rest is returned.
 */
export async function indexShard(
  lang: string,
  records: readonly SearchRecord[],
  into: string,
  options: { beforeClose?: () => void | Promise<void> },
): Promise<MadeShard> {
  let peak = 0;
  const made = new Map<string, Buffer>();
  const { index, errors } = await pagefind.createIndex({ maxFragments: Math.ceil(records.length / FRAGMENTS_PER_FILE) });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    // A window of records in flight, each answered one replaced by the next (in the list's order), so the
    // service never waits for the slowest of a batch, or for this thread between batches.
    await mapBounded(records, RECORDS_IN_FLIGHT, async (r) => {
      const added = await index.addCustomRecord({
        url: r.url,
        language: r.language,
        content: r.content,
        // Only the title: Pagefind indexes every metadata field's words; the teaser goes into the fragments afterwards (./pagefind-compact.ts).
        meta: { title: r.title },
        filters: r.filters as Record<string, string[]>,
      });
      if (added.errors.length) throw new Error(`search index: ${r.url}: ${added.errors.join('; ')}`);
    });
    const got = await index.getFiles();
    if (got.errors.length) throw new Error(`search index (${lang}): ${got.errors.join('; ')}`);
    // Pagefind's service only: the bundler, another child of the build, may still be running beside it.
    peak = childrenPeakMiB(PAGEFIND_COMMAND);
    await mkdir(into, { recursive: true });
    for (const { path, content } of got.files) {
      if (!SAFE_PAGEFIND_PATH.test(path)) throw new Error(`search index (${lang}): Pagefind made a file named ${JSON.stringify(path)}`);
      if (MADE_IN_MEMORY.test(path)) made.set(path, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
      else if (!UNUSED.test(path)) await writeFile(join(into, path), content);
    }
    await options.beforeClose?.();
  } finally {
    await index.deleteIndex();
    // The service is started again for the next shard: its memory is one shard's at a time.
    await pagefind.close();
  }
  return { peak, made };
}
