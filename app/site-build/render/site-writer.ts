/**
 * Writing the built site, synchronously, one file at a time: used by each render thread for the pages
 * it renders (the HTML, page data and calendar file) so no page's bytes travel back to the main
 * thread. Pages are not precompressed: the server compresses what is asked for (app/server/
 * compressed-bodies.ts). Nothing is written outside the output folder; each writer holds at most one
 * file open.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

export interface WriteSummary {
  files: number;
  bytes: number;
}

export const emptyWriteSummary = (): WriteSummary => ({ files: 0, bytes: 0 });

export function addWriteSummary(into: WriteSummary, more: WriteSummary) {
  into.files += more.files;
  into.bytes += more.bytes;
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
    /**
     * Writes `rel` (text as UTF-8, or bytes as they are, or pieces of bytes one after another, each made
     * as it is taken when they come from a generator); returns the files written.
     */
    write(rel: string, body: string | Uint8Array | Iterable<Uint8Array>): string[] {
      const file = insideOutput(dir, rel);
      const folder = dirname(file);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      // A string is encoded once, straight into the write, which says how many bytes it wrote: no Buffer
      // made here, and no pass over the text only to count them (writeFileSync's path measures it twice more).
      const fd = openSync(file, 'w');
      let written = 0;
      let length = 0;
      try {
        if (typeof body === 'string') [written, length] = [writeSync(fd, body), body.length];
        else if (body instanceof Uint8Array) [written, length] = [writeSync(fd, body), body.length];
        else
          for (const piece of body) {
            const got = writeSync(fd, piece);
            written += got;
            length += piece.length;
            if (got < piece.length) break;
          }
      } finally {
        closeSync(fd);
      }
      // UTF-8 is never shorter than the text's UTF-16 length: fewer bytes is a short write (a full disk,
      // which fails the build's next write in any case).
      if (written < length) throw new Error(`short write: ${written} bytes of ${rel}`);
      summary.files++;
      summary.bytes += written;
      return [rel];
    },
  };
}

export type SiteWriter = ReturnType<typeof createSiteWriter>;
