/**
 * A rendering thread: imports the prerender bundle once, then renders the batches of pages it is
 * sent and writes their files itself. What goes back to the main thread is small: per page the files
 * written and its ids and links (for the link check; a static part's links once), and the sizes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { SitePage } from '../../pages/routes/search-route.ts';
import {
  createLinkReader,
  provideRenderData,
  renderAndWrite,
  type RenderData,
  type RenderSettings,
  type ServerBundle,
} from './render-pages.ts';
import { createSiteWriter } from './site-writer.ts';
import type { RenderedBatch } from './render-pool.ts';

const { bundle, settings, data, outDir } = workerData as { bundle: string; settings: RenderSettings; data: RenderData; outDir: string };
const ssr = (await import(pathToFileURL(bundle).href)) as ServerBundle;
provideRenderData(ssr, data);
const writer = createSiteWriter(outDir);
const links = createLinkReader(ssr);

parentPort!.on('message', (batch: { id: number; pages: SitePage[] }) => {
  try {
    const rendered = renderAndWrite(ssr, batch.pages, settings, writer, links);
    parentPort!.postMessage({ id: batch.id, pages: rendered, parts: links.take(), summary: writer.take() } satisfies RenderedBatch & {
      id: number;
    });
  } catch (err) {
    parentPort!.postMessage({ id: batch.id, error: `${(err as Error).stack ?? err}` });
  }
});
parentPort!.postMessage({ ready: true });
