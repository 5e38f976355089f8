/**
 * A rendering thread: imports the prerender bundle once, then renders the batches of pages it is
 * sent and writes their files itself (with their precompressed copies). What goes back to the main
 * thread is small: the files written, the sizes, and each page's ids and links for the link check.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { SitePage } from '../../pages/routes/search-route.ts';
import { renderPageFiles, type RenderSettings, type ServerBundle } from './render-pages.ts';
import { createSiteWriter } from './site-writer.ts';
import { pageLinks, pathOfHtmlFile } from './link-check.ts';
import type { RenderedBatch } from './render-pool.ts';

const { bundle, settings, outDir } = workerData as { bundle: string; settings: RenderSettings; outDir: string };
const ssr = (await import(pathToFileURL(bundle).href)) as ServerBundle;
const writer = createSiteWriter(outDir);

parentPort!.on('message', (batch: { id: number; pages: SitePage[] }) => {
  try {
    const written: string[] = [];
    const links: RenderedBatch['links'] = [];
    for (const page of batch.pages)
      for (const f of renderPageFiles(ssr, page, settings)) {
        writer.write(f.rel, f.body);
        written.push(f.rel);
        if (f.rel.endsWith('.html')) links.push([pathOfHtmlFile(f.rel), pageLinks(f.body)]);
      }
    parentPort!.postMessage({ id: batch.id, written, links, summary: writer.take() } satisfies RenderedBatch & { id: number });
  } catch (err) {
    parentPort!.postMessage({ id: batch.id, error: `${(err as Error).stack ?? err}` });
  }
});
parentPort!.postMessage({ ready: true });
