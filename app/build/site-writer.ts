/**
 * Writing the built site, synchronously, one file at a time: used by each render thread for the pages
 * it renders (the HTML, page data and calendar file, with their precompressed copies) so no page's
 * bytes travel back to the main thread and no file is read again to be compressed. Nothing is written
 * outside the output folder; each writer holds at most one file open.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, extname, resolve, sep } from 'node:path';
import { precompress } from './compress.ts';
import { COMPRESSIBLE } from '../server/static-server.ts';

export interface WriteSummary {
  files: number;
  bytes: number;
  /** Files that got precompressed copies, their size, and the copies' sizes. */
  compressed: { files: number; bytes: number; brotliBytes: number; gzipBytes: number };
}

export const emptyWriteSummary = (): WriteSummary => ({
  files: 0,
  bytes: 0,
  compressed: { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 },
});

export function addWriteSummary(into: WriteSummary, more: WriteSummary) {
  into.files += more.files;
  into.bytes += more.bytes;
  into.compressed.files += more.compressed.files;
  into.compressed.bytes += more.compressed.bytes;
  into.compressed.brotliBytes += more.compressed.brotliBytes;
  into.compressed.gzipBytes += more.compressed.gzipBytes;
}

/** The absolute path of `rel` under `dir`; a path that would land outside `dir` is refused. */
export function insideOutput(dir: string, rel: string): string {
  const file = resolve(dir, rel);
  if (!file.startsWith(dir + sep)) throw new Error(`refusing to write ${JSON.stringify(rel)}: it is outside the output folder ${dir}`);
  return file;
}

export function createSiteWriter(dir: string) {
  const folders = new Set<string>();
  let summary = emptyWriteSummary();
  return {
    /** What was written since the last call (or the start), and start counting anew. */
    take(): WriteSummary {
      const taken = summary;
      summary = emptyWriteSummary();
      return taken;
    },
    /** Writes `rel` (and its .br/.gz copies where it is text worth compressing); returns the files written. */
    write(rel: string, body: string): string[] {
      const file = insideOutput(dir, rel);
      const folder = dirname(file);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      const bytes = Buffer.from(body);
      writeFileSync(file, bytes);
      summary.files++;
      summary.bytes += bytes.length;
      const written = [rel];
      if (COMPRESSIBLE.has(extname(file))) {
        const copies = precompress(bytes, 5);
        if (copies) {
          summary.compressed.files++;
          summary.compressed.bytes += bytes.length;
          if (copies.br) {
            writeFileSync(`${file}.br`, copies.br);
            written.push(`${rel}.br`);
            summary.compressed.brotliBytes += copies.br.length;
          }
          if (copies.gz) {
            writeFileSync(`${file}.gz`, copies.gz);
            written.push(`${rel}.gz`);
            summary.compressed.gzipBytes += copies.gz.length;
          }
        }
      }
      return written;
    },
  };
}
