/** A rendering thread: imports the prerender bundle once, then renders the batches of pages it is sent. */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { SitePage } from '../../pages/routes/search-route.ts';
import { renderPageFiles, type RenderSettings, type ServerBundle } from './render-pages.ts';

const { bundle, settings } = workerData as { bundle: string; settings: RenderSettings };
const ssr = (await import(pathToFileURL(bundle).href)) as ServerBundle;

parentPort!.on('message', (batch: { id: number; pages: SitePage[] }) => {
  try {
    parentPort!.postMessage({ id: batch.id, files: batch.pages.flatMap((p) => renderPageFiles(ssr, p, settings)) });
  } catch (err) {
    parentPort!.postMessage({ id: batch.id, error: `${(err as Error).stack ?? err}` });
  }
});
parentPort!.postMessage({ ready: true });
