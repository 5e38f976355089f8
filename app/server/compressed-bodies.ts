/**
 * Compression at request time, for the text files the build does not precompress: pages, page data
 * and calendar files. Precompressing them cost the build ≈ 1 ms of CPU and two more files per file at
 * the collection's scale, for bodies most of which nobody asks for before the next deploy. Here the
 * first request for a file in an encoding compresses it (zlib on libuv's thread pool, so the event loop
 * keeps answering: Brotli quality 5, gzip level 6) and the result is kept in a cache bounded by bytes
 * (least recently used first out). Entries are keyed by the file's identity (real path, inode, size,
 * modification time), so a deploy or a file renamed into place is never answered from a stale entry.
 * Concurrent requests for the same body share one compression.
 */
import { readFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Smallest body worth compressing: below it, the headers outweigh the gain. */
export const MIN_COMPRESSIBLE_BYTES = 256;

/** Bytes of compressed bodies kept (default 64 MiB: every page of a busy day of the museum's site). */
const DEFAULT_CACHE_BYTES = 64 * 2 ** 20;

interface CompressedBody {
  body: Buffer;
  /** Its own validator: an encoding's ETag differs from the file's, so no cache mixes representations. */
  etag: string;
}

/**
 * The ETag `send` gives a file (W/"size-mtime", hex), with the file's inode and the encoding added: a
 * file's time is kept to the kernel's tick (a few milliseconds), so a new version of the same size
 * renamed into place within one tick (as a deploy does) would otherwise keep the old one's validator.
 */
function encodedEtag(stats: Stats, encoding: Encoding): string {
  return `W/"${stats.ino.toString(16)}-${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}-${encoding}"`;
}

export function createCompressedBodies(maxBytes = DEFAULT_CACHE_BYTES) {
  const cache = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (b) => Math.max(1, b.length) });
  const pending = new Map<string, Promise<Buffer>>();
  return {
    /** `file` (a real path whose `stats` the caller took) in `encoding`, from the cache or compressed now. */
    async get(file: string, stats: Stats, encoding: Encoding): Promise<CompressedBody> {
      const key = `${encoding}\0${stats.ino}\0${stats.size}\0${stats.mtimeMs}\0${file}`;
      const etag = encodedEtag(stats, encoding);
      const hit = cache.get(key);
      if (hit) return { body: hit, etag };
      let work = pending.get(key);
      if (!work) {
        work = (async () => {
          const raw = await readFile(file);
          return encoding === 'br'
            ? br(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 5,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              })
            : gz(raw, { level: 6 });
        })();
        pending.set(key, work);
        work.then(
          (body) => {
            pending.delete(key);
            cache.set(key, body);
          },
          () => pending.delete(key),
        );
      }
      return { body: await work, etag };
    },
    /** Bytes held now (for tests and the server's log). */
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
