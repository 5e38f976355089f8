/** Renders pages on every core: one worker thread per core, fed small batches as they finish. */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SitePage } from '../../pages/routes/search-route.ts';
import type { RenderSettings } from './render-pages.ts';

export interface RenderedFile {
  rel: string;
  body: string;
}

export async function renderOnAllCores(
  bundle: string,
  settings: RenderSettings,
  pages: readonly SitePage[],
  onBatch: (files: RenderedFile[], pagesDone: number) => Promise<void>,
  threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(pages.length / 8))),
): Promise<number> {
  const batchSize = Math.max(1, Math.min(16, Math.ceil(pages.length / (threads * 4))));
  const batches: SitePage[][] = [];
  for (let i = 0; i < pages.length; i += batchSize) batches.push(pages.slice(i, i + batchSize));
  let next = 0;
  let done = 0;
  const workers = Array.from(
    { length: threads },
    () => new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { bundle, settings } }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let writing = Promise.resolve();
            const feed = () => {
              if (next >= batches.length) return resolve();
              const id = next++;
              worker.postMessage({ id, pages: batches[id] });
            };
            worker.on('error', reject);
            worker.on('exit', (code) => code !== 0 && reject(new Error(`a render thread stopped with code ${code}`)));
            worker.on('message', (m: { ready?: boolean; id?: number; files?: RenderedFile[]; error?: string }) => {
              if (m.ready) return feed();
              if (m.error) return reject(new Error(`rendering failed: ${m.error}`));
              done += batches[m.id!]!.length;
              writing = writing.then(() => onBatch(m.files!, done)).then(feed, reject);
            });
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return threads;
}
