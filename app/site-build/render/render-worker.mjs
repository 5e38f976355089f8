/**
 * A rendering thread: imports the render threads' bundle once (./render-thread.ts, built by Vite with the
 * prerender: plain JavaScript, so the thread needs no TypeScript loader), then renders the batches of
 * pages it is sent and writes their files itself. What goes back to the main thread is small: per page
 * the files written and its ids and links (for the link check; a static part's links once), and the sizes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

/** @type {{ bundle: string; settings: unknown; data: unknown; outDir: string }} */
const { bundle, settings, data, outDir } = workerData;
/** @type {typeof import('./render-thread.ts')} */
const thread = await import(pathToFileURL(bundle).href);
thread.provideRenderData(thread, data);
const writer = thread.createSiteWriter(outDir);
const links = thread.createLinkReader(thread);

parentPort.on('message', (batch) => {
  try {
    const rendered = thread.renderAndWrite(thread, batch.pages, settings, data, writer, links);
    parentPort.postMessage({ id: batch.id, pages: rendered, parts: links.take(), summary: writer.take() });
  } catch (err) {
    parentPort.postMessage({ id: batch.id, error: `${err?.stack ?? err}` });
  }
});
parentPort.postMessage({ ready: true });
