/**
 * Precompressed copies of the build's hashed scripts and styles (`assets/`): few, large, cached for a
 * year, and asked for by every visitor, so they get Brotli's best quality (11) and gzip 9 once, as
 * `x.js.br` and `x.js.gz` beside `x.js`; a copy that would not be smaller is not written. Everything
 * else (pages, page data, the search library) the server compresses when first asked, with a bounded
 * cache (app/server/compressed-bodies.ts): precompressing tens of thousands of pages cost the build
 * more than it gave. Files whose copies are already there (a previous build's assets, kept with theirs)
 * are skipped. zlib runs on libuv's thread pool; at most `concurrency` files are open at once.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE } from '../../serving/http-headers.ts';
import { mapBounded } from '../support/map-bounded.ts';
import { filesUnder } from '../support/files.ts';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export interface CompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** What two runs of {@link compressSite} over one folder compressed together. */
export const addCompressSummaries = (a: CompressSummary, b: CompressSummary): CompressSummary => ({
  files: a.files + b.files,
  bytes: a.bytes + b.bytes,
  brotliBytes: a.brotliBytes + b.brotliBytes,
  gzipBytes: a.gzipBytes + b.gzipBytes,
});

const brotliOptions = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Smallest body worth compressing: below it, headers would outweigh the gain. */
const MIN_BYTES = 256;

/**
 * Compresses the text files of `dir` that have no copies yet: those named in `only` (paths relative
 * to `dir`) when given, so a build that knows what it wrote need not walk a folder of hundreds of
 * thousands of pages; else every file under `dir` but the build's own records (dot folders).
 */
export async function compressSite(dir: string, concurrency = 8, only?: readonly string[]): Promise<CompressSummary> {
  const candidates = only ? only.map((rel) => join(dir, rel)) : (await filesUnder(dir)).map((rel) => join(dir, rel));
  const files = candidates
    .filter((f) => COMPRESSIBLE.has(extname(f)))
    // Not the build's own records and bundles (.vite, .ssr, .build-state.json): never served.
    .filter(
      (f) =>
        !relative(dir, f)
          .split(sep)
          .some((seg) => seg.startsWith('.')),
    )
    .sort();
  const summary: CompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await mapBounded(files, Math.max(1, concurrency), async (file) => {
    if ((await stat(`${file}.br`).catch(() => null)) && (await stat(`${file}.gz`).catch(() => null))) return;
    const body = await readFile(file);
    if (body.length < MIN_BYTES) return;
    const [b, g] = await Promise.all([br(body, brotliOptions(11, body.length)), gz(body, { level: 9 })]);
    summary.files++;
    summary.bytes += body.length;
    if (b.length < body.length) {
      await writeFile(`${file}.br`, b);
      summary.brotliBytes += b.length;
    }
    if (g.length < body.length) {
      await writeFile(`${file}.gz`, g);
      summary.gzipBytes += g.length;
    }
  });
  return summary;
}
