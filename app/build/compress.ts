/**
 * Precompressed copies of the site's text files, written once at build time so the server only
 * chooses (by Accept-Encoding) and never compresses per request: `x.html.br` (Brotli, best quality)
 * and `x.html.gz` (gzip, level 9) next to `x.html`. A copy that would not be smaller is not written.
 * Hosts that compress by themselves ignore them. zlib runs on libuv's thread pool; at most
 * `concurrency` files are open at once.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE } from '../server/static-server.ts';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export interface CompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function compressSite(dir: string, concurrency = 8): Promise<CompressSummary> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name)))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !f.includes(`${join(dir, '.vite')}`))
    .sort();
  const summary: CompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const file = files[next++]!;
      const body = await readFile(file);
      if (body.length < 256) continue; // headers would outweigh the gain
      const [b, g] = await Promise.all([
        br(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
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
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return summary;
}
