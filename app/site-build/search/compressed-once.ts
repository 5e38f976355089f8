/**
 * Compressed copies of files whose bytes come back unchanged from build to build, kept by those bytes'
 * hash so that they are made once. Pagefind writes the same WebAssembly for every language of every
 * build made with one Pagefind release (five files of about 140 KB), and Brotli 11 on them was about a
 * third of the CPU of a small site's whole build (0.7 of 2.5 core-seconds) and 1.35 s of a museum's.
 * Content-addressed: a copy found is the copy of those bytes, whatever build made it, so a release that
 * changes the WebAssembly simply makes new ones; the folder grows by a few files per release. Each copy
 * is written whole under a temporary name and renamed, so builds at once share it and one killed
 * mid-write leaves nothing a later build reads; and a copy is used only once it is read back into the
 * very bytes it stands for (a millisecond, against 0.15 s to make it), so a damaged one is made again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { replaceFile, sweepTempsOnce } from '../support/processes.ts';

/** Where a project's builds keep the copies (beside the bundles and the pictures' sizes). */
export const compressedCacheOf = (root: string) => join(root, '.build/compressed');

/** The copies of one file: Brotli and gzip, in that order. */
export type Compressed = readonly [brotli: Buffer, gzip: Buffer];

/**
 * The copies of `body` that `make` makes, read from `cache` when a build made them before, else made
 * and kept there. `settings` name how they are made, the compressors' releases included, so that other
 * settings or another release (whose copies may differ byte for byte) make copies of their own: a build
 * makes the same bytes whatever the cache holds.
 */
export async function compressedOnce(cache: string, body: Buffer, settings: string, make: () => Promise<Compressed>): Promise<Compressed> {
  const key = createHash('sha256').update(settings).update('\0').update(body).digest('hex');
  const [brName, gzName] = [join(cache, `${key}.br`), join(cache, `${key}.gz`)];
  const kept = await Promise.all([readFile(brName), readFile(gzName)]).catch(() => null);
  if (kept && standsFor(kept, body)) return kept;
  const made = await make();
  await mkdir(cache, { recursive: true });
  await sweepTempsOnce(cache);
  await replaceFile(brName, made[0]);
  await replaceFile(gzName, made[1]);
  return made;
}

/** Whether both copies read back into `body`. */
function standsFor([brotli, gzip]: Compressed, body: Buffer): boolean {
  try {
    return brotliDecompressSync(brotli).equals(body) && gunzipSync(gzip).equals(body);
  } catch {
    return false;
  }
}
