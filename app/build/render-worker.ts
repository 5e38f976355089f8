/**
 * A rendering thread: imports the prerender bundle once, then renders the batches of pages it is
 * sent and writes their files itself (with their precompressed copies). What goes back to the main
 * thread is small: per page the files written and its ids and links (for the link check), and the sizes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { SitePage } from '../../pages/routes/search-route.ts';
import { renderPageFiles, type RenderSettings, type ServerBundle } from './render-pages.ts';
import { createSiteWriter } from './site-writer.ts';
import { pageLinks, type PageLinks } from './link-check.ts';
import type { RenderedBatch } from './render-pool.ts';

const { bundle, settings, outDir } = workerData as { bundle: string; settings: RenderSettings; outDir: string };
const ssr = (await import(pathToFileURL(bundle).href)) as ServerBundle;
const writer = createSiteWriter(outDir);

parentPort!.on('message', (batch: { id: number; pages: SitePage[] }) => {
  try {
    const rendered: RenderedBatch['pages'] = [];
    for (const page of batch.pages) {
      const files: string[] = [];
      let links: PageLinks = { ids: '\n', hrefs: [] };
      for (const f of renderPageFiles(ssr, page, settings)) {
        files.push(...writer.write(f.rel, f.body));
        if (f.rel.endsWith('.html')) links = pageLinks(f.body);
      }
      rendered.push({ path: page.url.path, files, links });
    }
    parentPort!.postMessage({ id: batch.id, pages: rendered, summary: writer.take() } satisfies RenderedBatch & { id: number });
  } catch (err) {
    parentPort!.postMessage({ id: batch.id, error: `${(err as Error).stack ?? err}` });
  }
});
parentPort!.postMessage({ ready: true });
