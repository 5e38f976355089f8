/**
 * Renders pages on every core: one worker thread per core, fed small batches as they finish; each
 * writes its own files. A handful of pages (an edit) are rendered on the calling thread instead:
 * starting a thread costs more than rendering them.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SitePage } from '../../../pages/routes/search-route.ts';
import type { PageLinks } from '../links/link-check.ts';
import {
  createLinkReader,
  provideRenderData,
  renderAndWrite,
  type RenderData,
  type RenderedPage,
  type RenderSettings,
  type ServerBundle,
} from './render-pages.ts';
import { createSiteWriter, type WriteSummary } from './site-writer.ts';

/** Up to this many pages are rendered on the calling thread. */
const ON_THIS_THREAD = 24;

/**
 * Batches a render thread holds at once. The calling thread hears of a finished batch only between its
 * own tasks, and some of those are long (a search part compacted: 0.3–0.4 s at full scale). With two
 * batches each (≈ 60 ms of rendering), the render threads ran dry during every such task and a core
 * stood idle; twelve (≈ 0.4 s, a few megabytes of pages) keep them busy through it.
 */
export const RENDER_IN_FLIGHT = 12;

/**
 * Renders and writes `pages`, reporting each batch; returns the number of threads used (0: this one).
 * `ssr` renders on this thread; the threads load `bundle`, the render threads' bundle (./render-thread.ts).
 * The pages are handed over: the pool lets go of each (empties its slot) once it is sent to a thread.
 */
export async function renderPages(
  ssr: ServerBundle,
  bundle: string,
  settings: RenderSettings,
  data: RenderData,
  pages: SitePage[],
  outDir: string,
  onBatch: (batch: RenderedBatch, pagesDone: number) => void,
  threads?: number,
): Promise<number> {
  if (pages.length > ON_THIS_THREAD) return renderOnAllCores(bundle, settings, data, pages, outDir, onBatch, threads);
  provideRenderData(ssr, data);
  const writer = createSiteWriter(outDir);
  const links = createLinkReader(ssr);
  const rendered = renderAndWrite(ssr, pages, settings, data, writer, links);
  onBatch({ pages: rendered, parts: links.take(), summary: writer.take() }, pages.length);
  return 0;
}

/** What a render thread reports for a batch it rendered and wrote. */
interface RenderedBatch {
  /** Per page: its site path, the files written for it (relative to the output folder, copies included), its ids and links. */
  pages: RenderedPage[];
  /** The links of the static parts the thread read first in this batch (the pages name them in `links.parts`). */
  parts?: Record<string, PageLinks>;
  summary: WriteSummary;
}

export async function renderOnAllCores(
  bundle: string,
  settings: RenderSettings,
  data: RenderData,
  pages: (SitePage | undefined)[],
  outDir: string,
  onBatch: (batch: RenderedBatch, pagesDone: number) => void,
  threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(pages.length / 8))),
): Promise<number> {
  const batchSize = Math.max(1, Math.min(32, Math.ceil(pages.length / (threads * 4))));
  let next = 0;
  let done = 0;
  const workers = Array.from(
    { length: threads },
    () => new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { bundle, settings, data, outDir } }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let inFlight = 0;
            const feed = () => {
              if (next >= pages.length) {
                if (inFlight === 0) resolve();
                return;
              }
              const start = next;
              next = Math.min(pages.length, next + batchSize);
              inFlight++;
              worker.postMessage({ id: start, pages: pages.slice(start, next) });
              // A copy is on its way to the thread: this one no longer holds the batch.
              pages.fill(undefined, start, next);
            };
            worker.on('error', reject);
            worker.on('exit', (code) => code !== 0 && reject(new Error(`a render thread stopped with code ${code}`)));
            worker.on('message', (m: ({ id: number } & RenderedBatch) | { ready: true } | { id: number; error: string }) => {
              if ('ready' in m) {
                // Several batches each: the next is already there when one ends, whatever this thread is doing.
                for (let k = 0; k < RENDER_IN_FLIGHT; k++) feed();
                return;
              }
              if ('error' in m) return reject(new Error(`rendering failed: ${m.error}`));
              inFlight--;
              done += m.pages.length;
              try {
                onBatch(m, done);
              } catch (err) {
                return reject(err as Error);
              }
              feed();
            });
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return threads;
}
