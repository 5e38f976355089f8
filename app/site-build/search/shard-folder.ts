/** A part of a language's index after its first, as it is published: a folder of its own (./index-run.ts, ./recent-part.ts). */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ENTRY, type Entry } from './index-types.ts';
import { precompressSearchFiles } from './pagefind-compact.ts';

/**
 * A part after a language's first, made in `staging`, as it is published: what mergeIndex reads (its own
 * entry naming it, its page table, chunks and fragments, with their compressed copies) and nothing else.
 */
export async function asShardFolder(staging: string, stored: readonly string[], madeEntry: Entry) {
  await writeFile(join(staging, ENTRY), JSON.stringify(madeEntry));
  for (const f of await readdir(staging))
    if (f !== ENTRY && !/^(index|filter|fragment)$/.test(f) && !f.endsWith('.pf_meta'))
      await rm(join(staging, f), { recursive: true, force: true });
  await precompressSearchFiles(
    staging,
    stored.filter((f) => !f.endsWith('.pagefind')),
  );
}
