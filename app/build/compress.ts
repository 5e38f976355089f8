/**
 * Precompressed copies of the site's text files, written once at build time so the server only
 * chooses (by Accept-Encoding) and never compresses per request: `x.html.br` (Brotli) and
 * `x.html.gz` (gzip, level 9) next to `x.html`. A copy that would not be smaller is not written.
 * Brotli's best quality (11) is kept for the hashed scripts and styles in assets/: few, large, cached
 * for a year; it costs about 40 ms for a 15 KB page, which over the collection's tens of thousands
 * of pages would be most of a build, so pages and page data use quality 5 (3 ms, ≈ 10 % larger).
 * Files whose copies are already there (a previous build's assets, kept with theirs) are skipped.
 * Hosts that compress by themselves ignore them. zlib runs on libuv's thread pool; at most
 * `concurrency` files are open at once.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { COMPRESSIBLE } from '../server/static-server.ts';
import { mapBounded } from './map-bounded.ts';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export interface CompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

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
 * The precompressed copies of one body, at once (the render threads call it for every page they
 * write); a copy that would not be smaller is left out; null when the body is too small to bother.
 */
export function precompress(body: Buffer, quality: number): { br?: Buffer; gz?: Buffer } | null {
  if (body.length < MIN_BYTES) return null;
  const br = brotliCompressSync(body, brotliOptions(quality, body.length));
  const gz = gzipSync(body, { level: 9 });
  return { br: br.length < body.length ? br : undefined, gz: gz.length < body.length ? gz : undefined };
}

/**
 * Compresses the text files of `dir` that have no copies yet: those named in `only` (paths relative
 * to `dir`) when given, so a build that knows what it wrote need not walk a folder of hundreds of
 * thousands of pages; else every file under `dir` but the build's own records (dot folders).
 */
export async function compressSite(dir: string, concurrency = 8, only?: readonly string[]): Promise<CompressSummary> {
  const candidates = only
    ? only.map((rel) => join(dir, rel))
    : (await readdir(dir, { withFileTypes: true, recursive: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
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
    const quality = file.startsWith(join(dir, 'assets') + sep) ? 11 : 5;
    if (body.length < MIN_BYTES) return;
    const [b, g] = await Promise.all([br(body, brotliOptions(quality, body.length)), gz(body, { level: 9 })]);
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
